import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft } from './fixtures'

const kinds = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)

describe('a battery said to run down fast is a fault, though "super" and "fast" are praise words', () => {
  const cases: [string, string, RegExp][] = [
    ['fr', 'Bien mais la batterie se vide super vite quand le GPS est activé.', /batterie/],
    ['de', 'Gute App, aber der Akku ist super schnell leer wenn GPS an ist.', /Akku/],
    ['es', 'Buena app pero la batería se agota súper rápido con el GPS.', /batería/],
    ['pt', 'Bom app mas a bateria acaba muito rápido com o GPS ligado.', /bateria/],
    ['nl', 'Goede app, maar de batterij loopt super snel leeg met gps aan.', /batterij/],
    ['ko', '좋은데 GPS 켜면 배터리가 너무 빨리 닳아요.', /배터리/],
    ['vi', 'App tốt nhưng pin tụt rất nhanh khi bật GPS.', /pin/],
    ['en', 'Good app but my battery dies super fast with GPS on.', /battery/],
  ]
  for (const [lang, body, named] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 3, body, 'run')
      expect(kinds(d), d.body).not.toContain('thanksFor')
      expect(kinds(d), d.body).not.toContain('thanks')
      expect(d.body).toMatch(named)
    })

  it('a battery said to be fine is still praise', () => {
    const d = corpusDraft(
      'fr',
      5,
      'Super appli, ne vide pas la batterie et le GPS est précis',
      'run',
    )
    expect(kinds(d), d.body).not.toContain('sorry')
  })
})

describe('an audio coach is named in the words of each language, "coach" and "тренер" included', () => {
  const cases: [string, string, RegExp][] = [
    ['ru', 'Приложение огонь! Тренер в наушниках просто супер', /тренер/],
    ['uk', 'Тренер у навушниках дуже мотивує, клас', /тренер/],
    ['de', 'Der Coach im Ohr motiviert mich total', /Coach/],
    ['fr', 'Le coach dans les écouteurs est génial', /coach/],
    ['es', 'El entrenador de voz me motiva muchísimo', /el entrenador de voz/],
    ['pt', 'O treinador por voz é ótimo, me motiva demais', /o treinador por voz/],
    ['nl', 'De coach in mijn oortjes is echt top', /coach/],
    ['ko', '음성 코치 진짜 좋아요', /음성 코치/],
    ['zh', '语音教练太棒了', /语音教练/],
    ['hi', 'वॉइस कोच बहुत बढ़िया है', /वॉइस कोच/],
    ['id', 'Pelatih suaranya mantap banget', /pelatih suara/],
  ]
  for (const [lang, body, named] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 5, body, 'run')
      expect(kinds(d), d.body).toContain('thanksFor')
      expect(d.body).toMatch(named)
    })
})

describe('"it motivates me" is praise, and Brazilian "demais" beside it is "a lot", no excess', () => {
  const cases: [string, string][] = [
    ['pt', 'Esse app me motiva demais a correr todo dia'],
    ['es', 'La app me motiva a salir a correr'],
    ['ru', 'Приложение реально мотивирует бегать каждый день'],
    ['pl', 'Aplikacja naprawdę motywuje do biegania'],
    ['en', 'this app really motivates me to get out the door'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 5, body, 'run')
      expect(kinds(d), d.body).not.toContain('heard')
      expect(kinds(d), d.body).not.toContain('neutral')
      expect(
        kinds(d).some((k) => k === 'thanks' || k === 'thanksFor'),
        `${kinds(d)} ${d.body}`,
      ).toBe(true)
    })
})

describe('an Italian adjective is praise or blame in all its forms: "utilissimi", "confusi", "veloci"', () => {
  it('it: I promemoria sono utilissimi', () => {
    const d = corpusDraft('it', 5, 'I promemoria sono utilissimi', 'notes')
    expect(kinds(d), d.body).toContain('thanksFor')
  })
  it('it: Le attività vengono salvate bene ma i grafici sono confusi', () => {
    const d = corpusDraft(
      'it',
      4,
      'Le attività vengono salvate bene ma i grafici sono confusi',
      'run',
    )
    expect(
      kinds(d).some((k) => k === 'heard' || k === 'sorry'),
      `${kinds(d)} ${d.body}`,
    ).toBe(true)
    expect(d.body).toMatch(/grafici/)
  })
  it('it: Le statistiche sono chiarissime e velocissime', () => {
    const d = corpusDraft('it', 5, 'Le statistiche sono chiarissime e velocissime', 'run')
    expect(kinds(d), d.body).toContain('thanksFor')
  })
})
