import { useCallback, useEffect, useState } from 'react'
import { call } from '../../api/client'
import type { LoginLinkDto, MemberDto } from '../../../../shared/dto/workspaces'
import { ROLES, type Role } from '../../../../shared/roles'
import { CopyButton } from '../../components/CopyButton'
import { ConfirmDialog } from '../../components/Dialog'
import { formatRelative } from '../../format'
import { useCan, useSession } from '../../store/session'
import { WorkspaceNameForm } from './WorkspaceNameForm'
import { toast } from '../../store/toasts'

export function MembersPage() {
  const workspaceId = useSession((s) => s.workspaceId)
  const shell = useSession((s) => s.session?.shell)
  const isAdmin = useCan('admin')
  const [members, setMembers] = useState<MemberDto[]>([])
  const [links, setLinks] = useState<LoginLinkDto[]>([])
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [newLink, setNewLink] = useState<{ member: string; url: string } | null>(null)
  const [removing, setRemoving] = useState<MemberDto | null>(null)

  const load = useCallback(async () => {
    if (!workspaceId) return
    const m = await call('members.list', { workspaceId })
    if (m.ok) setMembers(m.value)
    if (isAdmin) {
      const l = await call('loginLinks.list', { workspaceId })
      if (l.ok) setLinks(l.value)
    }
  }, [workspaceId, isAdmin])

  useEffect(() => void load(), [load])
  if (!workspaceId) return null

  const add = async (e: React.FormEvent) => {
    e.preventDefault()
    const result = await call('members.add', { workspaceId, name, email: email || undefined, role })
    if (!result.ok) return toast.error(result.error.message)
    setName('')
    setEmail('')
    toast.success(`${result.value.name} added as ${result.value.role}.`)
    void load()
  }

  const changeRole = async (memberId: string, next: Role) => {
    const result = await call('members.setRole', { workspaceId, memberId, role: next })
    if (!result.ok) toast.error(result.error.message)
    void load()
  }

  const remove = async (member: MemberDto) => {
    setRemoving(null)
    const result = await call('members.remove', { workspaceId, memberId: member.id })
    if (!result.ok) toast.error(result.error.message)
    void load()
  }

  const createLink = async (member: MemberDto) => {
    const result = await call('loginLinks.create', { workspaceId, memberId: member.id })
    if (!result.ok) return toast.error(result.error.message)
    // The team server's own address: the desktop (connected to it) has no web origin of its own.
    const server = await call('teamServer.status', {})
    const origin = (server.ok && server.value.serverUrl) || window.location.origin
    setNewLink({ member: member.name, url: `${origin}${result.value.path}` })
    void load()
  }

  const revoke = async (link: LoginLinkDto) => {
    const result = await call('loginLinks.revoke', { workspaceId, linkId: link.id })
    if (!result.ok) return toast.error(result.error.message)
    toast.success(`Sign-in link for ${link.memberName} revoked; their browsers are signed out.`)
    void load()
  }

  return (
    <div className="settings-section">
      {isAdmin && <WorkspaceNameForm key={workspaceId} />}
      <h2>Members and roles</h2>
      <p className="muted">
        Admins manage members, keys and webhooks. Editors draft, approve and publish replies.
        Viewers read.
      </p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            {isAdmin && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <td>
                {m.name} {m.isOwner && <span className="tag">owner</span>}
              </td>
              <td>{m.email ?? <span className="muted">—</span>}</td>
              <td>
                {isAdmin && !m.isOwner ? (
                  <select
                    aria-label={`Role of ${m.name}`}
                    value={m.role}
                    onChange={(e) => void changeRole(m.id, e.target.value as Role)}
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className={`role-badge role-${m.role}`}>{m.role}</span>
                )}
              </td>
              {isAdmin && (
                <td className="row-actions">
                  {shell === 'serve' && (
                    <button
                      type="button"
                      className="button small"
                      onClick={() => void createLink(m)}
                    >
                      New sign-in link
                    </button>
                  )}
                  {!m.isOwner && (
                    <button
                      type="button"
                      className="button small danger"
                      onClick={() => setRemoving(m)}
                    >
                      Remove
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>

      {newLink && (
        <div className="card reveal" role="region" aria-label="New sign-in link">
          <p>
            Sign-in link for <strong>{newLink.member}</strong>. Send it privately; it is shown only
            once and works until you revoke it.
          </p>
          <div className="copy-row">
            <code className="secret">{newLink.url}</code>
            <CopyButton text={newLink.url} what="sign-in link" />
          </div>
          <button type="button" className="link-button" onClick={() => setNewLink(null)}>
            Done
          </button>
        </div>
      )}

      {isAdmin && (
        <form className="card form" onSubmit={add} aria-label="Add a member">
          <h3>Add a member</h3>
          <div className="field-row">
            <div className="field">
              <label htmlFor="member-name">Name</label>
              <input
                id="member-name"
                required
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="member-email">E-mail (optional)</label>
              <input
                id="member-email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="member-role">Role</label>
              <select
                id="member-role"
                value={role}
                onChange={(e) => setRole(e.target.value as Role)}
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={!name.trim()}>
              Add member
            </button>
          </div>
        </form>
      )}

      {isAdmin && links.length > 0 && (
        <>
          <h3>Sign-in links</h3>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {links.map((l) => (
                <tr key={l.id}>
                  <td>{l.memberName}</td>
                  <td>{formatRelative(l.createdAt)}</td>
                  <td>{l.usedAt ? formatRelative(l.usedAt) : 'never'}</td>
                  <td>
                    {l.revokedAt ? (
                      <span className="muted">revoked</span>
                    ) : (
                      <button
                        type="button"
                        className="button small danger"
                        onClick={() => void revoke(l)}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          confirmLabel="Remove member"
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          <p>They lose access to this workspace at once; their sign-in links stop working here.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
