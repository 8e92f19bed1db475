import { ar } from './ar'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { nl } from './nl'
import { pl } from './pl'
import { pt } from './pt'
import { ru } from './ru'
import { sv } from './sv'
import { tr } from './tr'
import { uk } from './uk'
import { hi } from './hi'
import { hiLatn } from './hi-latn'
import { id } from './id'
import { ja } from './ja'
import { ko } from './ko'
import type { FeatureBook } from './types'
import { vi } from './vi'
import { zh } from './zh'
import { zhHant } from './zh-hant'

/** Feature words per language (see types.ts); `hi-Latn` is Hindi typed in Latin letters. */
export const FEATURES: Record<string, FeatureBook> = {
  en,
  de,
  fr,
  es,
  pt,
  it,
  nl,
  pl,
  ru,
  uk,
  tr,
  sv,
  ar,
  hi,
  'hi-Latn': hiLatn,
  id,
  ja,
  ko,
  vi,
  zh,
  'zh-Hant': zhHant,
}
