/**
 * Reading a report as Play writes it (UTF-16LE with a byte-order mark) and as a spreadsheet saves
 * it again (UTF-8, with or without a mark, CRLF), whatever the chunk boundaries; and refusing a
 * bad file with its line and column, keeping nothing from it.
 */
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { reviews, storeRatings } from '../../../../src/main/core/db/schema'
import { readReport } from '../../../../src/main/core/history/import'
import { reviewIdFromLink } from '../../../../src/main/core/history/report-rows'
import {
  REPORT_HEADER,
  reportBytes,
  reportText,
  type ReportRowInput,
} from '../../../../src/main/simulators/google-play/report'
import { importReport, PKG, playFixture, type PlayFixture } from './support'

const AT = Date.UTC(2026, 10, 3, 9, 30)
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
const rows: ReportRowInput[] = [
  {
    reviewId: 'gp:AOqpTOH1',
    rating: 4,
    title: 'Nice, mostly',
    text: 'Says "hi",\r\nthen, a second line',
    submittedAt: AT,
    reply: { text: 'Thanks, "friend"', at: AT + 60_000 },
  },
  {
    reviewId: '5b8c4f2e-1d3a-4c2b-9f7e-0a1b2c3d4e5f',
    rating: 1,
    text: 'Ça plante 🙁 — 崩溃',
    submittedAt: AT + 1000,
    language: 'fr_FR',
  },
  { reviewId: null, rating: 5, text: '', submittedAt: AT + 2000, device: 'a52q' },
]

/** The bytes cut into pieces of `size`, so multi-byte characters and quotes straddle the cuts. */
function* cut(bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}

describe('reading a Google Play review report', () => {
  const encodings = ['utf-16le', 'utf-8', 'utf-8-bom'] as const
  for (const encoding of encodings)
    for (const size of [1, 3, 64, 1 << 20])
      it(`${encoding}, CRLF, in pieces of ${size} bytes`, async () => {
        const bytes = reportBytes(PKG, rows, {
          encoding,
          lineEnd: '\r\n',
          linkFormat: size === 3 ? 'legacy' : 'console',
        })
        const read = await readReport(cut(bytes, size), PKG)
        expect(
          read.map((r) => [
            r.line,
            r.storeReviewId,
            r.rating,
            r.title,
            r.text,
            r.reply?.body ?? null,
            r.language,
          ]),
        ).toEqual([
          [
            2,
            'gp:AOqpTOH1',
            4,
            'Nice, mostly',
            'Says "hi",\r\nthen, a second line',
            'Thanks, "friend"',
            'en',
          ],
          // The record after a quoted line break starts on the file's 4th line.
          [
            4,
            '5b8c4f2e-1d3a-4c2b-9f7e-0a1b2c3d4e5f',
            1,
            null,
            'Ça plante 🙁 — 崩溃',
            null,
            'fr-FR',
          ],
          [5, expect.stringMatching(/^report:/), 5, null, '', null, 'en'],
        ])
        expect(read[0]?.submittedAt).toBe(AT)
      })

  it('finds the review id in both link formats, encoded or not', () => {
    expect(
      reviewIdFromLink(
        'http://play.google.com/console/developers/1/app/2/user-feedback/review-details?reviewId=gp%3AAOqpTOabc&corpus=PUBLIC_REVIEWS',
      ),
    ).toBe('gp:AOqpTOabc')
    expect(
      reviewIdFromLink(
        'https://play.google.com/apps/publish?account=1#ReviewDetailsPlace:p=com.example.notes&reviewid=gp:AOqpTOabc',
      ),
    ).toBe('gp:AOqpTOabc')
    expect(
      reviewIdFromLink('https://play.google.com/store/apps/details?id=com.example.notes'),
    ).toBeNull()
  })

  it('a rating without text gets the same id on every import, and different ratings different ids', async () => {
    const bytes = reportBytes(PKG, [rows[2]!, { ...rows[2]!, submittedAt: AT + 5000 }])
    const [a, b] = await readReport([bytes], PKG)
    const [again] = await readReport([bytes], PKG)
    expect(a?.storeReviewId).toBe(again?.storeReviewId)
    expect(a?.storeReviewId).not.toBe(b?.storeReviewId)
  })
})

describe('a bad report', () => {
  let f: PlayFixture
  afterEach(async () => {
    await f?.close()
  })

  const lines = (text: string) => text.split('\n')
  const good = lines(reportText(PKG, rows))
  const cases: [string, string, string][] = [
    [
      'a rating of 6',
      [...good.slice(0, 4), good[4]!.replace(/"5","",""/, '"6","",""'), ''].join('\n'),
      'line 5, column 10: "Star Rating" is "6"; it should be 1 to 5.',
    ],
    [
      'a row of another app',
      [
        good[0],
        good[1],
        good[2],
        good[3],
        good[4]!.replace(`"${PKG}"`, '"com.other.app"'),
        '',
      ].join('\n'),
      `line 5, column 1: "Package Name" is com.other.app, but this app's Google Play package is ${PKG}.`,
    ],
    [
      'a quote left open',
      [...good.slice(0, 4), good[4]!.replace(/"a52q"/, '"a52q'), ''].join('\n'),
      'line 5',
    ],
    [
      'a stray quote',
      [...good.slice(0, 4), good[4]!.replace('"a52q"', '"a5"2q"'), ''].join('\n'),
      'line 5, column 5',
    ],
    [
      'no Star Rating column',
      good.map((l, i) => (i === 0 ? l.replace('Star Rating', 'Stars') : l)).join('\n'),
      'line 1: the header has no "Star Rating" column.',
    ],
    [
      'a bad date',
      [
        ...good.slice(0, 4),
        good[4]!.replace(`"${iso(AT + 2000)}","${AT + 2000}"`, '"tomorrow",""'),
        '',
      ].join('\n'),
      'line 5, column 6: "Review Submit Date and Time" is "tomorrow", not a date and time.',
    ],
  ]
  for (const [name, text, message] of cases)
    it(`${name}: names the line and column and keeps nothing`, async () => {
      f = await playFixture()
      const result = await importReport(f, Buffer.from(text, 'utf8'))
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.error.code).toBe('INVALID_INPUT')
      expect(result.error.message).toContain(message)
      expect(result.error.message).toContain('Nothing from it was imported.')
      // The good rows before the bad one were not kept either.
      expect(
        f.t.core.db
          .select({ n: sql<number>`count(*)` })
          .from(reviews)
          .get()?.n,
      ).toBe(0)
      expect(
        f.t.core.db
          .select({ n: sql<number>`count(*)` })
          .from(storeRatings)
          .get()?.n,
      ).toBe(0)
    })

  it('bytes that are not UTF-8 are refused, not turned into replacement characters', async () => {
    f = await playFixture()
    const text = Buffer.from(reportText(PKG, rows), 'utf8')
    const broken = Buffer.concat([
      text.subarray(0, 400),
      Buffer.from([0xc3, 0x28]),
      text.subarray(400),
    ])
    const result = await importReport(f, broken)
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: expect.stringContaining('not valid UTF-8') },
    })
  })

  it('the header alone is an empty report, not an error', async () => {
    f = await playFixture()
    const result = await importReport(f, Buffer.from(REPORT_HEADER.join(',') + '\n', 'utf8'))
    expect(result).toMatchObject({ ok: true, value: { rows: 0 } })
  })
})
