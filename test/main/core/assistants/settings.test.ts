import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../../support/core'

describe('"Assistants may approve"', () => {
  it('is off by default; only an admin turns it on or off, and every member can read it', async () => {
    const t = await createTestCore()
    const { workspaceId } = t
    const editor = await t.run('members.add', { workspaceId, name: 'Eddie', role: 'editor' })
    const viewer = await t.run('members.add', { workspaceId, name: 'Vic', role: 'viewer' })
    const asEditor = { userId: editor.userId }
    const asViewer = { userId: viewer.userId }

    expect(await t.run('assistants.settings.get', { workspaceId }, asViewer)).toEqual({
      mayApprove: false,
    })
    const refused = await t.dispatch(
      'assistants.settings.set',
      { workspaceId, mayApprove: true },
      asEditor,
    )
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'Only an admin can do this; you are an editor in this workspace.',
      },
    })
    // An assistant acting for an admin cannot allow itself: the setting is the admin's own.
    const assistant = { ...t.owner, via: 'MCP assistant' }
    const byAssistant = await t.dispatch(
      'assistants.settings.set',
      { workspaceId, mayApprove: true },
      assistant,
    )
    expect(byAssistant.ok ? null : byAssistant.error.code).toBe('FORBIDDEN')
    expect(await t.run('assistants.settings.get', { workspaceId })).toEqual({ mayApprove: false })
    expect(await t.run('assistants.settings.set', { workspaceId, mayApprove: true })).toEqual({
      mayApprove: true,
    })
    expect(await t.run('assistants.settings.get', { workspaceId }, asEditor)).toEqual({
      mayApprove: true,
    })
    expect(await t.run('assistants.settings.set', { workspaceId, mayApprove: false })).toEqual({
      mayApprove: false,
    })
    const bad = await t.dispatch('assistants.settings.set', { workspaceId, mayApprove: 'yes' })
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error.code).toBe('INVALID_INPUT')
  })
})
