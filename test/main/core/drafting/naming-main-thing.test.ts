import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

// Reviews written for this test: praise of the sync between devices. The platforms it runs
// between are where it reaches; thanking them for "the web version" or "the watch" misses what
// they praised.
const SYNC: [string, string, RegExp, RegExp][] = [
  [
    'en',
    'The sync between my phone, the watch app and the web version just works. Templates save me hours.',
    /the sync/,
    /watch|web version/,
  ],
  [
    'sv',
    'Synken mellan telefonen, plattan och webben fungerar felfritt. Mallarna är toppen.',
    /synken/,
    /webben/,
  ],
  [
    'de',
    'Die Synchronisierung zwischen Handy, Uhr und Web-Version klappt einwandfrei. Die Vorlagen sind super.',
    /Synchronisierung/,
    /Web-Version/,
  ],
  [
    'es',
    'La sincronización entre el móvil, el reloj y la versión web funciona de lujo. Las plantillas me encantan.',
    /sincronización/,
    /versión web/,
  ],
  [
    'it',
    'La sincronizzazione tra telefono, tablet e pc (versione web) è istantanea, i modelli sono fantastici.',
    /sincronizzazione/,
    /versione web/,
  ],
  [
    'nl',
    'De synchronisatie tussen telefoon en webversie werkt perfect, de sjablonen zijn top.',
    /synchronisatie/,
    /webversie/,
  ],
  [
    'pl',
    'Synchronizacja między telefonem a wersją webową działa bez zarzutu, szablony są super.',
    /synchronizacja/,
    /wersj\p{L}* webow/u,
  ],
  [
    'ru',
    'Синхронизация между телефоном и веб-версией работает идеально, шаблоны супер.',
    /синхронизация/,
    /веб-верси/,
  ],
  [
    'uk',
    'Синхронізація між телефоном і веб-версією працює ідеально, шаблони супер.',
    /синхронізаці/,
    /веб-версі/,
  ],
  [
    'pt',
    'A sincronização entre o celular e a versão web funciona perfeitamente, os modelos são ótimos.',
    /sincronização/,
    /versão web/,
  ],
]

describe('praise of a sync names the sync, not the platforms it runs between', () => {
  it.each(SYNC)('%s', (language, body, named, notNamed) => {
    const draft = namingDraft(language, 5, body)
    expect(draft).toMatch(named)
    expect(draft).not.toMatch(notNamed)
  })
})

// Wishes written for this test, opened by a phrase no request list holds ("estaría genial",
// "adoraria", "mi piacerebbe tanto"): the action after "to be able to" is what they wish for,
// not the bare noun it acts on ("the idea of the folders").
const ABLE: [string, string, RegExp][] = [
  [
    'es',
    'Estaría genial poder poner colores a las carpetas, ahora son todas iguales.',
    /poner colores a las carpetas/,
  ],
  [
    'it',
    'Bella app. Mi piacerebbe tanto poter spostare le note tra le cartelle.',
    /spostare le note tra le cartelle/,
  ],
  [
    'pt',
    'Adoraria poder compartilhar listas com a família, de resto tudo ótimo.',
    /compartilhar listas com a família/,
  ],
]

describe('a Romance wish to be able to do something is named by the action', () => {
  it.each(ABLE)('%s', (language, body, named) => {
    expect(namingDraft(language, 4, body)).toMatch(named)
  })
})

// Hinglish wishes written for this test: the reply is in Hindi, so the language the feature
// should speak is said in Hindi before it, never an English "in Hindi" inside a Hindi sentence.
describe('a Hinglish wish for a feature in a language names that language in Hindi', () => {
  it.each([
    ['Hindi me voice guidance add karo please, English samajh nahi aati', 'हिंदी में voice guidance'],
    [
      'Tamil mein voice guidance add karo please, mummy ko english nahi aati',
      'तमिल में voice guidance',
    ],
  ])('%s', (body, named) => {
    const draft = namingDraft('hi', 4, body)
    expect(draft).toContain(named)
    expect(draft).not.toMatch(/ in (?:Hindi|Tamil)/)
  })
})

// Japanese wishes written for this test ask for something to do with a feature ("XをYできたら"):
// the reply names that action on it, not the bare feature, and never a phrase with a particle.
describe('a Japanese wish for an action on a feature names the action', () => {
  it.each([
    ['リマインダーを隔週で自動リピートできたら嬉しいです。', 'リマインダーの自動リピート'],
    ['タグを一括削除できるようにしてほしいです', 'タグの一括削除'],
    ['ウィジェットを透明化してほしい、壁紙が見えないので', 'ウィジェットの透明化'],
    ['ルートを自分で作成できたら嬉しいです', 'ルートの作成'],
  ])('%s', (body, named) => {
    const draft = namingDraft('ja', 4, body)
    expect(draft).toContain(named)
    expect(draft).not.toContain('自分で作成')
  })
})

// Dutch wishes written for this test ask for "an option to do X" ("om … te <verb>"): the reply
// names the action ("het plannen van routes"), not a neighbouring noun ("de vingerafdruk"),
// and never says back the reviewer's own "mijn".
describe('a Dutch wish to be able to do something is named by the action', () => {
  it.each([
    [
      'Graag een optie om mappen te beveiligen met een pincode, mijn kinderen pakken vaak mijn telefoon.',
      'het beveiligen van mappen met een pincode',
    ],
    ['Het zou handig zijn om routes te plannen op de kaart.', 'het plannen van routes op de kaart'],
    [
      'Graag een mogelijkheid om herinneringen te herhalen, nu moet ik ze elke week opnieuw maken.',
      'het herhalen van herinneringen',
    ],
  ])('%s', (body, named) => {
    const draft = namingDraft('nl', 4, body)
    expect(draft).toContain(named)
    expect(draft).not.toMatch(/over de het|mijn/)
  })
})

// Runners' praise written for this test: a figure said at a rhythm ("pace every km") is what the
// audio cues announce, even past a comma; the reply thanks for the cues, not "the cues and the pace".
const ANNOUNCED: [string, string, RegExp, RegExp][] = [
  ['en', 'The audio cues are great, pace every km, exactly what I need.', /audio cues/, /pace/],
  ['de', 'Die Sprachansagen sind super, Pace alle 500 m, genau richtig.', /Sprachansagen/, /Pace/],
  [
    'fr',
    "Les annonces vocales sont top, l'allure à chaque km, parfait.",
    /annonces vocales/,
    /allure/,
  ],
  [
    'es',
    'Los avisos de voz son geniales, el ritmo cada km, justo lo que necesito.',
    /avisos de voz/,
    /ritmo/,
  ],
  [
    'nl',
    'De gesproken coaching is top, tempo elke km, precies goed.',
    /audiocoaching|coaching/,
    /tempo/,
  ],
  [
    'pl',
    'Komunikaty głosowe są świetne, tempo co kilometr, dokładnie tak jak trzeba.',
    /komunikaty głosowe/,
    /tempo/,
  ],
  ['ru', 'Голосовые подсказки супер, темп каждый км, то что нужно.', /голосовые подсказки/, /темп/],
  ['pt', 'Os avisos de voz são ótimos, o ritmo a cada km, perfeito.', /avisos de voz/, /ritmo/],
]

describe('a figure the audio cues announce is no second thing praised', () => {
  it.each(ANNOUNCED)('%s', (language, body, named, notNamed) => {
    const draft = namingDraft(language, 5, body)
    expect(draft).toMatch(named)
    expect(draft).not.toMatch(notNamed)
  })

  it('keeps a figure the review blames beside the cues it praises', () => {
    const draft = namingDraft(
      'en',
      3,
      'The audio cues are nice but the pace every km is totally wrong, it says 4:00 when I run 6:00.',
    )
    expect(draft).toMatch(/the pace isn't being recorded correctly\./)
  })
})

// Korean wishes written for this test ask to link with a service ("가민 시계랑 연동"): the reply
// names the link ("가민 연동"), not the bare service, and still names a second wish beside it.
describe('a Korean wish to link with a service names the link', () => {
  it.each([
    [
      '가민 시계랑 바로 연동되면 좋겠어요. 주간 러닝 요약 알림 같은 것도 있으면 좋겠네요',
      '가민 연동과 요약 알림',
    ],
    [
      '스트라바랑 자동으로 연동되게 해주세요. 그리고 다크 모드도 있었으면 좋겠어요',
      '스트라바 연동과 다크 모드',
    ],
    ['Strava와 동기화 기능 추가해 주세요', 'Strava 동기화'],
  ])('%s', (body, named) => {
    expect(namingDraft('ko', 4, body)).toContain(named)
  })
})
