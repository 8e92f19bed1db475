import type { CommandName, InputOf, OutputOf } from '../../../shared/contract'
import type { ChangeNotice } from '../../../shared/bridge'
import type { Result } from '../../../shared/result'
import { MISSING_BRIDGE_MESSAGE, transport } from './transport'

/**
 * Calls a core command: over IPC in the desktop app, over the loopback HTTP bridge in `serve`
 * (see ./transport).
 * Never throws: transport failures become Results the UI can show in plain words.
 */
export async function call<N extends CommandName>(
  name: N,
  input: InputOf<N>,
): Promise<Result<OutputOf<N>>> {
  if (transport.kind === 'desktop') {
    const method = transport.bridge.commands[name] as (
      i: InputOf<N>,
    ) => Promise<Result<OutputOf<N>>>
    return method(input)
  }
  if (transport.kind === 'missing-bridge')
    return { ok: false, error: { code: 'UNAVAILABLE', message: MISSING_BRIDGE_MESSAGE } }
  try {
    const response = await fetch(`/rpc/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-review-reply': '1' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    })
    if (response.status === 401) {
      window.location.reload()
    }
    return (await response.json()) as Result<OutputOf<N>>
  } catch {
    return {
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: 'Review Reply is not reachable. Is `review-reply serve` still running?',
      },
    }
  }
}

/** Live "something changed" notices from the core. */
export function subscribeToChanges(listener: (notice: ChangeNotice) => void): () => void {
  if (transport.kind === 'desktop') return transport.bridge.onChanged(listener)
  if (transport.kind === 'missing-bridge') return () => {}
  const source = new EventSource('/events')
  source.onmessage = (event) => listener(JSON.parse(String(event.data)) as ChangeNotice)
  // The server ends the stream when the session is revoked (e.g. the member was removed):
  // asking once more gets the signed-out answer, which brings the sign-in page.
  source.addEventListener('session-ended', () => {
    source.close()
    void call('session.get', {})
  })
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) void call('session.get', {})
  }
  return () => source.close()
}

export function openExternal(url: string): void {
  if (!url.startsWith('https://')) return
  if (transport.kind === 'desktop') void transport.bridge.openExternal(url)
  else if (transport.kind === 'http') window.open(url, '_blank', 'noopener,noreferrer')
}
