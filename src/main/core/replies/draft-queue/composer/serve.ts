import type { MessagePort } from 'node:worker_threads'
import type { Core } from '../../../core'
import type { Logger } from '../../../log/logger'
import { openThreadCore } from '../../../work/thread-core'
import type { WorkThreadData } from '../../../work/protocol'
import { composeBatch, type ComposedBatch } from '../batch'
import type { FromComposer, ToComposer } from './protocol'

/** The drafting thread (started by work/thread.ts): its own core, composing what it is sent. */
export function runComposer(port: MessagePort, data: WorkThreadData, log: Logger): void {
  serveComposing(openThreadCore(data, log), port)
}

/**
 * The drafting thread's side: composes the batches the work thread sends, from its own database
 * connection, and sends them back to be written there. It never writes: the work thread checks
 * each draft again inside its write transaction, so a review answered meanwhile is left alone.
 */
function serveComposing(core: Core, port: MessagePort): void {
  const send = (message: FromComposer) => port.postMessage(message)
  port.on('message', (message: ToComposer) => {
    if (message.type === 'stop') {
      core.close()
      port.close()
      return
    }
    composeBatch(core, message.reviewIds).then(
      (batch) => send({ type: 'composed', id: message.id, batch: forTheWire(batch) }),
      (error: unknown) =>
        send({ type: 'composed', id: message.id, error: (error as Error).message }),
    )
  })
  send({ type: 'ready' })
}

/** Only what writing needs crosses the threads: the drafter's reading and plan stay here. */
function forTheWire(batch: ComposedBatch): ComposedBatch {
  return {
    failed: batch.failed,
    composed: batch.composed.map(({ draft, ...rest }) => {
      const { reading: _reading, plan: _plan, ...written } = draft
      return { ...rest, draft: written }
    }),
  }
}
