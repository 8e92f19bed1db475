import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/**
 * "Why is there no dark mode?" says what the reviewer misses: with no Answer on it the wish is
 * thanked for by name, with no [answer: …] slot; "why does it need an account?" still asks.
 */
describe('a "why is there no…?" wish', () => {
  const wishes: [string, string, RegExp][] = [
    ['en', 'Why is there no dark mode? Otherwise perfect.', /suggesting a dark mode/],
    ['de', 'Warum gibt es keinen Dunkelmodus? Sonst top.', /Vorschlag zum Dunkelmodus/],
    ['fr', "Pourquoi il n'y a pas de mode sombre ? Sinon super.", /idée du mode sombre/],
    ['es', '¿Por qué no hay modo oscuro? Por lo demás genial.', /idea del modo oscuro/],
  ]
  for (const [language, review, says] of wishes)
    it(`${language}: ${review}`, () => {
      const d = corpusDraft(language, 4, review)
      expect(replyOf(d), d.body).toMatch(says)
      expect(d.body).not.toContain('[answer')
    })

  it('is answered by the Answer that covers it, without thanks for the suggestion too', () => {
    const d = corpusDraft('en', 4, 'Great app. Why is there no Garmin sync?', 'run')
    expect(replyOf(d), d.body).toMatch(/Garmin Connect/)
    expect(replyOf(d), d.body).not.toMatch(/suggest/i)
  })

  it('leaves a question about a reason with its slot', () => {
    const d = corpusDraft('en', 3, 'Why does it need an account?')
    expect(d.body).toContain('[answer')
  })
})

/** A plan written after the app's name is named whole in the billing reply, in every language. */
describe('a plan named with the app', () => {
  const charges: [string, string, 'notes' | 'run', RegExp][] = [
    [
      'it',
      "Mi hanno addebitato l'abbonamento StrideRun Plus anche se l'avevo disdetto.",
      'run',
      /di StrideRun Plus/,
    ],
    [
      'es',
      'Me cobraron StrideRun Plus después de cancelar la suscripción.',
      'run',
      /de StrideRun Plus/,
    ],
    ['fr', "Prélevé pour StrideRun Plus alors que j'avais résilié.", 'run', /de StrideRun Plus/],
    [
      'de',
      'Notes Pro Premium wurde abgebucht, obwohl ich gekündigt habe.',
      'notes',
      /für Notes Pro Premium/,
    ],
  ]
  for (const [language, review, app, says] of charges)
    it(`${language}: ${review}`, () => {
      const d = corpusDraft(language, 1, review, app)
      expect(replyOf(d), d.body).toMatch(says)
    })
})

/**
 * A verdict on what is there, then a wish to change it ("the widget is ugly, make it bigger"),
 * is no wish to add that thing: never "thank you for suggesting a widget".
 */
describe('a wish to change what the review found fault with', () => {
  const changes: [string, string, RegExp][] = [
    ['en', 'The widget is ugly and tiny. Please make it bigger.', /suggesting a widget/],
    ['en', 'The new design is awful, bring back the old one', /suggesting a new design/],
  ]
  for (const [language, review, never] of changes)
    it(`${language}: ${review}`, () => {
      const d = corpusDraft(language, 3, review)
      expect(replyOf(d), d.body).not.toMatch(never)
      expect(replyOf(d), d.body).toMatch(/sorry/i)
    })

  it('names what the wish names when the lack named the same thing more plainly', () => {
    const d = corpusDraft(
      'en',
      4,
      'Love the app but the reminders are not flexible enough, please add repeating reminders',
    )
    expect(replyOf(d), d.body).toMatch(/suggesting repeating reminders/)
  })

  it('still reads a lack followed by a wish as the wish', () => {
    const d = corpusDraft('en', 3, "Doesn't work with my Garmin, hope you add it", 'run')
    expect(replyOf(d), d.body).toMatch(/Garmin/)
    expect(replyOf(d), d.body).toMatch(/suggest|idea/i)
  })
})

/** A wish keeps where it would live, and "need more…" asks for more of a thing. */
describe('a wish named whole', () => {
  it('keeps "for the lock screen"', () => {
    const d = corpusDraft('en', 4, 'Would love a heart rate zone widget for the lock screen', 'run')
    expect(replyOf(d), d.body).toMatch(/widget for the lock screen/)
  })

  it('reads "need more hints per day" as a wish, not a complaint about hints', () => {
    const d = corpusDraft('en', 3, 'Need more hints per day, 3 is not enough', 'game')
    expect(replyOf(d), d.body).toMatch(/suggesting more hints/)
    expect(replyOf(d), d.body).not.toMatch(/sorry/i)
  })
})
