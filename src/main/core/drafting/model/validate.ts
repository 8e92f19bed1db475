import type { EmojiPolicy } from '../../../../shared/dto/drafting'
import { detectLanguage } from '../language/detect'
import { languageName } from '../language/names'
import { sameLanguage } from '../language/tags'
import { bannedPhraseIn } from '../text/banned'
import { stripEmoji } from '../text/emoji'
import { fitToLimitDetailed } from '../text/fit'
import { containsHtml, replyLength } from '../text/html'

export type ModelCheck = { ok: true; text: string } | { ok: false; reason: string }

export interface ModelCheckOptions {
  limit: number
  /** The language the reply must be in; null when the review's language is unknown. */
  language: string | null
  banned: readonly string[]
  emoji: EmojiPolicy
  locale: string
}

/** Below this, language detection of the reply is a guess, so it is not held against the model. */
const MIN_LENGTH_FOR_LANGUAGE_CHECK = 30
/** A reply over the limit may lose its last sentences, but not more than this share of it. */
const MAX_SHARE_TRIMMED = 0.3

// `[answer: …]` is no placeholder of the model's own: the plan asks for it where the team has no Answer.
const PLACEHOLDER =
  /\[(?!answer:)[^\]\n]{1,40}\]|\{\{[^}\n]{0,40}\}\}|\{[A-Za-z_][\w .-]{0,30}\}|<[^<>\n]{1,40}>|%[sd]\b|\b(?:XXX+|TODO|INSERT[ _][A-Z_ ]+|YOUR[ _](?:NAME|APP|COMPANY|EMAIL))\b/

const formatCount = (n: number): string => n.toLocaleString('en-US')

/** Removes what chatty or reasoning models wrap around a reply: think blocks, quotes, labels. */
function cleanModelText(raw: string): string {
  let t = raw.replace(/<think>[\s\S]*?<\/think>/gi, '').trim()
  t = t.replace(/^(?:reply|response|answer)\s*:\s*/i, '')
  const pairs: [string, string][] = [
    ['"', '"'],
    ['“', '”'],
    ['«', '»'],
    ['「', '」'],
  ]
  for (const [open, close] of pairs) {
    if (
      t.length > 2 &&
      t.startsWith(open) &&
      t.endsWith(close) &&
      !t.slice(1, -1).includes(close)
    ) {
      t = t.slice(1, -1).trim()
    }
  }
  return t.replace(/[ \t]+\n/g, '\n').trim()
}

/**
 * Checks a model's reply before it becomes a draft: not empty, plain text, no placeholders,
 * none of the never-say phrases, in the review's language, and within the store's limit (a
 * slightly long reply may lose its last sentences; a much longer one is refused).
 */
export function checkModelReply(raw: string, options: ModelCheckOptions): ModelCheck {
  let text = cleanModelText(raw)
  if (!text) return { ok: false, reason: 'returned an empty reply' }
  if (containsHtml(text))
    return { ok: false, reason: 'replied with HTML, which the stores show as plain text' }
  const placeholder = text.match(PLACEHOLDER)
  if (placeholder) return { ok: false, reason: `replied with a placeholder (${placeholder[0]})` }
  const banned = bannedPhraseIn(text, options.banned)
  if (banned !== null)
    return { ok: false, reason: `used "${banned}", which is on the never-say list` }
  if (options.emoji === 'none') text = stripEmoji(text)

  if (options.language && text.length >= MIN_LENGTH_FOR_LANGUAGE_CHECK) {
    const detected = detectLanguage(text)
    if (detected && !sameLanguage(detected, options.language)) {
      return {
        ok: false,
        reason: `replied in ${languageName(detected)} instead of ${languageName(options.language)} (wrong language)`,
      }
    }
  }

  const length = replyLength(text)
  if (length > options.limit) {
    const fit = fitToLimitDetailed(text, options.limit, options.locale)
    if (fit.cut !== 'sentence' || fit.text.length < length * (1 - MAX_SHARE_TRIMMED)) {
      return {
        ok: false,
        reason: `replied with ${formatCount(length)} characters, over the ${formatCount(options.limit)}-character limit (too long)`,
      }
    }
    text = fit.text
  }
  return { ok: true, text }
}
