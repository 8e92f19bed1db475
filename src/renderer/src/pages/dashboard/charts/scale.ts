/** Small chart arithmetic: linear scales and "nice" tick values people can read at a glance. */
export const linear =
  (domain: [number, number], range: [number, number]) =>
  (value: number): number => {
    const [d0, d1] = domain
    const [r0, r1] = range
    if (d1 === d0) return (r0 + r1) / 2
    return r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)
  }

/** Round steps (1, 2, 5 × 10^n) from 0 to at least `max`, about `count` of them. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1]
  const raw = max / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw
  const ticks: number[] = []
  for (let v = 0; v < max + step; v += step) ticks.push(Math.round(v * 1e6) / 1e6)
  return ticks
}

/** Indices of about `count` evenly spread labels (first and last included). */
export function labelIndices(length: number, count = 6): number[] {
  if (length <= count) return Array.from({ length }, (_, i) => i)
  const step = (length - 1) / (count - 1)
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round(i * step)))]
}
