import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

/**
 * A missing purchase whose restore the review says was already tried: the restore steps again,
 * or a bare "send us your order number", would read as if nothing had been done.
 */
describe('a purchase whose restore was already tried gets no restore steps again', () => {
  const rows: [string, string, App, RegExp][] = [
    [
      'en',
      'Paid for the no-ads pack yesterday and the ads still pop up between levels. Tried restore purchases already, nothing happens.',
      'game',
      /order number|Restore purchase/i,
    ],
    [
      'ja',
      'プレミアムを購入したのにアプリでは無料版のまま。購入の復元も試したけど変わりませんでした',
      'notes',
      /購入を復元|注文番号/,
    ],
    [
      'ko',
      '광고 제거를 결제했는데 광고가 그대로 나와요. 구매 복원도 눌러봤는데 소용없어요',
      'game',
      /주문 번호/,
    ],
  ]
  for (const [language, body, app, never] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, app)
      expect(replyOf(d), d.body).not.toMatch(never)
      expect(
        (d.plan?.moves ?? []).map((m) => m.kind),
        d.body,
      ).toContain('tried')
    })

  // Guard: reinstalling is how the purchase went missing, not a restore tried; the steps stay.
  it('guard, en: reinstalled and Premium is gone', () => {
    const d = corpusDraft(
      'en',
      1,
      'Reinstalled the app and my premium is gone. Paid for a full year.',
      'notes',
    )
    expect(
      (d.plan?.moves ?? []).map((m) => m.kind),
      d.body,
    ).not.toContain('tried')
  })
})

/**
 * Purchases lost beside lost progress are one loss: one loss line names both, and the purchase
 * is restored with the data, never sent to the store's refund path as a charge gone wrong.
 */
describe('a purchase lost with the progress is named beside it, never refunded', () => {
  const rows: [string, string, RegExp, RegExp][] = [
    [
      'en',
      'Updated the game and my progress reset to level 1. The boosters I bought last week vanished with it.',
      /progress/i,
      /boosters/i,
    ],
    // Guard: pt already named both in one sentence before this round.
    [
      'pt',
      'Perdi todo o progresso quando atualizei, voltei para o nível 1. Tinha comprado gemas também e sumiram.',
      /progresso/i,
      /gemas/i,
    ],
    [
      'pl',
      'Stracilem caly postep po aktualizacji, jestem znowu na 1 poziomie. Oddajcie mi postep i boostery ktore kupilem',
      /postęp/i,
      /wzmacniacz|booster/i,
    ],
  ]
  for (const [language, body, data, bought] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'game')
      const reply = replyOf(d)
      // Both in one sentence: the loss is not split into a loss line and a charge line.
      const sentences = reply.split(/(?<=[.!?。])\s*/u)
      expect(
        sentences.some((s) => data.test(s) && bought.test(s)),
        d.body,
      ).toBe(true)
      expect(reply, d.body).not.toMatch(/orderhistory|reportaproblem/)
    })
})

/**
 * A charge beside a second point: the fault the review adds is still answered, named, after the
 * money lines, even when the reader gave the fault's clause to the charge too.
 */
describe('a fault beside a charge is still named', () => {
  const rows: [string, string, App, RegExp][] = [
    [
      'en',
      'Got billed $6.99 again after I cancelled in May. Also the search finds nothing since the update which is why I cancelled.',
      'notes',
      /search/i,
    ],
    [
      'uk',
      'Купив монети за 99 грн, гроші списали а монет нема. Рекламу подивитися за бонус - теж не працює',
      'game',
      /реклам/i,
    ],
  ]
  for (const [language, body, app, named] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, app)
      const reply = replyOf(d)
      expect(reply, d.body).toMatch(named)
      expect((d.plan?.moves ?? [])[0]?.kind, d.body).toBe('billing')
    })
})

/**
 * A charge whose support never answered: the store's refund path and the direct order check
 * both fit the store's limit; the shorter wording of the order line makes room for the path.
 */
describe('a charge support never answered keeps the refund path', () => {
  const rows: [string, string][] = [
    [
      'nl',
      'Abonnement opgezegd en toch weer €5,99 afgeschreven. Klantenservice reageert al twee weken niet.',
    ],
    [
      'de',
      'Abo im Februar gekündigt, im April trotzdem 29,99€ abgebucht. Der Support antwortet seit Wochen nicht.',
    ],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'notes')
      expect(replyOf(d), d.body).toMatch(/orderhistory/)
      expect(replyOf(d), d.body).toMatch(/support@notes-pro\.example/)
    })
})
