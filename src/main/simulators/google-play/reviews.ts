/**
 * The simulator's review store: per package, newest-modified first, only written reviews, only
 * the production track, only the last week through `list`.
 */

export const WEEK_MS = 7 * 24 * 60 * 60_000

export interface SimReviewInput {
  reviewId?: string
  authorName?: string
  /** Joined to `text` with a TAB on the wire, as Google does when both exist. */
  title?: string
  /** The review text; '' is a star-only rating, which the API never returns. */
  text: string
  starRating: number
  /** Epoch ms of the reviewer's last change; defaults to the simulator's now. */
  lastModified?: number
  reviewerLanguage?: string
  device?: string
  androidOsVersion?: number
  appVersionCode?: number
  appVersionName?: string
  thumbsUpCount?: number
  thumbsDownCount?: number
  deviceMetadata?: {
    productName?: string
    manufacturer?: string
    deviceClass?: string
    ramMb?: number
  }
  reply?: { text: string; lastModified?: number }
}

/** What a reviewer's edit can change; `text` replaces title and text together. */
export type SimReviewEdit = Partial<
  Pick<
    SimReviewInput,
    'starRating' | 'title' | 'text' | 'lastModified' | 'appVersionCode' | 'appVersionName'
  >
>

export interface SimReview {
  reviewId: string
  authorName?: string
  text: string
  starRating: number
  lastModified: number
  fields: Omit<
    SimReviewInput,
    'reviewId' | 'authorName' | 'title' | 'text' | 'starRating' | 'lastModified' | 'reply'
  >
  reply: { text: string; lastModified: number } | null
}

export type Track = 'production' | 'beta' | 'alpha' | 'internal'

const wireTime = (ms: number) => ({
  seconds: String(Math.floor(ms / 1000)),
  nanos: (ms % 1000) * 1_000_000,
})

/** A review as `reviews.list` / `reviews.get` return it. */
export function toWire(r: SimReview): Record<string, unknown> {
  const user: Record<string, unknown> = {
    text: r.text,
    lastModified: wireTime(r.lastModified),
    starRating: r.starRating,
    ...r.fields,
  }
  const comments: Record<string, unknown>[] = [{ userComment: user }]
  if (r.reply)
    comments.push({
      developerComment: { text: r.reply.text, lastModified: wireTime(r.reply.lastModified) },
    })
  return {
    reviewId: r.reviewId,
    ...(r.authorName === undefined ? {} : { authorName: r.authorName }),
    comments,
  }
}

interface PackageState {
  track: Track
  byId: Map<string, SimReview>
  /** Sorted newest-modified first (ties: id descending); rebuilt when dirty. */
  sorted: SimReview[]
  dirty: boolean
}

const newer = (a: SimReview, b: SimReview): number =>
  b.lastModified - a.lastModified ||
  (a.reviewId < b.reviewId ? 1 : a.reviewId > b.reviewId ? -1 : 0)

export class ReviewStore {
  private packages = new Map<string, PackageState>()
  private counter = 0

  has(pkg: string): boolean {
    return this.packages.has(pkg)
  }

  addPackage(pkg: string, track: Track = 'production'): void {
    const existing = this.packages.get(pkg)
    if (existing) existing.track = track
    else this.packages.set(pkg, { track, byId: new Map(), sorted: [], dirty: false })
  }

  track(pkg: string): Track | null {
    return this.packages.get(pkg)?.track ?? null
  }

  seed(pkg: string, inputs: SimReviewInput[], now: number): SimReview[] {
    if (!this.packages.has(pkg)) this.addPackage(pkg)
    const state = this.packages.get(pkg)!
    const out: SimReview[] = []
    for (const input of inputs) {
      const { reviewId, authorName, title, text, starRating, lastModified, reply, ...fields } =
        input
      const id = reviewId ?? `gp:AOqpTOsim${(++this.counter).toString(36).padStart(7, '0')}`
      const review: SimReview = {
        reviewId: id,
        ...(authorName === undefined ? {} : { authorName }),
        text: title && text ? `${title}\t${text}` : text,
        starRating,
        lastModified: lastModified ?? now,
        fields,
        reply: reply ? { text: reply.text, lastModified: reply.lastModified ?? now } : null,
      }
      state.byId.set(id, review)
      out.push(review)
    }
    state.dirty = true
    return out
  }

  /** Every review and rating of a package, with or without text (what the monthly reports hold). */
  all(pkg: string): SimReview[] {
    return [...(this.packages.get(pkg)?.byId.values() ?? [])]
  }

  get(pkg: string, id: string): SimReview | null {
    const review = this.packages.get(pkg)?.byId.get(id)
    return review && review.text !== '' ? review : null
  }

  /** Written reviews changed in the last week, newest first, after the keyset position. */
  page(
    pkg: string,
    now: number,
    after: { m: number; id: string } | null,
    size: number,
  ): { items: SimReview[]; more: boolean } {
    const state = this.packages.get(pkg)
    if (!state || state.track !== 'production') return { items: [], more: false }
    if (state.dirty) {
      state.sorted = [...state.byId.values()].filter((r) => r.text !== '').sort(newer)
      state.dirty = false
    }
    const cutoff = now - WEEK_MS
    const sorted = state.sorted
    let start = 0
    if (after) {
      // First review strictly after the cursor in (lastModified desc, id desc) order.
      let lo = 0
      let hi = sorted.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        const r = sorted[mid]!
        const afterCursor =
          r.lastModified < after.m || (r.lastModified === after.m && r.reviewId < after.id)
        if (afterCursor) hi = mid
        else lo = mid + 1
      }
      start = lo
    }
    const items: SimReview[] = []
    let i = start
    for (; i < sorted.length && items.length < size; i++) {
      const r = sorted[i]!
      if (r.lastModified <= cutoff) break
      items.push(r)
    }
    const next = sorted[i]
    return { items, more: next !== undefined && next.lastModified > cutoff }
  }

  /**
   * The reviewer edits their review: new rating and/or text, a new `lastModified` (so it moves to
   * the top of the list and back inside the one-week window), everything else kept, including the
   * developer's reply (Google keeps it; the developer may reply again). Null for an unknown review.
   */
  edit(pkg: string, id: string, change: SimReviewEdit, now: number): SimReview | null {
    const state = this.packages.get(pkg)
    const review = state?.byId.get(id)
    if (!state || !review) return null
    const { starRating, title, text, lastModified, ...fields } = change
    if (starRating !== undefined) review.starRating = starRating
    if (text !== undefined) review.text = title && text ? `${title}\t${text}` : text
    // Google reports the app version and device of the latest edit.
    review.fields = { ...review.fields, ...fields }
    review.lastModified = lastModified ?? now
    state.dirty = true
    return review
  }

  setReply(pkg: string, id: string, text: string, now: number): SimReview | null {
    const review = this.get(pkg, id)
    if (!review) return null
    review.reply = { text, lastModified: now }
    return review
  }
}
