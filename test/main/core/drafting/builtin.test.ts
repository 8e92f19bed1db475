import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { renderTemplate } from '../../../../src/main/core/drafting/builtin/render'
import { detectLanguage } from '../../../../src/main/core/drafting/language/detect'
import { allPhrasebooks, phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import { containsEmoji } from '../../../../src/main/core/drafting/text/emoji'
import { replyLength } from '../../../../src/main/core/drafting/text/html'
import { graphemes } from '../../../../src/main/core/drafting/text/segmenters'
import type { BuiltinDraftInput, Draft } from '../../../../src/main/core/drafting/types'
import { linesFor } from '../../../../src/main/core/drafting/write/lines'
import { MARKERS, REVIEWS, voiceWith } from './fixtures'

const draft = (input: Partial<BuiltinDraftInput> & { review: BuiltinDraftInput['review'] }) =>
  draftBuiltin({ voice: voiceWith(), store: 'google_play', limit: 350, ...input })

/**
 * The crash sentences of a language (nothing named), rendered the way the drafter renders them,
 * each also with room for when it happens ("… every time you open it").
 */
function crashSentences(code: string): RegExp[] {
  const book = phrasebookFor(code)!
  const mark = '\u0001'
  return linesFor(book).lines.sorryCrash.flatMap((t) =>
    [null, mark].map(
      (when) =>
        new RegExp(
          renderTemplate(
            t,
            { name: null, brand: 'Acme Notes', contact: 'help@acme.example', when },
            book,
            false,
          )
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(mark, '.+?'),
          'u',
        ),
    ),
  )
}

/**
 * All a plain draft says of itself: nothing in English; elsewhere that the language has the
 * rough reader and the basic phrasebook (medium confidence, never auto-published), and at most
 * that the rough reader found no word it knows, so the stars decided.
 */
function expectCoverage(code: string, d: Draft, where: string): void {
  if (linesFor(phrasebookFor(code)!).full) {
    expect(d.assessment, where).toEqual({ confidence: 'high', reasons: [] })
    return
  }
  const basic = [
    `the built-in drafter reads ${code} only roughly`,
    `written with the basic ${code} phrasebook only`,
  ]
  expect(d.assessment.confidence, where).toBe('medium')
  expect(d.assessment.reasons, where).toEqual(expect.arrayContaining(basic))
  const doubts = d.assessment.reasons.filter((r) => !basic.includes(r))
  expect(doubts.length, where).toBeLessThanOrEqual(1)
  for (const doubt of doubts)
    expect(doubt, where).toMatch(
      /^the drafter could not tell what the review says$|^the review is too short to tell; the stars decided$/,
    )
}

const CLOSE: Record<string, string[]> = { id: ['ms'], ms: ['id'], nb: ['da'], da: ['nb'] }

describe('built-in drafter: languages', () => {
  it('covers at least the 20 most common store languages', () => {
    const codes = allPhrasebooks().map((b) => b.code)
    for (const code of [
      'en',
      'es',
      'pt',
      'fr',
      'de',
      'it',
      'ja',
      'ko',
      'zh',
      'ru',
      'tr',
      'ar',
      'hi',
      'id',
      'vi',
      'th',
      'pl',
      'nl',
      'sv',
      'uk',
    ]) {
      expect(codes).toContain(code)
    }
    expect(codes).toEqual(expect.arrayContaining(['zh-Hant', 'da', 'nb', 'ro']))
  })

  for (const [code, texts] of Object.entries(REVIEWS)) {
    for (const [band, rating] of [
      ['low', 1],
      ['high', 5],
    ] as const) {
      it(`writes ${code} for a ${rating}-star review, from the store's language field and from detection alone`, () => {
        for (const language of [code, null]) {
          for (const store of ['google_play', 'app_store'] as const) {
            const d = draft({
              review: {
                id: `r-${code}-${band}`,
                rating,
                body: texts[band],
                language,
                author: 'Maria Lopez',
              },
              store,
              limit: store === 'google_play' ? 350 : 5970,
            })
            expect(d.body.length).toBeGreaterThan(20)
            expect(d.language).toBe(code)
            expectCoverage(code, d, `${code} ${language} ${store}: ${d.body}`)
            expect(d.reading?.main).toBe(band === 'low' ? 'bug' : 'praise')
            expect(d.drafter).toBe('builtin')
            // A short reply in one of two close languages may read as the other (Indonesian as Malay).
            expect([code, ...(CLOSE[code] ?? [])]).toContain(detectLanguage(d.body))
            expect(d.body).toMatch(MARKERS[code]!)
            expect(replyLength(d.body)).toBeLessThanOrEqual(store === 'google_play' ? 350 : 600)
          }
        }
      })
    }
  }

  it('says which language it does not cover instead of silently answering in English', () => {
    // Welsh and Hausa are on neither store's list of languages, so no phrasebook covers them.
    // A draft in a language the reviewer may not read is never sent without a person: low.
    const d = draft({
      review: {
        rating: 2,
        body: "Dyw'r ap ddim yn gweithio ers y diweddariad.",
        language: 'cy-GB',
      },
    })
    expect(d.assessment.confidence).toBe('low')
    expect(d.assessment.reasons[0]).toBe('written in English: the drafter has no phrasebook for cy')
    expect(d.language).toBe('en')
    expect(detectLanguage(d.body)).toBe('en')

    const detected = draft({
      review: {
        rating: 2,
        body: 'Manhajar ba ta aiki tun bayan sabuntawa, abin haushi ne sosai.',
        language: null,
      },
    })
    expect(detected.assessment.confidence).toBe('low')
    expect(detected.assessment.reasons[0]).toBe(
      'written in English: the drafter has no phrasebook for ha',
    )

    // Emoji tell no language; English is the likely one, so a person only has a look.
    const unknown = draft({ review: { rating: 4, body: '👍👍👍', language: null } })
    expect(unknown.assessment.confidence).toBe('medium')
    expect(unknown.assessment.reasons[0]).toBe(
      "written in English: the review's language could not be told",
    )
    expect(unknown.body.length).toBeGreaterThan(10)
  })

  it('uses the territory when a short App Store review cannot be told apart', () => {
    const d = draft({
      review: { rating: 5, body: 'Top!', language: null, territory: 'DEU' },
      store: 'app_store',
      limit: 5970,
    })
    expect(d.language).toBe('de')
    expect(d.assessment.reasons.filter((r) => r.startsWith('written in English'))).toEqual([])
    expect(d.reading?.main).toBe('praise')
  })

  it('normalizes store tags: pt_BR, zh-TW and zh-Hans', () => {
    expect(draft({ review: { rating: 5, body: 'Ótimo!', language: 'pt_BR' } }).language).toBe('pt')
    expect(draft({ review: { rating: 5, body: '很好', language: 'zh-TW' } }).language).toBe(
      'zh-Hant',
    )
    expect(draft({ review: { rating: 5, body: '很好', language: 'zh-Hans' } }).language).toBe('zh')
  })
})

describe('built-in drafter: what it says', () => {
  it('gives a crash review a crash-specific sentence, in its language', () => {
    for (const code of Object.keys(REVIEWS)) {
      for (const rating of [1, 4]) {
        const d = draft({
          review: { id: `crash-${code}`, rating, body: REVIEWS[code]!.low, language: code },
        })
        const sentences = crashSentences(code)
        expect(
          sentences.some((s) => s.test(d.body)),
          `${code} ${rating}★: ${d.body}`,
        ).toBe(true)
      }
    }
  })

  it('is rating-aware: sorry and a next step with the contact on 1–2 stars, thanks on 4–5', () => {
    const low = draft({
      review: { rating: 1, body: 'Worst app ever, nothing works', language: 'en' },
    })
    expect(low.body).toMatch(/sorry|apolog/i)
    expect(low.body).toContain('help@acme.example')
    const high = draft({ review: { rating: 5, body: 'Love it, very useful', language: 'en' } })
    expect(high.body).toMatch(/thank/i)
    expect(high.body).not.toMatch(/sorry|apolog/i)
    expect(high.body).not.toContain('help@acme.example')
    const mid = draft({ review: { rating: 3, body: 'It is okay I guess', language: 'en' } })
    expect(mid.body).toMatch(/thank|appreciate/i)
    expect(mid.body).not.toMatch(/sorry/i)
  })

  it('lets the text decide, the stars only breaking a tie, and says when they did', () => {
    // A 1★ love letter is thanked, not apologised to; a person has a look at the mismatch.
    const love = draft({
      review: { rating: 1, body: 'Love this app, use it every day!', language: 'en' },
    })
    expect(love.reading?.main).toBe('praise')
    expect(love.body).toMatch(/thank/i)
    expect(love.body).not.toMatch(/sorry|apolog/i)
    expect(love.assessment).toMatchObject({
      confidence: 'medium',
      reasons: ['1★ but the text only praises'],
    })
    // A text that says nothing: the stars decide, and the draft says so.
    const low = draft({ review: { rating: 1, body: 'ok', language: 'en' } })
    expect(low.body).toMatch(/sorry/i)
    expect(low.body).toContain('help@acme.example')
    expect(low.assessment).toMatchObject({
      confidence: 'medium',
      reasons: ['the review is too short to tell; the stars decided'],
    })
    const high = draft({ review: { rating: 5, body: 'ok', language: 'en' } })
    expect(high.body).toMatch(/thank/i)
    expect(high.body).not.toMatch(/sorry|apolog/i)
    expect(high.assessment.reasons).toEqual(['the review is too short to tell; the stars decided'])
  })

  it('recognizes other topics: feature request, pricing, login, ads, sync, performance', () => {
    const cases: [string, number, string, RegExp][] = [
      ['en', 4, 'Please add a dark mode, it would be great', /suggestion|idea/i],
      ['en', 2, 'Way too expensive, the subscription costs more than Netflix', /price|pricing/i],
      ['en', 1, "I can't log in, password reset does nothing", /sign(ing)? in|account|locked out/i],
      ['en', 2, 'Too many ads, a popup after every click', /ads/i],
      ['en', 1, 'Lost all my notes after the update, sync is broken', /notes|data|sync/i],
      ['en', 2, 'So slow and it drains my battery', /slow|performance|battery/i],
      ['de', 2, 'Viel zu viel Werbung nach jedem Klick', /Werbung/],
    ]
    for (const [language, rating, body, expected] of cases) {
      expect(draft({ review: { rating, body, language } }).body, body).toMatch(expected)
    }
  })

  // The next two are kept apart from the cases above: both fail today (see the messages).
  it('recognizes a login problem in a language on the basic phrasebook', () => {
    const ja = draft({ review: { rating: 2, body: 'ログインできません', language: 'ja' } })
    expect(ja.reading?.main).toBe('account')
    expect(
      ja.body,
      `DRAFTER PROBLEM: ja 2★ "ログインできません" (I can't log in) is read as account/login, but the basic-phrasebook lines answer the lockedOut move with the generic next step only, so the reply never mentions the login (book.issue.login is not used): "${ja.body}"`,
    ).toMatch(/ログイン|アカウント/)
  })

  it('recognizes ads in a language on the basic phrasebook, and asks no question nobody asked', () => {
    const es = draft({
      review: { rating: 2, body: 'Demasiados anuncios, no se puede usar', language: 'es' },
    })
    const where = `DRAFTER PROBLEM: es 2★ "Demasiados anuncios, no se puede usar" (too many ads, unusable) is read as main=${es.reading?.main} because "se puede" is a question cue; the draft thanks for a question and holds an answer slot for a statement: "${es.body.replace(/\n/g, ' ')}"`
    expect(es.reading?.main, where).toBe('complaint')
    expect(es.body, where).not.toMatch(/\[answer:/)
    expect(es.body, where).toMatch(/anuncios|publicidad/)
  })

  it('says something different on Regenerate, and the same for the same variant', () => {
    for (const code of ['en', 'de', 'ja', 'es', 'ar']) {
      const review = {
        id: 'rev_1',
        rating: 1,
        body: REVIEWS[code]!.low,
        language: code,
        author: 'Kim Park',
      }
      const bodies = [0, 1, 2].map((variant) => draft({ review, variant }).body)
      expect(new Set(bodies).size).toBe(3)
      expect(draft({ review, variant: 1 }).body).toBe(bodies[1])
    }
    const many = new Set(
      Array.from(
        { length: 6 },
        (_, variant) =>
          draft({ review: { id: 'x', rating: 5, body: 'Great!', language: 'en' }, variant }).body,
      ),
    )
    expect(many.size).toBeGreaterThanOrEqual(3)
  })

  it('greets by first name only when the author looks like a name', () => {
    const body = (author: string | null) =>
      draft({ review: { rating: 5, body: 'Great app', language: 'en', author } }).body.split(
        '\n',
      )[0]
    expect(body('anna smith')).toMatch(/Anna,$/)
    expect(body('A Google user')).not.toMatch(/Google/)
    expect(body('xXgamer99Xx')).not.toMatch(/gamer/)
    expect(body('john.doe@mail.com')).not.toMatch(/john/i)
    expect(body('Happy Customer')).not.toMatch(/Happy/)
    expect(
      draft({ review: { rating: 5, body: '便利です', language: 'ja', author: '田中' } }).body,
    ).toMatch(/^田中様/)
  })
})

describe('built-in drafter: brand voice', () => {
  it('never uses a banned word or phrase, whatever the review, language or variant', () => {
    const neverSay = [
      'sorry',
      'Thank',
      'team',
      'Acme',
      'leid',
      'ありがとう',
      'gracias',
      'help@acme',
    ]
    const voice = voiceWith({
      neverSay,
      signOff: 'The Acme team',
      length: 'medium',
      alwaysSay: ['Sorry again!'],
    })
    for (const [code, texts] of Object.entries(REVIEWS)) {
      for (const rating of [1, 3, 5]) {
        for (let variant = 0; variant < 4; variant++) {
          const d = draftBuiltin({
            review: {
              id: code,
              rating,
              body: rating < 3 ? texts.low : texts.high,
              language: code,
              author: 'Sorry Teamson',
            },
            voice,
            store: 'google_play',
            limit: 350,
            variant,
          })
          for (const phrase of neverSay)
            expect(d.body.toLowerCase(), `${code} ${rating} ${variant}`).not.toContain(
              phrase.toLowerCase(),
            )
        }
      }
    }
  })

  it('keeps emoji out entirely when the policy is none, even from the review or the author', () => {
    for (const [code, texts] of Object.entries(REVIEWS)) {
      for (const tone of ['playful', 'warm'] as const) {
        const d = draftBuiltin({
          review: { rating: 5, body: `${texts.high} 😍🔥🇺🇦`, language: code, author: 'Zoë 🌸' },
          voice: voiceWith({ emoji: 'none', tone }),
          store: 'google_play',
          limit: 350,
          tones: ['friendlier'],
        })
        expect(containsEmoji(d.body)).toBe(false)
      }
    }
  })

  it('uses emoji sparingly: one at most, and never on a complaint', () => {
    const voice = voiceWith({ emoji: 'sparing' })
    const count = (s: string) => graphemes(s).filter(containsEmoji).length
    const happy = draftBuiltin({
      review: { rating: 5, body: 'Love it', language: 'en' },
      voice,
      store: 'google_play',
      limit: 350,
    })
    expect(count(happy.body)).toBe(1)
    const sad = draftBuiltin({
      review: { rating: 1, body: 'Hate it', language: 'en' },
      voice,
      store: 'google_play',
      limit: 350,
    })
    expect(count(sad.body)).toBe(0)
    const formal = draftBuiltin({
      review: { rating: 5, body: 'Love it', language: 'en' },
      voice,
      store: 'google_play',
      limit: 350,
      tones: ['more_formal'],
    })
    expect(count(formal.body)).toBe(0)
  })

  it('uses the custom greeting, sign-off and always-say in their language, the team sign-off elsewhere', () => {
    const voice = voiceWith({
      customGreeting: 'Hey {name}!',
      signOff: '— Sam from Acme',
      alwaysSay: ['Tip: notes sync across all your devices.'],
      language: 'en',
    })
    const en = draftBuiltin({
      review: { rating: 5, body: 'Love it', language: 'en', author: 'Lena Park' },
      voice,
      store: 'google_play',
      limit: 350,
    })
    expect(en.body.startsWith('Hey Lena!\n')).toBe(true)
    expect(en.body.endsWith('\n— Sam from Acme')).toBe(true)
    expect(en.body).toContain('Tip: notes sync across all your devices.')

    const anonymous = draftBuiltin({
      review: { rating: 5, body: 'Love it', language: 'en' },
      voice,
      store: 'google_play',
      limit: 350,
    })
    expect(anonymous.body.startsWith('Hey!\n')).toBe(true)

    const de = draftBuiltin({
      review: { rating: 5, body: 'Super App', language: 'de', author: 'Lena Park' },
      voice,
      store: 'google_play',
      limit: 350,
    })
    expect(de.body).not.toContain('Hey')
    expect(de.body).not.toContain('Tip:')
    expect(de.body.endsWith('\nIhr Team von Acme Notes')).toBe(true)
    expect(de.body.startsWith('Hallo Lena,') || de.body.startsWith('Hi Lena,')).toBe(true)

    const noGreeting = draftBuiltin({
      review: { rating: 5, body: 'Love it', language: 'en', author: 'Lena' },
      voice: voiceWith({ greeting: false }),
      store: 'google_play',
      limit: 350,
    })
    expect(noGreeting.body).not.toMatch(/^(Hi|Hey|Hello|Dear)/)
  })

  it('follows the one-click tone changes', () => {
    const review = {
      id: 'r9',
      rating: 5,
      body: 'Great app, please add a dark mode',
      language: 'en',
      author: 'Sam',
    }
    const voice = voiceWith({ length: 'medium', emoji: 'sparing', signOff: 'Sam from Acme' })
    const normal = draftBuiltin({ review, voice, store: 'google_play', limit: 350 })
    const shorter = draftBuiltin({
      review,
      voice,
      store: 'google_play',
      limit: 350,
      tones: ['shorter'],
    })
    const formal = draftBuiltin({
      review,
      voice,
      store: 'google_play',
      limit: 350,
      tones: ['more_formal'],
    })
    expect(shorter.body.length).toBeLessThan(normal.body.length)
    expect(formal.body).not.toContain('!')
    expect(containsEmoji(formal.body)).toBe(false)
    const professional = draftBuiltin({
      review: { ...review, rating: 1, body: 'It crashes' },
      voice: voiceWith({ tone: 'professional' }),
      store: 'google_play',
      limit: 350,
    })
    expect(professional.body).not.toContain('!')
    const friendlier = draftBuiltin({
      review,
      voice: voiceWith({ length: 'short' }),
      store: 'google_play',
      limit: 350,
      tones: ['friendlier'],
    })
    const plain = draftBuiltin({
      review,
      voice: voiceWith({ length: 'short' }),
      store: 'google_play',
      limit: 350,
    })
    expect(friendlier.body.length).toBeGreaterThan(plain.body.length)
  })
})

describe('built-in drafter: store limits', () => {
  const EMOJI = ['👩‍👩‍👧‍👦', '🇺🇦', '🏳️‍🌈', '👍🏽', '1️⃣', 'é', '❤️']
  const long = (n: number) =>
    Array.from({ length: n }, (_, i) => `${EMOJI[i % EMOJI.length]} word${i}`).join(' ')

  it('keeps Google Play drafts within 350 UTF-16 units, never splitting an emoji, flag or ZWJ sequence', () => {
    const voice = voiceWith({
      emoji: 'allowed',
      tone: 'playful',
      length: 'medium',
      brandName: 'Acme Notes 👩‍👩‍👧‍👦 Pro',
      signOff: `Maximilian from the Acme Notes Customer Happiness Team 🇺🇦🏳️‍🌈👍🏽`,
      alwaysSay: [
        `Did you know you can pin notes 📌 and share them with your whole family 👩‍👩‍👧‍👦, even offline? ${'🇺🇦'.repeat(5)}`,
        'Our roadmap is public and we read every single comment you leave there, so tell us everything you would like to see next.',
      ],
    })
    for (const [code, texts] of Object.entries(REVIEWS)) {
      for (const rating of [1, 3, 5]) {
        const d = draftBuiltin({
          review: {
            rating,
            body: `${rating < 3 ? texts.low : texts.high} ${long(200)}`,
            language: code,
            author: `Christopher-Alexander ${long(3)}`,
          },
          voice: { ...voice, language: code },
          store: 'google_play',
          limit: 350,
          tones: ['friendlier'],
        })
        expect(replyLength(d.body)).toBeLessThanOrEqual(350)
        expect(d.body.length).toBeGreaterThan(20)
        // Every emoji grapheme in the draft is a whole one we put in.
        const known = new Set(['👩‍👩‍👧‍👦', '🇺🇦', '🏳️‍🌈', '👍🏽', '📌', '😊', '🙌', '💙', '✨', '🎉', '🙏'])
        for (const g of graphemes(d.body))
          if (containsEmoji(g)) expect(known.has(g), `${code}: ${g}`).toBe(true)
        expect(d.body).not.toMatch(
          /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
        )
      }
    }
  })

  it('drops the "always say" text that cannot fit, and says so', () => {
    const voice = voiceWith({ alwaysSay: ['x'.repeat(200), 'y'.repeat(200)] })
    const d = draftBuiltin({
      review: { rating: 1, body: 'Crashes all the time', language: 'en' },
      voice,
      store: 'google_play',
      limit: 350,
    })
    expect(replyLength(d.body)).toBeLessThanOrEqual(350)
    expect(d.assessment.confidence).toBe('medium')
    expect(d.assessment.reasons).toContain(
      'the brand voice\'s "always say" text was left out to fit the 350-character limit',
    )
  })

  it('keeps App Store drafts short (600) even with a 5,970 cap, and respects a lower cap', () => {
    const voice = voiceWith({
      length: 'medium',
      signOff: 'Sam',
      alwaysSay: ['a '.repeat(99).trim(), 'b '.repeat(99).trim(), 'c '.repeat(99).trim()],
    })
    const d = draftBuiltin({
      review: {
        rating: 1,
        body: 'Crashes and lost my data, too slow, too many ads',
        language: 'en',
      },
      voice,
      store: 'app_store',
      limit: 5970,
    })
    expect(replyLength(d.body)).toBeLessThanOrEqual(600)
    const capped = draftBuiltin({
      review: { rating: 1, body: 'Crashes', language: 'en' },
      voice,
      store: 'app_store',
      limit: 120,
    })
    expect(replyLength(capped.body)).toBeLessThanOrEqual(120)
  })
})

describe('built-in drafter: fitting Google Play', () => {
  it('keeps the greeting when dropping a longer sentence made room for it again', () => {
    const answers = [
      {
        id: 'progress:en',
        language: 'en',
        title: 'Your levels on a new phone',
        keywords: ['new phone', 'progress', 'levels'],
        examples: ['how do I get my progress back on my new phone?'],
        body: 'Open Settings → Cloud save on your old phone and connect an account, then sign in with that same account on the new phone: your levels, coins and boosters come with you.',
      },
    ]
    const d = draftBuiltin({
      review: {
        rating: 1,
        body: 'Got a new phone and all my progress is gone, I was at level 950!!! how do I get it back',
        language: 'en',
        author: 'Marta Lopez',
      },
      voice: voiceWith({
        brandName: 'Tile Town',
        supportContact: 'https://tiletown.example/help',
        signOff: 'The Tile Town team',
      }),
      store: 'google_play',
      limit: 350,
      answers,
    })
    expect(replyLength(d.body)).toBeLessThanOrEqual(350)
    expect(d.body).toContain('Cloud save')
    expect(d.body.split('\n')[0]).toMatch(/^(Hi|Hello|Hey|Dear) Marta[,!]/)
  })
})
