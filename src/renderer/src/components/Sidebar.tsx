import { useInbox } from '../store/inbox'
import { useSession, useWorkspace } from '../store/session'
import { useRouter, type Section } from '../store/router'
import { formatNumber } from '../format'
import { WorkspaceSwitcher } from './WorkspaceSwitcher'

const ITEMS: { section: Section; label: string; icon: string }[] = [
  { section: 'inbox', label: 'Inbox', icon: '✉' },
  { section: 'dashboard', label: 'Dashboard', icon: '▤' },
  { section: 'insights', label: 'Digests & alerts', icon: '◔' },
  { section: 'apps', label: 'Apps', icon: '▦' },
  { section: 'integrations', label: 'Integrations', icon: '⇄' },
  { section: 'developers', label: 'Developers', icon: '⌘' },
  { section: 'settings', label: 'Settings', icon: '⚙' },
]

export function Sidebar() {
  const section = useRouter((s) => s.route.section)
  const navigate = useRouter((s) => s.navigate)
  const user = useSession((s) => s.session?.user)
  const workspace = useWorkspace()
  const needsReply = useInbox(
    (s) => s.counts?.views.find((v) => v.view === 'needs_reply')?.unread ?? 0,
  )
  return (
    <nav className="sidebar" aria-label="Main">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          ❝
        </span>
        Review Reply
      </div>
      <WorkspaceSwitcher />
      <ul className="nav-list">
        {ITEMS.map((item) => (
          <li key={item.section}>
            <a
              href={`#/${item.section}`}
              className={item.section === section ? 'nav-item active' : 'nav-item'}
              aria-current={item.section === section ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault()
                navigate(item.section)
              }}
            >
              <span className="nav-icon" aria-hidden="true">
                {item.icon}
              </span>
              {item.label}
              {item.section === 'inbox' && needsReply > 0 && (
                <span className="nav-badge" title={`${needsReply} unread reviews need a reply`}>
                  <span className="visually-hidden">(</span>
                  {formatNumber(needsReply)}
                  <span className="visually-hidden"> unread needing a reply)</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
      <div className="acting-member" aria-label="Signed in as">
        <div className="acting-name">{user?.name}</div>
        {workspace && <span className={`role-badge role-${workspace.role}`}>{workspace.role}</span>}
      </div>
    </nav>
  )
}
