import type { DashboardTopicDto } from '../../../../shared/dto/dashboard'
import { isReviewTopic, TOPIC_LABEL } from '../../../../shared/topics'
import { formatNumber } from '../../format'
import { EMPTY_FILTERS } from '../../store/inbox'
import { useCan } from '../../store/session'
import { filtersToQuery } from '../inbox/filtersInUrl'
import { changeTone } from './change-tone'
import { TopicIssueAction } from './TopicIssueAction'

const LABEL: Record<string, string> = TOPIC_LABEL

interface Props {
  topics: DashboardTopicDto[]
  pending: number
  /** The dashboard's app, or null for all apps. */
  appId: string | null
  /** The dashboard's period (it always runs to now), which a topic's inbox link keeps. */
  range: { start: number }
}

/** The inbox, filtered to one topic of this app and period (from its start on, as it runs to now). */
function topicInboxHref(topic: string, appId: string | null, range: Props['range']): string {
  const filters = {
    ...EMPTY_FILTERS,
    appId,
    topic: isReviewTopic(topic) ? topic : null,
    since: range.start,
  }
  return `#/inbox?${filtersToQuery(filters)}`
}

/**
 * What changed for one topic: problem mentions (more is worse), or for Praise praising reviews
 * (more is better). A review that praises sync is never a sync problem, whatever its stars.
 */
function Change({ t }: { t: DashboardTopicDto }) {
  const praise = t.topic === 'praise'
  const now = praise ? t.positive : t.negative
  const before = praise ? t.previousPositive : t.previousNegative
  const diff = now - before
  if (diff === 0) return <span className="delta">no change</span>
  const tone = changeTone(diff, praise ? 'up' : 'down')
  const n = Math.abs(diff)
  const noun = `${praise ? 'praising review' : 'problem'}${n === 1 ? '' : 's'}`
  return (
    <span className={tone ? `delta ${tone}` : 'delta'}>
      <span aria-hidden="true">{diff > 0 ? '▲' : '▼'} </span>
      {formatNumber(n)} {diff > 0 ? 'more' : 'fewer'} {noun}
      {tone === 'good' ? ', better' : tone === 'bad' ? ', worse' : ''}
    </span>
  )
}

/** Topics of the period against the period before, by what reviews say of them, not their stars. */
export function TopicTable({ topics, pending, appId, range }: Props) {
  // Editors file issues from a topic; everyone else sees the table as it was.
  const canEdit = useCan('editor')
  return (
    <section className="card slice-card" aria-labelledby="by-topic">
      <h2 id="by-topic">Topics</h2>
      <p className="muted small">
        What reviews talk about, as the reply drafter reads them; a review can touch several.
        Problems counts the reviews that raise a topic as a problem (praise of sync is no sync
        problem). Open a topic to see its reviews in the inbox.
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
              <th scope="col">Problems</th>
              <th scope="col">Change</th>
              {canEdit && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {topics.map((t) => (
              <tr key={t.topic}>
                <th scope="row">
                  <a
                    href={topicInboxHref(t.topic, appId, range)}
                    title={`Open the ${LABEL[t.topic] ?? t.topic} reviews of this period in the inbox`}
                  >
                    {LABEL[t.topic] ?? t.topic}
                  </a>
                </th>
                <td>
                  {formatNumber(t.reviews)}{' '}
                  <span className="delta">({formatNumber(t.previousReviews)} before)</span>
                </td>
                <td>
                  {t.topic === 'praise' ? (
                    <span title="Praise is never a problem">–</span>
                  ) : (
                    <>
                      {formatNumber(t.negative)}{' '}
                      <span className="delta">({formatNumber(t.previousNegative)} before)</span>
                    </>
                  )}
                </td>
                <td>
                  <Change t={t} />
                </td>
                {canEdit && (
                  <td>
                    {t.negative > 0 && (
                      <TopicIssueAction topic={t.topic} appId={appId} since={range.start} />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
