import { useState } from 'react'
import type { MemberRemovedDto } from '../../../../../shared/dto/workspaces'
import { call } from '../../../api/client'
import { formatRelative } from '../../../format'
import { toast } from '../../../store/toasts'

/**
 * After a removal: the API keys that person created still work (an integration may depend on
 * them), so the admin decides for each one here.
 */
export function RemovedKeys({
  workspaceId,
  memberName,
  keys,
  onDone,
}: {
  workspaceId: string
  memberName: string
  keys: MemberRemovedDto['apiKeys']
  onDone: () => void
}) {
  const [left, setLeft] = useState(keys)
  const settle = (id: string) => {
    const rest = left.filter((k) => k.id !== id)
    setLeft(rest)
    if (rest.length === 0) onDone()
  }
  const revoke = async (id: string, name: string) => {
    const result = await call('keys.revoke', { workspaceId, keyId: id })
    if (!result.ok) return toast.error(result.error.message)
    toast.success(`Key “${name}” revoked.`)
    settle(id)
  }
  return (
    <div className="card reveal" role="region" aria-label={`API keys ${memberName} created`}>
      <p>
        <strong>{memberName}</strong> created these API keys. They keep working until you revoke them; keep the ones an
        integration still needs.
      </p>
      <ul>
        {left.map((k) => (
          <li key={k.id} className="copy-row">
            <span>
              {k.name} <code>{k.prefix}…</code> · last used {k.lastUsedAt ? formatRelative(k.lastUsedAt) : 'never'}
            </span>
            <button type="button" className="button small danger" onClick={() => void revoke(k.id, k.name)}>
              Revoke
            </button>
            <button type="button" className="button small" onClick={() => settle(k.id)}>
              Keep
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
