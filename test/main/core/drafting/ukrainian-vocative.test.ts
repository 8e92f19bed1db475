import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { ukrainianVocative } from '../../../../src/main/core/drafting/builtin/ukrainian-vocative'
import { voiceWith } from './fixtures'

describe('Ukrainian greetings address the reviewer in the vocative', () => {
  const NAMES: [string, string][] = [
    ['Наталія', 'Наталіє'],
    ['Олена', 'Олено'],
    ['Микола', 'Миколо'],
    ['Катя', 'Катю'],
    ['Андрій', 'Андрію'],
    ['Василь', 'Василю'],
    ['Петро', 'Петре'],
    ['Марко', 'Марку'],
    ['Олег', 'Олеже'],
    ['Іван', 'Іване'],
    ['Ігор', 'Ігоре'],
    ['Olena', 'Olena'],
  ]
  for (const [name, vocative] of NAMES)
    it(`${name} → ${vocative}`, () => expect(ukrainianVocative(name)).toBe(vocative))

  it('in the draft, and only in Ukrainian', () => {
    const review = (language: string, body: string) =>
      draftBuiltin({
        review: { rating: 5, body, language, author: 'Наталія Коваль' },
        voice: voiceWith(),
        store: 'google_play',
        limit: 350,
      }).body
    expect(review('uk', 'Чудовий застосунок, користуюся щодня!').split('\n')[0]).toContain(
      'Наталіє',
    )
    expect(review('ru', 'Отличное приложение, пользуюсь каждый день!').split('\n')[0]).toContain(
      'Наталія',
    )
  })
})
