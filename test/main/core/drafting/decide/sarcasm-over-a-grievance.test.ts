import { describe, expect, it } from 'vitest'
import { corpusDraft, notesProDraft } from '../fixtures'

/** Reviews written for these tests: praise with a rolled eye, over the ads. */
const SNEERS: [lang: string, body: string, says: RegExp, never: RegExp][] = [
  ['es', 'Excelente 👏👏 ahora cada nota tiene 3 anuncios 🙃', /anuncios/, /nota/],
  ['tr', 'Harika 👏 her notta reklam 🙄', /eklam/, /not/],
  ['en', 'Oh great, an ad after every single note 🙄', /ads/, /single note/],
]

describe('sarcasm over the ads names the ads, not the thing they come after', () => {
  it.each(SNEERS)('%s: "%s"', (lang, body, says, never) => {
    const d = notesProDraft(lang, 5, body)
    expect(d.body).toMatch(says)
    expect(d.body).not.toMatch(never)
  })

  it('hears the ads when the sneer would otherwise name the level they follow', () => {
    const d = corpusDraft('es', 5, 'Excelente 👏👏 ahora cada nivel tiene 3 anuncios 🙃', 'game')
    expect(d.plan?.moves.map((m) => m.kind)).toContain('heard')
    expect(d.body).toMatch(/anuncios/)
    expect(d.body).not.toMatch(/nivel/)
  })
})
