/** A labelled progress bar for long actions (bulk approve, sync). `value` null: indeterminate. */
export function Progress({
  label,
  value,
  max,
}: {
  label: string
  value: number | null
  max: number
}) {
  return (
    <div className="progress-wrap">
      <div className="progress-label">{label}</div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        {...(value === null ? {} : { 'aria-valuenow': value })}
      >
        <div
          className={value === null ? 'progress-bar indeterminate' : 'progress-bar'}
          style={
            value === null
              ? undefined
              : { width: `${Math.min(100, (value / Math.max(1, max)) * 100)}%` }
          }
        />
      </div>
    </div>
  )
}
