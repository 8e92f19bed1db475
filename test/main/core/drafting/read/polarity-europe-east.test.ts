import { describe, it } from 'vitest'
import { expectReply, type Case } from './polarity'

/**
 * Reviews written for this test (not taken from a corpus) in Polish, Russian, Ukrainian and
 * Turkish: bug reports under five stars and in mixed reviews, sarcasm, negated praise. The
 * text decides what the reply takes up first.
 */
const CASES: Case[] = [
  ['pl', 5, 'problem', 'Przypomnienia przychodzą z godzinnym opóźnieniem od Androida 15.'],
  [
    'pl',
    4,
    'mixed',
    'Ogólnie dobra aplikacja, ale wyszukiwarka nic nie znajduje w starszych notatkach.',
  ],
  ['pl', 1, 'sarcasm', 'Super, kolejna aktualizacja i teraz działa jeszcze wolniej.'],
  ['pl', 1, 'one apology', 'Dzięki za nic, od aktualizacji synchronizacja nie działa.'],
  ['pl', 2, 'problem', 'Nie za dobra. Wyszukiwanie jest wolne.'],
  ['pl', 5, 'praise', 'Zero błędów, zero reklam, nie ma się do czego przyczepić.'],
  ['ru', 5, 'problem', 'Виджет показывает вчерашний список, пока не откроешь приложение.'],
  ['ru', 4, 'mixed', 'В целом хорошее приложение, но поиск ничего не находит в старых заметках.'],
  [
    'ru',
    4,
    'mixed, thanked after',
    'Шаблоны отличные, но озвучка каждый километр обрывает мне музыку и вылетает.',
  ],
  ['ru', 2, 'problem', 'Поиск очень медленный, ждать приходится по минуте.'],
  ['ru', 1, 'problem', 'Спасибо, что сломали синхронизацию.'],
  ['ru', 5, 'praise', 'Никаких вылетов, никакой рекламы, придраться не к чему.'],
  ['uk', 5, 'problem', 'Віджет показує вчорашній список, доки не відкриєш застосунок.'],
  ['uk', 4, 'mixed', 'Загалом гарний додаток, але пошук нічого не знаходить у старих нотатках.'],
  ['uk', 2, 'problem', 'Пошук дуже повільний, чекати доводиться хвилину.'],
  ['uk', 1, 'problem', 'Дякую, що зламали синхронізацію.'],
  ['tr', 5, 'problem', 'Widget uygulamayı açana kadar dünkü listeyi gösteriyor.'],
  [
    'tr',
    4,
    'mixed',
    'Genel olarak iyi bir uygulama ama arama eski notlarımda hiçbir şey bulmuyor.',
  ],
  ['tr', 1, 'sarcasm', 'Tüm notlarımı sildiğiniz için teşekkürler.'],
  ['tr', 1, 'problem', 'Çok güzel olmuş(!) hiçbir şey çalışmıyor.'],
  ['tr', 5, 'praise', 'Hiç çökme yok, reklam yok, şikayet edecek bir şey yok.'],
  // A fix asked for politely, and thanks for an update that broke something.
  ['pl', 5, 'problem', 'Proszę naprawić synchronizację na iPadzie, dzięki!'],
  ['pl', 1, 'problem', 'Dzięki za aktualizację, która zepsuła przypomnienia.'],
  ['ru', 5, 'problem', 'Почините, пожалуйста, синхронизацию на айпаде, спасибо!'],
  ['ru', 1, 'problem', 'Спасибо за обновление, которое сломало напоминания.'],
  ['uk', 5, 'problem', 'Виправте, будь ласка, синхронізацію на айпаді, дякую!'],
  ['uk', 1, 'problem', 'Дякую за оновлення, яке зламало нагадування.'],
  ['tr', 5, 'problem', "Lütfen iPad'deki senkronizasyonu düzeltin, teşekkürler!"],
  ['tr', 1, 'problem', 'Hatırlatıcıları bozan güncelleme için teşekkürler.'],
  // Praise with a turn that reports nothing: no apology.
  ['ru', 5, 'praise', 'Отличное приложение, но я в основном пользуюсь им для списков покупок.'],
  ['ru', 5, 'praise', 'Поначалу было непривычно, но теперь не могу без него.'],
]

describe('reading the point of a review: Polish, Russian, Ukrainian, Turkish', () => {
  for (const [language, stars, want, text] of CASES) {
    it(`${language} ${stars}★ ${want}: ${text}`, () => expectReply(language, stars, want, text))
  }
})
