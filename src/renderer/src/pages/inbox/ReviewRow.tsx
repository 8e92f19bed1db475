import { memo } from 'react'
import type { InboxItemDto } from '../../../../shared/dto/inbox'
import { Stars } from '../../components/Stars'
import { StatusBadge } from '../../components/StatusBadge'
import { formatDateTime, formatWhenShort, languageName, STORE_LABEL } from '../../format'
import { useLocalEdits } from '../../store/localEdits'
import { DraftChips } from './DraftChips'
import { highlight } from './highlight'
import { TOPIC_LABEL } from '../../../../shared/topics'
import { TopicLabel, topicTitle } from './TopicChip'
import { FixedMark, IssueBadge } from '../trackers/IssueBadge'

interface Props {
  item: InboxItemDto
  index: number
  setSize: number
  top: number
  selected: boolean
  checked: boolean
  terms: string[]
  onOpen(id: string): void
  onCheck(id: string): void
}

/** One review in the list: checkbox for bulk actions, and the row itself that opens it. */
export const ReviewRow = memo(function ReviewRow({
  item,
  index,
  setSize,
  top,
  selected,
  checked,
  terms,
  onOpen,
  onCheck,
}: Props) {
  const who = item.author ?? 'Anonymous'
  const unsavedEdit = useLocalEdits((s) => item.id in s.edits)
  const classes = ['review-row', selected ? 'selected' : '', item.unread ? 'unread' : '']
    .filter(Boolean)
    .join(' ')
  return (
    <li
      className={classes}
      style={{ transform: `translateY(${top}px)` }}
      aria-setsize={setSize}
      aria-posinset={index + 1}
    >
      <input
        type="checkbox"
        className="row-check"
        checked={checked}
        onChange={() => onCheck(item.id)}
        aria-label={`Select the review by ${who}`}
      />
      <button
        type="button"
        id={`row-${item.id}`}
        className="row-main"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onOpen(item.id)}
      >
        <span className="row-line">
          {item.unread && (
            <span className="unread-dot" title="Unread">
              <span className="visually-hidden">Unread. </span>
            </span>
          )}
          <Stars rating={item.rating} size="small" />
          <span className="row-author">{who}</span>
          {item.isNew && <span className="tag tag-new">New</span>}
          <time
            className="row-date"
            dateTime={new Date(item.createdAt).toISOString()}
            title={formatDateTime(item.createdAt)}
          >
            {formatWhenShort(item.createdAt)}
          </time>
        </span>
        <span className="row-text">
          {item.title && <strong className="row-title">{highlight(item.title, terms)} </strong>}
          {highlight(item.excerpt, terms)}
        </span>
        <span className="row-line row-meta">
          <StatusBadge status={item.replyStatus} />
          <DraftChips item={item} />
          {unsavedEdit && <span className="tag tag-flag">Unsaved edit</span>}
          {item.fixed && <FixedMark />}
          {item.trackerIssue && <IssueBadge issue={item.trackerIssue} />}
          {item.topics.slice(0, 3).map((t) => (
            <span
              key={t}
              className="tag tag-topic"
              title={topicTitle(t, item.topicPolarity[t] ?? 0)}
            >
              <TopicLabel topic={t} polarity={item.topicPolarity[t] ?? 0} compact />
            </span>
          ))}
          {item.topics.length > 3 && (
            <span
              className="tag tag-topic"
              title={item.topics
                .slice(3)
                .map((t) => TOPIC_LABEL[t])
                .join(', ')}
            >
              +{item.topics.length - 3}
              <span className="visually-hidden">
                {' '}
                more topics:{' '}
                {item.topics
                  .slice(3)
                  .map((t) => TOPIC_LABEL[t])
                  .join(', ')}
              </span>
            </span>
          )}
          {item.assignee && (
            <span className="tag tag-assignee" title={`Assigned to ${item.assignee.name}`}>
              <span className="visually-hidden">Assigned to </span>
              <span aria-hidden="true">→ </span>
              {item.assignee.name}
            </span>
          )}
          <span className="muted">
            {item.appName} · {STORE_LABEL[item.store]}
            {item.language ? ` · ${languageName(item.language)}` : ''}
            {item.edited ? ' · edited' : ''}
          </span>
        </span>
      </button>
    </li>
  )
})
