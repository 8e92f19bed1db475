/**
 * The Reply Effect CSV a person downloads from the dashboard card: names people typed (a
 * template, a member) are quoted when they hold commas, quotes or line breaks, and never run as
 * spreadsheet formulas.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { csvField } from '../../../../../src/main/core/insights/csv'
import { DAY, HOUR, PKG, googlePlayFixture, type Fixture } from './support'

let f: Fixture
afterEach(async () => {
  await f?.close()
})

describe('Reply Effect CSV', () => {
  it('escapes names and keeps formulas from running', async () => {
    f = await googlePlayFixture()
    const { t, workspaceId } = f
    const t0 = t.clock.now()
    await t.run('templates.create', {
      workspaceId,
      name: '=HYPERLINK("http://evil.test","click"), thanks',
      language: 'en',
      body: 'Thank you {reviewer}!',
      minRating: 4,
      maxRating: 5,
    })
    const member = await t.run('members.add', {
      workspaceId,
      name: '+Eve "QA"\nTeam',
      role: 'editor',
    })
    f.gp.seed(PKG, [
      { reviewId: 'gp:gus', text: 'Great notes app.', starRating: 4, lastModified: t0 - HOUR },
    ])
    await f.sync()
    await f.reply('gp:gus', 'draft', { userId: member.userId })
    t.clock.set(t0 + DAY)
    await f.rate('gp:gus', 5)

    const file = await t.run('insights.replyEffect.export', {
      workspaceId,
      since: t0 - DAY,
      until: t0,
    })
    expect(file.mimeType).toBe('text/csv')
    expect(file.filename).toMatch(/^reply-effect-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = file.content.split('\r\n')
    const template = lines.find((l) => l.startsWith('replied,template,'))
    expect(template).toMatch(
      /^replied,template,tpl_\w+,"'=HYPERLINK\(""http:\/\/evil\.test"",""click""\), thanks",1,1,1,0,0,1,1$/,
    )
    expect(file.content).toContain(
      `replied,approver,${member.userId},"'+Eve ""QA""\nTeam",1,1,1,0,0,1,1\r\n`,
    )
    expect(file.content.endsWith('\r\n')).toBe(true)
  })

  it('writes each kind of field as a spreadsheet reads it', () => {
    expect(csvField(null)).toBe('')
    expect(csvField(-1.5)).toBe('-1.5')
    expect(csvField('plain')).toBe('plain')
    expect(csvField('-2 stars')).toBe("'-2 stars")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\tcmd')).toBe("'\tcmd")
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
  })
})
