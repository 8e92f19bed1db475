import type { DraftStore, ToneAdjustment, VoiceSettings } from '../../../../shared/dto/drafting'
import { firstNameOf } from '../builtin/author'
import { languageName } from '../language/names'
import { sameLanguage } from '../language/tags'
import { STORE_LABEL } from '../../../../shared/stores'
import { REPLY_RULES } from '../../stores/reply-rules'
import { builtinTarget } from '../limits'
import type { DraftReview } from '../types'
import type { ChatMessage } from './client'

const STORE_NAMES: Record<DraftStore, string> = {
  app_store: 'the App Store',
  google_play: 'Google Play',
}

const TONES: Record<VoiceSettings['tone'], string> = {
  warm: 'warm and friendly, like a helpful person on the team',
  professional: 'professional and courteous, without slang',
  playful: 'light and playful, but never flippant about a problem',
  concise: 'brief and to the point: two or three short sentences',
}

const ADJUSTMENTS: Record<ToneAdjustment, string> = {
  shorter: ' Make it noticeably shorter than usual: one or two sentences.',
  friendlier:
    ' Make it friendlier and warmer than usual; when the reviewer is upset, the first sentence acknowledges how they feel.',
  more_formal: ' Make it more formal than usual: polite, no exclamation marks, no emoji.',
}

const EMOJI: Record<VoiceSettings['emoji'], string> = {
  none: 'Do not use emoji.',
  sparing: 'At most one emoji, and only on a positive review.',
  allowed: 'Emoji are fine where they fit, but none on a complaint.',
}

export interface PromptInput {
  voice: VoiceSettings
  review: DraftReview
  store: DraftStore
  limit: number
  /** The reply language (normalized tag), or null to mirror the review's language. */
  language: string | null
  variant: number
  /** The tones a person stacked on the draft; they apply together. */
  tones?: readonly ToneAdjustment[] | undefined
  /** The reply as it stands, when a tone is applied to it: rewritten, not replaced. */
  current?: string | undefined
  /** Replies the team approved recently, in the reply language: the voice to match. */
  examples?: readonly string[] | undefined
  /** What the drafter read in the review and what the reply must do (model/grounding.ts). */
  grounding?: readonly string[] | undefined
}

const quote = (s: string): string => `"${s.replace(/"/g, "'")}"`

/**
 * The chat messages for one draft. The system message carries every rule (language, limit,
 * voice); the user message carries only the review, so a review cannot talk the model out of
 * the rules as easily.
 */
export function buildPrompt(input: PromptInput): {
  messages: ChatMessage[]
  temperature: number
  maxTokens: number
} {
  const { voice, review, store, limit, language } = input
  const brand = voice.brandName.trim()
  const name = firstNameOf(review.author, language)
  const ownLanguage = language !== null && sameLanguage(voice.language, language)
  const storeRules = REPLY_RULES[store]
  const aim = Math.min(builtinTarget(store, limit), limit - storeRules.modelMargin)
  const rules: string[] = []

  rules.push(
    language
      ? `Write in ${languageName(language)} (${language}).`
      : 'Write in the same language as the review.',
  )
  rules.push(
    'Plain text only: no HTML, no Markdown, no placeholders such as [name] or {{...}} (except the [answer: …] placeholder when told to write one). Never invent names, links, prices, dates or promises.',
  )
  rules.push(
    `At most ${limit} characters including spaces and line breaks${storeRules.limitNote ? ` (${storeRules.limitNote})` : ''}. Aim for ${aim} characters or fewer.`,
  )
  rules.push(
    `Tone: ${TONES[voice.tone]}.${(input.tones ?? []).map((t) => ADJUSTMENTS[t]).join('')}`,
  )
  if (!voice.greeting) {
    rules.push('Do not start with a greeting; begin with the reply itself.')
  } else if (voice.customGreeting) {
    const greeting = voice.customGreeting
      .replace(/\{name\}/g, name ?? '')
      .replace(/\s+([,!.])/g, '$1')
      .trim()
    rules.push(
      ownLanguage
        ? `Start with the greeting ${quote(greeting)}.`
        : `Start with a greeting like ${quote(greeting)}, in the reply language.`,
    )
  } else {
    rules.push(
      name
        ? `Start with a short greeting that uses the reviewer's first name, ${name}.`
        : "Start with a short greeting. The reviewer's name is unknown: do not make one up.",
    )
  }
  if (voice.signOff) {
    rules.push(
      ownLanguage
        ? `End with the sign-off ${quote(voice.signOff)} on its own line.`
        : `End with the sign-off ${quote(voice.signOff)} on its own line, translated into the reply language.`,
    )
  } else {
    rules.push('Do not add a sign-off or signature.')
  }
  rules.push(EMOJI[voice.emoji])
  if (voice.alwaysSay.length > 0) {
    rules.push(
      `Always include (translated into the reply language if needed): ${voice.alwaysSay.map(quote).join('; ')}.`,
    )
  }
  if (voice.neverSay.length > 0) {
    rules.push(
      `Never use these words or phrases, in any form: ${voice.neverSay.map(quote).join(', ')}.`,
    )
  }
  rules.push(
    voice.supportContact
      ? `If the reviewer reports a problem, apologize briefly and invite them to contact support at ${voice.supportContact}.`
      : "If the reviewer reports a problem, apologize briefly and invite them to contact the team's support.",
  )
  rules.push('Thank reviewers for positive reviews. Never ask anyone to change their rating.')
  rules.push(
    'Never apologize to a reviewer who only praises. Never promise a fix, a feature or a date.',
  )
  rules.push(storeRules.refundRule)
  rules.push('If the reviewer asks for a feature, name it and thank them for the idea.')
  if (input.variant > 0)
    rules.push(`This is alternative version ${input.variant + 1}: use fresh wording.`)
  rules.push('Reply with the reply text only, nothing else.')

  const system = [
    `You write replies to app reviews for the team behind ${brand || 'the app'}. The reply is published on ${STORE_NAMES[store]} exactly as you write it.`,
    '',
    'Rules:',
    ...rules.map((r) => `- ${r}`),
    ...(input.grounding?.length
      ? [
          '',
          'What the review says and what this reply must do:',
          ...input.grounding.map((g) => `- ${g}`),
        ]
      : []),
    ...(input.current
      ? [
          '',
          'The reply as it stands (rewrite it in the tone asked for; keep what it says, its facts and its contact details):',
          `---\n${input.current}\n---`,
        ]
      : []),
    ...(input.examples?.length
      ? [
          '',
          'Replies the team approved recently (match their voice and length, not their content):',
          ...input.examples.map((e) => `---\n${e}`),
          '---',
        ]
      : []),
  ].join('\n')

  const user = [
    `Store: ${STORE_LABEL[store]}`,
    `Rating: ${review.rating} of 5 stars`,
    `Reviewer: ${name ?? 'unknown'}`,
    review.title ? `Title: ${review.title}` : null,
    'Review:',
    review.body,
  ]
    .filter((l): l is string => l !== null)
    .join('\n')

  return {
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    temperature: input.variant > 0 ? 0.9 : 0.4,
    // CJK needs about a token per character; Latin text far fewer. Room for the whole limit.
    maxTokens: Math.min(4096, limit + 64),
  }
}
