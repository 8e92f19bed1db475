import { useEffect } from 'react'
import { InvitationsBanner } from './components/InvitationsBanner'
import { Sidebar } from './components/Sidebar'
import { Toasts } from './components/Toasts'
import { pages } from './pages'
import { InboxPage } from './pages/inbox/InboxPage'
import { useApps } from './store/apps'
import { useAutoPublish } from './store/autoPublish'
import { onChange } from './store/changes'
import { useInbox } from './store/inbox'
import { useRouter } from './store/router'
import { useSession } from './store/session'

export function App() {
  const session = useSession((s) => s.session)
  const error = useSession((s) => s.error)
  const load = useSession((s) => s.load)
  const workspaceId = useSession((s) => s.workspaceId)
  const section = useRouter((s) => s.route.section)
  const navigate = useRouter((s) => s.navigate)
  const autoPublishOn = useAutoPublish((s) => s.onFor)
  const loadAutoPublish = useAutoPublish((s) => s.load)

  useEffect(() => {
    void load()
    return onChange((notice) => {
      if (notice.what === 'workspaces') void load()
    })
  }, [load])

  // The unread badge and the auto-publish banner follow the workspace wherever you are. The
  // inbox's first page goes first; the app list (and the banner that needs it) right after.
  useEffect(() => {
    if (!workspaceId) return
    const inbox = useInbox.getState()
    inbox.open(workspaceId)
    let cancelled = false
    void inbox.firstLoad.then(async () => {
      if (cancelled) return
      await useApps.getState().load(workspaceId)
      if (!cancelled) void loadAutoPublish(workspaceId)
    })
    const stop = onChange((notice) => {
      if (notice.workspaceId !== workspaceId) return
      if (notice.what === 'apps') {
        void useApps
          .getState()
          .load(workspaceId)
          .then(() => loadAutoPublish(workspaceId))
      }
      if (
        ['reviews', 'replies', 'read'].includes(notice.what) &&
        useRouter.getState().route.section !== 'inbox'
      ) {
        void useInbox.getState().refreshCounts()
      }
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [workspaceId, loadAutoPublish])

  if (error) {
    return (
      <main className="centered">
        <div className="card">
          <h1>Review Reply could not start</h1>
          <p>{error}</p>
        </div>
      </main>
    )
  }
  if (!session) return <main className="centered muted">Loading…</main>

  const Page = pages[section] ?? InboxPage
  return (
    <div className="layout">
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault()
          document.getElementById('main')?.focus()
        }}
      >
        Skip to content
      </a>
      <Sidebar />
      <main className="content" id="main" tabIndex={-1}>
        {session.vaultWarning && (
          <div className="banner warn" role="note">
            {session.vaultWarning}
          </div>
        )}
        {autoPublishOn.length > 0 && (
          <div className="banner danger" role="note">
            <strong>Auto-publish is on</strong> for {autoPublishOn.join(', ')}: matching drafts go
            live without anyone approving them.{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => navigate('settings', 'auto-publish')}
            >
              Review the rules
            </button>
          </div>
        )}
        <InvitationsBanner />
        <Page />
      </main>
      <Toasts />
    </div>
  )
}
