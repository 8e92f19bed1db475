import type { ChangeKind } from '../../../shared/changes'
import type { StoreEndpoints } from '../context'
import type { Runtime } from '../core'
import type { ErrorCode } from '../../../shared/result'
import type { Actor } from '../access/actor'
import type { ReportFile } from '../history/import-file'
import type { InsightQuery } from '../insights/offload'
import type { DesktopNotification } from '../notify/notifier'

/** What the work thread is started with. The data key lives in memory only, never on disk. */
export interface WorkThreadData {
  dataDir: string
  dataKey: Uint8Array
  keyProviderId: string
  endpoints: StoreEndpoints
  runtime: Runtime
  /** Names of the background workers (see `background.ts`) the thread runs. */
  workers: string[]
  /** The main thread's writers waiting for the lock (`db/writers-waiting.ts`): long writes give way. */
  writersWaiting: SharedArrayBuffer
}

/** Signals that cross between the threads, so each side's listeners hear the other's changes. */
export type ForwardedSignal =
  | { event: 'changed'; args: [workspaceId: string, what: ChangeKind] }
  | { event: 'outbox'; args: [workspaceId: string] }
  | { event: 'publish'; args: [reviewId: string] }
  | { event: 'draftsWaiting'; args: [workspaceId: string] }
  | { event: 'pollSoon'; args: [workspaceId: string] }

export type ToThread =
  | { type: 'signal'; signal: ForwardedSignal }
  | { type: 'syncNow'; id: number; workspaceId: string; appId?: string }
  /** A Google Play report import: its seconds of reading and writing run here, not on the loop serving people. */
  | { type: 'importReport'; id: number; actor: Actor; file: ReportFile }
  /** Reply Effect and reply speed: seconds of reading at a million reviews, never on the loop. */
  | { type: 'insight'; id: number; query: InsightQuery }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }

export type FromThread =
  | { type: 'ready' }
  | { type: 'signal'; signal: ForwardedSignal; syncing?: string[] }
  | {
      type: 'reply'
      id: number
      value?: unknown
      error?: { code: ErrorCode; message: string; field?: string }
    }
  | {
      type: 'log'
      level: 'info' | 'warn' | 'error'
      message: string
      fields?: Record<string, unknown>
    }
  | { type: 'stopped' }
  /** The insights worker runs here; the shell that shows notifications is on the main thread. */
  | { type: 'notify'; notification: DesktopNotification }
