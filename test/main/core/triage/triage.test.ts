import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { filterSql } from '../../../../src/main/core/inbox/filter-sql'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'

let t: TestCore
afterEach(() => t?.core.close())

const NOW = Date.UTC(2026, 10, 4, 12)

async function setup() {
  t = await createTestCore({ clock: new ManualClock(NOW) })
  const { appId, reviewIds } = await seedApp(t, 'Notes', [
    { rating: 1, body: 'The app crashes on start', hoursAgo: 1 },
    { rating: 2, body: 'Too many ads everywhere', hoursAgo: 2 },
    { rating: 5, body: 'Love it, thank you!', hoursAgo: 3 },
  ])
  const editor = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Eddie', role: 'editor' })
  const viewer = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Vera', role: 'viewer' })
  return {
    appId,
    ids: reviewIds as [string, string, string],
    editor: { userId: editor.userId },
    editorMember: editor,
    viewer: { userId: viewer.userId },
  }
}

const ws = () => t.workspaceId

describe('topic tags', () => {
  it('shows detected topics on the review and in list rows', async () => {
    const { ids } = await setup()
    detectDueTopics(t.core)
    const detail = await t.run('reviews.get', { workspaceId: ws(), reviewId: ids[0] })
    expect(detail.topics).toEqual([{ topic: 'crash', polarity: -1, byHand: false }])
    const page = await t.run('reviews.list', { workspaceId: ws() })
    expect(page.items.map((i) => i.topics)).toEqual([['crash'], ['ads'], ['praise']])
    // Each row says what the review says of its topics: crashes and ads are problems here.
    expect(page.items.map((i) => i.topicPolarity)).toEqual([{ crash: -1 }, { ads: -1 }, { praise: 1 }])
  })

  it('keeps hand edits when the topic pass reads the review again', async () => {
    const { ids, editor } = await setup()
    detectDueTopics(t.core)
    await t.run('reviews.setTopic', { workspaceId: ws(), reviewId: ids[0], topic: 'crash', on: false }, editor)
    const after = await t.run(
      'reviews.setTopic',
      { workspaceId: ws(), reviewId: ids[0], topic: 'performance', on: true },
      editor,
    )
    // The review says nothing of speed yet: a neutral tag.
    expect(after.topics).toEqual([{ topic: 'performance', polarity: 0, byHand: true }])
    expect(after.removedTopics).toEqual(['crash'])
    // The reviewer edits the review in the store: the pass reads it again.
    t.core.db.$client
      .prepare("UPDATE reviews SET body = 'Still crashes, and now it is so slow and laggy', updated_at = updated_at + 1000 WHERE id = ?")
      .run(ids[0])
    expect(detectDueTopics(t.core)).toBe(1)
    const detail = await t.run('reviews.get', { workspaceId: ws(), reviewId: ids[0] })
    // The removal still wins over the crash it reads again; the added topic now takes what the
    // edited text says of it.
    expect(detail.topics).toEqual([{ topic: 'performance', polarity: -1, byHand: true }])
    const crashes = await t.run('reviews.list', { workspaceId: ws(), topic: 'crash' })
    expect(crashes.items).toEqual([])
    // Adding it back by hand wins over the earlier removal.
    await t.run('reviews.setTopic', { workspaceId: ws(), reviewId: ids[0], topic: 'crash', on: true }, editor)
    detectDueTopics(t.core)
    expect((await t.run('reviews.list', { workspaceId: ws(), topic: 'crash' })).items.map((i) => i.id)).toEqual([ids[0]])
  })

  it('filters the inbox by topic through its index, with the total', async () => {
    const { ids } = await setup()
    detectDueTopics(t.core)
    await t.run('reviews.setTopic', { workspaceId: ws(), reviewId: ids[2], topic: 'crash', on: true })
    const page = await t.run('reviews.list', { workspaceId: ws(), topic: 'crash' })
    expect(page.items.map((i) => i.id)).toEqual([ids[0], ids[2]])
    expect(page.total).toBe(2)
    const lowCrash = await t.run('reviews.list', { workspaceId: ws(), topic: 'crash', stars: [1] })
    expect(lowCrash).toMatchObject({ total: 1, items: [{ id: ids[0] }] })
    const paged = await t.run('reviews.list', { workspaceId: ws(), topic: 'crash', limit: 1 })
    const next = await t.run('reviews.list', { workspaceId: ws(), topic: 'crash', limit: 1, cursor: paged.nextCursor })
    expect(next.items.map((i) => i.id)).toEqual([ids[2]])

    const f = filterSql(ws(), { topic: 'crash' })
    const plan = t.core.db.$client
      .prepare(`EXPLAIN QUERY PLAN SELECT e.review_id FROM inbox_entries e INDEXED BY ${f.index} WHERE ${f.where.join(' AND ')} LIMIT 51`)
      .all(...f.params) as { detail: string }[]
    // Each walked entry probes the topic's primary key: the topic's whole set is never built.
    const detail = plan.map((p) => p.detail).join('\n')
    expect(detail).toMatch(/SEARCH rt EXISTS USING COVERING INDEX sqlite_autoindex_review_topics_1/)
    expect(detail).not.toContain('LIST SUBQUERY')
  })

  it('lets editors and admins tag, viewers only read; another workspace is not found', async () => {
    const { ids, viewer } = await setup()
    const denied = await t.dispatch('reviews.setTopic', { workspaceId: ws(), reviewId: ids[0], topic: 'ads', on: true }, viewer)
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    await t.run('workspaces.rename', { workspaceId: ws(), name: 'Ours' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    const theirs = await seedApp(t, 'Secret', [{ rating: 1, body: 'secret crash', hoursAgo: 1 }], { workspaceId: other.id })
    const foreign = await t.dispatch('reviews.setTopic', {
      workspaceId: ws(),
      reviewId: theirs.reviewIds[0],
      topic: 'ads',
      on: true,
    })
    expect(foreign).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    const unknown = await t.dispatch('reviews.setTopic', { workspaceId: ws(), reviewId: ids[0], topic: 'weather', on: true })
    expect(unknown).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
  })
})

describe('internal notes', () => {
  it('are written by editors, read by viewers, and recorded in the audit trail', async () => {
    const { ids, editor, viewer } = await setup()
    t.clock.advance(60_000)
    await t.run('reviews.addNote', { workspaceId: ws(), reviewId: ids[0], body: 'Asked QA to reproduce' }, editor)
    const denied = await t.dispatch('reviews.addNote', { workspaceId: ws(), reviewId: ids[0], body: 'me too' }, viewer)
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    const empty = await t.dispatch('reviews.addNote', { workspaceId: ws(), reviewId: ids[0], body: '   ' }, editor)
    expect(empty).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    const seen = await t.run('reviews.get', { workspaceId: ws(), reviewId: ids[0] }, viewer)
    expect(seen.notes).toEqual([
      { id: expect.any(String), body: 'Asked QA to reproduce', authorName: 'Eddie', createdAt: NOW + 60_000 },
    ])
    expect(seen.audit.filter((a) => a.action === 'note_added')).toEqual([
      expect.objectContaining({ actorName: 'Eddie', at: NOW + 60_000 }),
    ])
    // The note text is the team's: not copied into the trail.
    expect(JSON.stringify(seen.audit)).not.toContain('reproduce')
  })

  it('cannot be written on another workspace’s review', async () => {
    await setup()
    await t.run('workspaces.rename', { workspaceId: ws(), name: 'Ours' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    const theirs = await seedApp(t, 'Secret', [{ rating: 1, body: 'secret', hoursAgo: 1 }], { workspaceId: other.id })
    const r = await t.dispatch('reviews.addNote', { workspaceId: ws(), reviewId: theirs.reviewIds[0], body: 'x' })
    expect(r).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    const n = t.core.db.$client.prepare('SELECT count(*) AS n FROM review_notes').get() as { n: number }
    expect(n.n).toBe(0)
  })
})

describe('assignment', () => {
  it('assigns to members only, shows it, fills "Assigned to me" and records it', async () => {
    const { ids, editor, viewer } = await setup()
    const assigned = await t.run('reviews.assign', { workspaceId: ws(), reviewId: ids[1], userId: editor.userId })
    expect(assigned.assignee).toEqual({ userId: editor.userId, name: 'Eddie' })
    const row = (await t.run('reviews.list', { workspaceId: ws() })).items.find((i) => i.id === ids[1])
    expect(row?.assignee).toEqual({ userId: editor.userId, name: 'Eddie' })

    const mine = await t.run('reviews.list', { workspaceId: ws(), view: 'assigned_to_me' }, editor)
    expect(mine).toMatchObject({ total: 1, items: [{ id: ids[1] }] })
    const notMine = await t.run('reviews.list', { workspaceId: ws(), view: 'assigned_to_me' })
    expect(notMine).toMatchObject({ total: 0, items: [] })
    const counts = await t.run('reviews.counts', { workspaceId: ws() }, editor)
    expect(counts.views.find((v) => v.view === 'assigned_to_me')).toEqual({ view: 'assigned_to_me', total: 1, unread: 1 })

    const deniedViewer = await t.dispatch('reviews.assign', { workspaceId: ws(), reviewId: ids[1], userId: null }, viewer)
    expect(deniedViewer).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    const stranger = await t.dispatch('reviews.assign', { workspaceId: ws(), reviewId: ids[1], userId: 'usr_nobody' })
    expect(stranger).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', field: 'userId' } })

    const cleared = await t.run('reviews.assign', { workspaceId: ws(), reviewId: ids[1], userId: null }, editor)
    expect(cleared.assignee).toBeNull()
    expect(cleared.audit.filter((a) => a.action === 'assigned' || a.action === 'unassigned')).toEqual([
      expect.objectContaining({ action: 'assigned', actorName: expect.any(String), detail: 'Eddie' }),
      expect.objectContaining({ action: 'unassigned', actorName: 'Eddie' }),
    ])
  })

  it('refuses a member of another workspace, and a foreign review is not found', async () => {
    const { ids } = await setup()
    await t.run('workspaces.rename', { workspaceId: ws(), name: 'Ours' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    const outsider = await t.run('members.add', { workspaceId: other.id, name: 'Otto', role: 'editor' })
    const r = await t.dispatch('reviews.assign', { workspaceId: ws(), reviewId: ids[0], userId: outsider.userId })
    expect(r).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    const theirs = await seedApp(t, 'Secret', [{ rating: 1, body: 'secret', hoursAgo: 1 }], { workspaceId: other.id })
    const foreign = await t.dispatch('reviews.assign', { workspaceId: ws(), reviewId: theirs.reviewIds[0], userId: null })
    expect(foreign).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })

  it('clears a removed member’s assignments, with a line in the audit trail', async () => {
    const { ids, editor, editorMember } = await setup()
    await t.run('reviews.assign', { workspaceId: ws(), reviewId: ids[0], userId: editor.userId })
    await t.run('reviews.assign', { workspaceId: ws(), reviewId: ids[2], userId: editor.userId })
    await t.run('members.remove', { workspaceId: ws(), memberId: editorMember.id })
    for (const reviewId of [ids[0], ids[2]]) {
      const d = await t.run('reviews.get', { workspaceId: ws(), reviewId })
      expect(d.assignee).toBeNull()
      expect(d.audit.at(-1)).toMatchObject({ action: 'unassigned', detail: 'Eddie left the workspace' })
    }
    const rows = t.core.db.$client.prepare('SELECT count(*) AS n FROM review_assignments').get() as { n: number }
    expect(rows.n).toBe(0)
  })
})
