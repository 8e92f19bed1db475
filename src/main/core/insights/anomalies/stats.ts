/**
 * The few distribution functions the anomaly tests need, in plain TypeScript (Lanczos log-gamma,
 * Lentz continued fraction for the incomplete beta, as in Numerical Recipes §6).
 */

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]

/** @internal Exported for tests. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x)
  const z = x - 1
  let a = 0.99999999999980993
  const t = z + 7.5
  LANCZOS.forEach((c, i) => {
    a += c / (z + i + 1)
  })
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a)
}

function betaContinuedFraction(a: number, b: number, x: number): number {
  const TINY = 1e-300
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  if (Math.abs(d) < TINY) d = TINY
  d = 1 / d
  let h = d
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    h *= d * c
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-14) break
  }
  return h
}

/** Regularized incomplete beta I_x(a, b). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x),
  )
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(a, b, x)) / a
    : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b
}

/**
 * P(T ≥ t) for Student's t with `df` degrees of freedom (df may be fractional: Welch).
 * @internal Exported for tests.
 */
export function studentTUpperTail(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5)
  return t >= 0 ? tail : 1 - tail
}

/**
 * P(X ≥ k) for X ~ Poisson(lambda).
 * @internal Exported for tests.
 */
export function poissonUpperTail(k: number, lambda: number): number {
  if (k <= 0) return 1
  if (lambda <= 0) return 0
  const logTerm = (i: number) => -lambda + i * Math.log(lambda) - logGamma(i + 1)
  if (k > lambda) {
    // Sum the upper tail from k upwards; terms shrink at least as fast as lambda / (i + 1).
    let term = Math.exp(logTerm(k))
    let sum = 0
    for (let i = k; term > 0 && term > sum * 1e-16; i++) {
      sum += term
      term *= lambda / (i + 1)
    }
    return Math.min(1, sum)
  }
  // Otherwise 1 − P(X ≤ k − 1), summing downwards from k − 1.
  let term = Math.exp(logTerm(k - 1))
  let lower = 0
  for (let i = k - 1; i >= 0 && term > 0; i--) {
    lower += term
    term *= i / lambda
  }
  return Math.max(0, 1 - lower)
}

export interface Moments {
  n: number
  mean: number
  /** Sample variance (n − 1); 0 when n < 2. */
  variance: number
}

export function moments(n: number, sum: number, sumSquares: number): Moments {
  if (n === 0) return { n, mean: 0, variance: 0 }
  const mean = sum / n
  const variance = n < 2 ? 0 : Math.max(0, (sumSquares - n * mean * mean) / (n - 1))
  return { n, mean, variance }
}

/**
 * One-sided Welch t-test that `recent` has a lower mean than `baseline`. Returns the t statistic,
 * the Welch–Satterthwaite degrees of freedom and p = P(T ≥ t).
 */
export function welchLowerTest(
  baseline: Moments,
  recent: Moments,
): { t: number; df: number; p: number } {
  const vb = baseline.variance / baseline.n
  const vr = recent.variance / recent.n
  const se2 = vb + vr
  const drop = baseline.mean - recent.mean
  if (se2 === 0)
    return { t: drop > 0 ? Infinity : 0, df: baseline.n + recent.n - 2, p: drop > 0 ? 0 : 1 }
  const t = drop / Math.sqrt(se2)
  const denominator =
    (baseline.n > 1 ? (vb * vb) / (baseline.n - 1) : 0) +
    (recent.n > 1 ? (vr * vr) / (recent.n - 1) : 0)
  const df = denominator > 0 ? (se2 * se2) / denominator : baseline.n + recent.n - 2
  return { t, df, p: studentTUpperTail(t, df) }
}

/** P(X ≥ k) for X ~ Binomial(n, p). */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1
  if (k > n) return 0
  return incompleteBeta(p, k, n - k + 1)
}
