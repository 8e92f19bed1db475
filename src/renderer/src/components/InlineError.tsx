/** An error next to what caused it, read out at once. */
export function InlineError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null
  return (
    <p className="field-error" role="alert" id={id}>
      {message}
    </p>
  )
}

export function Loading({ what = 'Loading' }: { what?: string }) {
  return (
    <p className="muted loading" role="status">
      {what}…
    </p>
  )
}
