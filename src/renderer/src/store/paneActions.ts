import { create } from 'zustand'

/** What the open review pane can do, so keyboard shortcuts reach it without prop drilling. */
export interface PaneActions {
  edit(): void
  approve(): void
  publish(): void
  dismiss(): void
}

export const usePaneActions = create<{
  actions: PaneActions | null
  setActions(a: PaneActions | null): void
}>((set) => ({
  actions: null,
  setActions: (actions) => set({ actions }),
}))
