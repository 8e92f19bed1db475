import type { VoiceProblemDto, VoiceSettings } from '../../../../shared/dto/drafting'
import { normalizeLanguageTag } from '../language/tags'
import { bannedPhraseIn } from '../text/banned'
import { containsEmoji } from '../text/emoji'
import { containsHtml } from '../text/html'
import { VOICE_LIMITS } from './defaults'

const EMAIL = /^[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[^\s@<>()[\]",;:]{2,}$/

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.length > 0 &&
      !url.username &&
      !url.password
    )
  } catch {
    return false
  }
}

/** Whether a support contact is an e-mail address or an http(s) address. */
const isSupportContact = (value: string): boolean => EMAIL.test(value) || isWebAddress(value)

/**
 * Every product rule a brand voice must keep, as plain-words problems naming their field.
 * Empty means the voice can be saved.
 */
export function voiceProblems(v: VoiceSettings): VoiceProblemDto[] {
  const problems: VoiceProblemDto[] = []
  const add = (field: string, message: string) => problems.push({ field, message })
  const banned = v.neverSay

  if (v.brandName.length > VOICE_LIMITS.brandName)
    add('brandName', `The brand name can be at most ${VOICE_LIMITS.brandName} characters.`)
  const bannedInBrand = bannedPhraseIn(v.brandName, banned)
  if (bannedInBrand !== null) {
    add(
      'brandName',
      `The brand name contains "${bannedInBrand}", which is on the never-say list; drafts could not name the product.`,
    )
  }

  const texts: { field: keyof VoiceSettings; label: string; value: string | null; max: number }[] =
    [
      {
        field: 'customGreeting',
        label: 'The greeting',
        value: v.customGreeting,
        max: VOICE_LIMITS.customGreeting,
      },
      { field: 'signOff', label: 'The sign-off', value: v.signOff, max: VOICE_LIMITS.signOff },
      ...v.alwaysSay.map((value, i) => ({
        field: 'alwaysSay' as const,
        label: `"Always say" line ${i + 1}`,
        value,
        max: VOICE_LIMITS.alwaysSayLength,
      })),
    ]
  for (const t of texts) {
    if (t.value === null) continue
    if (t.value.length > t.max) add(t.field, `${t.label} can be at most ${t.max} characters.`)
    if (containsHtml(t.value))
      add(t.field, `${t.label} must be plain text: the stores strip HTML tags.`)
    const tokens = (t.value.match(/\{[^}]*\}/g) ?? []).filter(
      (tok) => !(t.field === 'customGreeting' && tok === '{name}'),
    )
    if (tokens.length > 0) {
      add(
        t.field,
        t.field === 'customGreeting'
          ? `The greeting can only use {name} (the reviewer's first name); remove ${tokens[0]}.`
          : `${t.label} would be published as written, so ${tokens[0]} would appear literally; write the words instead.`,
      )
    }
    const phrase = bannedPhraseIn(t.value, banned)
    if (phrase !== null)
      add(t.field, `${t.label} contains "${phrase}", which is on the never-say list.`)
    if (v.emoji === 'none' && containsEmoji(t.value)) {
      add(
        t.field,
        `${t.label} contains an emoji, but the emoji policy is "none". Remove it or allow emoji.`,
      )
    }
  }
  if (v.alwaysSay.length > VOICE_LIMITS.alwaysSayItems) {
    add(
      'alwaysSay',
      `Keep "always say" to ${VOICE_LIMITS.alwaysSayItems} lines or fewer; Google Play replies hold only 350 characters.`,
    )
  }

  if (banned.length > VOICE_LIMITS.neverSayItems)
    add('neverSay', `The never-say list can hold at most ${VOICE_LIMITS.neverSayItems} entries.`)
  for (const phrase of banned) {
    if (phrase.length > VOICE_LIMITS.neverSayLength) {
      add(
        'neverSay',
        `"${phrase.slice(0, 20)}…" is too long for a never-say entry (at most ${VOICE_LIMITS.neverSayLength} characters).`,
      )
    }
  }

  if (v.supportContact !== null) {
    if (v.supportContact.length > VOICE_LIMITS.supportContact) {
      add(
        'supportContact',
        `The support contact can be at most ${VOICE_LIMITS.supportContact} characters.`,
      )
    } else if (!isSupportContact(v.supportContact)) {
      add(
        'supportContact',
        'The support contact must be an e-mail address (help@example.com) or a web address (https://example.com/help).',
      )
    } else {
      const phrase = bannedPhraseIn(v.supportContact, banned)
      if (phrase !== null)
        add(
          'supportContact',
          `The support contact contains "${phrase}", which is on the never-say list.`,
        )
    }
  }

  if (!normalizeLanguageTag(v.language)) {
    add(
      'language',
      'The language of your custom texts must be a language code such as en, de or pt-BR.',
    )
  }
  return problems
}
