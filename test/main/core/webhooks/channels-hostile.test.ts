import { afterEach, describe, expect, it } from 'vitest'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { createTestCore, type TestCore } from '../../../support/core'
import { Receiver, reviewSource } from './support'

/** A review written to abuse the team's channel: links, mentions, HTML and card-structure injection. */
const HOSTILE =
  '**URGENT** [Reset your password](https://evil.example/login) <https://evil.example|click> ' +
  '<!channel> @everyone @here <@123456> <at>Admin</at> <script>alert(1)</script> ' +
  '<a href="https://evil.example">free</a> "}],"actions":[{"type":"Action.OpenUrl","url":"https://evil.example"}]} ' +
  '- item\n1. step'
const HOSTILE_AUTHOR = '[Support](https://evil.example) @everyone'

let t: TestCore
let receiver: Receiver
let dispatcher: WebhookDispatcher
afterEach(async () => {
  await dispatcher?.close()
  await receiver?.close()
  t?.core.close()
})

async function deliverHostile(kind: 'slack' | 'discord' | 'teams'): Promise<Record<string, unknown>> {
  t = await createTestCore()
  receiver = await new Receiver(t.clock).start()
  dispatcher = new WebhookDispatcher(t.core, { random: () => 0.5, uiBaseUrl: () => 'http://127.0.0.1:4700' })
  await t.run('webhooks.create', { workspaceId: t.workspaceId, url: receiver.url, kind })
  const reviews = await reviewSource(t, 'Notes')
  reviews.add(1, HOSTILE, HOSTILE_AUTHOR)
  await dispatcher.dispatchDue()
  const delivery = receiver.deliveries[0]
  if (!delivery) throw new Error('nothing delivered')
  return JSON.parse(delivery.body) as Record<string, unknown>
}

/** Every string in the message with the property name that holds it. */
function strings(value: unknown, key = '', out: { key: string; text: string; owner: Record<string, unknown> | null }[] = [], owner: Record<string, unknown> | null = null) {
  if (typeof value === 'string') out.push({ key, text: value, owner })
  else if (Array.isArray(value)) value.forEach((v) => strings(v, key, out, owner))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) strings(v, k, out, value as Record<string, unknown>)
  }
  return out
}

const urlsIn = (json: unknown) => strings(json).filter((s) => s.key === 'url').map((s) => s.text)

describe('team-tool channels with a hostile review', () => {
  it('Slack: no link, mention or HTML survives mrkdwn, and the only link is ours', async () => {
    const json = await deliverHostile('slack')
    for (const { key, text } of strings(json)) {
      if (key !== 'text') continue
      // Slack parses <…> as links and mentions: none may come from the review.
      expect(text).not.toMatch(/<(?:!|@|https?:|a |script)/)
    }
    expect(JSON.stringify(json)).toContain('&lt;!channel&gt;')
    expect(urlsIn(json).every((u) => u.startsWith('http://127.0.0.1:4700/'))).toBe(true)
  })

  it('Discord: markdown is escaped, mentions are never parsed, and the only link is ours', async () => {
    const json = await deliverHostile('discord')
    expect(json.allowed_mentions).toEqual({ parse: [] })
    const all = JSON.stringify(json)
    expect(all).not.toContain('[Reset your password](https://evil.example/login)')
    expect(all).not.toContain('[Support](https://evil.example)')
    expect(all).toContain('\\\\[Reset your password\\\\]')
    expect(urlsIn(json).every((u) => u.startsWith('http://127.0.0.1:4700/'))).toBe(true)
  })

  it('Teams: review text only ever sits in TextRuns (never parsed as markdown), and the card keeps its shape', async () => {
    const json = await deliverHostile('teams')
    const [attachment] = json.attachments as { content: Record<string, unknown> }[]
    const card = attachment!.content
    // The injected JSON is just text: the card has our one action, and no FactSet or TextBlock
    // (both render markdown) carries anything from the review.
    expect(card.actions).toEqual([{ type: 'Action.OpenUrl', title: 'Open in Review Reply', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4700\//) }])
    const texts = strings(card.body)
    const fromReview = texts.filter(({ text }) => /evil\.example|@everyone|<script>|URGENT/.test(text))
    expect(fromReview.length).toBeGreaterThanOrEqual(2)
    for (const { owner } of fromReview) expect(owner?.type).toBe('TextRun')
    expect(JSON.stringify(card.body)).not.toMatch(/"type":"(?:FactSet|TextBlock)"/)
    expect(urlsIn(card).every((u) => u.startsWith('http://127.0.0.1:4700/'))).toBe(true)
    expect(JSON.stringify(card.body)).toContain(JSON.stringify(HOSTILE.split('\n')[0]).slice(1, 40))
  })
})
