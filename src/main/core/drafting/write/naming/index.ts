import { de } from './de'
import { es, fr, it, pt } from './languages'
import { nl, sv } from './simple'
import type { Naming } from './types'

/** The languages whose lines name a thing without quotes, with an article or ending it takes. */
export const NAMINGS: Record<string, Naming> = { de, es, fr, it, nl, pt, sv }
