import type { AppleSummaryDto } from '../../../../shared/dto/dashboard'
import { formatWhenShort } from '../../format'

/**
 * Apple's own summary of the app's App Store reviews, per territory, beside the local topics: a
 * second opinion over every rating Apple holds, dated so a stale one is seen as such.
 */
export function AppleSummaries({ summaries }: { summaries: AppleSummaryDto[] }) {
  if (summaries.length === 0) return null
  return (
    <section className="card slice-card" aria-labelledby="apple-summary">
      <h2 id="apple-summary">Apple’s summary</h2>
      <p className="muted small">
        What App Store Connect writes about this app’s reviews, read once a day. Apple writes it
        only where an app has enough reviews.
      </p>
      {summaries.map((s, i) => (
        <figure key={`${s.territory ?? ''}-${i}`} className="apple-summary">
          <blockquote lang={s.locale ?? undefined}>{s.text}</blockquote>
          <figcaption className="muted small">
            App Store{s.territory ? ` · ${s.territory}` : ''}
            {s.createdAt !== null ? ` · written ${formatWhenShort(s.createdAt)}` : ''}
          </figcaption>
        </figure>
      ))}
    </section>
  )
}
