import type { VoiceSettings } from '../../../../shared/dto/drafting'
import { normalizeLanguageTag } from '../language/tags'
import { DEFAULT_VOICE, VOICE_FIELDS } from './defaults'

const TONES = new Set(['warm', 'professional', 'playful', 'concise'])
const EMOJI = new Set(['none', 'sparing', 'allowed'])
const LENGTHS = new Set(['short', 'medium'])

const text = (v: unknown): string | null => {
  if (typeof v !== 'string') return null
  const t = v.replace(/\s+/g, ' ').trim()
  return t.length > 0 ? t : null
}

const list = (v: unknown): string[] | null =>
  Array.isArray(v) ? v.map(text).filter((s): s is string => s !== null) : null

/**
 * Tidies a partial voice (from a form or from the database): trims texts, turns empty texts
 * into null, drops empty and duplicate list entries, and leaves out fields of the wrong type
 * (a stored document from an older version never breaks drafting).
 */
export function normalizeVoicePatch(raw: unknown): Partial<VoiceSettings> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  const r = raw as Record<string, unknown>
  const out: Partial<VoiceSettings> = {}
  if ('brandName' in r && (typeof r.brandName === 'string' || r.brandName === null)) out.brandName = text(r.brandName) ?? ''
  if (typeof r.tone === 'string' && TONES.has(r.tone)) out.tone = r.tone as VoiceSettings['tone']
  if (typeof r.greeting === 'boolean') out.greeting = r.greeting
  if ('customGreeting' in r && (typeof r.customGreeting === 'string' || r.customGreeting === null)) out.customGreeting = text(r.customGreeting)
  if ('signOff' in r && (typeof r.signOff === 'string' || r.signOff === null)) out.signOff = text(r.signOff)
  const always = list(r.alwaysSay)
  if (always) out.alwaysSay = always
  const never = list(r.neverSay)
  if (never) {
    const seen = new Set<string>()
    out.neverSay = never.filter((p) => {
      const key = p.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  }
  if (typeof r.emoji === 'string' && EMOJI.has(r.emoji)) out.emoji = r.emoji as VoiceSettings['emoji']
  if ('supportContact' in r && (typeof r.supportContact === 'string' || r.supportContact === null)) out.supportContact = text(r.supportContact)
  if (typeof r.length === 'string' && LENGTHS.has(r.length)) out.length = r.length as VoiceSettings['length']
  if (typeof r.language === 'string') out.language = normalizeLanguageTag(r.language) ?? r.language.trim()
  return out
}

/** Defaults, then each layer's fields on top (workspace default, then an app's override). */
export function mergeVoice(...layers: Partial<VoiceSettings>[]): VoiceSettings {
  const out: VoiceSettings = { ...DEFAULT_VOICE, alwaysSay: [], neverSay: [] }
  for (const layer of layers) {
    for (const field of VOICE_FIELDS) {
      if (layer[field] !== undefined) (out as unknown as Record<string, unknown>)[field] = layer[field]
    }
  }
  return out
}
