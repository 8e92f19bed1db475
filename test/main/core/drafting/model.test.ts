import { afterEach, describe, expect, it } from 'vitest'
import { composeDraft } from '../../../../src/main/core/drafting'
import { draftWithModel } from '../../../../src/main/core/drafting/model/draft'
import { readModelSettings } from '../../../../src/main/core/drafting/model/settings'
import { detectLanguage } from '../../../../src/main/core/drafting/language/detect'
import { replyLength } from '../../../../src/main/core/drafting/text/html'
import { createLogger } from '../../../../src/main/core/log/logger'
import { credentials } from '../../../../src/main/core/db/schema'
import {
  startFakeModel,
  type FakeModel,
  type ModelFailure,
} from '../../../support/model-simulator'
import { createTestCore, type TestCore } from '../../../support/core'
import type { DraftReview } from '../../../../src/main/core/drafting/types'

const KEY = 'sk-test-51HxQzTOPSECRETvalue0123456789'

let t: TestCore
let fake: FakeModel
let logLines: string[]
afterEach(async () => {
  t?.core.close()
  await fake?.close()
})

async function setup(
  options: { requireKey?: boolean; timeoutMs?: number; withKey?: boolean } = {},
) {
  logLines = []
  t = await createTestCore({ log: createLogger((line) => logLines.push(line)) })
  fake = await startFakeModel(options.requireKey ? { apiKey: KEY } : {})
  const app = await t.run('apps.add', {
    workspaceId: t.workspaceId,
    name: 'Notes Pro',
    googlePlayPackage: 'com.example.notes',
  })
  await t.run('voice.set', {
    workspaceId: t.workspaceId,
    settings: {
      brandName: 'Acme',
      signOff: 'Sam from Acme',
      supportContact: 'help@acme.example',
      neverSay: ['cheap', 'guarantee'],
      tone: 'warm',
    },
  })
  const saved = await t.run('model.set', {
    workspaceId: t.workspaceId,
    baseUrl: `${fake.url}/chat/completions`,
    model: 'llama3.1',
    timeoutMs: options.timeoutMs ?? 5000,
    ...(options.withKey === false ? {} : { apiKey: KEY }),
  })
  return { appId: app.id, saved }
}

const GERMAN: DraftReview = {
  id: 'rev_de',
  rating: 2,
  body: 'Die App stürzt jedes Mal ab, wenn ich ein Foto hochlade.',
  language: 'de',
  author: 'Jonas Weber',
}

const compose = (
  appId: string,
  review: DraftReview = GERMAN,
  extra: { store?: 'google_play' | 'app_store'; limit?: number } = {},
) =>
  composeDraft(t.core, {
    workspaceId: t.workspaceId,
    appId,
    review,
    store: extra.store ?? 'google_play',
    limit: extra.limit ?? 350,
  })

describe('model provider settings', () => {
  it('stores the key in the vault and never returns it', async () => {
    const { saved } = await setup()
    expect(saved).toEqual({
      configured: true,
      enabled: true,
      baseUrl: fake.url,
      model: 'llama3.1',
      timeoutMs: 5000,
      hasKey: true,
      keyUpdatedAt: t.clock.now(),
      keyOrigin: new URL(fake.url).origin,
    })
    const viewer = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Vic',
      role: 'viewer',
    })
    const seen = await t.run('model.get', { workspaceId: t.workspaceId }, { userId: viewer.userId })
    expect(seen.hasKey).toBe(true)
    expect(JSON.stringify(seen)).not.toContain(KEY)
    const rows = t.core.db.select().from(credentials).all()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.kind).toBe('model_api_key')
    expect(rows[0]!.ciphertext.toString('latin1')).not.toContain(KEY)
    expect(rows[0]!.metadata).not.toContain(KEY)
  })

  it('keeps the key when omitted, clears it with an empty string, and forgets everything on remove', async () => {
    await setup()
    const kept = await t.run('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: fake.url,
      model: 'qwen2.5',
    })
    expect(kept).toMatchObject({ model: 'qwen2.5', hasKey: true, timeoutMs: 5000 })
    const cleared = await t.run('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: fake.url,
      model: 'qwen2.5',
      apiKey: '',
    })
    expect(cleared.hasKey).toBe(false)
    const removed = await t.run('model.remove', { workspaceId: t.workspaceId })
    expect(removed).toMatchObject({ configured: false, hasKey: false, baseUrl: null })
    expect(t.core.db.select().from(credentials).all()).toHaveLength(0)
  })

  it('only lets admins change or test the model, and keeps other workspace settings', async () => {
    await setup()
    const editor = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    for (const [name, input] of [
      ['model.set', { workspaceId: t.workspaceId, baseUrl: fake.url, model: 'x' }],
      ['model.test', { workspaceId: t.workspaceId }],
      ['model.remove', { workspaceId: t.workspaceId }],
    ] as const) {
      expect(await t.dispatch(name, input, { userId: editor.userId })).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      })
    }
  })

  it('refuses to send a key over plain http to another computer, and bad addresses', async () => {
    await setup()
    const insecure = await t.dispatch('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: 'http://models.example.com/v1',
      model: 'm',
      apiKey: 'sk-abc',
    })
    expect(insecure).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'baseUrl' },
    })
    const keyInUrl = await t.dispatch('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: 'https://user:pw@api.example.com/v1',
      model: 'm',
    })
    expect(keyInUrl).toMatchObject({ ok: false, error: { field: 'baseUrl' } })
    const notUrl = await t.dispatch('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: 'localhost 11434',
      model: 'm',
    })
    expect(notUrl).toMatchObject({ ok: false, error: { field: 'baseUrl' } })
    // A local model without a key over http is fine (Ollama, LM Studio).
    const lan = await t.run('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: 'http://192.168.1.20:11434/v1/',
      model: 'llama3.1',
      apiKey: '',
    })
    expect(lan).toMatchObject({ baseUrl: 'http://192.168.1.20:11434/v1', hasKey: false })
  })
})

describe('drafting with a model', () => {
  it('uses a good reply from the model, as written', async () => {
    const { appId } = await setup()
    fake.respondWith(
      'Hallo Jonas,\ndas tut uns leid! Wir schauen uns den Absturz beim Foto-Upload sofort an. Schreiben Sie uns gern an help@acme.example.\nSam from Acme',
    )
    const draft = await compose(appId)
    expect(draft).toMatchObject({
      body: 'Hallo Jonas,\ndas tut uns leid! Wir schauen uns den Absturz beim Foto-Upload sofort an. Schreiben Sie uns gern an help@acme.example.\nSam from Acme',
      language: 'de',
      drafter: 'model',
      spam: null,
    })
    expect(draft.assessment.reasons.join('; ')).not.toMatch(/model/)
  })

  it('answers plausibly by itself, in the language and length asked for', async () => {
    const { appId } = await setup()
    const ja = await compose(appId, {
      id: 'r-ja',
      rating: 1,
      body: 'ログインできません',
      language: 'ja',
    })
    expect(ja).toMatchObject({ drafter: 'model', language: 'ja' })
    expect(detectLanguage(ja.body)).toBe('ja')
    const es = await compose(
      appId,
      { id: 'r-es', rating: 5, body: 'Me encanta esta aplicación', language: 'es' },
      { store: 'app_store', limit: 5970 },
    )
    expect(es).toMatchObject({ drafter: 'model', language: 'es' })
    expect(replyLength(es.body)).toBeLessThanOrEqual(600)
  })

  it('sends the brand voice, the limit, the language and the key, and the review apart from the rules', async () => {
    const { appId } = await setup()
    await compose(appId)
    const call = fake.calls.at(-1)!
    expect(call.path).toBe('/v1/chat/completions')
    expect(call.authorization).toBe(`Bearer ${KEY}`)
    expect(call.body?.model).toBe('llama3.1')
    expect(call.system).toContain('Write in German (de).')
    expect(call.system).toContain('At most 350 characters')
    expect(call.system).toContain('team behind Acme')
    expect(call.system).toContain('"Sam from Acme"')
    expect(call.system).toContain('"cheap", "guarantee"')
    expect(call.system).toContain('help@acme.example')
    expect(call.system).toContain('Jonas')
    expect(call.system).toMatch(/warm and friendly/)
    expect(call.user).toContain('Rating: 2 of 5 stars')
    expect(call.user).toContain('Die App stürzt jedes Mal ab')
    expect(call.system).not.toContain('Die App stürzt')
  })

  it('sends no Authorization header when no key is stored (Ollama, LM Studio)', async () => {
    const { appId } = await setup({ withKey: false })
    const draft = await compose(appId)
    expect(draft.drafter).toBe('model')
    expect(fake.calls.at(-1)!.authorization).toBeNull()
  })

  const fallbacks: [ModelFailure, RegExp][] = [
    ['timeout', /did not answer within 0\.5 s/],
    ['error', /returned HTTP 500/],
    ['invalid', /not OpenAI-compatible JSON/],
    ['html', /replied with HTML/],
    ['placeholder', /placeholder \(\[Customer Name\]\)/],
    ['too_long', /over the 350-character limit \(too long\)/],
    ['wrong_language', /replied in French instead of German \(wrong language\)/],
  ]
  for (const [failure, reason] of fallbacks) {
    it(`falls back to the built-in drafter on ${failure}, saying why`, async () => {
      // Only the timeout case needs a short wait; the others keep the default, so a loaded
      // machine's slow answer is never taken for the failure under test.
      const { appId } = await setup(failure === 'timeout' ? { timeoutMs: 500 } : {})
      fake.failNext(failure)
      const draft = await compose(appId)
      expect(draft.drafter).toBe('builtin')
      expect(draft.language).toBe('de')
      // The first reason is why the model was not used.
      expect(draft.assessment.reasons[0]).toMatch(/^Built-in draft: the model .*\.$/)
      expect(draft.assessment.reasons[0]).toMatch(reason)
      expect(draft.assessment.confidence).not.toBe('high')
      expect(draft.body.length).toBeGreaterThan(20)
      expect(replyLength(draft.body)).toBeLessThanOrEqual(350)
      // The next draft uses the model again.
      expect((await compose(appId, { ...GERMAN, id: 'rev_next' })).drafter).toBe('model')
    })
  }

  it('falls back when the model uses a never-say phrase or a wrong key, and the key stays secret', async () => {
    const { appId } = await setup({ requireKey: true })
    fake.respondWith('This is a cheap fix, we guarantee it works now.')
    const banned = await compose(appId, {
      id: 'r-en',
      rating: 2,
      body: 'Crashes a lot',
      language: 'en',
    })
    expect(banned.note).toMatch(/used "cheap", which is on the never-say list/)
    fake.respondWith(null)

    await t.run('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: fake.url,
      model: 'llama3.1',
      apiKey: 'sk-wrong-key-000000000000',
    })
    const refused = await compose(appId)
    expect(refused.note).toMatch(/refused the API key \(HTTP 401\)/)
    expect(refused.note).not.toContain('sk-wrong-key-000000000000')
    const test = await t.run('model.test', { workspaceId: t.workspaceId })
    expect(test.ok).toBe(false)
    expect(test.message).toMatch(/API key/)

    await t.run('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: fake.url,
      model: 'llama3.1',
      apiKey: KEY,
    })
    const ok = await t.run('model.test', { workspaceId: t.workspaceId })
    const everything =
      JSON.stringify([
        banned,
        refused,
        test,
        ok,
        await t.run('model.get', { workspaceId: t.workspaceId }),
      ]) + logLines.join('\n')
    expect(everything).not.toContain(KEY)
    expect(everything).not.toContain('sk-wrong-key-000000000000')
    expect(logLines.some((l) => l.includes('fell back'))).toBe(true)
  })

  it('covers any language the model writes: no "not covered" note with a model', async () => {
    const { appId } = await setup()
    const ha = await compose(appId, {
      id: 'r-ha',
      rating: 1,
      body: 'Manhajar tana rufewa kullum.',
      language: 'ha',
    })
    expect(ha).toMatchObject({ drafter: 'model', language: 'ha', note: null })
    expect(detectLanguage(ha.body)).toBe('ha')
    // If the model then fails, the built-in fallback says both things.
    fake.failNext('error')
    const fallback = await compose(appId, {
      id: 'r-ha2',
      rating: 1,
      body: 'Manhajar tana rufewa kullum.',
      language: 'ha',
    })
    expect(fallback.assessment.reasons).toEqual([
      'Built-in draft: the model returned HTTP 500: The server had an error while processing your request. Sorry about that.',
      'written in English: the drafter has no phrasebook for ha',
    ])
    expect(fallback.assessment.confidence).toBe('low')
  })

  it('drafts built-in without a note when the model is switched off, and reports a test in plain words', async () => {
    const { appId } = await setup()
    await t.run('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: fake.url,
      model: 'llama3.1',
      enabled: false,
    })
    const calls = fake.calls.length
    const off = await compose(appId)
    expect(off.drafter).toBe('builtin')
    expect(off.assessment.reasons.join('; ')).not.toMatch(/model/)
    expect(fake.calls.length).toBe(calls)
    const test = await t.run('model.test', { workspaceId: t.workspaceId })
    expect(test).toMatchObject({ ok: true, reply: expect.any(String) })
    expect(test.message).toMatch(
      /^llama3\.1 at http:\/\/127\.0\.0\.1:\d+\/v1 answered in [\d.]+ s and its sample reply passed every check/,
    )
    expect(test.message).toMatch(/switched off/)
  })

  it('explains a model server that is not running', async () => {
    const { appId } = await setup()
    const url = fake.url
    await fake.close()
    await t.run('model.set', { workspaceId: t.workspaceId, baseUrl: url, model: 'llama3.1' })
    const test = await t.run('model.test', { workspaceId: t.workspaceId })
    expect(test.ok).toBe(false)
    expect(test.message).toMatch(/connection refused/)
    const draft = await compose(appId)
    expect(draft).toMatchObject({ drafter: 'builtin' })
    expect(draft.note).toMatch(/could not be reached/)
    expect(readModelSettings(t.core, t.workspaceId)?.baseUrl).toBe(url)
    fake = await startFakeModel()
  })

  it('draftWithModel works on explicit settings too', async () => {
    await setup()
    const settings = readModelSettings(t.core, t.workspaceId)!
    const draft = await draftWithModel(t.core, {
      workspaceId: t.workspaceId,
      review: { rating: 5, body: 'Super Sache', language: 'de' },
      voice: { ...(await t.run('voice.get', { workspaceId: t.workspaceId })).effective },
      store: 'google_play',
      limit: 350,
      tones: ['more_formal'],
      settings,
    })
    expect(draft.drafter).toBe('model')
    expect(fake.calls.at(-1)!.system).toContain('more formal than usual')
  })

  it('never tells a Google Play reviewer that only Google can refund', async () => {
    const { appId } = await setup()
    await compose(appId, {
      rating: 1,
      body: 'I was charged twice for Pro, I want my money back.',
      language: 'en',
      author: 'Ana',
    })
    const system = fake.calls.at(-1)!.system
    expect(system).not.toMatch(/only google/i)
    expect(system).toMatch(/Never promise a refund/)
  })
})

describe('the model is held to the same plan as the built-in drafter', () => {
  const CRASH: DraftReview = {
    id: 'rev_en',
    rating: 5,
    body: 'Since 4.3 the calendar view crashes on my Pixel 8a.',
    language: 'en',
    author: 'Ada',
  }
  const ASKS: DraftReview = {
    id: 'rev_q',
    rating: 4,
    body: 'Does it work on Apple Watch?',
    language: 'en',
    author: 'Ada',
  }

  it('tells the model what the review raises and what the reply must do', async () => {
    const { appId } = await setup()
    await compose(appId, CRASH)
    const system = fake.calls.at(-1)!.system
    expect(system).toContain('Main point of the review: something that does not work (a bug).')
    expect(system).toContain('Pixel 8a')
    expect(system).toMatch(/Apologise for the problem \(.*calendar view.*Pixel 8a.*version 4\.3\)/)
    await compose(appId, ASKS)
    expect(fake.calls.at(-1)!.system).toContain(
      'write the placeholder [answer: Does it work on Apple Watch?]',
    )
  })

  it("falls back when the model's answer promises, gives another contact, skips the slot or names nothing", async () => {
    const { appId } = await setup()
    const cases: [string, DraftReview, RegExp][] = [
      [
        'Hi Ada, sorry about the calendar view crash on your Pixel 8a; it will be fixed in the next update.\nSam from Acme',
        CRASH,
        /promises something/,
      ],
      [
        'Hi Ada, sorry about the calendar view crash on your Pixel 8a. Write to help@acme-support.example.\nSam from Acme',
        CRASH,
        /gives an e-mail address the brand voice does not/,
      ],
      [
        'Hi Ada, yes, it works on every watch!\nSam from Acme',
        ASKS,
        /answered a question the team has no Answer for/,
      ],
      [
        'Hi Ada, sorry about that. Write to help@acme.example.\nSam from Acme',
        CRASH,
        /did not name/,
      ],
    ]
    for (const [reply, review, why] of cases) {
      fake.respondWith(reply)
      const draft = await compose(appId, review)
      expect(draft.drafter, reply).toBe('builtin')
      expect(draft.assessment.reasons[0], reply).toMatch(why)
    }
    fake.respondWith(
      'Hi Ada, sorry the calendar view crashes on your Pixel 8a since 4.3. Could you write to help@acme.example with details?\nSam from Acme',
    )
    expect((await compose(appId, CRASH)).drafter).toBe('model')
  })

  it("uses the team's Answer, and no slot, when one covers the question", async () => {
    const { appId } = await setup()
    await t.run('answers.create', {
      workspaceId: t.workspaceId,
      appId,
      language: 'en',
      title: 'Watches',
      keywords: ['watch'],
      examples: [],
      body: 'The Apple Watch app is in the App Store under "Acme for Watch".',
    })
    const draft = await compose(appId, ASKS)
    expect(fake.calls.at(-1)!.system).toContain("Answer with the team's Answer")
    expect(draft.drafter).toBe('model')
    expect(draft.body).toContain('Acme for Watch')
    expect(draft.body).not.toContain('[answer:')
  })
})
