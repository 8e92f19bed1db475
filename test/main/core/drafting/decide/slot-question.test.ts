import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { briefly } from '../../../../../src/main/core/drafting/decide/asked'
import { voiceWith } from '../fixtures'

const voice = voiceWith({ brandName: 'Trail Log', supportContact: 'help@traillog.example' })

describe('a slot after a complaint joined to a question in one sentence', () => {
  const cases: [string, string, string][] = [
    [
      'en',
      'The widget is broken on Android 14 and why do you need my location?',
      'Why do you need my location?',
    ],
    [
      'de',
      'Das Widget zeigt seit Tagen nichts an, aber wozu braucht ihr meinen Standort?',
      'Wozu braucht ihr meinen Standort?',
    ],
    [
      'fr',
      "Le widget reste vide depuis lundi, et pourquoi l'appli veut mes contacts ?",
      "Pourquoi l'appli veut mes contacts?",
    ],
    [
      'es',
      'El widget no carga desde ayer y ¿por qué pide acceso a mis contactos?',
      '¿Por qué pide acceso a mis contactos?',
    ],
    [
      'pt',
      'O widget parou de atualizar e por que vocês querem minha localização?',
      'Por que vocês querem minha localização?',
    ],
    [
      'nl',
      'De widget blijft leeg sinds de update en waarom willen jullie mijn locatie?',
      'Waarom willen jullie mijn locatie?',
    ],
  ]
  for (const [language, question, slot] of cases)
    it(`holds only the question a person must answer (${language})`, () => {
      expect(briefly(question, language)).toBe(slot)
    })

  it('shows the question alone in the draft, beside the apology for the fault (en)', () => {
    const d = draftBuiltin({
      review: {
        id: 'slot-joined',
        rating: 2,
        body: 'The widget is broken on Android 14 and why do you need my location?',
        language: 'en',
      },
      voice,
      store: 'google_play',
      limit: 350,
      answers: [],
    })
    expect(d.body).toContain('[answer: Why do you need my location?]')
    expect(d.body).not.toContain('[answer: The widget')
  })
})
