import { memo } from 'react'
import type { InboxView } from '../../../../shared/dto/inbox'
import { formatNumber } from '../../format'
import { useInbox } from '../../store/inbox'

const VIEW_LABEL: Record<InboxView, string> = {
  all: 'All reviews',
  needs_reply: 'Needs reply',
  low_stars: '1–2 stars',
  drafts: 'Drafts to approve',
  failed: 'Failed',
  assigned_to_me: 'Assigned to me',
  needs_look: 'Needs a look',
  spam: 'Looks like spam',
  overdue: 'Waiting over 24 h',
  fixedNotTold: 'Fixed, reviewer not told',
}

/** The view's name; "Waiting over …" names the team's target when it is not 24 h. */
export function viewLabel(view: InboxView, targetHours: number | undefined): string {
  if (view === 'overdue' && targetHours !== undefined && targetHours !== 24)
    return `Waiting over ${targetHours} h`
  return VIEW_LABEL[view]
}

/** The saved views, each with its size and how many are unread. */
export const ViewsNav = memo(function ViewsNav() {
  const view = useInbox((s) => s.filters.view)
  const counts = useInbox((s) => s.counts)
  const setFilters = useInbox((s) => s.setFilters)
  return (
    <nav className="views" aria-label="Saved views">
      {(Object.keys(VIEW_LABEL) as InboxView[]).map((v) => {
        const c = counts?.views.find((x) => x.view === v)
        return (
          <button
            key={v}
            type="button"
            className={v === view ? 'view active' : 'view'}
            aria-pressed={v === view}
            onClick={() => setFilters({ view: v })}
          >
            <span>{viewLabel(v, counts?.replyTargetHours)}</span>
            {c && (
              <span className="view-count">
                {formatNumber(c.total)}
                {c.unread > 0 && (
                  <span className="unread-count" title={`${c.unread} unread`}>
                    <span className="visually-hidden">, </span>
                    {formatNumber(c.unread)}
                    <span className="visually-hidden"> unread</span>
                  </span>
                )}
              </span>
            )}
          </button>
        )
      })}
    </nav>
  )
})
