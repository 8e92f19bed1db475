/** The bench size option and the figures line shared by the inbox and dashboard benches. */

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

/** "label   p50 … ms   p95 … ms   max … ms   (n=…)" of some timings. */
export function summary(label: string, samples: number[], width = 44): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(1).padStart(6)
  return `${label.padEnd(width)} p50 ${f(percentile(sorted, 50))} ms   p95 ${f(percentile(sorted, 95))} ms   max ${f(sorted[sorted.length - 1] ?? 0)} ms   (n=${sorted.length})`
}

/** `--size=300000`, `--size 1m` or REVIEW_REPLY_BENCH_SIZE; 100,000 by default. */
export function benchSize(): number {
  const args = process.argv.slice(2)
  const at = args.findIndex((a) => a === '--size' || a.startsWith('--size='))
  const raw =
    at >= 0
      ? args[at]?.includes('=')
        ? args[at]?.split('=')[1]
        : args[at + 1]
      : process.env.REVIEW_REPLY_BENCH_SIZE
  if (!raw) return 100_000
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(raw.replaceAll('_', '').replaceAll(',', ''))
  if (!m) throw new Error(`--size: a number of reviews such as 300000, 300k or 1m (got ${raw})`)
  const unit = { '': 1, k: 1_000, m: 1_000_000 }[(m[2] ?? '').toLowerCase()] ?? 1
  return Math.round(Number(m[1]) * unit)
}
