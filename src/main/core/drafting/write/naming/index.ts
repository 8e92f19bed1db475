import { de } from './de'
import { en } from './en'
import { es, fr, it, pt } from './languages'
import { bare, nl, sv } from './simple'
import { pl, ru, uk } from './slavic'
import type { Naming } from './types'

/**
 * The languages whose lines name a thing without quotes, fitted to the word before it: an
 * article, a case ending or a contraction.
 */
export const NAMINGS: Record<string, Naming> = {
  de,
  en,
  es,
  fr,
  it,
  nl,
  pt,
  sv,
  pl,
  ru,
  uk,
  ja: bare,
  ko: bare,
}
