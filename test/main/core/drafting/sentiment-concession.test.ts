import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft } from './fixtures'

const PRAISE_MOVES = ['thanks', 'thanksFor', 'praiseAlso', 'praiseMore', 'neutral']

const draft = (lang: string, stars: number, body: string): Draft => corpusDraft(lang, stars, body)

const moves = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)

describe('praise only put in negative words concedes beside a fault', () => {
  // "No problems, it only crashes every time": the fault is the review, under five stars too.
  const cases: [string, string][] = [
    ['en', 'No problems at all, it just crashes every time I open it 😂'],
    ['pt', 'Nenhum problema, só fecha toda vez que abro 😂 Galaxy A32'],
    ['es', 'Ningún problema, solo se cierra cada vez que la abro 😂'],
    ['it', 'Nessun problema, solo che si chiude ogni volta che la apro 😂'],
    ['nl', 'Geen problemen, alleen crasht hij elke keer als ik hem open 😂'],
    ['de', 'Kein Problem, stürzt nur jedes Mal ab, wenn ich sie öffne 😂'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = draft(lang, 5, body)
      expect(d.reading?.polarity, body).toBeLessThan(0)
      expect(
        moves(d).some((k) => PRAISE_MOVES.includes(k)),
        moves(d).join(','),
      ).toBe(false)
      expect(moves(d)).toContain('sorryCrash')
    })

  it('still thanks praise in negative words when nothing is blamed', () => {
    const d = draft('pt', 5, 'Nenhum problema, uso todo dia para as minhas listas')
    expect(d.reading?.polarity).toBeGreaterThan(0)
  })
})

describe('claps after praise of an update that broke something are no praise', () => {
  const cases: [string, string][] = [
    ['pt', 'Nota 10 pra quem fez essa atualização 👏👏👏 agora não consigo abrir nada no Moto E22'],
    ['es', 'Un aplauso para la nueva versión 👏👏👏 ahora no sincroniza nada en mi Galaxy A15'],
    ['en', 'Great update 👏👏👏 now nothing syncs on my Pixel 7'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = draft(lang, 1, body)
      expect(d.reading?.polarity, body).toBeLessThan(0)
      expect(
        moves(d).some((k) => PRAISE_MOVES.includes(k)),
        moves(d).join(','),
      ).toBe(false)
    })

  it('a run of one emoji counts once: three thumbs up do not outweigh a crash', () => {
    for (const body of [
      '👍👍👍 app crashes on my Pixel 7',
      '🔥🔥🔥 crashes every time I open a note',
    ]) {
      const d = draft('en', 3, body)
      expect(d.reading?.polarity, body).toBeLessThanOrEqual(0)
      expect(moves(d), body).toContain('sorryCrash')
      expect(
        moves(d).some((k) => PRAISE_MOVES.includes(k)),
        body,
      ).toBe(false)
    }
  })
})
