import { z } from 'zod'
import type { ModelSettingsDto, ModelTestDto, VoiceDto, VoicePreviewDto } from '../dto/drafting'
import { command, id, inWorkspace } from './define'

const text = (max: number) => z.string().max(max, `at most ${max} characters`)
const nullableText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), text(max).nullable())

/**
 * Brand-voice fields as a form sends them. Shapes and hard caps only: the core checks the
 * product rules (contact format, always/never conflicts, ...) so the live preview can show
 * problems while someone is still typing.
 */
const voicePatch = z
  .object({
    brandName: text(200),
    tone: z.enum(['warm', 'professional', 'playful', 'concise']),
    greeting: z.boolean(),
    customGreeting: nullableText(300),
    signOff: nullableText(300),
    alwaysSay: z.array(text(1000)).max(50),
    neverSay: z.array(text(300)).max(500),
    emoji: z.enum(['none', 'sparing', 'allowed']),
    supportContact: nullableText(500),
    length: z.enum(['short', 'medium']),
    language: text(35),
  })
  .partial()
  .strict()

const sample = z
  .object({
    body: z.string().trim().min(1, 'write a sample review').max(4000, 'at most 4,000 characters'),
    rating: z.number().int().min(1).max(5),
    title: nullableText(300).optional(),
    language: nullableText(35).optional(),
    author: nullableText(200).optional(),
    store: z.enum(['app_store', 'google_play']).optional(),
  })
  .strict()

export const draftingCommands = {
  /** The effective voice of the workspace (no appId) or of one app, and what the app overrides. */
  'voice.get': command<VoiceDto>()('viewer', inWorkspace({ appId: id('app').optional() })),
  /**
   * Saves the voice of a scope: the workspace default (appId null/absent) or an app's override
   * (only the fields given). `settings: null` resets the scope (removes an app's override).
   */
  'voice.set': command<VoiceDto>()(
    'editor',
    inWorkspace({ appId: id('app').nullable().optional(), settings: voicePatch.nullable() }),
  ),
  /** Built-in drafts for six sample reviews (or one sample of your own), with unsaved edits applied. */
  'voice.preview': command<VoicePreviewDto>()(
    'viewer',
    inWorkspace({
      appId: id('app').optional(),
      voice: voicePatch.optional(),
      sample: sample.optional(),
      variant: z.number().int().min(0).max(1000).optional(),
      tone: z.enum(['shorter', 'friendlier', 'more_formal']).optional(),
    }),
  ),
  'model.get': command<ModelSettingsDto>()('viewer', inWorkspace({})),
  /** Saves the model provider. `apiKey` is write-only: omit it to keep the stored key, "" clears it. */
  'model.set': command<ModelSettingsDto>()(
    'admin',
    inWorkspace({
      baseUrl: z.string().trim().min(1, 'a base URL is required, e.g. http://localhost:11434/v1').max(500),
      model: z.string().trim().min(1, 'a model name is required, e.g. llama3.1').max(200),
      timeoutMs: z.number().int().min(500, 'at least 500 ms').max(300_000, 'at most 5 minutes').optional(),
      enabled: z.boolean().optional(),
      apiKey: z.string().max(4096).optional(),
    }),
  ),
  /** Forgets the model provider and its key; drafts go back to the built-in drafter. */
  'model.remove': command<ModelSettingsDto>()('admin', inWorkspace({})),
  /** One real call to the model with a sample review; the answer in plain words. */
  'model.test': command<ModelTestDto>()('admin', inWorkspace({})),
}
