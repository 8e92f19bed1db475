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

export function parseHash(hash: string): Route {
  const parts = hash
    .replace(/^#\/?/, '')
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
  return { section, rest: section === parts[0] ? parts.slice(1) : [] }
}

const hashOf = (section: Section, rest: string[]) =>
  `#/${[section, ...rest].map(encodeURIComponent).join('/')}`

interface RouterState {
  route: Route
  navigate(section: Section, ...rest: string[]): void
  /** Like navigate, without a new history entry (selection changes, tabs). */
  replace(section: Section, ...rest: string[]): void
}

export const useRouter = create<RouterState>((set) => ({
  route: parseHash(window.location.hash),
  navigate(section, ...rest) {
    const hash = hashOf(section, rest)
    if (window.location.hash !== hash) window.history.pushState(null, '', hash)
    set({ route: { section, rest } })
  },
  replace(section, ...rest) {
    const hash = hashOf(section, rest)
    if (window.location.hash !== hash) window.history.replaceState(null, '', hash)
    set({ route: { section, rest } })
  },
}))

window.addEventListener('popstate', () =>
  useRouter.setState({ route: parseHash(window.location.hash) }),
)
window.addEventListener('hashchange', () =>
  useRouter.setState({ route: parseHash(window.location.hash) }),
)
