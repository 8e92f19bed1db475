/**
 * The simulator's `GET /v1/apps/{id}/customerReviewSummarizations`: Apple's AI-written summary of
 * an app's reviews, one per territory and platform. As on the real API, `filter[platform]` is
 * required, the territory relationship carries its id only with `include=territory`, and unknown
 * parameters are refused.
 */
import { randomUUID } from 'node:crypto'
import { appleDate } from './data'

const PLATFORMS = ['IOS', 'MAC_OS', 'TV_OS', 'VISION_OS'] as const
type Platform = (typeof PLATFORMS)[number]

export interface SeedSummary {
  text: string
  locale?: string
  territory?: string
  platform?: Platform
  /** ISO string (served verbatim) or epoch ms. */
  createdDate: string | number
}

const KNOWN = new Set([
  'filter[platform]',
  'filter[territory]',
  'include',
  'limit',
  'fields[customerReviewSummarizations]',
  'fields[territories]',
])

interface ParamProblem {
  parameter: string
  detail: string
}

export class SimSummaries {
  private readonly byApp = new Map<string, (SeedSummary & { id: string })[]>()

  set(appId: string, summaries: SeedSummary[]): void {
    this.byApp.set(
      appId,
      summaries.map((s) => ({ ...s, id: randomUUID() })),
    )
  }

  /** The response body for one app, or the parameter problem the real API would report. */
  list(
    appId: string,
    query: URLSearchParams,
    base: string,
  ): { body: unknown } | { problem: ParamProblem } {
    for (const name of query.keys()) {
      if (!KNOWN.has(name))
        return { problem: { parameter: name, detail: `'${name}' is not a valid parameter` } }
    }
    const platforms = query.get('filter[platform]')
    if (platforms === null)
      return {
        problem: { parameter: 'filter[platform]', detail: "'filter[platform]' is required" },
      }
    const wanted = platforms.split(',')
    if (!wanted.every((p) => (PLATFORMS as readonly string[]).includes(p)))
      return {
        problem: {
          parameter: 'filter[platform]',
          detail: `'${platforms}' is not a valid platform; use ${PLATFORMS.join(', ')}`,
        },
      }
    const include = query.get('include')
    if (include !== null && include !== 'territory')
      return { problem: { parameter: 'include', detail: `'${include}' can not be included` } }
    const limitParam = query.get('limit')
    const limit = limitParam === null ? 50 : Number(limitParam)
    if (!Number.isInteger(limit) || limit < 1 || limit > 200)
      return { problem: { parameter: 'limit', detail: 'limit must be an integer from 1 to 200' } }
    const territories = query.get('filter[territory]')?.split(',') ?? null
    const list = (this.byApp.get(appId) ?? []).filter(
      (s) =>
        wanted.includes(s.platform ?? 'IOS') &&
        (territories === null || territories.includes(s.territory ?? 'USA')),
    )
    return {
      body: {
        data: list.slice(0, limit).map((s) => ({
          type: 'customerReviewSummarizations',
          id: s.id,
          attributes: {
            createdDate:
              typeof s.createdDate === 'number' ? appleDate(s.createdDate) : s.createdDate,
            locale: s.locale ?? 'en-US',
            platform: s.platform ?? 'IOS',
            text: s.text,
          },
          relationships: {
            territory:
              include === 'territory'
                ? { data: { type: 'territories', id: s.territory ?? 'USA' } }
                : { meta: {} },
          },
        })),
        ...(include === 'territory'
          ? {
              included: [...new Set(list.map((s) => s.territory ?? 'USA'))].map((id) => ({
                type: 'territories',
                id,
              })),
            }
          : {}),
        links: { self: `${base}/v1/apps/${appId}/customerReviewSummarizations?${query}` },
        meta: { paging: { total: list.length, limit } },
      },
    }
  }
}
