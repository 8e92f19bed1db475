import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/** Reviews written for these tests: a running app that lost a whole run. */
const LOST_RUN: [lang: string, body: string][] = [
  ['en', 'It lost my entire run this morning, 12 km gone'],
  ['de', 'Die App hat heute meinen ganzen Lauf verloren, 12 km weg'],
  ['fr', "L'appli a perdu ma course de ce matin, 12 km envolés"],
  ['es', 'La app perdió mi carrera de esta mañana, 12 km'],
  ['it', "L'app ha perso la mia corsa di stamattina, 12 km"],
  ['pt', 'O app perdeu minha corrida de hoje cedo, 12 km'],
  ['pl', 'Apka zgubiła mi dzisiejszy bieg, 12 km'],
  ['ru', 'Приложение потеряло мою утреннюю пробежку, 12 км'],
]

describe('a run the app lost is lost data', () => {
  it.each(LOST_RUN)('%s: "%s" leads with the loss and recovery', (lang, body) => {
    const d = notesProDraft(lang, 1, body)
    expect(d.reading?.main).toBe('data_loss')
    expect(d.plan?.moves.map((m) => m.kind)).toContain('recovery')
  })

  it.each([
    ['en', 'Lost 6 kg since I started my runs with it, love it'],
    ['de', 'Habe 6 kg verloren, seit ich meinen Lauf damit tracke'],
    ['fr', "J'ai perdu 6 kilos grâce à ma course du matin"],
    ['es', 'Perdí 6 kilos desde que registro mi carrera con la app'],
  ])('%s: "%s" lost weight, not data', (lang, body) => {
    const d = notesProDraft(lang, 5, body)
    expect(d.reading?.points.map((p) => p.intent)).not.toContain('data_loss')
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('sorryLoss')
  })

  it.each([
    ['en', 'GPS signal lost twice during my whole run'],
    ['es', 'Perdió la señal del GPS en toda mi carrera'],
  ])('%s: "%s" is a lost signal, no lost data', (lang, body) => {
    const d = notesProDraft(lang, 3, body)
    expect(d.reading?.points.map((p) => p.intent)).not.toContain('data_loss')
  })
})
