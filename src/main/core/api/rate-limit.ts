/**
 * Per-key token buckets: `burst` requests at once, refilled at `ratePerSecond`. Time comes from
 * the injected clock, so tests step through refills without waiting.
 */
import type { Clock } from '../clock'

export interface RateLimitConfig {
  ratePerSecond: number
  burst: number
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { ratePerSecond: 20, burst: 100 }

export interface RateDecision {
  allowed: boolean
  /** Which bucket: `key` for API keys, `anonymous` for requests without a valid key. */
  policy: string
  limit: number
  remaining: number
  /** Whole seconds until the bucket is full again. */
  resetSeconds: number
  /** Whole seconds until one more request is allowed (0 when allowed). */
  retryAfterSeconds: number
  /** Seconds the whole burst takes to refill: the `w` of RateLimit-Policy. */
  windowSeconds: number
}

interface Bucket {
  tokens: number
  at: number
}

/** Buckets idle this long are full again and can be forgotten. */
const PRUNE_EVERY = 1024

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>()
  private takes = 0
  readonly windowSeconds: number

  constructor(
    private readonly config: RateLimitConfig,
    private readonly clock: Clock,
    private readonly policy: string,
  ) {
    if (!(config.ratePerSecond > 0) || !(config.burst >= 1)) {
      throw new Error('rate limit needs ratePerSecond > 0 and burst >= 1')
    }
    this.windowSeconds = Math.max(1, Math.ceil(config.burst / config.ratePerSecond))
  }

  take(id: string): RateDecision {
    const now = this.clock.now()
    const { burst, ratePerSecond } = this.config
    const bucket = this.buckets.get(id) ?? { tokens: burst, at: now }
    // A clock that steps backwards (manual clocks, NTP) must not mint tokens.
    const elapsed = Math.max(0, now - bucket.at)
    bucket.tokens = Math.min(burst, bucket.tokens + (elapsed * ratePerSecond) / 1000)
    bucket.at = Math.max(bucket.at, now)
    const allowed = bucket.tokens >= 1
    if (allowed) bucket.tokens -= 1
    this.buckets.set(id, bucket)
    if (++this.takes % PRUNE_EVERY === 0) this.prune(now)
    return {
      allowed,
      policy: this.policy,
      limit: burst,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((burst - bucket.tokens) / ratePerSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerSecond)),
      windowSeconds: this.windowSeconds,
    }
  }

  private prune(now: number): void {
    const full = (this.config.burst / this.config.ratePerSecond) * 1000
    for (const [id, b] of this.buckets) if (now - b.at >= full) this.buckets.delete(id)
  }
}

/** The headers every response carries (docs/integrations/api.md), from one decision; a 429 adds Retry-After. */
export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(d.limit),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(d.resetSeconds),
    'RateLimit-Policy': `"${d.policy}";q=${d.limit};w=${d.windowSeconds}`,
    RateLimit: `"${d.policy}";r=${d.remaining};t=${d.resetSeconds}`,
  }
}
