import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'
const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/** "Nu zijn al mijn notities weg": Dutch splits "zijn … weg" around the lost thing, as German does. */
describe('Dutch "zijn … weg" around the lost thing is lost data', () => {
  const rows: [string, App][] = [
    ['Sinds gisteren zijn mijn notities weg', 'notes'],
    ['Na de update is de app gecrasht en nu zijn al mijn notities weg!!', 'notes'],
  ]
  for (const [body, app] of rows)
    it(body, () => {
      const d = corpusDraft('nl', 1, body, app)
      expect(movesOf(d)[0], d.body).toBe('sorryLoss')
      expect(movesOf(d), d.body).toContain('recovery')
    })
  it('guard: a feature that is gone is no lost data', () => {
    const d = corpusDraft('nl', 2, 'De app is super, maar het donkere thema is weg')
    expect(movesOf(d), d.body).not.toContain('sorryLoss')
  })
})

/**
 * "How do I delete all my progress?" shares "progress" with the Answer about keeping it on a new
 * phone, but asks the opposite: that Answer is not pasted in.
 */
describe('a question how to delete is not answered by an Answer about keeping things', () => {
  const rows: [string, string][] = [
    ['es', 'Me encanta. ¿Cómo borro todo el progreso para empezar de cero?'],
    ['en', 'how do i reset my progress? want to start over'],
    ['de', 'Wie setze ich meinen Fortschritt zurück?'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 4, body, 'game')
      expect(movesOf(d), d.body).not.toContain('answer')
      expect(d.body).not.toMatch(/Cloud|nube|Cloud-Speicher/)
    })
  it('guard: moving progress to a new phone still gets that Answer', () => {
    const d = corpusDraft('es', 4, '¿Cómo paso mi progreso a un móvil nuevo?', 'game')
    expect(movesOf(d), d.body).toContain('answer')
    expect(d.body).toMatch(/Guardado en la nube/)
  })
  it('guard: deleting the account still gets the deletion Answer', () => {
    const d = corpusDraft('en', 3, 'How do I delete my account?', 'run')
    expect(movesOf(d), d.body).toContain('answer')
  })
})

/** "Why didn't I find this sooner?": regret at finding the app late is praise, no question. */
describe('"why didn\'t I find it sooner?" is praise', () => {
  const rows: [string, string, App][] = [
    ['fr', "Pourquoi je n'ai pas trouvé ce jeu plus tôt ?? Trop addictif", 'game'],
    ['en', 'why didnt i download this sooner?!', 'notes'],
    ['de', 'Warum hab ich die App nicht früher gefunden? Genial', 'run'],
    ['ja', 'なんでもっと早く見つけなかったんだろう', 'game'],
    ['ru', 'Почему я не нашёл это приложение раньше?', 'notes'],
    ['es', '¿Por qué no descubrí esta app antes?', 'notes'],
    ['pt', 'Por que não baixei isso antes? Perfeito', 'run'],
    ['it', "Perché non l'ho scaricata prima?", 'notes'],
    ['nl', 'Waarom heb ik deze app niet eerder gevonden?', 'notes'],
    ['pl', 'Czemu nie znalazłem tego wcześniej?', 'game'],
    ['zh', '为什么没早点发现这个应用', 'notes'],
    ['ko', '왜 이제야 알았을까', 'game'],
    ['uk', 'Чому я не знайшов цей застосунок раніше?', 'run'],
    ['sv', 'Varför har jag inte hittat den här appen tidigare?', 'notes'],
    ['tr', 'Neden bu uygulamayı daha önce bulmadım?', 'notes'],
    ['id', 'Kenapa gak dari dulu nemu aplikasi ini?', 'notes'],
  ]
  for (const [language, body, app] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 5, body, app)
      expect(movesOf(d)[0], d.body).toMatch(/^thanks/)
      expect(movesOf(d), d.body).not.toContain('slot')
      expect(d.body).not.toMatch(/sooner|\[answer/)
    })
  it('guard: a run that did not save earlier is no praise', () => {
    const d = corpusDraft('en', 3, "Why didn't my run save earlier today?", 'run')
    expect(movesOf(d)[0], d.body).not.toMatch(/^thanks/)
  })
})

/** "Who even uses paper anymore?": the old way the app replaces, praise, no apology. */
describe('"who uses paper anymore?" is praise', () => {
  const rows: [string, string][] = [
    ['en', 'Who even uses paper notebooks anymore? This is all I need'],
    ['ja', '紙のノートなんてもう誰が使うの？これで十分'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 5, body)
      expect(movesOf(d)[0], d.body).toMatch(/^thanks/)
      expect(movesOf(d), d.body).not.toContain('sorry')
    })
})

/** "Does the job": a verdict with "it" left out, no question to slot an answer for. */
describe('"does the job" states, it does not ask', () => {
  it('en: its ok i guess. does the job, nothing special', () => {
    const d = corpusDraft('en', 3, 'its ok i guess. does the job, nothing special')
    expect(movesOf(d), d.body).not.toContain('slot')
    expect(replyOf(d)).not.toMatch(/kind words|asking/i)
  })
  it('guard: "Does the app work offline" still asks', () => {
    const d = corpusDraft('en', 3, 'Does the app work offline')
    expect(movesOf(d), d.body).toContain('answer')
  })
})

/**
 * "Great, another ad every 30 seconds. Love it.": ads counted out are a complaint, and the
 * praise words around them a sneer: no thanks, no "lovely review".
 */
describe('ads counted out are a complaint, praise around them a sneer', () => {
  const rows: [string, number, string][] = [
    ['pt', 1, 'Ótimo, mais um anúncio a cada 30 segundos. Adorei. 👏'],
    ['en', 1, 'Great, another ad every 30 seconds. Love it. 👏'],
    ['es', 1, 'Genial, otro anuncio cada 30 segundos. Me encanta 👏'],
    ['de', 1, 'Super, schon wieder Werbung nach jedem Level. Toll.'],
    ['nl', 1, 'Geweldig, weer een advertentie na elk level.'],
    ['fr', 2, "Génial, encore une pub. J'adore."],
    ['en', 2, 'Great, another ad. Love it.'],
  ]
  for (const [language, rating, body] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, 'game')
      const moves = movesOf(d)
      expect(moves, d.body).not.toContain('thanks')
      expect(moves, d.body).not.toContain('thanksFor')
      expect(moves, d.body).not.toContain('billing')
      expect(moves[0], d.body).toMatch(/^(?:sorrySarcasm|heard|sorry)$/)
    })
  // Guards: sneers already read as such (by their own cue words) stay so.
  for (const [language, body] of [
    ['it', "Bello, un'altra pubblicità ogni 20 secondi. Fantastico."],
    ['ru', 'Отлично, очередная реклама каждые 30 секунд. Супер.'],
  ] as const)
    it(`guard ${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'game')
      expect(movesOf(d)[0], d.body).toBe('sorrySarcasm')
    })
  it('guard: an ad rate called fair is no complaint', () => {
    const d = corpusDraft('en', 4, 'Fun game, one ad every 5 levels is fair', 'game')
    expect(movesOf(d)[0], d.body).toMatch(/^thanks/)
  })
})

/** "My Garmin watch", "en mi Samsung": the maker named is the device said; it is not asked for again. */
describe('a device maker named is not asked for again', () => {
  const rows: [string, string, App, RegExp][] = [
    ['ru', 'Часы Garmin не синхронизируются с приложением уже третий день', 'run', /устройств/],
    ['en', "My Garmin watch won't sync with the app for three days now", 'run', /device/],
    ['es', 'En mi Samsung la app se cierra sola al abrir una nota', 'notes', /dispositivo/],
  ]
  for (const [language, body, app, asked] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, app)
      expect(movesOf(d), d.body).toContain('details')
      expect(replyOf(d)).not.toMatch(asked)
    })
})
