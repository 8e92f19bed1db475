import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { analyzeReview } from '../../../../src/main/core/drafting/intent/classify'
import { phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import type { BuiltinDraftInput } from '../../../../src/main/core/drafting/types'
import { REVIEWS, voiceWith } from './fixtures'

const draft = (review: BuiltinDraftInput['review'], store: BuiltinDraftInput['store'] = 'google_play', variant = 0) =>
  draftBuiltin({ voice: voiceWith(), store, limit: store === 'google_play' ? 350 : 5970, review, variant })

const analyze = (rating: number, body: string, lang = 'en') => analyzeReview({ rating, body }, phrasebookFor(lang)!)

describe('built-in drafter: the examples from issue 18', () => {
  it('thanks 5-star praise that mentions a topic instead of apologising for it', () => {
    const cases: [string, string][] = [
      ['en', 'The sync between my phone and my laptop just works. Love it.'],
      ['pt', 'A sincronização entre o celular e o notebook simplesmente funciona. Adoro.'],
      ['pl', 'Synchronizacja między telefonem a laptopem po prostu działa. Uwielbiam.'],
      ['en', 'I had a problem and support fixed it within an hour. Great team!'],
    ]
    for (const variant of [0, 1, 2, 3]) {
      for (const [language, body] of cases) {
        const d = draft({ id: `praise-${language}`, rating: 5, body, language }, 'google_play', variant)
        expect(d.analysis?.intent, body).toBe('praise')
        expect(d.body, body).not.toMatch(phrasebookFor(language)!.apology)
        expect(d.body, body).not.toContain('help@acme.example')
      }
    }
  })

  it('answers a crash as a bug, ads as ads, and never thanks for a suggestion nobody made', () => {
    const crash = draft({ rating: 2, body: 'It crashes when I attach a photo.', language: 'en' })
    expect(crash.analysis).toMatchObject({ intent: 'bug_report', topic: 'crash' })
    expect(crash.body).not.toMatch(/suggestion|idea/i)
    const ads = draft({ rating: 2, body: 'Way too many ads, I would rather pay for premium than see a popup after every tap.', language: 'en' })
    expect(ads.analysis).toMatchObject({ intent: 'complaint', topic: 'ads' })
    expect(ads.body).toMatch(/\bads\b/i)
    expect(ads.body).not.toMatch(/pric/i)
    const plain = draft({ rating: 5, body: 'Great app, does everything I need.', language: 'en' })
    expect(plain.body).not.toMatch(/suggestion|idea/i)
  })

  it("answers a refund request with the store's own refund path, not with talk about price", () => {
    const review = { rating: 1, body: 'Charged twice, I want a refund.', language: 'en' }
    const play = draft(review, 'google_play')
    expect(play.analysis?.intent).toBe('billing')
    expect(play.body).toContain('play.google.com/store/account/orderhistory')
    expect(play.body).not.toMatch(/price matters/i)
    expect(draft({ ...review, language: null, territory: 'USA' }, 'app_store').body).toContain('reportaproblem.apple.com')
    expect(draft({ rating: 1, body: 'Zweimal abgebucht, ich will mein Geld zurück!', language: 'de' }, 'app_store').body).toContain(
      'reportaproblem.apple.com',
    )
  })

  it('names the requested feature in the reviewer’s words', () => {
    for (const [body, feature] of [
      ['Please add a dark mode widget', 'dark mode widget'],
      ['Would love PDF export!', 'PDF export'],
      ['I wish it had sharing with my family.', 'sharing with my family'],
      ['Could you add themes? The blue gets old.', 'themes'],
    ] as const) {
      const d = draft({ rating: 4, body, language: 'en' })
      expect(d.analysis?.feature).toBe(feature)
      expect(d.body).toContain(`“${feature}”`)
    }
  })

  it('never promises a fix or a date, in any wording', () => {
    const promise: Record<string, RegExp> = {
      en: /working on a fix|will be fixed|next update|future update|fix is on the way/i,
      de: /an einer Lösung|kommende Updates|nächsten Update/i,
      fr: /travaillons à corriger|prochaine(s)? mise(s)? à jour/i,
      es: /trabajando en una solución|próxima(s)? actualizaci/i,
      pt: /trabalhando em uma correção|próxima(s)? atualiza/i,
      it: /lavorando a una correzione|prossimi aggiornamenti/i,
    }
    for (const [language, re] of Object.entries(promise)) {
      for (const variant of [0, 1, 2, 3, 4, 5]) {
        for (const [rating, body] of [[1, REVIEWS[language]!.low], [4, `${REVIEWS[language]!.high} ${REVIEWS[language]!.low}`]] as const) {
          expect(draft({ id: `p-${language}`, rating, body, language }, 'app_store', variant).body).not.toMatch(re)
        }
      }
    }
  })

  it('reads the version and the device a review names', () => {
    const a = analyze(2, 'Since version 4.1.2 it keeps crashing on my Pixel 7 Pro.')
    expect(a).toMatchObject({ intent: 'bug_report', topic: 'crash', version: '4.1.2', device: 'Pixel 7 Pro' })
  })

  it('asks "how do I" questions as questions, and a request beside a crash stays a bug report', () => {
    expect(analyze(4, 'How do I move my notes to a new phone?')).toMatchObject({ intent: 'question', topic: 'sync' })
    expect(analyze(1, 'Crashes all the time. Also please add an export.')).toMatchObject({ intent: 'bug_report', topic: 'crash' })
    expect(analyze(5, 'Love it, but since the last update it crashes on start.')).toMatchObject({ intent: 'bug_report' })
    expect(analyze(5, 'Finally an app that never crashes.')).toMatchObject({ intent: 'praise' })
  })
})
