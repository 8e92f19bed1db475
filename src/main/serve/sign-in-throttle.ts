/**
 * Failed sign-ins per client address, in a sliding window: guessing a 256-bit token is hopeless
 * anyway, but a flood of attempts is refused early instead of costing a database lookup each.
 */
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
/** @internal Exported for tests. */
export const SIGN_IN_MAX_FAILURES = 10
const MAX_TRACKED = 10_000

export class SignInThrottle {
  private failures = new Map<string, number[]>()

  constructor(private readonly now: () => number) {}

  private recent(address: string): number[] {
    const since = this.now() - SIGN_IN_WINDOW_MS
    const kept = (this.failures.get(address) ?? []).filter((t) => t > since)
    if (kept.length === 0) this.failures.delete(address)
    else this.failures.set(address, kept)
    return kept
  }

  /** Seconds until this address may try again, or 0 when it may try now. */
  retryAfter(address: string): number {
    const recent = this.recent(address)
    if (recent.length < SIGN_IN_MAX_FAILURES) return 0
    const oldest = recent[0] ?? this.now()
    return Math.max(1, Math.ceil((oldest + SIGN_IN_WINDOW_MS - this.now()) / 1000))
  }

  fail(address: string): void {
    if (!this.failures.has(address) && this.failures.size >= MAX_TRACKED) {
      // Bounded memory: forget the address tracked longest.
      const first = this.failures.keys().next().value
      if (first !== undefined) this.failures.delete(first)
    }
    this.failures.set(address, [...this.recent(address), this.now()])
  }
}
