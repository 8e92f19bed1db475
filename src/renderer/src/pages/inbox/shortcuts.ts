/** The inbox's keyboard shortcuts, listed once for the handler and the "?" sheet. */
export const SHORTCUTS: { keys: string[]; what: string }[] = [
  { keys: ['j'], what: 'Next review' },
  { keys: ['k'], what: 'Previous review' },
  { keys: ['e'], what: 'Edit the reply' },
  { keys: ['a'], what: 'Approve the reply (it is then published)' },
  { keys: ['p'], what: 'Publish the reply (it leaves after the undo window, 10 s by default)' },
  { keys: ['d'], what: 'Dismiss: no reply wanted' },
  { keys: ['x'], what: 'Select or unselect for bulk actions' },
  { keys: ['/'], what: 'Search' },
  { keys: ['Esc'], what: 'Leave the editor or search, close this sheet' },
  { keys: ['Ctrl', 'Enter'], what: 'In the editor: approve' },
  { keys: ['?'], what: 'Show these shortcuts' },
  { keys: ['t'], what: 'Insert a reply template (Templates menu)' },
]

/** Typing in a field must never trigger a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  const tag = target.tagName
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable
}
