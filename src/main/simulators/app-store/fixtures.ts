import type { SeedReview } from './data'

const TITLES = [
  'Love it',
  'Crashes on launch',
  'Great update',
  'Too many ads',
  'Does the job',
  'Sync is broken',
  'Five stars',
]
const BODIES = [
  'I use this every day and it just works. The new widget is lovely.',
  'Since the last update the app closes as soon as I open it. Please fix.',
  'Nice design, but I wish there was a dark mode for the editor.',
  'Lost all my notes after syncing with my iPad. Very frustrating.',
  'Simple and fast. Exactly what I was looking for.',
  'Please add an export to PDF option, then it would be perfect.',
]
const NICKNAMES = ['sunny_day', 'Marta K.', 'dev4life', 'notes-fan', 'J. Ortega', 'kiwi22']
const TERRITORIES = ['USA', 'GBR', 'DEU', 'FRA', 'CAN', 'AUS', 'JPN', 'ESP']

/**
 * Deterministic fake reviews, newest first from `newestAt`, one every `spacingMs`. Used by the
 * bench and the demo; no randomness, so runs are comparable.
 * @internal Exported for tests.
 */
export function generateReviews(
  count: number,
  options: { newestAt: number; spacingMs?: number; idPrefix?: string; withResponsesEvery?: number },
): SeedReview[] {
  const spacing = options.spacingMs ?? 60_000
  const out: SeedReview[] = []
  for (let i = 0; i < count; i++) {
    const pick = <T>(list: readonly T[], salt: number): T => list[(i * 7 + salt) % list.length] as T
    const rating = ((i * 13) % 5) + 1
    const review: SeedReview = {
      ...(options.idPrefix ? { id: `${options.idPrefix}${String(i).padStart(8, '0')}` } : {}),
      rating,
      title: pick(TITLES, 1),
      body: pick(BODIES, 3),
      reviewerNickname: pick(NICKNAMES, 5),
      createdDate: options.newestAt - i * spacing,
      territory: pick(TERRITORIES, 2),
    }
    if (options.withResponsesEvery && i % options.withResponsesEvery === 0) {
      review.response = {
        body: 'Thanks for taking the time to write this. We are on it.',
        state: 'PUBLISHED',
      }
    }
    out.push(review)
  }
  return out
}
