import { useEffect, useState } from 'react'
import { transport } from '../../api/transport'
import { CopyButton } from '../../components/CopyButton'
import { InlineError, Loading } from '../../components/InlineError'

/**
 * Where the app's log is, for a support request: the desktop app's log folder (with a button
 * that opens it), or where `serve` writes its log.
 */
export function LogsPage() {
  return (
    <div className="settings-section">
      <h2>Logs</h2>
      <p className="muted">
        The log records what Review Reply did and every error, one JSON line each. Secrets (keys,
        tokens, passwords) are never written to it. Attach it when you ask for help.
      </p>
      {transport.kind === 'desktop' ? <DesktopLogs /> : <ServeLogs />}
    </div>
  )
}

function DesktopLogs() {
  const [folder, setFolder] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (transport.kind !== 'desktop') return
    void transport.bridge.logs
      .folder()
      .then((r) => (r.ok ? setFolder(r.value) : setError(r.error.message)))
  }, [])
  const open = async () => {
    if (transport.kind !== 'desktop') return
    setError(null)
    const result = await transport.bridge.logs.open()
    if (!result.ok) setError(result.error.message)
  }
  if (!folder)
    return error ? <InlineError message={error} /> : <Loading what="Finding the logs folder" />
  return (
    <>
      <p>
        Logs folder: <code>{folder}</code> <CopyButton text={folder} what="logs folder path" />
      </p>
      <p className="muted">
        The current log is main.log; when it reaches 5 MB it becomes main.1.log and a new one
        starts. The three newest older files are kept.
      </p>
      <button type="button" className="button" onClick={() => void open()}>
        Open logs folder
      </button>
      <InlineError message={error} />
    </>
  )
}

function ServeLogs() {
  return (
    <p>
      <code>review-reply serve</code> writes its log to standard error, in the terminal or service
      manager that runs it. To keep it in a file, start it with{' '}
      <code>review-reply serve 2&gt;&gt; review-reply.log</code>.
    </p>
  )
}
