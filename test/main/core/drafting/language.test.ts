import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../../../../src/main/core/drafting/language/detect'
import { resolveReviewLanguage } from '../../../../src/main/core/drafting/language/resolve'
import { normalizeLanguageTag } from '../../../../src/main/core/drafting/language/tags'
import { REVIEWS } from './fixtures'

describe('language tags', () => {
  it('normalizes what the stores send', () => {
    const cases: [string | null, string | null][] = [
      ['en-US', 'en'],
      ['pt_BR', 'pt'],
      ['PT-pt', 'pt'],
      ['zh-Hans', 'zh'],
      ['zh-CN', 'zh'],
      ['zh_TW', 'zh-Hant'],
      ['zh-Hant-HK', 'zh-Hant'],
      ['zh-HK', 'zh-Hant'],
      ['iw', 'he'],
      ['in', 'id'],
      ['no', 'nb'],
      ['und', null],
      ['', null],
      [null, null],
      ['english', null],
    ]
    for (const [raw, expected] of cases) expect(normalizeLanguageTag(raw), String(raw)).toBe(expected)
  })
})

describe('language detection', () => {
  it('recognizes real reviews in every covered language', () => {
    for (const [code, texts] of Object.entries(REVIEWS)) {
      expect(detectLanguage(texts.low), `${code}: ${texts.low}`).toBe(code)
      expect(detectLanguage(texts.high), `${code}: ${texts.high}`).toBe(code)
    }
  })

  it('recognizes languages it does not write, so they can be marked', () => {
    expect(detectLanguage('Appen virker ikke efter opdateringen, meget irriterende')).toBe('da')
    expect(detectLanguage('Sovellus ei toimi päivityksen jälkeen')).toBe('fi')
    expect(detectLanguage('Aplicația nu mai funcționează după actualizare')).toBe('ro')
    expect(detectLanguage('האפליקציה קורסת כל הזמן')).toBe('he')
    expect(detectLanguage('Η εφαρμογή κολλάει συνέχεια')).toBe('el')
    expect(detectLanguage('این برنامه خیلی خوب است')).toBe('fa')
    expect(detectLanguage('অ্যাপটি খুব ভালো')).toBe('bn')
  })

  it('settles short reviews by their words, and gives up on texts too short to tell', () => {
    expect(detectLanguage('Great app!')).toBe('en')
    expect(detectLanguage('muy buena')).toBe('es')
    expect(detectLanguage('Nie działa')).toBe('pl')
    expect(detectLanguage('ok')).toBeNull()
    expect(detectLanguage('Super app')).toBeNull()
    expect(detectLanguage('👍👍')).toBeNull()
    expect(detectLanguage('5/5 https://example.com')).toBeNull()
  })

  it('tells Simplified from Traditional Chinese, and Japanese from Chinese', () => {
    expect(detectLanguage('这个应用经常崩溃，请修复')).toBe('zh')
    expect(detectLanguage('這個應用程式常常當機，請修復')).toBe('zh-Hant')
    expect(detectLanguage('アプリがすぐに落ちます')).toBe('ja')
    expect(detectLanguage('使用方便')).toBe('zh')
  })
})

describe('the reply language of a review', () => {
  it("trusts the store's language field until the text plainly says otherwise", () => {
    expect(resolveReviewLanguage({ language: 'de-AT', body: 'Stürzt ständig ab' })).toEqual({ language: 'de', source: 'store' })
    expect(resolveReviewLanguage({ language: 'de-AT', body: 'This is English text' })).toMatchObject({ language: 'de', source: 'store' })
    expect(resolveReviewLanguage({ language: 'de-AT', body: 'This is English text, and it was written by someone who does not speak German at all.' })).toEqual({
      language: 'en',
      source: 'detected',
      overruled: 'de',
    })
  })

  it('detects from the title and text when the store gives none', () => {
    expect(resolveReviewLanguage({ language: null, title: 'Stürzt ab', body: 'Seit dem Update geht nichts mehr' })).toEqual({ language: 'de', source: 'detected' })
  })

  it('falls back to a single-language territory, then to unknown', () => {
    expect(resolveReviewLanguage({ language: null, body: 'Top', territory: 'JPN' })).toEqual({ language: 'ja', source: 'territory' })
    expect(resolveReviewLanguage({ language: null, body: 'Top', territory: 'CHE' })).toEqual({ language: null, source: null })
  })
})
