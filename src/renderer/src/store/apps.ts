import { useEffect } from 'react'
import { create } from 'zustand'
import type { AppDto } from '../../../shared/dto/apps'
import { call } from '../api/client'

interface AppsState {
  workspaceId: string | null
  apps: AppDto[] | null
  error: string | null
  load(workspaceId: string): Promise<AppDto[] | null>
}

let inFlight: { workspaceId: string; promise: Promise<AppDto[] | null> } | null = null

/**
 * The workspace's apps, fetched once and shared by every page that needs the list (filters,
 * dashboard, auto-publish banner) instead of each asking the core again.
 */
export const useApps = create<AppsState>((set, get) => ({
  workspaceId: null,
  apps: null,
  error: null,
  load(workspaceId) {
    if (inFlight?.workspaceId === workspaceId) return inFlight.promise
    if (get().workspaceId !== workspaceId) set({ workspaceId, apps: null, error: null })
    const promise = call('apps.list', { workspaceId }).then((result) => {
      if (inFlight?.promise === promise) inFlight = null
      if (get().workspaceId !== workspaceId) return null
      if (!result.ok) {
        set({ error: result.error.message })
        return null
      }
      set({ apps: result.value, error: null })
      return result.value
    })
    inFlight = { workspaceId, promise }
    return promise
  },
}))

/** The current workspace's apps, loading them if nobody has yet. */
export function useAppList(workspaceId: string | null): AppDto[] | null {
  const apps = useApps((s) => (s.workspaceId === workspaceId ? s.apps : null))
  useEffect(() => {
    if (workspaceId && apps === null) void useApps.getState().load(workspaceId)
  }, [workspaceId, apps])
  return apps
}
