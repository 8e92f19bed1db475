import type { DashboardTopicDto } from '../../../../shared/dto/dashboard'
import { formatNumber, formatPercent } from '../../format'
import { changeTone } from './change-tone'
import { TOPIC_LABEL } from '../../../../shared/topics'

const LABEL: Record<string, string> = TOPIC_LABEL

/** Topics of the period against the period before: more praise is good news, more crashes not. */
export function TopicTable({ topics, pending }: { topics: DashboardTopicDto[]; pending: number }) {
  return (
    <section className="card slice-card" aria-labelledby="by-topic">
      <h2 id="by-topic">Topics</h2>
      <p className="muted small">
        What reviews talk about, as the reply drafter reads them; a review can touch several.
        {pending > 0 &&
          ` ${formatNumber(pending)} review${pending === 1 ? ' is' : 's are'} still being read.`}
      </p>
      {topics.length === 0 ? (
        <p className="muted">No topics found in this period.</p>
      ) : (
        <table className="table compact">
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col">Reviews</th>
              <th scope="col">Period before</th>
              <th scope="col">1–2★</th>
            </tr>
          </thead>
          <tbody>
            {topics.map((t) => {
              const diff = t.reviews - t.previousReviews
              const tone = changeTone(diff, t.topic === 'praise' ? 'up' : 'down')
              return (
                <tr key={t.topic}>
                  <th scope="row">{LABEL[t.topic] ?? t.topic}</th>
                  <td>{formatNumber(t.reviews)}</td>
                  <td>
                    {formatNumber(t.previousReviews)}{' '}
                    {diff !== 0 && (
                      <span className={tone ? `delta ${tone}` : 'delta'}>
                        ({diff > 0 ? '▲' : '▼'} {Math.abs(diff)}
                        {tone === 'good' ? ', better' : tone === 'bad' ? ', worse' : ''})
                      </span>
                    )}
                  </td>
                  <td>{t.negativeShare === null ? '–' : formatPercent(t.negativeShare)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
