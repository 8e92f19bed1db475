/**
 * A realistic 100,000-review workspace for the inbox bench: several apps on both stores, a year
 * of history, every star rating, replies in every state, a dozen languages and varied text, so
 * search and filters meet the same selectivity they would in a busy publisher's inbox.
 */
import type { Core } from '../../src/main/core/core'

const DAY = 86_400_000

const SENTENCES: Record<string, string[]> = {
  en: [
    'The app crashes every time I open the camera.',
    'Love the new design, very clean and fast.',
    'Login does not work after the last update.',
    'Sync between my phone and tablet is slow.',
    'Please add a dark mode, my eyes hurt at night.',
    'Too expensive for what it offers, the subscription should be cheaper.',
    'Notifications arrive hours late or never.',
    'Customer support answered quickly and fixed my problem.',
    'Battery drain is terrible since version 4.',
    'Best note taking app I have used in years.',
    'Ads everywhere, I cannot use it anymore.',
    'Widgets would make this perfect.',
    'It freezes when I scroll through long lists.',
    'Export to PDF lost all my formatting.',
    'Simple, reliable and does exactly what I need.',
  ],
  de: [
    'Die App stürzt beim Start ab.',
    'Tolles Design und sehr schnell.',
    'Anmeldung funktioniert nicht mehr seit dem Update.',
    'Zu teuer für den Funktionsumfang.',
    'Synchronisierung dauert ewig.',
  ],
  fr: [
    "L'application plante à chaque ouverture.",
    'Très pratique, je recommande.',
    'Impossible de me connecter depuis la mise à jour.',
    'Les notifications ne fonctionnent pas.',
    'Trop cher pour ce que ça fait.',
  ],
  es: [
    'La aplicación se cierra sola.',
    'Excelente aplicación, muy útil.',
    'No puedo iniciar sesión.',
    'Demasiados anuncios.',
  ],
  pt: ['O aplicativo trava muito.', 'Muito bom, recomendo.', 'Não consigo fazer login.'],
  it: ["L'app si blocca spesso.", 'Ottima applicazione.', 'Non riesco ad accedere.'],
  ja: ['アプリがすぐに落ちます。', 'とても使いやすいです。', 'ログインできません。'],
  ko: ['앱이 자꾸 꺼져요.', '정말 좋아요.', '로그인이 안 됩니다.'],
  zh: ['这个应用经常崩溃。', '非常好用。', '无法登录。'],
  ru: ['Приложение постоянно вылетает.', 'Отличное приложение.', 'Не могу войти в аккаунт.'],
  tr: ['Uygulama sürekli çöküyor.', 'Harika bir uygulama.'],
  nl: ['De app crasht steeds.', 'Geweldige app.'],
}
const LANGUAGE_WEIGHTS: [string, number][] = [
  ['en', 55],
  ['de', 8],
  ['fr', 7],
  ['es', 7],
  ['pt', 5],
  ['it', 3],
  ['ja', 4],
  ['ko', 2],
  ['zh', 3],
  ['ru', 3],
  ['tr', 1],
  ['nl', 1],
]
const TITLES = [
  'Crash',
  'Great',
  'Login problem',
  'Slow',
  'Dark mode please',
  'Expensive',
  null,
  null,
  null,
]
const REPLY_STATES: [string | null, number][] = [
  [null, 55],
  ['draft', 15],
  ['approved', 2],
  ['pending_publish', 2],
  ['published', 22],
  ['failed', 1],
  ['dismissed', 3],
]

/** A small deterministic PRNG so every run measures the same data. */
function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function weighted<T>(random: () => number, items: [T, number][]): T {
  const total = items.reduce((a, [, w]) => a + w, 0)
  let r = random() * total
  for (const [item, w] of items) {
    r -= w
    if (r < 0) return item
  }
  return (items[items.length - 1] as [T, number])[0]
}

export interface SeededWorkspace {
  workspaceId: string
  appIds: string[]
  reviews: number
  seconds: number
  /** The longest write transaction: what another writer would wait at most meanwhile. */
  longestWriteMs: number
  /** The 99th percentile of the write transactions, and how many there were. */
  p99WriteMs: number
  writes: number
  /** The longest passive checkpoint between transactions (no writer waits for it). */
  longestCheckpointMs: number
}

export function seedInbox(core: Core, workspaceId: string, total = 100_000): SeededWorkspace {
  const started = performance.now()
  const random = mulberry32(42)
  const sqlite = core.db.$client
  const now = core.clock.now()
  const appNames = ['Notes Pro', 'Calendar+', 'Photo Lab', 'Budget Buddy', 'Run Tracker']
  const appIds: string[] = []
  const listings: { id: string; appId: string; store: 'app_store' | 'google_play' }[] = []
  const insertApp = sqlite.prepare(
    'INSERT INTO apps (id, workspace_id, name, publisher, settings, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const insertListing = sqlite.prepare(
    'INSERT INTO store_listings (id, workspace_id, app_id, store, store_app_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  sqlite.transaction(() => {
    appNames.forEach((name, i) => {
      const appId = core.ids.next('app')
      appIds.push(appId)
      insertApp.run(
        appId,
        workspaceId,
        name,
        'Bench Apps Ltd',
        '{}',
        now - 400 * DAY,
        now - 400 * DAY,
      )
      for (const store of ['app_store', 'google_play'] as const) {
        const id = core.ids.next('lst')
        insertListing.run(
          id,
          workspaceId,
          appId,
          store,
          store === 'app_store' ? String(1_000_000_000 + i) : `com.bench.app${i}`,
          now,
        )
        listings.push({ id, appId, store })
      }
    })
  })()

  const insertReview = sqlite.prepare(
    `INSERT INTO reviews (id, workspace_id, app_id, listing_id, store, store_review_id, rating, title, body, author, language,
       territory, app_version, device, created_at, updated_at, edited, first_seen_at, read_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertReply = sqlite.prepare(
    `INSERT INTO replies (id, workspace_id, review_id, status, body, source, drafter, created_at, updated_at, published_at)
     VALUES (?, ?, ?, ?, ?, 'drafted', 'builtin', ?, ?, ?)`,
  )
  // Write transactions are bounded by rows and by measured time: each takes reviews until its
  // share of SLICE_MS is spent (the rest is left for its commit, as long as the last commit
  // took) or SLICE_ROWS are written, so another writer — a person approving a reply — waits
  // about SLICE_MS at most; the longest is reported. The reviews come in date order, oldest
  // first, as a Play report import brings them month by month: each insert then lands at the end
  // of the date-ordered indexes, so a short transaction dirties a few tail pages instead of a
  // page per review in each of them (random dates made 500-review transactions 1.9x slower than
  // 5,000). The WAL is copied into the database between transactions (a passive checkpoint,
  // which holds no lock a writer waits for) instead of inside the commit that crosses SQLite's
  // 1,000-page mark: that commit took up to 180 ms.
  const SLICE_MS = Number(process.env.REVIEW_REPLY_BENCH_SEED_SLICE_MS ?? 50)
  const SLICE_ROWS = 5_000
  const CHECKPOINT_EVERY_MS = 1_000
  sqlite.pragma('wal_autocheckpoint = 0')
  let longest = 0
  const writes: number[] = []
  let longestCheckpoint = 0
  let lastCommit = 0
  let sinceCheckpoint = 0
  let i = 0
  while (i < total) {
    const sliceStarted = performance.now()
    const budget = Math.max(SLICE_MS / 4, SLICE_MS - lastCommit)
    const sliceEnd = i + SLICE_ROWS
    let wrote = 0
    sqlite.transaction(() => {
      // A reply is written before its review; foreign keys are checked at commit.
      sqlite.pragma('defer_foreign_keys = ON')
      do {
        const listing = listings[Math.floor(random() * listings.length)] ?? listings[0]
        if (!listing) throw new Error('no listing')
        const language = weighted(random, LANGUAGE_WEIGHTS)
        const sentences = SENTENCES[language] ?? SENTENCES.en ?? []
        const count = 1 + Math.floor(random() * 3)
        const body = Array.from(
          { length: count },
          () => sentences[Math.floor(random() * sentences.length)],
        ).join(' ')
        const rating = weighted(random, [
          [1, 18],
          [2, 8],
          [3, 10],
          [4, 18],
          [5, 46],
        ])
        // Skewed towards recent (a busy app gets more reviews lately): the dates follow the
        // same curve as random draws would, walked from the oldest to the newest.
        const age = Math.floor(365 * DAY * (1 - (i + 0.5) / total) ** 1.6)
        const createdAt = now - age
        const id = core.ids.next('rev')
        const unread = age < 7 * DAY ? random() < 0.7 : random() < 0.05
        const review = [
          id,
          workspaceId,
          listing.appId,
          listing.id,
          listing.store,
          `sr-${i}`,
          rating,
          TITLES[Math.floor(random() * TITLES.length)] ?? null,
          body,
          `User ${Math.floor(random() * 50_000)}`,
          listing.store === 'google_play' || random() < 0.5
            ? language === 'en'
              ? 'en-US'
              : language
            : null,
          'US',
          `4.${Math.floor(random() * 10)}`,
          listing.store === 'google_play' ? 'Pixel 8' : null,
          createdAt,
          createdAt,
          0,
          createdAt,
          unread ? null : createdAt + DAY,
        ] as const
        const state = weighted(random, REPLY_STATES)
        if (state) {
          const published =
            state === 'published' ? createdAt + Math.floor(random() * 3 * DAY) : null
          // The reply first (its review follows in this transaction): the review's trigger then
          // writes its inbox entry with the reply's status once, instead of writing it and then
          // rewriting it in every inbox index when the reply arrives.
          insertReply.run(
            core.ids.next('rpl'),
            workspaceId,
            id,
            state,
            'Thank you for your review!',
            createdAt,
            createdAt,
            published,
          )
        }
        insertReview.run(...review)
        i++
      } while (i < total && i < sliceEnd && performance.now() - sliceStarted < budget)
      wrote = performance.now() - sliceStarted
    })()
    const ms = performance.now() - sliceStarted
    lastCommit = ms - wrote
    longest = Math.max(longest, ms)
    writes.push(ms)
    sinceCheckpoint += ms
    if (sinceCheckpoint >= CHECKPOINT_EVERY_MS || i >= total) {
      const started = performance.now()
      sqlite.pragma('wal_checkpoint(PASSIVE)')
      longestCheckpoint = Math.max(longestCheckpoint, performance.now() - started)
      sinceCheckpoint = 0
    }
  }
  sqlite.pragma('wal_autocheckpoint = 1000')
  return {
    workspaceId,
    appIds,
    reviews: total,
    seconds: (performance.now() - started) / 1000,
    longestWriteMs: longest,
    p99WriteMs: writes.sort((a, b) => a - b)[Math.floor(writes.length * 0.99)] ?? 0,
    writes: writes.length,
    longestCheckpointMs: longestCheckpoint,
  }
}
