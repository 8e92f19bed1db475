import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from '../fixtures'

/**
 * Abuse with a real complaint inside may get a draft, but never a confident one: a person checks
 * it before it answers someone who swore at the team. Pure abuse gets no draft at all.
 */

function draft(language: string, body: string) {
  return draftBuiltin({
    review: { id: `ins-${language}-${body}`, rating: 1, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: [],
  })
}

const REASON = 'insulting language: check before sending'

describe('insults beside a real complaint', () => {
  for (const [language, body] of [
    ['en', 'ads every 10 sec, devs are clowns'],
    ['es', 'idiotas, se cierra al abrir la cámara'],
    ['fr', "bande de crétins, l'app plante à chaque ouverture"],
    ['de', 'ihr Idioten, die App stürzt beim Öffnen ständig ab'],
  ] as const)
    it(`is drafted at lower confidence, with the reason (${language})`, () => {
      const d = draft(language, body)
      expect(d.body).not.toBe('')
      expect(d.assessment.confidence).not.toBe('high')
      expect(d.assessment.reasons).toContain(REASON)
    })

  it('pure abuse gets no draft', () => {
    const d = draft('en', 'fuck you devs, idiots')
    expect(d.body).toBe('')
  })

  it('a plain complaint without insults carries no such reason (en, fr)', () => {
    expect(draft('en', 'too many ads, its annoying').assessment.reasons).not.toContain(REASON)
    expect(draft('fr', 'trop de pubs, c’est nul').assessment.reasons).not.toContain(REASON)
  })
})
