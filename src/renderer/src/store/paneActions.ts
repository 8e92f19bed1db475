import { create } from 'zustand'

/** What the open review pane can do, so keyboard shortcuts reach it without prop drilling. */
export interface PaneActions {
  /** The review these actions act on: the pane may still show the previous one while loading. */
  reviewId: string
  edit(): void
  approve(): void
  publish(): void
  dismiss(): void
  /** Opens the reply's Templates menu. */
  templates(): void
}

export type PaneActionName = 'edit' | 'approve' | 'publish' | 'dismiss' | 'templates'

/** A key pressed on a review whose pane was still loading waits this long for it, no longer. */
const QUEUED_FOR_MS = 5_000

interface Queued {
  reviewId: string
  name: PaneActionName
  at: number
}

export const usePaneActions = create<{
  actions: PaneActions | null
  queued: Queued | null
  setActions(a: PaneActions | null): void
  /**
   * Runs `name` on `reviewId`. If the pane still shows another review (j then p in quick
   * succession), the action waits for that review's pane instead of acting on the wrong one.
   */
  request(reviewId: string, name: PaneActionName): void
  /** Forgets a waiting action (the person moved to another review). */
  clearQueued(): void
}>((set, get) => ({
  actions: null,
  queued: null,
  setActions: (actions) => {
    const queued = get().queued
    set({ actions, queued: actions && queued?.reviewId !== actions.reviewId ? null : queued })
    if (actions && queued?.reviewId === actions.reviewId) {
      set({ queued: null })
      if (Date.now() - queued.at <= QUEUED_FOR_MS) actions[queued.name]()
    }
  },
  request: (reviewId, name) => {
    const actions = get().actions
    if (actions?.reviewId === reviewId) {
      set({ queued: null })
      actions[name]()
    } else set({ queued: { reviewId, name, at: Date.now() } })
  },
  clearQueued: () => set({ queued: null }),
}))
