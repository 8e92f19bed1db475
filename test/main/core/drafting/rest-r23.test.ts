import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/**
 * A review that raises two faults gets both named in the apology: Russian, Ukrainian, Arabic and
 * Hindi have words for the second thing ("…, и что поиск не работает"), with the thing as the
 * subject in the nominative.
 */
describe('a second fault is named beside the first (ru, uk, ar, hi)', () => {
  const rows: [string, string, RegExp, RegExp, 'notes' | 'run'][] = [
    [
      'uk',
      'Синхронізація між телефоном і ноутбуком постійно глючить, а пошук не знаходить нотатки по тегах.',
      /синхроніз/iu,
      /пошук не/u,
      'notes',
    ],
    [
      'ru',
      'После обновления приложение вылетает на середине пробежки, а ещё пульс с часов Amazfit перестал подтягиваться. Samsung A52.',
      /закрывается|вылетает|вылет/u,
      // Said as a trouble of its own, not as where the crash happens.
      /что пульс/u,
      'run',
    ],
    [
      'ar',
      'التطبيق يقفل فجأة أثناء الجري، وكمان الصوت بيقطع كل شوية. موبايلي سامسونج A54.',
      /يُغلق|إغلاق|توقف/u,
      /الصوت/u,
      'run',
    ],
    [
      'hi',
      'ऐप दौड़ के बीच में क्रैश हो जाता है और GPS भी गलत दूरी दिखाता है। Redmi Note 12',
      /क्रैश|बंद/u,
      /GPS/u,
      'run',
    ],
    [
      'uk',
      'Застосунок вилітає при відкритті, а ще синхронізація не працює. Pixel 7',
      /вилітає/u,
      // The second thing is the subject: nominative, never the accusative "синхронізацію".
      /синхронізація не/u,
      'notes',
    ],
  ]
  for (const [language, body, first, second, app] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, app)
      expect(replyOf(d), d.body).toMatch(first)
      expect(replyOf(d), d.body).toMatch(second)
    })
})

/** Paid to remove ads and still shown them: a purchase that did not arrive, not a fault "with the ads". */
describe('ads still shown after paying are a purchase not delivered', () => {
  const rows: [string, string, RegExp][] = [
    [
      'ru',
      'Купил премиум чтобы убрать рекламу, а реклама всё равно показывается. Деньги взяли, а толку ноль.',
      /заплатили|покупк/u,
    ],
    ['ar', 'دفعت عشان أشيل الإعلانات والإعلانات لسه موجودة!! حرام عليكم', /مشتريات|دفعت|اشتريته/u],
    [
      'uk',
      'Купив версію без реклами, а реклама все одно показується після кожного рівня.',
      /заплатили|покупк/u,
    ],
  ]
  const more: [string, string, RegExp][] = [
    ['sv', 'köpte reklamfritt och fick reklam direkt efter. snyggt 👏', /köp/u],
    ['hi', 'ads hatane ke liye ₹299 diye, phir bhi ads aa rahe hain. ye dhokha hai', /भुगतान|ख़रीदारी/u],
  ]
  for (const [language, body, paid] of [...rows, ...more])
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'game')
      expect(movesOf(d), d.body).toContain('billing')
      expect(replyOf(d), d.body).toMatch(paid)
      expect(replyOf(d), d.body).not.toMatch(/затронувш\p{L}* реклам|зачеп\p{L}* реклам/u)
    })
})

describe('a crash said beside a purchase that did not arrive is apologised for too', () => {
  it('en: ad-free bought, still videos, crashes on the iPad', () => {
    const d = corpusDraft(
      'en',
      3,
      'Nice game, but I bought the ad-free option and still videos after every level. Also it crashes on my iPad sometimes',
      'game',
      'app_store',
    )
    expect(replyOf(d), d.body).toMatch(/crash/iu)
    expect(replyOf(d), d.body).toMatch(/purchase|paid/iu)
  })
})

describe('lost progress said in Ukrainian is lost data', () => {
  it('uk: пропав весь прогрес', () => {
    const d = corpusDraft(
      'uk',
      1,
      'Після оновлення пропав весь прогрес, був 420 рівень а тепер 1. Заходила через Google.',
      'game',
    )
    expect(movesOf(d), d.body).toContain('sorryLoss')
    expect(replyOf(d), d.body).toMatch(/прогрес/u)
  })
})

describe('Swedish names what was lost and "fler" things plainly', () => {
  it('sv: the lost notes as a thing, never a quote in brackets', () => {
    const d = corpusDraft(
      'sv',
      2,
      'Alla mina anteckningar i mappen Jobb försvann efter uppdateringen. Har använt appen i två år.',
    )
    expect(replyOf(d), d.body).not.toMatch(/\(”/u)
    expect(replyOf(d), d.body).toMatch(/anteckningarna i mappen Jobb/u)
  })
  it('sv: "fler liv" stays indefinite', () => {
    const d = corpusDraft(
      'sv',
      4,
      'Fler liv tack. Önskar att man kunde köpa obegränsade liv i en timme för mynt istället för riktiga pengar',
      'game',
    )
    expect(replyOf(d), d.body).not.toMatch(/fler liven/u)
  })
})

/** "Wie geht das?" alone in a slot asks nothing: the slot carries the sentence it points back to. */
describe('a short question pointing back carries what it asks about', () => {
  const rows: [string, string, RegExp][] = [
    [
      'de',
      'Ich möchte alle meine Läufe exportieren. Wie geht das?',
      /\[answer: [^\]]*exportieren/u,
    ],
    ['ru', 'Хочу выгрузить все свои пробежки. Как это сделать?', /\[answer: [^\]]*выгрузить/u],
    ['sv', 'Jag vill exportera alla mina pass. Hur gör man det?', /\[answer: [^\]]*exportera/u],
  ]
  for (const [language, body, carried] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 3, body, 'run')
      expect(d.body).toMatch(carried)
    })
})
