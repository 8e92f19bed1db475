import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

/**
 * What a reply names when a review names one thing in several words: a compound feature name
 * kept whole (Japanese, Chinese, Korean, Vietnamese, Hindi), the noun a feature word only
 * qualifies ("カレンダーの週表示", "文件夹的排序功能"), and in English the object of the wish
 * rather than the screen it happens on or the means asked for. Each review is written for this test.
 */
type Case = [language: string, rating: number, review: string, named: string[], never: string[]]

const COMPOUNDS: Case[] = [
  // Two feature words written as one compound are one thing, never its first half.
  ['ja', 5, '手書きメモ機能が最高です。', ['手書きメモ'], ['手書きを']],
  ['zh', 5, '语音笔记功能太好用了。', ['语音笔记'], ['语音播报']],
  ['zh', 5, '手写笔记很流畅，太喜欢了。', ['手写笔记'], ['对手写的']],
  ['zh', 4, '希望日历小组件可以显示农历', ['日历小组件'], ['关于日历的']],
  ['ko', 4, '캘린더 위젯 추가해 주세요', ['캘린더 위젯'], ['캘린더에 대한']],
  ['ko', 5, '손글씨 메모 기능이 최고예요.', ['손글씨 메모'], ['손글씨에 대해']],
  ['vi', 5, 'Tính năng ghi chú giọng nói rất tuyệt.', ['ghi chú giọng nói'], ['hướng dẫn']],
  ['vi', 4, 'Mong có widget lịch trên màn hình chính', ['widget lịch'], []],
  ['hi', 5, 'वॉइस नोट्स की सुविधा बहुत अच्छी है।', ['वॉइस नोट्स'], ['प्यारे शब्दों के लिए बहुत']],
  ['hi', 4, 'डार्क मोड विजेट चाहिए', ['डार्क मोड विजेट'], []],
  // "X का Y" is "Y of X", named in the form a postposition after it takes.
  ['hi', 4, 'नोट्स का बैकअप गूगल ड्राइव पर होना चाहिए।', ['नोट्स के बैकअप'], []],
  ['hi', 4, 'कैलेंडर का विजेट जोड़ दीजिए प्लीज़', ['कैलेंडर के विजेट'], ['का विजेट']],
  // The noun a feature word only qualifies is what the review is about.
  ['ja', 4, 'カレンダーの週表示がほしいです。', ['カレンダーの週表示'], []],
  ['ja', 4, 'フォルダの色分けを追加してほしいです。', ['フォルダの色分け'], []],
  ['ja', 4, 'タグの一括削除を追加してほしい', ['タグの一括削除'], []],
  ['ja', 5, 'ウィジェットの表示が見やすくて最高です。', ['ウィジェットの表示'], []],
  ['ja', 2, '同期の設定が分かりにくいです。', ['同期の設定'], []],
  ['zh', 4, '希望增加文件夹的排序功能', ['文件夹的排序功能'], ['关于文件夹的建议']],
  // "の時" says when, not what: the reply names the sync alone.
  ['ja', 2, '同期の時にアプリが落ちます。', ['同期'], ['同期の時']],
  // Qualified dark themes are dark mode, not any theme.
  ['zh', 4, '希望在设置里增加深色主题。', ['深色主题'], ['关于主题的']],
  ['ko', 4, '설정에 다크 테마를 추가해 주세요.', ['다크 테마'], ['안녕하세요! / 테마']],
]

const WISHES: Case[] = [
  // The object of the wish, not the screen it happens on.
  [
    'en',
    4,
    'Would love an option to export my notes to PDF from the share screen.',
    ['exporting your notes to PDF'],
    ['share screen', 'an export'],
  ],
  [
    'en',
    4,
    'I wish the calendar had a weekly view on the home screen.',
    ['a weekly view in the calendar'],
    ['home screen', 'suggesting a calendar'],
  ],
  [
    'en',
    4,
    'It would be great if the editor had a word counter.',
    ['a word counter in the editor'],
    ['suggesting an editor'],
  ],
  ['en', 4, 'I wish the app had a dark theme in the settings.', ['a dark theme'], ['dark mode']],
  [
    'en',
    4,
    'Could you add recurring tasks to the planner screen?',
    ['recurring tasks'],
    ['planner screen'],
  ],
  // The means asked for is the wish itself: "locking individual folders", not "a way to".
  [
    'en',
    4,
    'Please add a way to lock individual folders.',
    ['locking individual folders'],
    ['a way to'],
  ],
]

const PLACES: Case[] = [
  // A feature word after a preposition of place is where the wish would live, not the wish.
  [
    'de',
    4,
    'Bitte eine Wochenansicht im Kalender hinzufügen.',
    ['zur Wochenansicht im Kalender'],
    ['Vorschlag zum Kalender'],
  ],
  ['de', 4, 'Ich wünsche mir eine Suche im Kalender.', ['Suche im Kalender'], []],
  [
    'fr',
    4,
    "Ce serait bien d'avoir une vue semaine dans le calendrier.",
    ['de la vue semaine dans le calendrier'],
    ["l'idée du calendrier"],
  ],
  [
    'es',
    4,
    'Por favor agreguen una vista semanal en el calendario.',
    ['la vista semanal en el calendario'],
    ['idea del calendario'],
  ],
  [
    'it',
    4,
    'Sarebbe bello avere una vista settimanale nel calendario.',
    ['della vista settimanale nel calendario'],
    ["l'idea del calendario"],
  ],
  [
    'pt',
    4,
    'Seria ótimo ter uma visão semanal no calendário.',
    ['da visão semanal no calendário'],
    ['ideia do calendário'],
  ],
  [
    'nl',
    4,
    'Graag een weekoverzicht in de kalender.',
    ['het weekoverzicht in de kalender'],
    ['idee over de kalender'],
  ],
  [
    'fr',
    4,
    "J'aimerais une option de tri dans le calendrier.",
    ["l'option de tri dans le calendrier"],
    ["l'idée du calendrier"],
  ],
  // A wish the reply cannot cite is thanked for without naming the place instead.
  ['de', 4, 'Bitte einen Wochenrückblick in der Suche einbauen.', ['Vorschlag'], ['Suche']],
  ['pt', 4, 'Seria ótimo ter um atalho na busca.', [], ['busca']],
  // A filter is a feature the reply names, with the place it is wished for (round 18).
  ['pt', 4, 'Seria ótimo ter um filtro na busca.', ['filtro na busca'], []],
]

// A version said before the word "update" is the version the trouble came with, never dropped.
const VERSIONS: Case[] = [
  ['en', 2, 'App crashes on my Galaxy S23 after the 5.2 update.', ['Galaxy S23', '5.2'], []],
  ['it', 2, 'Dopo il 3.4 aggiornamento il widget non si apre più.', ['3.4'], []],
  ['tr', 2, '2.7 güncellemesinden sonra senkronizasyon çalışmıyor.', ['2.7'], []],
  ['en', 1, 'Paid 4.99 for premium and now 3.1 update broke sync.', ['3.1'], ['4.99']],
]

// A feature named by what it does is named whole, with its article, never as a quoted label.
const WHAT_IT_DOES: Case[] = [
  [
    'pt',
    5,
    'Amei a função de digitalizar documentos.',
    ['da função de digitalizar documentos'],
    [],
  ],
  [
    'es',
    5,
    'La función de escanear documentos es genial.',
    ['la función de escanear documentos'],
    ['documentos es genial'],
  ],
  [
    'it',
    5,
    'La funzione di dettatura vocale è fantastica.',
    ['sulla funzione di dettatura vocale'],
    ['vocale è'],
  ],
  [
    'fr',
    5,
    "J'adore la fonction de recherche dans les notes, très pratique.",
    ['la fonction de recherche'],
    [],
  ],
  ['fr', 4, 'Ajoutez une option pour trier par date, svp.', ["l'option pour trier par date"], []],
  [
    'pt',
    5,
    'O recurso de lembretes por localização é ótimo e fácil.',
    ['o recurso de lembretes por localização'],
    ['“', 'é ótimo'],
  ],
  // The reviewer's own "mis" is never repeated back.
  ['es', 5, 'Me encanta la función de mis listas.', [], ['mis listas']],
]

describe('a compound or qualified feature name is named whole', () => {
  it.each(COMPOUNDS)('%s %i★ %s', (language, rating, review, named, never) => {
    const body = namingDraft(language, rating, review)
    for (const n of named) expect(body).toContain(n)
    for (const n of never) expect(body).not.toContain(n)
  })
})

describe('a wish is named by what is wished for', () => {
  it.each(WISHES)('%s %i★ %s', (language, rating, review, named, never) => {
    const body = namingDraft(language, rating, review)
    for (const n of named) expect(body).toContain(n)
    for (const n of never) expect(body).not.toContain(n)
  })
})

describe('a wish is named by what is wished for, not where it would live', () => {
  it.each(PLACES)('%s %i★ %s', (language, rating, review, named, never) => {
    const body = namingDraft(language, rating, review)
    for (const n of named) expect(body).toContain(n)
    for (const n of never) expect(body).not.toContain(n)
  })
})

describe('a version is named where the review says it came with an update', () => {
  it.each(VERSIONS)('%s %i★ %s', (language, rating, review, named, never) => {
    const body = namingDraft(language, rating, review)
    for (const n of named) expect(body).toContain(n)
    for (const n of never) expect(body).not.toContain(n)
  })
})

describe('a feature named by what it does is named whole', () => {
  it.each(WHAT_IT_DOES)('%s %i★ %s', (language, rating, review, named, never) => {
    const body = namingDraft(language, rating, review)
    for (const n of named) expect(body).toContain(n)
    for (const n of never) expect(body).not.toContain(n)
  })
})
