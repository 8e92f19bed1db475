import { createCore, type Core } from '../core'
import { CoreError } from '../errors'
import type { Logger } from '../log/logger'
import type { KeyProvider } from '../vault/key-provider'
import type { WorkThreadData } from './protocol'

/** The core a thread the main thread started works with: its own connection to the same data. */
export function openThreadCore(data: WorkThreadData, log: Logger): Core {
  // The main thread already unwrapped the data key (an OS keychain is out of reach here).
  const keyProvider: KeyProvider = {
    id: data.keyProviderId,
    description: "the main thread's vault",
    wrap() {
      throw new CoreError('UNAVAILABLE', 'The work thread cannot create a vault.')
    },
    unwrap: () => Buffer.from(data.dataKey),
  }
  return createCore({
    dataDir: data.dataDir,
    keyProvider,
    log,
    endpoints: data.endpoints,
    runtime: data.runtime,
    ...(data.runtime.nativeBinding ? { nativeBinding: data.runtime.nativeBinding } : {}),
  })
}

/** A thread's log lines go to the thread that started it, which writes them to its log. */
export function threadLogger(port: { postMessage(message: unknown): void }): Logger {
  const line =
    (level: 'info' | 'warn' | 'error') => (message: string, fields?: Record<string, unknown>) =>
      port.postMessage({ type: 'log', level, message, ...(fields ? { fields } : {}) })
  return { info: line('info'), warn: line('warn'), error: line('error') }
}
