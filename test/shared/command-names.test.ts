import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMMAND_NAMES_PATH, commandNamesSource } from '../../scripts/docs-reference/command-names'
import { commandNames, contract } from '../../src/shared/contract'

const root = resolve(import.meta.dirname, '../..')

describe('the preload’s list of command names', () => {
  it('is generated from the contract and current (run `npm run docs:reference` after changing commands)', () => {
    expect(readFileSync(join(root, COMMAND_NAMES_PATH), 'utf8')).toBe(commandNamesSource())
  })

  it('names every command of the contract once', () => {
    expect([...commandNames]).toEqual(Object.keys(contract).sort())
  })
})
