import { describe, expect, it } from 'vitest'
import {
  logGamma,
  moments,
  poissonUpperTail,
  studentTUpperTail,
  welchLowerTest,
} from '../../../../src/main/core/insights/anomalies/stats'

describe('distribution functions behind the anomaly tests', () => {
  it('matches reference values', () => {
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 10)
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10)
    // Student t, df = 10: P(T ≥ 2) = 0.036694; df = 3: P(T ≥ 3.182446) = 0.025.
    expect(studentTUpperTail(2, 10)).toBeCloseTo(0.036694, 5)
    expect(studentTUpperTail(3.182446, 3)).toBeCloseTo(0.025, 5)
    expect(studentTUpperTail(-2, 10)).toBeCloseTo(1 - 0.036694, 5)
    // Poisson: P(X ≥ 10 | 3) = 0.0011025; P(X ≥ 3 | 3) = 0.5768099; P(X ≥ 150 | 100) ≈ 1.23e-6.
    expect(poissonUpperTail(10, 3)).toBeCloseTo(0.0011025, 6)
    expect(poissonUpperTail(3, 3)).toBeCloseTo(0.5768099, 6)
    expect(poissonUpperTail(150, 100)).toBeGreaterThan(5e-7)
    expect(poissonUpperTail(150, 100)).toBeLessThan(3e-6)
    expect(poissonUpperTail(0, 5)).toBe(1)
  })

  it('Welch test: a clear drop is significant, equal means are not', () => {
    const baseline = moments(100, 420, 100 * (1.0 + 4.2 * 4.2) - 1.0)
    const low = moments(20, 50, 20 * (1.0 + 2.5 * 2.5) - 1.0)
    expect(welchLowerTest(baseline, low).p).toBeLessThan(1e-6)
    expect(welchLowerTest(baseline, baseline).p).toBeCloseTo(0.5, 6)
    // No spread at all: a lower mean is certain, a higher one is not a drop.
    expect(welchLowerTest(moments(10, 50, 250), moments(10, 10, 10)).p).toBe(0)
    expect(welchLowerTest(moments(10, 10, 10), moments(10, 50, 250)).p).toBe(1)
  })
})
