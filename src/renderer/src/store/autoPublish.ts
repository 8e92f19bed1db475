import { create } from 'zustand'
import { call } from '../api/client'
import { useApps } from './apps'

interface AutoPublishState {
  /** Names of the apps whose drafts are published without a person (for the banner). */
  onFor: string[]
  load(workspaceId: string): Promise<void>
}

export const useAutoPublish = create<AutoPublishState>((set) => ({
  onFor: [],
  async load(workspaceId) {
    const apps = useApps.getState().apps ?? (await useApps.getState().load(workspaceId))
    if (!apps) return
    const states = await Promise.all(
      apps.map((a) => call('autoPublish.get', { workspaceId, appId: a.id })),
    )
    set({
      onFor: apps
        .filter((_, i) => {
          const s = states[i]
          return s?.ok === true && s.value.enabled
        })
        .map((a) => a.name),
    })
  },
}))
