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
  /** Replaces the query of the current route (no new history entry). */
  setQuery(query: string): void
}

export const useRouter = create<RouterState>((set, get) => ({
  route: parseHash(window.location.hash),
  navigate(section, ...rest) {
    const hash = hashOf(section, rest)
    if (window.location.hash !== hash) window.history.pushState(null, '', hash)
    set({ route: { section, rest, query: '' } })
  },
  replace(section, ...rest) {
    const current = get().route
    const query = current.section === section ? current.query : ''
    const hash = hashOf(section, rest, query)
    if (window.location.hash !== hash) window.history.replaceState(null, '', hash)
    set({ route: { section, rest, query } })
  },
  setQuery(query) {
    const { section, rest } = get().route
    const hash = hashOf(section, rest, query)
    if (window.location.hash !== hash) window.history.replaceState(null, '', hash)
    set({ route: { section, rest, query } })
  },
}))

window.addEventListener('popstate', () =>
  useRouter.setState({ route: parseHash(window.location.hash) }),
)
window.addEventListener('hashchange', () =>
  useRouter.setState({ route: parseHash(window.location.hash) }),
)
