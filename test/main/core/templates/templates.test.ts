import { afterEach, describe, expect, it } from 'vitest'
import { templateCommandsCli } from '../../../../src/main/cli/commands/templates'
import type { CliContext } from '../../../../src/main/cli/types'
import { fillTemplate } from '../../../../src/shared/reply-templates'
import { replyLength } from '../../../../src/shared/reply-text'
import { createTestCore, type TestCore } from '../../../support/core'
import { reviewSource } from '../webhooks/support'
import { canonicalWords } from '../../../../src/main/cli/registry'

let t: TestCore
afterEach(() => t?.core.close())

const CRASH_TEMPLATE =
  'Hi {reviewer}, sorry that {app} {version} crashes for you on {store}. Please write to {support_contact} and we will fix it.'

async function setup() {
  t = await createTestCore()
  await t.run('voice.set', {
    workspaceId: t.workspaceId,
    settings: { supportContact: 'help@notes.example' },
  })
  return reviewSource(t, 'Notes')
}

const addTemplate = (input: Record<string, unknown>, as = t.owner) =>
  t.run(
    'templates.create',
    { workspaceId: t.workspaceId, name: 'Crash', language: 'en', body: CRASH_TEMPLATE, ...input },
    as,
  )

describe('reply templates', () => {
  it('fill every variable with the review’s values, and leave out the ones without a value', async () => {
    const reviews = await setup()
    const reviewId = reviews.add(1, 'It crashes when I open a note.', 'Sam Lee')
    const template = await addTemplate({})
    const filled = await t.run('templates.fill', {
      workspaceId: t.workspaceId,
      templateId: template.id,
      reviewId,
    })
    expect(filled).toMatchObject({
      body: 'Hi Sam, sorry that Notes 3.1.0 crashes for you on Google Play. Please write to help@notes.example and we will fix it.',
      missing: [],
      limit: 350,
    })
    expect(filled.length).toBe(replyLength(filled.body))

    expect(fillTemplate('Hi {reviewer}, thanks for using {app}!', { app: 'Notes' })).toEqual({
      text: 'Hi, thanks for using Notes!',
      missing: ['reviewer'],
    })
    expect(fillTemplate('{reviewer}, thank you.\n{version} is out.', {})).toEqual({
      text: 'thank you.\nis out.',
      missing: ['reviewer', 'version'],
    })
    // A value is inserted as it is, never read as another variable or a replacement pattern.
    expect(fillTemplate('Hi {reviewer}', { reviewer: '{app} $& $1' }).text).toBe('Hi {app} $& $1')
  })

  it('refuse unknown variables and an upside-down rating range, in plain words', async () => {
    await setup()
    const typo = await t.dispatch('templates.create', {
      workspaceId: t.workspaceId,
      name: 'Typo',
      language: 'en',
      body: 'Hi {reviewr}',
    })
    expect(typo).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    if (!typo.ok) expect(typo.error.message).toContain('{reviewer}')
    const range = await t.dispatch('templates.create', {
      workspaceId: t.workspaceId,
      name: 'Range',
      language: 'en',
      body: 'Thanks!',
      minRating: 4,
      maxRating: 2,
    })
    expect(range).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'minRating' } })
    const region = await addTemplate({ language: 'pt-BR' })
    expect(region.language).toBe('pt')
  })

  it('are managed by editors and admins, read by viewers, and stay inside their workspace', async () => {
    const reviews = await setup()
    const reviewId = reviews.add(1, 'Crashes.')
    const editor = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Ed', role: 'editor' })
    const viewer = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Vi', role: 'viewer' })
    const asEditor = { userId: editor.userId }
    const asViewer = { userId: viewer.userId }
    const mine = await addTemplate({}, asEditor)
    await t.run('templates.update', { workspaceId: t.workspaceId, templateId: mine.id, name: 'Crash (v2)' }, asEditor)
    expect((await t.run('templates.list', { workspaceId: t.workspaceId }, asViewer)).map((x) => x.name)).toEqual([
      'Crash (v2)',
    ])
    for (const [name, input] of [
      ['templates.create', { name: 'X', language: 'en', body: 'Thanks!' }],
      ['templates.update', { templateId: mine.id, name: 'Y' }],
      ['templates.delete', { templateId: mine.id }],
      ['templates.fill', { templateId: mine.id, reviewId }],
    ] as const) {
      const res = await t.dispatch(name, { workspaceId: t.workspaceId, ...input }, asViewer)
      expect(res, name).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    }

    const other = await t.run('workspaces.create', { name: 'Other' })
    expect(await t.run('templates.list', { workspaceId: other.id })).toEqual([])
    for (const [name, input] of [
      ['templates.update', { templateId: mine.id, name: 'Stolen' }],
      ['templates.delete', { templateId: mine.id }],
      ['templates.fill', { templateId: mine.id, reviewId }],
    ] as const) {
      const res = await t.dispatch(name, { workspaceId: other.id, ...input })
      expect(res, name).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    }
    // Their own template cannot be filled with our review either.
    const theirs = await t.run('templates.create', {
      workspaceId: other.id,
      name: 'Theirs',
      language: 'en',
      body: 'Hi {reviewer}',
    })
    const foreignReview = await t.dispatch('templates.fill', {
      workspaceId: other.id,
      templateId: theirs.id,
      reviewId,
    })
    expect(foreignReview).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    await t.run('templates.delete', { workspaceId: t.workspaceId, templateId: mine.id }, asEditor)
    expect(await t.run('templates.list', { workspaceId: t.workspaceId })).toEqual([])
    // Another workspace's template (English, every rating) never drafts this one's reviews.
    const draft = await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId })
    expect(draft.reply?.body).not.toBe('Hi Sam')
  })
})

describe('the built-in drafter and templates', () => {
  it('starts from a matching template: same language, rating in range, one of its topics', async () => {
    const reviews = await setup()
    await addTemplate({ minRating: 1, maxRating: 2, topics: ['crash'] })
    await t.run('templates.create', {
      workspaceId: t.workspaceId,
      name: 'Low, any topic',
      language: 'en',
      body: 'Hi {reviewer}, thank you for telling us. We read every review.',
      minRating: 1,
      maxRating: 2,
    })
    await t.run('templates.create', {
      workspaceId: t.workspaceId,
      name: 'Absturz',
      language: 'de',
      body: 'Hallo {reviewer}, das tut uns leid.',
      maxRating: 2,
    })
    const crash = reviews.add(1, 'It crashes when I open a note.', 'Sam')
    const ads = reviews.add(2, 'Far too many ads everywhere.', 'Kim')
    const happy = reviews.add(5, 'Lovely app, it never crashes.', 'Ana')

    const crashDraft = await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: crash })
    expect(crashDraft.reply?.body).toBe(
      'Hi Sam, sorry that Notes 3.1.0 crashes for you on Google Play. Please write to help@notes.example and we will fix it.',
    )
    expect(crashDraft.reply?.language).toBe('en')
    const adsDraft = await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: ads })
    expect(adsDraft.reply?.body).toBe('Hi Kim, thank you for telling us. We read every review.')
    const happyDraft = await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: happy })
    expect(happyDraft.reply?.body).not.toMatch(/^Hi Ana, (sorry|thank you for telling)/)

    // Regenerate walks through the other matching template, then the drafter's own wordings.
    const second = await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: crash, regenerate: true })
    expect(second.reply?.body).toBe('Hi Sam, thank you for telling us. We read every review.')
    const third = await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: crash, regenerate: true })
    expect(third.reply?.body).not.toContain('We read every review')
    expect(third.reply?.body).not.toContain('help@notes.example and we will fix it')
  })

  it('keeps a long template within the store’s limit and says it was shortened', async () => {
    const reviews = await setup()
    const long = `Hi {reviewer}, thank you for writing. ${'We are looking into every part of this. '.repeat(12)}Write to {support_contact}.`
    expect(long.length).toBeGreaterThan(350)
    await t.run('templates.create', { workspaceId: t.workspaceId, name: 'Long', language: 'en', body: long })
    const reviewId = reviews.add(3, 'It is okay.', 'Sam')
    const draft = await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId })
    const body = draft.reply?.body ?? ''
    expect(body.startsWith('Hi Sam, thank you for writing.')).toBe(true)
    expect(replyLength(body)).toBeLessThanOrEqual(350)
    expect(draft.reply?.note).toContain('template "Long" was shortened to fit the 350-character limit')
    // The limit the editor and approval enforce for this review agrees.
    expect(draft.rules.maxLength).toBe(350)
  })

  it('CLI: template add, list and remove', async () => {
    await setup()
    const lines: string[] = []
    const ctx = (positionals: string[], options: Record<string, string | true>): CliContext => ({
      core: t.core,
      principal: t.owner,
      args: { positionals, options },
      dataDir: '',
      dataDirChosen: false,
      json: false,
      print: (line) => lines.push(line),
      result: () => {},
      workspaceId: async () => t.workspaceId,
    })
    const cmd = (words: string) => {
      const c = templateCommandsCli.find((x) => x.path.join(' ') === canonicalWords(words.split(' ')).join(' '))
      if (!c) throw new Error(words)
      return c
    }
    await cmd('template add').run(
      ctx([], { name: 'Crash', language: 'en', body: CRASH_TEMPLATE, ratings: '1-2', topics: 'crash' }),
    )
    const [added] = await t.run('templates.list', { workspaceId: t.workspaceId })
    expect(added).toMatchObject({ name: 'Crash', minRating: 1, maxRating: 2, topics: ['crash'] })
    lines.length = 0
    await cmd('template list').run(ctx([], {}))
    expect(lines.join('\n')).toContain(`${added?.id}  en  1–2★  crash  Crash`)
    await expect(cmd('template add').run(ctx([], { name: 'Bad', language: 'en', body: 'Hi {name}' }))).rejects.toThrow(
      '{reviewer}',
    )
    await cmd('template remove').run(ctx([added?.id ?? ''], {}))
    expect(await t.run('templates.list', { workspaceId: t.workspaceId })).toEqual([])
  })
})
