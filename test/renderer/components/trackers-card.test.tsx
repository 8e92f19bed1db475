import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import type { TrackerConnectionDto } from '../../../src/shared/dto/trackers'
import { TrackersCard } from '../../../src/renderer/src/pages/integrations/TrackersCard'
import { actAs, button, buttonNames, click, render, typeInto, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
  openExternal: () => {},
}))

const TOKEN = 'github_pat_11SECRETSECRETSECRET'

const github: TrackerConnectionDto = {
  kind: 'github',
  label: 'GitHub',
  account: 'octocat',
  baseUrl: 'https://api.github.com',
  defaultProject: { id: 'acme/app', name: 'acme/app' },
  health: {
    ok: false,
    checkedAt: Date.UTC(2026, 10, 20),
    message: 'GitHub says the token expired: make a new one.',
  },
  connectedBy: 'Sam',
  connectedAt: Date.UTC(2026, 10, 1),
}

let connected: TrackerConnectionDto[] = []
beforeEach(() => {
  connected = []
  call.mockReset()
  call.mockImplementation(async (name: string, input: { token?: string; kind?: string }) => {
    if (name === 'trackers.list') return { ok: true, value: connected }
    if (name === 'trackers.connect') {
      if (input.token !== TOKEN)
        return {
          ok: true,
          value: {
            ok: false,
            message:
              'The token cannot read issues in any repository: give it Issues: Read and write',
          },
        }
      connected = [
        { ...github, health: { ...github.health, ok: true, message: 'Connected as octocat' } },
      ]
      return { ok: true, value: { ok: true, message: 'Connected as octocat.' } }
    }
    if (name === 'trackers.test')
      return {
        ok: true,
        value: { ok: false, message: 'GitHub says the token expired: make a new one.' },
      }
    if (name === 'trackerIssues.refresh') return { ok: true, value: { checked: 3, changed: 1 } }
    if (name === 'trackers.disconnect') {
      connected = []
      return { ok: true, value: { ok: true } }
    }
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } }
  })
})
afterEach(unmountAll)

async function settle() {
  await act(async () => {
    await Promise.resolve()
  })
}

async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
  await settle()
}

const tokenField = (view: HTMLElement) => {
  const field = view.querySelector<HTMLInputElement>('input[type="password"]')
  if (!field) throw new Error('no token field')
  return field
}

describe('Integrations → Issue trackers', () => {
  it('lets an admin connect GitHub: the plain-words refusal shows, and the token is gone from the page either way', async () => {
    actAs('admin')
    const view = render(<TrackersCard />)
    await settle()
    expect(buttonNames(view)).toEqual(['Connect GitHub…', 'Connect Linear…', 'Connect Jira…'])

    await click(button(view, 'Connect GitHub…'))
    const form = view.querySelector<HTMLFormElement>('form[aria-label="Connect GitHub"]')!
    const field = tokenField(view)
    expect(view.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Fine-grained token')
    expect(view.textContent).toContain('Issues: Read and write')
    expect(view.textContent).toContain('docs/integrations/trackers.md#connect')

    await typeInto(field, 'ghp_wrong_token_value')
    await submit(form)
    expect(view.textContent).toContain(
      'The token cannot read issues in any repository: give it Issues: Read and write',
    )
    expect(tokenField(view).value).toBe('')
    expect(document.body.innerHTML).not.toContain('ghp_wrong_token_value')

    await typeInto(tokenField(view), TOKEN)
    await submit(form)
    expect(call).toHaveBeenCalledWith('trackers.connect', {
      workspaceId: 'ws_1',
      kind: 'github',
      token: TOKEN,
    })
    await settle()
    expect(document.body.innerHTML).not.toContain(TOKEN)
    expect(view.querySelector('input[type="password"]')).toBeNull()
    expect(view.textContent).toContain('octocat')
    expect(view.textContent).toContain('Connected by Sam')
    expect(buttonNames(view)).toContain('Test connection')
  })

  it('asks Jira for the site and e-mail too', async () => {
    actAs('admin')
    const view = render(<TrackersCard />)
    await settle()
    await click(button(view, 'Connect Jira…'))
    const labels = [...view.querySelectorAll('label')].map((l) => l.textContent)
    expect(labels).toEqual(
      expect.arrayContaining(['Site', 'Atlassian account e-mail', 'API token']),
    )
  })

  it('shows health, tests in plain words and disconnects only after a confirmation', async () => {
    connected = [github]
    actAs('admin')
    const view = render(<TrackersCard />)
    await settle()
    expect(view.textContent).toContain('Failing')
    expect(view.textContent).toContain('Last error: GitHub says the token expired: make a new one.')
    expect(view.textContent).toContain('Last checked')

    await click(button(view, 'Test connection'))
    expect(view.querySelector('[role="status"]')?.textContent).toContain(
      'Connection failed. GitHub says the token expired: make a new one.',
    )

    await click(button(view, 'Disconnect…'))
    expect(call).not.toHaveBeenCalledWith('trackers.disconnect', expect.anything())
    await click(button(document.body, 'Disconnect GitHub'))
    expect(call).toHaveBeenCalledWith('trackers.disconnect', {
      workspaceId: 'ws_1',
      kind: 'github',
    })
    await settle()
    expect(buttonNames(view)).toContain('Connect GitHub…')
  })

  it('shows a viewer the connected trackers without any control', async () => {
    connected = [github]
    actAs('viewer')
    const view = render(<TrackersCard />)
    await settle()
    expect(view.textContent).toContain('GitHub')
    expect(view.textContent).toContain('octocat')
    expect(view.textContent).not.toContain('Linear')
    expect(buttonNames(view)).toEqual([])
    expect(view.querySelector('input')).toBeNull()
  })

  it('lets an editor poll the linked issues now, without connecting or disconnecting', async () => {
    connected = [github]
    actAs('editor')
    const view = render(<TrackersCard />)
    await settle()
    expect(buttonNames(view)).toEqual(['Refresh issue states'])
    await click(button(view, 'Refresh issue states'))
    expect(call).toHaveBeenCalledWith('trackerIssues.refresh', { workspaceId: 'ws_1' })
  })
})
