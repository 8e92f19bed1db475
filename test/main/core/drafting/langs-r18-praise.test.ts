import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft } from './fixtures'

/** Round 18, languages: reviews written for these tests. */
const kinds = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)
const thanked = (d: Draft) => kinds(d).some((k) => k === 'thanks' || k === 'thanksFor')
describe('praise said with no word of quality (time saved, slang) is thanked', () => {
  it.each([
    ['nl', 'Topapp! Scheelt me echt veel tijd'],
    ['nl', 'Scheelt me veel tijd elke dag'],
    ['de', 'Spart mir jeden Tag Zeit'],
    ['es', 'Está brutal este juego'],
    ['es', 'Me ahorra muchísimo tiempo'],
    ['pt', 'App brabo demais'],
    ['pt', 'Me poupa muito tempo'],
    ['it', 'Mi fa risparmiare un sacco di tempo'],
    ['it', 'Una bomba questo gioco'],
    ['tr', 'Bana çok zaman kazandırıyor'],
    ['ko', '시간 절약 많이 돼요'],
    ['ja', '時間の節約になります'],
    ['zh', '帮我节省了很多时间'],
    ['ar', 'لعبة رهيبة'],
  ] as const)('%s: %s', (lang, body) => {
    const d = corpusDraft(lang, 5, body)
    expect(thanked(d), `${kinds(d)} ${d.body}`).toBe(true)
  })
})
