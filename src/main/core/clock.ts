/** Time is injected so quotas, retries, publish delays and digests are tested without waiting. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

/**
 * A clock that only moves when told to.
 * @internal Exported for tests.
 */
export class ManualClock implements Clock {
  constructor(private current: number = Date.UTC(2026, 10, 2, 9, 0, 0)) {}
  now(): number {
    return this.current
  }
  advance(ms: number): void {
    this.current += ms
  }
  set(ms: number): void {
    this.current = ms
  }
}
