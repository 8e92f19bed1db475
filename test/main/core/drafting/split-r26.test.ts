import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

const heardOf = (d: ReturnType<typeof corpusDraft>): number =>
  (d.plan?.moves ?? []).filter((m) => m.kind === 'heard').length

/**
 * A complaint that raises two or three grievances (the ads, the price, the design, slowness,
 * notifications, the difficulty, the push to pay) hears each of them, once, in one line: heard
 * by its first grievance alone, the reply drops the rest; heard in a line each, it apologises twice.
 */
describe('every grievance one complaint raises is heard, in one line', () => {
  const rows: [string, number, string, 'notes' | 'run' | 'game', RegExp[]][] = [
    [
      'en',
      2,
      'The reminders section got a redesign and it looks awful, plus there are ads everywhere now.',
      'notes',
      [/design/i, /\bads\b/i],
    ],
    [
      'en',
      3,
      'Honestly the game is way too hard after world 4 and the ads are constant.',
      'game',
      [/difficult/i, /\bads\b/i],
    ],
    [
      'de',
      2,
      'Die App ist mittlerweile total langsam und überall kommt Werbung.',
      'notes',
      [/langsam/i, /Werbung/],
    ],
    [
      'fr',
      2,
      "Beaucoup trop de publicités, et l'abonnement est vraiment trop cher.",
      'run',
      [/publicit/i, /prix/i],
    ],
    [
      'es',
      2,
      'Hay demasiada publicidad y la suscripción premium es muy cara para lo que ofrece.',
      'run',
      [/anuncios/i, /precio/i],
    ],
    ['pt', 2, 'Muitos anúncios e o design novo ficou horrível.', 'notes', [/anúncios/i, /design/i]],
    [
      'nl',
      2,
      'Veel te veel reclame en het nieuwe ontwerp is lelijk.',
      'notes',
      [/advertenties/i, /ontwerp/i],
    ],
    [
      'ru',
      2,
      'Слишком много рекламы, а подписка стоит слишком дорого.',
      'notes',
      [/реклам/i, /цен/i],
    ],
    ['ja', 2, '広告が多すぎるし、サブスクの値段も高すぎます。', 'notes', [/広告/, /料金|価格/]],
    ['zh', 2, '广告太多了，而且会员太贵了。', 'notes', [/广告/, /价格/]],
  ]
  for (const [language, rating, body, app, says] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, app)
      const reply = replyOf(d)
      for (const s of says) expect(reply, d.body).toMatch(s)
      expect(heardOf(d), d.body).toBe(1)
    })
})

/** In the order raised, the price of the thing bought named as its own line would name it. */
describe('grievances are listed in the order raised, the price with what it is of', () => {
  const rows: [string, string, 'notes' | 'run' | 'game', RegExp][] = [
    [
      'en',
      'Loading is painfully slow these days and ads pop up after every single level.',
      'game',
      /slow[^.;]*\bads\b/i,
    ],
    ['en', 'So many ads, and the gem packs cost a fortune.', 'game', /ads[^.;]*price of the gem/i],
  ]
  for (const [language, body, app, says] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, app)
      expect(replyOf(d), d.body).toMatch(says)
    })
})

/** Guards: one grievance keeps its own line; a question about paying raises no price grievance. */
describe('guards: one grievance, or a question beside it, keeps the single line', () => {
  it('en: ads alone keep the ads line', () => {
    const d = corpusDraft('en', 2, 'There are far too many ads in this app.', 'notes')
    expect(replyOf(d), d.body).toMatch(/the ads (?:are getting|spoil)/i)
  })
  it('en: a question about removing ads without paying is no price complaint', () => {
    const d = corpusDraft(
      'en',
      2,
      'An ad after every level is too much. Can I remove the ads without paying?',
      'game',
    )
    expect(replyOf(d), d.body).not.toMatch(/price/i)
  })
})
