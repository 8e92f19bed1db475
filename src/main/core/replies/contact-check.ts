import { domainToASCII } from 'node:url'
import type { VoiceSettings } from '../../../shared/dto/drafting'

/**
 * What a published reply could carry from a hostile review (prompt injection) or a confused
 * model: somewhere to go or someone to call. Auto-publish sends none of these unless the brand
 * voice itself provides them (support contact, sign-off, greeting, brand name, always-say lines).
 *
 * Contacts are compared as whole tokens after normalisation, never as substrings: with support
 * `help@acme.com`, `help@acme.co`, `acme.co`, `me.com` and `ac.me` are other places and wait for
 * a person. The voice's own addresses name their domains too (`acme.com` alone passes).
 */
export interface Contact {
  kind: 'an e-mail address' | 'a link' | 'a phone number or figures' | 'figures'
  /** As written in the text. */
  text: string
  /** What is compared: e-mail `email:local@punycode.domain`, links `web:host/path`, `digits:…`. */
  key: string
}

const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»”’]+$/u

/** A host as DNS compares it: lower case, punycode, without trailing dots or a leading `www.`. */
function hostKey(host: string): string {
  const bare = host.toLowerCase().replace(/\.+$/, '')
  const ascii = domainToASCII(bare) || bare
  return ascii.replace(/^www\./, '')
}

/** A link without its scheme, `www.` or trailing slash; an unparseable one compares as written. */
function linkKey(text: string): string {
  const withScheme = /^https?:\/\//i.test(text) ? text : `http://${text}`
  try {
    const url = new URL(withScheme)
    const port = url.port ? `:${url.port}` : ''
    const path = url.pathname.replace(/\/+$/, '')
    const who = url.username || url.password ? `${url.username}:${url.password}@` : ''
    return `web:${who}${hostKey(url.hostname)}${port}${path}${url.search}${url.hash}`
  } catch {
    return `text:${text.toLowerCase()}`
  }
}

function emailKey(text: string): string {
  const at = text.lastIndexOf('@')
  return `email:${text.slice(0, at).toLowerCase()}@${hostKey(text.slice(at + 1))}`
}

/**
 * Each finder takes its tokens out of the text before the next runs, so the domain inside an
 * e-mail address or the digits inside a link are judged once, as part of the whole.
 */
const FINDERS: {
  kind: Contact['kind']
  /** What any match holds: most texts hold none, and this test is far cheaper than the pattern. */
  gate: RegExp
  pattern: RegExp
  key: (text: string) => string
}[] = [
  {
    kind: 'an e-mail address',
    gate: /@/,
    pattern: /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
    key: emailKey,
  },
  {
    kind: 'a link',
    gate: /https?:\/\/|www\./i,
    pattern: /(?:\bhttps?:\/\/|(?<![\p{L}\p{N}._-])www\.)[^\s<>"'`]+/giu,
    key: linkKey,
  },
  // Bare domains (evil.example, bit.ly/x, bücher.example): labels ending in a 2+ letter one.
  {
    kind: 'a link',
    gate: /\.\p{L}/u,
    pattern:
      /(?<![\p{L}\p{N}_@./-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:\p{L}{2,}|xn--[\p{L}\p{N}-]+)(?![\p{L}\p{N}-])(?::\d+)?(?:\/[^\s<>"'`]*)?/gu,
    key: linkKey,
  },
  // Phone numbers, codes and amounts: three or more digits, however they are grouped.
  {
    kind: 'a phone number or figures',
    gate: /\d/,
    pattern: /\+?\d(?:[\d\s().\-/]*\d){2,}/gu,
    key: (text) => `digits:${text.replace(/\D/g, '')}`,
  },
  {
    kind: 'figures',
    gate: /\d/,
    pattern: /[$€£¥₹]\s?\d+|\d+(?:[.,]\d+)?\s?(?:%|[$€£¥₹])/gu,
    key: (text) => `figures:${text.replace(/\s/g, '')}`,
  },
]

/**
 * Every contact in `text`, in the order the finders see them.
 * @internal Exported for tests.
 */
export function contactsIn(text: string): Contact[] {
  // Full-width and other compatibility forms read as the characters they look like.
  let rest = text.normalize('NFKC')
  const found: Contact[] = []
  for (const { kind, gate, pattern, key } of FINDERS) {
    if (!gate.test(rest)) continue
    rest = rest.replace(pattern, (match) => {
      const trimmed = match.replace(TRAILING_PUNCTUATION, '')
      if (trimmed) found.push({ kind, text: trimmed, key: key(trimmed) })
      return ' '.repeat(match.length)
    })
  }
  return found
}

/** The texts of the brand voice that may hold a contact. */
function voiceTexts(voice: VoiceSettings): string[] {
  return [voice.supportContact, voice.signOff, voice.customGreeting, voice.brandName, ...voice.alwaysSay].filter(
    (t): t is string => Boolean(t),
  )
}

// The allowed keys of the texts drafts were lately checked against: one app's voice serves many drafts.
const ALLOWED = new Map<string, ReadonlySet<string>>()
const ALLOWED_MAX = 64

/** `providedKeys`, remembered (callers only read the set). */
function allowedKeys(provided: readonly string[]): ReadonlySet<string> {
  const key = provided.join('\u0000')
  let keys = ALLOWED.get(key)
  if (!keys) {
    keys = providedKeys(provided)
    if (ALLOWED.size >= ALLOWED_MAX) ALLOWED.delete(ALLOWED.keys().next().value as string)
    ALLOWED.set(key, keys)
  }
  return keys
}

/** The keys some texts provide, with the domains of their own addresses and links. */
function providedKeys(provided: readonly string[]): Set<string> {
  const keys = new Set<string>()
  for (const contact of contactsIn(provided.join('\n'))) {
    keys.add(contact.key)
    if (contact.key.startsWith('email:'))
      keys.add(`web:${contact.key.slice(contact.key.lastIndexOf('@') + 1)}`)
    const host = /^web:(?:[^@/]*@)?([^/?#]+)/.exec(contact.key)?.[1]
    if (host) keys.add(`web:${host}`)
  }
  return keys
}

/** The contacts in a text that none of the `provided` texts gives, compared as whole tokens. */
export function foreignContacts(body: string, provided: readonly string[]): Contact[] {
  const allowed = allowedKeys(provided)
  return contactsIn(body).filter((c) => !allowed.has(c.key))
}

/** Why a draft must wait for a person, or null when it offers no contact the brand voice did not. */
export function unapprovedContact(body: string, voice: VoiceSettings): string | null {
  const first = foreignContacts(body, voiceTexts(voice))[0]
  if (!first) return null
  const { kind, text } = first
  return `Waits for a person: the draft contains ${kind} (${text.length > 60 ? `${text.slice(0, 57)}…` : text}) that is not in the brand voice's contact details.`
}
