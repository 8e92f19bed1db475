import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import type { Intent } from '../../../../../src/main/core/drafting/read/types'

const book = phrasebookFor('uk')

/**
 * Ukrainian reviews as people write them (written for this test, not taken from the corpus): the
 * point a reply must answer first, and the feature it should name, in the display form a reply uses.
 */
const CASES: [
  rating: number,
  main: Intent | 'spam' | 'abuse',
  text: string,
  names: string | null,
][] = [
  [5, 'praise', 'Чудовий застосунок, користуюся щодня, жодних глюків', null],
  [4, 'praise', 'Все працює швидко, багів не помітила, дякую!', null],
  [1, 'bug', 'Після оновлення не відкривається, одразу вилітає. Samsung A52', null],
  [2, 'bug', 'Сповіщення не приходять взагалі, хоча всі дозволи дав', 'сповіщення'],
  [3, 'complaint', 'Забагато реклами, після кожного рівня реклама, набридло', null],
  [4, 'request', 'Було б круто додати темну тему', 'темна тема'],
  [5, 'question', 'підкажіть як експортувати нотатку в пдф', null],
  [1, 'billing', 'Зняли гроші двічі за річну підписку, поверніть гроші', null],
  [1, 'billing', 'Скасував підписку в березні, а в квітні знову списали 199 грн', null],
  [2, 'privacy', 'Навіщо застосунку для бігу доступ до моїх контактів? Продаєте дані?', null],
  [3, 'account', 'Хочу видалити акаунт і всі мої дані, як це зробити', null],
  [1, 'account', 'Не можу увійти в акаунт, код підтвердження не приходить', null],
  [1, 'data_loss', 'Всі нотатки зникли після оновлення, там була вся моя робота', null],
  [1, 'spam', 'Заробіток від 2000 грн на день без вкладень! Пиши в телеграм', null],
  [1, 'abuse', 'Розробники дебіли, йдіть на хуй', null],
  [2, 'complaint', 'Ну дякую за новий дизайн 🙄 тепер нічого не знайти', null],
  [1, 'complaint', 'Не раджу, повний відстій', null],
  [5, 'praise', 'Класна гра, граю кожен вечір, дякую розробникам!', null],
  [2, 'bug', 'GPS постійно губить сигнал і дистанція рахується неправильно', 'GPS'],
  [3, 'question', 'Чи можна користуватися без інтернету', null],
  [5, 'praise', 'Жодних проблем за два роки, жодного разу не вилітало', null],
  [1, 'praise', 'Прекрасний застосунок, не пошкодував що купив преміум', null],
  [3, 'complaint', 'Раніше було краще, тепер суцільна реклама', null],
  [4, 'praise', 'Непоганий застосунок, зручний', null],
  [2, 'complaint', 'Не дуже зручно, все заплутано', null],
  [5, 'bug', 'Чомусь вилітає при відкритті календаря', 'календар'],
  [4, 'question', 'А можна якось змінити розмір шрифту?', 'розмір шрифту'],
  [1, 'billing', 'Купив преміум, перевстановив і преміум злетів, знову просить оплатити', null],
  [3, 'data_loss', 'Прогрес обнулився, був 300 рівень, тепер перший', null],
  // Slang, typos, missing diacritics.
  [5, 'praise', 'програма вогонь, всім раджу', null],
  [1, 'bug', 'нічого не вантажиться, білий екран і все', null],
  [3, 'complaint', 'реклама кожні 2 хвилини, це знущання', null],
  [1, 'billing', 'зняли 99 грн без попередження, підписку не оформлював', null],
  [4, 'request', 'зробіть будь ласка віджет більшим', null],
  [2, 'data_loss', 'де знайти кошик? видалив нотатку випадково', null],
  [1, 'complaint', 'повний відстій, видаляю', null],
  [5, 'praise', 'Дякую, все чітко працює', null],
  [1, 'bug', 'Після оновлення постійно викидає з гри', null],
]

describe('reading Ukrainian reviews', () => {
  if (!book) throw new Error('no uk phrasebook')
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
