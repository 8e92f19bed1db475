import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { resolveReviewLanguage } from '../../../../src/main/core/drafting/language/resolve'
import { voiceWith } from './fixtures'

/**
 * A few casual words in one language under a listing in another ("gak bisa sinkron bgt" on an
 * English listing) are answered in the text's language; a text that could be anyone's ("ok", an
 * emoji, a mixed half-and-half) keeps the listing's.
 */

function draft(language: string, body: string, rating = 1) {
  return draftBuiltin({
    review: { id: `casual-${language}-${body}`, rating, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: [],
  })
}

describe('a short casual review in another language than its listing', () => {
  for (const [listing, body, text] of [
    ['en', 'gak bisa login bgt', 'id'],
    ['en', 'nervt echt mega, ständig werbung', 'de'],
    ['en', 'q mala xq se cierra sola', 'es'],
    ['en', 'vc nao consegue abrir, mt ruim', 'pt'],
    ['de', 'crashes all the time lol', 'en'],
    ['es', 'iklannya kebanyakan, jelek bgt', 'id'],
    ['pt', 'q mala app xq no abre', 'es'],
  ] as const)
    it(`is answered in its own language (${text} under ${listing}): "${body}"`, () => {
      const resolved = resolveReviewLanguage({ language: listing, body })
      expect(resolved.language).toBe(text)
      expect(resolved.overruled).toBe(listing)
      const d = draft(listing, body)
      expect(d.language).toBe(text)
      expect(d.assessment.reasons.join('; ')).toMatch(/although the listing is/u)
    })

  for (const [listing, body] of [
    ['es', 'ok'],
    ['pt', '👍👍'],
    ['en', 'Great app, muy buena'],
    ['de', 'love the dark mode!!'],
    ['fr', 'top'],
  ] as const)
    it(`keeps the listing's language when the text could be anyone's (${listing}): "${body}"`, () => {
      expect(resolveReviewLanguage({ language: listing, body }).language).toBe(listing)
    })
})
