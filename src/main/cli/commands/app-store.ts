import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import { positional } from '../options'
import type { CliCommand, CliContext } from '../types'

function unreadable(file: string, error: unknown): CoreError {
  const code = (error as { code?: string }).code
  const why =
    code === 'ENOENT'
      ? 'there is no such file'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EISDIR'
          ? 'it is a folder, not a file'
          : (error as Error).message
  return new CoreError(
    'INVALID_INPUT',
    `Cannot read the private key file ${file}: ${why}. Give the path of the AuthKey_<key id>.p8 file you downloaded from App Store Connect.`,
    'privateKeyFile',
  )
}

const flagSet = (value: string | true | undefined): boolean =>
  value === true || (typeof value === 'string' && !/^(false|no|0)$/i.test(value))

/**
 * `store connect --store app_store ...`: reads the `.p8`, connects it to the workspace, then
 * tests it with one reviews call and prints what happened. The key stays saved when the test
 * fails (the error says so), so fixing a role in App Store Connect needs no second import.
 */
export async function connectAppStoreFromFile(
  ctx: CliContext,
  opts: { issuerId?: string; keyId: string; privateKeyFile: string; individual?: boolean },
): Promise<void> {
  let privateKeyPem: string
  try {
    privateKeyPem = await readFile(opts.privateKeyFile, 'utf8')
  } catch (error) {
    throw unreadable(opts.privateKeyFile, error)
  }
  const named = /^AuthKey_([A-Za-z0-9]{10})\.p8$/
    .exec(basename(opts.privateKeyFile))?.[1]
    ?.toUpperCase()
  if (named && named !== opts.keyId.trim().toUpperCase()) {
    ctx.print(
      `Note: the file name says key ${named}, but --key-id is ${opts.keyId}. Check that they belong together.`,
    )
  }
  const workspaceId = await ctx.workspaceId()
  const connection = await run(ctx.core, ctx.principal, 'appStore.connect', {
    workspaceId,
    keyId: opts.keyId,
    privateKeyPem,
    ...(opts.issuerId === undefined ? {} : { issuerId: opts.issuerId }),
    // `--individual` for individual keys (they have no issuer id).
    ...((opts.individual ?? flagSet(ctx.args.options.individual)) ? { individual: true } : {}),
  })
  const apps =
    connection.listingsAttached === 1
      ? '1 App Store app'
      : `${connection.listingsAttached} App Store apps`
  ctx.print(
    `Saved App Store Connect key ${connection.keyId} in the vault; it is used for ${apps} in this workspace.`,
  )
  const test = await run(ctx.core, ctx.principal, 'appStore.testConnection', { workspaceId })
  if (!test.ok) {
    throw new CoreError(
      'STORE_ERROR',
      `The key was saved, but the connection test failed: ${test.message}${test.nextStep ? ` ${test.nextStep}` : ''}`,
    )
  }
  ctx.print(`Connection test passed: ${test.message}`)
  if (test.nextStep) ctx.print(test.nextStep)
  if (test.rateLimit.limit !== null) {
    ctx.print(
      `Hourly request budget: ${test.rateLimit.remaining ?? '?'} of ${test.rateLimit.limit} left.`,
    )
  }
  ctx.result({ connection, test })
}

/**
 * Terminal streams, injectable so the confirmation can be tested.
 * @internal Exported for tests.
 */
export interface ConfirmIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean }
  /** Prompts go to stderr so `--json` output on stdout stays clean. */
  stderr: NodeJS.WritableStream
}

async function confirm(io: ConfirmIo, question: string): Promise<boolean> {
  const rl = createInterface({ input: io.stdin, output: io.stderr, terminal: false })
  try {
    const answer = await rl.question(question)
    return /^(y|yes)$/i.test(answer.trim())
  } finally {
    rl.close()
  }
}

/** @internal Exported for tests. */
export function replyDeleteCommand(
  io: ConfirmIo = { stdin: process.stdin, stderr: process.stderr },
): CliCommand {
  return {
    path: ['replies', 'delete'],
    usage: 'replies delete REVIEW_ID [--yes] [--workspace W]',
    summary: 'Delete the reply to an App Store review from the App Store (asks first unless --yes)',
    async run(ctx) {
      const reviewId = positional(ctx, 0, 'the review id (rev_…)')
      if (!flagSet(ctx.args.options.yes)) {
        if (!io.stdin.isTTY) {
          throw new CoreError(
            'INVALID_INPUT',
            'Deleting a reply needs a confirmation, and there is no terminal to ask in. Run it again with --yes to confirm.',
            'yes',
          )
        }
        const ok = await confirm(
          io,
          `Delete the reply to review ${reviewId} from the App Store? People will no longer see it. [y/N] `,
        )
        if (!ok) {
          ctx.print('Nothing was deleted.')
          ctx.result({ reviewId, deleted: false })
          return
        }
      }
      const workspaceId = await ctx.workspaceId()
      const res = await run(ctx.core, ctx.principal, 'appStore.deleteReply', {
        workspaceId,
        reviewId,
      })
      ctx.print(
        res.deletedOnStore
          ? 'Deleted the reply from the App Store.'
          : 'The App Store had no reply any more; the local record of it was cleared.',
      )
      if (res.localReply === 'kept_draft')
        ctx.print('Your unpublished draft for this review was kept.')
      ctx.result(res)
    },
  }
}

export const appStoreCommandsCli: CliCommand[] = [replyDeleteCommand()]
