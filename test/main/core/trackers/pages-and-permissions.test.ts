import { afterEach, describe, expect, it } from 'vitest'
import { connectAll, setupWorld, type World } from './setup'

let w: World
afterEach(async () => {
  await w?.close()
})

describe('tracker pages and permissions', () => {
  it('reads every page of projects: GitHub Link headers, Linear cursors, Jira startAt/isLast', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    w.github.addRepo('acme/api')
    w.linear.addTeam('WEB', 'Web')
    w.linear.addTeam('OPS', 'Operations')
    w.jira.addProject('WEB', 'Website')
    w.jira.addProject('OPS', 'Operations')
    w.github.setPageSize(1)
    w.linear.setPageSize(1)
    w.jira.setPageSize(1)
    await connectAll(w)
    const names = async (kind: 'github' | 'linear' | 'jira') =>
      (await w.t.run('trackers.projects', { workspaceId, kind })).map((p) => p.name)
    expect(await names('github')).toEqual(['acme/api', 'acme/notes', 'acme/website'])
    expect(await names('linear')).toEqual(['Engineering (ENG)', 'Web (WEB)', 'Operations (OPS)'])
    expect(await names('jira')).toEqual(['Mobile app (APP)', 'Website (WEB)', 'Operations (OPS)'])
    expect(w.github.calls.filter((c) => c.path.startsWith('/user/repos')).at(-1)?.path).toContain(
      'page=3',
    )
  })

  it('says which permission a token lacks and which project is unknown', async () => {
    w = await setupWorld()
    const workspaceId = w.t.workspaceId
    w.github.addToken('github_pat_readonly_0123456789', { login: 'reader', issues: 'read' })
    const connected = await w.t.run('trackers.connect', {
      workspaceId,
      kind: 'github',
      token: 'github_pat_readonly_0123456789',
      baseUrl: w.github.url,
    })
    expect(connected.ok).toBe(true)
    expect(
      await w.t.dispatch('trackerIssues.create', {
        workspaceId,
        kind: 'github',
        projectId: 'acme/notes',
        reviewIds: [w.reviewIds[0]],
      }),
    ).toMatchObject({
      ok: false,
      error: {
        message:
          'GitHub refused: the token has no access to acme/notes. Give it Issues: Read and write on that repository.',
      },
    })
    expect(
      await w.t.dispatch('trackerIssues.create', {
        workspaceId,
        kind: 'github',
        projectId: 'acme/nothing',
        reviewIds: [w.reviewIds[0]],
      }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'projectId' } })
    w.jira.addAccount('viewer@acme.test', 'jira-viewer-token', { canCreate: false })
    const jira = await w.t.run('trackers.connect', {
      workspaceId,
      kind: 'jira',
      token: 'jira-viewer-token',
      email: 'viewer@acme.test',
      baseUrl: w.jira.url,
    })
    expect(jira).toEqual({
      ok: false,
      message:
        'The account cannot create issues in any project: give it Browse projects and Create issues in the projects you track.',
    })
    expect(w.github.issues()).toEqual([])
  })
})
