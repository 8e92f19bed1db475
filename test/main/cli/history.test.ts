import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportBytes, reportText } from '../../../src/main/simulators/google-play/report'
import { tempDir } from '../../support/core'
import { cli } from '../../support/cli'

const PKG = 'com.acme.notes'

const AT = Date.UTC(2026, 9, 5)
const rows = [
  {
    reviewId: 'gp:AOqpTOone',
    rating: 2,
    text: 'Slow, "very" slow',
    submittedAt: AT,
    reply: { text: 'We sped it up.', at: AT + 3_600_000 },
  },
  { reviewId: null, rating: 5, text: '', submittedAt: AT + 60_000 },
  { reviewId: null, rating: 4, text: '', submittedAt: AT + 120_000 },
]

describe('review-reply history import', () => {
  it('imports a UTF-16 report once, then finds nothing new; --json carries the counts', async () => {
    const dir = tempDir()
    expect(
      (await cli(dir, 'app', 'add', '--name', 'Notes', '--google-play-package', PKG)).code,
    ).toBe(0)
    const file = join(dir, `reviews_${PKG}_202610.csv`)
    writeFileSync(file, reportBytes(PKG, rows))

    const first = await cli(dir, 'history', 'import', '--app', 'Notes', '--file', file)
    expect(first.code).toBe(0)
    expect(first.stdout).toContain(`Imported reviews_${PKG}_202610.csv (2026-10): 3 rows.`)
    expect(first.stdout).toContain('1 new written review (in the inbox)')
    expect(first.stdout).toContain('2 new ratings without text (in the ratings, not the inbox)')
    expect(first.stdout).toContain('1 reply written in the Play Console')

    const again = await cli(dir, 'history', 'import', '--app', 'Notes', '--file', file, '--json')
    expect(again.code).toBe(0)
    expect(JSON.parse(again.stdout)).toEqual({
      appId: expect.stringMatching(/^app_/),
      month: '202610',
      rows: 3,
      reviewsAdded: 0,
      ratingsAdded: 0,
      changed: 0,
      unchanged: 3,
      repliesFound: 0,
    })
    const listed = await cli(dir, 'reviews', 'list', '--json')
    expect(JSON.stringify(JSON.parse(listed.stdout))).toContain('Slow, \\"very\\" slow')
  }, 60_000)

  it('a bad row: a non-zero exit, the line and column on stderr, nothing kept', async () => {
    const dir = tempDir()
    await cli(dir, 'app', 'add', '--name', 'Notes', '--google-play-package', PKG)
    const file = join(dir, 'report.csv')
    writeFileSync(file, reportText(PKG, rows).replace('"4","",""', '"4.5","",""'))
    const bad = await cli(dir, 'history', 'import', '--app', 'Notes', '--file', file, '--json')
    expect(bad.code).not.toBe(0)
    expect(bad.stdout).toBe('')
    const error = (JSON.parse(bad.stderr) as { error: { code: string; message: string } }).error
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.message).toContain(
      'line 4, column 10: "Star Rating" is "4.5"; it should be 1 to 5.',
    )
    expect(error.message).toContain('Nothing from it was imported.')
    const missing = await cli(
      dir,
      'history',
      'import',
      '--app',
      'Notes',
      '--file',
      join(dir, 'nope.csv'),
    )
    expect(missing.code).not.toBe(0)
    expect(missing.stderr).toContain('there is no such file')
    const listed = await cli(dir, 'reviews', 'list', '--json')
    expect(listed.stdout).not.toContain('Slow')
  }, 60_000)
})
