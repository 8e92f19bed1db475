/**
 * Built-in drafter throughput: drafts per second over reviews in every covered language, with
 * the store's language field given (Google Play) and without it (App Store: detection).
 */
import { draftBuiltin } from '../src/main/core/drafting/builtin/draft'
import { fitToLimit } from '../src/main/core/drafting/text/fit'
import { DEFAULT_VOICE } from '../src/main/core/drafting/voice/defaults'
import { REVIEWS } from '../test/main/core/drafting/fixtures'

const voice = {
  ...DEFAULT_VOICE,
  brandName: 'Acme Notes',
  supportContact: 'help@acme.example',
  signOff: 'Sam from Acme',
  neverSay: ['cheap', 'guarantee', 'unfortunately'],
  length: 'medium' as const,
}

function run(label: string, withLanguage: boolean, seconds: number): void {
  const entries = Object.entries(REVIEWS)
  let drafts = 0
  let chars = 0
  const started = performance.now()
  const until = started + seconds * 1000
  while (performance.now() < until) {
    for (const [code, texts] of entries) {
      for (const rating of [1, 3, 5]) {
        const d = draftBuiltin({
          review: { id: `r${drafts}`, rating, body: rating < 3 ? texts.low : texts.high, language: withLanguage ? code : null, author: 'Maria Lopez' },
          voice,
          store: withLanguage ? 'google_play' : 'app_store',
          limit: withLanguage ? 350 : 5970,
          variant: drafts % 4,
        })
        chars += d.body.length
        drafts++
      }
    }
  }
  const elapsed = (performance.now() - started) / 1000
  console.log(`${label}: ${Math.round(drafts / elapsed).toLocaleString('en-US')} drafts/s (${drafts.toLocaleString('en-US')} drafts, ${entries.length} languages, avg ${Math.round(chars / drafts)} chars)`)
}

export default async function (): Promise<void> {
  run('warm-up', true, 0.5)
  run('built-in, store language given (Google Play)', true, 3)
  run('built-in, language detected (App Store)', false, 3)

  const long = 'This is a sentence with an emoji 👩‍👩‍👧‍👦 and a flag 🇺🇦. '.repeat(40)
  let n = 0
  const started = performance.now()
  while (performance.now() - started < 1000) {
    fitToLimit(long, 350)
    n++
  }
  console.log(`fitToLimit (2,000 chars → 350): ${Math.round(n / ((performance.now() - started) / 1000)).toLocaleString('en-US')} fits/s`)
}
