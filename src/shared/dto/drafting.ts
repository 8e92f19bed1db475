/** What the Settings pages and the inbox receive from the drafting commands. */

export type VoiceTone = 'warm' | 'professional' | 'playful' | 'concise'
export type EmojiPolicy = 'none' | 'sparing' | 'allowed'
export type PreferredLength = 'short' | 'medium'
export type DraftStore = 'app_store' | 'google_play'
/** The one-click adjustments in the reply editor. */
export type ToneAdjustment = 'shorter' | 'friendlier' | 'more_formal'
export type Drafter = 'builtin' | 'model'

export const VOICE_TONES: readonly VoiceTone[] = ['warm', 'professional', 'playful', 'concise']
export const EMOJI_POLICIES: readonly EmojiPolicy[] = ['none', 'sparing', 'allowed']
export const PREFERRED_LENGTHS: readonly PreferredLength[] = ['short', 'medium']

/** A brand voice, complete: the workspace default merged with an app's override. */
export interface VoiceSettings {
  /** Product or brand name used in drafts; empty means "use the app's name". */
  brandName: string
  tone: VoiceTone
  /** Start replies with a greeting ("Hi Anna,"). */
  greeting: boolean
  /** A greeting of your own, in `language`; `{name}` becomes the reviewer's first name. */
  customGreeting: string | null
  /** Closing line, in `language` (e.g. "Sam from Acme"). Other languages get "The <brand> team". */
  signOff: string | null
  /** Sentences added to every reply written in `language`. */
  alwaysSay: string[]
  /** Words or phrases a draft must never contain (any language, case-insensitive). */
  neverSay: string[]
  emoji: EmojiPolicy
  /** Support e-mail address or web address offered on low ratings and problems. */
  supportContact: string | null
  length: PreferredLength
  /** The language the custom texts above are written in (BCP-47, e.g. "en"). */
  language: string
}

export type VoiceField = keyof VoiceSettings

interface LanguageOptionDto {
  code: string
  name: string
}

export interface VoiceDto {
  workspaceId: string
  appId: string | null
  /** What drafts for this scope use. */
  effective: VoiceSettings
  /** The workspace default (with built-in defaults filled in). */
  workspace: VoiceSettings
  /** Only the fields this app overrides; null for the workspace scope or no override. */
  override: Partial<VoiceSettings> | null
  overridden: boolean
  overriddenFields: VoiceField[]
  /** When this scope was last saved; null while it still uses defaults. */
  updatedAt: number | null
  /** Languages the built-in drafter writes (others are drafted in English and marked). */
  builtinLanguages: LanguageOptionDto[]
}

export interface DraftDto {
  body: string
  /** The language the draft is written in (BCP-47). */
  language: string
  drafter: Drafter
  /** Why the draft needs a closer look, or why the model was not used; null when all is well. */
  note: string | null
  /** UTF-16 units after stripping HTML, the way the stores count. */
  length: number
  limit: number
}

export interface VoiceProblemDto {
  field: string
  message: string
}

export interface PreviewItemDto {
  /** Stable id of the sample ("sample-1"...), or "custom". */
  id: string
  label: string
  store: DraftStore
  review: {
    rating: number
    title: string | null
    body: string
    language: string | null
    author: string | null
  }
  draft: DraftDto
}

export interface VoicePreviewDto {
  /** The voice the preview used (unsaved edits merged in). */
  voice: VoiceSettings
  /** Problems with the unsaved edits; those fields were left out of the preview. */
  problems: VoiceProblemDto[]
  items: PreviewItemDto[]
}

export interface ModelSettingsDto {
  /** A base URL and model are saved. */
  configured: boolean
  /** Drafts use the model (when configured); off keeps the settings but drafts built-in. */
  enabled: boolean
  baseUrl: string | null
  model: string | null
  timeoutMs: number
  /** Whether an API key is stored. The key itself is never returned. */
  hasKey: boolean
  keyUpdatedAt: number | null
  /** The origin (scheme://host:port) the stored key was entered for; it is sent nowhere else. */
  keyOrigin: string | null
}

export interface ModelTestDto {
  ok: boolean
  /** Plain words: what happened and what to do next. */
  message: string
  latencyMs: number | null
  /** The model's sample reply, when it answered. */
  reply: string | null
}
