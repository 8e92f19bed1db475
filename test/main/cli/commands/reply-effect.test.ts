/**
 * `review-reply insights reply-effect|reply-speed|reply-target`, run in this process against a
 * core fed by the Google Play simulator: human lines, the `--json` result's shape, and `--csv`.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { replyEffectCommandsCli } from '../../../../src/main/cli/commands/reply-effect'
import type { CliContext } from '../../../../src/main/cli/types'
import {
  DAY,
  HOUR,
  PKG,
  googlePlayFixture,
  type Fixture,
} from '../../core/insights/reply-effect/support'

let f: Fixture
afterEach(async () => {
  await f?.close()
})

async function cli(words: string, options: Record<string, string | true> = {}, json = false) {
  const command = replyEffectCommandsCli.find((c) => c.path.join(' ') === words)
  if (!command) throw new Error(`no CLI command ${words}`)
  const lines: string[] = []
  const results: unknown[] = []
  const ctx: CliContext = {
    core: f.t.core,
    principal: f.t.owner,
    args: { positionals: [], options },
    dataDir: '(in memory)',
    dataDirChosen: true,
    json,
    print: (line) => lines.push(line),
    result: (value) => results.push(value),
    workspaceId: async () => f.t.workspaceId,
  }
  await command.run(ctx)
  return { out: lines, result: results[0] }
}

async function raisedAfterReply(): Promise<number> {
  f = await googlePlayFixture()
  const t0 = f.t.clock.now()
  f.gp.seed(PKG, [
    { reviewId: 'gp:ann', text: 'Sync loses notes.', starRating: 2, lastModified: t0 - HOUR },
    { reviewId: 'gp:bea', text: 'Slow.', starRating: 2, lastModified: t0 - HOUR },
  ])
  await f.sync()
  f.t.clock.set(t0 + 2 * HOUR)
  await f.reply('gp:ann', 'edit')
  f.t.clock.set(t0 + 2 * HOUR + 3 * DAY)
  await f.rate('gp:ann', 5)
  return t0
}

describe('insights reply-effect CLI', () => {
  it('prints the figures for people and the whole result with --json', async () => {
    const t0 = await raisedAfterReply()
    const since = new Date(t0 - DAY).toISOString().slice(0, 10)
    const human = await cli('insights reply-effect', { app: 'Notes', since })
    expect(human.out).toContain(
      'Replied (from the first reply): 1 reviews, 1 changed (raised 1, lowered 0, unchanged 0), average change +3.00★, median time to change 3.0 d',
    )
    expect(human.out).toContain(
      'Not replied, same ratings (from first seen): 1 reviews, 0 changed (raised 0, lowered 0, unchanged 1), average change –, median time to change –',
    )
    expect(human.out).toContain('By drafter:')
    expect(human.out).toContain(
      '  Written or edited by a person: 1 reviews, 1 changed (raised 1, lowered 0, unchanged 0), average change +3.00★, median time to change 3.0 d',
    )

    const json = await cli('insights reply-effect', { app: f.appId, since }, true)
    expect(json.result).toMatchObject({
      appId: f.appId,
      store: null,
      since: Date.parse(`${since}T00:00:00Z`),
      windowDays: 90,
      replied: {
        reviews: 1,
        changed: 1,
        raised: 1,
        lowered: 0,
        unchanged: 0,
        averageChange: 3,
        medianTimeToChangeMs: 3 * DAY,
      },
      baseline: { reviews: 1, changed: 0 },
      breakdowns: {
        drafter: [{ key: 'person', label: 'Written or edited by a person', reviews: 1 }],
        template: [{ key: '', label: 'No template' }],
        approver: [{ reviews: 1 }],
        language: [{ reviews: 1 }],
        stars: [{ key: '1-2', label: '1–2★', reviews: 1 }],
      },
      baselineByStars: [{ key: '1-2', reviews: 1 }],
    })
  })

  it('says what is wrong with a bad date or an unknown app, and writes nothing', async () => {
    await raisedAfterReply()
    await expect(cli('insights reply-effect', { since: 'last tuesday' })).rejects.toThrow(
      '--since takes a date such as 2026-01-31.',
    )
    await expect(cli('insights reply-effect', { app: 'Nope' })).rejects.toThrow(
      'App "Nope" not found',
    )
  })

  it('gives --csv as a file result with --json', async () => {
    await raisedAfterReply()
    const { result } = await cli('insights reply-effect', { csv: true }, true)
    expect(result).toMatchObject({ mimeType: 'text/csv' })
    const content = (result as { content: string }).content
    expect(content.split('\r\n')[0]).toBe(
      'group,breakdown,key,label,reviews,changed,raised,lowered,unchanged,average_change,median_days_to_change',
    )
    expect(content).toContain('\r\nreplied,all,,Replied reviews,1,1,1,0,0,3,3\r\n')
  })
})

describe('insights reply-speed and reply-target CLI', () => {
  it('prints the median, p90, share within 24 h and the waiting reviews against the target', async () => {
    await raisedAfterReply()
    const speed = await cli('insights reply-speed', { app: 'Notes' })
    expect(speed.out).toContain(
      'Time to first reply: median 3.0 h, 90th percentile 3.0 h; 1 of 2 replied, 50 % within 24 h',
    )
    expect(speed.out).toContain(
      'Waiting now: 0 under 1 d, 0 1–3 d, 1 3–7 d, 0 over 7 d; 1 over the 24.0 h target',
    )
    expect(speed.result).toMatchObject({ medianMs: 3 * HOUR, p90Ms: 3 * HOUR, overdue: 1 })

    const set = await cli('insights reply-target', { hours: '2' })
    expect(set.out).toEqual(['Target time to first reply: 2 h'])
    const after = await cli('insights reply-speed', { app: 'Notes' })
    expect(after.out[1]).toBe(
      'Time to first reply: median 3.0 h (over the 2.0 h target), 90th percentile 3.0 h; 1 of 2 replied, 50 % within 24 h',
    )
  })
})
