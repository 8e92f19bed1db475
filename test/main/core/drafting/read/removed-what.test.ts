import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

describe('what a removal took away decides whether it is a complaint', () => {
  it.each([
    ['en', 'You removed the ads for premium users, love it'],
    ['en', 'They got rid of the pop-ups, finally! Great app'],
    ['de', 'Ihr habt die Werbung entfernt, super'],
  ] as const)('%s: taking away the ads is praised: "%s"', (lang, body) => {
    const d = notesProDraft(lang, 5, body)
    expect(d.reading?.main).toBe('praise')
    expect(d.body).not.toMatch(/sorry|leid/i)
  })

  it('an update that removes a feature, thanked for with a rolled eye under five stars, is a complaint', () => {
    const d = notesProDraft(
      'en',
      5,
      'Oh wonderful, another update that removes the daily bonus. Thanks so much.',
    )
    expect(d.reading?.main).toBe('complaint')
    expect(d.body).not.toMatch(/kind words|thank you/i)
  })

  it('a feature removed is still a complaint', () => {
    const d = notesProDraft('en', 1, 'You removed the dark mode, terrible')
    expect(d.reading?.main).toBe('complaint')
    expect(d.body).toContain('dark mode')
  })
})
