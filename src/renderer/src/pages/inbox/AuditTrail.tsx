import type { AuditEntryDto } from '../../../../shared/dto/replies'
import { formatDateTime, formatWhen } from '../../format'

const ACTION_WORDS: Record<string, string> = {
  drafted: 'drafted a reply',
  redrafted: 'wrote a new draft',
  edited: 'edited the reply',
  approved: 'approved the reply',
  auto_approved: 'approved the reply automatically (auto-publish)',
  publishing: 'started publishing the reply',
  published: 'published the reply',
  sent_to_store: 'sent the reply; the App Store holds it for review',
  store_published: 'saw the reply go live on the store',
  publish_deferred: 'could not publish yet and will retry',
  publish_failed: 'could not publish the reply',
  publish_interrupted: 'was interrupted while publishing and will send the reply again',
  dismissed: 'dismissed the review',
  reopened: 'reopened the review',
  found_on_store: 'found a reply on the store',
  changed_on_store: 'saw the reply changed on the store',
  removed_on_store: 'saw the reply removed from the store',
  deleted: 'deleted the reply from the store',
  topic_added: 'added a topic',
  topic_removed: 'removed a topic',
  note_added: 'wrote an internal note',
  assigned: 'assigned the review',
  unassigned: 'unassigned the review',
}

const words = (action: string) => ACTION_WORDS[action] ?? action.replace(/_/g, ' ')

/** Who did what to this review (its reply, topics, notes, assignment), and when: newest first. */
export function AuditTrail({ entries }: { entries: AuditEntryDto[] }) {
  if (entries.length === 0) return null
  const newestFirst = [...entries].sort((a, b) => b.at - a.at)
  return (
    <section className="audit" aria-labelledby="audit-heading">
      <h3 id="audit-heading">History</h3>
      <ol className="audit-list">
        {newestFirst.map((e) => (
          <li key={e.id}>
            <time dateTime={new Date(e.at).toISOString()} title={formatDateTime(e.at)}>
              {formatWhen(e.at)}
            </time>
            <span>
              <strong>{e.actorName ?? 'Review Reply'}</strong> {words(e.action)}
              {e.detail ? <span className="muted"> — {e.detail}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
