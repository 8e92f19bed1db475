import { InlineError } from '../../components/InlineError'
import { useCommand } from '../../hooks/useCommand'

/**
 * Where this server's webhooks, model and mail server may connect. Read-only: the exceptions are
 * named when the server starts (`serve --allow-outbound`), not from a browser.
 */
export function OutboundCard() {
  const status = useCommand('outbound.status', {}, { refreshOn: ['members'] })
  const s = status.data
  return (
    <section className="card" aria-labelledby="outbound-heading">
      <h3 id="outbound-heading">Outbound calls</h3>
      <InlineError message={status.error} />
      {s && (
        <>
          <p>
            {s.guarded
              ? 'Webhooks, the drafting model and the mail server may only connect to public addresses: private, loopback and link-local addresses are refused.'
              : 'Only you can reach this instance, so webhooks, the drafting model and the mail server may also connect to local and private addresses.'}
          </p>
          {s.reasons.length > 0 && (
            <ul className="muted small" aria-label="Why the guard is on">
              {s.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
          {s.allowOutbound !== null && (
            <div role="region" aria-label="Allowed private hosts">
              <h4>Allowed private hosts</h4>
              {s.allowOutbound.length > 0 ? (
                <ul>
                  {s.allowOutbound.map((h) => (
                    <li key={h}>
                      <code>{h}</code>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">None.</p>
              )}
              <p className="hint">
                Named when the server starts, e.g.{' '}
                <code>review-reply serve --allow-outbound 10.0.0.5,mail.lan</code>. The installation
                owner can also allow hosts under Settings → Installation.
              </p>
            </div>
          )}
        </>
      )}
    </section>
  )
}
