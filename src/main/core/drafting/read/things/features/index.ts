import { de } from './de'
import { en } from './en'
import type { FeatureBook } from './types'

/** Feature words per language (see types.ts). */
export const FEATURES: Record<string, FeatureBook> = { en, de }
