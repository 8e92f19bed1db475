import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { StoreConnectionCard } from '../../../src/renderer/src/pages/apps/StoreConnectionCard'
import type { ConnectionTest } from '../../../src/renderer/src/pages/apps/useConnectionFlow'
import { actAs, button, buttonNames, click, render, unmountAll } from '../support/render'

afterEach(unmountAll)

const failing = { connected: true, listings: [{ lastError: 'Google says the key is revoked.' }] }

function card(overrides: Partial<Parameters<typeof StoreConnectionCard<ConnectionTest>>[0]> = {}) {
  return (
    <StoreConnectionCard<ConnectionTest>
      storeName="Google Play"
      headingId="gp-heading"
      connectLabel="Connect Google Play"
      status={failing}
      statusError={null}
      summary={<p>Service account sam@example.iam</p>}
      fields={<input aria-label="Key" />}
      canSubmit
      testDetails={() => ['3 reviews from the last week']}
      disconnectTitle="Disconnect Google Play?"
      disconnectText={<p>Reviews stay.</p>}
      commands={{
        connect: () => Promise.resolve({ ok: true, value: 'Key saved.' }),
        test: () =>
          Promise.resolve({
            ok: false,
            error: { code: 'STORE_ERROR', message: 'Google did not answer.' },
          }),
        disconnect: () => Promise.resolve({ ok: true, value: null }),
        reload: () => Promise.resolve(),
      }}
      {...overrides}
    />
  )
}

describe('the store connection card', () => {
  it('shows a failing connection with the store’s reason, and every button to an admin', () => {
    actAs('admin')
    const view = render(card())
    const health = view.querySelector('.health')
    expect(health?.textContent).toBe('Failing')
    expect(health?.getAttribute('title')).toBe('Google says the key is revoked.')
    expect(buttonNames(view)).toEqual(['Test connection', 'Replace key…', 'Disconnect…'])
  })

  it('one app the key cannot read does not make the whole store Failing: it says which app and why', () => {
    actAs('admin')
    const view = render(
      card({
        status: {
          connected: true,
          listings: [
            { appName: 'Notes', lastError: null },
            { appName: 'Notes Pro', lastError: '403 forbidden' },
            { appName: 'Todo', lastError: null },
          ],
        },
      }),
    )
    expect(view.querySelector('.health')?.textContent).toBe('2 of 3 apps readable')
    expect(view.textContent).toContain('2 of 3 apps readable; Notes Pro: 403 forbidden')
    expect(view.textContent).not.toContain('Failing')
  })

  it('lets an editor test but not change the key, and a viewer neither', () => {
    actAs('editor')
    expect(buttonNames(render(card()))).toEqual(['Test connection'])
    unmountAll()
    actAs('viewer')
    expect(buttonNames(render(card()))).toEqual([])
  })

  it('offers to connect when nothing is connected', () => {
    actAs('admin')
    const view = render(card({ status: { connected: false, listings: [] } }))
    expect(view.querySelector('.health')?.textContent).toBe('Not connected')
    expect(buttonNames(view)).toEqual(['Connect Google Play'])
  })

  it('says why a test failed, in the store’s words', async () => {
    actAs('editor')
    const view = render(card())
    await click(button(view, 'Test connection'))
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Google did not answer.')
    expect(button(view, 'Test connection').disabled).toBe(false)
  })

  it('shows a status that failed to load instead of the card’s content', () => {
    actAs('admin')
    const view = render(card({ status: null, statusError: 'Review Reply is not reachable.' }))
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Review Reply is not reachable.')
    expect(buttonNames(view)).toEqual([])
  })

  it('keeps Connect closed until the key is complete, and tests a new key at once', async () => {
    actAs('admin')
    const test = vi.fn(() =>
      Promise.resolve({ ok: true as const, value: { ok: true, message: 'Read 3 reviews.' } }),
    )
    const view = render(card({ status: { connected: false, listings: [] }, canSubmit: false }))
    await click(button(view, 'Connect Google Play'))
    expect(button(view, 'Connect').disabled).toBe(true)
    unmountAll()

    const ready = render(
      card({
        status: { connected: false, listings: [] },
        commands: {
          connect: () => Promise.resolve({ ok: true, value: 'Key saved.' }),
          test,
          disconnect: () => Promise.resolve({ ok: true, value: null }),
          reload: () => Promise.resolve(),
        },
      }),
    )
    await click(button(ready, 'Connect Google Play'))
    const form = ready.querySelector('form')
    await act(async () => {
      form?.requestSubmit()
    })
    expect(test).toHaveBeenCalledOnce()
    expect(ready.querySelector('.test-result')?.textContent).toContain('Connection works.')
    expect(ready.querySelector('form')).toBeNull()
  })
})
