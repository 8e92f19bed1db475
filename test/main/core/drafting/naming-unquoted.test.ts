import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

/**
 * A publisher does not post a reply that drops the reviewer's words into a fixed sentence as a
 * label: "функция «виджет»", "「ウィジェット」", "“रिमाइंडर”", "(Premium)". The thing a review
 * raises stands in the sentence as the language holds it: in the case its place asks for, with
 * the particle that joins two, or beside the noun it qualifies. Each review is written for
 * this test.
 */
type Case = [language: string, rating: number, review: string, named: string[], never: string[]]

const QUOTES = ['«', '»', '„', '“', '”', '「', '」', "'"]

const CASES: Case[] = [
  // Praise: the praised things are named in the sentence, unquoted.
  ['ru', 5, 'Отличные шаблоны и удобные теги, пользуюсь каждый день.', ['шаблоны'], QUOTES],
  ['uk', 5, 'Чудові шаблони, користуюся щодня.', ['шаблони'], QUOTES],
  ['pl', 5, 'Świetne szablony, używam codziennie.', ['szablony'], QUOTES],
  ['ja', 5, 'テンプレートがとても便利で毎日使っています', ['テンプレート'], QUOTES],
  ['zh', 5, '模板功能非常好用，每天都在用', ['模板'], QUOTES],
  ['ko', 5, '템플릿 기능이 정말 편해요 매일 써요', ['템플릿'], QUOTES],
  ['hi', 5, 'टेम्पलेट वाला फीचर बहुत अच्छा है, रोज़ इस्तेमाल करता हूँ', ['टेम्पलेट'], QUOTES],
  ['ar', 5, 'القوالب رائعة جداً وأستخدمها كل يوم', ['القوالب'], [...QUOTES, 'بـ']],
  ['tr', 5, 'Şablonlar harika, her gün kullanıyorum', ['şablon'], QUOTES],
  // A bug: named where it happened, never framed as "the function «…»".
  [
    'ru',
    2,
    'Виджет на рабочем столе перестал обновляться после обновления.',
    ['виджет'],
    [...QUOTES, 'функци'],
  ],
  ['uk', 2, 'Віджет на головному екрані не оновлюється.', ['віджет'], [...QUOTES, 'функці']],
  ['ja', 2, 'ウィジェットが更新されません', ['ウィジェット'], QUOTES],
  ['zh', 2, '桌面小组件一直不刷新', ['小组件'], QUOTES],
  // A request: a feminine thing asked for takes its accusative where the line holds it.
  [
    'ru',
    4,
    'Мечтаю, чтобы появилась синхронизация с календарём.',
    ['синхронизацию с календарём'],
    [...QUOTES, 'синхронизация'],
  ],
  [
    'pl',
    4,
    'Przydałaby się synchronizacja z kalendarzem.',
    ['synchronizację z kalendarzem'],
    [...QUOTES, 'synchronizacja'],
  ],
  // A plan charged twice is said with the charge, not put in brackets after it.
  [
    'ru',
    1,
    'С меня дважды списали оплату за Premium!!! Верните деньги.',
    ['Premium'],
    ['(Premium)', ...QUOTES],
  ],
  ['zh', 1, '年度会员被扣了两次费！请退款', ['年度会员'], ['（年度会员）']],
  ['vi', 1, 'Bị trừ tiền gói Premium hai lần, hoàn tiền cho tôi', ['Premium'], ['(gói Premium)']],
  // English: a wish is for something not there yet ("a dark mode"), with what makes it specific;
  // something taken away is asked back as such; a sum is charged, not charged "for".
  [
    'en',
    4,
    'please add a dark mode for the calendar widget, my eyes hurt at night',
    ['a dark mode for the calendar widget'],
    ['the idea of the', 'the dark mode'],
  ],
  [
    'en',
    2,
    'bring back the old home screen, the new one is a mess',
    ['bringing back the old home screen'],
    ['a home', 'the idea of the'],
  ],
  ['en', 1, 'You charged me $4.99 twice this month. I want a refund.', ['$4.99'], ['for $4.99']],
  // Western Europe: the lost data and the charge are worked into the sentence with their article.
  [
    'de',
    1,
    'Mir wurden 12,99 € abgebucht, obwohl ich nichts gekauft habe!',
    ['über 12,99 €'],
    ['(12,99 €)'],
  ],
  [
    'fr',
    1,
    'Toutes mes notes ont disparu après la mise à jour, je suis dégoûté',
    ['des notes'],
    ['«', '('],
  ],
  ['es', 1, 'Perdí todas mis notas al cambiar de móvil, qué desastre', ['las notas'], ['«', '(']],
  ['it', 1, "Dopo l'aggiornamento sono sparite tutte le mie note", ['le note'], ['“', '(']],
  // A device stands in the sentence with the possessive its kind takes, not as "Gerät (…)".
  [
    'de',
    2,
    'Seit dem Update verliert die App auf meiner Galaxy Watch 6 ständig das GPS.',
    ['auf Ihrer Galaxy Watch 6'],
    ['Gerät (', 'Ihrem Galaxy'],
  ],
  ['de', 2, 'GPS spinnt total auf meinem Pixel 8 Pro', ['auf Ihrem Pixel 8 Pro'], ['Gerät (']],
  // A compound name is kept whole, never cut to the part after a small word ("half").
  [
    'en',
    5,
    'The interval timer is spot on and the half marathon plan got me a new PB. Legends',
    ['half marathon plan'],
    ['the marathon plan'],
  ],
  // A wish for a thing without something names the thing, never what it is to be without.
  [
    'ru',
    3,
    'хотелось бы режим без таймера, чтобы спокойно играть перед сном',
    ['режим без таймера'],
    ['добавить таймер', 'про таймер'],
  ],
  ['de', 4, 'Bitte einen Modus ohne Werbung einbauen', ['Modus ohne Werbung'], ['zur Werbung']],
]

const draft = namingDraft

describe('a named thing stands in the reply’s sentence, not as a quoted or bracketed label', () => {
  it.each(CASES)('%s: %s★ “%s”', (language, rating, review, named, never) => {
    const body = draft(language, rating, review)
    for (const n of named) expect(body).toContain(n)
    for (const n of never) expect(body).not.toContain(n)
  })
})
