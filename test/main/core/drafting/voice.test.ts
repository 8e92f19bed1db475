import { afterEach, describe, expect, it } from 'vitest'
import { composeDraft } from '../../../../src/main/core/drafting'
import { DEFAULT_VOICE } from '../../../../src/main/core/drafting/voice/defaults'
import { detectLanguage } from '../../../../src/main/core/drafting/language/detect'
import { replyLength } from '../../../../src/main/core/drafting/text/html'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

async function setup() {
  t = await createTestCore()
  const app = await t.run('apps.add', {
    workspaceId: t.workspaceId,
    name: 'Notes Pro',
    googlePlayPackage: 'com.example.notes',
    appStoreId: '123456789',
  })
  const editor = await t.run('members.add', {
    workspaceId: t.workspaceId,
    name: 'Eda',
    role: 'editor',
  })
  const viewer = await t.run('members.add', {
    workspaceId: t.workspaceId,
    name: 'Vic',
    role: 'viewer',
  })
  return { appId: app.id, editor: { userId: editor.userId }, viewer: { userId: viewer.userId } }
}

describe('brand voice settings', () => {
  it('starts from sensible defaults and lists the languages the built-in drafter writes', async () => {
    await setup()
    const v = await t.run('voice.get', { workspaceId: t.workspaceId })
    expect(v.effective).toEqual(DEFAULT_VOICE)
    expect(v.overridden).toBe(false)
    expect(v.updatedAt).toBeNull()
    expect(v.builtinLanguages.map((l) => l.code)).toEqual(
      expect.arrayContaining(['en', 'de', 'ja', 'zh-Hant', 'uk']),
    )
    expect(v.builtinLanguages.find((l) => l.code === 'zh-Hant')?.name).toBe('Chinese (Traditional)')
  })

  it('merges an app override over the workspace default, and resets it', async () => {
    const { appId, editor } = await setup()
    await t.run(
      'voice.set',
      {
        workspaceId: t.workspaceId,
        settings: {
          brandName: 'Acme',
          tone: 'professional',
          supportContact: 'help@acme.example',
          neverSay: ['cheap', 'Cheap', ' '],
        },
      },
      editor,
    )
    const override = await t.run(
      'voice.set',
      { workspaceId: t.workspaceId, appId, settings: { tone: 'playful', emoji: 'sparing' } },
      editor,
    )
    expect(override.effective).toMatchObject({
      brandName: 'Acme',
      tone: 'playful',
      emoji: 'sparing',
      supportContact: 'help@acme.example',
      neverSay: ['cheap'],
    })
    expect(override.overridden).toBe(true)
    expect(override.overriddenFields.sort()).toEqual(['emoji', 'tone'])
    expect(override.workspace.tone).toBe('professional')
    expect(override.updatedAt).toBe(t.clock.now())

    const ws = await t.run('voice.get', { workspaceId: t.workspaceId })
    expect(ws.effective.tone).toBe('professional')

    const reset = await t.run(
      'voice.set',
      { workspaceId: t.workspaceId, appId, settings: null },
      editor,
    )
    expect(reset.overridden).toBe(false)
    expect(reset.effective.tone).toBe('professional')
  })

  it('lets editors change the voice and viewers only look', async () => {
    const { viewer } = await setup()
    const denied = await t.dispatch(
      'voice.set',
      { workspaceId: t.workspaceId, settings: { tone: 'warm' } },
      viewer,
    )
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect((await t.run('voice.get', { workspaceId: t.workspaceId }, viewer)).effective.tone).toBe(
      'warm',
    )
  })

  it('refuses a broken voice with a message that names the field and the fix', async () => {
    const { appId } = await setup()
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { supportContact: 'call us maybe' },
        'settings.supportContact',
        /e-mail address .* or a web address/,
      ],
      [
        { alwaysSay: ['We are the cheapest app around'], neverSay: ['cheap'] },
        'settings.alwaysSay',
        /contains "cheap", which is on the never-say list/,
      ],
      [{ customGreeting: 'Hi {first_name}!' }, 'settings.customGreeting', /only use \{name\}/],
      [{ signOff: 'Team Acme 🚀', emoji: 'none' }, 'settings.signOff', /emoji policy is "none"/],
      [{ signOff: '<b>Acme</b>' }, 'settings.signOff', /plain text/],
      [{ brandName: 'Acme', neverSay: ['acme'] }, 'settings.brandName', /never-say/],
      [{ language: 'klingon' }, 'settings.language', /language code/],
      [{ tone: 'sarcastic' }, 'settings.tone', /./],
    ]
    for (const [settings, field, message] of cases) {
      const res = await t.dispatch('voice.set', { workspaceId: t.workspaceId, settings })
      expect(res, JSON.stringify(settings)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT', field },
      })
      if (!res.ok) expect(res.error.message).toMatch(message)
    }
    // Nothing was saved by the failures.
    expect((await t.run('voice.get', { workspaceId: t.workspaceId })).updatedAt).toBeNull()

    // A new workspace default may not break an app's override.
    await t.run('voice.set', {
      workspaceId: t.workspaceId,
      appId,
      settings: { alwaysSay: ['Our premium plan is free for students.'] },
    })
    const clash = await t.dispatch('voice.set', {
      workspaceId: t.workspaceId,
      settings: { neverSay: ['free'] },
    })
    expect(clash).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    if (!clash.ok) expect(clash.error.message).toMatch(/"Notes Pro"/)
  })

  it('does not reveal apps of other workspaces', async () => {
    await setup()
    const other = await t.run('workspaces.create', { name: 'Other' })
    const foreign = await t.run('apps.add', {
      workspaceId: other.id,
      name: 'Secret',
      appStoreId: '987654321',
    })
    const res = await t.dispatch('voice.get', { workspaceId: t.workspaceId, appId: foreign.id })
    expect(res).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })
})

describe('live preview', () => {
  it('drafts six samples in their languages, within their limits, with unsaved edits applied', async () => {
    await setup()
    const p = await t.run('voice.preview', {
      workspaceId: t.workspaceId,
      voice: { brandName: 'Zephyr', supportContact: 'https://zephyr.example/help', signOff: 'Sam' },
    })
    expect(p.problems).toEqual([])
    expect(p.items).toHaveLength(6)
    expect(new Set(p.items.map((i) => i.draft.language)).size).toBeGreaterThanOrEqual(5)
    for (const item of p.items) {
      expect(item.draft.body.length).toBeGreaterThan(20)
      expect(item.draft.length).toBe(replyLength(item.draft.body))
      expect(item.draft.length).toBeLessThanOrEqual(item.store === 'google_play' ? 350 : 600)
      expect(item.draft.limit).toBe(item.store === 'google_play' ? 350 : 5970)
      expect(detectLanguage(item.draft.body)).toBe(
        item.review.language === 'pt-BR' ? 'pt' : item.review.language,
      )
    }
    const crash = p.items.find((i) => i.id === 'sample-2')!
    expect(crash.draft.body).toContain('https://zephyr.example/help')
    expect(crash.draft.body).toContain('Zephyr')
    // Unsaved: the stored voice is untouched.
    expect((await t.run('voice.get', { workspaceId: t.workspaceId })).effective.brandName).toBe('')
  })

  it('keeps previewing while a field is invalid, and says what is wrong', async () => {
    await setup()
    const p = await t.run('voice.preview', {
      workspaceId: t.workspaceId,
      voice: { supportContact: 'help@', brandName: 'Zephyr', signOff: 'Sam' },
    })
    expect(p.problems).toEqual([
      { field: 'supportContact', message: expect.stringMatching(/e-mail address/) },
    ])
    expect(p.items).toHaveLength(6)
    expect(p.items.every((i) => !i.draft.body.includes('help@'))).toBe(true)
    expect(p.items.some((i) => i.draft.body.includes('Zephyr'))).toBe(true)
  })

  it('drafts a sample of your own, with tone and variant', async () => {
    await setup()
    const base = {
      workspaceId: t.workspaceId,
      sample: { body: 'Die App stürzt ständig ab', rating: 1, store: 'google_play' },
    }
    const a = await t.run('voice.preview', base)
    const b = await t.run('voice.preview', { ...base, variant: 1 })
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.draft.language).toBe('de')
    expect(a.items[0]!.draft.body).not.toBe(b.items[0]!.draft.body)
  })
})

describe('composeDraft', () => {
  it("uses the app's voice, with the app's name as the brand when none is set", async () => {
    const { appId } = await setup()
    await t.run('voice.set', {
      workspaceId: t.workspaceId,
      settings: { signOff: 'Sam from the team', supportContact: 'help@notes.example' },
    })
    await t.run('voice.set', {
      workspaceId: t.workspaceId,
      appId,
      settings: { neverSay: ['sorry'] },
    })
    const draft = await composeDraft(t.core, {
      workspaceId: t.workspaceId,
      appId,
      review: {
        id: 'rev_1',
        rating: 1,
        body: 'Die App stürzt ständig ab',
        language: 'de',
        author: 'Jonas',
      },
      store: 'google_play',
      limit: 350,
    })
    expect(draft).toMatchObject({ drafter: 'builtin', language: 'de', spam: null })
    // German has its own reader and lines: nothing for a person to look at.
    expect(draft.assessment).toEqual({ confidence: 'high', reasons: [] })
    expect(draft.body.endsWith('Ihr Team von Notes Pro')).toBe(true)
    expect(draft.body).toContain('help@notes.example')

    const en = await composeDraft(t.core, {
      workspaceId: t.workspaceId,
      appId,
      review: { id: 'rev_2', rating: 1, body: 'So sorry I ever installed this', language: 'en' },
      store: 'google_play',
      limit: 350,
    })
    expect(en.body.toLowerCase()).not.toContain('sorry')
    expect(en.body.endsWith('Sam from the team')).toBe(true)
  })
})
