import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from '../fixtures'

/**
 * A lack followed by a wish to add it ("doesn't work with my Garmin, hope you add it") is the
 * wish: thanks for the idea, no apology for a fault, no request for the device. Reviews written
 * for this test.
 */
const CONTACT = 'help@stepcount.example'
const draft = (language: string, body: string, rating = 3) =>
  draftBuiltin({
    review: { id: `wal-${body}`, rating, body, language },
    voice: voiceWith({ brandName: 'StepCount', supportContact: CONTACT }),
    store: 'google_play',
    limit: 350,
  })

describe('a lack, then a wish to add it', () => {
  const WISHES: [string, string][] = [
    ['en', "Doesn't work with my Polar watch, hope you add it"],
    ['de', 'Export als CSV geht leider nicht, wäre super wenn das kommt'],
    ['es', 'El widget no muestra los pasos de la semana, debería'],
    ['sv', 'Kan inte sortera passen efter datum, lägg till det'],
    ['ko', '걸음 수를 주별로 볼 수 없어요. 추가해 주세요'],
    ['hi', 'Google Fit pe export nahi hota, please add karo'],
    ['pl', 'Nie da się eksportować tras do Google Fit, dodajcie to'],
    ['tr', 'Adımları haftalık göremiyorum, lütfen ekleyin'],
  ]
  for (const [language, body] of WISHES)
    it(`is thanked for as an idea (${language})`, () => {
      const d = draft(language, body)
      expect(d.plan?.moves.map((m) => m.kind)).toContain('request')
      expect(d.plan?.moves.map((m) => m.kind)).not.toContain('sorry')
      expect(d.body).not.toContain(CONTACT)
    })

  it('stays a fault report when the lack is a crash', () => {
    const d = draft(
      'en',
      'The app crashes when I open the weekly view, please fix it and add a monthly view',
    )
    expect(d.plan?.moves.map((m) => m.kind)).toContain('sorryCrash')
  })

  it('stays a fault report when it says where it happens', () => {
    const d = draft('en', "The widget doesn't update on my Pixel 8, hope you add a refresh button")
    expect(d.plan?.moves.map((m) => m.kind).some((k) => k.startsWith('sorry'))).toBe(true)
  })
})
