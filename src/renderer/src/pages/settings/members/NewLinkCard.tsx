import { CopyButton } from '../../../components/CopyButton'

export interface NewLink {
  member: string
  url: string
  note: string
  /** The link's address is 127.0.0.1 or localhost: only this computer can open it. */
  thisComputerOnly: boolean
  /** What "Send by e-mail" did, when it was asked for. */
  emailed: { sentTo: string } | { error: string } | null
}

/** A new sign-in or invitation link, shown once, with whether teammates can open it. */
export function NewLinkCard({ link, onDone }: { link: NewLink; onDone(): void }) {
  return (
    <div className="card reveal" role="region" aria-label="New sign-in link">
      <p>
        Link for <strong>{link.member}</strong>. Send it privately; it is shown only once.{' '}
        {link.note}
      </p>
      <div className="copy-row">
        <code className="secret">{link.url}</code>
        <CopyButton text={link.url} what="sign-in link" />
      </div>
      {link.thisComputerOnly && (
        <p className="status warn small" role="note">
          This link points at this computer ({new URL(link.url).host}): teammates on other machines
          cannot open it. Start the server with “--public-url https://…”, the address they type (see
          “Running serve for a team” in docs/configuration.md), and make a new link.
        </p>
      )}
      {link.emailed &&
        ('sentTo' in link.emailed ? (
          <p className="status ok small">E-mailed to {link.emailed.sentTo}.</p>
        ) : (
          <p className="status error small" role="alert">
            {link.emailed.error}
          </p>
        ))}
      <button type="button" className="link-button" onClick={onDone}>
        Done
      </button>
    </div>
  )
}
