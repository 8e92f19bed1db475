import type { CoreContext } from '../context'
import { immediate } from '../db/transaction'
import {
  abandoned,
  recordAttempt,
  type AttemptOutcome,
  type Claim,
  type SentAttempt,
} from './attempt'

/** Under load, how long answers wait to be recorded together. */
const FLUSH_DELAY_MS = 5

/**
 * Records answers back from the wire in batches: while more are on the wire, a few milliseconds
 * later (the claimed-ahead queue keeps the wire busy meanwhile, and one commit covers them all);
 * otherwise on the next turn of the event loop. The same transaction tops the claimed-ahead
 * queues up (`topUp`), so under load one commit both records and refills.
 */
export class OutcomeRecorder {
  private readonly waiting: { sent: SentAttempt; resolve: (outcome: AttemptOutcome) => void }[] = []
  private scheduled = false

  constructor(
    private readonly ctx: CoreContext,
    private readonly hooks: {
      random: () => number
      /** True while attempts are on the wire: answers then wait a little to share a commit. */
      busy: () => boolean
      /** Claims more inside the recording transaction; its claims go to `claimed`. */
      topUp: () => Claim[]
      claimed: (claims: Claim[]) => void
    },
  ) {}

  add(sent: SentAttempt, resolve: (outcome: AttemptOutcome) => void): void {
    this.waiting.push({ sent, resolve })
    if (this.scheduled) return
    this.scheduled = true
    if (this.hooks.busy()) setTimeout(() => this.flush(), FLUSH_DELAY_MS)
    else setImmediate(() => this.flush())
  }

  private flush(): void {
    this.scheduled = false
    const batch = this.waiting.splice(0)
    if (batch.length === 0) return
    let outcomes: AttemptOutcome[]
    let next: Claim[] = []
    try {
      ;[outcomes, next] = immediate(this.ctx.db, (): [AttemptOutcome[], Claim[]] => [
        batch.map(({ sent }) => recordAttempt(this.ctx, sent, this.hooks.random)),
        this.hooks.topUp(),
      ])
    } catch (error) {
      // The claims stay in_flight and are re-queued once stale (sent again: at-least-once).
      this.ctx.log.error('webhook outcomes could not be recorded', {
        count: batch.length,
        error: String(error),
      })
      outcomes = batch.map(({ sent }) => abandoned(sent.claim.deliveryId, String(error)))
    }
    batch.forEach(({ sent, resolve }, i) =>
      resolve(outcomes[i] ?? abandoned(sent.claim.deliveryId)),
    )
    this.hooks.claimed(next)
  }
}
