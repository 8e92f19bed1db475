import type { Point, Reading } from '../types'

/**
 * The reading of a review a person said is not spam, for a reply to be planned from: the spam or
 * abuse point goes, the rest stays in its order, and a review with nothing else in it is read by
 * its polarity (a short thanks, or an offer to hear what went wrong), as "ok" or "meh" is.
 */
export function readAsReview(reading: Reading): Reading {
  const kept = reading.points.filter((p) => p.intent !== 'spam' && p.intent !== 'abuse')
  const whole = reading.clauses.map((c) => c.text).join(' ')
  const points: Point[] =
    kept.length > 0
      ? kept
      : [{ intent: reading.polarity > 0 ? 'praise' : 'complaint', clauses: [whole], things: [] }]
  // What an insult's clause names ("your stupid devs broke sync") belongs to the point kept.
  const lead = points[0] as Point
  const things = reading.things.map((t) =>
    t.intent === 'spam' || t.intent === 'abuse' ? { ...t, intent: lead.intent } : t,
  )
  const moved = things.filter((t, i) => t !== reading.things[i])
  if (moved.length > 0) points[0] = { ...lead, things: [...lead.things, ...moved] }
  return {
    ...reading,
    things,
    clauses: reading.clauses.map((c) => ({
      ...c,
      intents: c.intents.filter((i) => i !== 'spam' && i !== 'abuse'),
    })),
    points,
    main: lead.intent,
  }
}
