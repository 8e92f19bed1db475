import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { licenceCommandsCli } from '../../../../src/main/cli/commands/licence'
import type { CliCommand, CliContext } from '../../../../src/main/cli/types'
import { TRIAL_MS } from '../../../../src/main/core/plans/constants'
import type { PlanDto } from '../../../../src/shared/dto/plans'
import { mintTestLicence, trustTestLicences } from '../../../fixtures/licence/mint'
import { createTestCore, type TestCore } from '../../../support/core'
import { tempDir } from '../../../support/temp-dir'

let t: TestCore
afterEach(() => t?.core.close())

function command(words: string): CliCommand {
  const found = licenceCommandsCli.find((c) => c.path.join(' ') === words)
  if (!found) throw new Error(`no CLI command ${words}`)
  return found
}

async function cli(
  words: string,
  positionals: string[],
  options: Record<string, string | true> = {},
) {
  const lines: string[] = []
  const results: unknown[] = []
  const ctx: CliContext = {
    core: t.core,
    principal: t.owner,
    args: { positionals, options },
    dataDir: '(in memory)',
    dataDirChosen: true,
    json: false,
    print: (line) => lines.push(line),
    result: (value) => results.push(value),
    workspaceId: async () => t.workspaceId,
  }
  await command(words).run(ctx)
  return { out: lines.join('\n'), result: results[0] }
}

describe('licence CLI', () => {
  it('activates from an argument or a file and prints the summary, never the key', async () => {
    t = await createTestCore()
    trustTestLicences(t.core)
    t.clock.advance(TRIAL_MS)
    const status = await cli('licence status', [])
    expect(status.out).toContain('My workspace')
    expect(status.out).toContain(': Free')
    expect(status.out).toContain('Upgrade: https://reviewreply.app/pricing')

    const token = await mintTestLicence(t.clock.now(), { seats: 4, licenceId: 'lic-9' })
    const activated = await cli('licence activate', [token], { workspace: t.workspaceId })
    expect(activated.out).toContain('Licence activated.')
    expect(activated.out).toMatch(
      /Licence lic-9: Acme Apps Ltd \(cus_test\), 4 seat\(s\), 1 in use, expires \d{4}-\d{2}-\d{2}/,
    )
    expect(activated.out).not.toContain(token)
    expect((activated.result as PlanDto).plan).toBe('pro')

    const file = join(tempDir('rr-lic-'), 'licence.txt')
    writeFileSync(file, `${token.slice(0, 50)}\n${token.slice(50)}\n`)
    const fromFile = await cli('licence activate', [], { workspace: t.workspaceId, file })
    expect((fromFile.result as PlanDto).licence?.licenceId).toBe('lic-9')

    const removed = await cli('licence remove', [], { workspace: t.workspaceId })
    expect(removed.out).toContain('Licence removed.')
    expect((removed.result as PlanDto).plan).toBe('free')
  })

  it('explains what is missing', async () => {
    t = await createTestCore()
    await expect(cli('licence activate', [])).rejects.toThrow('Missing the licence key')
    await expect(
      cli('licence activate', ['x'], { file: '/nonexistent/licence.txt' }),
    ).rejects.toThrow('not both')
    await expect(cli('licence activate', [], { file: '/nonexistent/licence.txt' })).rejects.toThrow(
      'Could not read /nonexistent/licence.txt: ENOENT',
    )
    await expect(cli('licence activate', ['not-a-key'])).rejects.toThrow(
      'not a Review Reply licence key',
    )
  })
})
