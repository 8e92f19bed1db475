import type { ReactNode } from 'react'
import { ConfirmDialog } from '../../components/Dialog'
import { InlineError, Loading } from '../../components/InlineError'
import { useCan } from '../../store/session'
import { ConnectionHealth, connectionHealth, type ListingHealth } from './ConnectionHealth'
import { TestResult } from './TestResult'
import {
  type ConnectionCommands,
  type ConnectionTest,
  useConnectionFlow,
} from './useConnectionFlow'

interface Props<T extends ConnectionTest> {
  /** The store's name in headings and messages ("App Store", "Google Play"). */
  storeName: string
  headingId: string
  /** The button that opens the key form while nothing is connected. */
  connectLabel: string
  /** The store's status; null while it loads or when it failed to load. */
  status: { connected: boolean; listings: readonly ListingHealth[] } | null
  statusError: string | null
  /** What is connected, or how to get a key, and the listings: shown once the status is here. */
  summary: ReactNode
  /** The key form's fields (the form, its error and its buttons are the card's). */
  fields: ReactNode
  /** Every field the key needs is filled in. */
  canSubmit: boolean
  /** The facts a test found, one line each (null: nothing to say). */
  testDetails(test: T): (string | null)[]
  /** The disconnect confirmation: its question and what disconnecting means. */
  disconnectTitle: string
  disconnectText: ReactNode
  commands: ConnectionCommands<T>
}

/** One store connection: its health, what is connected, and connect / test / disconnect. */
export function StoreConnectionCard<T extends ConnectionTest>(props: Props<T>) {
  const { storeName, status: s } = props
  const isAdmin = useCan('admin')
  const canTest = useCan('editor')
  const flow = useConnectionFlow(storeName, props.commands)
  const { editing, busy, error, test } = flow
  // Which apps the key cannot read, in words, when some can be read (the badge only counts them).
  const health = s ? connectionHealth(s.connected, s.listings) : null
  const partial = health?.tone === 'partial' ? health : null

  return (
    <section className="card store-card" aria-labelledby={props.headingId}>
      <div className="endpoint-head">
        <h3 id={props.headingId}>{storeName}</h3>
        {s && <ConnectionHealth connected={s.connected} listings={s.listings} />}
      </div>
      <InlineError message={props.statusError} />
      {partial && (
        <p className="small store-health-detail">
          {partial.label}; {partial.reason}
        </p>
      )}
      {!s ? (
        !props.statusError && <Loading />
      ) : (
        <>
          {props.summary}
          <div className="toolbar">
            {s.connected && canTest && (
              <button
                type="button"
                className="button small"
                disabled={busy !== null}
                onClick={() => void flow.runTest()}
              >
                {busy === 'test' ? 'Testing…' : 'Test connection'}
              </button>
            )}
            {isAdmin && !editing && (
              <button
                type="button"
                className={s.connected ? 'button small' : 'button small primary'}
                onClick={() => flow.setEditing(true)}
              >
                {s.connected ? 'Replace key…' : props.connectLabel}
              </button>
            )}
            {isAdmin && s.connected && (
              <button
                type="button"
                className="button small danger"
                onClick={() => flow.setConfirm(true)}
              >
                Disconnect…
              </button>
            )}
          </div>
          {test && (
            <TestResult
              ok={test.ok}
              message={test.message}
              nextStep={test.nextStep}
              details={props.testDetails(test)}
            />
          )}
          {editing && (
            <form
              className="form"
              onSubmit={(e) => void flow.connect(e)}
              aria-label={props.connectLabel}
            >
              {props.fields}
              <InlineError message={error} />
              <div className="form-actions">
                <button type="button" className="button" onClick={() => flow.setEditing(false)}>
                  Cancel
                </button>
                <button
                  type="submit"
                  className="button primary"
                  disabled={busy !== null || !props.canSubmit}
                >
                  {busy === 'connect' ? 'Connecting…' : 'Connect'}
                </button>
              </div>
            </form>
          )}
          {!editing && <InlineError message={error} />}
        </>
      )}
      {flow.confirm && (
        <ConfirmDialog
          title={props.disconnectTitle}
          confirmLabel="Disconnect"
          danger
          onCancel={() => flow.setConfirm(false)}
          onConfirm={() => void flow.disconnect()}
        >
          {props.disconnectText}
        </ConfirmDialog>
      )}
    </section>
  )
}
