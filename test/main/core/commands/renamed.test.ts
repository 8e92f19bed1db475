import { describe, expect, it } from 'vitest'
import { RENAMED_COMMANDS } from '../../../../src/main/core/commands/renamed'
import { commandNames, isCommandName } from '../../../../src/shared/contract'
import { createTestCore } from '../../../support/core'

/** The old spelling of a command, looked up in the table (a literal here would be renamed too). */
const oldNameOf = (name: string): string => {
  const found = [...RENAMED_COMMANDS].find(([, now]) => now === name)
  if (!found) throw new Error(`no old name for ${name}`)
  return found[0]
}

describe('command names published before resources were one plural noun', () => {
  it('each old name points at a command of the contract and is no longer one itself', () => {
    expect(RENAMED_COMMANDS.size).toBeGreaterThan(0)
    for (const [old, now] of RENAMED_COMMANDS) {
      expect(isCommandName(now)).toBe(true)
      expect(isCommandName(old)).toBe(false)
      expect(commandNames as readonly string[]).not.toContain(old)
    }
  })

  it('still answer through the dispatcher, with the same result and the same checks as the new name', async () => {
    const t = await createTestCore()
    const listed = await t.dispatch(oldNameOf('workspaces.list'), {})
    expect(listed).toEqual(await t.dispatch('workspaces.list', {}))
    expect(listed.ok && (listed.value as { id: string }[]).map((w) => w.id)).toEqual([
      t.workspaceId,
    ])

    const created = await t.dispatch(oldNameOf('workspaces.create'), { name: 'Second' })
    expect(created.ok).toBe(true)
    expect((await t.run('workspaces.list', {})).map((w) => w.name)).toContain('Second')

    // The input is validated against the new command's schema.
    const bad = await t.dispatch(oldNameOf('replies.approve'), { workspaceId: t.workspaceId })
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.error.code).toBe('INVALID_INPUT')
  })

  it('a name that was never a command is still unknown, and says so under the name asked for', async () => {
    const t = await createTestCore()
    const result = await t.dispatch('reply.nothing', {})
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Unknown command "reply.nothing".' },
    })
    expect((await t.dispatch('constructor', {})).ok).toBe(false)
  })
})
