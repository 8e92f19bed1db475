import type { InboxReplyStatus } from '../../../shared/dto/inbox'
import { STATUS_LABEL } from '../format'

export function StatusBadge({ status }: { status: InboxReplyStatus }) {
  return <span className={`status-badge status-${status}`}>{STATUS_LABEL[status]}</span>
}
