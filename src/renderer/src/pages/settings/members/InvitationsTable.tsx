import type { InvitationDto } from '../../../../../shared/dto/workspaces'
import { formatWhen } from '../../../format'

/** Invitations sent from this workspace that nobody has answered yet. */
export function InvitationsTable({
  invitations,
  onRevoke,
}: {
  invitations: InvitationDto[]
  onRevoke: (i: InvitationDto) => void
}) {
  const pending = invitations.filter((i) => i.status === 'pending')
  if (pending.length === 0) return null
  return (
    <>
      <h3>Pending invitations</h3>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Invited by</th>
            <th scope="col">Sent</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {pending.map((i) => (
            <tr key={i.id}>
              <td>{i.email}</td>
              <td>{i.role}</td>
              <td>{i.invitedBy ?? <span className="muted">—</span>}</td>
              <td>{formatWhen(i.createdAt)}</td>
              <td>
                <button
                  type="button"
                  className="button small danger"
                  aria-label={`Withdraw the invitation for ${i.email}`}
                  onClick={() => onRevoke(i)}
                >
                  Withdraw
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
