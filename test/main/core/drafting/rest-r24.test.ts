import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

type App = 'notes' | 'run' | 'game'

/**
 * Money taken "for switching the ads off" is a purchase of the ads' removal: no subscription was
 * cancelled, so the reply does not say they were charged after cancelling.
 */
describe('a charge for removing the ads is no charge after cancelling', () => {
  const rows: [string, string][] = [
    ['uk', 'Зняли гроші за скасування реклами, а вона досі показується після кожного рівня.'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'game')
      expect(replyOf(d), d.body).not.toMatch(/скасували підписку|після скасування/)
      expect(movesOf(d), d.body).toContain('billing')
    })
  it('guard (uk): a real cancellation then a charge is still restated', () => {
    const d = corpusDraft(
      'uk',
      1,
      'Я скасувала підписку в травні, а в червні знову списали гроші.',
      'notes',
    )
    expect(replyOf(d), d.body).toMatch(/скасув/)
  })
})

/** "Disconnected and reconnected" is a step the reviewer tried, not the app signing them out. */
describe('a disconnect-and-reconnect step is no sign-out', () => {
  it('fr: a link to a service that fails after they reconnected it', () => {
    const d = corpusDraft(
      'fr',
      2,
      "Garmin refuse de se connecter depuis hier. J'ai déconnecté puis reconnecté deux fois, sans effet.",
      'run',
    )
    expect(replyOf(d), d.body).not.toMatch(/vous déconnecte/)
  })
  it('guard (fr): an app that keeps signing them out is still that', () => {
    const d = corpusDraft(
      'fr',
      2,
      "L'appli me déconnecte sans arrêt, je dois remettre mon mot de passe chaque jour.",
      'notes',
    )
    expect(replyOf(d), d.body).toMatch(/déconnecte/)
  })
})

/** Support addressed in the second person ("you never answer") has failed them. */
describe('"you never answer" is support that failed', () => {
  const rows: [string, string, App][] = [
    [
      'fr',
      'Les rappels ne sonnent plus depuis une semaine. Et vous répondez jamais quand on écrit.',
      'notes',
    ],
    [
      'es',
      'Los recordatorios no suenan desde hace una semana. Y no respondéis a los correos.',
      'notes',
    ],
  ]
  for (const [language, body, app] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, app)
      expect(movesOf(d), d.body).toContain('supportFailed')
    })
})

/** Restarting at the first level, said with its number or an idiom, is progress lost. */
describe('starting again at level 1 is lost progress', () => {
  const rows: [string, string][] = [
    ['uk', 'Поміняв смартфон і гра почалася з 1 рівня. Пів року гри коту під хвіст.'],
    ['fr', "Nouveau portable, et me voilà au niveau 1 alors que j'étais au 800."],
    ['ru', 'Переустановил игру и опять с 1 уровня, а было больше 400.'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'game')
      expect(movesOf(d)[0], d.body).toBe('sorryLoss')
    })
})

/** The game held to make you pay to get ahead: that push is heard, not "sorry about the price". */
describe('pay to win is heard as such in every language', () => {
  const rows: [string, string, RegExp][] = [
    [
      'de',
      'Seit Level 500 kommt man ohne Booster zu kaufen nicht weiter, keine Chance.',
      /Bezahlen|Geld/,
    ],
    ['uk', 'Далі 300 рівня без донату не пройти, нас просто змушують платити.', /покупок|гроші/],
    ['sv', 'Nivåerna är omöjliga utan boosters nu. Tråkigt.', /betala/],
    ['fr', "Le jeu est clairement truqué pour qu'on achète des vies. Dommage.", /payer|payant/],
  ]
  for (const [language, body, said] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'game')
      expect(replyOf(d), d.body).toMatch(said)
      expect(replyOf(d), d.body).not.toMatch(/Preis|ціна|priset|prix/)
    })
})

/** Praise closed by "especially when" and a fault is sarcasm: no thanks for kind words. */
describe('praise closed by "especially when" a fault is not thanked', () => {
  const rows: [string, string, RegExp][] = [
    ['ru', 'Отличный виджет. Особенно когда он показывает пустой экран каждое утро.', /Спасибо/],
    ['de', 'Geniale Synchronisierung. Vor allem wenn sie ständig abstürzt.', /Danke|Lob/],
  ]
  for (const [language, body, thanks] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'notes')
      expect(movesOf(d), d.body).not.toContain('praiseAlso')
      expect(replyOf(d), d.body).not.toMatch(thanks)
    })
  it('guard (de): "especially when" that goes on praising stays praise', () => {
    const d = corpusDraft('de', 5, 'Super App, vor allem wenn man viel unterwegs ist.', 'run')
    expect(movesOf(d), d.body).not.toContain('sorry')
  })
})

/** The account asked to be deleted with other things listed before the verb. */
describe('account deletion asked with a list before the verb', () => {
  const rows: [string, string, App][] = [
    ['de', 'Bitte erklärt mir, wie ich mein Konto samt allen Läufen löschen kann.', 'run'],
    ['ru', 'Подскажите, как аккаунт и все заметки удалить насовсем?', 'notes'],
  ]
  for (const [language, body, app] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, app)
      expect(movesOf(d), d.body).toContain('deletion')
    })
})

/** The ad-free purchase is named as a thing in a sentence, not as a button label. */
describe('the ad-free purchase reads naturally', () => {
  it('sv', () => {
    const d = corpusDraft('sv', 1, 'Betalade för reklamfri, men reklamen är kvar.', 'game')
    expect(replyOf(d), d.body).not.toMatch(/köp av ta bort reklam/i)
  })
  it('uk', () => {
    const d = corpusDraft('uk', 1, 'Оплатив прибрати рекламу, а реклама нікуди не зникла.', 'game')
    expect(replyOf(d), d.body).not.toMatch(/Прибрати рекламу/)
  })
})
