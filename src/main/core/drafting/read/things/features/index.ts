import { en } from './en'
import { hi } from './hi'
import { id } from './id'
import { ja } from './ja'
import { ko } from './ko'
import { vi } from './vi'
import { zh } from './zh'
import { zhHant } from './zh-hant'
import type { FeatureBook } from './types'

/** Feature words per language (see types.ts). */
export const FEATURES: Record<string, FeatureBook> = {
  en,
  ja,
  ko,
  zh,
  'zh-Hant': zhHant,
  id,
  vi,
  hi,
}
