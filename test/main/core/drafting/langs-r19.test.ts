import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/**
 * Round 19: the feeling word of one sentence is not said again near the start of the next
 * ("Ravis de lire … Nous sommes ravis …", "Senang sekali … Senang sekali …").
 */
const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []

/** A word of five letters or more among the first three of a sentence that the one before said. */
function echoed(body: string): string | null {
  // The sentences between the greeting and the sign-off.
  const sentences = body
    .split(/\n+/u)
    .slice(1, -1)
    .flatMap((p) => p.split(/(?<=[.!?])\s+/u))
    .filter((s) => s.trim())
  for (let i = 1; i < sentences.length; i++) {
    const before = new Set(words(sentences[i - 1]!))
    const hit = words(sentences[i]!)
      .slice(0, 3)
      .find((w) => w.length >= 5 && before.has(w))
    if (hit) return hit
  }
  return null
}

describe('two sentences in a row do not open on the same feeling word', () => {
  const rows: [string, string, 'notes' | 'run' | 'game'][] = [
    ['fr', 'Super appli, le suivi des allures est top !', 'run'],
    ['fr', "Super jeu, les niveaux sont top, j'adore !", 'game'],
    ['fr', 'Très bonne appli, les rappels sont géniaux', 'notes'],
    ['id', 'Game nya seru banget, grafiknya bagus', 'game'],
    ['id', 'Aplikasi bagus, fitur pengingatnya sangat membantu', 'notes'],
    ['es', 'Me encanta la app, el seguimiento del ritmo es genial', 'run'],
    ['de', 'Tolle App, die Erinnerungen sind super praktisch', 'notes'],
    ['it', 'Bellissimo gioco, i livelli sono fantastici', 'game'],
  ]
  for (const [lang, body, app] of rows)
    for (const rating of [4, 5])
      it(`${lang} ${rating}: ${body}`, () => {
        const d = corpusDraft(lang, rating, body, app)
        expect(echoed(d.body), d.body).toBeNull()
      })
})
