import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

// Feature requests written for this test, as people write them in notes, running and puzzle
// apps. Each reply thanks for the idea and names WHAT was asked in a phrase that reads right in
// its sentence (never a fragment, a brand alone or a word said twice), names both wishes where
// there are two, and never reads the wish as a fault.
type Case = [language: string, stars: number, body: string, named: string, wrong: RegExp]

const ASKED_HOW: Case[] = [
  // A hope that they add it is a wish, named; "soon" is no part of it.
  [
    'en',
    5,
    "Hope you'll add interval training soon, love this app!",
    'suggesting interval training;',
    /Reviews like yours|training soon/,
  ],
  // "Garmin support" is the wish, not the brand, and no "a" before it.
  ['en', 4, '5 stars if you add Garmin support.', 'suggesting Garmin support;', /a Garmin/],
  ['en', 4, 'Please add support for Garmin', 'suggesting Garmin support;', /suggesting Garmin;/],
  // What the app should do, opening the clause, is a wish, named as an action.
  [
    'en',
    4,
    'It should sync with Google Calendar. Love the rest.',
    'suggesting Google Calendar sync',
    /kind words about the rest and sync/,
  ],
  // After a lack, a bare "it should" wishes for it: no apology, no request for details.
  [
    'en',
    4,
    "The widget can't show checklists, it should.",
    'suggesting showing checklists',
    /Sorry|device/,
  ],
  // The asker after "why can't I" is no part of the wish.
  [
    'en',
    3,
    "Why can't I reorder my lists? Dragging them around would help a lot.",
    'suggesting reordering your lists',
    /suggesting lists/,
  ],
  // Plans the team may have are not the app's training plans.
  ['en', 4, 'Any plans to add a weekly view?', 'suggesting a weekly view', /plans/],
  // A Swedish adverb inside "lägg till" (add) still adds: a wish, not praise.
  [
    'sv',
    4,
    'Bra app, men lägg gärna till mörkt läge för widgeten.',
    'förslaget om det mörka läget för widgeten',
    /fina orden om det mörka/,
  ],
  // "If it could export to PDF, that would be great" is a wish, not praise of the export.
  ['vi', 4, 'Nếu xuất được ghi chú ra PDF thì tốt quá.', 'gợi ý xuất PDF', /đã khen/],
  // Hoping they add a thing, in Turkish.
  ['tr', 5, 'Umarım Garmin desteği eklersiniz.', 'Garmin desteği önerinizi', /Geri bildiriminiz/],
  // What the app should be able to do, in German.
  [
    'de',
    4,
    'Die App sollte Intervalltraining können.',
    'Vorschlag zum Intervalltraining',
    /Danke, dass Sie sich die Zeit/,
  ],
  // More of a thing, please, in Dutch, named with its "more"; what it should support.
  ['nl', 4, 'Meer levels aub!', 'idee over meer levels', /tijd nam voor een review|de levels/],
  [
    'nl',
    4,
    'De app zou herhalende taken moeten ondersteunen.',
    'Bedankt voor je suggestie',
    /Bedankt voor je feedback/,
  ],
  ['ar', 4, 'نريد مراحل أكثر من فضلكم', 'اقتراحك بشأن المراحل', /ملاحظاتك/],
  ['hi', 4, 'और लेवल डालो please', 'लेवल के सुझाव', /फ़ीडबैक/],
]

const QUOTED: Case[] = [
  // A Ukrainian wish without a letter of its own is still answered in Ukrainian.
  ['uk', 4, 'Було б добре експортувати нотатки в PDF.', 'Дякуємо за ідею про експорт', /Спасибо/],
  // An Italian article "i" is no Polish "and": the wish is not cut into "di usare".
  [
    'it',
    4,
    'Manca la ricerca nelle note. E mi piacerebbe poter usare i tag.',
    'e di usare i tag',
    /di usare al/,
  ],
  // The wisher's "mes", "mis", "minhas" are "vos", "tus", "suas" in the reply.
  [
    'fr',
    4,
    "J'aimerais pouvoir exporter mes notes en PDF. J'espère que ça viendra !",
    "l'idée d'exporter vos notes en PDF",
    /Merci pour l'idée !/,
  ],
  ['es', 4, 'Me gustaría poder exportar mis notas a PDF', 'exportar tus notas a PDF', /mis notas/],
  ['pt', 4, 'Queria poder exportar minhas notas em PDF', 'exportar suas notas em PDF', /minhas/],
  // A service is named with the link asked for, as written, never as the brand alone.
  [
    'fr',
    4,
    '5 étoiles si vous ajoutez la compatibilité Garmin.',
    "l'idée de la compatibilité Garmin",
    /idée de Garmin|«/,
  ],
  [
    'it',
    5,
    'Spero che aggiungerete il supporto per Garmin.',
    'idea del supporto per Garmin',
    /idea di Garmin|“/,
  ],
  [
    'pt',
    5,
    'Espero que adicionem suporte ao Garmin em breve',
    'suporte ao Garmin',
    /ideia de Garmin|“/,
  ],
  ['sv', 5, 'Hoppas ni lägger till stöd för Garmin!', 'om stöd för Garmin', /förslaget om Garmin/],
  ['uk', 5, 'Сподіваюся, додасте підтримку Garmin.', 'підтримку Garmin', /про Garmin/],
  ['pl', 5, 'Mam nadzieję, że dodacie obsługę Garmina.', 'obsługę Garmina', /Dzięki za opinię/],
  [
    'ja',
    5,
    'Garminとの連携に対応してくれることを期待しています。',
    'Garmin連携のご提案',
    /Garminのご提案/,
  ],
  ['hi', 5, 'उम्मीद है आप Garmin सपोर्ट जोड़ेंगे।', 'Garmin सपोर्ट वाले', /^नमस्ते,\n आइडिया/],
  ['zh', 5, '希望以后支持佳明手表。', '佳明手表', /关于手表的/],
  ['vi', 5, 'Hy vọng sẽ hỗ trợ đồng hồ Garmin.', 'đồng hồ Garmin', /đề xuất đồng hồ;/],
  // A name that already holds the word is not followed by it again.
  [
    'hi',
    4,
    'नोट्स को PDF में एक्सपोर्ट करने का विकल्प होना चाहिए।',
    'PDF एक्सपोर्ट के सुझाव',
    /एक्सपोर्ट में एक्सपोर्ट/,
  ],
  // A Korean verb stem cut from its noun ending is no name.
  ['ko', 4, '메모를 PDF로 내보내기 기능이 있으면 좋겠어요.', 'PDF 내보내기 제안', /내보내 제안/],
]

const WHERE: Case[] = [
  // The first thing is where the wish would live (a particle or postposition says so), the
  // second what is wished for: named together, never the widget alone.
  [
    'ja',
    4,
    'とても使いやすいです。ウィジェットにダークモードを追加してほしいです。',
    'ウィジェットのダークモードのご提案',
    /ウィジェットのご提案/,
  ],
  ['zh', 4, '很好用，希望能给小组件加个深色模式。', '小组件深色模式', /关于小组件的建议/],
  ['ko', 4, '좋은 앱이에요. 위젯에 다크 모드 추가해 주세요.', '위젯 다크 모드', /위젯에 대한/],
  [
    'tr',
    4,
    'Güzel uygulama, widget için karanlık mod ekleyin lütfen.',
    'widget için karanlık mod önerinizi',
    /; widget önerinizi/,
  ],
]

const ONCE: Case[] = [
  // The line's word before the name is not the name's own word again ("untuk … untuk widget").
  [
    'id',
    4,
    'Aplikasinya bagus, tolong tambahkan mode gelap untuk widget.',
    'mode gelap untuk widget',
    /untuk mode gelap untuk/,
  ],
  // A device inside the wish is part of what is wished for, not left out for the word after it.
  [
    'en',
    4,
    'I wish there was an Apple Watch complication for the timer.',
    'suggesting an Apple Watch complication',
    /suggesting a timer/,
  ],
]

const TWO: Case[] = [
  // A second wish as an action ("let me pin notes") or joined by "and a" is named too.
  [
    'en',
    4,
    'Please add a search bar and let me pin notes to the top.',
    'a search bar and pinning notes',
    /suggesting a search bar;/,
  ],
  [
    'en',
    4,
    'Love the levels! More levels please and a hint button.',
    'more levels and a hint button',
    /suggesting more levels;/,
  ],
  // "Why can't I change the colour?" beside "I'd like a widget": the widget is thanked for as an
  // idea, and the inability is no fault to be sorry for.
  [
    'pt',
    4,
    'Por que não dá pra mudar a cor das notas? E queria um widget também.',
    'ideia do widget',
    /Lamentamos|problemas/,
  ],
]

const KNOWN: Case[] = [
  // Interval training is a feature a running app may lack, named in the reply's own words.
  [
    'ru',
    4,
    'Хотелось бы интервальные тренировки.',
    'добавить интервальные тренировки',
    /предложение:/,
  ],
  [
    'ja',
    4,
    'インターバルトレーニングがあればいいのに。',
    'インターバルトレーニング',
    /^アイデアを/,
  ],
  ['zh', 4, '建议增加间歇训练。', '间歇训练', /谢谢您的想法/],
  ['ko', 4, '인터벌 트레이닝 기능이 있어야 할 것 같아요.', '인터벌 트레이닝 제안', /의견 남겨/],
  ['id', 4, 'Harusnya ada latihan interval.', 'soal latihan interval', /atas masukannya/],
  // Never in quotes inside a fixed sentence.
  ['sv', 4, 'Appen borde ha intervallträning.', 'idén om intervallträningen', /”/],
  // Hints in a puzzle game, beside more levels: both named.
  ['ru', 4, 'Добавьте больше уровней и подсказки', 'уровни и подсказки', /про уровни!/],
  [
    'tr',
    4,
    'Lütfen daha fazla bölüm ve ipucu ekleyin',
    'bölümler ve ipucu',
    /; bölümler önerinizi/,
  ],
  ['ru', 4, 'Не хватает поиска по заметкам и тегов.', 'поиск по заметкам и теги', /заметкам!/],
  [
    'tr',
    4,
    'Arama özelliği ve etiketler eksik.',
    'arama ve etiketler önerinizi',
    /Yorum bırakmaya/,
  ],
  // Two wishes joined by "and", whatever case ending the first takes or the comma before them.
  ['pl', 4, 'Brakuje trybu ciemnego i widżetu.', 'tryb ciemny i widżet', /ciemny –/],
  [
    'uk',
    4,
    'Додайте, будь ласка, експорт у PDF і нагадування',
    'експорт у PDF і нагадування',
    /PDF:/,
  ],
]

describe('a feature request is named in a phrase that reads right', () => {
  for (const [title, cases] of [
    ['however it is asked', ASKED_HOW],
    ['quoted in the reply', QUOTED],
    ['with where it would live', WHERE],
    ['saying each word once', ONCE],
    ['two wishes in one review', TWO],
    ['by the feature words of its language', KNOWN],
  ] as const)
    describe(title, () => {
      for (const [language, stars, body, named, wrong] of cases)
        it(`${language} ${stars}★ ${body}`, () => {
          const draft = namingDraft(language, stars, body)
          expect(draft).toContain(named)
          expect(draft).not.toMatch(wrong)
        })
    })
})
