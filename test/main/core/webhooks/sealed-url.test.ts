import { existsSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { randomIds } from '../../../../src/main/core/ids'
import { databaseFile } from '../../../../src/main/core/paths'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { createTestCore, tempDir, type TestCore } from '../../../support/core'
import { Receiver, reviewSource } from './support'

const TOKEN = 'tok_SECRET-in-the-query-7f3a9c'

let t: TestCore
let receiver: Receiver
let dispatcher: WebhookDispatcher | undefined
afterEach(async () => {
  await dispatcher?.close()
  await receiver?.close()
  t?.core.close()
})

/** The database file and its WAL, as bytes: what a copied data folder would hand over. */
function fileBytes(dataDir: string): Buffer {
  const db = databaseFile(dataDir)
  return Buffer.concat([db, `${db}-wal`].filter(existsSync).map((f) => readFileSync(f)))
}

async function deliverOne(): Promise<string> {
  dispatcher = new WebhookDispatcher(t.core, { random: () => 0.5 })
  const reviews = await reviewSource(t, 'Notes')
  reviews.add(2, 'Crashes on start.')
  await dispatcher.dispatchDue()
  const delivery = receiver.deliveries[0]
  if (!delivery) throw new Error('nothing delivered')
  return delivery.path
}

describe('webhook URLs are sealed in the vault', () => {
  it('keeps a token in the query out of the database and its WAL, shows a redacted URL, and still delivers to the full one', async () => {
    const dataDir = tempDir()
    t = await createTestCore({ dataDir, clock: new ManualClock() })
    receiver = await new Receiver(t.clock).start()
    const { endpoint } = await t.run('webhooks.create', { workspaceId: t.workspaceId, url: `${receiver.url}?code=${TOKEN}` })
    expect(endpoint.url).toBe(receiver.url)
    const [listed] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(listed?.url).toBe(receiver.url)
    expect(JSON.stringify(listed)).not.toContain(TOKEN)
    expect(fileBytes(dataDir).includes(TOKEN)).toBe(false)
    expect(await deliverOne()).toBe(`/hook?code=${TOKEN}`)

    const moved = `${receiver.url}/v2?code=${TOKEN}-2`
    const updated = await t.run('webhooks.update', { workspaceId: t.workspaceId, endpointId: endpoint.id, url: moved })
    expect(updated.url).toBe(`${receiver.url}/v2`)
    expect(fileBytes(dataDir).includes(`${TOKEN}-2`)).toBe(false)
  })

  it('seals URLs an older version stored in the clear at start, and leaves no plaintext in the file or WAL', async () => {
    const dataDir = tempDir()
    const clock = new ManualClock()
    t = await createTestCore({ dataDir, clock, ids: randomIds })
    receiver = await new Receiver(clock).start()
    const { endpoint } = await t.run('webhooks.create', { workspaceId: t.workspaceId, url: receiver.url })
    // The row as the previous version wrote it: the full URL in the clear, no sealed copy.
    const sqlite = t.core.db.$client
    const sealedId = (sqlite.prepare('SELECT url_credential_id AS id FROM webhook_endpoints').get() as { id: string }).id
    sqlite.prepare('UPDATE webhook_endpoints SET url = ?, url_credential_id = NULL').run(`${receiver.url}?code=${TOKEN}`)
    sqlite.prepare('DELETE FROM credentials WHERE id = ?').run(sealedId)
    t.core.close()
    expect(fileBytes(dataDir).includes(TOKEN)).toBe(true)

    t = await createTestCore({ dataDir, clock, ids: randomIds })
    const [listed] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(listed).toMatchObject({ id: endpoint.id, url: receiver.url })
    expect(fileBytes(dataDir).includes(TOKEN)).toBe(false)
    expect(await deliverOne()).toBe(`/hook?code=${TOKEN}`)
    t.core.close()
    expect(fileBytes(dataDir).includes(TOKEN)).toBe(false)
  })
})
