import { useEffect } from 'react'
import { useInbox } from '../../store/inbox'
import { usePaneActions, type PaneActionName } from '../../store/paneActions'
import { isTyping } from './shortcuts'

/** j/k/e/a/p/d/x/t, "/" and "?" while the inbox is open (never while typing or in a dialog). */
export function useInboxKeys(options: {
  focusSearch(): void
  toggleSheet(): void
  focusRow(id: string): void
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return
      const inbox = useInbox.getState()
      const pane = usePaneActions.getState()
      const run = (f: (() => void) | undefined) => {
        if (!f) return
        event.preventDefault()
        f()
      }
      // Acts on the selected review, even when its pane is still loading.
      const paneAction = (name: PaneActionName) => {
        const id = inbox.selectedId
        if (id) run(() => pane.request(id, name))
      }
      switch (event.key) {
        case 'j':
        case 'k': {
          event.preventDefault()
          pane.clearQueued()
          const id = inbox.move(event.key === 'j' ? 1 : -1)
          if (id) options.focusRow(id)
          break
        }
        case 'e':
          paneAction('edit')
          break
        case 'a':
          paneAction('approve')
          break
        case 'p':
          paneAction('publish')
          break
        case 'd':
          paneAction('dismiss')
          break
        case 't':
          paneAction('templates')
          break
        case 'x':
          if (inbox.selectedId) run(() => inbox.toggleChecked(inbox.selectedId ?? ''))
          break
        case '/':
          run(options.focusSearch)
          break
        case '?':
          run(options.toggleSheet)
          break
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [options])
}
