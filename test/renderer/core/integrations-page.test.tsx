import { afterEach, describe, expect, it } from 'vitest'
import { IntegrationsPage } from '../../../src/renderer/src/pages/integrations/IntegrationsPage'
import type { DesktopBridge } from '../../../src/shared/bridge'
import { startCore, stopCore } from '../support/core-bridge'
import { signIn, until } from '../support/page'
import { button, click, render, typeInto, unmountAll } from '../support/render'

afterEach(() => {
  unmountAll()
  stopCore()
})

const URL = 'https://hooks.example.com/review-reply'

describe('the integrations page over a real core', () => {
  it('adds an endpoint: its secret is shown once, then the list shows the endpoint and no secret', async () => {
    const t = await startCore('owner')
    await signIn()
    const view = render(<IntegrationsPage />)
    await until(() => view.textContent?.includes('No endpoints yet'), 'the empty list')

    await click(button(view, 'Add endpoint'))
    await typeInto(view.querySelector<HTMLInputElement>('#wh-url')!, URL)
    await typeInto(view.querySelector<HTMLInputElement>('#wh-description')!, 'Support inbox')
    await click(
      view.querySelector<HTMLButtonElement>('form[aria-label="Add an endpoint"] [type=submit]')!,
    )

    const secret = await until(
      () => view.querySelector('[data-testid="webhook-secret"]')?.textContent,
      'the signing secret',
    )
    expect(secret.length).toBeGreaterThan(20)
    const list = await until(() => view.querySelector('ul[aria-label="Endpoints"]'), 'the list')
    expect(list.textContent).toContain('Support inbox')
    expect(list.textContent).toContain(URL)
    expect(list.textContent).not.toContain(secret)

    // The core stored it, and lists it without the secret too.
    const stored = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(stored.map((e) => e.url)).toEqual([URL])
    expect(JSON.stringify(stored)).not.toContain(secret)

    await click(button(view, 'Done'))
    expect(view.querySelector('[data-testid="webhook-secret"]')).toBeNull()
    expect(view.textContent).not.toContain(secret)
  })

  it('refuses an endpoint the core will not call, saying why, and adds nothing', async () => {
    const t = await startCore('owner')
    await signIn()
    const view = render(<IntegrationsPage />)
    await until(() => view.textContent?.includes('No endpoints yet'), 'the empty list')
    await click(button(view, 'Add endpoint'))
    await typeInto(view.querySelector<HTMLInputElement>('#wh-url')!, 'http://hooks.example.com/x')
    await click(
      view.querySelector<HTMLButtonElement>('form[aria-label="Add an endpoint"] [type=submit]')!,
    )
    await until(
      () => view.querySelector('#wh-url')?.getAttribute('aria-invalid') === 'true',
      'the URL marked wrong',
    )
    expect(view.querySelector('form[aria-label="Add an endpoint"]')?.textContent).toMatch(/https/i)
    expect(await t.run('webhooks.list', { workspaceId: t.workspaceId })).toEqual([])
  })

  it('keeps webhooks to admins: an editor sees no endpoints and cannot add one', async () => {
    const t = await startCore('editor')
    await t.run('webhooks.create', { workspaceId: t.workspaceId, url: URL })
    await signIn()
    const view = render(<IntegrationsPage />)
    await until(
      () => view.textContent?.includes('Only an admin of this workspace can manage webhooks'),
      'the page saying why',
    )
    expect(view.textContent).not.toContain(URL)
    expect(
      [...view.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Add endpoint'),
    ).toBe(false)
    // Not only hidden: the core answers the editor's request for the list with a refusal.
    const api = (window as unknown as { api: DesktopBridge }).api
    const listed = await api.commands['webhooks.list']({ workspaceId: t.workspaceId })
    expect(listed.ok ? null : listed.error.code).toBe('FORBIDDEN')
  })
})
