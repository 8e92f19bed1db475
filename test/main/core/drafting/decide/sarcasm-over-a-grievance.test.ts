import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/** Reviews written for these tests: praise with a rolled eye, over the ads or the price. */
const SNEERS: [lang: string, body: string, says: RegExp, never: RegExp][] = [
  ['es', 'Excelente 👏👏 ahora cada nota tiene 3 anuncios 🙃', /anuncios/, /nota/],
  ['tr', 'Harika 👏 her notta reklam 🙄', /Reklam/, /not/],
  ['id', 'Mantap 👍 tiap catatan iklan 🙄', /iklan/, /catatan/],
  ['en', 'Oh great, an ad after every single note 🙄', /ads/, /single note/],
]

describe('sarcasm over the ads is heard as the ads, not as the thing they come after', () => {
  it.each(SNEERS)('%s: "%s"', (lang, body, says, never) => {
    const d = notesProDraft(lang, 5, body)
    expect(d.plan?.moves.map((m) => m.kind)).toContain('heard')
    expect(d.body).toMatch(says)
    expect(d.body).not.toMatch(never)
  })
})
