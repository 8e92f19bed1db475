import { useEffect } from 'react'
import { useInbox } from '../../store/inbox'
import { usePaneActions } from '../../store/paneActions'
import { isTyping } from './shortcuts'

/** j/k/e/a/p/d/x, "/" and "?" while the inbox is open (never while typing or in a dialog). */
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
      const actions = usePaneActions.getState().actions
      const run = (f: (() => void) | undefined) => {
        if (!f) return
        event.preventDefault()
        f()
      }
      switch (event.key) {
        case 'j':
        case 'k': {
          event.preventDefault()
          const id = inbox.move(event.key === 'j' ? 1 : -1)
          if (id) options.focusRow(id)
          break
        }
        case 'e':
          run(actions?.edit)
          break
        case 'a':
          run(actions?.approve)
          break
        case 'p':
          run(actions?.publish)
          break
        case 'd':
          run(actions?.dismiss)
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
