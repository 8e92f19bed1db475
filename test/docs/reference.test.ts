import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { referencePages } from '../../scripts/docs-reference/render'
import { contract } from '../../src/shared/contract'
import { cliCommands } from '../../src/main/cli/registry'

const root = resolve(import.meta.dirname, '../..')
const pages = referencePages(root)

describe('docs/reference', () => {
  it.each(Object.keys(pages))('%s is current (run `npm run docs:reference` after changing commands)', (path) => {
    expect(readFileSync(join(root, path), 'utf8')).toBe(pages[path])
  })

  it('lists every contract command with its role, and every CLI command', () => {
    const commands = pages['docs/reference/commands.md'] ?? ''
    for (const [name, spec] of Object.entries(contract)) {
      expect(commands).toContain(`### ${name}\n`)
      expect(commands).toMatch(new RegExp(`\\[\`${name.replace('.', '\\.')}\`\\][^|]*\\| ${spec.access === 'signed_in' ? 'anyone signed in' : spec.access} \\|`))
    }
    const cli = pages['docs/reference/cli.md'] ?? ''
    for (const command of cliCommands) expect(cli).toContain(command.summary)
  })
})
