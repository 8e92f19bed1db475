import { create } from 'zustand'

/** Text a person typed into a reply and has not saved, and the server version it started from. */
export interface LocalEdit {
  body: string
  base: string
}

/**
 * Unsaved reply edits, per review, for as long as the window is open: moving to another review
 * (j/k, a click) or another page keeps them, and they come back when the review opens again.
 */
export const useLocalEdits = create<{
  edits: Readonly<Record<string, LocalEdit>>
  keep(reviewId: string, edit: LocalEdit): void
  drop(reviewId: string): void
}>((set, get) => ({
  edits: {},
  keep(reviewId, edit) {
    const current = get().edits[reviewId]
    if (current?.body === edit.body && current.base === edit.base) return
    set({ edits: { ...get().edits, [reviewId]: edit } })
  },
  drop(reviewId) {
    if (!(reviewId in get().edits)) return
    const { [reviewId]: _dropped, ...rest } = get().edits
    set({ edits: rest })
  },
}))
