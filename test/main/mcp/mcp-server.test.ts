/**
 * `review-reply mcp`, driven as a desktop assistant drives it: the built CLI in its own process,
 * spoken to over stdio by the MCP SDK's own Client. The data folder is set up in this process
 * (an app on the Google Play simulator, synced), then every call goes through the server.
 */
import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { run } from '../../../src/main/core/commands/dispatch'
import { createCore, type Core } from '../../../src/main/core/core'
import { members, users, workspaces } from '../../../src/main/core/db/schema'
import { passphraseKeyProvider } from '../../../src/main/core/vault/passphrase-provider'
import {
  startGooglePlaySimulator,
  type GooglePlaySimulator,
} from '../../../src/main/simulators/google-play'
import { startGitHubSimulator, type GitHubSimulator } from '../../../src/main/simulators/trackers'
import type { InboxPageDto } from '../../../src/shared/dto/inbox'
import type { ReviewDetailDto } from '../../../src/shared/dto/replies'
import { tempDir } from '../../support/core'

const exec = promisify(execFile)
const PASSPHRASE = 'mcp test passphrase'
const PKG = 'com.example.notes'
const HOUR = 3_600_000

let gp: GooglePlaySimulator
let dataDir: string
const clients: Client[] = []

function openCore(): Core {
  return createCore({
    dataDir,
    keyProvider: passphraseKeyProvider(PASSPHRASE),
    // No App Store in these tests: its address is never called.
    endpoints: {
      appStoreApiUrl: 'http://127.0.0.1:9',
      googlePlayApiUrl: gp.url,
      googleTokenUrl: gp.tokenUrl,
    },
  })
}

/** Runs commands as the installation's owner on the same data folder, then closes the core. */
async function asOwner<T>(
  fn: (core: Core, owner: { userId: string }, workspaceId: string) => Promise<T>,
): Promise<T> {
  const core = openCore()
  try {
    const owner = { userId: core.ownerUserId }
    const list = await run(core, owner, 'workspaces.list', {})
    const mine = list.find((w) => w.name !== 'Partner studio') ?? list[0]!
    return await fn(core, owner, mine.id)
  } finally {
    core.close()
  }
}

const env = (): Record<string, string> => ({
  ...(process.env as Record<string, string>),
  REVIEW_REPLY_VAULT_PASSPHRASE: PASSPHRASE,
  REVIEW_REPLY_GOOGLE_PLAY_API_URL: gp.url,
  REVIEW_REPLY_GOOGLE_TOKEN_URL: gp.tokenUrl,
  // Long enough that nothing is sent while the test looks: the approval stays undoable.
  REVIEW_REPLY_UNDO_WINDOW_MS: '3600000',
})

async function connect(...args: string[]): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['bin/review-reply.mjs', '--data-dir', dataDir, 'mcp', ...args],
    env: env(),
    stderr: 'pipe',
  })
  let logs = ''
  transport.stderr?.on('data', (chunk: Buffer) => (logs += chunk.toString()))
  const client = new Client({ name: 'review-reply-test', version: '1.0.0' })
  await client.connect(transport)
  clients.push(client)
  return { client, stderr: () => logs }
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  const first = result.content[0]
  const text = first?.type === 'text' ? first.text : ''
  const json = (): unknown => {
    if (result.isError) throw new Error(`${name} failed: ${text}`)
    return JSON.parse(text)
  }
  return { isError: result.isError === true, text, json }
}

beforeAll(async () => {
  gp = await startGooglePlaySimulator()
  const now = Date.now()
  gp.seed(PKG, [
    {
      reviewId: 'gp:crash',
      authorName: 'Ann',
      text: 'The app crashes every time I open a note since the update.',
      starRating: 1,
      reviewerLanguage: 'en_US',
      lastModified: now - 2 * HOUR,
    },
    {
      reviewId: 'gp:love',
      authorName: 'Bea',
      text: 'Lovely app, I use it every day.',
      starRating: 5,
      reviewerLanguage: 'en_US',
      lastModified: now - HOUR,
    },
    {
      reviewId: 'gp:sync',
      authorName: 'Cem',
      text: 'Sync with my laptop is slow but works.',
      starRating: 3,
      reviewerLanguage: 'en_US',
      lastModified: now - 3 * HOUR,
    },
  ])
  dataDir = tempDir('rr-mcp-')
  await asOwner(async (core, owner, workspaceId) => {
    await run(core, owner, 'apps.add', { workspaceId, name: 'Notes', googlePlayPackage: PKG })
    await run(core, owner, 'googlePlay.connect', {
      workspaceId,
      serviceAccountJson: JSON.stringify(gp.serviceAccount),
    })
    await run(core, owner, 'sync.now', { workspaceId })
    // A second workspace, set up by someone else, where the local user is only a viewer.
    const at = Date.now()
    core.db
      .insert(users)
      .values({ id: 'usr_partner', name: 'Pat', email: null, createdAt: at })
      .run()
    core.db
      .insert(workspaces)
      .values({
        id: 'ws_partner',
        name: 'Partner studio',
        ownerUserId: 'usr_partner',
        createdAt: at,
      })
      .run()
    core.db
      .insert(members)
      .values([
        {
          id: 'mem_partneradmin',
          workspaceId: 'ws_partner',
          userId: 'usr_partner',
          role: 'admin',
          createdAt: at,
        },
        {
          id: 'mem_partnerviewer',
          workspaceId: 'ws_partner',
          userId: owner.userId,
          role: 'viewer',
          createdAt: at,
        },
      ])
      .run()
  })
}, 60_000)

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await gp?.close()
  await github?.close()
})

let github: GitHubSimulator | undefined

async function crashReview(client: Client): Promise<string> {
  const page = (await call(client, 'list_reviews', { stars: [1] })).json() as InboxPageDto
  return page.items[0]!.id
}

describe('review-reply mcp', () => {
  it('needs --workspace when the installation has several, and says which', async () => {
    const failed = await exec(
      process.execPath,
      ['bin/review-reply.mjs', '--data-dir', dataDir, 'mcp'],
      { env: env() },
    ).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect(failed?.code).toBe(2)
    expect(failed?.stdout).toBe('')
    expect(failed?.stderr).toContain(
      'This installation has 2 workspaces (My workspace, Partner studio): choose one with --workspace.',
    )
  })

  it('writes nothing but protocol messages to stdout, and exits when the assistant closes stdin', async () => {
    const child = spawn(
      process.execPath,
      ['bin/review-reply.mjs', '--data-dir', dataDir, 'mcp', '--workspace', 'My workspace'],
      {
        env: { ...env(), REVIEW_REPLY_LOG: 'debug' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    )
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.resume()
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`)
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'raw', version: '1' },
      },
    })
    send({ jsonrpc: '2.0', method: 'notifications/initialized' })
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'list_reviews', arguments: { limit: 1 } },
    })
    await expect.poll(() => stdout.split('\n').filter(Boolean).length, { timeout: 20_000 }).toBe(2)
    child.stdin.end()
    expect(await exited).toBe(0)
    const messages = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { jsonrpc: string; id: number })
    expect(messages.map((m) => [m.jsonrpc, m.id])).toEqual([
      ['2.0', 1],
      ['2.0', 2],
    ])
  })

  it('lists its tools with JSON schemas from the contract, and the apps resource', async () => {
    const { client, stderr } = await connect('--workspace', 'My workspace')
    const { tools } = await client.listTools()
    const names = tools.map((t) => t.name)
    for (const name of [
      'list_reviews',
      'get_review',
      'draft_reply',
      'edit_reply',
      'tag_review',
      'add_note',
      'assign_review',
      'get_digest',
      'get_reply_effect',
      'approve_reply',
      'publish_reply',
    ])
      expect(names).toContain(name)
    const draft = tools.find((t) => t.name === 'draft_reply')!
    expect(draft.description).toMatch(/brand voice/)
    expect(draft.inputSchema.properties).toMatchObject({
      reviewId: { type: 'string' },
      tone: { enum: ['shorter', 'friendlier', 'more_formal'] },
    })
    // The server picks the workspace; an assistant cannot name another one.
    expect(draft.inputSchema.properties).not.toHaveProperty('workspaceId')
    expect(draft.inputSchema.required).toEqual(['reviewId'])

    const apps = await client.readResource({ uri: 'review-reply://apps' })
    const text = (apps.contents[0] as { text: string }).text
    expect(JSON.parse(text)).toMatchObject([
      { name: 'Notes', listings: [{ storeAppId: PKG, connected: true }] },
    ])
    // The service account's key never leaves the vault.
    expect(text).not.toMatch(/PRIVATE KEY|private_key/)
    const digest = await client.readResource({ uri: 'review-reply://digests/latest' })
    expect(JSON.parse((digest.contents[0] as { text: string }).text)).toEqual([])
    expect(stderr()).toContain('acting as the local user (admin)')
  })

  it('lists with the inbox filters, gets one, drafts with a tone, edits, tags and notes', async () => {
    const { client } = await connect('--workspace', 'My workspace')
    const all = (await call(client, 'list_reviews')).json() as InboxPageDto
    expect(all.items).toHaveLength(3)
    const first = (await call(client, 'list_reviews', { limit: 2 })).json() as InboxPageDto
    expect(first.nextCursor).toEqual(expect.any(String))
    const rest = (
      await call(client, 'list_reviews', { limit: 2, cursor: first.nextCursor })
    ).json() as InboxPageDto
    expect([...first.items, ...rest.items].map((r) => r.id)).toEqual(all.items.map((r) => r.id))
    expect(rest.nextCursor).toBeNull()
    const low = (
      await call(client, 'list_reviews', { stars: [1], limit: 5 })
    ).json() as InboxPageDto
    expect(low.items.map((r) => r.excerpt)).toEqual([
      'The app crashes every time I open a note since the update.',
    ])
    const found = (await call(client, 'list_reviews', { q: 'laptop' })).json() as InboxPageDto
    expect(found.items.map((r) => r.rating)).toEqual([3])
    const id = low.items[0]!.id

    const got = (await call(client, 'get_review', { reviewId: id })).json() as ReviewDetailDto
    expect(got.review.body).toContain('crashes')
    expect(got.reply).toBeNull()

    const plain = (await call(client, 'draft_reply', { reviewId: id })).json() as ReviewDetailDto
    expect(plain.reply?.status).toBe('draft')
    const shorter = (
      await call(client, 'draft_reply', { reviewId: id, tone: 'shorter' })
    ).json() as ReviewDetailDto
    expect(shorter.reply?.status).toBe('draft')
    expect(shorter.reply!.body.length).toBeLessThan(plain.reply!.body.length)

    const mine = 'Sorry about the crashes, Ann. Version 4.3 fixes opening notes; please update.'
    const edited = (
      await call(client, 'edit_reply', { reviewId: id, body: mine })
    ).json() as ReviewDetailDto
    expect(edited.reply).toMatchObject({ status: 'draft', body: mine, source: 'edited' })
    expect(edited.audit.find((a) => a.action === 'edited')?.detail).toBe('via MCP assistant')

    const tagged = (
      await call(client, 'tag_review', { reviewId: id, topic: 'crash', on: true })
    ).json() as ReviewDetailDto
    expect(tagged.topics.map((t) => t.topic)).toContain('crash')
    const noted = (
      await call(client, 'add_note', {
        reviewId: id,
        body: 'Crash fixed in 4.3, ask QA to confirm.',
      })
    ).json() as ReviewDetailDto
    expect(noted.notes.map((n) => n.body)).toEqual(['Crash fixed in 4.3, ask QA to confirm.'])

    const [me] = (await call(client, 'list_members')).json() as { userId: string; name: string }[]
    const assigned = (
      await call(client, 'assign_review', { reviewId: id, userId: me!.userId })
    ).json() as ReviewDetailDto
    expect(assigned.assignee).toEqual({ userId: me!.userId, name: me!.name })

    // A person sees it all through the app, too.
    const seen = await asOwner((core, owner, workspaceId) =>
      run(core, owner, 'reviews.get', { workspaceId, reviewId: id }),
    )
    expect(seen.reply?.body).toBe(mine)
  })

  it('gives the insights: digests and Reply Effect over a period', async () => {
    const { client } = await connect('--workspace', 'My workspace')
    expect((await call(client, 'list_digests')).json()).toEqual([])
    const since = Date.now() - 7 * 24 * HOUR
    const effect = (await call(client, 'get_reply_effect', { since })).json() as {
      since: number
      appId: string | null
      replied: { reviews: number }
    }
    expect(effect).toMatchObject({ since, appId: null, replied: { reviews: 0 } })
    const late = await call(client, 'get_reply_effect', { since: 'last week' })
    expect(late.isError).toBe(true)
    expect(late.text).toMatch(/^INVALID_INPUT: .*\(argument: since\)$/)
  })

  it('refuses to approve while "Assistants may approve" is off, then approves with the undo window when on', async () => {
    const { client } = await connect('--workspace', 'My workspace')
    const id = await crashReview(client)
    await call(client, 'edit_reply', {
      reviewId: id,
      body: 'Thanks, Ann: the crash is fixed in 4.3.',
    })

    const refused = await call(client, 'approve_reply', { reviewId: id })
    expect(refused.isError).toBe(true)
    expect(refused.text).toMatch(
      /^FORBIDDEN: Assistants may not approve or publish replies in this workspace/,
    )
    const publishRefused = await call(client, 'publish_reply', { reviewId: id })
    expect(publishRefused.isError).toBe(true)
    expect(
      ((await call(client, 'get_review', { reviewId: id })).json() as ReviewDetailDto).reply
        ?.status,
    ).toBe('draft')

    await asOwner((core, owner, workspaceId) =>
      run(core, owner, 'assistants.settings.set', { workspaceId, mayApprove: true }),
    )
    const approved = await call(client, 'approve_reply', { reviewId: id })
    expect(approved.isError).toBe(false)
    const detail = approved.json() as ReviewDetailDto
    expect(detail.reply?.status).toBe('approved')
    expect(detail.audit.find((a) => a.action === 'approved')?.detail).toBe('via MCP assistant')
    // Nor can it ask to skip the window, as a terminal command may.
    const now = await call(client, 'publish_reply', { reviewId: id, now: true })
    expect(now.isError).toBe(true)
    expect(now.text).toMatch(/^FORBIDDEN: An assistant cannot publish without the undo window/)
    // Nothing reached the store: the approval waits out the undo window, and can be taken back.
    expect(gp.calls.filter((c) => c.endpoint === 'reply')).toEqual([])
    const undone = (await call(client, 'undo_approval', { reviewIds: [id] })).json() as {
      done: string[]
    }
    expect(undone.done).toEqual([id])
    expect(
      ((await call(client, 'get_review', { reviewId: id })).json() as ReviewDetailDto).reply
        ?.status,
    ).toBe('draft')

    await asOwner((core, owner, workspaceId) =>
      run(core, owner, 'assistants.settings.set', { workspaceId, mayApprove: false }),
    )
  })

  it('creates and links tracker issues, each with an audit line naming the assistant', async () => {
    github = await startGitHubSimulator()
    github.addRepo('acme/notes')
    github.addToken('github_pat_mcp_test_token_1234', { login: 'octocat', issues: 'write' })
    await asOwner(async (core, owner, workspaceId) => {
      // Another person is a member here: the outbound guard is on, so the loopback simulator is named.
      await run(core, owner, 'installation.update', { outboundAllowlist: ['127.0.0.1'] })
      const connected = await run(core, owner, 'trackers.connect', {
        workspaceId,
        kind: 'github',
        token: 'github_pat_mcp_test_token_1234',
        baseUrl: github!.url,
      })
      expect(connected.ok).toBe(true)
    })
    const { client } = await connect('--workspace', 'My workspace')
    const { tools } = await client.listTools()
    const create = tools.find((t) => t.name === 'create_tracker_issue')!
    expect(create.inputSchema.required).toEqual(['kind', 'projectId', 'reviewIds'])
    const id = await crashReview(client)
    const made = (
      await call(client, 'create_tracker_issue', {
        kind: 'github',
        projectId: 'acme/notes',
        reviewIds: [id],
      })
    ).json() as { key: string }
    expect(made.key).toBe('acme/notes#1')
    expect(github.issue('acme/notes#1')?.body).toContain('The app crashes every time I open a note')
    const page = (await call(client, 'list_reviews', { stars: [5] })).json() as InboxPageDto
    const other = page.items[0]!.id
    const linked = (
      await call(client, 'link_tracker_issue', { reviewIds: [other], ref: 'acme/notes#1' })
    ).json() as { reviewCount: number }
    expect(linked.reviewCount).toBe(2)
    const detail = (await call(client, 'get_review', { reviewId: other })).json() as ReviewDetailDto
    expect(detail.review.trackerIssue?.key).toBe('acme/notes#1')
    expect(detail.audit.find((a) => a.action === 'tracker_linked')?.detail).toMatch(
      /^linked acme\/notes#1 via /,
    )
    const refused = await call(client, 'link_tracker_issue', {
      reviewIds: [other],
      ref: 'nonsense',
    })
    expect(refused.isError).toBe(true)
    expect(refused.text).toContain('INVALID_INPUT')
  })

  it("acts with the local user's role: a viewer reads but may not edit", async () => {
    const { client, stderr } = await connect('--workspace', 'Partner studio')
    expect(stderr()).toContain('(viewer)')
    expect((await call(client, 'list_reviews')).isError).toBe(false)
    const edit = await call(client, 'edit_reply', { reviewId: 'rev_abc', body: 'Hello' })
    expect(edit.isError).toBe(true)
    expect(edit.text).toBe(
      'FORBIDDEN: Only an editor or admin can do this; you are a viewer in this workspace.',
    )
    const note = await call(client, 'add_note', { reviewId: 'rev_abc', body: 'Hello' })
    expect(note.text).toMatch(/^FORBIDDEN: /)
  })

  it("answers a bad argument with the contract's code and words", async () => {
    const { client } = await connect('--workspace', 'My workspace')
    const badId = await call(client, 'get_review', { reviewId: '42' })
    expect(badId).toMatchObject({
      isError: true,
      text: 'INVALID_INPUT: Expected an id like rev_…. (argument: reviewId)',
    })
    const badTone = await call(client, 'draft_reply', {
      reviewId: await crashReview(client),
      tone: 'angrier',
    })
    expect(badTone.isError).toBe(true)
    expect(badTone.text).toMatch(/^INVALID_INPUT: .*\(argument: tone\)$/)
    const missing = await call(client, 'get_review', { reviewId: 'rev_doesnotexist' })
    expect(missing.text).toMatch(/^NOT_FOUND: /)
    const unknown = await call(client, 'delete_everything')
    expect(unknown).toMatchObject({
      isError: true,
      text: 'NOT_FOUND: There is no tool called "delete_everything".',
    })
  })
})
