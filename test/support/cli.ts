import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const exec = promisify(execFile)

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/**
 * Runs the built CLI (`bin/review-reply.mjs`) as a user would, on `dataDir`, with a vault
 * passphrase from the environment; a failure is returned with its exit code, never thrown.
 */
export async function cli(dataDir: string, ...args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await exec(
      process.execPath,
      ['bin/review-reply.mjs', '--data-dir', dataDir, ...args],
      { env: { ...process.env, REVIEW_REPLY_VAULT_PASSPHRASE: 'cli test passphrase' } },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as CliRun
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}
