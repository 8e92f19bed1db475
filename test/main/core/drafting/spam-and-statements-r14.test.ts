import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'

/**
 * Ads that hide in praise or hand out a code, and English statements that a question word sits
 * inside. Written for these tests (round 14), in the languages they name.
 */
const ADS: [string, number, string][] = [
  [
    'en',
    5,
    'Great app!! Invest in bitcoin with my mentor, he doubled my money, contact him on whatsapp',
  ],
  ['en', 4, 'Use referral code TQ-88XY to get 200 coins when you sign up!!'],
  ['en', 5, 'Nice game. Download CoinBlast too it pays real money use my code XJ22'],
  [
    'en',
    5,
    'I review apps for money, contact me for 5 star reviews on your app fiverr.com/appreviews',
  ],
  [
    'de',
    5,
    'Tolles Spiel. Wer Gratis-Münzen will: Code MUENZEN2024 im Shop eingeben, klappt zu 100%',
  ],
  ['pl', 5, 'Super aplikacja, a kto chce zarobić 2000 zł tygodniowo niech pisze na priv'],
  ['ko', 5, '재밌어요 ㅎㅎ 무료 다이아 받는법 제 블로그 참고하세요'],
  ['ar', 5, 'لعبة رائعة، للحصول على جواهر مجانية تواصل معي على الواتساب'],
]

/** Reviews beside them: a code that failed, a messenger asked for, money that is the app's. */
const REVIEWS: [string, number, string][] = [
  ['en', 2, 'The promo code SPRING24 for 50 coins says invalid, please fix'],
  [
    'en',
    1,
    'I was charged twice for premium, contact me on whatsapp or email to sort out my refund',
  ],
  ['de', 3, 'Der Gutscheincode NOTES20 für 20% Rabatt funktioniert nicht'],
  ['en', 5, 'Doubled my running distance in two months, love the training plans'],
]

describe('ads wrapped in praise or handing out a code get no draft', () => {
  it.each(ADS)('%s %d★ %s', (language, stars, text) => {
    const d = notesProDraft(language, stars, text)
    expect(d.body).toBe('')
    expect(d.spam?.reason).toMatch(/^An ad or a scam: /)
  })
})

describe('reviews that share words with those ads are answered', () => {
  it.each(REVIEWS)('%s %d★ %s', (language, stars, text) => {
    const d = notesProDraft(language, stars, text)
    expect(d.spam).toBeNull()
    expect(d.body).not.toBe('')
  })
})

describe('an English verb after its subject states; a verb first asks', () => {
  it.each([
    'Evernote does this better, just use that instead',
    'Google Keep does it better tbh',
    'the app does this weird thing where the map freezes',
  ])('no answer slot for "%s"', (text) => {
    const d = notesProDraft('en', 2, text)
    expect(d.body).not.toMatch(/\[answer/)
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('slot')
  })

  it.each([
    'hey devs does it sync with google drive',
    'so is there a way to export to pdf',
    'quick question does this work offline',
    'love it but can you add folders',
    "I can't find where to export my notes as PDF",
  ])('still asks (or wishes): "%s"', (text) => {
    const d = notesProDraft('en', 4, text)
    const kinds = d.plan?.moves.map((m) => m.kind) ?? []
    expect(
      kinds.some((k) => k === 'slot' || k === 'answer' || k === 'request' || k === 'thanksFor'),
    ).toBe(true)
    expect(kinds).not.toContain('praiseMore')
  })
})

describe('a threat or an insult passed on to the team gets no draft', () => {
  it.each([
    ["I will find where you live if my streak isn't restored", /^A threat against the team/],
    ['This app is trash and so are the people who made it', /^Insults with nothing/],
  ])('%s', (text, reason) => {
    const d = notesProDraft('en', 1, text)
    expect(d.body).toBe('')
    expect(d.spam?.reason).toMatch(reason)
  })

  it.each([
    "Be warned: you'll pay for this every month, the trial auto-renews",
    'This app is trash, the sync lost my notes twice',
  ])('a review that only sounds hard is answered: %s', (text) => {
    expect(notesProDraft('en', 1, text).spam).toBeNull()
  })
})
