import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

describe('workspaces and roles', () => {
  it('creates an owner who is admin of a first workspace', async () => {
    t = await createTestCore()
    const session = await t.run('session.get', {})
    expect(session.workspaces).toEqual([
      expect.objectContaining({ name: 'My workspace', role: 'admin' }),
    ])
  })

  it('lets an editor add apps but not members, and a viewer change nothing', async () => {
    t = await createTestCore()
    const editor = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    const viewer = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Vic',
      role: 'viewer',
    })
    const asEditor = { userId: editor.userId }
    const asViewer = { userId: viewer.userId }

    const app = await t.run(
      'apps.add',
      { workspaceId: t.workspaceId, name: 'Notes', googlePlayPackage: 'com.example.notes' },
      asEditor,
    )
    expect(app.listings).toEqual([
      expect.objectContaining({ store: 'google_play', storeAppId: 'com.example.notes' }),
    ])

    const denied = await t.dispatch(
      'members.add',
      { workspaceId: t.workspaceId, name: 'X', role: 'admin' },
      asEditor,
    )
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    const removeDenied = await t.dispatch(
      'apps.remove',
      { workspaceId: t.workspaceId, appId: app.id },
      asEditor,
    )
    expect(removeDenied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })

    const viewerAdd = await t.dispatch(
      'apps.add',
      { workspaceId: t.workspaceId, name: 'X', appStoreId: '123456789' },
      asViewer,
    )
    expect(viewerAdd).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(await t.run('apps.list', { workspaceId: t.workspaceId }, asViewer)).toHaveLength(1)
  })

  it('never shows another workspace: foreign ids are not found', async () => {
    t = await createTestCore()
    // A first workspace in use (named): creating another keeps it (an unused one is replaced).
    await t.run('workspaces.rename', { workspaceId: t.workspaceId, name: 'Ours' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    await t.run('apps.add', { workspaceId: other.id, name: 'Secret app', appStoreId: '987654321' })
    const stranger = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'S',
      role: 'admin',
    })
    const res = await t.dispatch(
      'apps.list',
      { workspaceId: other.id },
      { userId: stranger.userId },
    )
    expect(res).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    expect(await t.run('apps.list', { workspaceId: t.workspaceId })).toEqual([])
  })

  it('rejects malformed input with the field named', async () => {
    t = await createTestCore()
    const res = await t.dispatch('apps.add', {
      workspaceId: t.workspaceId,
      name: 'A',
      googlePlayPackage: 'not a package',
    })
    expect(res).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'googlePlayPackage' },
    })
  })
})
