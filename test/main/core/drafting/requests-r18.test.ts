import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { corpusAnswers } from './blind-corpus/answers'
import { voiceWith } from './fixtures'

/** Reviews written for this round: wishes for more of a thing, wishes put as questions, modes. */
function draft(language: string, body: string, app: 'run' | 'notes' | 'game', rating = 4): string {
  return draftBuiltin({
    review: { id: `${language}:${body}`, rating, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: corpusAnswers(app),
  }).body
}

describe('a wish for more of a thing asked as a question gets no Answer about something else', () => {
  const rows: [language: string, review: string, named: string][] = [
    ['es', '¿Van a sacar más niveles? Me encanta el juego', 'más niveles'],
    ['fr', 'Vous allez ajouter plus de niveaux ?', 'plus de niveaux'],
    ['pt', 'Vão lançar mais níveis? Já terminei todos', 'mais níveis'],
    ['de', 'Werden noch mehr Level kommen? Bin schon durch', 'mehr Level'],
  ]
  for (const [language, review, named] of rows)
    it(`${language}: ${review}`, () => {
      const body = draft(language, review, 'game')
      expect(body).not.toMatch(/Cloud|nube|nuvem|cloud|\[answer/u)
      expect(body).toContain(named)
    })
})

describe('a wish for more of a thing is named with its "more"', () => {
  const rows: [language: string, review: string, named: string, app: 'notes' | 'game'][] = [
    ['de', 'Macht echt Spaß, aber bitte mehr Level! Bin schon durch.', 'zu mehr Level', 'game'],
    [
      'fr',
      "Super appli, ce serait bien d'avoir plus de thèmes de couleur",
      'de plus de thèmes',
      'notes',
    ],
    ['it', 'Bel gioco, vorrei più livelli', 'di più livelli', 'game'],
    ['nl', 'Leuk spel, graag meer levels', 'meer levels', 'game'],
    ['ko', '재밌어요! 더 많은 스테이지 추가해주세요', '더 많은 스테이지', 'game'],
  ]
  for (const [language, review, named, app] of rows)
    it(`${language}: ${review}`, () => {
      const body = draft(language, review, app)
      expect(body).toContain(named)
      expect(body).not.toMatch(
        /(?:de|het|den|zum) (?:meer|mehr) |(?:du|des) plus de|(?:dei|dai|ai) più /u,
      )
    })
})

describe('a wish put as a question or a plea for more is thanked for, named', () => {
  it('en: "any chance of a dark theme?" is a wish, no slot', () => {
    const body = draft(
      'en',
      'love this app!! any chance of a dark theme? my eyes at night lol',
      'notes',
      5,
    )
    expect(body).not.toContain('[answer')
    expect(body).toMatch(/dark (?:mode|theme)/u)
  })
  it('en: "pls more daily puzzles" is a wish, not a letdown', () => {
    const body = draft('en', 'pls more daily puzzles, i finish the one a day in 2 mins', 'game', 3)
    expect(body).toContain('more daily puzzles')
    expect(body).not.toMatch(/sorry/iu)
  })
  it('pt: "precisa de mais fases" is a wish, not a fault', () => {
    const body = draft('pt', 'Adoro o jogo, mas precisa de mais fases', 'game')
    expect(body).not.toMatch(/Lamentamos|problema/u)
    expect(body).toContain('mais fases')
  })
})

describe('a mode of a run app wished for beside a fault, or alone, is named', () => {
  it('fr: GPS fault first, then the cycling mode asked as "pourquoi pas"', () => {
    const body = draft(
      'fr',
      'Le GPS décroche souvent en forêt. Et pourquoi pas un mode vélo ?',
      'run',
      3,
    )
    expect(body).toMatch(/(?:désolés|Navrés).*GPS/u)
    expect(body).toContain('mode vélo')
    expect(body).not.toContain('[answer')
  })
  const rows: [language: string, review: string, named: string][] = [
    ['pt', 'App muito bom, mas podiam adicionar um modo esteira', 'modo esteira'],
    ['zh', '希望能增加跑步机模式，其他都很好', '跑步机模式'],
    ['es', 'Me encanta, ¿podrían añadir un modo cinta?', 'modo cinta'],
    ['it', 'Bella app, manca una modalità tapis roulant', 'modalità tapis roulant'],
  ]
  for (const [language, review, named] of rows)
    it(`${language}: ${review}`, () => expect(draft(language, review, 'run')).toContain(named))
})

describe('a Turkish wish names its thing without the object ending', () => {
  it('tr: "not klasörlerini" is named "not klasörleri"', () => {
    const body = draft(
      'tr',
      'Güzel uygulama ama not klasörlerini renklendirme özelliği eklenirse süper olur',
      'notes',
    )
    expect(body).toContain('not klasörleri')
    expect(body).not.toContain('klasörlerini')
  })
})

describe('a wish for the app on a device the team has an Answer about gets the Answer', () => {
  const rows: [language: string, review: string, answer: RegExp][] = [
    [
      'de',
      'Bitte eine Version für die Apple Watch, sonst top',
      /StrideRun gibt es für die Apple Watch/u,
    ],
    [
      'en',
      'Please make an Apple Watch version, I hate carrying my phone',
      /StrideRun has apps for Apple Watch/u,
    ],
    ['en', 'Would love Apple Watch support!', /StrideRun has apps for Apple Watch/u],
  ]
  for (const [language, review, answer] of rows)
    it(`${language}: ${review}`, () => {
      const body = draft(language, review, 'run')
      expect(body).toMatch(answer)
      expect(body).not.toMatch(/suggest|Vorschlag/u)
    })
})

describe('a wish to change a thing the app has is thanked for as a suggestion about it, in more languages', () => {
  const rows: [language: string, review: string, line: RegExp][] = [
    [
      'nl',
      'Fijne app, maar kunnen jullie de lettergrootte aanpassen? Veel te klein',
      /suggestie over de lettergrootte/u,
    ],
    [
      'tr',
      'Yazı boyutunu değiştirebilme özelliği olsa iyi olur',
      /yazı boyutu ile ilgili önerinizi/u,
    ],
    ['zh', '希望可以把字体调大一点', /关于字体的建议/u],
    ['ko', '글자 크기를 조절할 수 있게 해주세요', /글자 크기에 대한 제안/u],
  ]
  for (const [language, review, line] of rows)
    it(`${language}: ${review}`, () => expect(draft(language, review, 'notes')).toMatch(line))
})
