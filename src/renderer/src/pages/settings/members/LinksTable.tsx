import type { LoginLinkDto } from '../../../../../shared/dto/workspaces'
import { formatWhen } from '../../../format'

function statusOf(link: LoginLinkDto, now: number): string | null {
  if (link.revokedAt) return 'revoked'
  if (link.singleUse && link.usedAt) return 'used'
  if (link.expiresAt <= now) return 'expired'
  return null
}

/** Every sign-in link made for this workspace and who made it, so its admins can end any of them. */
export function LinksTable({
  links,
  onRevoke,
}: {
  links: LoginLinkDto[]
  onRevoke: (link: LoginLinkDto) => void
}) {
  const now = Date.now()
  return (
    <>
      <h3>Sign-in links</h3>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Kind</th>
            <th scope="col">Created by</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {links.map((l) => {
            const ended = statusOf(l, now)
            return (
              <tr key={l.id}>
                <td>{l.memberName}</td>
                <td>{l.singleUse ? 'single use' : 'reusable'}</td>
                <td>{l.createdByName ?? <span className="muted">—</span>}</td>
                <td>{formatWhen(l.createdAt)}</td>
                <td>{l.usedAt ? formatWhen(l.usedAt) : 'never'}</td>
                <td>{formatWhen(l.expiresAt)}</td>
                <td>
                  {ended ? (
                    <span className="muted">{ended}</span>
                  ) : (
                    <button
                      type="button"
                      className="button small danger"
                      aria-label={`Revoke sign-in link for ${l.memberName}`}
                      onClick={() => onRevoke(l)}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </>
  )
}
