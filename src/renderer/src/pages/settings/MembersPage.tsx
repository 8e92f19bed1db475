import { useCallback, useEffect, useState } from 'react'
import { formatDateTime } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useMutation } from '../../hooks/useMutation'
import type {
  InvitationDto,
  LoginLinkDto,
  MemberDto,
  RevokedWithMemberDto,
} from '../../../../shared/dto/workspaces'
import { ROLES, type Role } from '../../../../shared/roles'
import { ConfirmDialog } from '../../components/Dialog'
import { useCan, useSession } from '../../store/session'
import { WorkspaceNameForm } from './WorkspaceNameForm'
import { toast } from '../../store/toasts'
import { InvitationsTable } from './members/InvitationsTable'
import { LinksTable } from './members/LinksTable'
import { NewLinkCard, type NewLink } from './members/NewLinkCard'
import { RevokedWithMember } from './members/RevokedWithMember'

const NONE: never[] = []

export function MembersPage() {
  const membersAdd = useMutation('members.add')
  const membersInvite = useMutation('members.invite')
  const membersSetRole = useMutation('members.setRole')
  const membersRemove = useMutation('members.remove')
  const loginLinksCreate = useMutation('loginLinks.create')
  const invitationsRevoke = useMutation('invitations.revoke')
  const loginLinksRevoke = useMutation('loginLinks.revoke')
  const teamServerStatus = useMutation('teamServer.status')

  const workspaceId = useSession((s) => s.workspaceId)
  const shell = useSession((s) => s.session?.shell)
  const isAdmin = useCan('admin')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [newLink, setNewLink] = useState<NewLink | null>(null)
  const [sendEmail, setSendEmail] = useState(true)
  const [removing, setRemoving] = useState<MemberDto | null>(null)
  const [reusable, setReusable] = useState(false)
  const [linkDays, setLinkDays] = useState(7)
  const [ended, setEnded] = useState<{
    name: string
    why: 'removed' | 'no longer admin'
    revoked: RevokedWithMemberDto
  } | null>(null)

  const inWorkspace = workspaceId ? { workspaceId } : null
  // Links, invitations and the mail server are an admin's to see.
  const asAdmin = isAdmin ? inWorkspace : null
  const memberList = useCommand('members.list', inWorkspace)
  const linkList = useCommand('loginLinks.list', asAdmin)
  const invitationList = useCommand('invitations.list', asAdmin)
  const mail = useCommand('email.settings.get', asAdmin)
  const members = memberList.data ?? NONE
  const links = linkList.data ?? NONE
  const invitations = invitationList.data ?? NONE
  // "Send by e-mail" is offered once the workspace has a mail server (Settings → E-mail).
  const mailReady = mail.data !== null && mail.data.host !== '' && mail.data.from !== ''
  const { reload: reloadMembers } = memberList
  const { reload: reloadLinks } = linkList
  const { reload: reloadInvitations } = invitationList
  const load = useCallback(
    () => Promise.all([reloadMembers(), reloadLinks(), reloadInvitations()]),
    [reloadMembers, reloadLinks, reloadInvitations],
  )

  // A link or key list shown for one workspace means nothing in the next.
  useEffect(() => {
    setNewLink(null)
    setEnded(null)
  }, [workspaceId])
  if (!workspaceId) return null

  // With an address, people join by invitation (the answer never says whether they have an account here).
  const add = async (e: React.FormEvent) => {
    e.preventDefault()
    if (email.trim()) return invite()
    const result = await membersAdd({ workspaceId, name, role })
    if (!result.ok) return toast.error(result.error.message)
    setName('')
    toast.success(`${result.value.name} added as ${result.value.role}.`)
    void load()
  }

  const invite = async () => {
    const result = await membersInvite({
      workspaceId,
      email: email.trim(),
      role,
      name,
      ...(mailReady && sendEmail ? { sendEmail: true } : {}),
    })
    if (!result.ok) return toast.error(result.error.message)
    setName('')
    setEmail('')
    setNewLink({
      member: result.value.email,
      url: `${await linkOrigin(result.value.origin, teamServerStatus)}${result.value.path}`,
      note: 'Invitation link: they open it, press Sign in and accept. Someone who already uses this server opens it in a browser where they are signed in. It works once, for 7 days.',
      thisComputerOnly: result.value.thisComputerOnly,
      emailed: result.value.emailed,
    })
    void load()
  }

  const changeRole = async (member: MemberDto, next: Role) => {
    const result = await membersSetRole({ workspaceId, memberId: member.id, role: next })
    if (!result.ok) toast.error(result.error.message)
    else if (result.value.revoked)
      setEnded({ name: member.name, why: 'no longer admin', revoked: result.value.revoked })
    void load()
  }

  const remove = async (member: MemberDto) => {
    setRemoving(null)
    const result = await membersRemove({ workspaceId, memberId: member.id })
    if (!result.ok) toast.error(result.error.message)
    else {
      toast.success(`${member.name} removed; their sign-in links and sessions here ended.`)
      setEnded({ name: member.name, why: 'removed', revoked: result.value.revoked })
    }
    void load()
  }

  const createLink = async (member: MemberDto) => {
    const result = await loginLinksCreate({
      workspaceId,
      memberId: member.id,
      reusable,
      expiresInDays: linkDays,
    })
    if (!result.ok) return toast.error(result.error.message)
    const until = formatDateTime(result.value.expiresAt)
    setNewLink({
      member: member.name,
      url: `${await linkOrigin(result.value.origin, teamServerStatus)}${result.value.path}`,
      note: `${reusable ? 'It can be used again' : 'It works once'} until ${until}, and only for this workspace.`,
      thisComputerOnly: result.value.thisComputerOnly,
      emailed: null,
    })
    void load()
  }

  const revokeInvitation = async (invitation: InvitationDto) => {
    const result = await invitationsRevoke({ workspaceId, invitationId: invitation.id })
    if (!result.ok) return toast.error(result.error.message)
    toast.success(`Invitation for ${invitation.email} withdrawn.`)
    void load()
  }

  const revoke = async (link: LoginLinkDto) => {
    const result = await loginLinksRevoke({ workspaceId, linkId: link.id })
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
      {isAdmin && shell === 'serve' && (
        <div className="field-row">
          <label className="check">
            <input
              type="checkbox"
              checked={reusable}
              onChange={(e) => setReusable(e.target.checked)}
            />
            New links can be used more than once
          </label>
          <div className="field">
            <label htmlFor="link-days">New links expire after (days)</label>
            <input
              id="link-days"
              type="number"
              min={1}
              max={90}
              value={linkDays}
              onChange={(e) => setLinkDays(Math.min(90, Math.max(1, Number(e.target.value) || 7)))}
            />
          </div>
        </div>
      )}
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
                    onChange={(e) => void changeRole(m, e.target.value as Role)}
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

      {newLink && <NewLinkCard link={newLink} onDone={() => setNewLink(null)} />}

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
              <label htmlFor="member-email">E-mail (optional: sends an invitation)</label>
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
          {mailReady && email.trim() !== '' && (
            <label className="check">
              <input
                type="checkbox"
                checked={sendEmail}
                onChange={(e) => setSendEmail(e.target.checked)}
              />{' '}
              Send by e-mail
            </label>
          )}
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={!name.trim()}>
              {email.trim() ? 'Invite' : 'Add member'}
            </button>
          </div>
        </form>
      )}

      {ended && (
        <RevokedWithMember
          memberName={ended.name}
          why={ended.why}
          revoked={ended.revoked}
          onDone={() => setEnded(null)}
        />
      )}

      {isAdmin && (
        <InvitationsTable invitations={invitations} onRevoke={(i) => void revokeInvitation(i)} />
      )}

      {isAdmin && links.length > 0 && <LinksTable links={links} onRevoke={(l) => void revoke(l)} />}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          confirmLabel="Remove member"
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          <p>
            They lose access to this workspace at once: their sign-in links for it stop working and
            their open sessions here end. So does what they handed out here: the sign-in links and
            invitations they made, the sessions those opened, and the API keys they created.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}

/**
 * Where a new link points: the server's own address when it knows one (`serve`, with
 * `--public-url` when given); else the team server the desktop is connected to; else this page's.
 */
async function linkOrigin(
  serverOrigin: string | null,
  teamServerStatus: ReturnType<typeof useMutation<'teamServer.status'>>,
): Promise<string> {
  if (serverOrigin) return serverOrigin
  const server = await teamServerStatus({})
  return (server.ok && server.value.serverUrl) || window.location.origin
}
