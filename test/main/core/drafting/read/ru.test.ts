import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import type { Intent } from '../../../../../src/main/core/drafting/read/types'

const book = phrasebookFor('ru')

/**
 * Russian reviews as people write them (written for this test, not taken from the corpus): the
 * point a reply must answer first, and the feature it should name, in the display form a reply uses.
 */
const CASES: [
  rating: number,
  main: Intent | 'spam' | 'abuse',
  text: string,
  names: string | null,
][] = [
  [
    5,
    'praise',
    'Лучшее приложение для заметок, пользуюсь каждый день, ни одного глюка за год',
    null,
  ],
  [4, 'praise', 'Приложуха норм, багов не заметил, синхронизация работает шустро', 'синхронизация'],
  [1, 'bug', 'После обновления приложение не запускается, сразу вылетает на самсунге', null],
  [2, 'bug', 'Напоминания не приходят вообще, хотя все разрешения дал', 'напоминания'],
  [
    3,
    'complaint',
    'Слишком много рекламы, после каждого уровня реклама на 30 секунд, надоело',
    null,
  ],
  [4, 'request', 'Было бы круто добавить тёмную тему для виджета', 'тёмная тема'],
  [5, 'question', 'подскажите как экспортировать заметку в пдф', null],
  [1, 'billing', 'Списали деньги два раза за годовую подписку, верните деньги', null],
  [1, 'billing', 'Отменил подписку в марте, а в апреле опять списали 599 рублей', null],
  [2, 'privacy', 'Зачем приложению для бега доступ к моим контактам? Продаете данные?', null],
  [3, 'account', 'Хочу удалить аккаунт и все мои данные, как это сделать', null],
  [1, 'account', 'Не могу войти в аккаунт, код подтверждения не приходит', null],
  [1, 'data_loss', 'Все заметки пропали после обновления, там была вся моя работа', null],
  [5, 'question', 'Не потеряются ли мои заметки если я сменю телефон?', null],
  [1, 'spam', 'Заработок от 5000 рублей в день без вложений! Пиши в телеграм @money_bot', null],
  [1, 'abuse', 'Разрабы дебилы, идите на хуй', null],
  [2, 'complaint', 'Ну спасибо за новый дизайн 🙄 теперь ничего не найти', null],
  [1, 'complaint', 'Не рекомендую, полная фигня', null],
  [5, 'praise', 'Отличная игра, залипаю каждый вечер)) спасибо разработчикам!', null],
  [2, 'bug', 'GPS постоянно теряет сигнал и дистанция считается неправильно', 'GPS'],
  [3, 'complaint', 'Цена кусается, 999 руб в месяц за заметки это перебор', null],
  [4, 'request', 'Неплохо, но хотелось бы больше шаблонов', 'шаблоны'],
  [5, 'praise', 'Никаких проблем за два года, ни разу не вылетало', null],
  [1, 'praise', 'Прекрасное приложение, не пожалел что купил премиум', null],
  [5, 'praise', 'Ни одного бага, всё летает', null],
  [3, 'complaint', 'Раньше было лучше, теперь одна реклама', null],
  [4, 'praise', 'Неплохое приложение, удобное', null],
  [2, 'complaint', 'Не очень удобно, всё запутано', null],
  [5, 'bug', 'Почему-то вылетает при открытии календаря', 'календарь'],
  [4, 'question', 'А можно как-то поменять размер шрифта?', 'размер шрифта'],
  [1, 'billing', 'Купил премиум, переустановил и премиум слетел, опять просит оплатить', null],
  [3, 'data_loss', 'Прогресс обнулился, был 300 уровень, теперь первый', null],
  // Slang, typos, missing diacritics.
  [5, 'praise', 'прога огонь, всем советую', null],
  [1, 'bug', 'ничего не грузится, белый экран и всё', null],
  [2, 'bug', 'вылитает посто€нно при входе в игру', null],
  [3, 'complaint', 'реклама через каждые 2 минуты, это издевательство', null],
  [1, 'billing', 'сняли 299р без спроса, подписку не оформлял', null],
  [4, 'request', 'сделайте плиз виджет побольше', null],
  [2, 'data_loss', 'где найти корзину? удалил заметку случайно', null],
  [1, 'complaint', 'полный отстой, удаляю', null],
  [5, 'praise', 'Спасибо, всё четко работает', null],
  [1, 'bug', 'После обновы постоянно выкидывает из игры', null],
]

describe('reading Russian reviews', () => {
  if (!book) throw new Error('no ru phrasebook')
  it.each(CASES)('%i★ %s: %s', (rating, main, text, names) => {
    const reading = readReview({ rating, body: text }, book)
    expect(reading.doubts.join(' ')).not.toMatch(/only roughly/)
    if (main === 'spam' || main === 'abuse') expect(reading.spam).not.toBeNull()
    else expect(reading.main).toBe(main)
    if (names)
      expect(reading.things.map((t) => t.text.toLowerCase()).join(' | ')).toContain(
        names.toLowerCase(),
      )
  })

  it('never reads praise as a complaint, whatever the stars', () => {
    for (const [, main, text] of CASES.filter(([, m]) => m === 'praise')) {
      const reading = readReview({ rating: 1, body: text }, book)
      expect(reading.main, text).toBe(main)
      expect(reading.polarity, text).toBe(1)
    }
  })
})
