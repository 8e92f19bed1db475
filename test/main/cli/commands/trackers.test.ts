import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  startGitHubSimulator,
  type GitHubSimulator,
} from '../../../../src/main/simulators/trackers'
import { tempDir } from '../../../support/core'
import { cli } from '../../../support/cli'

const TOKEN = 'github_pat_cli_test_0123456789'

let github: GitHubSimulator | null = null
afterEach(async () => {
  await github?.close()
})

describe('review-reply trackers', () => {
  it('refuses a token on the command line, connects from a file, lists without the token, disconnects', async () => {
    github = await startGitHubSimulator()
    github.addRepo('acme/notes')
    github.addToken(TOKEN, { login: 'octocat', issues: 'write' })
    const dir = tempDir()
    const tokenFile = join(dir, 'token.txt')
    writeFileSync(tokenFile, `${TOKEN}\n`)

    const inline = await cli(
      dir,
      'trackers',
      'connect',
      'github',
      '--token',
      TOKEN,
      '--base-url',
      github.url,
    )
    expect(inline.code).not.toBe(0)
    expect(inline.stderr).toContain('Do not put a token on the command line')

    const bad = join(dir, 'bad.txt')
    writeFileSync(bad, 'github_pat_wrong')
    const refused = await cli(
      dir,
      'trackers',
      'connect',
      'github',
      '--token-file',
      bad,
      '--base-url',
      github.url,
    )
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toContain('GitHub refused the token')

    const ok = await cli(
      dir,
      'trackers',
      'connect',
      'github',
      '--token-file',
      tokenFile,
      '--base-url',
      github.url,
    )
    expect(ok.code).toBe(0)
    expect(ok.stdout).toContain('Connected as octocat')
    const listed = await cli(dir, '--json', 'trackers', 'list')
    expect(listed.code).toBe(0)
    expect(JSON.parse(listed.stdout)).toMatchObject([
      { kind: 'github', account: 'octocat', health: { ok: true } },
    ])
    expect(listed.stdout + ok.stdout + refused.stderr + inline.stderr).not.toContain(TOKEN)

    const gone = await cli(dir, 'trackers', 'disconnect', 'github')
    expect(gone.code).toBe(0)
    expect(JSON.parse((await cli(dir, '--json', 'trackers', 'list')).stdout)).toEqual([])
  })
})
