import type { ReviewDto } from '../../../../shared/dto/replies'
import { Stars } from '../../components/Stars'
import { formatWhen, languageName, STORE_LABEL, territoryName } from '../../format'

/** The review as the customer wrote it, with everything the store tells us about it. */
export function ReviewFacts({ review }: { review: ReviewDto }) {
  const facts: [string, string][] = [
    ['Author', review.author ?? 'Anonymous'],
    ['Language', languageName(review.language)],
  ]
  const territory = territoryName(review.territory)
  if (territory) facts.push(['Territory', territory])
  if (review.appVersion) facts.push(['App version', review.appVersion])
  if (review.device)
    facts.push([
      'Device',
      review.osVersion ? `${review.device} · ${review.osVersion}` : review.device,
    ])
  facts.push(['Written', formatWhen(review.createdAt)])
  if (review.edited) facts.push(['Edited', formatWhen(review.updatedAt)])
  if (review.thumbsUp) facts.push(['Found helpful by', String(review.thumbsUp)])
  return (
    <article className="review-facts" aria-labelledby="review-heading">
      <div className="review-head">
        <Stars rating={review.rating} />
        <span className={`store-badge store-${review.store}`}>{STORE_LABEL[review.store]}</span>
        <span className="muted">{review.appName}</span>
        {review.edited && (
          <span className="tag" title="The reviewer changed this review after writing it">
            Edited by the reviewer
          </span>
        )}
      </div>
      <h2 id="review-heading" className="review-title">
        {review.title ?? <span className="muted">(no title)</span>}
      </h2>
      <p className="review-body">{review.body}</p>
      <dl className="facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
