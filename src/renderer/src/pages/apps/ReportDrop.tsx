import { useId, useState, type DragEvent } from 'react'
import { HISTORY_REPORT_MAX_BYTES } from '../../../../shared/contract/history'
import type { HistoryImportDto } from '../../../../shared/dto/history'
import { useMutation } from '../../hooks/useMutation'
import { formatNumber } from '../../format'
import { toast } from '../../store/toasts'

/** The file's contents as base64, read by the browser (the page never names a path on disk). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(new Error(`${file.name} could not be read.`))
    reader.readAsDataURL(file)
  })
}

function summary(name: string, r: HistoryImportDto): string {
  const parts = [
    `${formatNumber(r.reviewsAdded)} new written reviews`,
    `${formatNumber(r.ratingsAdded)} ratings without text`,
  ]
  if (r.repliesFound > 0)
    parts.push(`${formatNumber(r.repliesFound)} replies written in the Play Console`)
  if (r.changed > 0) parts.push(`${formatNumber(r.changed)} changes kept in review history`)
  return `${name}: ${parts.join(', ')}; ${formatNumber(r.unchanged)} rows were already known.`
}

/**
 * Drop (or choose) a Google Play monthly review report to import the app's history: the reviews
 * and ratings older than the week the API shows.
 */
export function ReportDrop({ workspaceId, appId }: { workspaceId: string; appId: string }) {
  const historyImport = useMutation('history.import')

  const id = useId()
  const [over, setOver] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)

  const importFile = async (file: File) => {
    if (!/\.csv$/i.test(file.name))
      return toast.error(
        `${file.name} is not a CSV file. Drop a review report (reviews_<package>_<YYYYMM>.csv).`,
      )
    if (file.size > HISTORY_REPORT_MAX_BYTES)
      return toast.error(
        `${file.name} is larger than ${HISTORY_REPORT_MAX_BYTES / 1024 / 1024} MB; a monthly review report is smaller.`,
      )
    setBusy(file.name)
    try {
      const contentBase64 = await readBase64(file)
      const result = await historyImport({
        workspaceId,
        appId,
        fileName: file.name,
        contentBase64,
      })
      if (!result.ok) toast.error(result.error.message)
      else toast.success(summary(file.name, result.value))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : `${file.name} could not be read.`)
    } finally {
      setBusy(null)
    }
  }

  const drop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    const file = e.dataTransfer.files[0]
    if (file && !busy) void importFile(file)
  }

  return (
    <div
      className={`report-drop${over ? ' over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      aria-busy={busy !== null}
    >
      <p className="muted" id={`${id}-hint`}>
        {busy
          ? `Importing ${busy}…`
          : 'Drop a Google Play review report (CSV) here to import older reviews and ratings without text.'}
      </p>
      <label className="button small">
        Choose report…
        <input
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          disabled={busy !== null}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void importFile(file)
          }}
        />
      </label>
    </div>
  )
}
