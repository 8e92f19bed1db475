import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

/**
 * What a reply calls the thing a review raises where names stand in quotes or frames: in the
 * form the reply's sentence can hold (a level in the frame's case, a level's number in the
 * language's own order), with the qualifier that makes it specific, and, for lost data, the
 * data ("notes"), never the phone the reviewer moved to. Each review is written for this test.
 */
type Case = [language: string, rating: number, review: string, named: string[], never: string[]]

const CASES: Case[] = [
  ['pl', 2, 'Gra się zawiesza na poziomie 88.', ['poziom', '88'], ['funkcj', '„poziomy”']],
  ['pl', 4, 'Dodajcie eksport do Excela, proszę.', ['eksport do Excela'], []],
  ['ru', 2, 'Игра вылетает на уровне 345.', ['уровень 345'], ['функци', '«', 'уровни']],
  ['ru', 4, 'Добавьте экспорт в PDF, пожалуйста.', ['экспорт в PDF'], []],
  ['ru', 1, 'Перешёл на новый телефон и пропали все заметки.', ['заметки'], ['новый телефон']],
  // An adjective that says which reminders stays; one that only praises does not.
  [
    'ru',
    4,
    'Добавьте, пожалуйста, повторяющиеся напоминания.',
    ['повторяющиеся напоминания'],
    ['«'],
  ],
  ['ru', 5, 'Очень удобные шаблоны, пользуюсь каждый день.', ['шаблоны'], ['удобные шаблоны', '«']],
  ['uk', 2, 'Гра зависає на рівні 120.', ['на рівні 120'], ['функці', '«']],
  ['uk', 1, 'Змінив телефон і зникли всі нотатки.', ['нотатки'], ['телефон»']],
  ['tr', 2, 'Oyun 250. bölümde donuyor.', ['250. bölüm'], ['bölümler']],
  // The problem is the sync, not the plan the reviewer pays for.
  [
    'tr',
    3,
    'Senkronizasyon çok yavaş, notlar geç geliyor. Premium için para ödüyorum, bu olmamalı.',
    ['senkronizasyon ile ilgili'],
    ['Premium', '“'],
  ],
  ['ar', 2, 'اللعبة تتوقف في المرحلة 75 كل مرة', ['المرحلة 75'], ['استخدام «', '«المراحل»']],
  ['hi', 1, 'नया फ़ोन लिया और सारे नोट्स गायब हो गए', ['नोट्स'], ['नया फ़ोन']],
  ['hi', 2, 'लेवल 300 पर गेम अटक जाता है', ['लेवल 300'], []],
  ['id', 4, 'Tolong tambahin suara panduan bahasa Indonesia dong', ['bahasa Indonesia'], []],
  ['vi', 4, 'Mong có chế độ tối cho widget', ['chế độ tối cho widget'], []],
  ['vi', 1, 'Đổi máy xong mất hết ghi chú', ['ghi chú'], ['đổi máy']],
  ['vi', 2, 'Game bị đứng ở màn 200', ['màn 200'], []],
  ['ja', 1, '機種変したらメモが全部消えた', ['メモ'], ['機種変']],
  // One thing joined by a particle or a preposition: the dark-mode widget, not the dark mode.
  [
    'ja',
    4,
    'ダークモードのウィジェットがあったら嬉しいです',
    ['ダークモードのウィジェット'],
    ['「ダークモード」'],
  ],
  ['pl', 4, 'Dodajcie widżet z trybem ciemnym, proszę.', ['widżet z trybem ciemnym'], ['„widżet”']],
  ['ko', 1, '폰 바꿨더니 메모가 다 사라졌어요', ['메모'], ['새 폰']],
  ['zh', 1, '换了新手机以后笔记全没了', ['笔记'], ['新手机”']],
]

const draft = namingDraft

describe('names in quotes and frames, in the form the reply’s sentence holds', () => {
  it.each(CASES)('%s: %s★ “%s”', (language, rating, review, named, never) => {
    const body = draft(language, rating, review)
    for (const n of named) expect(body).toContain(n)
    for (const n of never) expect(body).not.toContain(n)
  })
})
