import { z } from 'zod'
import {
  INBOX_SORTS,
  INBOX_VIEWS,
  type InboxCountsDto,
  type InboxPageDto,
  type InboxTotalDto,
  type MarkReadResultDto,
} from '../dto/inbox'
import { REPLY_STATUSES, type ReviewDetailDto } from '../dto/replies'
import { command, id, inWorkspace } from './define'
import { REVIEW_TOPICS } from '../topics'

const REPLY_FILTER = ['none', ...REPLY_STATUSES] as const

const epochMs = z.number().int().min(0).max(8_640_000_000_000_000)

/** What narrows the inbox. Every field combines with the others (AND); lists are OR within. */
const inboxFilterShape = {
  view: z.enum(INBOX_VIEWS).optional(),
  appId: id('app').optional(),
  store: z.enum(['app_store', 'google_play']).optional(),
  stars: z.array(z.number().int().min(1).max(5)).max(5).optional(),
  replyStatus: z.array(z.enum(REPLY_FILTER)).max(REPLY_FILTER.length).optional(),
  /** A primary language subtag (`en`, `pt`), or `unknown` for reviews without a language. */
  language: z
    .string()
    .trim()
    .regex(/^([a-zA-Z]{2,8}|unknown)$/, 'a language code such as en or pt')
    .optional(),
  /** Written at or after (epoch ms). */
  since: epochMs.optional(),
  /** Written before (epoch ms). */
  until: epochMs.optional(),
  /** Full-text search in title, body and author: words, "quoted phrases", a trailing prefix. */
  q: z.string().max(200, 'a search is at most 200 characters').optional(),
  unread: z.boolean().optional(),
  /** Reviews tagged with this topic (detected or by hand). */
  topic: z.enum(REVIEW_TOPICS).optional(),
}

export const inboxFilter = z.object(inboxFilterShape).strict()

const reviewIds = z.array(id('rev')).min(1).max(500)

export const inboxCommands = {
  /** One review with its reply or draft, history, topics, notes and assignee. */
  'reviews.get': command<ReviewDetailDto>()('viewer', inWorkspace({ reviewId: id('rev') })),
  'reviews.list': command<InboxPageDto>()(
    'viewer',
    inWorkspace({
      ...inboxFilterShape,
      /** Refresh just these rows (e.g. the ones on screen after a change), in list order. */
      ids: z.array(id('rev')).min(1).max(200).optional(),
      /** The list's order; a cursor only continues the order it was made for. */
      sort: z.enum(INBOX_SORTS).default('newest'),
      cursor: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(200).default(50),
      /**
       * Leave `total` null when counting would take longer than a sum over the running counts
       * (a topic, a date range, most searches): the list never waits for it, and `reviews.total`
       * answers it in a call of its own.
       */
      deferTotal: z.boolean().default(false),
    }),
  ),
  /** How many reviews match a filter: the total `reviews.list` left out with `deferTotal`. */
  'reviews.total': command<InboxTotalDto>()('viewer', inWorkspace(inboxFilterShape)),
  'reviews.counts': command<InboxCountsDto>()(
    'viewer',
    inWorkspace({ appId: id('app').optional() }),
  ),
  /** Read state is shared by the workspace, like a team inbox. */
  'reviews.markRead': command<MarkReadResultDto>()(
    'viewer',
    inWorkspace({
      reviewIds: reviewIds.optional(),
      /** Instead of ids: every review matching this filter ("mark all as read"). */
      filter: inboxFilter.optional(),
      read: z.boolean().default(true),
    }),
  ),
}
