import { en } from './en'
import type { PhraseGrammar } from './types'

/** Languages whose noun phrases can be lifted out of a review (see types.ts). */
export const GRAMMARS: Record<string, PhraseGrammar> = { en }
