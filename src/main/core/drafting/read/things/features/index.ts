import { en } from './en'
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
  hi,
  'hi-Latn': hiLatn,
  id,
  ja,
  ko,
  vi,
  zh,
  'zh-Hant': zhHant,
}
