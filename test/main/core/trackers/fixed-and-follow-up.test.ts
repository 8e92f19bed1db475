import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { reviews } from '../../../../src/main/core/db/schema'
import { pollDueTrackers } from '../../../../src/main/core/trackers/poll'
import { connectAll, PKG, setupWorld, type World } from './setup'

let w: World
afterEach(async () => {
  await w?.close()
})

const storeIdOf = (w: World, reviewId: string): string =>
  w.t.core.db
    .select({ s: reviews.storeReviewId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .get()!.s

/** Publishes the review's draft now (both stores accept a later reply that replaces it). */
async function publishDraft(w: World, reviewId: string): Promise<void> {
  const done = await w.t.run('replies.publish', {
    workspaceId: w.t.workspaceId,
    reviewId,
    now: true,
  })
  expect(done.reply?.status).toBe('published')
}

describe('when a linked issue closes', () => {
  it('marks its reviews fixed with the milestone, lists them as not told, and a follow-up replaces the reply', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    const [first, second] = w.reviewIds as [string, string]
    await publishDraft(w, first)
    const issue = await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'github',
      projectId: 'acme/notes',
      reviewIds: [first, second],
    })
    expect((await w.t.run('reviews.list', { workspaceId, view: 'fixedNotTold' })).items).toEqual([])

    // Nothing changed: the poll asks with the ETag and GitHub answers 304.
    await w.t.run('trackerIssues.refresh', { workspaceId })
    expect(w.github.calls.at(-1)).toMatchObject({ method: 'GET', status: 304 })

    w.t.clock.advance(60_000)
    w.github.closeIssue('acme/notes#1', { milestone: '4.3' })
    expect(await w.t.run('trackerIssues.refresh', { workspaceId })).toEqual({
      checked: 1,
      changed: 1,
    })
    const [linked] = await w.t.run('trackerIssues.forReview', { workspaceId, reviewId: first })
    expect(linked).toMatchObject({
      id: issue.id,
      state: 'closed',
      stateLabel: 'closed',
      fixedIn: '4.3',
      closedAt: w.t.clock.now(),
    })
    const detail = await w.t.run('reviews.get', { workspaceId, reviewId: first })
    expect(detail.review).toMatchObject({
      fixed: true,
      trackerIssue: { key: 'acme/notes#1', state: 'closed' },
    })
    const untold = await w.t.run('reviews.list', {
      workspaceId,
      view: 'fixedNotTold',
      sort: 'oldest',
    })
    expect(untold.items.map((i) => [i.id, i.fixed])).toEqual([
      [first, true],
      [second, true],
    ])
    const counts = await w.t.run('reviews.counts', { workspaceId })
    expect(counts.views.find((v) => v.view === 'fixedNotTold')?.total).toBe(2)

    // {fixed_in} in a template.
    const template = await w.t.run('templates.create', {
      workspaceId,
      name: 'Fixed',
      language: 'en',
      body: 'Hi {reviewer}, this is fixed in {fixed_in}.',
      minRating: 1,
      maxRating: 5,
    })
    const filled = await w.t.run('templates.fill', {
      workspaceId,
      templateId: template.id,
      reviewId: first,
    })
    expect(filled.body).toBe('Hi Megan, this is fixed in 4.3.')

    // The follow-up names the version, in the review's language, and waits for approval.
    const follow = await w.t.run('replies.followUp', { workspaceId, reviewId: first })
    expect(follow.reply).toMatchObject({
      status: 'draft',
      body: 'Hi Megan, good news: this is fixed in version 4.3. Thanks for letting us know!',
    })
    expect(w.gp.review(PKG, storeIdOf(w, first))?.reply?.text).not.toContain('4.3')
    const german = await w.t.run('replies.followUp', { workspaceId, reviewId: second })
    expect(german.reply?.body).toBe(
      'Hallo Jonas, gute Nachricht: Das ist in Version 4.3 behoben. Danke für deinen Hinweis!',
    )

    // Approving publishes it through the normal lifecycle, replacing the reply on the store.
    w.t.clock.advance(60_000)
    await publishDraft(w, first)
    expect(w.gp.review(PKG, storeIdOf(w, first))?.reply?.text).toBe(
      'Hi Megan, good news: this is fixed in version 4.3. Thanks for letting us know!',
    )
    const told = await w.t.run('reviews.list', { workspaceId, view: 'fixedNotTold' })
    expect(told.items.map((i) => i.id)).toEqual([second])
  })

  it("drafts each linked review's follow-up when the issue closes, never over a person's text", async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    const [first, second, third] = w.reviewIds as [string, string, string]
    await publishDraft(w, first)
    await w.t.run('replies.edit', { workspaceId, reviewId: third, body: 'Hi, we are on it.' })
    const issue = await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'github',
      projectId: 'acme/notes',
      reviewIds: [first, second, third],
    })

    // Closed without a version: nothing to tell yet.
    w.t.clock.advance(60_000)
    w.github.closeIssue('acme/notes#1')
    await w.t.run('trackerIssues.refresh', { workspaceId })
    const before = await w.t.run('reviews.get', { workspaceId, reviewId: first })
    expect(before.reply?.status).toBe('published')

    // The version typed in: the follow-ups wait as drafts, ready to approve in the view.
    await w.t.run('trackerIssues.setFixedIn', { workspaceId, issueId: issue.id, fixedIn: '4.3' })
    const drafted = await w.t.run('reviews.get', { workspaceId, reviewId: first })
    expect(drafted.reply).toMatchObject({
      status: 'draft',
      body: 'Hi Megan, good news: this is fixed in version 4.3. Thanks for letting us know!',
    })
    expect(drafted.audit.map((a) => a.detail).join('\n')).toContain(
      'Follow-up: acme/notes#1 is fixed in 4.3. Publishing it replaces the reply on the store. Drafted when the issue closed.',
    )
    const german = await w.t.run('reviews.get', { workspaceId, reviewId: second })
    expect(german.reply?.body).toContain('4.3 behoben')
    // A person's unsent text stays theirs.
    const edited = await w.t.run('reviews.get', { workspaceId, reviewId: third })
    expect(edited.reply).toMatchObject({ status: 'draft', body: 'Hi, we are on it.' })
    // Nothing went to the store without approval.
    expect(w.gp.review(PKG, storeIdOf(w, first))?.reply?.text).not.toContain('4.3')
    const view = await w.t.run('reviews.list', { workspaceId, view: 'fixedNotTold' })
    expect(view.items.map((i) => i.replyStatus).sort()).toEqual(['draft', 'draft', 'draft'])
  })

  it('takes the fix version from Jira and the milestone or cycle from Linear, or what a person types', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    const [first, second, third] = w.reviewIds as [string, string, string]
    const teams = await w.t.run('trackers.projects', { workspaceId, kind: 'linear' })
    const jira = await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'jira',
      projectId: 'APP',
      reviewIds: [first],
    })
    const linear = await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'linear',
      projectId: teams[0]!.id,
      reviewIds: [second],
    })
    const github = await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'github',
      projectId: 'acme/notes',
      reviewIds: [third],
    })
    w.t.clock.advance(20 * 60_000)
    w.jira.closeIssue(jira.key, { fixVersion: '4.4.0' })
    w.linear.closeIssue(linear.key, { cycle: 12 })
    w.github.closeIssue(github.key)
    // The background pass polls what is due (each connection at most every 15 minutes).
    await pollDueTrackers(w.t.core)
    const state = async (reviewId: string) =>
      (await w.t.run('trackerIssues.forReview', { workspaceId, reviewId }))[0]!
    expect(await state(first)).toMatchObject({
      key: 'APP-1',
      state: 'closed',
      stateLabel: 'Done',
      fixedIn: '4.4.0',
    })
    expect(await state(second)).toMatchObject({
      key: 'ENG-1',
      state: 'closed',
      stateLabel: 'Done',
      fixedIn: 'Cycle 12',
    })
    expect(await state(third)).toMatchObject({ state: 'closed', fixedIn: null })
    // Linear and Jira were asked once each for what changed since, not issue by issue.
    expect(w.jira.calls.filter((c) => c.path.startsWith('/rest/api/3/search/jql'))).toHaveLength(1)
    // No version known: the follow-up asks for one; typed, it is used and kept over later polls.
    expect(await w.t.dispatch('replies.followUp', { workspaceId, reviewId: third })).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', field: 'fixedIn' },
    })
    await w.t.run('trackerIssues.setFixedIn', { workspaceId, issueId: github.id, fixedIn: '4.3.1' })
    w.t.clock.advance(20 * 60_000)
    await pollDueTrackers(w.t.core)
    expect(await state(third)).toMatchObject({ fixedIn: '4.3.1' })
    const follow = await w.t.run('replies.followUp', { workspaceId, reviewId: third })
    expect(follow.reply?.body).toBe(
      'Hola, Ana: ¡buenas noticias! Esto está solucionado en la versión 4.3.1. ¡Gracias por avisarnos!',
    )
  })

  it('backs off after a 429 in the background and does not ask again before it may', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'github',
      projectId: 'acme/notes',
      reviewIds: [w.reviewIds[0]!],
    })
    w.t.clock.advance(20 * 60_000)
    w.github.failNext('rate_limit', { retryAfterSeconds: 3600, times: 1 })
    const calls = w.github.calls.length
    await pollDueTrackers(w.t.core)
    expect(w.github.calls.length).toBe(calls + 1)
    const [conn] = (await w.t.run('trackers.list', { workspaceId })).filter(
      (c) => c.kind === 'github',
    )
    expect(conn?.health).toMatchObject({
      ok: false,
      message: expect.stringContaining('GitHub asked Review Reply to slow down'),
    })
    // Neither the background nor a click asks before the hour is up.
    w.t.clock.advance(30 * 60_000)
    await pollDueTrackers(w.t.core)
    await w.t.run('trackerIssues.refresh', { workspaceId })
    expect(w.github.calls.length).toBe(calls + 1)
    w.t.clock.advance(31 * 60_000)
    await pollDueTrackers(w.t.core)
    expect(w.github.calls.length).toBe(calls + 2)
    expect(
      (await w.t.run('trackers.list', { workspaceId })).find((c) => c.kind === 'github')?.health.ok,
    ).toBe(true)
  })

  it('keeps links through re-imports, disconnecting, and the removal of the member who linked', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    const [first] = w.reviewIds as [string]
    const editor = await w.t.run('members.add', { workspaceId, name: 'Eddie', role: 'editor' })
    await w.t.run(
      'trackerIssues.create',
      { workspaceId, kind: 'github', projectId: 'acme/notes', reviewIds: [first] },
      { userId: editor.userId },
    )
    // The reviewer edits the review; the next sync stores the new text on the same review.
    w.t.clock.advance(60 * 60_000)
    w.gp.editReview(PKG, storeIdOf(w, first), {
      text: 'Still crashes when I open a note.',
      starRating: 2,
      lastModified: w.t.clock.now(),
    })
    await w.sync()
    const after = await w.t.run('reviews.get', { workspaceId, reviewId: first })
    expect(after.review.body).toBe('Still crashes when I open a note.')
    expect(after.review.trackerIssue?.key).toBe('acme/notes#1')
    const members = await w.t.run('members.list', { workspaceId })
    await w.t.run('members.remove', {
      workspaceId,
      memberId: members.find((m) => m.name === 'Eddie')!.id,
    })
    await w.t.run('trackers.disconnect', { workspaceId, kind: 'github' })
    const links = await w.t.run('trackerIssues.forReview', { workspaceId, reviewId: first })
    expect(links.map((l) => [l.key, l.reviewCount])).toEqual([['acme/notes#1', 1]])
    expect(
      (await w.t.run('reviews.get', { workspaceId, reviewId: first })).audit.find(
        (a) => a.action === 'tracker_linked',
      )?.detail,
    ).toBe('created acme/notes#1 in acme/notes')
  })

  it("says so when Google Play's one-week window has closed, and drafts nothing", async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    await connectAll(w)
    const [first] = w.reviewIds as [string]
    await publishDraft(w, first)
    await w.t.run('trackerIssues.create', {
      workspaceId,
      kind: 'github',
      projectId: 'acme/notes',
      reviewIds: [first],
    })
    w.t.clock.advance(8 * 24 * 3_600_000)
    w.github.closeIssue('acme/notes#1', { milestone: '4.3' })
    await w.t.run('trackerIssues.refresh', { workspaceId })
    const refused = await w.t.dispatch('replies.followUp', { workspaceId, reviewId: first })
    expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT' } })
    expect(JSON.stringify(refused)).toMatch(/week|7 days/i)
    const detail = await w.t.run('reviews.get', { workspaceId, reviewId: first })
    expect(detail.reply?.status).toBe('published')
    expect(detail.reply?.body).not.toContain('4.3')
  })
})
