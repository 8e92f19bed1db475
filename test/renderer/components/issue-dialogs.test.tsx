import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import type { TrackerConnectionDto, TrackerIssueDto } from '../../../src/shared/dto/trackers'
import { CreateIssueDialog } from '../../../src/renderer/src/pages/trackers/CreateIssueDialog'
import { LinkIssueDialog } from '../../../src/renderer/src/pages/trackers/LinkIssueDialog'
import { actAs, button, click, render, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
  openExternal: () => {},
}))

const connection = (
  kind: 'github' | 'linear',
  defaultProject: { id: string; name: string } | null,
): TrackerConnectionDto => ({
  kind,
  label: kind === 'github' ? 'GitHub' : 'Linear',
  account: kind === 'github' ? 'octocat' : 'Acme',
  baseUrl: '',
  defaultProject,
  health: { ok: true, checkedAt: 0, message: 'ok' },
  connectedBy: 'Sam',
  connectedAt: 0,
})

const issue: TrackerIssueDto = {
  id: 'tri_1',
  kind: 'linear',
  key: 'ENG-12',
  title: 'Sync loses notes',
  url: 'https://linear.app/acme/issue/ENG-12',
  state: 'open',
  stateLabel: 'Todo',
  fixedIn: null,
  closedAt: null,
  checkedAt: null,
  linkedBy: 'Sam',
  linkedAt: 0,
  reviewCount: 2,
}

beforeEach(() => {
  actAs('editor')
  call.mockReset()
  call.mockImplementation(async (name: string, input: { kind?: string; ref?: string }) => {
    switch (name) {
      case 'trackers.list':
        return {
          ok: true,
          value: [
            connection('linear', null),
            connection('github', { id: 'acme/app', name: 'acme/app' }),
          ],
        }
      case 'trackers.projects':
        return {
          ok: true,
          value:
            input.kind === 'github'
              ? [
                  { id: 'acme/app', name: 'acme/app' },
                  { id: 'acme/web', name: 'acme/web' },
                ]
              : [{ id: 'team_mobile', name: 'Mobile' }],
        }
      case 'trackerIssues.preview':
        return {
          ok: true,
          value: {
            title: `2 reviews: sync loses notes (${input.kind})`,
            body: '> ★☆☆☆☆ Sync lost my notes',
          },
        }
      case 'trackers.setDefaultProject':
        return { ok: true, value: connection('linear', { id: 'team_mobile', name: 'Mobile' }) }
      case 'trackerIssues.create':
      case 'trackerIssues.link':
        if (input.ref === 'nonsense')
          return {
            ok: false,
            error: {
              code: 'INVALID_INPUT',
              field: 'ref',
              message:
                '"nonsense" is not an issue URL or key: paste e.g. https://github.com/o/r/issues/12 or APP-7.',
            },
          }
        return { ok: true, value: issue }
    }
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } }
  })
})
afterEach(unmountAll)

async function settle() {
  for (let i = 0; i < 4; i++)
    await act(async () => {
      await Promise.resolve()
    })
}

async function setField(
  field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
) {
  await act(async () => {
    const proto = Object.getPrototypeOf(field) as object
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    )
  })
  await settle()
}

function field<T extends HTMLElement>(label: string): T {
  const l = [...document.querySelectorAll('label')].find((x) => x.textContent === label)
  const el = l && document.getElementById(l.htmlFor)
  if (!el) throw new Error(`no field "${label}"`)
  return el as T
}

async function submit() {
  await act(async () => {
    document
      .querySelector('dialog form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
  await settle()
}

describe('Create issue', () => {
  it('opens on the tracker with a remembered project, prefilled from the preview, and sends the edited text', async () => {
    const onCreated = vi.fn()
    render(
      <CreateIssueDialog
        workspaceId="ws_1"
        reviewIds={['rev_1', 'rev_2']}
        onClose={vi.fn()}
        onCreated={onCreated}
      />,
    )
    await settle()
    expect(document.activeElement).toBe(field('Tracker'))
    expect(field<HTMLSelectElement>('Tracker').value).toBe('github')
    expect(field<HTMLSelectElement>('Project').value).toBe('acme/app')
    expect(field<HTMLInputElement>('Title').value).toBe('2 reviews: sync loses notes (github)')
    expect(field<HTMLTextAreaElement>('Description').value).toBe('> ★☆☆☆☆ Sync lost my notes')

    await setField(field('Title'), 'Sync loses notes on Android')
    await submit()
    expect(call).not.toHaveBeenCalledWith('trackers.setDefaultProject', expect.anything())
    expect(call).toHaveBeenCalledWith('trackerIssues.create', {
      workspaceId: 'ws_1',
      kind: 'github',
      projectId: 'acme/app',
      reviewIds: ['rev_1', 'rev_2'],
      title: 'Sync loses notes on Android',
      body: '> ★☆☆☆☆ Sync lost my notes',
    })
    expect(onCreated).toHaveBeenCalledWith(issue)
  })

  it('remembers a newly picked project for that tracker before creating', async () => {
    render(
      <CreateIssueDialog
        workspaceId="ws_1"
        reviewIds={['rev_1']}
        onClose={vi.fn()}
        onCreated={vi.fn()}
      />,
    )
    await settle()
    await setField(field('Tracker'), 'linear')
    expect(field<HTMLSelectElement>('Project').value).toBe('')
    expect(field<HTMLInputElement>('Title').value).toBe('2 reviews: sync loses notes (linear)')
    await setField(field('Project'), 'team_mobile')
    await submit()
    const names = call.mock.calls.map((c) => c[0])
    expect(names.indexOf('trackers.setDefaultProject')).toBeGreaterThan(-1)
    expect(names.indexOf('trackers.setDefaultProject')).toBeLessThan(
      names.indexOf('trackerIssues.create'),
    )
    expect(call).toHaveBeenCalledWith('trackers.setDefaultProject', {
      workspaceId: 'ws_1',
      kind: 'linear',
      projectId: 'team_mobile',
    })
  })

  it('says how to connect a tracker when none is', async () => {
    call.mockImplementation(async (name: string) =>
      name === 'trackers.list'
        ? { ok: true, value: [] }
        : { ok: false, error: { code: 'UNAVAILABLE', message: 'no' } },
    )
    render(
      <CreateIssueDialog
        workspaceId="ws_1"
        reviewIds={['rev_1']}
        onClose={vi.fn()}
        onCreated={vi.fn()}
      />,
    )
    await settle()
    expect(document.body.textContent).toContain('No issue tracker is connected')
    expect(document.querySelector('dialog form')).toBeNull()
  })
})

describe('Link issue', () => {
  it('asks for a reference, shows the core’s word on a bad one at the field, and links a good one', async () => {
    const onLinked = vi.fn()
    render(
      <LinkIssueDialog
        workspaceId="ws_1"
        reviewIds={['rev_1']}
        onClose={vi.fn()}
        onLinked={onLinked}
      />,
    )
    const input = field<HTMLInputElement>('Issue URL or key')
    expect(document.activeElement).toBe(input)

    await submit()
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'Paste an issue URL or key',
    )
    expect(call).not.toHaveBeenCalledWith('trackerIssues.link', expect.anything())

    await setField(input, 'nonsense')
    await submit()
    const alert = document.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('"nonsense" is not an issue URL or key')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toContain(alert?.id)
    expect(input.value).toBe('nonsense')
    expect(onLinked).not.toHaveBeenCalled()

    await setField(input, 'ENG-12')
    await submit()
    expect(call).toHaveBeenLastCalledWith('trackerIssues.link', {
      workspaceId: 'ws_1',
      reviewIds: ['rev_1'],
      ref: 'ENG-12',
    })
    expect(onLinked).toHaveBeenCalledWith(issue)
  })

  it('closes on Cancel without linking', async () => {
    const onClose = vi.fn()
    render(
      <LinkIssueDialog
        workspaceId="ws_1"
        reviewIds={['rev_1']}
        onClose={onClose}
        onLinked={vi.fn()}
      />,
    )
    await click(button(document.body, 'Cancel'))
    expect(onClose).toHaveBeenCalled()
  })
})
