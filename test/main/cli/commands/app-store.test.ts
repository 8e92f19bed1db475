import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import {
  connectAppStoreFromFile,
  replyDeleteCommand,
} from '../../../../src/main/cli/commands/app-store'
import type { CliContext } from '../../../../src/main/cli/types'
import { credentials } from '../../../../src/main/core/db/schema'
import { publishAppStoreReply } from '../../../../src/main/core/stores/app-store/responses'
import { syncAppStoreListing } from '../../../../src/main/core/sync/pass'
import { tempDir } from '../../../support/core'
import {
  APP_ID,
  HOUR,
  setupAppStore,
  type AppStoreHarness,
} from '../../core/stores/app-store/setup'

let h: AppStoreHarness
afterEach(async () => h?.close())

function cli(
  harness: AppStoreHarness,
  positionals: string[] = [],
  options: Record<string, string | true> = {},
) {
  const out: string[] = []
  const results: unknown[] = []
  const ctx: CliContext = {
    core: harness.t.core,
    principal: harness.t.owner,
    args: { positionals, options },
    dataDir: tempDir(),
    dataDirChosen: true,
    json: false,
    print: (line) => out.push(line),
    result: (value) => results.push(value),
    workspaceId: async () => harness.t.workspaceId,
  }
  return { ctx, out, results }
}

function fakeTerminal(answer: string | null) {
  const stdin = Object.assign(new PassThrough(), { isTTY: answer !== null })
  if (answer !== null) stdin.end(`${answer}\n`)
  const stderr = new PassThrough()
  const prompts: string[] = []
  stderr.on('data', (chunk: Buffer) => prompts.push(chunk.toString()))
  return { io: { stdin, stderr }, prompts }
}

describe('review-reply store connect --store app_store', () => {
  it('reads the .p8, connects, tests and prints the result', async () => {
    h = await setupAppStore({ connect: false })
    const file = join(tempDir(), `AuthKey_${h.key.keyId}.p8`)
    writeFileSync(file, h.key.privateKeyPem)
    const { ctx, out, results } = cli(h)
    await connectAppStoreFromFile(ctx, {
      issuerId: h.key.issuerId ?? '',
      keyId: h.key.keyId,
      privateKeyFile: file,
    })
    expect(out).toEqual([
      `Saved App Store Connect key ${h.key.keyId} in the vault; it is used for 1 App Store app in this workspace.`,
      `Connection test passed: Connected: key ${h.key.keyId} can read the reviews of Notes (Apple ID ${APP_ID}).`,
      expect.stringContaining(
        'Apple checks the right to reply only when a reply is sent',
      ) as string,
      // One read by the key check before the key was saved, one by the test.
      'Hourly request budget: 3498 of 3500 left.',
    ])
    expect(results[0]).toMatchObject({ connection: { keyId: h.key.keyId }, test: { ok: true } })
  })

  it('connects an individual key with --individual', async () => {
    h = await setupAppStore({ connect: false, individual: true })
    const file = join(tempDir(), `AuthKey_${h.key.keyId}.p8`)
    writeFileSync(file, h.key.privateKeyPem)
    const { ctx, results } = cli(h, [], { individual: true })
    await connectAppStoreFromFile(ctx, { keyId: h.key.keyId, privateKeyFile: file })
    expect(results[0]).toMatchObject({
      connection: { individual: true, issuerId: null },
      test: { ok: true },
    })
  })

  it('says clearly when the file cannot be read, and notes a key id that does not match the file name', async () => {
    h = await setupAppStore({ connect: false })
    const { ctx, out } = cli(h)
    await expect(
      connectAppStoreFromFile(ctx, {
        issuerId: h.key.issuerId ?? '',
        keyId: h.key.keyId,
        privateKeyFile: '/nonexistent/AuthKey_X.p8',
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringMatching(
        /^Cannot read the private key file \/nonexistent\/AuthKey_X\.p8: there is no such file\./,
      ) as string,
    })
    await expect(
      connectAppStoreFromFile(ctx, {
        keyId: h.key.keyId,
        issuerId: h.key.issuerId ?? '',
        privateKeyFile: tempDir(),
      }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('it is a folder, not a file') as string,
    })

    const file = join(tempDir(), 'AuthKey_AAAAAAAAAA.p8')
    writeFileSync(file, h.key.privateKeyPem)
    await connectAppStoreFromFile(ctx, {
      issuerId: h.key.issuerId ?? '',
      keyId: h.key.keyId,
      privateKeyFile: file,
    })
    expect(out[0]).toBe(
      `Note: the file name says key AAAAAAAAAA, but --key-id is ${h.key.keyId}. Check that they belong together.`,
    )
  })

  it('keeps the key but fails when the connection test fails', async () => {
    h = await setupAppStore({ connect: false })
    h.sim.keys.revoke(h.key.keyId)
    const file = join(tempDir(), 'key.p8')
    writeFileSync(file, h.key.privateKeyPem)
    const { ctx } = cli(h)
    await expect(
      connectAppStoreFromFile(ctx, {
        issuerId: h.key.issuerId ?? '',
        keyId: h.key.keyId,
        privateKeyFile: file,
      }),
    ).rejects.toMatchObject({
      code: 'STORE_ERROR',
      message: expect.stringMatching(
        /^The key was saved, but the connection test failed: .*NOT_AUTHORIZED/,
      ) as string,
    })
    expect(h.t.core.db.select().from(credentials).all()).toHaveLength(1)
  })
})

describe('review-reply reply delete', () => {
  async function published(harness: AppStoreHarness) {
    const [storeId] = harness.sim.seed(APP_ID, [
      { rating: 4, body: 'Good', createdDate: harness.clock.now() - HOUR },
    ])
    await syncAppStoreListing(harness.t.core, harness.listing())
    const review = harness.reviewByStoreId(storeId ?? '')
    harness.markPublished(
      review.id,
      await publishAppStoreReply(
        harness.t.core,
        harness.listing(),
        { storeReviewId: storeId ?? '' },
        'Thanks!',
      ),
    )
    return { storeId: storeId ?? '', review }
  }
  const deletes = (harness: AppStoreHarness) =>
    harness.sim.calls.filter((c) => c.method === 'DELETE').length

  it('refuses without --yes when there is no terminal to ask', async () => {
    h = await setupAppStore()
    const { review } = await published(h)
    const { io } = fakeTerminal(null)
    const { ctx } = cli(h, [review.id])
    await expect(replyDeleteCommand(io).run(ctx)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message:
        'Deleting a reply needs a confirmation, and there is no terminal to ask in. Run it again with --yes to confirm.',
    })
    expect(deletes(h)).toBe(0)
  })

  it('asks on a terminal and does nothing unless the answer is yes', async () => {
    h = await setupAppStore()
    const { review, storeId } = await published(h)
    const no = fakeTerminal('n')
    const first = cli(h, [review.id])
    await replyDeleteCommand(no.io).run(first.ctx)
    expect(no.prompts.join('')).toContain(
      `Delete the reply to review ${review.id} from the App Store?`,
    )
    expect(first.out).toEqual(['Nothing was deleted.'])
    expect(deletes(h)).toBe(0)

    const yes = fakeTerminal('y')
    const second = cli(h, [review.id])
    await replyDeleteCommand(yes.io).run(second.ctx)
    expect(second.out).toEqual(['Deleted the reply from the App Store.'])
    expect(h.sim.responseOf(storeId)).toBeNull()
  })

  it('deletes straight away with --yes', async () => {
    h = await setupAppStore()
    const { review } = await published(h)
    const { io } = fakeTerminal(null)
    const { ctx, results } = cli(h, [review.id], { yes: true })
    await replyDeleteCommand(io).run(ctx)
    expect(results[0]).toEqual({ reviewId: review.id, deletedOnStore: true, localReply: 'removed' })
    expect(deletes(h)).toBe(1)
  })
})
