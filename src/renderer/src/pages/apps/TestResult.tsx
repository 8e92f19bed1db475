/** The answer of a "Test connection": what happened, what to do, and the numbers. */
export function TestResult({
  ok,
  message,
  nextStep,
  details,
}: {
  ok: boolean
  message: string
  nextStep?: string | undefined
  details: (string | null)[]
}) {
  const shown = details.filter((d): d is string => d !== null)
  return (
    <div className={ok ? 'test-result ok' : 'test-result error'} role="status">
      <strong>{ok ? 'Connection works.' : 'Connection failed.'}</strong> {message}
      {nextStep && <p className="small">Next step: {nextStep}</p>}
      {shown.length > 0 && <p className="muted small">{shown.join(' · ')}</p>}
    </div>
  )
}
