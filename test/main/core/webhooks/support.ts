import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { vi } from 'vitest'
import type { Clock } from '../../../../src/main/core/clock'
import type { CoreContext } from '../../../../src/main/core/context'
import { storeListings } from '../../../../src/main/core/db/schema'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import type { TestCore } from '../../../support/core'
import { eq } from 'drizzle-orm'

export interface Delivery {
  /** The request path with its query string. */
  path: string
  headers: IncomingHttpHeaders
  body: string
  /** `webhook-id`, the event id. */
  id: string
  /** Which of the receiver's secrets verified it (index into `secrets`), or -1. */
  verifiedBy: number[]
  /** What the receiver answered (or 'reset' / 'hang'). */
  answer: number | 'reset' | 'hang'
}

export type Answer =
  { status: number; headers?: Record<string, string>; body?: string } | 'reset' | 'hang'

/**
 * A loopback receiver that verifies every request with the npm `standardwebhooks` library (not
 * the app's own signing code). Timestamps are checked against the test's clock, since the
 * dispatcher signs with that clock.
 */
export class Receiver {
  readonly deliveries: Delivery[] = []
  secrets: string[] = []
  answer: (d: Delivery) => Answer = () => ({ status: 200, body: 'ok' })
  private readonly hung: { res: ServerResponse; delivery: Delivery }[] = []
  private onRequest: (() => void) | null = null
  private server!: Server
  url = ''

  constructor(public clock: Clock) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const headers = req.headers
        const delivery: Delivery = {
          path: req.url ?? '',
          headers,
          body,
          id: String(headers['webhook-id'] ?? ''),
          verifiedBy: this.secrets.flatMap((s, i) =>
            verifyAt(s, body, headers, this.clock.now()) ? [i] : [],
          ),
          answer: 200,
        }
        const answer = this.answer(delivery)
        this.deliveries.push(delivery)
        this.onRequest?.()
        if (answer === 'reset') {
          delivery.answer = 'reset'
          req.socket.destroy()
        } else if (answer === 'hang') {
          delivery.answer = 'hang'
          this.hung.push({ res, delivery })
        } else {
          delivery.answer = answer.status
          res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers })
          res.end(answer.body ?? '')
        }
      })
    })
    this.server.keepAliveTimeout = 1000
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`
    return this
  }

  /** Resolves once `count` requests in total have arrived. */
  waitFor(count: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.deliveries.length >= count) {
          this.onRequest = null
          resolve()
        }
      }
      this.onRequest = check
      check()
    })
  }

  /** Answers every request held with 'hang'. */
  releaseHung(status = 200): void {
    for (const { res, delivery } of this.hung.splice(0)) {
      delivery.answer = status
      res.writeHead(status).end('late')
    }
  }

  /** Every distinct webhook-id the receiver answered with a 2xx. */
  acknowledged(): Set<string> {
    return new Set(
      this.deliveries
        .filter((d) => typeof d.answer === 'number' && d.answer < 300)
        .map((d) => d.id),
    )
  }

  async close(): Promise<void> {
    for (const { res } of this.hung.splice(0)) res.destroy()
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}

/** `standardwebhooks` checks the timestamp against `Date.now()`; pin it to the simulated time. */
export function verifyAt(
  secret: string,
  body: string,
  headers: IncomingHttpHeaders,
  now: number,
): boolean {
  const spy = vi.spyOn(Date, 'now').mockReturnValue(now)
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>)
    return true
  } catch {
    return false
  } finally {
    spy.mockRestore()
  }
}

/** Adds an app with a Google Play listing and returns a function that ingests new reviews (each emits `review.created`). */
export async function reviewSource(
  t: TestCore,
  name = 'Notes',
): Promise<{ appId: string; add(rating?: number, body?: string, author?: string): string }> {
  const app = await t.run('apps.add', {
    workspaceId: t.workspaceId,
    name,
    googlePlayPackage: `com.example.${name.toLowerCase()}`,
  })
  const listing = t.core.db
    .select()
    .from(storeListings)
    .where(eq(storeListings.appId, app.id))
    .get()
  if (!listing) throw new Error('no listing')
  let n = 0
  return {
    appId: app.id,
    add(rating = 2, body = 'Crashes when I open a note.', author = 'Sam') {
      n++
      const now = t.clock.now()
      const result = ingestReviews(t.core, listing, [
        {
          storeReviewId: `gp-${name}-${n}`,
          rating,
          title: null,
          body,
          author,
          language: 'en',
          territory: 'GB',
          appVersion: '3.1.0',
          createdAt: now,
          updatedAt: now,
          storeReply: null,
        },
      ])
      const id = result.createdIds[0]
      if (!id) throw new Error('review not created')
      return id
    },
  }
}

/** Event ids of the outbox, oldest first. */
export function outboxIds(ctx: CoreContext): string[] {
  return ctx.db.$client
    .prepare('select id from outbox_events order by created_at, id')
    .all()
    .map((r) => (r as { id: string }).id)
}
