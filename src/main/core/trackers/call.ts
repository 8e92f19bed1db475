import { guardedAgent, outboundGate } from '../http/outbound'
import type { CoreContext } from '../context'
import type { TrackerHttp } from './http'
import type { TrackerCall } from './types'

/** The network as tracker clients see it: the outbound gate's pool and the core's clock. */
export function trackerHttp(ctx: CoreContext): TrackerHttp {
  return {
    dispatcher: guardedAgent(outboundGate(ctx), { connectTimeoutMs: 10_000 }),
    runtime: ctx.state.trackers,
    now: () => ctx.clock.now(),
  }
}

/** Closes the pool once the calls are done (each command makes its own). */
export async function withCall<T>(
  ctx: CoreContext,
  target: Omit<TrackerCall, 'http'>,
  run: (call: TrackerCall) => Promise<T>,
): Promise<T> {
  const http = trackerHttp(ctx)
  try {
    return await run({ ...target, http })
  } finally {
    void http.dispatcher.close()
  }
}
