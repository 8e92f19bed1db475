import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'
import { ABUSE, NEAR_MISSES, SPAM } from './spam-abuse-reviews'

/**
 * Spam, ads and abuse in the 19 corpus languages, written for these tests (not from any corpus):
 * a rule that fits one corpus text fails here. The near-misses swear at the app, name a
 * competitor, quote a code that failed, link their own bug report: they are reviews.
 */
const label = ([language, stars, text]: readonly [string, number, string]) =>
  `${language} ${stars}★ ${text}`

describe('spam and ads by what they do', () => {
  it.each(SPAM.map((row) => [label(row), row] as const))(
    'gets no draft and says why it looks like an ad: %s',
    (_, [language, stars, text]) => {
      const d = notesProDraft(language, stars, text)
      expect(d.body).toBe('')
      expect(d.spam?.reason).toMatch(
        /^An ad or a scam: .+\.$|^Nothing but .+: no review to answer\.$/,
      )
    },
  )
})

describe('abuse aimed at people', () => {
  it.each(ABUSE.map((row) => [label(row), row] as const))(
    'gets no draft and is marked abusive: %s',
    (_, [language, stars, text]) => {
      const d = notesProDraft(language, stars, text)
      expect(d.body).toBe('')
      expect(d.spam?.reason).toMatch(
        /^(?:A threat against the team|Insults with nothing|Abusive language aimed at the team)/,
      )
    },
  )
})

describe('near-misses are reviews', () => {
  it.each(NEAR_MISSES.map((row) => [label(row), row] as const))(
    'gets a normal draft: %s',
    (_, [language, stars, text]) => {
      const d = notesProDraft(language, stars, text)
      expect(d.spam).toBeNull()
      expect(d.body).not.toBe('')
    },
  )
})

describe('the flag says what the text does', () => {
  it.each([
    [
      'es',
      'Descarguen mejor AgendaMax, es gratis y sin anuncios. Búsquenla en la tienda 👍',
      'another app pushed by name',
    ],
    [
      'pt',
      'Se inscreva no meu canal Treino em Casa com a Bia, posto vídeo todo dia 🙏',
      "the writer's own channel, profile or group pushed",
    ],
    [
      'tr',
      'Davet kodum AYSE25, kaydolurken girin 50 TL hediye',
      'a code handed out with what it pays',
    ],
    [
      'en',
      'best notes app notes app free notes app offline notes app android best to do list app free planner app',
      'the same keywords over and over',
    ],
    [
      'fr',
      'Crédit rapide sans justificatif, réponse en 24h : www.pret-facile.fr',
      'a link (www.pret-facile.fr)',
    ],
  ] as const)('%s: %s', (language, text, why) => {
    expect(notesProDraft(language, 5, text).spam?.reason).toContain(why)
  })
})
