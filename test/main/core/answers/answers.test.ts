import { afterEach, describe, expect, it } from 'vitest'
import { answersFor } from '../../../../src/main/core/answers/for-drafting'
import { ANSWERS_FOR } from '../../../../src/main/core/answers/queries'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

const ws = () => t.workspaceId

async function setup() {
  t = await createTestCore()
  const notes = await t.run('apps.add', {
    workspaceId: ws(),
    name: 'Notes',
    googlePlayPackage: 'com.acme.notes',
  })
  const tasks = await t.run('apps.add', {
    workspaceId: ws(),
    name: 'Tasks',
    googlePlayPackage: 'com.acme.tasks',
  })
  return { notes: notes.id, tasks: tasks.id }
}

const PDF = {
  title: 'Export as PDF',
  keywords: ['PDF', 'export'],
  examples: ['How do I get a PDF of a note?'],
  body: 'Open the note, tap Share and choose PDF.',
}

const add = (input: Record<string, unknown>, as = t.owner) =>
  t.run('answers.create', { workspaceId: ws(), language: 'en', ...PDF, ...input }, as)

describe('Answers: what is saved', () => {
  it('trims and dedupes keywords and example questions, and writes the language in its usual form', async () => {
    const { notes } = await setup()
    const saved = await add({
      appId: notes,
      language: 'pt_br',
      title: '  Exportar PDF  ',
      keywords: ['  PDF ', 'pdf', 'exportar', '', '   ', 'Exportar  arquivo'],
      examples: ['Como exporto em PDF?', 'como exporto em pdf?'],
      body: '  Abra a nota, toque em Compartilhar e escolha PDF.\n',
    })
    expect(saved).toMatchObject({
      appId: notes,
      appName: 'Notes',
      language: 'pt-BR',
      title: 'Exportar PDF',
      keywords: ['PDF', 'exportar', 'Exportar arquivo'],
      examples: ['Como exporto em PDF?'],
      body: 'Abra a nota, toque em Compartilhar e escolha PDF.',
    })
    expect((await add({ language: 'zh-TW', title: 'a' })).language).toBe('zh-Hant')
    expect((await add({ language: 'no', title: 'b' })).language).toBe('nb')
    expect((await add({ language: 'EN', title: 'c' })).language).toBe('en')
    // Omitted app: every app of the workspace.
    expect((await add({ title: 'd' })).appId).toBeNull()
  })

  it('refuses bad input with every problem at its field, and saves nothing', async () => {
    await setup()
    const res = await t.dispatch('answers.create', {
      workspaceId: ws(),
      language: 'en',
      title: 'x'.repeat(121),
      keywords: Array.from({ length: 51 }, (_, i) => `kw ${i}`),
      examples: ['y'.repeat(201)],
      body: 'Thanks! [answer: how to export]',
    })
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.error.code).toBe('INVALID_INPUT')
    const byField = Object.fromEntries((res.error.fields ?? []).map((f) => [f.field, f.message]))
    expect(byField).toEqual({
      title: 'A title is 120 characters at most.',
      keywords: 'At most 50 keywords (51 given).',
      examples: expect.stringContaining('Example question 1 ("yyyy'),
      body: expect.stringContaining('[answer: …] slot'),
    })
    expect(byField.examples).toContain('longer than 200 characters')

    for (const [input, field] of [
      [{ title: '   ' }, 'title'],
      [{ body: '' }, 'body'],
      [{ body: 'z'.repeat(2001) }, 'body'],
      [{ body: 'See [ Answer : here]' }, 'body'],
    ] as const) {
      const bad = await t.dispatch('answers.create', {
        workspaceId: ws(),
        language: 'en',
        ...PDF,
        ...input,
      })
      expect(bad, JSON.stringify(input)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT', field },
      })
    }
    // 2,000 characters and 50 distinct keywords of 200 are fine; duplicates do not count.
    const full = await add({
      body: 'z'.repeat(2000),
      keywords: [
        ...Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(200, 'k')),
        '0'.padEnd(200, 'K'),
      ],
    })
    expect(full.keywords).toHaveLength(50)

    for (const language of ['xx', 'klingon', 'pt-XX', 'en-US-US', '']) {
      const bad = await t.dispatch('answers.create', {
        workspaceId: ws(),
        ...PDF,
        title: language,
        language,
      })
      expect(bad, language).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT', field: 'language' },
      })
    }
    const unknown = await t.dispatch('answers.create', {
      workspaceId: ws(),
      ...PDF,
      language: 'xx',
    })
    if (!unknown.ok)
      expect(unknown.error.message).toBe(
        '"xx" is not a language code Review Reply knows. Use one like en, de, pt or pt-BR.',
      )
    expect((await t.run('answers.list', { workspaceId: ws() })).map((a) => a.title)).toEqual([
      'Export as PDF',
    ])
  })

  it('keeps titles unique per app and language', async () => {
    const { notes } = await setup()
    await add({})
    const again = await t.dispatch('answers.create', {
      workspaceId: ws(),
      language: 'en',
      ...PDF,
      title: 'export AS pdf',
    })
    expect(again).toMatchObject({ ok: false, error: { code: 'CONFLICT', field: 'title' } })
    await add({ appId: notes })
    await add({ language: 'de' })
    const other = await add({ title: 'Other' })
    const renamed = await t.dispatch('answers.update', {
      workspaceId: ws(),
      answerId: other.id,
      title: 'Export as PDF',
    })
    expect(renamed).toMatchObject({ ok: false, error: { code: 'CONFLICT', field: 'title' } })
  })

  it('changes only the fields given, and says who wrote it and who changed it last', async () => {
    const { notes } = await setup()
    const editor = await t.run('members.add', { workspaceId: ws(), name: 'Edda', role: 'editor' })
    const created = await add({ appId: notes })
    expect(created.createdBy).toEqual(created.updatedBy)
    t.clock.advance(60_000)
    const changed = await t.run(
      'answers.update',
      { workspaceId: ws(), answerId: created.id, appId: null, keywords: ['pdf', 'PDF', 'print'] },
      { userId: editor.userId },
    )
    expect(changed).toMatchObject({
      appId: null,
      appName: null,
      title: PDF.title,
      body: PDF.body,
      examples: PDF.examples,
      keywords: ['pdf', 'print'],
      createdBy: created.createdBy,
      updatedBy: { id: editor.userId, name: 'Edda' },
      createdAt: created.createdAt,
      updatedAt: created.createdAt + 60_000,
    })
    const notices: string[] = []
    t.core.signals.on('changed', (workspaceId, what) => notices.push(`${workspaceId} ${what}`))
    await t.run('answers.remove', { workspaceId: ws(), answerId: created.id })
    expect(await t.run('answers.list', { workspaceId: ws() })).toEqual([])
    // Settings → Answers reloads on this notice, in every window open on the workspace.
    expect(notices).toEqual([`${ws()} answers`])
    const gone = await t.dispatch('answers.remove', { workspaceId: ws(), answerId: created.id })
    expect(gone).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Answer not found.' },
    })
  })

  it('lists by app (every app first) and language, filtered as drafts match', async () => {
    const { notes, tasks } = await setup()
    await add({ appId: tasks, title: 'Tasks PDF' })
    await add({ appId: notes, language: 'pt-BR', title: 'Notes pt-BR' })
    await add({ appId: notes, language: 'de', title: 'Notes de' })
    await add({ title: 'Everywhere en' })
    await add({ language: 'pt', title: 'Everywhere pt' })
    const titles = async (filter: Record<string, unknown>) =>
      (await t.run('answers.list', { workspaceId: ws(), ...filter })).map((a) => a.title)
    expect(await titles({})).toEqual([
      'Everywhere en',
      'Everywhere pt',
      'Notes de',
      'Notes pt-BR',
      'Tasks PDF',
    ])
    expect(await titles({ appId: notes })).toEqual([
      'Everywhere en',
      'Everywhere pt',
      'Notes de',
      'Notes pt-BR',
    ])
    expect(await titles({ appId: null })).toEqual(['Everywhere en', 'Everywhere pt'])
    expect(await titles({ language: 'pt' })).toEqual(['Everywhere pt', 'Notes pt-BR'])
    expect(await titles({ appId: tasks, language: 'pt-PT' })).toEqual(['Everywhere pt'])
    // An app's Answers go with the app.
    await t.run('apps.remove', { workspaceId: ws(), appId: notes })
    expect(await titles({})).toEqual(['Everywhere en', 'Everywhere pt', 'Tasks PDF'])
  })
})

describe('Answers: who may do what', () => {
  it('viewers read; editors and admins write', async () => {
    await setup()
    const viewer = await t.run('members.add', { workspaceId: ws(), name: 'Vi', role: 'viewer' })
    const editor = await t.run('members.add', { workspaceId: ws(), name: 'Ed', role: 'editor' })
    const asViewer = { userId: viewer.userId }
    const mine = await add({}, { userId: editor.userId })
    expect((await t.run('answers.list', { workspaceId: ws() }, asViewer)).map((a) => a.id)).toEqual(
      [mine.id],
    )
    for (const [name, input] of [
      ['answers.create', { language: 'en', ...PDF, title: 'Mine' }],
      ['answers.update', { answerId: mine.id, body: 'Changed.' }],
      ['answers.remove', { answerId: mine.id }],
    ] as const) {
      const res = await t.dispatch(name, { workspaceId: ws(), ...input }, asViewer)
      expect(res, name).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    }
    expect((await t.run('answers.list', { workspaceId: ws() }))[0]?.body).toBe(PDF.body)
  })

  it('never reach into another workspace: its Answers and apps are "not found"', async () => {
    const { notes } = await setup()
    const mine = await add({ appId: notes })
    const other = await t.run('workspaces.create', { name: 'Other' })
    const theirApp = await t.run('apps.add', {
      workspaceId: other.id,
      name: 'Secret',
      googlePlayPackage: 'com.other.secret',
    })
    expect(await t.run('answers.list', { workspaceId: other.id })).toEqual([])
    for (const [name, input] of [
      ['answers.update', { answerId: mine.id, body: 'Stolen.' }],
      ['answers.remove', { answerId: mine.id }],
      ['answers.create', { ...PDF, language: 'en', appId: notes }],
      ['answers.list', { appId: notes }],
    ] as const) {
      const res = await t.dispatch(name, { workspaceId: other.id, ...input })
      expect(res, name).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    }
    // Nor can this workspace move an Answer to, or file one under, their app.
    for (const [name, input] of [
      ['answers.update', { answerId: mine.id, appId: theirApp.id }],
      ['answers.create', { ...PDF, language: 'en', title: 'X', appId: theirApp.id }],
    ] as const) {
      const res = await t.dispatch(name, { workspaceId: ws(), ...input })
      expect(res, name).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND', message: 'App not found.' },
      })
    }
    expect((await t.run('answers.list', { workspaceId: ws() }))[0]).toMatchObject({
      appId: notes,
      body: PDF.body,
    })
    // A stranger to the workspace gets "not found" for the workspace itself.
    const res = await t.dispatch('answers.list', { workspaceId: ws() }, { userId: 'usr_nobody' })
    expect(res).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })
})

describe('answersFor (the drafter’s read)', () => {
  it('gives the app’s and the workspace-wide Answers in the review’s language, exact tag first', async () => {
    const { notes, tasks } = await setup()
    await add({ language: 'pt', title: 'Everywhere pt', body: 'pt all' })
    await add({ appId: notes, language: 'pt', title: 'Notes pt', body: 'pt notes' })
    await add({ appId: notes, language: 'pt-BR', title: 'Notes pt-BR', body: 'pt-BR notes' })
    await add({ language: 'pt-PT', title: 'Everywhere pt-PT', body: 'pt-PT all' })
    await add({ appId: tasks, language: 'pt-BR', title: 'Tasks pt-BR', body: 'tasks' })
    await add({ appId: notes, language: 'en', title: 'Notes en', body: 'en' })
    await add({ appId: notes, language: 'es', title: 'Notes es', body: 'es' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    await t.run('answers.create', {
      workspaceId: other.id,
      language: 'pt',
      ...PDF,
      title: 'Theirs',
    })

    const titles = (appId: string | null, language: string | null) =>
      answersFor(t.core, ws(), appId, language).map((a) => a.title)
    expect(titles(notes, 'pt-BR')).toEqual([
      'Notes pt-BR',
      'Notes pt',
      'Everywhere pt',
      'Everywhere pt-PT',
    ])
    expect(titles(notes, 'pt_BR')).toEqual(titles(notes, 'pt-BR'))
    expect(titles(notes, 'pt')).toEqual([
      'Notes pt',
      'Everywhere pt',
      'Notes pt-BR',
      'Everywhere pt-PT',
    ])
    expect(titles(tasks, 'pt-PT')).toEqual(['Everywhere pt-PT', 'Everywhere pt', 'Tasks pt-BR'])
    expect(titles(notes, 'en-GB')).toEqual(['Notes en'])
    expect(titles(notes, 'pt-XX')).toEqual([
      'Notes pt',
      'Everywhere pt',
      'Notes pt-BR',
      'Everywhere pt-PT',
    ])
    expect(titles(null, 'pt')).toEqual(['Everywhere pt', 'Everywhere pt-PT'])
    expect(titles(notes, 'de')).toEqual([])
    expect(titles(notes, null)).toEqual([])
    expect(titles(notes, 'und')).toEqual([])

    expect(answersFor(t.core, ws(), notes, 'en')).toEqual([
      {
        id: expect.stringMatching(/^ans_/),
        language: 'en',
        title: 'Notes en',
        keywords: PDF.keywords,
        examples: PDF.examples,
        body: 'en',
      },
    ])
  })

  it('reads through the (workspace, app, language) index', async () => {
    await setup()
    const plan = t.core.db.$client.prepare(`EXPLAIN QUERY PLAN ${ANSWERS_FOR}`).all({
      workspaceId: ws(),
      appId: 'app_x',
      from: 'pt',
      to: 'pt.',
      exact: 'pt-BR',
      primary: 'pt',
    }) as { detail: string }[]
    const details = plan.map((p) => p.detail)
    expect(details.filter((d) => d.includes('answers_workspace_app_language'))).toHaveLength(2)
    expect(details.join('\n')).not.toMatch(/SCAN answers\b/)
  })
})
