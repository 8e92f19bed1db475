import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import {
  fillable,
  renderTemplate,
  type Fill,
} from '../../../../src/main/core/drafting/builtin/render'
import { foreignContacts } from '../../../../src/main/core/replies/contact-check'
import { promiseIn } from '../../../../src/main/core/drafting/check/promises'
import type { Move, Plan, Where } from '../../../../src/main/core/drafting/decide/plan'
import { phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import { linesFor } from '../../../../src/main/core/drafting/write/lines'
import type { MoveLines } from '../../../../src/main/core/drafting/write/lines/types'
import { DEFAULT_VOICE } from '../../../../src/main/core/drafting/voice/defaults'
import { writeMoves } from '../../../../src/main/core/drafting/write/write'

/** The languages whose lines these tests hold to their promises: ja, ko, zh (both scripts), hi, id, vi. */
const CODES = ['ja', 'ko', 'zh', 'zh-Hant', 'hi', 'id', 'vi'] as const

const STORE_ADDRESSES = ['reportaproblem.apple.com', 'play.google.com/store/account/orderhistory']
const CONTACTS = ['help@striderun.example', 'https://tilequest.example/help', null]
const THINGS = { feature: '写真の添付', device: 'Galaxy A54', os: 'Android 14', version: '4.3.0' }

/**
 * What else a line may be filled with: the lost thing as written ({item}), and in place of the
 * feature what a billing reply names as charged, a sum or a plan.
 */
const EXTRAS: Partial<Fill>[] = [
  {},
  { item: 'メモ' },
  { feature: '¥1,200' },
  { feature: 'Premium' },
]

/** Every subset of the named things, so optional parts are read with and without each. */
const WHERES: Where[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((mask) =>
  Object.fromEntries(Object.entries(THINGS).filter((_, i) => mask & (1 << i))),
)

function templates(lines: unknown, path = ''): [string, string][] {
  if (Array.isArray(lines)) return lines.map((t: string) => [path, t])
  if (lines && typeof lines === 'object')
    return Object.entries(lines).flatMap(([k, v]) => templates(v, path ? `${path}.${k}` : k))
  return []
}

function bookAndLines(code: string): {
  book: NonNullable<ReturnType<typeof phrasebookFor>>
  lines: MoveLines
} {
  const book = phrasebookFor(code)
  if (!book) throw new Error(`no phrasebook for ${code}`)
  const { lines, full } = linesFor(book)
  expect(full).toBe(true)
  return { book, lines }
}

describe('drafter lines: ja, ko, zh, zh-Hant, hi, id, vi', () => {
  for (const code of CODES) {
    describe(code, () => {
      const { book, lines } = bookAndLines(code)
      const all = templates(lines)

      it('reads complete, gives only the voice contact or a store refund address, and promises nothing, however it is filled', () => {
        const problems: string[] = []
        for (const [path, template] of all) {
          for (const contact of CONTACTS) {
            for (const where of WHERES) {
              for (const [extra, formal] of EXTRAS.flatMap(
                (e) =>
                  [
                    [e, false],
                    [e, true],
                  ] as const,
              )) {
                const fill: Fill = { name: null, brand: 'StrideRun', contact, ...where, ...extra }
                if (!fillable(template, fill)) continue
                const text = renderTemplate(template, fill, book, formal)
                if (/[{}[\]]/u.test(text)) problems.push(`${path}: leaves a token: ${text}`)
                for (const found of foreignContacts(text, [
                  contact ?? '',
                  'StrideRun',
                  ...STORE_ADDRESSES,
                ])) {
                  // A version or device number the line was given is no contact.
                  if (found.kind === 'an e-mail address' || found.kind === 'a link')
                    problems.push(`${path}: gives "${found.text}": ${text}`)
                }
                const promise = promiseIn(text, code)
                if (promise) problems.push(`${path}: promises "${promise}": ${text}`)
              }
            }
          }
        }
        expect(problems).toEqual([])
      })

      it('gives the contact wherever a line asks the reviewer to write, and has a twin for a team without one', () => {
        for (const pair of [
          lines.details,
          lines.recovery,
          lines.tried,
          lines.lockedOut,
          lines.contact,
          lines.billing.checkOrder,
        ]) {
          expect(pair.contact.length).toBeGreaterThan(0)
          expect(pair.noContact.length).toBeGreaterThan(0)
          for (const t of pair.contact) expect(t).toContain('{contact}')
          for (const t of pair.noContact) expect(t).not.toContain('{contact}')
        }
      })

      it('sends App Store refunds to Apple and Google Play refunds to Google, at their exact addresses', () => {
        for (const t of lines.billing.refundPath.app_store)
          expect(t).toContain('reportaproblem.apple.com')
        for (const t of lines.billing.refundPath.google_play)
          expect(t).toContain('play.google.com/store/account/orderhistory')
      })

      it('names what was charged, a sum or a plan, in every billing case', () => {
        const cases = ['afterCancel', 'twice', 'unknown', 'missing', 'refund', 'other'] as const
        for (const c of cases) {
          const naming = lines.billing[c].filter((t) => t.includes('{feature}'))
          expect(naming.length, c).toBeGreaterThan(0)
          for (const t of naming)
            for (const charged of ['¥1,200', 'Premium'])
              expect(
                renderTemplate(
                  t,
                  { name: null, brand: '', contact: null, feature: charged },
                  book,
                  false,
                ),
                `${c}: ${t}`,
              ).toContain(charged)
        }
      })

      // The lines that only hear it are for a reply that already apologised (for a fault before it).
      it('apologises for the price, the ads or a redesign, not only hears it', () => {
        for (const [about, list] of Object.entries(lines.heard))
          expect(
            list.filter((t) => book.apology.test(t)),
            `heard.${about}`,
          ).not.toHaveLength(0)
      })

      it('names the lost thing as the review wrote it, and keeps lines for lost data in general', () => {
        const naming = lines.sorryLoss.filter((t) => t.includes('{item}'))
        expect(naming.length).toBeGreaterThan(0)
        expect(lines.sorryLoss.length).toBeGreaterThan(naming.length)
        for (const t of naming)
          expect(
            renderTemplate(t, { name: null, brand: '', contact: null, item: 'メモ' }, book, false),
          ).toContain('メモ')
      })

      it('has lines for every move, with variants where a reply needs them', () => {
        const empty =
          all.length === 0
            ? ['all']
            : templates(lines)
                .filter(([, t]) => t.trim().length === 0)
                .map(([p]) => p)
        expect(empty).toEqual([])
        for (const path of [
          'thanks.casual',
          'thanksFor.casual',
          'sorry.casual',
          'sorry.formal',
          'request',
          'praiseMore',
          'closing.positive',
        ]) {
          expect(all.filter(([p]) => p === path).length, path).toBeGreaterThanOrEqual(2)
        }
      })

      it('names the feature, the device, the OS and the version a problem happens with, in any combination', () => {
        for (const kind of ['sorry', 'sorryCrash'] as const) {
          for (const where of WHERES) {
            for (const formal of [false, true]) {
              for (const variant of [0, 1, 2]) {
                const moves: Move[] = [{ kind, where }]
                const plan: Plan = { moves, mood: -1, naming: [], confidence: 'high', reasons: [] }
                const [part] = writeMoves(plan, {
                  book,
                  lines,
                  store: 'google_play',
                  seed: `${code}-${JSON.stringify(where)}`,
                  variant,
                  formal,
                  preferShort: false,
                  fill: { name: null, brand: 'StrideRun', contact: null },
                  banned: [],
                })
                for (const named of Object.values(where))
                  expect(part?.text, `${kind} ${JSON.stringify(where)}`).toContain(named)
              }
            }
          }
        }
      })

      it('names the praised feature when thanking for it', () => {
        for (const formal of [false, true]) {
          const [part] = writeMoves(
            {
              moves: [{ kind: 'thanksFor', feature: 'ウィジェット' }],
              mood: 1,
              naming: [],
              confidence: 'high',
              reasons: [],
            },
            {
              book,
              lines,
              store: 'app_store',
              seed: code,
              variant: 0,
              formal,
              preferShort: false,
              fill: { name: null, brand: 'Notes Pro', contact: null },
              banned: [],
            },
          )
          expect(part?.text).toContain('ウィジェット')
        }
      })
    })
  }

  it('never glues a Korean particle that depends on the last syllable to a quoted thing or the brand', () => {
    const { lines } = bookAndLines('ko')
    const glued = templates(lines).filter(([, t]) =>
      /(?:'\{feature\}'|\{brand(?:\|[^}]*)?\}|\{(?:device|os|contact)\})(?:이|가|을|를|은|는|와|과|으로|로|이나|나|이라|라)(?![\p{L}])/u.test(
        t,
      ),
    )
    expect(glued).toEqual([])
  })

  const PROMISES: Record<(typeof CODES)[number], string[]> = {
    ja: [
      '次のアップデートで修正します。',
      'ダークモードは近日中に追加予定です。',
      '現在修正中です。',
      '前向きに検討いたします。',
      '3月末までに対応いたします。',
    ],
    ko: [
      '다음 업데이트에서 수정하겠습니다.',
      '다크 모드는 곧 추가될 예정입니다.',
      '현재 개발팀에서 수정 중입니다.',
      '요청하신 기능은 반영하도록 하겠습니다.',
      '3월 말까지 해결해 드리겠습니다.',
    ],
    zh: [
      '我们会在下个版本修复这个问题。',
      '深色模式即将上线。',
      '开发团队正在修复。',
      '已列入开发计划。',
      '预计3月底前解决。',
    ],
    'zh-Hant': [
      '我們將在下一個版本修復這個問題。',
      '深色模式即將推出，敬請期待。',
      '開發團隊正在處理。',
      '已列入開發計畫。',
      '預計3月底前上線。',
    ],
    hi: [
      'हम अगले अपडेट में इसे ठीक कर देंगे।',
      'डार्क मोड जल्द ही आ रहा है।',
      'हमारी टीम इस पर काम कर रही है, हम इसे ठीक करेंगे।',
      'यह फ़ीचर मार्च तक जोड़ा जाएगा।',
    ],
    id: [
      'Kami akan memperbaiki ini di update berikutnya.',
      'Mode gelap segera hadir!',
      'Masalah ini sedang kami perbaiki.',
      'Fitur ini akan ditambahkan pada bulan Maret.',
    ],
    vi: [
      'Chúng tôi sẽ sửa lỗi này trong bản cập nhật tới.',
      'Chế độ tối sẽ sớm có mặt!',
      'Đội ngũ đang khắc phục sự cố.',
      'Tính năng này sẽ được bổ sung vào tháng 3.',
    ],
  }

  for (const code of CODES) {
    it(`catches what a ${code} reply must not promise`, () => {
      for (const text of PROMISES[code]) expect(promiseIn(text, code), text).not.toBeNull()
    })
  }

  it('catches a Hindi promise whichever way its nukta letters are encoded', () => {
    const decomposed = 'यह फ़ीचर जोड़ा जाएगा।'.normalize('NFD')
    const precomposed = 'यह फ़ीचर जो\u095Cा जाएगा।'
    expect(promiseIn(decomposed, 'hi')).not.toBeNull()
    expect(promiseIn(precomposed, 'hi')).not.toBeNull()
  })

  it('apologizes for a crash when a Traditional Chinese or Hindi review says the app closes', () => {
    const voice = { ...DEFAULT_VOICE, brandName: 'Notes Pro', supportContact: 'help@notes.example' }
    for (const [language, body] of [
      ['zh-TW', '更新後一打開就閃退，根本不能用。'],
      ['hi', 'नए अपडेट के बाद ऐप खोलते ही बंद हो जाता है।'],
    ] as const) {
      const d = draftBuiltin({
        review: { id: body, rating: 1, body, language },
        voice,
        store: 'google_play',
        limit: 350,
      })
      expect(
        d.plan?.moves.map((m) => m.kind),
        d.body,
      ).toContain('sorryCrash')
    }
  })
})
