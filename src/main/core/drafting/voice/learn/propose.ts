import type { VoiceProposalDto } from '../../../../../shared/dto/voice-proposal'
import { firstNameOf } from '../../builtin/author'
import { detectLanguage } from '../../language/detect'
import { normalizeLanguageTag, primaryLanguage } from '../../language/tags'
import { replyLength } from '../../text/html'
import type { PublishedReply } from './read'

/** A habit is proposed when at least this share of replies shows it, and never from fewer than three. */
const SHARE = 0.3
const MIN_REPLIES = 3
/** Above this median length a reply reads "medium" rather than "short". */
const SHORT_UP_TO = 220
const LINE_MAX = 60

const CONTACT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s<>"')]+/giu

function commonest(values: (string | null)[], total: number): { value: string; share: number } | null {
  const counts = new Map<string, number>()
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1)
  const [best] = [...counts].sort((a, b) => b[1] - a[1])
  if (!best || best[1] < MIN_REPLIES || best[1] / total < SHARE) return null
  return { value: best[0], share: Math.round((100 * best[1]) / total) / 100 }
}

const linesOf = (body: string) => body.split('\n').map((l) => l.trim()).filter(Boolean)

/** The opening line as a template: "Hi Anna," → "Hi {name},"; not a greeting when it is a sentence. */
function greetingOf(reply: PublishedReply): string | null {
  const lines = linesOf(reply.body)
  const first = lines[0]
  if (!first || lines.length < 2 || first.length > LINE_MAX || !/[,!:]$/u.test(first)) return null
  const name = firstNameOf(reply.author)
  return name && first.includes(name) ? first.replace(name, '{name}') : first
}

/** The closing line, when it is short and not a sentence of the reply. */
function signOffOf(reply: PublishedReply): string | null {
  const lines = linesOf(reply.body)
  const last = lines[lines.length - 1]
  if (!last || lines.length < 2 || last.length > LINE_MAX || /[.?]$/u.test(last)) return null
  return last
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/**
 * What the team's published replies have in common, proposed for Brand voice: greeting,
 * sign-off (the signature), typical length and contact line. Read from the replies in the
 * language most of them are written in, since that is the language the voice's texts are in.
 */
export function proposeVoice(replies: readonly PublishedReply[]): VoiceProposalDto {
  const tagged = replies.map((r) => ({ ...r, lang: primaryLanguage(normalizeLanguageTag(r.language) ?? detectLanguage(r.body) ?? 'und') }))
  const language = commonest(tagged.map((r) => r.lang), tagged.length)?.value ?? tagged[0]?.lang ?? null
  const own = tagged.filter((r) => r.lang === language)
  const n = own.length
  const contacts = own.map((r) => (r.body.match(CONTACT) ?? [])[0]?.replace(/[.,;]+$/u, '') ?? null)
  const lengths = own.map((r) => replyLength(r.body))
  const typical = median(lengths)
  return {
    basedOn: n,
    external: own.filter((r) => r.source === 'external').length,
    language: language === 'und' ? null : language,
    greeting: commonest(own.map(greetingOf), n),
    signOff: commonest(own.map(signOffOf), n),
    supportContact: commonest(contacts, n),
    length: n >= MIN_REPLIES ? { value: typical > SHORT_UP_TO ? 'medium' : 'short', typicalCharacters: typical } : null,
  }
}
