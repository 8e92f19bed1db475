import { de } from './de'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { nl } from './nl'
import { pt } from './pt'
import { sv } from './sv'
import type { NounBook } from './types'

/** The languages whose replies put an article (or, in Swedish, an ending) on a name. */
export const NOUNS: Record<string, NounBook> = { de, es, fr, it, nl, pt, sv }
