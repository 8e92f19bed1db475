import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

/** Every grievance the heard lines of a draft take up: their own and those listed beside it. */
const heardOf = (d: Draft): string[] =>
  (d.plan?.moves ?? []).flatMap((m) => (m.kind === 'heard' ? [m.about, ...(m.several ?? [])] : []))

/**
 * A price called too high, or the push to pay, beside a fault: the fault's apology alone answers
 * half the review. Said in a clause of its own, with no polarity ("ブースター高い"), or in the
 * fault's own clause, it is heard after the apology.
 */
describe('a price or the push to pay beside a fault is heard too', () => {
  const rows: [string, string, RegExp, RegExp][] = [
    [
      'en',
      'game keeps crashing since the update. also the boosters r way too expensive',
      /crash/i,
      /price/i,
    ],
    ['ja', '最近すぐ落ちる。あとブースター高い', /落ち|終了/, /料金|価格/],
    ['ko', '자꾸 튕겨요 ㅠ 그리고 부스터 너무 비싸요', /종료|튕/, /가격/],
    ['zh', '老是闪退 而且道具太贵了', /闪退/, /价格/],
    [
      'fr',
      'le jeu plante tout le temps et les boosters sont hors de prix',
      /plant|ferme|arrêt/i,
      /prix/i,
    ],
    [
      'en',
      'it crashes every time i open the shop and you cant win past level 50 without paying',
      /crash/i,
      /pay/i,
    ],
    ['ja', 'よく落ちるし課金しないとクリアできない', /落ち|終了/, /課金/],
    ['zh', '老闪退，不充钱根本过不了', /闪退/, /付费/],
  ]
  for (const [language, body, fault, price] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'game')
      const reply = replyOf(d)
      expect(reply, d.body).toMatch(fault)
      expect(reply, d.body).toMatch(price)
    })
  // Guards: "Дорогие разработчики" greets, and "評価高い" is a high rating: no price is heard.
  const guards: [string, string][] = [
    ['ru', 'Дорогие разработчики, игра вылетает постоянно'],
    ['ja', '評価高いのに落ちる'],
  ]
  for (const [language, body] of guards)
    it(`guard, ${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'game')
      expect(heardOf(d), d.body).not.toContain('price')
    })
})

/**
 * "Se cierra sola. Y las vidas tardan una eternidad": the lives said flatly beside a fault, in a
 * clause no point claimed, are heard by name after the fault's apology.
 */
describe('the lives said beside a fault are heard', () => {
  const rows: [string, string, RegExp][] = [
    ['en', 'fun game but it freezes after every ad. and the lives take forever to refill', /lives/],
    ['es', 'Se cierra sola todo el rato. Y las vidas tardan una eternidad', /vidas/],
    ['de', 'Stürzt dauernd ab. Und die Leben laden ewig nach', /Leben/],
    ['fr', 'le jeu plante souvent. et les vies mettent des heures à revenir', /vies/],
  ]
  for (const [language, body, lives] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'game')
      expect(replyOf(d), d.body).toMatch(lives)
    })
  // Guard: the crash when the lives run out is the fault, said once.
  it('guard, en: the game crashes when i run out of lives', () => {
    const d = corpusDraft('en', 2, 'the game crashes when i run out of lives', 'game')
    expect(heardOf(d), d.body).toEqual([])
  })
})

/** One test per row: the ads the review complains of are heard, and so is `kind` beside them. */
function heardWithAds(title: string, kind: string, rows: [string, string][]): void {
  describe(title, () => {
    for (const [language, body] of rows)
      it(`${language}: ${body}`, () => {
        const d = corpusDraft(language, 2, body, 'game')
        expect(heardOf(d), d.body).toContain(kind)
        expect(heardOf(d), d.body).toContain('ads')
      })
  })
}

/**
 * "sin pagar es imposible pasar", "课金しないとクリアできない": the game held to push buying to get
 * ahead, in the words people use for it, is the push to pay, not the price nor nothing.
 */
heardWithAds('the push to pay is read in every language', 'payToWin', [
  ['de', 'viel werbung und ohne geld kommt man eh nicht weiter'],
  ['es', 'demasiados anuncios y sin pagar es imposible pasar los niveles'],
  ['fr', 'trop de pubs et impossible d avancer sans payer'],
  ['pt', 'muito anuncio e sem pagar nao da pra passar de fase'],
  ['it', 'troppe pubblicità e senza pagare non si va avanti'],
  ['nl', 'veel reclame en zonder betalen kom je niet verder'],
  ['pl', 'dużo reklam i bez płacenia nie da się przejść dalej'],
  ['sv', 'mycket reklam och utan att betala kommer man inte vidare'],
  ['id', 'iklannya banyak bgt dan ga bisa lewat level tanpa bayar'],
  ['vi', 'quảng cáo nhiều và không nạp tiền thì không qua được màn'],
  ['ja', '課金しないとクリアできない。広告も多い'],
  ['ko', '과금 안 하면 못 깨요. 광고도 많고'],
  ['zh', '不充钱根本过不了，广告也多'],
  // Guard: ru read the push to pay before this round.
  ['ru', 'много рекламы и без доната не пройти'],
])

/** "carísimos", "sauteuer", "svindyra": the strong words for a price too high are the price. */
heardWithAds('strong price words are heard as the price', 'price', [
  ['es', 'muchos anuncios y los boosters carísimos'],
  ['de', 'überall werbung und die booster sind sauteuer'],
  ['de', 'ständig werbung und die booster sind wucher'],
  ['it', 'troppa pubblicità e i booster sono carissimi'],
  ['pt', 'muita propaganda e os boosters são caríssimos'],
  ['sv', 'alldeles för mycket reklam och boosters är svindyra'],
])

/**
 * "the remove ads pack is overpriced", "Werbefrei kostet viel zu viel": the price of turning the
 * ads off, heard as that price, never as a complaint about the ads themselves.
 */
describe('the price of the ad-free purchase is no complaint about the ads', () => {
  const rows: [string, string][] = [
    ['en', 'levels are way too hard and the remove ads pack is overpriced'],
    ['de', 'viel zu schwer und Werbefrei kostet viel zu viel'],
    ['fr', 'trop dur et le pack sans pub est hors de prix'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'game')
      const heard = (d.plan?.moves ?? []).find((m) => m.kind === 'heard')
      expect(heard?.kind === 'heard' ? heard.several : undefined, d.body).toEqual(['hard', 'price'])
    })
  // The lives' price is the price of the lives, not the lives system besides.
  it('fr: trop de pubs et les vies sont hors de prix', () => {
    const d = corpusDraft('fr', 2, 'trop de pubs et les vies sont hors de prix', 'game')
    expect(replyOf(d), d.body).toMatch(/prix des vies/)
    expect(replyOf(d), d.body).not.toMatch(/système de vies/)
  })
})

/**
 * "too many ads and the leaderboard is useless": a thing the complaint runs down beside its
 * grievance is named in the same line, or the reply answers only the ads.
 */
describe('a thing run down beside a grievance is named', () => {
  const rows: [string, App, string, RegExp][] = [
    ['en', 'game', 'too many ads and the leaderboard is useless', /leaderboard/i],
    ['en', 'notes', 'too many ads. the search is useless now', /search/i],
    ['en', 'run', 'way too many ads and the new map screen is useless', /map screen/i],
    ['de', 'run', 'zu viel Werbung und die neue Kartenansicht ist nutzlos', /Kartenansicht/],
  ]
  for (const [language, app, body, named] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, app)
      expect(replyOf(d), d.body).toMatch(named)
      expect(heardOf(d), d.body).toContain('ads')
    })
  // Guard: the level the ads come after is where they come, no thing run down.
  it('guard, de: Werbung nach jedem dritten Level', () => {
    const d = corpusDraft(
      'de',
      4,
      'Spiel ist super, aber die Werbung nach jedem dritten Level nervt echt',
      'game',
    )
    expect(replyOf(d), d.body).not.toMatch(/Level/)
  })
})
