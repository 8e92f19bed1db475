import { afterEach, describe, expect, it } from 'vitest'
import { credentials, trackerConnections } from '../../../../src/main/core/db/schema'
import { connectAll, GH_TOKEN, JIRA_TOKEN, LINEAR_KEY, setupWorld, type World } from './setup'

let w: World
afterEach(async () => {
  await w?.close()
})

const TOKENS = [GH_TOKEN, LINEAR_KEY, JIRA_TOKEN]
/** The token must not be anywhere a person, a log or a webhook could see it. */
function expectNoToken(value: unknown): void {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  for (const token of TOKENS) expect(text).not.toContain(token)
  expect(text).not.toContain(Buffer.from(`dev@acme.test:${JIRA_TOKEN}`).toString('base64'))
}

describe('connecting issue trackers', () => {
  it('refuses a bad token in plain words and saves nothing', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    const github = await w.t.run('trackers.connect', {
      workspaceId,
      kind: 'github',
      token: 'github_pat_wrong',
      baseUrl: w.github.url,
    })
    expect(github).toEqual({
      ok: false,
      message: expect.stringContaining('GitHub refused the token: Bad credentials'),
    })
    const linear = await w.t.run('trackers.connect', {
      workspaceId,
      kind: 'linear',
      token: 'lin_api_wrong',
      baseUrl: w.linear.url,
    })
    expect(linear.ok).toBe(false)
    expect(linear.message).toContain('Linear refused the API key')
    const jira = await w.t.run('trackers.connect', {
      workspaceId,
      kind: 'jira',
      token: 'wrong',
      email: 'dev@acme.test',
      baseUrl: w.jira.url,
    })
    expect(jira.ok).toBe(false)
    expect(jira.message).toContain('Jira refused the e-mail and API token')
    // A token that cannot reach any issue: says which permission to add.
    w.github.addToken('github_pat_noissues', { login: 'octocat', issues: 'none' })
    const none = await w.t.run('trackers.connect', {
      workspaceId,
      kind: 'github',
      token: 'github_pat_noissues',
      baseUrl: w.github.url,
    })
    expect(none.message).toBe(
      'The token cannot read issues in any repository: give it Issues: Read and write on the repositories whose issues you track.',
    )
    expect(await w.t.run('trackers.list', { workspaceId })).toEqual([])
    expect(w.t.core.db.select().from(trackerConnections).all()).toEqual([])
    expect(
      w.t.core.db
        .select()
        .from(credentials)
        .all()
        .filter((c) => c.kind === 'tracker_token'),
    ).toEqual([])
  })

  it('says what it could not reach', async () => {
    w = await setupWorld()
    const closed = `http://127.0.0.1:1`
    const result = await w.t.run('trackers.connect', {
      workspaceId: w.t.workspaceId,
      kind: 'github',
      token: GH_TOKEN,
      baseUrl: closed,
    })
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('Could not reach GitHub at 127.0.0.1:1'),
    })
  })

  it('connects each kind after testing it and lists it without the token', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    const list = await w.t.run('trackers.list', { workspaceId })
    expect(list.map((c) => [c.kind, c.label, c.account, c.health.ok, c.connectedBy])).toEqual([
      ['github', 'GitHub', 'octocat', true, expect.any(String)],
      ['jira', 'Jira', new URL(w.jira.url).host, true, expect.any(String)],
      ['linear', 'Linear', 'Acme', true, expect.any(String)],
    ])
    expectNoToken(list)
    // The token is in the vault, sealed: the database file holds no clear copy either.
    const sealed = w.t.core.db
      .select()
      .from(credentials)
      .all()
      .filter((c) => c.kind === 'tracker_token')
    expect(sealed).toHaveLength(3)
    expectNoToken(sealed.map((c) => ({ ...c, ciphertext: c.ciphertext.toString('latin1') })))
    expect(await w.t.run('trackers.test', { workspaceId, kind: 'linear' })).toEqual({
      ok: true,
      message: 'Connected to Acme: 1 team.',
    })
  })

  it('lets only admins connect and only editors create or link', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    const viewer = await w.t.run('members.add', { workspaceId, name: 'Vic', role: 'viewer' })
    const editor = await w.t.run('members.add', { workspaceId, name: 'Eddie', role: 'editor' })
    for (const who of [viewer, editor])
      expect(
        await w.t.dispatch(
          'trackers.connect',
          { workspaceId, kind: 'github', token: GH_TOKEN, baseUrl: w.github.url },
          { userId: who.userId },
        ),
      ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    await connectAll(w)
    expect(
      await w.t.dispatch(
        'trackerIssues.create',
        { workspaceId, kind: 'github', projectId: 'acme/notes', reviewIds: [w.reviewIds[0]] },
        { userId: viewer.userId },
      ),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(
      await w.t.dispatch(
        'trackerIssues.link',
        { workspaceId, reviewIds: [w.reviewIds[0]], ref: 'ENG-1' },
        { userId: viewer.userId },
      ),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(w.github.issues()).toEqual([])
    // A viewer still sees what is linked.
    const made = await w.t.run(
      'trackerIssues.create',
      { workspaceId, kind: 'github', projectId: 'acme/notes', reviewIds: [w.reviewIds[0]!] },
      { userId: editor.userId },
    )
    const seen = await w.t.run(
      'trackerIssues.forReview',
      { workspaceId, reviewId: w.reviewIds[0]! },
      { userId: viewer.userId },
    )
    expect(seen.map((i) => [i.key, i.linkedBy])).toEqual([[made.key, 'Eddie']])
  })
})

describe('creating and linking issues', () => {
  it('creates one issue from two reviews: the body quotes both, both show the link, the audit names it', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    const [first, second] = w.reviewIds as [string, string]
    await w.t.run('trackers.setDefaultProject', {
      workspaceId,
      kind: 'github',
      projectId: 'acme/notes',
    })
    const preview = await w.t.run('trackerIssues.preview', {
      workspaceId,
      kind: 'github',
      reviewIds: [first, second],
    })
    const issue = await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'github',
      projectId: 'acme/notes',
      reviewIds: [first, second],
    })
    expect(issue).toMatchObject({
      kind: 'github',
      key: 'acme/notes#1',
      state: 'open',
      reviewCount: 2,
      url: `${w.github.url}/acme/notes/issues/1`,
    })
    const sent = w.github.issue('acme/notes#1')!
    expect(sent.title).toBe(preview.title)
    expect(sent.title).toBe('2 reviews: The app crashes every time I open a note since the update.')
    expect(sent.body).toContain('> The app crashes every time I open a note since the update.')
    expect(sent.body).toContain('> Die App stürzt beim Öffnen einer Notiz ständig ab.')
    expect(sent.body).toContain('★☆☆☆☆ (1/5) · Google Play · Notes · version 4.2 · device Pixel 8')
    expect(sent.body).toContain('language de')
    expect(sent.body).toContain(`reviewreply://review/${first}`)
    expect(sent.body).toContain(`reviewreply://review/${second}`)
    for (const id of [first, second]) {
      const detail = await w.t.run('reviews.get', { workspaceId, reviewId: id })
      expect(detail.review.trackerIssue).toEqual({
        key: 'acme/notes#1',
        state: 'open',
        url: issue.url,
      })
      expect(detail.review.fixed).toBe(false)
      expect(detail.audit.find((a) => a.action === 'tracker_linked')?.detail).toBe(
        'created acme/notes#1 in acme/notes',
      )
    }
    const rows = await w.t.run('reviews.list', { workspaceId, sort: 'oldest' })
    expect(rows.items.map((r) => r.trackerIssue?.key ?? null)).toEqual([
      'acme/notes#1',
      'acme/notes#1',
      null,
    ])
    expect(
      (await w.t.run('trackers.list', { workspaceId })).find((c) => c.kind === 'github')
        ?.defaultProject,
    ).toEqual({
      id: 'acme/notes',
      name: 'acme/notes',
    })
  })

  it('links by URL and by key for each kind, and unlinks', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    const [, , third] = w.reviewIds as [string, string, string]
    // Issues someone filed in each tracker.
    await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'github',
      projectId: 'acme/website',
      reviewIds: [third],
      title: 'Sync is slow',
    })
    const [team] = await w.t.run('trackers.projects', { workspaceId, kind: 'linear' })
    await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'linear',
      projectId: team!.id,
      reviewIds: [third],
      title: 'Sync is slow',
    })
    await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'jira',
      projectId: 'APP',
      reviewIds: [third],
      title: 'Sync is slow',
    })
    const [first, second] = w.reviewIds as [string, string]
    const cases: [string, string, string][] = [
      [`https://github.com/acme/website/issues/1`, 'acme/website#1', 'github'],
      ['acme/website#1', 'acme/website#1', 'github'],
      ['https://linear.app/acme/issue/ENG-1/sync-is-slow', 'ENG-1', 'linear'],
      ['eng-1', 'ENG-1', 'linear'],
      [`https://acme.atlassian.net/browse/APP-1`, 'APP-1', 'jira'],
      ['APP-1', 'APP-1', 'jira'],
    ]
    for (const [ref, key, kind] of cases) {
      for (const reviewId of [first, second]) {
        const links = await w.t.run('trackerIssues.forReview', { workspaceId, reviewId })
        for (const l of links)
          await w.t.run('trackerIssues.unlink', { workspaceId, reviewId, issueId: l.id })
      }
      const linked = await w.t.run('trackerIssues.link', {
        workspaceId,
        reviewIds: [first, second],
        ref,
      })
      expect([linked.key, linked.kind, linked.title, linked.reviewCount]).toEqual([
        key,
        kind,
        'Sync is slow',
        3,
      ])
      const detail = await w.t.run('reviews.get', { workspaceId, reviewId: first })
      expect(detail.review.trackerIssue?.key).toBe(key)
      expect(detail.audit.at(-1)?.detail).toBe(`linked ${key}`)
    }
    const unlink = await w.t.run('trackerIssues.forReview', { workspaceId, reviewId: first })
    await w.t.run('trackerIssues.unlink', { workspaceId, reviewId: first, issueId: unlink[0]!.id })
    const after = await w.t.run('reviews.get', { workspaceId, reviewId: first })
    expect(after.review.trackerIssue).toBeNull()
    expect(after.audit.at(-1)?.detail).toBe('unlinked APP-1')
    // An unknown issue or project: plain words.
    expect(
      await w.t.dispatch('trackerIssues.link', {
        workspaceId,
        reviewIds: [first],
        ref: 'acme/notes#99',
      }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'NOT_FOUND',
        message: expect.stringContaining('GitHub has no such repository or issue: acme/notes#99'),
      },
    })
    expect(
      await w.t.dispatch('trackerIssues.link', {
        workspaceId,
        reviewIds: [first],
        ref: 'not an issue',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'ref' },
    })
  })

  it('waits out a 429 with Retry-After and tries again', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    const before = w.t.clock.now()
    w.github.failNext('rate_limit', { retryAfterSeconds: 7 })
    const issue = await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'github',
      projectId: 'acme/notes',
      reviewIds: [w.reviewIds[0]!],
    })
    expect(issue.key).toBe('acme/notes#1')
    expect(w.slept).toEqual([7_000])
    expect(w.t.clock.now() - before).toBe(7_000)
    expect(w.github.calls.filter((c) => c.status === 429)).toHaveLength(1)
    w.jira.failNext('rate_limit', { retryAfterSeconds: 3 })
    await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'jira',
      projectId: 'APP',
      reviewIds: [w.reviewIds[0]!],
    })
    expect(w.slept).toEqual([7_000, 3_000])
    // A wait longer than a person should sit through: the call gives up and says when.
    w.linear.failNext('rate_limit', { retryAfterSeconds: 600 })
    const refused = await w.t.dispatch('trackerIssues.link', {
      workspaceId,
      reviewIds: [w.reviewIds[0]!],
      ref: 'ENG-1',
    })
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: expect.stringContaining('Linear asked Review Reply to slow down'),
      },
    })
    expect(w.slept).toEqual([7_000, 3_000])
  })

  it('never puts a token in a result, an error, a log line or an event', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    const results: unknown[] = []
    results.push(
      await w.t.dispatch('trackers.connect', {
        workspaceId,
        kind: 'github',
        token: 'github_pat_bad_one_12345',
        baseUrl: w.github.url,
      }),
    )
    await connectAll(w)
    const [first] = w.reviewIds as [string]
    results.push(await w.t.dispatch('trackers.list', { workspaceId }))
    results.push(await w.t.dispatch('trackers.test', { workspaceId, kind: 'jira' }))
    results.push(await w.t.dispatch('trackers.projects', { workspaceId, kind: 'github' }))
    results.push(
      await w.t.dispatch('trackerIssues.create', {
        workspaceId,
        kind: 'github',
        projectId: 'acme/notes',
        reviewIds: [first],
      }),
    )
    results.push(
      await w.t.dispatch('trackerIssues.create', {
        workspaceId,
        kind: 'jira',
        projectId: 'NOPE',
        reviewIds: [first],
      }),
    )
    results.push(
      await w.t.dispatch('trackerIssues.link', { workspaceId, reviewIds: [first], ref: 'ENG-404' }),
    )
    w.linear.failNext('server_error', { times: 3 })
    results.push(
      await w.t.dispatch('trackerIssues.link', { workspaceId, reviewIds: [first], ref: 'ENG-1' }),
    )
    results.push(await w.t.dispatch('reviews.get', { workspaceId, reviewId: first }))
    results.push(await w.t.dispatch('reviews.list', { workspaceId }))
    results.push(await w.t.dispatch('trackerIssues.refresh', { workspaceId }))
    const { outboxEvents } = await import('../../../../src/main/core/db/schema')
    results.push(w.t.core.db.select().from(outboxEvents).all())
    expect(results.some((r) => JSON.stringify(r).includes('"ok":false'))).toBe(true)
    expectNoToken(results)
    expectNoToken(w.logs)
    expect(w.logs.some((l) => l.includes('tracker connected'))).toBe(true)
  })
})
