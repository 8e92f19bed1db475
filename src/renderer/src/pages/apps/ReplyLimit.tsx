import { useEffect, useState } from 'react'
import { useMutation } from '../../hooks/useMutation'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'

/** An App Store listing's reply length cap: admins change it in place, others read it. */
export function ReplyLimit({
  workspaceId,
  appId,
  appName,
  limit,
  onSaved,
}: {
  workspaceId: string
  appId: string
  appName: string
  limit: number
  onSaved(): void
}) {
  const appStoreSetReplyLimit = useMutation('appStore.setReplyLimit')

  const isAdmin = useCan('admin')
  const [value, setValue] = useState(String(limit))
  // The saved limit can change under the field (the server clamped it, or it changed elsewhere).
  useEffect(() => setValue(String(limit)), [limit])
  if (!isAdmin) return <>{limit} characters</>
  const save = async () => {
    const n = value.trim() === '' ? null : Number(value)
    if (n === limit) return
    const result = await appStoreSetReplyLimit({ workspaceId, appId, limit: n })
    if (!result.ok) {
      setValue(String(limit))
      return toast.error(result.error.message)
    }
    toast.success(`Replies for ${appName} are now capped at ${result.value.replyLimit} characters.`)
    onSaved()
  }
  return (
    <label className="inline-field small">
      <input
        type="number"
        className="narrow"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void save()}
        aria-label={`Reply limit for ${appName} in characters`}
      />
      <span>characters</span>
    </label>
  )
}
