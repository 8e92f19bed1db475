import { CopyButton } from '../../components/CopyButton'

/** A signing secret, shown once after creation or rotation. */
export function SecretReveal({
  secret,
  title,
  onDone,
}: {
  secret: string
  title: string
  onDone(): void
}) {
  return (
    <div className="card reveal" role="region" aria-label={title}>
      <h2>{title}</h2>
      <p>
        <strong>Copy the signing secret now.</strong> Your receiver verifies every delivery with it
        (any Standard Webhooks library). Admins can reveal it again later.
      </p>
      <div className="copy-row">
        <code className="secret" data-testid="webhook-secret">
          {secret}
        </code>
        <CopyButton text={secret} what="signing secret" />
      </div>
      <button type="button" className="button" onClick={onDone}>
        Done
      </button>
    </div>
  )
}
