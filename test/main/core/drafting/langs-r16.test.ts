import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { ru as ruLines } from '../../../../src/main/core/drafting/write/lines/ru'
import { zh as zhLines } from '../../../../src/main/core/drafting/write/lines/zh'
import { draftFor } from './blind-corpus/evaluate'
import { corpusDraft } from './fixtures'

const kinds = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)

describe("a game's own content is named in every language: puzzles, quests, boss fights, skins, hints", () => {
  const cases: [string, string, RegExp][] = [
    ['en', 'love the daily quests, something new every day', /daily quests/],
    ['en', 'the boss fights are epic, 10/10', /boss fights/],
    ['de', 'Die täglichen Rätsel sind mein Lieblingsteil', /den Rätseln|die Rätsel/],
    ['de', 'Die Tipps sind super', /den Tipps|die Tipps/],
    ['fr', "J'adore les quêtes et les combats de boss", /quêtes et (?:les |des )?combats de boss/],
    ['es', 'Me encantan los puzles y las misiones diarias', /los puzles/],
    ['it', 'Adoro i rompicapi e le missioni giornaliere', /rompicapi/],
    ['pt', 'Amo os quebra-cabeças e as missões diárias', /quebra-cabeças/],
    ['nl', 'Leuke puzzels en de eindbazen zijn top', /puzzels/],
    ['pl', 'Uwielbiam codzienne zadania i nowe skórki', /codzienne zadania i skórki/],
    ['ru', 'Обожаю головоломки и ежедневные задания', /головоломки и ежедневные задания/],
    ['uk', 'Дуже круті головоломки і скіни', /головоломки/],
    ['sv', 'Bossstriderna är grymma', /bossstriderna/],
    ['tr', 'Bulmacalar harika, günlük görevler de çok eğlenceli', /bulmacalar/],
    ['ko', '퍼즐이 너무 재밌어요', /퍼즐/],
    ['zh', '每日任务很有意思，关卡设计也很用心', /每日任务/],
    ['ar', 'الألغاز ممتعة جدا', /الألغاز/],
    ['vi', 'Câu đố rất hay', /câu đố/],
  ]
  for (const [lang, body, named] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 5, body, 'game')
      expect(kinds(d), d.body).toContain('thanksFor')
      expect(d.body).toMatch(named)
    })

  it('the kind of game is the app itself, not a feature of it', () => {
    const d = corpusDraft('en', 5, 'best puzzle game ever, the boss fights are epic', 'game')
    expect(d.body).toMatch(/boss fights/)
    expect(d.body).not.toMatch(/the puzzle\b/)
  })
})

describe('a race trained for is a goal, not an achievement, and no feature of the app', () => {
  const cases: [string, string][] = [
    ['es', 'Me encanta el plan de entrenamiento para mi primera media maratón, muy motivador'],
    ['en', 'love the training plan for my first half marathon'],
    ['fr', 'Super pour préparer mon premier semi-marathon'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 5, body, 'run')
      expect(kinds(d), d.body).not.toContain('achieved')
      expect(d.body).not.toMatch(/half marathon|media marat|semi-marathon/i)
    })

  it('a race run is still congratulated', () => {
    const d = corpusDraft('en', 5, 'just ran my first half marathon thanks to this app!', 'run')
    expect(kinds(d), d.body).toContain('achieved')
  })
})

describe('a one-word "Super!" is praise; "super" before another word only says how much', () => {
  it('en: Super!', () => {
    const d = corpusDraft('en', 5, 'Super!')
    expect(kinds(d), d.body).toContain('thanks')
  })
  it('en: its super basic, no folders', () => {
    const d = corpusDraft('en', 3, 'its super basic, no folders')
    expect(kinds(d), d.body).not.toContain('thanksFor')
    expect(d.body).not.toMatch(/kind words/)
  })
  it('zh: 关卡设计很用心 (made with care) is praise of the levels', () => {
    const d = corpusDraft('zh', 5, '关卡设计很用心', 'game')
    expect(kinds(d), d.body).toContain('thanksFor')
  })
})

describe('a short thanks says each thing once', () => {
  const bodies = [
    'Очень удобно',
    'Супер',
    'Отличное приложение',
    'Класс',
    'Лучшее приложение',
    'Спасибо',
    'Всё супер',
    'Удобно',
  ]
  for (const body of bodies)
    it(`ru: ${body}`, () => {
      for (const store of ['google_play', 'app_store'] as const) {
        const d = corpusDraft('ru', 5, body, 'notes', store)
        expect(d.body).not.toMatch(/такой отзыв[^]*Такие отзывы/)
      }
    })
  const zh: string[] = [
    '关卡很好玩',
    '每日任务很有意思',
    '关卡设计很用心',
    '皮肤很好看',
    '谜题很有意思',
    '关卡很有挑战',
  ]
  for (const body of zh)
    it(`zh: ${body}`, () => {
      for (const store of ['google_play', 'app_store'] as const) {
        const d = corpusDraft('zh', 5, body, 'game', store)
        expect(d.body).not.toMatch(/很高兴[^]*很开心|很开心[^]*很高兴|很高兴[^]*很高兴/)
      }
    })
})

describe('too little of something is heard as a grievance about what the app offers, no fault', () => {
  const cases: [string, number, string, RegExp][] = [
    ['en', 4, 'fun levels but not enough hints', /hints/],
    ['en', 3, 'not enough hints', /hints/],
    ['ru', 4, 'Классные головоломки, но подсказок маловато', /подсказки/],
    ['ru', 3, 'Подсказок маловато', /подсказки/],
    ['de', 3, 'Zu wenig Tipps, sonst gut', /Tipps/],
    ['es', 3, 'Muy pocas pistas', /pistas/],
  ]
  for (const [lang, stars, body, named] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, stars, body, 'game')
      expect(kinds(d), d.body).toContain('heard')
      expect(kinds(d), d.body).not.toContain('details')
      expect(kinds(d), d.body).not.toContain('askMissing')
      expect(d.body).toMatch(named)
    })

  it('a lack of storage beside a fault is still the fault', () => {
    const d = corpusDraft('en', 3, "not enough storage on my phone, app won't sync")
    expect(kinds(d), d.body).not.toContain('heard')
  })
})

describe('a price grievance names the thing bought when no figure is given', () => {
  const cases: [string, string, RegExp][] = [
    [
      'en',
      'the halloween event skins are pay to win garbage. used to be fun',
      /price of the halloween event skins/,
    ],
    ['pt', 'Os eventos são legais mas as skins são caras demais', /preço das skins/],
    ['de', 'Die Skins sind viel zu teuer', /Preis für die Skins/],
    ['fr', 'Les skins sont beaucoup trop chers', /prix des skins/],
    // "Le skin": plural, though "skin" is the singular too (round 18).
    ['it', 'Le skin sono troppo care', /prezzo delle skin/],
    ['sv', 'Skinsen är alldeles för dyra', /priset på skinsen/],
    ['ru', 'Скины слишком дорогие', /цена за скины/],
    ['ja', 'スキンが高すぎる', /スキンの料金/],
  ]
  for (const [lang, body, named] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 2, body, 'game')
      expect(kinds(d), d.body).toContain('heard')
      expect(d.body).toMatch(named)
    })
})

describe('a voice coach is the audio cues, named as the reviewer calls it', () => {
  const cases: [string, string, RegExp][] = [
    ['uk', 'Дуже подобається голосовий тренер, мотивує бігти далі', /голосовий тренер/],
    ['ru', 'Голосовой тренер супер, очень мотивирует', /голосовой тренер/],
  ]
  for (const [lang, body, named] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 5, body, 'run')
      expect(kinds(d), d.body).toContain('thanksFor')
      expect(d.body).toMatch(named)
    })
})

describe('a thanks and the line after it never say the same thing twice', () => {
  it('ru: no "отзыв" in both the thanks and the line after it', () => {
    const thanks = [
      ...ruLines.thanks.casual,
      ...ruLines.thanks.formal,
      ...ruLines.thanksFor.casual,
      ...ruLines.thanksFor.formal,
    ]
    for (const first of thanks)
      for (const more of ruLines.praiseMore)
        expect(`${first} ${more}`).not.toMatch(/отзыв[^]*отзыв|слова[^]*слова/)
  })
  it('zh: no "很高兴" or "很开心" said twice', () => {
    const thanks = [
      ...zhLines.thanksFor.casual,
      ...zhLines.thanksFor.formal,
      ...zhLines.thanks.casual,
    ]
    for (const first of thanks)
      for (const more of zhLines.praiseMore)
        expect(`${first}${more}`).not.toMatch(/(?:很高兴|很开心)[^]*(?:很高兴|很开心)/)
  })
})

describe('a draft keeps one register: German "Sie" replies open with no casual "Hi"', () => {
  const bodies = [
    'Tolle App',
    'Super App, danke!',
    'Die Suche ist klasse',
    'Stürzt ständig ab',
    'Zu viel Werbung',
    'Gefällt mir sehr',
    'Die Rätsel sind toll',
    'Läuft gut',
  ]
  for (const body of bodies)
    it(`de: ${body}`, () => {
      for (const store of ['google_play', 'app_store'] as const)
        for (const stars of [1, 2, 3, 4, 5]) {
          const d = draftFor({
            id: `named-de-${stars}-${body.length}`,
            app: 'notes',
            store,
            rating: stars,
            title: null,
            body,
            author: 'Alex',
            store_language: 'de',
            territory: null,
            device: null,
            app_version: null,
            language: 'de',
            intents: [],
            kinds: [],
            things: [],
            answer: null,
            must: [],
            must_not: [],
          })
          expect(d.body).toMatch(/Alex/)
          expect(d.body).not.toMatch(/^Hi\b/)
        }
    })
})

describe('a Japanese game word before its particle is named', () => {
  it('ja: パズルが楽しいです', () => {
    const d = corpusDraft('ja', 5, 'パズルが楽しいです', 'game')
    expect(kinds(d), d.body).toContain('thanksFor')
    expect(d.body).toMatch(/パズル/)
  })
})

describe('German "zu" before a word of praise says too much of it', () => {
  const complaints = [
    'Macht Spaß, aber die Level werden zu schnell schwer',
    'Die Level sind zu einfach',
  ]
  for (const body of complaints)
    it(`de: ${body}`, () => {
      const d = corpusDraft('de', 4, body, 'game')
      expect(kinds(d), d.body).not.toContain('thanksFor')
      expect(d.body).not.toMatch(/Lob für/)
    })
  it('de: "nur zu empfehlen" is still praise', () => {
    const d = corpusDraft('de', 5, 'Die App ist nur zu empfehlen', 'notes')
    expect(kinds(d), d.body).toContain('thanks')
  })
})
