import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/**
 * Round 21, misreads (second helper): the text decides what the review says. Questions that only
 * praise, "how do I reset my progress?" against an Answer that shares a word, "does the job" said
 * without a subject, and praise of a named feature before "but" at any stars.
 */
type App = 'notes' | 'run' | 'game'
const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)
const SORRY =
  /\b(?:sorry|apolog)|lamentamos|sentimos|desol|navr|leid|dispiace|жаль|извин|przykro|üzgün/iu

describe('a question that only praises is praise: no apology, no answer slot', () => {
  const rows: [string, number, App, string][] = [
    ['en', 5, 'notes', 'who even uses paper anymore?? this app replaced all my notebooks'],
    ['en', 5, 'run', "Why didn't I download this years ago? My 5k time dropped by two minutes"],
    ['ru', 4, 'notes', 'Никаких претензий, всё работает как надо. Почему я не нашёл это раньше?'],
    ['de', 5, 'run', 'Warum habe ich die App nicht früher gefunden? Endlich laufe ich regelmäßig.'],
    ['es', 5, 'game', '¿Por qué no la descargué antes? Me encanta'],
    ['hi', 5, 'notes', 'ऐप बढ़िया है, पहले क्यों नहीं मिला मुझे!'],
  ]
  for (const [language, rating, app, body] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, app)
      expect(d.body, d.body).not.toMatch(/\[answer/)
      expect(replyOf(d), d.body).not.toMatch(SORRY)
      expect(movesOf(d)[0], d.body).toMatch(/^thanks/)
    })

  it('guard: "who even uses this app anymore?" beside a crash stays a complaint', () => {
    const d = corpusDraft('en', 1, 'who even uses this app anymore? it crashes every day', 'notes')
    expect(movesOf(d)[0], d.body).toBe('sorryCrash')
  })
})

describe('"how do I reset my progress?" is not answered by how to move it to a new phone', () => {
  const rows: [string, string][] = [
    ['es', '¿Cómo borro todo el progreso? Quiero empezar de cero'],
    ['en', 'How do I reset my progress? I want to replay from level 1'],
    ['fr', 'Comment supprimer toute ma progression ? Je veux recommencer.'],
    ['pt', 'Como apagar todo o progresso? quero começar do zero'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 4, body, 'game')
      expect(movesOf(d), d.body).not.toContain('answer')
      expect(d.body, d.body).not.toMatch(/cloud|nuvem|nube/i)
    })

  it('guard: moving the progress to a new phone gets the Answer', () => {
    const d = corpusDraft('en', 3, 'how do I move my progress to a new phone?', 'game')
    expect(movesOf(d), d.body).toContain('answer')
    expect(d.body).toMatch(/Cloud save/)
  })
  it('guard: deleting the account gets the deletion Answer', () => {
    const d = corpusDraft('en', 3, 'how do I delete my account?', 'notes')
    expect(d.body).toMatch(/Delete account/)
  })
})

describe('"does the job" states that it works: no answer slot', () => {
  const rows: [string, number, string][] = [
    ['en', 3, 'its ok i guess. does the job, nothing special'],
  ]
  for (const [language, rating, body] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, 'notes')
      expect(d.body, d.body).not.toMatch(/\[answer/)
      expect(movesOf(d), d.body).not.toContain('slot')
    })

  it('guard: "does exactly what it says" stays a statement', () => {
    const d = corpusDraft('en', 4, 'Simple and clean. Does exactly what it says, no fuss', 'notes')
    expect(d.body, d.body).not.toMatch(/\[answer/)
  })
})

describe('praise conceded before "but" in a low review', () => {
  it('guard: "decent idea, but it crashes" thanks for nothing', () => {
    const d = corpusDraft('en', 1, 'Decent idea but it crashes all the time', 'notes')
    expect(movesOf(d), d.body).not.toContain('praiseAlso')
    expect(replyOf(d), d.body).not.toMatch(/kind words|thank/i)
  })
})

describe('loving a loss is sarcasm: no thanks, an apology', () => {
  const rows: [string, number, App, string][] = [
    [
      'en',
      1,
      'game',
      'wow. love losing 3 weeks of streak because the app decided to log me out. amazing',
    ],
    ['es', 1, 'notes', 'Me encanta perder todas mis notas con cada actualización. Genial.'],
  ]
  for (const [language, rating, app, body] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, app)
      expect(movesOf(d)[0], d.body).toMatch(/^sorry/)
      expect(replyOf(d), d.body).not.toMatch(/kind words|palabras/i)
    })

  it('guard: "I love losing weight with this app" is praise', () => {
    const d = corpusDraft(
      'en',
      5,
      'I love losing weight with this app, down 6kg since March!',
      'run',
    )
    expect(movesOf(d)[0], d.body).toMatch(/^thanks/)
  })
})
