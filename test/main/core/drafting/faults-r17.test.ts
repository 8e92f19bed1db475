import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 17: losses that are none, a reset that moved nowhere, a level the player cannot beat. */
const draft = (lang: string, rating: number, app: 'notes' | 'run' | 'game', body: string) =>
  corpusDraft(lang, rating, body, app)

describe('what the reviewer deleted coming back is a fault, never lost data', () => {
  it('"the notes i deleted keep coming back after sync" is no loss: no recovery, no Trash steps', () => {
    const d = draft(
      'en',
      2,
      'notes',
      'the notes i deleted keep coming back after sync?? i delete them on my phone and next day theyre back on my ipad. annoying',
    )
    expect(d.body).not.toMatch(/lost|cost you|Trash|restored|recover/i)
    expect(d.body).toMatch(/sync/i)
  })
  it('"Notatki, które usunąłem, wracają" is no loss in Polish either', () => {
    const d = draft(
      'pl',
      1,
      'notes',
      'Notatki, które usunąłem, wracają po każdej synchronizacji. Denerwujące.',
    )
    expect(d.body).not.toMatch(/zniknęły|odzyskać|przywróci/)
  })
  it('Arabic "استرجع" (to get back) is no returning: a note deleted by mistake is still recovered', () => {
    const d = draft('ar', 5, 'notes', 'كيف استرجع ملاحظة حذفتها بالغلط امس؟ فيها ارقام مهمة')
    expect(d.body).not.toMatch(/طراز جهازك/)
  })
  it('"se borró todo" after an update stays a loss', () => {
    const d = draft(
      'es',
      1,
      'notes',
      'Actualicé la app y se borró todo. Todas mis notas del trabajo, desaparecidas.',
    )
    expect(d.body).toMatch(/perdido|restaurar|recuperar/)
  })
})

describe('a reset after an update, on the same phone, gets no new-phone steps', () => {
  it('"after the latest update all my progress got reset to level 1. same phone" leads with recovery, not Cloud save', () => {
    const d = draft(
      'en',
      2,
      'game',
      'after the latest update all my progress got reset to level 1. same phone, nothing changed. wtf',
    )
    expect(d.body).not.toMatch(/old phone|new one|Cloud save/)
    expect(d.body).toMatch(/progress/)
    expect(d.body).toMatch(/tilequest\.example/)
  })
  it('"got a new phone and lost all my progress" keeps the new-phone steps', () => {
    const d = draft('en', 1, 'game', 'got a new phone and lost all my progress')
    expect(d.body).toMatch(/Cloud save/)
  })
})

describe('a player stuck on a level finds the game hard: no freeze, no device and version', () => {
  it('"I\'ve been stuck on level 87 for days" is no freeze', () => {
    const d = draft(
      'en',
      3,
      'game',
      "I've been stuck on level 87 for days, can't beat it without boosters",
    )
    expect(d.body).not.toMatch(/freez|device|version/)
    expect(d.body).toMatch(/level 87/)
  })
  it('"love this game but I\'m stuck on level 212" (5★) is no freeze', () => {
    const d = draft(
      'en',
      5,
      'game',
      "love this game but I'm stuck on level 212 for a week now lol. any tips? still 5 stars",
    )
    expect(d.body).not.toMatch(/freez|device|version/)
  })
  it('"Je suis bloqué au niveau 80" is no "se fige"', () => {
    const d = draft('fr', 3, 'game', "Je suis bloqué au niveau 80 depuis 3 jours, c'est trop dur")
    expect(d.body).not.toMatch(/fige|appareil|version/)
  })
  it('"the game gets stuck on level 40, the screen freezes" is still a freeze', () => {
    const d = draft(
      'en',
      1,
      'game',
      'the game gets stuck on level 40, the screen freezes and I have to restart',
    )
    expect(d.body).toMatch(/freez/)
  })
})

describe('a freeze beside the level it happens on keeps the level', () => {
  it('"Stuck at level 512, the screen freezes when I use the hammer" names the freeze on level 512', () => {
    const d = draft(
      'en',
      2,
      'game',
      'Stuck at level 512, the screen freezes when I use the hammer. Samsung A14',
    )
    expect(d.body).toMatch(/freez/)
    expect(d.body).toMatch(/level 512/)
  })
})
