import { ar } from './ar'
import { en } from './en'
import { pl } from './pl'
import { ru } from './ru'
import { sv } from './sv'
import { tr } from './tr'
import { uk } from './uk'
import type { FeatureBook } from './types'

/** Feature words per language (see types.ts). */
export const FEATURES: Record<string, FeatureBook> = { ar, en, pl, ru, sv, tr, uk }
