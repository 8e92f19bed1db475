import type { ReviewDetailDto, ReviewRevisionDto } from '../../../../shared/dto/replies'
import { durationWords, ratingChangeSummary } from '../../../../shared/rating-history'
import { Stars } from '../../components/Stars'
import { formatDateTime, formatWhen } from '../../format'

/** "3 days after your reply" for a version made after the first reply, else null. */
function sinceReply(revision: ReviewRevisionDto, firstReplyAt: number | null): string | null {
  if (firstReplyAt === null || revision.seq === 1 || revision.at < firstReplyAt) return null
  return `${durationWords(revision.at - firstReplyAt)} after your reply`
}

/**
 * How the reviewer changed the review: its ratings over time ("2★ → 5★, 3 days after your
 * reply") and every version with its date; the text of earlier versions opens on request. Shown
 * only once the review changed (the current version is the one above).
 */
export function ReviewRevisions({
  detail,
}: {
  detail: Pick<ReviewDetailDto, 'revisions' | 'ratingHistory' | 'firstReplyAt'>
}) {
  const { revisions, ratingHistory, firstReplyAt } = detail
  if (revisions.length < 2) return null
  const summary = ratingChangeSummary(ratingHistory, firstReplyAt)
  const last = revisions[revisions.length - 1]
  return (
    <section className="revisions" aria-labelledby="revisions-heading">
      <h3 id="revisions-heading">Changes by the reviewer</h3>
      <p className="revision-summary">
        {summary ?? 'The reviewer edited the text; the rating stayed the same.'}
      </p>
      <ol className="revision-list">
        {revisions.map((r) => {
          const after = sinceReply(r, firstReplyAt)
          const current = r === last
          return (
            <li key={r.seq}>
              <div className="revision-head">
                <Stars rating={r.rating} size="small" />
                <time dateTime={new Date(r.at).toISOString()} title={formatDateTime(r.at)}>
                  {formatWhen(r.at)}
                </time>
                <span className="muted">
                  {r.seq === 1 ? 'First version seen' : 'Edited'}
                  {after ? `, ${after}` : ''}
                  {current ? ' (current)' : ''}
                  {r.storeModifiedAt === null ? ' · the store gives no edit time; date seen' : ''}
                </span>
              </div>
              {!current && (
                <details>
                  <summary>Text of this version</summary>
                  {r.title ? <p className="revision-title">{r.title}</p> : null}
                  <p className="revision-body">{r.body}</p>
                </details>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
