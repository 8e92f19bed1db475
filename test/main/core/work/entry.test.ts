import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { threadEntry } from '../../../../src/main/core/work/entry'
import { tempDir } from '../../../support/core'

const touch = (path: string) => {
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, '')
}

describe('finding the work thread in each shell', () => {
  it('runs the TypeScript source under tsx and vitest', () => {
    const entry = threadEntry('file:///repo/src/main/core/work/entry.ts')
    expect(entry).toEqual({
      kind: 'source',
      url: new URL('file:///repo/src/main/core/work/thread.ts'),
    })
  })

  it('finds the bundle beside the CLI bundle (out/cli)', () => {
    const dir = tempDir()
    touch(join(dir, 'cli', 'index.mjs'))
    touch(join(dir, 'cli', 'work-thread.mjs'))
    expect(threadEntry(pathToFileURL(join(dir, 'cli', 'index.mjs')).href)).toEqual({
      kind: 'file',
      url: pathToFileURL(join(dir, 'cli', 'work-thread.mjs')),
    })
  })

  it('finds the electron-vite entry one folder above the shared core chunk', () => {
    const dir = tempDir()
    touch(join(dir, 'main', 'chunks', 'core-abc.js'))
    touch(join(dir, 'main', 'work-thread.js'))
    expect(threadEntry(pathToFileURL(join(dir, 'main', 'chunks', 'core-abc.js')).href)).toEqual({
      kind: 'file',
      url: pathToFileURL(join(dir, 'main', 'work-thread.js')),
    })
  })

  it('says so when a build has no work thread', () => {
    const dir = tempDir()
    touch(join(dir, 'index.js'))
    expect(threadEntry(pathToFileURL(join(dir, 'index.js')).href)).toBeNull()
  })
})
