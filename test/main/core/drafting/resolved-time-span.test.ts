import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft } from './fixtures'

const draft = (lang: string, rating: number, body: string): Draft =>
  corpusDraft(lang, rating, body, 'run')

describe('a time span is a fix only where someone answered', () => {
  // "In einer Stunde" once marked any sentence as support that solved it: a drained battery was thanked.
  const faults: [string, string][] = [
    ['de', 'Die App frisst meinen Akku leer, 40% in einer Stunde'],
    ['es', 'La batería se vacía en una hora con el GPS encendido'],
    ['fr', 'La batterie est vide en une heure avec le suivi GPS'],
    ['pt', 'A bateria acaba em uma hora com o GPS ligado'],
    ['tr', 'GPS açıkken pil bir saatte bitiyor'],
    ['sv', 'Batteriet är slut på en timme med GPS:en på'],
  ]
  for (const [lang, body] of faults)
    it(`${lang}: ${body}`, () => {
      const d = draft(lang, 2, body)
      expect(d.reading?.main, d.body).not.toBe('praise')
      const kinds = (d.plan?.moves ?? []).map((m) => m.kind)
      expect(
        kinds.some((k) => k === 'thanks' || k === 'thanksFor'),
        d.body,
      ).toBe(false)
    })

  it('support that answered within the hour is still praised', () => {
    for (const [lang, body] of [
      ['de', 'Der Support hat in einer Stunde geantwortet und alles gelöst, super'],
      ['es', 'El soporte me respondió en una hora, genial'],
    ] as const)
      expect(draft(lang, 5, body).reading?.main, body).toBe('praise')
  })
})
