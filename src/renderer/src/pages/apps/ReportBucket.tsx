import { useId, useState } from 'react'
import { useMutation } from '../../hooks/useMutation'
import { formatNumber } from '../../format'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'

/**
 * The app's Play Console report bucket (Play Console → Download reports → Reviews → "Copy Cloud
 * Storage URI"), and reading it now: older reviews and ratings without text.
 */
export function ReportBucket({
  workspaceId,
  appId,
  bucket,
  onChanged,
}: {
  workspaceId: string
  appId: string
  bucket: string | null
  onChanged(): void
}) {
  const historySetBucket = useMutation('history.setBucket')
  const historyImportCloud = useMutation('history.importCloud')

  const id = useId()
  const isAdmin = useCan('admin')
  const [value, setValue] = useState(bucket ?? '')
  const [busy, setBusy] = useState(false)

  const save = async () => {
    setBusy(true)
    const result = await historySetBucket({
      workspaceId,
      appId,
      bucket: value.trim() === '' ? null : value,
    })
    setBusy(false)
    if (!result.ok) return toast.error(result.error.message)
    setValue(result.value.bucket ?? '')
    toast.success(
      result.value.bucket
        ? `Report bucket set to ${result.value.bucket}.`
        : 'Report bucket removed.',
    )
    onChanged()
  }

  const importNow = async () => {
    setBusy(true)
    const result = await historyImportCloud({ workspaceId, appId })
    setBusy(false)
    if (!result.ok) return toast.error(result.error.message)
    const read = result.value.months.filter((m) => m.result)
    const reviews = read.reduce((a, m) => a + (m.result?.reviewsAdded ?? 0), 0)
    const ratings = read.reduce((a, m) => a + (m.result?.ratingsAdded ?? 0), 0)
    toast.success(
      read.length === 0
        ? 'Every monthly report is already imported.'
        : `Read ${read.length} monthly reports: ${formatNumber(reviews)} new written reviews, ${formatNumber(ratings)} ratings without text.`,
    )
    onChanged()
  }

  return (
    <div className="field report-bucket">
      <label htmlFor={`${id}-bucket`}>Google Play report bucket</label>
      <div className="toolbar">
        <input
          id={`${id}-bucket`}
          className="mono"
          value={value}
          placeholder="pubsite_prod_rev_01234567890123456789"
          onChange={(e) => setValue(e.target.value)}
          disabled={!isAdmin || busy}
          aria-describedby={`${id}-hint`}
          spellCheck={false}
          autoComplete="off"
        />
        {isAdmin && (
          <button
            type="button"
            className="button small"
            disabled={busy || value.trim() === (bucket ?? '')}
            onClick={() => void save()}
          >
            Save
          </button>
        )}
        {bucket && (
          <button
            type="button"
            className="button small"
            disabled={busy}
            onClick={() => void importNow()}
          >
            {busy ? 'Reading…' : 'Import reports now'}
          </button>
        )}
      </div>
      <p className="hint" id={`${id}-hint`}>
        Play Console → Download reports → Reviews → “Copy Cloud Storage URI”. The service account
        needs “View app information and download bulk reports” (Users and permissions).
      </p>
    </div>
  )
}
