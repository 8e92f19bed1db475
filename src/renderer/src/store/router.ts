import { create } from 'zustand'

/**
 * Hash routes (`#/inbox/rev_…`) so a link from Slack or a digest opens the right place, in
 * Electron (file://) and in the browser alike.
 */
export type Section =
  'inbox' | 'dashboard' | 'insights' | 'apps' | 'integrations' | 'developers' | 'settings'

export interface Route {
  section: Section
  /** Sub-path, e.g. a review id in the inbox or a settings tab. */
  rest: string[]
  /** What follows `?` in the hash (e.g. the inbox filters), without the `?`. */
  query: string
}

const SECTIONS: Section[] = [
  'inbox',
  'dashboard',
  'insights',
  'apps',
  'integrations',
  'developers',
  'settings',
]

function parseHash(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2)
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p)
      } catch {
        return p
      }
    })
  const section = SECTIONS.find((s) => s === parts[0]) ?? 'inbox'
  return { section, rest: section === parts[0] ? parts.slice(1) : [], query }
}

const hashOf = (section: Section, rest: string[], query = '') =>
  `#/${[section, ...rest].map(encodeURIComponent).join('/')}${query ? `?${query}` : ''}`

interface RouterState {
  route: Route
  navigate(section: Section, ...rest: string[]): void
  /** Like navigate, without a new history entry (selection changes, tabs); keeps the query within a section. */
  replace(section: Section, ...rest: string[]): void
  /** Like replace, as a new history entry (Back returns here): another review, a digest. */
  push(section: Section, ...rest: string[]): void
  /** Sets the query of the current route; `push` makes it a new history entry (a new filter). */
  setQuery(query: string, options?: { push?: boolean }): void
}

export const useRouter = create<RouterState>((set, get) => ({
  route: parseHash(window.location.hash),
  navigate(section, ...rest) {
    const hash = hashOf(section, rest)
    if (window.location.hash !== hash) window.history.pushState(null, '', hash)
    set({ route: { section, rest, query: '' } })
  },
  replace(section, ...rest) {
    go(section, rest, false)
  },
  push(section, ...rest) {
    go(section, rest, true)
  },
  setQuery(query, options) {
    const { section, rest } = get().route
    const hash = hashOf(section, rest, query)
    if (window.location.hash !== hash)
      window.history[options?.push ? 'pushState' : 'replaceState'](null, '', hash)
    set({ route: { section, rest, query } })
  },
}))

/** To `section`/`rest`, keeping the query within a section. */
function go(section: Section, rest: string[], push: boolean) {
  const current = useRouter.getState().route
  const query = current.section === section ? current.query : ''
  const hash = hashOf(section, rest, query)
  if (window.location.hash !== hash)
    window.history[push ? 'pushState' : 'replaceState'](null, '', hash)
  useRouter.setState({ route: { section, rest, query } })
}

// Back, Forward and an edited address bar: the route, and every page reading it, follow.
window.addEventListener('popstate', () =>
  useRouter.setState({ route: parseHash(window.location.hash) }),
)
window.addEventListener('hashchange', () =>
  useRouter.setState({ route: parseHash(window.location.hash) }),
)
