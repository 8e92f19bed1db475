import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { renderTemplate } from '../../../../src/main/core/drafting/builtin/render'
import { detectLanguage } from '../../../../src/main/core/drafting/language/detect'
import { STORE_LANGUAGES } from '../../../../src/main/core/drafting/language/store-languages'
import { allPhrasebooks, phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import { INTENT_LINES } from '../../../../src/main/core/drafting/phrasebooks/intent-lines'
import {
  ISSUE_TOPICS,
  TOPICS,
  type Phrasebook,
} from '../../../../src/main/core/drafting/phrasebooks/types'
import { replyLength } from '../../../../src/main/core/drafting/text/html'
import { voiceWith } from './fixtures'
import { STORE_REVIEWS } from './store-reviews'

/**
 * Languages whose reviews or drafts the detector cannot yet tell from text alone: Google Play
 * sends the review's language, so these are drafted right there; an App Store review in one of
 * them (no language field) is flagged "language not covered/detected" for a person to check.
 */
const NOT_DETECTED = new Set<string>([])

/** Store languages without a phrasebook yet: their reviews still get an English draft flagged "language not covered". */
const NOT_YET_WRITTEN = new Set<string>([])

const PLACEHOLDER = /^\{(?:name|brand|contact|feature|brand\|[^{}]+)\}$/

function templates(book: Phrasebook): { slot: string; line: string }[] {
  const out: { slot: string; line: string }[] = []
  const add = (slot: string, lines: readonly string[]) =>
    lines.forEach((line) => out.push({ slot, line }))
  for (const kind of ['named', 'anonymous'] as const)
    for (const r of ['casual', 'formal'] as const)
      add(`greeting.${kind}.${r}`, book.greeting[kind][r])
  for (const band of ['high', 'mid', 'low'] as const)
    for (const r of ['casual', 'formal'] as const) add(`opener.${band}.${r}`, book.opener[band][r])
  for (const t of ISSUE_TOPICS) add(`issue.${t}`, book.issue[t])
  for (const t of ['praise', 'ui', 'support'] as const) add(`positive.${t}`, book.positive[t])
  add('nextStep.contact', book.nextStep.contact)
  add('nextStep.noContact', book.nextStep.noContact)
  add('askMore', book.askMore)
  for (const band of ['high', 'mid', 'low'] as const) add(`closing.${band}`, book.closing[band])
  add('team', [book.team])
  const intent = INTENT_LINES[book.code]
  if (intent) {
    add('refund.app_store', intent.refund.app_store)
    add('refund.google_play', intent.refund.google_play)
    add('feature', intent.feature)
    add('question', intent.question)
  }
  return out
}

describe('built-in drafter: every store language', () => {
  it('has a phrasebook and intent lines for every language either store lets people review in', () => {
    const missing = STORE_LANGUAGES.filter(
      (tag) => phrasebookFor(tag)?.code !== tag || !INTENT_LINES[tag],
    )
    // Exactly the languages still to be written: one more missing fails, and so does one written
    // but left on the list.
    expect(missing).toEqual(STORE_LANGUAGES.filter((tag) => NOT_YET_WRITTEN.has(tag)))
    const codes = allPhrasebooks().map((b) => b.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect([...codes].sort()).toEqual(
      STORE_LANGUAGES.filter((tag) => !NOT_YET_WRITTEN.has(tag)).sort(),
    )
    expect(Object.keys(INTENT_LINES).sort()).toEqual([...codes].sort())
  })

  for (const book of allPhrasebooks()) {
    it(`${book.code}: known placeholders, short lines without figures, praise that never apologises`, () => {
      for (const { slot, line } of templates(book)) {
        const where = `${book.code} ${slot}: ${line}`
        expect(line.trim(), where).toBe(line)
        expect(line.length, where).toBeGreaterThan(0)
        expect(line.length, where).toBeLessThanOrEqual(slot.startsWith('refund') ? 240 : 200)
        for (const token of line.match(/\{[^}]*\}?/g) ?? [])
          expect(token, where).toMatch(PLACEHOLDER)
        // Digits would read as figures to the auto-publish contact check.
        expect(line, where).not.toMatch(/\p{Nd}/u)
      }
      for (const [slot, lines] of Object.entries({
        'opener.high.casual': book.opener.high.casual,
        'opener.high.formal': book.opener.high.formal,
        ...book.positive,
        'closing.high': book.closing.high,
      })) {
        for (const line of lines) expect(line, `${book.code} ${slot}`).not.toMatch(book.apology)
      }
      expect(
        [...book.opener.low.casual, ...book.opener.low.formal].some((l) => book.apology.test(l)),
        book.code,
      ).toBe(true)
      for (const band of ['high', 'mid', 'low'] as const) {
        for (const r of ['casual', 'formal'] as const)
          expect(book.opener[band][r].length, `${book.code} ${band} ${r}`).toBeGreaterThanOrEqual(2)
      }
      expect(book.nextStep.contact.length).toBeGreaterThanOrEqual(2)
      for (const t of TOPICS)
        expect(book.keywords[t].length, `${book.code} ${t}`).toBeGreaterThan(0)
      expect(book.team).toContain('{brand}')
      expect(INTENT_LINES[book.code]?.feature.every((l) => l.includes('{feature}'))).toBe(true)
    })
  }

  for (const [code, texts] of Object.entries(STORE_REVIEWS)) {
    it(`writes ${code}: a crash sentence and the contact on 1 star, thanks without an apology on 5`, () => {
      const book = phrasebookFor(code)!
      const crash = book.issue.crash.map((t) =>
        renderTemplate(
          t,
          { name: null, brand: 'Acme Notes', contact: 'help@acme.example' },
          book,
          false,
        ),
      )
      for (const store of ['google_play', 'app_store'] as const) {
        for (const variant of [0, 1, 2, 3]) {
          for (const rating of [1, 5]) {
            const d = draftBuiltin({
              review: {
                id: `s-${code}`,
                rating,
                body: rating < 3 ? texts.low : texts.high,
                language: code,
                author: 'Maria Lopez',
              },
              voice: voiceWith({ length: 'medium' }),
              store,
              limit: store === 'google_play' ? 350 : 5970,
              variant,
            })
            const where = `${code} ${rating}★ #${variant}: ${d.body}`
            expect(d.language, where).toBe(code)
            // Nothing to look at but that these languages have only the basic phrasebook.
            expect(d.assessment.reasons.filter((r) => !r.includes('phrasebook') && !r.includes('roughly')), where).toEqual([])
            expect(replyLength(d.body), where).toBeLessThanOrEqual(
              store === 'google_play' ? 350 : 600,
            )
            if (rating === 1) {
              expect(d.reading?.main, where).toBe('bug')
              expect(d.reading?.topics, where).toContainEqual({ topic: 'crash', polarity: -1 })
              expect(
                crash.some((s) => d.body.includes(s)),
                where,
              ).toBe(true)
              expect(d.body, where).toContain('help@acme.example')
            } else {
              expect(d.reading?.main, where).toBe('praise')
              expect(d.body, where).not.toMatch(book.apology)
              expect(d.body, where).not.toContain('help@acme.example')
            }
          }
        }
      }
    })
  }

  it('recognizes the new languages from text alone, except the ones listed as not yet detected', () => {
    // The review is told by its words; the draft is then written from that language's phrasebook.
    const detected = (code: string, texts: { low: string; high: string }) =>
      [texts.low, texts.high].every((t) => detectLanguage(t) === code) &&
      [1, 5].every((rating) => {
        const d = draftBuiltin({
          review: { rating, body: rating < 3 ? texts.low : texts.high },
          voice: voiceWith(),
          store: 'google_play',
          limit: 350,
        })
        return d.language === code
      })
    const failing = Object.entries(STORE_REVIEWS)
      .filter(([code, texts]) => !detected(code, texts))
      .map(([code]) => code)
    expect(failing).toEqual(Object.keys(STORE_REVIEWS).filter((c) => NOT_DETECTED.has(c)))
  })
})
