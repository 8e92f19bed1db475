import type { Phrasebook } from './types'

/**
 * Polish, informal "Ty" as apps usually write, but never in a past tense: those forms are
 * gendered (napotkałeś/napotkałaś), and we do not know the reviewer's gender.
 */
export const pl: Phrasebook = {
  code: 'pl',
  locale: 'pl',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Cześć {name},', 'Hej {name},'], formal: ['Dzień dobry,'] },
    anonymous: { casual: ['Cześć,'], formal: ['Dzień dobry,'] },
  },
  opener: {
    high: {
      casual: ['Wielkie dzięki za świetną opinię!', 'Dziękujemy za tak miłe słowa!', 'Bardzo nam miło czytać taką recenzję, dziękujemy!'],
      formal: ['Dziękujemy za pozytywną opinię.', 'Dziękujemy za tak wysoką ocenę.', 'Bardzo doceniamy Twoją opinię.'],
    },
    mid: {
      casual: ['Dzięki za szczerą opinię!', 'Dziękujemy za poświęcony czas i opinię.', 'Dziękujemy za Twoje uwagi.'],
      formal: ['Dziękujemy za opinię.', 'Dziękujemy za podzielenie się swoimi uwagami.', 'Dziękujemy za ocenę.'],
    },
    low: {
      casual: ['Bardzo nam przykro z powodu Twoich doświadczeń.', 'Przykro nam, że aplikacja nie spełnia Twoich oczekiwań.', 'Przepraszamy za kłopot.'],
      formal: ['Przepraszamy za niedogodności.', 'Przykro nam, że aplikacja nie spełniła oczekiwań.', 'Przepraszamy za problemy, które wystąpiły.'],
    },
  },
  issue: {
    crash: [
      'Przykro nam, że aplikacja się wyłącza; przekazaliśmy Twoje zgłoszenie naszemu zespołowi.',
      'Dzięki za zgłoszenie awarii; przekazaliśmy szczegóły naszym programistom.',
    ],
    bug: ['Dziękujemy za zgłoszenie błędu; przekazaliśmy go naszym programistom.', 'Opisany problem przekazaliśmy naszemu zespołowi.'],
    feature_request: ['Dzięki za sugestię! Przekazaliśmy ją naszemu zespołowi.'],
    pricing: ['Rozumiemy, że cena ma znaczenie, i przekazaliśmy Twoją opinię zespołowi.', 'Dziękujemy za opinię o cenach; traktujemy ją poważnie.'],
    login: ['Przykro nam, że masz problem z zalogowaniem się.', 'Chcemy jak najszybciej pomóc Ci odzyskać dostęp do konta.'],
    performance: ['Wiemy, jak ważne są szybkość i czas pracy baterii, i przekazaliśmy Twoją opinię naszym programistom.', 'Dzięki za informację o spowolnieniach; przekazaliśmy ją zespołowi.'],
    ads: ['Dziękujemy za opinię o reklamach; przekazaliśmy ją zespołowi.', 'Weźmiemy pod uwagę Twoje uwagi dotyczące reklam.'],
    sync: ['Wiemy, jak ważne są Twoje dane, i chcemy jak najszybciej to sprawdzić.', 'Przepraszamy za problemy z synchronizacją; przekazaliśmy Twoje zgłoszenie naszemu zespołowi.'],
    ui: ['Dziękujemy za opinię o wyglądzie aplikacji; przekazaliśmy ją naszym projektantom.', 'Zależy nam, by aplikacja była prosta w obsłudze, a Twoje uwagi bardzo nam pomagają.'],
    support: ['Przepraszamy za długie oczekiwanie na odpowiedź.', 'Przykro nam, że tym razem nasze wsparcie nie stanęło na wysokości zadania.'],
  },
  positive: {
    praise: ['Cieszymy się, że aplikacja jest dla Ciebie przydatna.', 'Takie opinie bardzo motywują cały nasz zespół.', 'Miło nam, że wszystko działa tak dobrze.'],
    ui: ['Cieszymy się, że podoba Ci się wygląd aplikacji!', 'Miło nam, że aplikacja jest dla Ciebie łatwa w obsłudze.'],
    support: ['Przekażemy Twoje miłe słowa naszemu zespołowi wsparcia!', 'Nasz zespół wsparcia bardzo się ucieszy.'],
  },
  nextStep: {
    contact: [
      'Napisz do nas: {contact}, a przyjrzymy się temu dokładniej.',
      'Skontaktuj się z nami przez {contact}, chętnie pomożemy.',
      'Nasz zespół chętnie pomoże: {contact}.',
    ],
    noContact: ['Skontaktuj się z naszym zespołem wsparcia, a przyjrzymy się temu dokładniej.', 'Nasz zespół wsparcia chętnie pomoże.'],
  },
  askMore: ['Chętnie dowiemy się, co możemy poprawić.', 'Daj nam znać, czego brakuje; czytamy każdą wiadomość.'],
  closing: {
    high: ['Miłego korzystania!', 'Jeszcze raz dziękujemy za wsparcie!', 'Miłego dnia!'],
    mid: ['Jeszcze raz dziękujemy za opinię.', 'Twoja opinia wiele dla nas znaczy.'],
    low: ['Dziękujemy za cierpliwość.', 'Dziękujemy za wyrozumiałość.'],
  },
  team: 'Zespół {brand}',
  apology: /przykro|przeprasz/i,
  keywords: {
    crash: ['crash', 'wywala', 'wyłącza się', 'zamyka się', 'nie otwiera', 'nie uruchamia', 'czarny ekran', 'wyłącza', 'wywala się'],
    bug: ['błąd', 'błęd', 'bug', 'nie działa', 'problem', 'popraw', 'napraw'],
    feature_request: ['dodajcie', 'dodać', 'byłoby', 'przydałby', 'przydałaby', 'przydałoby', 'funkcj', 'opcj', 'tryb ciemny', 'ciemny motyw', 'sugestia', 'brakuje'],
    pricing: ['cena', 'ceny', 'drogo', '=droga', 'subskrypcj', 'abonament', 'płat', 'zapłac', 'premium', 'pieniądze', 'zwrot', 'darmow', 'zdzierstw', 'za drogie'],
    login: ['zalogow', 'logowan', 'hasło', 'konto', 'weryfikacj'],
    performance: ['wolno', 'wolna', 'muli', 'laguje', 'bateri', 'zacina', 'zawiesza', 'długo', 'ładuje'],
    ads: ['reklam'],
    sync: ['synchroniz', 'stracił', 'utrac', 'zniknęł', '=dane', 'kopia zapasowa', 'usunęł', 'przywróc', 'nowy telefon', 'przenieść notatki'],
    ui: ['wygląd', 'interfejs', 'design', 'przycisk', '=menu', 'czcionk', 'kolor', 'motyw', 'nieczyteln', 'intuicyjn'],
    support: ['wsparcie', 'obsługa klienta', 'support', 'brak odpowiedzi', 'nie odpowiada', 'obsługi klienta'],
    praise: ['świetn', 'super', 'doskonał', 'polecam', 'dziękuj', 'kocham', 'najlepsz', 'bardzo dobr', 'przydatn', 'genialn', 'rewelac'],
  },
}
