import type { VoiceSettings } from '../../../shared/dto/drafting'

/**
 * What a published reply could carry from a hostile review (prompt injection) or a confused
 * model: somewhere to go or someone to call. Auto-publish sends none of these unless the brand
 * voice itself provides them (support contact, sign-off, always-say lines).
 */
const PATTERNS: { kind: string; pattern: RegExp }[] = [
  { kind: 'an e-mail address', pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu },
  { kind: 'a link', pattern: /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu },
  // Bare domains (evil.example, bit.ly/x): a dot between letters, ending in a 2+ letter label.
  { kind: 'a link', pattern: /\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?:\/[^\s<>"']*)?/gu },
  // Phone numbers, codes and amounts: three or more digits, however they are grouped.
  { kind: 'a phone number or figures', pattern: /\+?\d(?:[\d\s().\-/]*\d){2,}/gu },
  { kind: 'figures', pattern: /[$€£¥₹]\s?\d+|\d+(?:[.,]\d+)?\s?(?:%|[$€£¥₹])/gu },
]

/** Letters and digits only, lower case: "+1 (415) 555-0100" and "14155550100" compare equal. */
const squash = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}@]/gu, '')

function allowedText(voice: VoiceSettings): string {
  return squash([voice.supportContact, voice.signOff, voice.customGreeting, voice.brandName, ...voice.alwaysSay].filter(Boolean).join(' '))
}

/** Why a draft must wait for a person, or null when it offers no contact the brand voice did not. */
export function unapprovedContact(body: string, voice: VoiceSettings): string | null {
  const allowed = allowedText(voice)
  for (const { kind, pattern } of PATTERNS) {
    for (const match of body.matchAll(pattern)) {
      const found = match[0].replace(/[.,;:!?)]+$/, '')
      const key = squash(found.replace(/^https?:\/\//i, '').replace(/\/$/, ''))
      if (key && !allowed.includes(key)) {
        return `Waits for a person: the draft contains ${kind} (${found.length > 60 ? `${found.slice(0, 57)}…` : found}) that is not in the brand voice's contact details.`
      }
    }
  }
  return null
}
