import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import type { FilledTemplateDto } from '../../../../shared/dto/templates'
import { useMutation } from '../../hooks/useMutation'
import { placeMenu } from '../../components/placeMenu'
import { useCommand } from '../../hooks/useCommand'
import { toast } from '../../store/toasts'

const base = (tag: string | null | undefined) =>
  tag ? (tag.split(/[-_]/)[0] ?? tag).toLowerCase() : ''

/**
 * "Templates": the workspace's reply templates, the review's language first. Choosing one fills
 * it with this review's values (in the core) and hands the text to the editor. Opened with the
 * button or the "t" key; arrows move, Enter picks, Escape closes.
 */
export function TemplatesMenu({
  workspaceId,
  reviewId,
  language,
  open,
  disabled,
  onOpenChange,
  onInsert,
}: {
  workspaceId: string
  reviewId: string
  language: string | null
  open: boolean
  disabled: boolean
  onOpenChange(open: boolean): void
  onInsert(filled: FilledTemplateDto): void
}) {
  const templatesFill = useMutation('templates.fill')

  const list = useCommand('templates.list', { workspaceId }, { refreshOn: ['templates'] })
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  const own = base(language)
  const templates = useMemo(
    () =>
      [...(list.data ?? [])].sort(
        (a, b) => Number(b.language === own) - Number(a.language === own),
      ),
    [list.data, own],
  )

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  useEffect(() => {
    if (open) items()[0]?.focus()
  }, [open, templates])

  // Placed in the window, not in the pane: follows its button when the pane scrolls or the
  // window changes size, and its contents (Loading…, then the list) change its height.
  useLayoutEffect(() => {
    if (!open) return
    const place = () => {
      const el = menu.current
      const at = button.current?.getBoundingClientRect()
      if (!el || !at) return
      el.style.maxHeight = ''
      const spot = placeMenu(
        at,
        { width: el.offsetWidth, height: el.offsetHeight },
        {
          width: document.documentElement.clientWidth,
          height: document.documentElement.clientHeight,
        },
      )
      el.style.top = `${spot.top}px`
      el.style.left = `${spot.left}px`
      el.style.maxHeight = `min(20rem, ${spot.maxHeight}px)`
    }
    place()
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
    }
  }, [open, list.data, templates])

  const close = (focusButton = true) => {
    onOpenChange(false)
    if (focusButton) button.current?.focus()
  }

  const pick = async (templateId: string) => {
    const result = await templatesFill({ workspaceId, reviewId, templateId })
    if (!result.ok) return toast.error(result.error.message)
    close(false)
    onInsert(result.value)
    if (result.value.missing.length > 0) {
      toast.success(
        `Inserted. No value for ${result.value.missing.map((m) => `{${m}}`).join(', ')} on this review, so it was left out.`,
      )
    }
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    const all = items()
    const at = all.indexOf(document.activeElement as HTMLElement)
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      close()
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const next = (at + (e.key === 'ArrowDown' ? 1 : -1) + all.length) % Math.max(all.length, 1)
      all[next]?.focus()
    } else if (e.key === 'Tab') {
      close(false)
    }
  }

  return (
    <div
      className="template-menu"
      onBlur={(e) => {
        // Focus left the menu and its button (a click elsewhere): close it.
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className="button small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-keyshortcuts="t"
        disabled={disabled}
        onClick={() => onOpenChange(!open)}
      >
        Templates
      </button>
      {open && (
        <ul ref={menu} role="menu" aria-label="Reply templates" onKeyDown={onKeyDown}>
          {list.data === null ? (
            <li role="none" className="muted small">
              Loading…
            </li>
          ) : templates.length === 0 ? (
            <li role="none" className="muted small">
              No templates yet. Editors add them in Settings → Reply templates.
            </li>
          ) : (
            templates.map((t) => (
              <li key={t.id} role="none">
                <button type="button" role="menuitem" onClick={() => void pick(t.id)}>
                  {t.name} <span className="muted small">{t.language}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  )
}
