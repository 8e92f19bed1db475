import { useState } from 'react'
import { useMutation } from '../../hooks/useMutation'
import { useSession, useWorkspace } from '../../store/session'
import { toast } from '../../store/toasts'

/** Admins rename the workspace; everyone sees the new name in the switcher at once. */
export function WorkspaceNameForm() {
  const renameWorkspace = useMutation('workspaces.rename')

  const workspace = useWorkspace()
  const load = useSession((s) => s.load)
  const [name, setName] = useState(workspace?.name ?? '')
  if (!workspace) return null

  const save = async (e: React.FormEvent) => {
    e.preventDefault()
    const result = await renameWorkspace({ workspaceId: workspace.id, name })
    if (!result.ok) return toast.error(result.error.message)
    await load()
    toast.success(`Workspace renamed to “${result.value.name}”.`)
  }

  return (
    <form className="inline-form" onSubmit={save} aria-label="Workspace name">
      <label htmlFor="workspace-name">Workspace name</label>
      <input id="workspace-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="button small" disabled={!name.trim() || name.trim() === workspace.name}>
        Rename
      </button>
    </form>
  )
}
