import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import type { Intent } from '../../../../../src/main/core/drafting/read/types'

const book = phrasebookFor('pl')

/**
 * Polish reviews as people write them (written for this test, not taken from the corpus): the
 * point a reply must answer first, and the feature it should name, in the display form a reply uses.
 */
const CASES: [
  rating: number,
  main: Intent | 'spam' | 'abuse',
  text: string,
  names: string | null,
][] = [
  [5, 'praise', 'Najlepsza apka do notatek, używam codziennie, zero błędów', null],
  [4, 'praise', 'Wszystko działa szybko, błędów nie zauważyłam, dzięki!', null],
  [
    1,
    'bug',
    'Po aktualizacji aplikacja się nie uruchamia, od razu wywala. Xiaomi Redmi Note 10',
    null,
  ],
  [
    2,
    'bug',
    'Przypomnienia w ogóle nie przychodzą, chociaż dałem wszystkie uprawnienia',
    'przypomnienia',
  ],
  [3, 'complaint', 'Za dużo reklam, po każdym poziomie reklama, mam dość', null],
  [4, 'request', 'Fajnie by było dodać tryb ciemny', 'tryb ciemny'],
  [5, 'question', 'jak wyeksportowac notatke do pdf', null],
  [1, 'billing', 'Pobrali mi pieniądze dwa razy za roczną subskrypcję, chcę zwrot', null],
  [1, 'billing', 'Anulowałem subskrypcję w marcu a w kwietniu znowu pobrali 49 zł', null],
  [2, 'privacy', 'Po co aplikacji do biegania dostęp do moich kontaktów? Sprzedajecie dane?', null],
  [3, 'account', 'Chcę usunąć konto i wszystkie moje dane, jak to zrobić', null],
  [1, 'account', 'Nie mogę się zalogować, kod weryfikacyjny nie przychodzi', null],
  [1, 'data_loss', 'Wszystkie notatki zniknęły po aktualizacji, była tam cała moja praca', null],
  [1, 'spam', 'Zarabiaj 500 zł dziennie z domu! Napisz na telegram', null],
  [1, 'abuse', 'Twórcy to debile, spierdalajcie', null],
  [2, 'complaint', 'No pięknie, nowy wygląd 🙄 teraz nic nie można znaleźć', null],
  [1, 'complaint', 'Nie polecam, kompletna porażka', null],
  [5, 'praise', 'Super gra, gram codziennie wieczorem, dzięki twórcom!', null],
  [2, 'bug', 'GPS ciągle gubi sygnał i dystans jest źle liczony', 'GPS'],
  [3, 'question', 'Czy da się używać bez internetu', null],
  [4, 'praise', 'Nie jest zła, całkiem dobra apka', null],
  [2, 'complaint', 'Nie jest zbyt dobra, słaba', null],
  [5, 'praise', 'Nie mogę się nachwalić, żadnych problemów od roku', null],
  [1, 'praise', 'Świetna aplikacja, nie żałuję zakupu premium', null],
  [5, 'praise', 'Nigdy mi się nie zawiesiła, polecam', null],
  [3, 'complaint', 'Kiedyś było lepiej, teraz same reklamy', null],
  [4, 'praise', 'Całkiem niezła apka, wygodna', null],
  [2, 'complaint', 'Niezbyt wygodna, wszystko jest zagmatwane', null],
  [5, 'bug', 'Czasem wywala przy otwieraniu kalendarza', 'kalendarz'],
  [4, 'question', 'Da się jakoś zmienić rozmiar czcionki?', 'rozmiar czcionki'],
  [
    1,
    'billing',
    'Kupiłem premium, przeinstalowałem i premium zniknęło, każe zapłacić ponownie',
    null,
  ],
  [3, 'data_loss', 'Postęp się zresetował, byłem na 300 poziomie a teraz od nowa', null],
  // Slang, typos, missing diacritics.
  [5, 'praise', 'apka sztos, polecam kazdemu', null],
  [1, 'bug', 'nic sie nie laduje, bialy ekran i tyle', null],
  [2, 'bug', 'ciagle wywala przy wejsciu do gry', null],
  [3, 'complaint', 'reklama co 2 minuty, to jest przesada', null],
  [1, 'billing', 'pobrali 29 zl bez pytania, nie wykupywalem zadnej subskrypcji', null],
  [4, 'request', 'dodajcie prosze wiekszy widget', null],
  [2, 'data_loss', 'gdzie jest kosz? usunalem notatke przez przypadek', null],
  [1, 'complaint', 'totalna porazka, odinstalowuje', null],
  [5, 'praise', 'Dzieki, wszystko smiga', null],
  [1, 'bug', 'Po aktualizacji ciagle wyrzuca z gry', null],
]

describe('reading Polish reviews', () => {
  if (!book) throw new Error('no pl phrasebook')
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
