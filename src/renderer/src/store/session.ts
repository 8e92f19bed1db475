import { create } from 'zustand'
import type { SessionDto, WorkspaceDto } from '../../../shared/dto/workspaces'
import { roleAtLeast, type Role } from '../../../shared/roles'
import { call } from '../api/client'

const LAST_WORKSPACE = 'review-reply:last-workspace'

interface SessionState {
  session: SessionDto | null
  error: string | null
  workspaceId: string | null
  load(): Promise<void>
  selectWorkspace(id: string): void
}

export const useSession = create<SessionState>((set, get) => ({
  session: null,
  error: null,
  workspaceId: null,
  async load() {
    const result = await call('session.get', {})
    if (!result.ok) {
      set({ error: result.error.message })
      return
    }
    const remembered = localStorage.getItem(LAST_WORKSPACE)
    const current = get().workspaceId ?? remembered
    const workspaceId =
      result.value.workspaces.find((w) => w.id === current)?.id ??
      result.value.workspaces[0]?.id ??
      null
    set({ session: result.value, workspaceId, error: null })
  },
  selectWorkspace(id) {
    localStorage.setItem(LAST_WORKSPACE, id)
    set({ workspaceId: id })
  },
}))

export function useWorkspace(): WorkspaceDto | null {
  return useSession((s) => s.session?.workspaces.find((w) => w.id === s.workspaceId) ?? null)
}

/** Whether the acting member may do something that needs `role` (the core checks again). */
export function useCan(role: Role): boolean {
  const workspace = useWorkspace()
  return workspace !== null && roleAtLeast(workspace.role, role)
}
