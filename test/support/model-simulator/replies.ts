import { draftBuiltin } from '../../../src/main/core/drafting/builtin/draft'
import { DEFAULT_VOICE } from '../../../src/main/core/drafting/voice/defaults'
import type { ParsedPrompt } from './parse'

/**
 * A model knows languages the built-in drafter does not (Hausa is on neither store's list, so no
 * phrasebook covers it); the fake knows one of them so that
 * "with a model, every language is covered" can be seen working.
 */
const EXTRA: Record<string, { low: string; mid: string; high: string }> = {
  ha: {
    low: 'Muna matukar neman afuwa kan wannan matsala. Ƙungiyarmu tana duba lamarin, kuma muna shirye mu taimaka muku.',
    mid: "Mun gode saboda ra'ayinku na gaskiya! Muna son sanin yadda zamu inganta manhajar.",
    high: 'Mun gode sosai saboda kyakkyawan sharhinku! Muna farin ciki cewa manhajar tana taimaka muku.',
  },
}

const band = (rating: number): 'low' | 'mid' | 'high' =>
  rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low'

/** A plausible reply to the prompt, in the language it asks for and within its limit. */
export function plausibleReply(
  p: ParsedPrompt,
  language: string | null = p.language,
  seed = 7,
): string {
  const extra = language ? EXTRA[language] : undefined
  if (extra) return extra[band(p.rating)]
  // The reply language the prompt asks for, whatever the review's text is written in.
  const draft = draftBuiltin(
    {
      review: {
        id: `model-${seed}`,
        rating: p.rating,
        title: p.title,
        body: p.review,
        language,
        author: p.reviewer,
      },
      voice: {
        ...DEFAULT_VOICE,
        brandName: p.brand === 'the app' ? '' : p.brand,
        supportContact: p.contact,
        signOff: p.signOff,
        neverSay: p.neverSay,
        language: language ?? 'en',
        length: 'medium',
      },
      store: p.store,
      limit: p.limit,
      variant: seed,
    },
    language ? { language, source: 'store' } : undefined,
  )
  // Told to use the team's Answer, a model writes it where the built-in drafter, not knowing it, left a slot.
  const [answer] = p.answers
  return answer ? draft.body.replace(/\[answer:[^\]]*\]/u, answer) : draft.body
}

/** A reply in another language than the one asked for. */
export function wrongLanguageReply(p: ParsedPrompt): string {
  const other = p.language === 'de' ? 'fr' : 'de'
  return plausibleReply(p, other)
}

/** Whole sentences, three times the limit: too long to trim without losing most of it. */
export function tooLongReply(p: ParsedPrompt): string {
  const base = plausibleReply(p).replace(/\n/g, ' ')
  let out = base
  while (out.length < p.limit * 3) out += ` ${base}`
  return out
}

/**
 * Real models can be talked into answering what a review tells them to (prompt injection). The
 * fake obeys `reply with: "…"` in a review the same way, so the app's defences can be seen working.
 */
export function injectedReply(p: ParsedPrompt): string | null {
  return (
    /\b(?:reply|answer|respond)\s+(?:with|exactly)\s*:?\s*["“]([^"”]{1,600})["”]/i.exec(
      p.review,
    )?.[1] ?? null
  )
}
