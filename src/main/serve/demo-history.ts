/**
 * `serve --demo`'s year of Google Play history: a year of older reviews (all answered in the Play
 * Console) and of star ratings without text, written by the Play simulator as monthly reports into
 * a Play Console report bucket the demo app is pointed at, then imported as a real app would.
 * The older reviews have texts of their own: the live demo reviews arrive once, and the inbox's
 * "Needs reply" holds only them.
 */
import { run } from '../core/commands/dispatch'
import type { Core } from '../core/core'
import type { GooglePlaySimulator } from '../simulators/google-play'
import type { SimReviewInput } from '../simulators/google-play/reviews'

const DEMO_BUCKET = 'pubsite_prod_rev_01234567890123456789'
const DAY = 24 * 60 * 60_000
/** What people wrote over the past year (language, stars, text), answered long ago. */
const OLDER_REVIEWS: { language: string; rating: number; text: string }[] = [
  {
    language: 'en_US',
    rating: 5,
    text: 'Handy for shopping lists and quick reminders. Works well.',
  },
  {
    language: 'en_GB',
    rating: 4,
    text: 'Good app overall, folders keep my work and home stuff apart.',
  },
  {
    language: 'en_US',
    rating: 3,
    text: 'I would like bigger text in the editor, hard to read on my tablet.',
  },
  { language: 'en_US', rating: 5, text: 'Love the tags, finding old lists is easy.' },
  { language: 'en_IN', rating: 2, text: 'Takes a while to open on my old phone.' },
  { language: 'es_ES', rating: 5, text: 'Muy útil para organizar mis listas del día.' },
  {
    language: 'de_DE',
    rating: 5,
    text: 'Sehr praktisch, ich nutze es jeden Tag für Einkaufslisten.',
  },
  { language: 'en_US', rating: 3, text: 'Reminders sometimes arrive late in the evening.' },
  { language: 'en_CA', rating: 4, text: 'Nice widget, I check my lists from the home screen.' },
  {
    language: 'fr_FR',
    rating: 5,
    text: 'Parfait pour préparer mes valises, les listes à cocher sont top.',
  },
  { language: 'en_US', rating: 2, text: 'Too many prompts asking me to rate the app.' },
  { language: 'pt_BR', rating: 4, text: 'Gosto muito, só queria mais cores para as etiquetas.' },
]
const DEVICES = ['a52q', 'redfin', 'OnePlus8T', 'beyond1', 'sunfish', 'm21']

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
      const r = OLDER_REVIEWS[n % OLDER_REVIEWS.length]!
      out.push({
        reviewId: `gp:AOqpTOdemohist${String(n).padStart(4, '0')}`,
        text: r.text,
        starRating: r.rating,
        lastModified: at,
        reviewerLanguage: r.language,
        device: DEVICES[n % DEVICES.length]!,
        appVersionCode: 400 + Math.floor((365 - day) / 30),
        reply: {
          text: 'Thank you for the feedback! — The Notes Pro team',
          lastModified: at + DAY / 2,
        },
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
