import { create } from 'zustand'

export interface ToastAction {
  label: string
  run(): void
}

interface Toast {
  id: number
  kind: 'info' | 'success' | 'error'
  message: string
  /** A button in the toast, e.g. "Undo" while an approval can still be taken back. */
  action?: ToastAction
}

interface ToastState {
  toasts: Toast[]
  push(
    kind: Toast['kind'],
    message: string,
    options?: { action?: ToastAction; ms?: number },
  ): number
  dismiss(id: number): void
}

let nextId = 1

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push(kind, message, options = {}) {
    const id = nextId++
    const toast: Toast = {
      id,
      kind,
      message,
      ...(options.action ? { action: options.action } : {}),
    }
    set({ toasts: [...get().toasts, toast] })
    setTimeout(() => get().dismiss(id), options.ms ?? (kind === 'error' ? 8000 : 4000))
    return id
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) })
  },
}))

export const toast = {
  info: (m: string) => useToasts.getState().push('info', m),
  success: (m: string) => useToasts.getState().push('success', m),
  error: (m: string) => useToasts.getState().push('error', m),
  /** A success with an action button that stays for `ms` (the time the action stays possible). */
  withAction: (m: string, action: ToastAction, ms: number) =>
    useToasts.getState().push('success', m, { action, ms }),
  dismiss: (id: number) => useToasts.getState().dismiss(id),
}
