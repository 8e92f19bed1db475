import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/**
 * A complaint or a fault that comes with a wish, and wishes put as questions: both are heard,
 * the fault is not taken for what is wished, and the wish is not taken for a fault.
 */

type Row = [
  lang: string,
  rating: number,
  app: 'notes' | 'run' | 'game',
  body: string,
  says: RegExp,
  never?: RegExp,
]

const rows: Row[] = [
  // A fault and a wish joined by "and" with no comma: read apart, the fault apologised for.
  [
    'en',
    3,
    'run',
    'gps drifts a lot and it would be nice if we could edit the route',
    /sorry.*GPS.*suggesting editing the route/i,
    /suggesting (?:the )?GPS|gps drifts/i,
  ],
  [
    'es',
    3,
    'notes',
    'La sincronización falla a veces y me encantaría poder poner contraseña a las notas.',
    /sincronizaci.n.*contrase.a a las notas/,
    /recuperar el acceso/,
  ],
  // A loop with nobody in it is the app moving, not a reviewer sent round between store and team.
  [
    'de',
    3,
    'run',
    'GPS springt ständig hin und her. Wäre schön, wenn man die Strecke nachträglich bearbeiten könnte.',
    /GPS.*Vorschlag zur Strecke/,
    /Zahlung|Bestellnummer|hin- und hergeschickt/,
  ],
  ['en', 3, 'run', 'gps keeps jumping around on my runs', /sorry.*GPS/i, /passed your feedback/],
  // A wish said as "the only thing I'd want is …", or asked with "can u add …?": the wish named.
  [
    'en',
    5,
    'notes',
    "love it. only thing i'd want is a night theme",
    /suggesting a night theme/,
    /glad you like the theme/,
  ],
  [
    'en',
    4,
    'run',
    'can u add a cadence alert? thats the only thing missing for me',
    /suggesting a cadence alert/,
  ],
]

describe('a fault with a wish', () => {
  it.each(rows)('%s %i★ %s: %s', (lang, rating, app, body, says, never) => {
    const reply = replyOf(corpusDraft(lang, rating, body, app))
    expect(reply).toMatch(says)
    if (never) expect(reply).not.toMatch(never)
  })
})
