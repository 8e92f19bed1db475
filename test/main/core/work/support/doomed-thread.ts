/**
 * The real work thread with a trap, for the supervision test only (no shell can start this file):
 * told over a BroadcastChannel, it dies the way a bug would, by an uncaught error or
 * `process.exit`, wherever it is in a pass.
 */
import { BroadcastChannel } from 'node:worker_threads'
import { DOOM_CHANNEL, type DoomOrder } from './doom'

const trap = new BroadcastChannel(DOOM_CHANNEL)
trap.unref()
trap.onmessage = (event) => {
  const order = (event as { data: DoomOrder }).data
  if (order.kind === 'exit') process.exit(order.code)
  // Thrown from a callback, as a bug in a worker loop would be: nothing catches it.
  setImmediate(() => {
    throw new Error(order.message)
  })
}

void import('../../../../../src/main/core/work/thread')
