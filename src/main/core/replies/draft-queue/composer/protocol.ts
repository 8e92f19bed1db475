import type { ComposedBatch } from '../batch'

/** What the work thread asks of its drafting thread. */
export type ToComposer = { type: 'compose'; id: number; reviewIds: string[] } | { type: 'stop' }

/** What the drafting thread answers. */
export type FromComposer =
  | { type: 'ready' }
  | { type: 'composed'; id: number; batch?: ComposedBatch; error?: string }
  | {
      type: 'log'
      level: 'info' | 'warn' | 'error'
      message: string
      fields?: Record<string, unknown>
    }
