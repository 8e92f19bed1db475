import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

const movesOf = (d: Draft): string[] => (d.plan?.moves ?? []).map((m) => m.kind)

/** Moves that thank for kind words, or answer the review as praise. */
const PRAISE_MOVES = ['thanks', 'thanksFor', 'praiseAlso', 'praiseMore']

const APOLOGIES = ['sorry', 'sorryCrash', 'heard']

/**
 * Warm words for a feature by name, then a turn to a fault ("love the widgets but sync is broken
 * since 4.2"): the fault is apologised for and the feature thanked for, at two stars as at five.
 * The stars do not make the warm words a concession.
 */
describe('warm words for a feature beside a fault are thanked for, whatever the stars', () => {
  const rows: [string, number, string, App, RegExp][] = [
    ['en', 2, 'love the widgets but sync is broken since 4.2', 'notes', /widgets/],
    [
      'en',
      1,
      'the dark mode is perfect but search hasnt found anything since the update',
      'notes',
      /dark mode/,
    ],
    ['en', 1, 'the audio coaching is amazing but gps keeps dropping every run', 'run', /audio/],
    [
      'de',
      2,
      'ich liebe die widgets aber die synchronisierung geht seit 4.2 nicht mehr',
      'notes',
      /Widget/,
    ],
    ['fr', 2, "j'adore les widgets mais la synchro marche plus depuis la 4.2", 'notes', /widgets/],
    [
      'es',
      2,
      'me encantan los widgets pero la sincronización no funciona desde la 4.2',
      'notes',
      /widgets/,
    ],
    [
      'pt',
      2,
      'amo os widgets mas a sincronização parou de funcionar desde a 4.2',
      'notes',
      /widgets/,
    ],
    ['it', 2, 'adoro i widget ma la sincronizzazione non funziona dalla 4.2', 'notes', /widget/],
    [
      'nl',
      2,
      'de widgets zijn geweldig maar de synchronisatie werkt niet meer sinds 4.2',
      'notes',
      /widgets/,
    ],
    ['pl', 2, 'uwielbiam widżety ale synchronizacja nie działa od wersji 4.2', 'notes', /widżet/],
    ['ru', 2, 'обожаю виджеты но синхронизация не работает с версии 4.2', 'notes', /виджет/],
    ['uk', 2, 'обожнюю віджети але синхронізація не працює з версії 4.2', 'notes', /віджет/],
    ['tr', 2, 'widgetlar harika ama senkronizasyon 4.2den beri çalışmıyor', 'notes', /widget/i],
    ['sv', 2, 'widgetarna är grymma men synkningen funkar inte sen 4.2', 'notes', /widget/i],
    [
      'id',
      2,
      'suka banget sama widgetnya tapi sinkronisasi gak jalan sejak 4.2',
      'notes',
      /widget/i,
    ],
    ['vi', 2, 'mình rất thích widget nhưng đồng bộ không hoạt động từ bản 4.2', 'notes', /widget/i],
    ['hi', 2, 'विजेट शानदार हैं लेकिन 4.2 से सिंक काम नहीं कर रहा', 'notes', /विजेट/],
    ['ar', 2, 'الويدجت ممتازة لكن المزامنة لا تعمل منذ 4.2', 'notes', /الويدجت/],
    ['ja', 2, 'ウィジェットは最高だけど4.2から同期ができない', 'notes', /ウィジェット/],
    ['ko', 2, '위젯은 너무 좋은데 4.2부터 동기화가 안돼요', 'notes', /위젯/],
    ['zh', 2, '小组件超好用，但是从4.2开始同步就坏了', 'notes', /小组件/],
  ]
  for (const [language, stars, body, app, feature] of rows)
    it(`${language} ${stars}★: ${body}`, () => {
      const d = corpusDraft(language, stars, body, app)
      const moves = movesOf(d)
      expect(APOLOGIES, moves.join(',')).toContain(moves[0])
      expect(moves, d.body).toContain('praiseAlso')
      expect(replyOf(d), d.body).toMatch(feature)
    })
})

/**
 * "5 stars so you read this": stars given so the review is read praise nothing, so a five-star
 * review that reports a fault or a loss gets the apology and no thanks for kind words it never
 * said. A rolled eye at five stars ("great, another update…") was already no praise, and a few
 * languages already read such stars as none (guards).
 */
describe('stars given to be read are no kind words to thank for', () => {
  const rows: [string, string, guard?: 'guard'][] = [
    ['en', '5 stars so you read this: the app deletes my notes'],
    ['en', 'giving 5 stars so u actually see this. sync wipes my notes every night'],
    ['de', '5 Sterne damit ihr das lest: die app löscht meine notizen'],
    ['fr', "5 étoiles pour que vous lisiez: l'appli efface mes notes"],
    ['it', '5 stelle così la leggete: l app si chiude ogni volta che apro una nota', 'guard'],
    [
      'nl',
      '5 sterren zodat jullie dit lezen: de app crasht elke keer als ik een notitie open',
      'guard',
    ],
    ['sv', '5 stjärnor så att ni ser det: appen kraschar varje gång jag öppnar en anteckning'],
    ['ru', 'ставлю 5 звезд чтобы вы увидели: приложение удаляет мои заметки'],
    ['pl', 'daję 5 gwiazdek żeby ktoś to przeczytał, aplikacja usuwa moje notatki'],
    ['id', 'kasih bintang 5 biar dibaca, aplikasinya crash tiap buka catatan'],
    ['zh', '给5星是为了让你们看到，这个软件把我的笔记删了'],
    ['en', 'great, another update that breaks everything', 'guard'],
    ['de', 'Super, wieder ein Update das alles kaputt macht', 'guard'],
    ['es', '5 estrellas para que lo lean: la app se cierra cada vez que abro una nota', 'guard'],
  ]
  for (const [language, body, guard] of rows)
    it(`${guard ? 'guard: ' : ''}${language} 5★: ${body}`, () => {
      const d = corpusDraft(language, 5, body)
      const moves = movesOf(d)
      expect(
        moves.some((k) => PRAISE_MOVES.includes(k)),
        `${moves.join(',')}\n${d.body}`,
      ).toBe(false)
    })
})

/**
 * A review that opens with warm words, then one gripe ("love this app, use it every day. only
 * thing is the widget…"), is a fan's at one or two stars too: the gripe is answered first, then
 * the kind words thanked for. A plain verdict conceded before a fault ("decent idea but…",
 * "디자인은 예쁜데…") stays unthanked at low stars, as before (guards).
 */
describe("a fan's warm words beside one gripe are thanked for at low stars too", () => {
  const rows: [string, number, string, App, guard?: 'guard'][] = [
    [
      'en',
      2,
      'love this app, use it every day. only thing is the widget doesnt update anymore pls fix',
      'notes',
    ],
    [
      'es',
      2,
      'me encanta la app, la uso todos los días. lo único que el widget ya no se actualiza',
      'notes',
    ],
    [
      'de',
      2,
      'liebe die app, nutze sie jeden tag. nur das widget aktualisiert sich nicht mehr',
      'notes',
    ],
    ['ja', 2, 'このアプリ大好きで毎日使ってます。ただウィジェットが更新されません', 'notes'],
    [
      'ru',
      1,
      'обожаю эту игру, играю каждый день. только энергия слишком медленно копится',
      'game',
    ],
    ['zh', 2, '这游戏太上头了哈哈 就是加载有点慢', 'game'],
    ['en', 2, 'decent idea but it crashes all the time', 'notes', 'guard'],
    ['en', 1, 'good app but it crashes all the time', 'notes', 'guard'],
    ['ko', 2, '디자인은 예쁜데 저장이 자꾸 안돼요', 'notes', 'guard'],
  ]
  for (const [language, stars, body, app, guard] of rows)
    it(`${guard ? 'guard: ' : ''}${language} ${stars}★: ${body}`, () => {
      const d = corpusDraft(language, stars, body, app)
      const moves = movesOf(d)
      expect(APOLOGIES, moves.join(',')).toContain(moves[0])
      expect(moves.includes('praiseAlso'), d.body).toBe(!guard)
    })
})

/**
 * "Charged twice … and the app keeps crashing": the crash is a second trouble of its own, kept in
 * the reply with its own apology. The check allows that apology, as it allows any second trouble
 * the writer keeps, instead of flagging the draft for apologising twice.
 */
describe('an apology for the crashes beside a charge is no apology too many', () => {
  const rows: [string, string, RegExp][] = [
    ['en', 'charged twice for premium this month and the app keeps crashing', /crash/],
    [
      'de',
      'Premium wurde mir diesen Monat zweimal abgebucht und die App stürzt ständig ab',
      /Abstürz|abstürz/,
    ],
    [
      'fr',
      "j'ai été débité deux fois pour premium ce mois ci et l'appli plante sans arrêt",
      /plant/,
    ],
    [
      'es',
      'me cobraron dos veces el premium este mes y encima la app se cierra sola todo el rato',
      /cierr/,
    ],
    ['ja', '今月プレミアムが二重に請求されたうえにアプリが何度も落ちます', /落ち/],
  ]
  for (const [language, body, crash] of rows)
    it(`${language} 1★: ${body}`, () => {
      const d = corpusDraft(language, 1, body)
      expect(replyOf(d), d.body).toMatch(crash)
      expect(d.assessment.reasons.join('; '), d.body).not.toMatch(/apologises/)
    })
})

/** Guard: before lost notes, warm words for a feature are no thanks a one-star reviewer waits for. */
it('guard: en 1★: warm words for a feature before lost notes are not thanked for', () => {
  const d = corpusDraft('en', 1, 'love the dark mode but today half my notes just vanished')
  expect(movesOf(d), d.body).toContain('sorryLoss')
  expect(movesOf(d), d.body).not.toContain('praiseAlso')
})
