import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { Draft } from '../../../../../src/main/core/drafting/types'
import { DEFAULT_VOICE } from '../../../../../src/main/core/drafting/voice/defaults'
import { INSULT_WITH_PROBLEM, MASH, NO_REVIEW, REAL, type Case } from './spam-cases'

const VOICE = {
  ...DEFAULT_VOICE,
  brandName: 'Notes Pro',
  supportContact: 'support@notes-pro.example',
  signOff: 'The Notes Pro team',
  language: 'en',
}

const draft = (k: Case, extra: { markedNotSpam?: boolean; neverSay?: string[] } = {}): Draft =>
  draftBuiltin({
    review: {
      id: `${k.lang}:${k.text}`,
      rating: k.stars,
      title: k.title ?? null,
      body: k.text,
      author: 'Alex Kim',
      language: k.lang,
      territory: null,
      appVersion: null,
      ...(extra.markedNotSpam ? { markedNotSpam: true } : {}),
    },
    voice: { ...VOICE, neverSay: extra.neverSay ?? [] },
    store: 'google_play',
    limit: 350,
    answers: [],
  })

const show = (k: Case, d: Draft) => `${k.lang} ${k.stars}★ ${k.text}\n→ ${d.spam?.reason ?? d.body}`

/**
 * Whether the draft says something besides its greeting and sign-off: a greeting is the first of
 * several lines and short; a draft cut to fit may have lost its greeting, never its first sentence.
 */
const saysSomething = (d: Draft) => {
  const lines = d.body.split('\n').slice(0, -1)
  const letters = (l: string) => (l.match(/\p{L}/gu) ?? []).length
  return lines.length >= 2
    ? lines.slice(1).some((l) => letters(l) >= 10)
    : lines.some((l) => letters(l) >= 30)
}

describe('spam, ads and abuse get no draft', () => {
  it('marks every ad, scam, link drop, chain letter, threat and insult with nothing to answer, in all 19 languages', () => {
    const missed = NO_REVIEW.map((k) => ({ k, d: draft(k) })).filter(({ d }) => d.spam === null)
    expect(missed.map(({ k, d }) => show(k, d))).toEqual([])
    for (const k of NO_REVIEW.slice(0, 5)) expect(draft(k).body).toBe('')
  })

  it('marks no real review: support links, screenshots, the reviewer’s own address, competitors, the app’s own codes and rewards, swearing about the app', () => {
    const marked = REAL.map((k) => ({ k, d: draft(k) })).filter(({ d }) => d.spam !== null)
    expect(marked.map(({ k, d }) => show(k, d))).toEqual([])
  })

  it('says why in plain words, for the inbox’s "Looks like spam:" line', () => {
    const reason = (text: string, lang = 'en-US') => draft({ lang, stars: 5, text }).spam?.reason
    expect(reason('Earn $300 a day from home! Visit bit.ly/cash-now and WhatsApp me')).toMatch(
      /^An ad or a scam: a link \(bit\.ly\/cash-now\).*a money offer/,
    )
    expect(reason('𝐅𝐑𝐄𝐄 𝐆𝐄𝐌𝐒 at gemz4free . xyz')).toMatch(/disguised/)
    expect(reason('+1 415 555 0134')).toBe('Nothing but a phone number: no review to answer.')
    expect(
      draft({ lang: 'en-US', stars: 1, text: 'devs are greedy scum, get a real job' }).spam?.reason,
    ).toBe('Insults with nothing about the app to answer.')
  })

  it('marks a threat even when the review also asks for money back: a person reads it first', () => {
    const d = draft({
      lang: 'en-US',
      stars: 1,
      text: 'Refund my $49.99 for the yearly plan or you will regret it. I know where your office is.',
    })
    expect(d.spam?.reason).toMatch(/^A threat/)
    expect(
      draft({ lang: 'en-US', stars: 5, text: "Download it, you'll regret not trying it sooner!" })
        .spam,
    ).toBeNull()
  })
})

describe('insults beside a real problem', () => {
  it('get no draft: a person answers someone who swore at the team, or reports it', () => {
    for (const { case: k } of INSULT_WITH_PROBLEM) {
      const d = draft(k)
      expect(d.spam?.reason, show(k, d)).toBe(
        'Abusive language aimed at the team, beside a real complaint: answer it yourself or report it.',
      )
      expect(d.body, show(k, d)).toBe('')
    }
  })

  it('marked Not spam, are answered as the problem, and the draft never repeats the insult', () => {
    for (const { case: k, insult } of INSULT_WITH_PROBLEM) {
      const d = draft(k, { markedNotSpam: true })
      expect(d.spam, show(k, d)).toBeNull()
      expect(d.body, show(k, d)).not.toMatch(insult)
      expect(saysSomething(d), show(k, d)).toBe(true)
      expect(d.reading?.main, show(k, d)).not.toBe('abuse')
    }
  })

  it('never quotes a swear word as the thing the review is about', () => {
    const d = draft(
      { lang: 'en-US', stars: 1, text: 'Your stupid devs broke sync AGAIN.' },
      { markedNotSpam: true },
    )
    expect(d.body).toMatch(/sync/)
    expect(d.body).not.toMatch(/stupid/i)
    expect(
      draft({
        lang: 'en-US',
        stars: 1,
        text: 'This shit app crashes every time I open the scanner.',
      }).body,
    ).not.toMatch(/shit/i)
  })
})

describe('keyboard mashes', () => {
  it('are no spam, get a short draft by their stars that names nothing, and say there is nothing to answer', () => {
    for (const k of MASH) {
      const d = draft(k)
      expect(d.spam, show(k, d)).toBeNull()
      expect(saysSomething(d), show(k, d)).toBe(true)
      const words = k.text.match(/\p{L}{3,}/gu) ?? []
      for (const w of words) expect(d.body, show(k, d)).not.toContain(w)
      expect(d.assessment.reasons.join('; '), show(k, d)).toMatch(
        /keyboard mash: nothing to answer/,
      )
    }
  })

  it('are not words held long, laughter or slang', () => {
    for (const [lang, text] of [
      ['en-US', 'nooooooo'],
      ['en-US', 'hmmmmm'],
      ['ko-KR', 'ㅋㅋㅋㅋㅋ'],
      ['en-US', 'hahahaha'],
      ['en-US', 'trees were'],
      ['ja-JP', '神ゲーw'],
      ['zh-CN', '666'],
    ] as const) {
      expect(draft({ lang, stars: 5, text }).assessment.reasons.join('; '), text).not.toMatch(
        /keyboard mash/,
      )
    }
  })
})

describe('a draft is never a greeting with nothing after it', () => {
  it('holds for every real review, insult and mash above', () => {
    const bare = [...REAL, ...MASH]
      .map((k) => ({ k, d: draft(k) }))
      .filter(({ d }) => !saysSomething(d))
    expect(bare.map(({ k, d }) => show(k, d))).toEqual([])
  })

  it('drafts a review a person marked "Not spam" from what it says besides, and flags it for a look', () => {
    for (const text of [
      'devs are greedy scum. hope your servers burn',
      'Earn $500 daily from home!!! Visit bit.ly/earn-d4ily and whatsapp me',
    ]) {
      const d = draft({ lang: 'en-US', stars: 1, text }, { markedNotSpam: true })
      expect(d.spam, text).toBeNull()
      expect(saysSomething(d), d.body).toBe(true)
      expect(d.assessment.confidence, text).not.toBe('high')
      expect(d.assessment.reasons.join('; '), text).toMatch(/a person said this is not spam/)
    }
  })

  it('leaves the draft empty and for a person when the never-say list removes every sentence', () => {
    const d = draft(
      { lang: 'en-US', stars: 1, text: 'It crashes all the time' },
      { neverSay: ['sorry', 'crash', 'write', 'trouble', 'problem'] },
    )
    expect(d.body).toBe('')
    expect(d.assessment.confidence).toBe('low')
    expect(d.assessment.reasons).toContain(
      "the brand voice's never-say list removed every sentence; write this reply by hand",
    )
  })
})
