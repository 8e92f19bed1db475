import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/**
 * "Too many ads, and X won't load": the fault is apologised for and the ads, a grievance with a
 * name of its own, are still heard in a line of their own, whatever the language.
 */
describe('the ads beside a fault are heard, not dropped', () => {
  const rows: [string, string, RegExp][] = [
    ['en', 'Ads after every single round, and the daily puzzle crashes when I open it', /\bads\b/i],
    ['fr', 'Trop de publicités, et la boutique ne s’ouvre plus du tout', /publicit/i],
    ['pl', 'Za dużo reklam, a poziom 120 w ogóle się nie wczytuje', /reklam/i],
    ['zh', '广告太多了，而且第50关一直加载不出来', /广告/],
  ]
  for (const [language, body, ads] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'game')
      expect(replyOf(d), d.body).toMatch(ads)
      expect(d.assessment.reasons.join(' '), d.body).not.toMatch(/one apology is enough/)
    })
})

/**
 * On Google Play's 350 characters, a charge answered with its refund path leaves little room: the
 * second trouble the review names keeps its line, and the generic "send us your order number" goes.
 */
describe('a second trouble outlives the invitation on the store limit', () => {
  it('en: charge after cancelling, and a blank widget', () => {
    const body =
      'Cancelled my subscription last month and still got charged $6.99. I want a refund. Also the widget on my Android stays blank'
    const d = corpusDraft('en', 2, body, 'notes', 'google_play')
    expect(replyOf(d), d.body).toMatch(/widget/i)
    expect(replyOf(d), d.body).toMatch(/orderhistory/)
    expect(d.body.length).toBeLessThanOrEqual(350)
  })
})

/** "…, please?": the plea and its question mark stay with the clause before them. */
describe('a plea after a comma joins the clause before it', () => {
  it('de: a real question ending in ", bitte?" is quoted whole', () => {
    const d = corpusDraft(
      'de',
      4,
      'Super App. Wie verschiebe ich eine Notiz in einen anderen Ordner, bitte?',
    )
    expect(replyOf(d), d.body).not.toMatch(/\[answer: bitte\?\]/i)
    expect(replyOf(d), d.body).toMatch(/Ordner/)
  })
  it('en: a plea to fix asks nothing, and no note says it asks "please?"', () => {
    const d = corpusDraft(
      'en',
      2,
      'The export to PDF cuts the last page, can you fix that, please?',
    )
    expect(d.assessment.reasons.join(' '), d.body).not.toMatch(/"please\?"/i)
    expect(replyOf(d), d.body).not.toMatch(/\[answer/)
  })
  // Guard: a plea to look into a fault was already answered as a fault before the change.
  it('guard: en "could you look into it, please?" is a fault, no slot', () => {
    const d = corpusDraft(
      'en',
      2,
      'Reminders never go off on my phone, could you look into it, please?',
    )
    expect(replyOf(d), d.body).toMatch(/reminder/i)
    expect(replyOf(d), d.body).not.toMatch(/\[answer/)
  })
})
