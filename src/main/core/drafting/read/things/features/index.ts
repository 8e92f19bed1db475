import { en } from './en'
import { ru } from './ru'
import type { FeatureBook } from './types'

/** Feature words per language (see types.ts). */
export const FEATURES: Record<string, FeatureBook> = { en, ru }
