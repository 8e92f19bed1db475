import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/**
 * A remove-ads purchase is named as a thing bought: the button's imperative ("Usuń reklamy",
 * "Reklamları kaldır") dropped bare into a sentence reads as an order.
 */
describe('a remove-ads purchase is named as a purchase, not a bare imperative', () => {
  const rows: [string, string, RegExp, RegExp][] = [
    [
      'pl',
      'Kupiłam usunięcie reklam za 9,99 zł i nadal wyskakują reklamy.',
      /usunięcie reklam/u,
      /Usuń reklamy|zniknęło/u,
    ],
    [
      'tr',
      'Reklamları kaldır paketini aldım, hala reklam çıkıyor, satın alım görünmüyor.',
      /“Reklamları kaldır” paketi/u,
      /, Reklamları kaldır için/u,
    ],
  ]
  for (const [language, body, says, not] of rows)
    it(`${language}: ${body}`, () => {
      const text = replyOf(corpusDraft(language, 1, body, 'game'))
      expect(text).toMatch(says)
      expect(text).not.toMatch(not)
    })
})

/** Gems bought are answered about gems: "altın"/"monety" (gold, coins) would name another currency. */
describe('gems are not renamed coins', () => {
  const rows: [string, string, RegExp, RegExp][] = [
    ['tr', '39 TL elmas paketi aldım, hesabıma gelmedi.', /elmas/u, /altın/u],
    ['pl', 'Kupiłem pakiet diamentów za 19,99 zł i nic nie dostałem.', /diament/u, /monet/u],
  ]
  for (const [language, body, says, not] of rows)
    it(`${language}: ${body}`, () => {
      const text = replyOf(corpusDraft(language, 1, body, 'game'))
      expect(text).toMatch(says)
      expect(text).not.toMatch(not)
    })
})

/** One apology a sentence in Turkish: "kusura bakmayın … için çok üzgünüz" says sorry twice. */
describe('tr: a fault is apologised for once per sentence', () => {
  const bodies = [
    'Uygulama iyi ama takvim görünümü bazen boş açılıyor, Redmi Note 11 kullanıyorum.',
    'Widget güncellenmiyor, eski listeyi gösteriyor.',
  ]
  for (const body of bodies)
    it(body, () => {
      const text = replyOf(corpusDraft('tr', 3, body, 'notes'))
      expect(text).not.toMatch(/Kusura bakmayın;[^.]*(?:üzgünüz|özür dileriz)/u)
    })
})

/** "Bugün" (today) and "koştum" (I ran) are no bug and no costume in a runner's praise. */
describe('tr: a runner telling of a run is thanked, not apologised to', () => {
  const rows = [
    'Bugün ilk 10 km yarışımı bitirdim, planlar harika!',
    "Bugün ilk 10km'mi kostum, planlar süper",
  ]
  for (const body of rows)
    it(body, () => {
      const d = corpusDraft('tr', 5, body, 'run')
      const text = replyOf(d)
      expect(movesOf(d)).not.toContain('sorry')
      expect(text).not.toMatch(/kostüm|özür|üzgün/iu)
    })
})

/**
 * A price that went up is restated; no order number is asked and no charge is "checked" for a
 * dispute nobody raised.
 */
describe('a price rise alone gets no order check', () => {
  const rows: [string, string, RegExp][] = [
    ['en', 'They doubled the price of Plus this year. Not worth it anymore.', /price/u],
    ['pl', 'Cena Plusa wzrosła dwukrotnie w tym roku, już się nie opłaca.', /cen/u],
    ['pt', 'O preço do Plus dobrou esse ano, não vale mais a pena.', /preço/u],
    ['tr', 'Plus fiyatı bu yıl iki katına çıktı, artık değmez.', /fiyat/u],
  ]
  for (const [language, body, price] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'run')
      expect(movesOf(d)).not.toContain('checkOrder')
      expect(replyOf(d)).toMatch(price)
      expect(replyOf(d)).not.toMatch(/zamówienia|pedido|sipariş|order number/iu)
    })
})

/** A game that "can't be passed without paying" is heard as the push to pay, in every language. */
describe('pay to win is heard as such in nl, pl, pt and tr', () => {
  const rows: [string, string, RegExp][] = [
    ['nl', 'Vanaf level 250 is het echt onmogelijk zonder munten te kopen.', /betalen/u],
    ['pl', 'Od poziomu 900 gra jest nie do przejścia bez płacenia.', /płacenia/u],
    ['pt', 'Depois da fase 300 fica impossível de passar sem gastar dinheiro.', /pagando/u],
    ['tr', 'Bölüm 400 para harcamadan geçilmiyor, yazık.', /para ödeyerek/u],
  ]
  for (const [language, body, says] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'game')
      expect(movesOf(d)).not.toContain('details')
      expect(replyOf(d)).toMatch(says)
    })
})

/** A thing that works only some of the time, or drops out now and then, is a fault, not praise. */
describe('intermittent faults and battery drain are apologised for', () => {
  const rows: [string, number, string, App][] = [
    ['pl', 3, 'Widżet raz działa raz nie. Tagi bardzo fajne.', 'notes'],
    ['nl', 4, 'Fijne app, de gesproken aanwijzingen vallen soms weg tijdens het lopen.', 'run'],
  ]
  for (const [language, rating, body, app] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, rating, body, app)
      expect(movesOf(d)[0]).toBe('sorry')
    })
})

/** Guard: a plain nl complaint that a thing "is impossible to" do stays a fault with its details. */
it('guard: nl "onmogelijk om in te loggen" is still a fault', () => {
  const d = corpusDraft('nl', 1, 'Sinds de update is het onmogelijk om in te loggen.', 'notes')
  expect(movesOf(d)).not.toContain('heard')
})
