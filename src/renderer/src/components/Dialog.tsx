import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and focus returns
 * to where it was. Rendered only while open. The element marked `data-autofocus` starts focused.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  wide = false,
}: {
  title: string
  onClose(): void
  children: ReactNode
  footer?: ReactNode
  wide?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const previous = document.activeElement as HTMLElement | null
    dialog.showModal()
    // React's autoFocus runs before the dialog is open (its content cannot take focus yet), so a
    // field marked data-autofocus is focused here, once showModal has placed focus in the dialog.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const cancel = (e: Event) => {
      e.preventDefault()
      onCloseRef.current()
    }
    dialog.addEventListener('cancel', cancel)
    return () => {
      dialog.removeEventListener('cancel', cancel)
      if (dialog.open) dialog.close()
      previous?.focus?.()
    }
  }, [])
  const titleId = `dialog-title-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <dialog ref={ref} className={wide ? 'dialog wide' : 'dialog'} aria-labelledby={titleId}>
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
      {footer && <div className="dialog-foot">{footer}</div>}
    </dialog>
  )
}

/** "Are you sure?" with the consequence spelled out; the confirm button names the action. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string
  children: ReactNode
  confirmLabel: string
  danger?: boolean
  busy?: boolean
  onConfirm(): void
  onCancel(): void
}) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button" onClick={onCancel} autoFocus>
            Cancel
          </button>
          <button
            type="button"
            className={danger ? 'button danger-solid' : 'button primary'}
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
