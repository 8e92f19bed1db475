import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { replyLength, stripHtml } from '../../../../src/main/core/drafting'
import { BUILTIN_APP_STORE_TARGET, STORE_LIMITS, replyLimitFor } from '../../../../src/main/core/drafting/limits'
import { fitToLimit, fitToLimitDetailed } from '../../../../src/main/core/drafting/text/fit'
import { graphemeBoundaries } from '../../../../src/main/core/drafting/text/segmenters'

describe('store limits', () => {
  it('uses 350 on Google Play and the app cap (default 5,970) on the App Store', () => {
    expect(STORE_LIMITS).toEqual({ google_play: 350, app_store: 5970 })
    expect(replyLimitFor('google_play', 9000)).toBe(350)
    expect(replyLimitFor('app_store')).toBe(5970)
    expect(replyLimitFor('app_store', 1200)).toBe(1200)
    expect(replyLimitFor('app_store', 0)).toBe(5970)
    expect(BUILTIN_APP_STORE_TARGET).toBe(600)
  })
})

describe('stripHtml and replyLength', () => {
  it('strips tags and comments, decodes entities, keeps text that only looks odd', () => {
    expect(stripHtml('<p>Thanks <b>a lot</b>!</p><!-- x --><br/>')).toBe('Thanks a lot!')
    expect(stripHtml('Tom &amp; Jerry &#39;n&#x27; &lt;3')).toBe("Tom & Jerry 'n' <3")
    expect(stripHtml('a < b and c > d')).toBe('a < b and c > d')
  })

  it('counts UTF-16 units of the plain text', () => {
    expect(replyLength('<i>ab</i>')).toBe(2)
    expect(replyLength('👍')).toBe(2)
    expect(replyLength('🇺🇦')).toBe(4)
    expect(replyLength('👩‍👩‍👧‍👦')).toBe(11)
  })
})

describe('fitToLimit', () => {
  it('leaves text that fits alone (after stripping HTML)', () => {
    expect(fitToLimit('<b>Short.</b>', 350)).toBe('Short.')
  })

  it('cuts at a sentence boundary when that keeps enough', () => {
    const text = 'First sentence here. Second sentence is here. Third one is longer than the rest of them.'
    const r = fitToLimitDetailed(text, 50)
    expect(r).toEqual({ text: 'First sentence here. Second sentence is here.', cut: 'sentence' })
  })

  it('cuts at a word boundary with an ellipsis when a sentence cut would lose too much', () => {
    const text = 'A tiny one. Then a very long sentence that goes on and on without any full stop in sight at all'
    const r = fitToLimitDetailed(text, 60)
    expect(r.cut).toBe('word')
    expect(r.text.endsWith('…')).toBe(true)
    expect(r.text.length).toBeLessThanOrEqual(60)
    expect(text.startsWith(r.text.slice(0, -1))).toBe(true)
    expect(r.text.slice(0, -1)).toMatch(/\w$/)
  })

  it('cuts Japanese, Chinese and Thai between words, not mid-word', () => {
    const thai = 'แอปนี้ใช้งานง่ายมากและช่วยให้ฉันจัดการงานประจำวันได้ดีขึ้นมากจริงๆ'
    const r = fitToLimitDetailed(thai, 20, 'th')
    expect(r.cut).toBe('word')
    const head = r.text.slice(0, -1)
    const words = Array.from(new Intl.Segmenter('th', { granularity: 'word' }).segment(thai), (s) => s.index + s.segment.length)
    expect(words).toContain(head.length)
    const ja = fitToLimitDetailed('このアプリはとても使いやすくて毎日使っています。本当にありがとうございます。', 20, 'ja')
    expect(ja.text.length).toBeLessThanOrEqual(20)
  })

  it('never splits an emoji, a flag, a ZWJ family or a combining mark', () => {
    const families = '👩‍👩‍👧‍👦'.repeat(40)
    const r = fitToLimit(families, 30)
    expect(r.length).toBeLessThanOrEqual(30)
    expect(r.replace('…', '')).toBe('👩‍👩‍👧‍👦'.repeat(2))
    const flags = fitToLimit('🇺🇦🇩🇪🇯🇵🇧🇷'.repeat(20), 15)
    expect(flags.replace('…', '').length % 4).toBe(0)
    const marks = fitToLimit('e\u0301'.repeat(50), 9)
    expect(marks.replace('…', '')).toBe('e\u0301'.repeat(4))
  })

  it('property: result fits, is a prefix of the plain text cut at a grapheme boundary', () => {
    const pieces = fc.constantFrom(
      'word', 'longerword', ' ', ' ', '. ', ', ', '!\n', '👩‍👩‍👧‍👦', '🇺🇦', '🏳️‍🌈', '👍🏽', '1️⃣', 'é', 'e\u0301', 'ñ',
      '漢字', 'ありがとう', '。', 'สวัสดี', '한국어', 'Ünïcödé', '<b>', '</b>', '&amp;',
    )
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 300 }), fc.integer({ min: 1, max: 400 }), (parts, limit) => {
        const text = parts.join('')
        const plain = stripHtml(text).replace(/[ \t]+\n/g, '\n').trim()
        const out = fitToLimit(text, limit)
        expect(out.length).toBeLessThanOrEqual(limit)
        const head = out.endsWith('…') && !plain.startsWith(out) ? out.slice(0, -1) : out
        expect(plain.startsWith(head)).toBe(true)
        expect(graphemeBoundaries(plain).has(head.length)).toBe(true)
      }),
      { numRuns: 400 },
    )
  })
})
