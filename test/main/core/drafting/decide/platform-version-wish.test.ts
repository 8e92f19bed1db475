import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/** Reviews written for these tests: a wish for a version of the app on another platform. */
const WISHES: [lang: string, body: string, names: string][] = [
  ['en', "Please make an iPad version, I'd pay for it", 'an iPad version'],
  ['de', 'Bitte bringt eine iPad-Version raus', 'zur iPad-Version'],
  ['de', 'Eine Mac Version wäre toll', 'zur Mac-Version'],
  ['es', 'Por favor saquen una versión para iPad', 'versión para iPad'],
  ['pt', 'Por favor façam uma versão para iPad', 'versão para iPad'],
  ['ja', 'iPad版を出してください。お願いします', 'iPad版のご提案'],
  ['ko', '아이패드 버전도 만들어 주세요', '아이패드 버전'],
  ['zh', '希望出iPad版', 'iPad版'],
  ['ru', 'Сделайте, пожалуйста, версию для iPad', 'версию для iPad'],
]

describe('a wish for a version on another platform is thanked for by name', () => {
  it.each(WISHES)('%s: "%s"', (lang, body, names) => {
    const d = notesProDraft(lang, 4, body)
    expect(d.reading?.main).toBe('request')
    expect(d.plan?.moves.map((m) => m.kind)).toEqual(['request'])
    expect(d.body).toContain(names)
  })
})
