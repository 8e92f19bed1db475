import type { RevokedWithMemberDto } from '../../../../../shared/dto/workspaces'
import { formatWhen } from '../../../format'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * After a removal or a lowered admin role: what ended with it (the links, invitations and API
 * keys that person made here), so the admin knows which integrations need a new key.
 */
export function RevokedWithMember({
  memberName,
  why,
  revoked,
  onDone,
}: {
  memberName: string
  why: 'removed' | 'no longer admin'
  revoked: RevokedWithMemberDto
  onDone: () => void
}) {
  return (
    <div className="card reveal" role="region" aria-label={`What ended with ${memberName}`}>
      <p>
        <strong>{memberName}</strong> {why === 'removed' ? 'was removed' : 'is no longer an admin'},
        so what they handed out here ended too:{' '}
        {count(
          revoked.loginLinks,
          'sign-in link that still worked',
          'sign-in links that still worked',
        )}
        , {count(revoked.invitations, 'open invitation', 'open invitations')} and{' '}
        {count(revoked.sessions, 'browser session', 'browser sessions')} their links had opened.
      </p>
      {revoked.apiKeys.length > 0 && (
        <>
          <p>
            These API keys they created were revoked; give an integration that used one a new key:
          </p>
          <ul>
            {revoked.apiKeys.map((k) => (
              <li key={k.id}>
                {k.name} <code>{k.prefix}…</code> · last used{' '}
                {k.lastUsedAt ? formatWhen(k.lastUsedAt) : 'never'}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="link-button" onClick={onDone}>
        Done
      </button>
    </div>
  )
}
