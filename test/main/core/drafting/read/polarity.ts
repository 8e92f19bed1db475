import { expect } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { MoveKind } from '../../../../../src/main/core/drafting/decide/plan'
import type { Draft } from '../../../../../src/main/core/drafting/types'
import { voiceWith } from '../fixtures'

/**
 * What a publisher checks first in a draft: does it take the problem up, or thank for praise?
 * Shared by the polarity tests of each language group.
 */
export type Expect =
  /** A problem, however praised or starred: apologised for first, never thanked for as praise. */
  | 'problem'
  /** Praise said with a rolled eye: taken up as the complaint it is, with no thanks at all. */
  | 'sarcasm'
  /** Praise and a problem: the problem first; kind words thanked for, if at all, after it. */
  | 'mixed'
  /** Sincere praise (a negated complaint, a love letter under one star): thanked, never apologised to. */
  | 'praise'
  /** Praise of something named beside a problem, in a good review: the problem first, then thanks. */
  | 'mixed, thanked after'
  /** A sarcastic jab beside a fault: one apology, not two stacked. */
  | 'one apology'
  /** Text the reader finds no word of praise in, under five stars: no thanks for kind words. */
  | 'no kind words'

export type Case = [language: string, stars: number, expect: Expect, text: string]

const PROBLEMS = ['bug', 'complaint', 'data_loss', 'billing', 'account', 'privacy']
const THANKS: MoveKind[] = ['thanks', 'thanksFor', 'praiseMore']
const APOLOGIES: MoveKind[] = [
  'sorry',
  'sorryCrash',
  'sorryLoss',
  'sorrySarcasm',
  'heard',
  'billing',
  'lockedOut',
]
/** Apologies proper: "we hear you, passed on to the team" is no apology for a fault. */
const SORRY: MoveKind[] = ['sorry', 'sorryCrash', 'sorryLoss', 'sorrySarcasm']

/**
 * Slowness, or a grievance its line names (the design, the price, the ads…), is apologised for
 * by name ("sorry the design isn't working for you"): a grievance line, not a bare apology.
 */
const slowHeard = (d: Draft): boolean => {
  const first = d.plan?.moves[0]
  return first?.kind === 'heard' && first.about !== 'other' && first.about !== 'letdown'
}

export function draftOf(language: string, stars: number, text: string): Draft {
  return draftBuiltin({
    review: { id: 'polarity', rating: stars, body: text, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
  })
}

export function expectReply(language: string, stars: number, want: Expect, text: string): void {
  const d = draftOf(language, stars, text)
  const moves = (d.plan?.moves ?? []).map((m) => m.kind)
  const where = `${language} ${stars}★ "${text}" → ${moves.join(', ')}: ${d.body}`
  const firstApology = moves.findIndex((m) => APOLOGIES.includes(m))
  const firstThanks = moves.findIndex((m) => THANKS.includes(m) || m === 'praiseAlso')
  expect(d.spam, where).toBeNull()
  switch (want) {
    case 'problem':
    case 'mixed':
      expect(PROBLEMS, where).toContain(d.reading?.main)
      expect(firstApology, where).toBe(0)
      expect(moves, where).not.toContain('praiseMore')
      // Slowness is apologised for by name ("sorry the app is so slow for you"), a grievance line.
      if (want === 'problem' && !slowHeard(d)) expect(SORRY, where).toContain(moves[0])
      if (want === 'problem')
        expect(
          moves.filter((m) => THANKS.includes(m)),
          where,
        ).toEqual([])
      else expect(firstThanks === -1 || firstThanks > firstApology, where).toBe(true)
      return
    case 'sarcasm':
      expect(PROBLEMS, where).toContain(d.reading?.main)
      expect(firstApology, where).toBe(0)
      expect(firstThanks, where).toBe(-1)
      return
    case 'mixed, thanked after':
      expect(PROBLEMS, where).toContain(d.reading?.main)
      expect(firstApology, where).toBe(0)
      expect(moves, where).toContain('praiseAlso')
      return
    case 'no kind words':
      expect(
        moves.filter((m) => THANKS.includes(m) || m === 'praiseAlso'),
        where,
      ).toEqual([])
      return
    case 'praise':
      expect(d.reading?.main, where).toBe('praise')
      expect(firstApology, where).toBe(-1)
      return
    case 'one apology':
      expect(
        moves.filter((m) => APOLOGIES.includes(m)),
        where,
      ).toHaveLength(1)
      expect(firstThanks, where).toBe(-1)
  }
}
