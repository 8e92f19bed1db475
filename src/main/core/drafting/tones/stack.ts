import type { ToneAdjustment } from '../../../../shared/dto/drafting'

/** The order tones are stored and listed in, whatever order a person pressed them. */
const ORDER: readonly ToneAdjustment[] = ['shorter', 'friendlier', 'more_formal']

/** Friendlier and More formal pull the same register opposite ways: pressing one drops the other. */
const OPPOSITE: Partial<Record<ToneAdjustment, ToneAdjustment>> = {
  friendlier: 'more_formal',
  more_formal: 'friendlier',
}

/**
 * The tones after a person presses `pressed` on a draft that already has `current`: tones stack
 * (Shorter, then Friendlier is short and friendly), pressing a tone that is on takes it off, and
 * Friendlier and More formal replace each other.
 */
export function stackTone(
  current: readonly ToneAdjustment[],
  pressed: ToneAdjustment,
): ToneAdjustment[] {
  const next = new Set(current)
  if (next.has(pressed)) next.delete(pressed)
  else {
    next.add(pressed)
    const opposite = OPPOSITE[pressed]
    if (opposite) next.delete(opposite)
  }
  return ORDER.filter((t) => next.has(t))
}

/** The tones column as stored ("shorter,friendlier"); unknown words (a newer version's) are skipped. */
export function parseTones(stored: string | null): ToneAdjustment[] {
  if (!stored) return []
  const words = new Set(stored.split(','))
  return ORDER.filter((t) => words.has(t))
}

export function serializeTones(tones: readonly ToneAdjustment[]): string | null {
  return tones.length > 0 ? ORDER.filter((t) => tones.includes(t)).join(',') : null
}
