/**
 * The `data` of `digest.weekly` and `anomaly.detected` (docs/integrations/webhooks.md) as zod schemas, for the
 * OpenAPI document's `webhooks` map and for tests that validate real payloads. The App and
 * Review schemas are passed in, so this file does not depend on the API's registry.
 */
import { z } from 'zod'

const dateTime = z.iso.datetime()
const nullableNumber = z.number().nullable()

const effect = z.strictObject({
  reviews: z.number().int().min(0),
  raised: z.number().int().min(0),
  lowered: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  average_change: nullableNumber.describe('Mean change in stars over the reviews that changed'),
  median_days_to_change: nullableNumber,
})

export function insightsEventDataSchemas<A extends z.ZodType, R extends z.ZodType>(
  app: A,
  review: R,
) {
  const digestWeekly = z
    .strictObject({
      app,
      summary: z.string().describe('One plain sentence with the headline figures'),
      period: z
        .strictObject({
          start: dateTime,
          end: dateTime,
          time_zone: z.string().describe('IANA zone the week was cut in'),
          label: z.string().describe('e.g. "2 Nov – 9 Nov 2026"'),
        })
        .describe('The week [start, end): the configured day and hour, seven local days apart'),
      reviews: z.number().int().min(0).describe('Reviews written in the period'),
      average_rating: z.number().min(1).max(5).nullable(),
      histogram: z
        .strictObject({
          '1': z.number().int().min(0),
          '2': z.number().int().min(0),
          '3': z.number().int().min(0),
          '4': z.number().int().min(0),
          '5': z.number().int().min(0),
        })
        .describe('Reviews in the period per star rating'),
      previous_week: z.strictObject({
        reviews: z.number().int().min(0),
        average_rating: nullableNumber,
      }),
      baseline: z
        .strictObject({
          weeks: z.number().int(),
          reviews_per_week: z.number().min(0),
          average_rating: nullableNumber,
        })
        .describe('The four weeks before the period'),
      change: z.strictObject({
        reviews_vs_previous_week_pct: nullableNumber,
        average_rating_vs_previous_week: nullableNumber,
        reviews_vs_baseline_pct: nullableNumber,
        average_rating_vs_baseline: nullableNumber,
      }),
      answered: z
        .number()
        .int()
        .min(0)
        .optional()
        .describe(
          "The period's reviews with a live reply (published, or sent and awaiting the App Store) when the digest was made",
        ),
      replies_published: z
        .number()
        .int()
        .min(0)
        .describe('Live replies sent to the store during the period, to reviews of any date'),
      replied_share: z
        .number()
        .min(0)
        .max(1)
        .nullable()
        .describe('answered / reviews; null without reviews'),
      median_reply_time_hours: z
        .number()
        .min(0)
        .nullable()
        .describe('Median of reply sent − review written over the answered reviews of the period'),
      top_languages: z
        .array(
          z.strictObject({
            language: z.string().nullable(),
            name: z.string(),
            reviews: z.number().int().min(1),
            share: z.number().min(0).max(1),
          }),
        )
        .max(5),
      unanswered_negative: z
        .array(review)
        .max(5)
        .describe(
          'Rating ≤ 2, written in the period, no published reply: most helpful first, then newest',
        ),
      reply_effect: z
        .strictObject({
          reviews_written_days: z.number().int().min(1),
          window_days: z.number().int().min(1),
          replied: effect.describe('Replied reviews, from the first reply'),
          not_replied: effect.describe(
            'Unreplied reviews of the same ratings, from when they were first seen',
          ),
        })
        .optional()
        .describe(
          'Reply Effect of the reviews written in the reviews_written_days up to the period end: rating changes within window_days',
        ),
      overdue: z
        .number()
        .int()
        .min(0)
        .optional()
        .describe(
          'Reviews waiting for a reply longer than the team target when the digest was made',
        ),
      reply_target_hours: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe('The team target time to first reply'),
    })
    .describe('The weekly summary of one app.')

  const anomalyDetected = z
    .strictObject({
      app,
      kind: z.enum(['rating_drop', 'review_spike']),
      episode_id: z.string(),
      summary: z.string(),
      window: z
        .strictObject({ start: dateTime, end: dateTime })
        .describe('The recent window that was tested'),
      baseline: z
        .number()
        .describe(
          'rating_drop: mean rating of the baseline; review_spike: reviews expected in the window',
        ),
      observed: z
        .number()
        .describe('rating_drop: mean rating in the window; review_spike: reviews in the window'),
      unit: z.enum(['stars', 'reviews']),
      details: z
        .strictObject({
          baseline: z.record(z.string(), z.unknown()),
          observed: z.record(z.string(), z.unknown()),
          test: z.record(z.string(), z.unknown()),
        })
        .describe('Periods, counts and the statistical test behind the two values'),
      reviews: z.array(review).max(10).describe('The reviews that drove it'),
    })
    .describe('A rating drop or a review spike started for one app (one event per episode).')

  return { digestWeekly, anomalyDetected }
}
