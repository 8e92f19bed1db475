/**
 * `serve --demo`: a workspace wired to the built-in App Store and Google Play simulators (the
 * same ones the tests use), seeded with a realistic week of reviews, so a new user can try the
 * whole flow — connect, sync, draft, approve, publish — without store credentials.
 */
import { startAppStoreSimulator } from '../simulators/app-store'
import { startGooglePlaySimulator, type GooglePlaySimulator } from '../simulators/google-play'
import { startDemoTracker } from './demo-tracker'
import { run } from '../core/commands/dispatch'
import type { Core } from '../core/core'
import { seedDemoHistory } from './demo-history'
import { DEMO_REVIEWS, LIVE_DEMO_REVIEWS, type DemoReview } from './demo-reviews'

const GOOGLE_PLAY_PACKAGE = 'com.demo.notes'
const APP_STORE_ID = '1234567890'
const HOUR = 60 * 60_000
const NEW_REVIEW_EVERY_MS = 2 * 60_000
/** Real App Store responses can take 24 h to go live; the demo shows the transition in 2 minutes. */
const DEMO_PUBLISH_DELAY_MS = 2 * 60_000

/** Android devices for demo reviews written on an Apple device: Google Play never names one. */
const ANDROID_STAND_INS = ['Pixel 8', 'Galaxy S23', 'OnePlus 12'] as const

/** @internal Exported for tests. */
export function androidDevice(device: string, index: number): string {
  return /^(iphone|ipad|ipod|mac)/i.test(device)
    ? (ANDROID_STAND_INS[index % ANDROID_STAND_INS.length] ?? 'Pixel 8')
    : device
}

function toGooglePlay(r: DemoReview, at: number, index = 0) {
  const device = androidDevice(r.device, index)
  return {
    authorName: r.author,
    ...(r.title ? { title: r.title } : {}),
    text: r.body,
    starRating: r.rating,
    lastModified: at,
    reviewerLanguage: r.language.replace('-', '_'),
    device: device.toLowerCase().replace(/\s+/g, ''),
    androidOsVersion: 34,
    appVersionCode: 412,
    appVersionName: '4.1.2',
    thumbsUpCount: r.rating <= 2 ? 3 : 0,
    deviceMetadata: { productName: device },
  }
}

/**
 * A Google Play review answered three days ago, which its author edits from 2★ to 5★ once Review
 * Reply has read it: the review pane shows its rating history. Edited after the first list call
 * that returned it, so the first version is stored first.
 */
const EDITED_REVIEW_ID = 'gp:demo-edited-after-reply'
const WATCH_EVERY_MS = 1_000

function seedEditedReview(googlePlay: GooglePlaySimulator, now: number): () => void {
  googlePlay.seed(GOOGLE_PLAY_PACKAGE, [
    {
      reviewId: EDITED_REVIEW_ID,
      authorName: 'Olivia Brandt',
      title: 'Widget stopped updating',
      text: 'The home screen widget has not updated since the last version. Please fix it.',
      starRating: 2,
      lastModified: now - 4 * 24 * HOUR,
      reviewerLanguage: 'en_GB',
      device: 'pixel8',
      androidOsVersion: 34,
      appVersionCode: 411,
      appVersionName: '4.1.1',
      deviceMetadata: { productName: 'Pixel 8' },
      reply: {
        text: 'Sorry about that, Olivia! Version 4.1.2 fixes the widget; it is rolling out now.',
        lastModified: now - 3 * 24 * HOUR,
      },
    },
  ])
  const watch = setInterval(() => {
    const listed = googlePlay.calls.some(
      (c) => c.endpoint === 'list' && c.status === 200 && c.packageName === GOOGLE_PLAY_PACKAGE,
    )
    if (!listed) return
    clearInterval(watch)
    googlePlay.editReview(GOOGLE_PLAY_PACKAGE, EDITED_REVIEW_ID, {
      starRating: 5,
      title: 'Fixed, thank you',
      text: 'The update fixed the widget, and the team answered within a day. Five stars.',
      appVersionCode: 412,
      appVersionName: '4.1.2',
    })
  }, WATCH_EVERY_MS)
  watch.unref()
  return () => clearInterval(watch)
}

function toAppStore(r: DemoReview, at: number) {
  return {
    rating: r.rating,
    title: r.title,
    body: r.body,
    reviewerNickname: r.author,
    createdDate: at,
    territory: r.territory,
  }
}

/** What Apple's own summary of Notes Pro's reviews says (shown beside the local topics). */
const DEMO_APPLE_SUMMARY = (now: number) => ({
  text: 'Users like the clean design, quick note-taking and reliable search. Some mention slow sync between devices, battery drain and occasional crashes after updates, and several ask for a dark mode for the widget.',
  locale: 'en-US',
  territory: 'USA',
  createdDate: now - 3 * 24 * HOUR,
})

export async function startDemo(
  core: Core,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  // Keep only recent calls in memory: the demo may run for days.
  const googlePlay = await startGooglePlaySimulator({ maxRecordedCalls: 1000 })
  const appStore = await startAppStoreSimulator({ publishDelayMs: DEMO_PUBLISH_DELAY_MS })
  core.endpoints = {
    appStoreApiUrl: appStore.url,
    googlePlayApiUrl: googlePlay.url,
    googleTokenUrl: googlePlay.tokenUrl,
    googleCloudStorageUrl: googlePlay.storageUrl,
  }

  const now = Date.now()
  // Spread over the last six days (inside Google Play's one-week window), newest first.
  DEMO_REVIEWS.forEach((r, i) => {
    const at = now - (i + 1) * 5 * HOUR
    if (i % 3 === 2) appStore.seed(APP_STORE_ID, [toAppStore(r, at)], 'Notes Pro')
    else googlePlay.seed(GOOGLE_PLAY_PACKAGE, [toGooglePlay(r, at, i)])
  })
  appStore.setSummaries(APP_STORE_ID, [DEMO_APPLE_SUMMARY(now)], 'Notes Pro')
  const stopWatching = seedEditedReview(googlePlay, now)

  const owner = { userId: core.ownerUserId }
  const workspaces = await run(core, owner, 'workspaces.list', {})
  let workspace = workspaces.find((w) => w.name === 'Demo workspace')
  if (!workspace) {
    const first = workspaces[0]
    const firstIsEmpty =
      first !== undefined &&
      (await run(core, owner, 'apps.list', { workspaceId: first.id })).length === 0
    workspace =
      firstIsEmpty && first
        ? await run(core, owner, 'workspaces.rename', {
            workspaceId: first.id,
            name: 'Demo workspace',
          })
        : await run(core, owner, 'workspaces.create', { name: 'Demo workspace' })
  }
  const workspaceId = workspace.id
  const apps = await run(core, owner, 'apps.list', { workspaceId })
  if (!apps.some((a) => a.name === 'Notes Pro')) {
    await run(core, owner, 'apps.add', {
      workspaceId,
      name: 'Notes Pro',
      publisher: 'Demo Apps Ltd',
      appStoreId: APP_STORE_ID,
      googlePlayPackage: GOOGLE_PLAY_PACKAGE,
    })
  }
  await run(core, owner, 'voice.set', {
    workspaceId,
    settings: {
      brandName: 'Notes Pro',
      tone: 'warm',
      supportContact: 'support@notes-pro.example',
      signOff: 'The Notes Pro team',
      language: 'en',
    },
  })
  // A fresh simulator each run, so (re)connect both stores with its keys.
  await run(core, owner, 'googlePlay.connect', {
    workspaceId,
    serviceAccountJson: JSON.stringify(googlePlay.serviceAccount),
  })
  const key = appStore.keys.create({ role: 'CUSTOMER_SUPPORT' })
  await run(core, owner, 'appStore.connect', {
    workspaceId,
    ...(key.issuerId ? { issuerId: key.issuerId } : {}),
    keyId: key.keyId,
    privateKeyPem: key.privateKeyPem,
    individual: key.individual,
  })
  const arriveNext = liveArrivals(
    (r, at) => appStore.seed(APP_STORE_ID, [toAppStore(r, at)], 'Notes Pro'),
    (r, at, i) => googlePlay.seed(GOOGLE_PLAY_PACKAGE, [toGooglePlay(r, at, i)]),
  )
  log(
    `Demo: workspace "${workspace.name}" with Notes Pro on simulated App Store (${appStore.url}) and Google Play (${googlePlay.url}).`,
  )
  const app = (await run(core, owner, 'apps.list', { workspaceId })).find((a) => a.name === 'Notes Pro')
  // A year of Google Play history from the monthly reports, read from the simulated bucket.
  if (app)
    await seedDemoHistory(core, googlePlay, workspaceId, app.id, GOOGLE_PLAY_PACKAGE, log).catch((error: unknown) =>
      log(`Demo: the Google Play history could not be imported: ${error instanceof Error ? error.message : String(error)}`),
    )

  const stopTracker = await startDemoTracker(core, workspaceId, log).catch((error: unknown) => {
    log(`Demo: no simulated issue tracker: ${error instanceof Error ? error.message : String(error)}`)
    return async () => {}
  })

  const timer = setInterval(() => {
    if (!arriveNext(Date.now())) clearInterval(timer)
  }, NEW_REVIEW_EVERY_MS)
  timer.unref()

  return async () => {
    clearInterval(timer)
    stopWatching()
    await Promise.all([googlePlay.close(), appStore.close(), stopTracker()])
  }
}

/**
 * The demo's "new review" every two minutes: each live review arrives once, in one store, as a
 * store would send it; after the last one nothing more comes. Returns false when none is left.
 * @internal Exported for tests.
 */
export function liveArrivals(
  toAppStore: (r: DemoReview, at: number) => void,
  toGooglePlay: (r: DemoReview, at: number, index: number) => void,
  reviews: readonly DemoReview[] = LIVE_DEMO_REVIEWS,
): (at: number) => boolean {
  let next = 0
  return (at) => {
    const r = reviews[next]
    if (!r) return false
    if (next % 2 === 1) toAppStore(r, at)
    else toGooglePlay(r, at, next)
    next++
    return next < reviews.length
  }
}
