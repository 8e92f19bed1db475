import { useEffect } from 'react'
import type { InvitationDto } from '../../../shared/dto/workspaces'
import { useCommand } from '../hooks/useCommand'
import { useMutation } from '../hooks/useMutation'
import { onChange } from '../store/changes'
import { useSession } from '../store/session'
import { toast } from '../store/toasts'

/** Invitations to join a workspace, answered here by the person invited (never by an admin). */
export function InvitationsBanner() {
  const invitationsAccept = useMutation('invitations.accept')
  const invitationsDecline = useMutation('invitations.decline')
  const load = useSession((s) => s.load)
  const selectWorkspace = useSession((s) => s.selectWorkspace)
  const hasWorkspaces = useSession((s) => (s.session?.workspaces.length ?? 0) > 0)
  const { data: invitations, reload: refresh } = useCommand('invitations.mine', {})

  // Invitations are the person's, not one workspace's: any workspace's member changes count.
  useEffect(
    () =>
      onChange((notice) => {
        if (notice.what === 'members' || notice.what === 'workspaces') void refresh()
      }),
    [refresh],
  )

  const answer = async (invitation: InvitationDto, accept: boolean) => {
    const result = await (accept ? invitationsAccept : invitationsDecline)({ invitationId: invitation.id })
    if (!result.ok) return toast.error(result.error.message)
    await refresh()
    if (accept) {
      await load()
      selectWorkspace(invitation.workspaceId)
      toast.success(`You joined ${invitation.workspaceName} as ${invitation.role}.`)
    } else {
      toast.success(`Invitation to ${invitation.workspaceName} declined.`)
    }
  }

  if (invitations === null) return null
  if (invitations.length === 0) {
    return hasWorkspaces ? null : (
      <div className="banner warn" role="note">
        You are not a member of any workspace on this server now. Ask an admin for a new sign-in link.
      </div>
    )
  }
  return (
    <section className="card" aria-label="Invitations">
      {invitations.map((i) => (
        <div key={i.id} className="copy-row">
          <p>
            {i.invitedBy ?? 'An admin'} invited you to join <strong>{i.workspaceName}</strong> as {i.role === 'admin' ? 'an' : 'a'}{' '}
            {i.role}.
          </p>
          <button type="button" className="button small primary" onClick={() => void answer(i, true)}>
            Accept
          </button>
          <button type="button" className="button small" onClick={() => void answer(i, false)}>
            Decline
          </button>
        </div>
      ))}
    </section>
  )
}
