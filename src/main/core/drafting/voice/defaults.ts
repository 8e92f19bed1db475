import type { VoiceSettings } from '../../../../shared/dto/drafting'

/** What drafts sound like before anyone opens the settings: warm, short, no emoji. */
export const DEFAULT_VOICE: VoiceSettings = {
  brandName: '',
  tone: 'warm',
  greeting: true,
  customGreeting: null,
  signOff: null,
  alwaysSay: [],
  neverSay: [],
  emoji: 'none',
  supportContact: null,
  length: 'short',
  language: 'en',
}

export const VOICE_FIELDS = Object.keys(DEFAULT_VOICE) as (keyof VoiceSettings)[]

/** Product limits on the custom texts (the contract only caps abuse). */
export const VOICE_LIMITS = {
  brandName: 80,
  customGreeting: 80,
  signOff: 120,
  alwaysSayItems: 5,
  alwaysSayLength: 200,
  neverSayItems: 100,
  neverSayLength: 60,
  supportContact: 200,
} as const
