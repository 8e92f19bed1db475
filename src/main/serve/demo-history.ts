/**
 * `serve --demo`'s year of Google Play history: a year of older reviews (mostly answered) and of
 * star ratings without text, written by the Play simulator as monthly reports into a Play Console
 * report bucket the demo app is pointed at, then imported as a real app would.
 */
import { run } from '../core/commands/dispatch'
import type { Core } from '../core/core'
import type { GooglePlaySimulator } from '../simulators/google-play'
import type { SimReviewInput } from '../simulators/google-play/reviews'
import { DEMO_REVIEWS } from './demo-reviews'

const DEMO_BUCKET = 'pubsite_prod_rev_01234567890123456789'
const DAY = 24 * 60 * 60_000
/** Ratings lean positive, as real apps' do. */
const STARS = [5, 5, 5, 4, 4, 5, 3, 1, 4, 2]

/** Reviews and ratings of the 12 months before the API's one-week window. */
function yearOfHistory(now: number): SimReviewInput[] {
  const out: SimReviewInput[] = []
  let n = 0
  for (let day = 8; day < 365; day++) {
    const at = now - day * DAY - (day % 7) * 3_600_000
    // About one written review every other day, and four ratings without text a day.
    if (day % 2 === 0) {
      const r = DEMO_REVIEWS[n % DEMO_REVIEWS.length]!
      out.push({
        reviewId: `gp:AOqpTOdemohist${String(n).padStart(4, '0')}`,
        ...(r.title ? { title: r.title } : {}),
        text: r.body,
        starRating: r.rating,
        lastModified: at,
        reviewerLanguage: r.language.replace('-', '_'),
        device: r.device.toLowerCase().replace(/\s+/g, ''),
        appVersionCode: 400 + Math.floor((365 - day) / 30),
        // Most of the past was answered in the Play Console.
        ...(n % 5 !== 4
          ? {
              reply: {
                text: 'Thank you for the feedback! — The Notes Pro team',
                lastModified: at + DAY / 2,
              },
            }
          : {}),
      })
      n++
    }
    for (let k = 0; k < 4; k++)
      out.push({
        reviewId: `gp:demorating${day}-${k}`,
        text: '',
        starRating: STARS[(day + k) % STARS.length]!,
        lastModified: at + k * 60_000,
        device: 'a52q',
        appVersionCode: 400 + Math.floor((365 - day) / 30),
      })
  }
  return out
}

/** Seeds the history, publishes the monthly reports, and imports them into the demo app. */
export async function seedDemoHistory(
  core: Core,
  googlePlay: GooglePlaySimulator,
  workspaceId: string,
  appId: string,
  packageName: string,
  log: (line: string) => void,
): Promise<void> {
  googlePlay.seed(packageName, yearOfHistory(Date.now()))
  googlePlay.storage.publishReports(DEMO_BUCKET, packageName, googlePlay.allReviews(packageName))
  googlePlay.storage.grant(DEMO_BUCKET, googlePlay.serviceAccount.client_email)
  const owner = { userId: core.ownerUserId }
  await run(core, owner, 'history.setBucket', { workspaceId, appId, bucket: DEMO_BUCKET })
  const result = await run(core, owner, 'history.importCloud', { workspaceId, appId })
  const imported = result.months.filter((m) => m.result)
  const ratings = imported.reduce((a, m) => a + (m.result?.ratingsAdded ?? 0), 0)
  const written = imported.reduce((a, m) => a + (m.result?.reviewsAdded ?? 0), 0)
  log(
    `Demo: imported ${imported.length} monthly Google Play reports from gs://${DEMO_BUCKET} (${written} older reviews, ${ratings} ratings without text).`,
  )
}
