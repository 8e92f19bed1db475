export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const hi = sorted[mid] ?? 0
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? 0) + hi) / 2
}

export const round = (value: number, digits: number): number =>
  Math.round(value * 10 ** digits) / 10 ** digits

const names = new Intl.DisplayNames('en', { type: 'language' })

export function languageName(language: string | null): string {
  if (!language) return 'Unknown'
  try {
    return names.of(language) ?? language
  } catch {
    return language
  }
}
