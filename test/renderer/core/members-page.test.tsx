import { afterEach, describe, expect, it } from 'vitest'
import { Toasts } from '../../../src/renderer/src/components/Toasts'
import { MembersPage } from '../../../src/renderer/src/pages/settings/MembersPage'
import type { DesktopBridge } from '../../../src/shared/bridge'
import { startCore, stopCore, type RendererCore } from '../support/core-bridge'
import { signIn, until } from '../support/page'
import { button, buttonNames, choose, click, render, typeInto, unmountAll } from '../support/render'

afterEach(() => {
  unmountAll()
  stopCore()
})

const roleOf = (t: RendererCore, name: string) =>
  t
    .run('members.list', { workspaceId: t.workspaceId })
    .then((list) => list.find((m) => m.name === name)?.role)
const rowOf = (view: HTMLElement, name: string) =>
  [...view.querySelectorAll('tbody tr')].find((r) => r.textContent?.startsWith(`${name} `))

describe('the members page over a real core', () => {
  it('lets an admin add a member and change their role', async () => {
    const t = await startCore('owner')
    await signIn()
    const view = render(
      <>
        <MembersPage />
        <Toasts />
      </>,
    )
    await until(() => rowOf(view, 'root'), 'the owner in the list')

    await typeInto(view.querySelector<HTMLInputElement>('#member-name')!, 'Dana')
    await choose(view.querySelector<HTMLSelectElement>('#member-role')!, 'viewer')
    await click(button(view, 'Add member'))
    const select = await until(
      () => view.querySelector<HTMLSelectElement>('select[aria-label="Role of Dana"]'),
      'Dana in the list',
    )
    expect(select.value).toBe('viewer')
    expect(document.body.textContent).toContain('Dana added as viewer.')
    expect(await roleOf(t, 'Dana')).toBe('viewer')

    await choose(select, 'editor')
    await until(
      () =>
        view.querySelector<HTMLSelectElement>('select[aria-label="Role of Dana"]')?.value ===
        'editor',
      'the new role after the list reloads',
    )
    expect(await roleOf(t, 'Dana')).toBe('editor')
  })

  it('shows an editor the team without any way to change it, and the core refuses them too', async () => {
    const t = await startCore('editor')
    await t.run('members.add', { workspaceId: t.workspaceId, name: 'Dana', role: 'viewer' })
    await signIn()
    const view = render(<MembersPage />)
    await until(() => rowOf(view, 'Dana'), 'the team')
    expect(rowOf(view, 'Dana')?.textContent).toContain('viewer')
    expect(view.querySelectorAll('tbody select')).toHaveLength(0)
    expect(view.querySelector('form[aria-label="Add a member"]')).toBeNull()
    expect(buttonNames(view)).not.toContain('Remove')

    // The same door the page would use: the role decides, not the page.
    const api = (window as unknown as { api: DesktopBridge }).api
    const refused = await api.commands['members.add']({
      workspaceId: t.workspaceId,
      name: 'Eve',
      role: 'admin',
    })
    expect(refused.ok).toBe(false)
    expect(refused.ok ? null : refused.error.code).toBe('FORBIDDEN')
    expect(await roleOf(t, 'Eve')).toBeUndefined()
  })
})
