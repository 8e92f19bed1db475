import { useRef, type KeyboardEvent, type ReactNode } from 'react'

/**
 * ARIA tabs: one tab stop for the row, arrow keys (and Home/End) move between tabs, the panel
 * is labelled by its tab.
 */
export function Tabs<T extends string>({
  id,
  label,
  tabs,
  current,
  onSelect,
  children,
}: {
  id: string
  label: string
  tabs: { id: T; label: string }[]
  current: T
  onSelect(id: T): void
  children: ReactNode
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === current)
    const next =
      e.key === 'ArrowRight'
        ? index + 1
        : e.key === 'ArrowLeft'
          ? index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : null
    if (next === null) return
    e.preventDefault()
    const tab = tabs[(next + tabs.length) % tabs.length]
    if (!tab) return
    onSelect(tab.id)
    refs.current.get(tab.id)?.focus()
  }
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el)
              else refs.current.delete(t.id)
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.id}`}
            aria-selected={t.id === current}
            aria-controls={`${id}-panel`}
            tabIndex={t.id === current ? 0 : -1}
            className={t.id === current ? 'tab active' : 'tab'}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`}>
        {children}
      </div>
    </>
  )
}
