import type { Clock } from '../../core/clock'

const HOUR_MS = 60 * 60 * 1000

/** App Store Connect's budget: per API key, requests in a rolling hour. */
export class SimRateLimiter {
  private readonly used = new Map<string, number[]>()
  private readonly limits = new Map<string, number>()
  /** Highest number of counted calls any key had inside one rolling hour. */
  private peaks = new Map<string, number>()

  constructor(
    private readonly clock: Clock,
    public defaultLimit: number,
  ) {}

  limitOf(keyId: string): number {
    return this.limits.get(keyId) ?? this.defaultLimit
  }

  private window(keyId: string): number[] {
    const now = this.clock.now()
    const list = (this.used.get(keyId) ?? []).filter((t) => t > now - HOUR_MS)
    this.used.set(keyId, list)
    return list
  }

  remaining(keyId: string): number {
    return Math.max(0, this.limitOf(keyId) - this.window(keyId).length)
  }

  /** Counts a call; false (not counted) when the hour's budget is already spent. */
  take(keyId: string): boolean {
    const list = this.window(keyId)
    if (list.length >= this.limitOf(keyId)) return false
    list.push(this.clock.now())
    this.peaks.set(keyId, Math.max(this.peaks.get(keyId) ?? 0, list.length))
    return true
  }

  header(keyId: string): string {
    return `user-hour-lim:${this.limitOf(keyId)};user-hour-rem:${this.remaining(keyId)};`
  }

  /**
   * Sets the limit (for one key or all), and optionally how much is left right now, as if other
   * clients of the same key had spent the rest.
   */
  set(options: { limit?: number; remaining?: number; keyId?: string }): void {
    if (options.limit !== undefined) {
      if (options.keyId) this.limits.set(options.keyId, options.limit)
      else this.defaultLimit = options.limit
    }
    if (options.remaining !== undefined) {
      const keys = options.keyId
        ? [options.keyId]
        : [...new Set([...this.used.keys(), ...this.limits.keys()])]
      for (const keyId of keys) {
        const list = this.window(keyId)
        const want = Math.max(0, this.limitOf(keyId) - options.remaining)
        while (list.length < want) list.push(this.clock.now())
        while (list.length > want) list.shift()
      }
    }
  }

  peak(keyId: string): number {
    return this.peaks.get(keyId) ?? 0
  }
}
