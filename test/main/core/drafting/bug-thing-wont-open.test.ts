import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft } from './fixtures'

const draft = (lang: string, app: 'notes' | 'run' | 'game', body: string): Draft =>
  corpusDraft(lang, 2, body, app)

const symptoms = (d: Draft) =>
  (d.plan?.moves ?? []).flatMap((m) => ('symptom' in m && m.symptom ? [m.symptom] : []))
const kinds = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)

describe('a named thing that will not open is that thing’s fault, not an app that will not start', () => {
  const cases: [string, 'notes' | 'run' | 'game', string][] = [
    ['en', 'notes', "The PDF export won't open in Adobe, it says the file is damaged"],
    ['en', 'run', "The route map won't open when I tap a past run"],
    ['en', 'game', "Level 88 won't load, it just spins forever on my iPad"],
    ['de', 'notes', 'Der PDF-Export lässt sich nicht öffnen, Datei beschädigt'],
    ['fr', 'run', "La carte du parcours ne s'ouvre plus quand je touche une ancienne course"],
    ['zh', 'notes', '附件打不开，更新以后就这样'],
  ]
  for (const [lang, app, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = draft(lang, app, body)
      expect(symptoms(d), d.body).not.toContain('open')
      // Nor is it a crash of the app.
      expect(kinds(d), d.body).not.toContain('sorryCrash')
      expect(kinds(d), d.body).toContain('sorry')
    })

  it('the app itself not opening is still said so', () => {
    for (const [lang, body] of [
      ['en', "Since the update the app won't open at all on my Pixel 7"],
      ['de', 'Seit dem Update startet die App nicht mehr'],
      ['en', "After I added the widget, the app won't open"],
    ] as const)
      expect(symptoms(draft(lang, 'notes', body)), body).toContain('open')
  })
})

describe('a battery setting is no battery drain', () => {
  const cases: [string, string][] = [
    [
      'en',
      'Battery saver mode kills the GPS tracking after 5 minutes, my runs have straight lines',
    ],
    ['pt', 'O modo economia de bateria mata o GPS depois de 5 minutos'],
    ['de', 'Im Energiesparmodus bricht die GPS-Aufzeichnung nach 5 Minuten ab'],
    ['es', 'Con el ahorro de batería activado el GPS deja de grabar a los 5 minutos'],
    ['en', 'The GPS drops out mid-run, battery is fine, Galaxy S23'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      expect(symptoms(draft(lang, 'run', body)), body).not.toContain('battery')
    })

  it('a drained battery is still named', () => {
    for (const [lang, body] of [
      ['en', 'Eats my battery, 30% gone in one 5k run on my Pixel 8'],
      ['de', 'Die App frisst meinen Akku leer, 40% in einer Stunde'],
    ] as const)
      expect(symptoms(draft(lang, 'run', body)), body).toContain('battery')
  })
})
