import { useEffect, useRef, useState } from 'react'
import { useCommand } from '../hooks/useCommand'
import { useMutation } from '../hooks/useMutation'
import { useRouter } from '../store/router'
import { useSession } from '../store/session'
import { toast } from '../store/toasts'

export function WorkspaceSwitcher() {
  const createWorkspace = useMutation('workspaces.create')

  const session = useSession((s) => s.session)
  const workspaceId = useSession((s) => s.workspaceId)
  const selectWorkspace = useSession((s) => s.selectWorkspace)
  const load = useSession((s) => s.load)
  const [creating, setCreating] = useState(false)
  const [name, setName] = useState('')
  // Creating workspaces is the installation owner's (or admins', when the owner allows it).
  // Asked again whenever the session changes (another workspace, another role).
  const installation = useCommand('installation.get', {})
  const mayCreate = installation.data?.mayCreateWorkspaces ?? false
  const { reload } = installation
  const asked = useRef(session)
  useEffect(() => {
    if (session === asked.current) return
    asked.current = session
    void reload()
  }, [session, reload])

  const create = async (e: React.FormEvent) => {
    e.preventDefault()
    const result = await createWorkspace({ name })
    if (!result.ok) return toast.error(result.error.message)
    await load()
    selectWorkspace(result.value.id)
    setCreating(false)
    setName('')
    toast.success(`Workspace “${result.value.name}” created.`)
  }

  return (
    <div className="workspace-switcher">
      <label htmlFor="workspace-select" className="label-small">
        Workspace
      </label>
      <select
        id="workspace-select"
        value={workspaceId ?? ''}
        onChange={(e) => {
          selectWorkspace(e.target.value)
          // A review or digest open in one workspace does not exist in the other.
          const { route, replace } = useRouter.getState()
          if (route.rest.length > 0 && ['inbox', 'insights'].includes(route.section))
            replace(route.section)
          // Nor do its inbox filters (an app of the other workspace).
          if (route.query) useRouter.getState().setQuery('')
        }}
      >
        {session?.workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </select>
      {creating ? (
        <form onSubmit={create} className="inline-form">
          <label htmlFor="new-workspace" className="visually-hidden">
            New workspace name
          </label>
          <input
            id="new-workspace"
            autoFocus
            placeholder="Workspace name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="button small primary" disabled={!name.trim()}>
            Create
          </button>
          <button type="button" className="button small" onClick={() => setCreating(false)}>
            Cancel
          </button>
        </form>
      ) : (
        mayCreate && (
          <button type="button" className="link-button" onClick={() => setCreating(true)}>
            + New workspace
          </button>
        )
      )}
    </div>
  )
}
