import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Polish with "Ty", as the phrasebook, and never a second-person past tense (napisałeś/napisałaś:
 * the reviewer's gender is unknown). A named thing is never framed as a label („funkcja „…””): it
 * stands where it takes the accusative ("na", "za", "o", "dodać"), which `write/naming` gives it,
 * or before "to", which agrees with nothing;
 * the device follows "urządzenie" and is never declined.
 */
export const pl: MoveLines = {
  thanks: {
    casual: [
      'Wielkie dzięki za miłe słowa!',
      'Dziękujemy za tak ciepłą opinię!',
      'Bardzo dziękujemy za tę recenzję!',
    ],
    formal: [
      'Dziękujemy za pozytywną opinię.',
      'Dziękujemy za tak wysoką ocenę.',
      'Bardzo doceniamy tę opinię.',
    ],
  },
  thanksFor: {
    casual: [
      'Dziękujemy za miłe słowa! Cieszymy się, że {feature} to dla Ciebie strzał w dziesiątkę.',
      'Wielkie dzięki! Cieszymy się, że doceniasz {feature}.',
    ],
    formal: [
      'Dziękujemy za pozytywną opinię. Cieszymy się, że doceniasz {feature}.',
      'Dziękujemy za wysoką ocenę. Miło nam, że {feature} to dla Ciebie duży plus.',
    ],
  },
  praiseMore: [
    'Cieszymy się, że {brand|aplikacja} tak dobrze Ci się sprawdza.',
    'Takie opinie bardzo motywują cały nasz zespół.',
    'To dla nas najlepsza motywacja do dalszej pracy.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['Gratulujemy osiągnięcia!'],
  praiseAlso: [
    'Dziękujemy też za miłe słowa[ – cieszymy się, że {feature} to dla Ciebie duży plus].',
    'Cieszą nas też Twoje miłe słowa[ o tym, że {feature} to dla Ciebie duży plus].',
  ],
  askMissing: [
    'Jeśli czegoś brakuje do pięciu gwiazdek, daj nam znać – czytamy każdą wiadomość.',
    'Chętnie dowiemy się, czego brakuje Ci w {brand|aplikacji}.',
  ],
  neutral: {
    casual: ['Dzięki za opinię.', 'Dziękujemy za poświęcony czas i opinię.'],
    formal: ['Dziękujemy za opinię.', 'Dziękujemy za poświęcony czas i opinię.'],
  },
  request: [
    'Dziękujemy za pomysł[ na {feature}]! Przekazaliśmy go naszemu zespołowi.',
    'Twoją sugestię[, by dodać {feature},] z wdzięcznością przekazaliśmy zespołowi.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['Dziękujemy za pomysł[ na {feature}]! Przekazaliśmy go naszemu zespołowi.'],
  sorry: {
    casual: [
      'Przepraszamy za błąd[, który wpływa na {feature}][ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, oraz za to, że {also}].',
      'Przykro nam, że pojawił się problem[, który wpływa na {feature}][ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, i że {also}].',
      'Przykro nam z powodu błędu[, który wpływa na {feature}][ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, oraz tego, że {also}].',
    ],
    formal: [
      'Przepraszamy za błąd[, który wpływa na {feature}][ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, oraz za to, że {also}].',
      'Przykro nam, że wystąpił problem[, który wpływa na {feature}][ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, i że {also}].',
      'Przepraszamy za ten problem[, który wpływa na {feature}][ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, oraz za to, że {also}].',
    ],
  },
  sorryCrash: [
    'Przykro nam, że aplikacja się zamyka[ – awaria wpływa na {feature}][ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, a {also}].',
    'Przepraszamy za awarie {brand|aplikacji}[, które wpływają na {feature}][ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, oraz za to, że {also}].',
    'Przykro nam z powodu awarii[, które wpływają na {feature}][ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, oraz tego, że {also}].',
  ],
  phoneHot: 'telefon się nagrzewa',
  // A second thing going wrong, said as a clause of its own after "że" or "a".
  alsoFor: {
    gone: '{feature} znika',
    freeze: '{feature} się zawiesza',
    slow: '{feature} działa wolno',
    wrong: '{feature} pokazuje błędne dane',
    sync: '{feature} się nie synchronizuje',
    late: '{feature} przychodzi z opóźnieniem',
    stale: '{feature} się nie odświeża',
    blank: '{feature} nic nie pokazuje',
    cuts: '{feature} ciągle się przerywa',
    load: '{feature} się nie ładuje',
    reset: '{feature} się resetuje',
    save: '{feature} się nie zapisuje',
    missing: '{feature} się nie wyświetla',
    broken: '{feature} nie działa',
    other: '{feature} nie działa jak należy',
  },
  // The same for a plural thing, whose verb agrees with it.
  alsoForMany: {
    gone: '{feature} znikają',
    freeze: '{feature} się zawieszają',
    slow: '{feature} działają wolno',
    wrong: '{feature} pokazują błędne dane',
    sync: '{feature} się nie synchronizują',
    late: '{feature} przychodzą z opóźnieniem',
    stale: '{feature} się nie odświeżają',
    blank: '{feature} nic nie pokazują',
    cuts: '{feature} ciągle się przerywają',
    load: '{feature} się nie ładują',
    reset: '{feature} się resetują',
    save: '{feature} się nie zapisują',
    missing: '{feature} się nie wyświetlają',
    broken: '{feature} nie działają',
    other: '{feature} nie działają jak należy',
  },
  measures: {
    distance: 'dystansu',
    steps: 'kroków',
    calories: 'kalorii',
    pace: 'tempa',
    heartRate: 'tętna',
  },
  sorryFor: {
    freeze: [
      'Przykro nam, że aplikacja się zawiesza – błąd wpływa na {feature}[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, a {also}].',
      'Przykro nam, że aplikacja się zawiesza[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, a {also}].',
    ],
    slow: [
      'Przykro nam, że aplikacja działa tak wolno – problem wpływa na {feature}[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, a {also}].',
      'Przykro nam, że aplikacja działa tak wolno[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, a {also}].',
    ],
    sync: [
      'Przykro nam, że synchronizacja nie działa prawidłowo[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, a {also}].',
    ],
    logout: [
      'Przykro nam, że aplikacja ciągle Cię wylogowuje[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}].',
    ],
    open: [
      'Przykro nam, że aplikacja się nie uruchamia[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}].',
    ],
    battery: [
      'Przykro nam, że aplikacja tak szybko rozładowuje baterię[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, a {also}].',
    ],
    // The phone heats up, said alone.
    heat: [
      'Przykro nam, że {device} tak się nagrzewa przy korzystaniu z aplikacji[ {when}][ ({os})][ w wersji {version}][, a {also}].',
      'Przykro nam, że telefon tak się nagrzewa przy korzystaniu z aplikacji[ {when}][ ({os})][ w wersji {version}][, a {also}].',
    ],
    late: [
      'Przykro nam, że powiadomienia przychodzą z opóźnieniem[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}].',
    ],
    wrong: [
      'Przykro nam, że pomiar {measure} jest nieprawidłowy[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Przykro nam, że aplikacja sama przestaje nagrywać[ {when}][ na urządzeniu {device}][ ({os})][ w wersji {version}][, a {also}].',
    ],
  },
  heard: {
    price: [
      'Przykro nam, że cena[ za {feature}] Ci nie odpowiada – przekazaliśmy Twoją opinię zespołowi.',
      'Przepraszamy, jeśli cena[ za {feature}] Cię zniechęca – przekazaliśmy Twoje uwagi zespołowi.',
      "Rozumiemy, że cena[ za {feature}] Ci nie odpowiada – przekazaliśmy Twoją opinię zespołowi.",
    ],
    ads: [
      'Przykro nam, że reklamy przeszkadzają – przekazaliśmy Twoją opinię zespołowi.',
      'Przepraszamy, że reklamy psują Ci przyjemność z korzystania z aplikacji – przekazaliśmy to zespołowi.',
      "Rozumiemy, że reklamy przeszkadzają – przekazaliśmy Twoją opinię zespołowi.",
    ],
    design: [
      'Przykro nam, że nowy wygląd[, który objął {feature},] Ci nie odpowiada – przekazaliśmy Twoją opinię naszym projektantom.',
      'Przepraszamy, że nowy wygląd aplikacji[, który objął {feature},] wydaje Ci się krokiem wstecz – przekazaliśmy Twoje uwagi zespołowi.',
    ],
    slow: [
      'Przykro nam, że aplikacja działa tak wolno – przekazaliśmy Twoją opinię zespołowi.',
      'Przepraszamy, że aplikacja jest tak powolna – przekazaliśmy Twoje uwagi zespołowi.',
      "Rozumiemy, jak frustrująca jest tak wolna aplikacja – przekazaliśmy Twoją opinię zespołowi.",
    ],
    account: [
      'Przykro nam, że obowiązek zakładania konta Ci przeszkadza – przekazaliśmy Twoją opinię zespołowi.',
    ],
    notifications: [
      'Przepraszamy, że powiadomień jest za dużo – przekazaliśmy Twoją opinię zespołowi.',
      "Rozumiemy, że powiadomień jest za dużo – przekazaliśmy Twoją opinię zespołowi.",
    ],
    other: [
      'Przykro nam, że nie wszystko spełnia Twoje oczekiwania[, jeśli chodzi o {feature}] – przekazaliśmy Twoją opinię zespołowi.',
      'Przepraszamy za rozczarowanie[, jeśli chodzi o {feature}] – przekazaliśmy Twoje uwagi zespołowi.',
      "Rozumiemy Twoje rozczarowanie[, jeśli chodzi o {feature}] – przekazaliśmy Twoją opinię zespołowi.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: [
      'Przepraszamy za rozczarowanie[, jeśli chodzi o {feature}] – przekazaliśmy Twoje uwagi zespołowi.',
    ],
    // The game held to push buying to get ahead: the push heard, not the price of one thing.
    payToWin: [
      'Przykro nam, że masz wrażenie, iż bez płacenia[ za {item}] nie da się grać dalej – przekazaliśmy Twoją opinię zespołowi.',
      "Rozumiemy, że masz wrażenie, iż bez płacenia[ za {item}] nie da się grać dalej – przekazaliśmy Twoją opinię zespołowi.",
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      'Przykro nam, że aplikacja nie spełniła Twoich oczekiwań – przekazaliśmy Twoje uwagi zespołowi.',
      'Przepraszamy, że nie sprostaliśmy Twoim oczekiwaniom – przekazaliśmy Twoją opinię zespołowi.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Przykro nam, że {feature} psują Ci przyjemność z korzystania z aplikacji – przekazaliśmy Twoją opinię zespołowi.",
      "Rozumiemy, że {feature} psują Ci przyjemność z korzystania z aplikacji – przekazaliśmy Twoją opinię zespołowi.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "system żyć",
    priceOf: "cena za {feature}",
    price: "cena",
    ads: "reklamy",
    design: "wygląd aplikacji",
    newDesign: "nowy wygląd",
    slow: "powolne działanie aplikacji",
    notifications: "zbyt częste powiadomienia",
    account: "konieczność zakładania konta",
    hard: "poziom trudności",
    payToWin: "presja płacenia za postępy",
    rateNag: "ciągłe prośby o ocenę",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    'Bardzo nam przykro, że przez awarię aplikacji[ w wersji {version}] zniknęły Twoje dane.',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    'Bardzo nam przykro, że aplikacja się zawiesiła[ w wersji {version}] i zniknęły Twoje dane.',
  ],
  sorryLoss: [
    // The lost thing stands in the nominative after "jak", never as a label in brackets.
    'Bardzo nam przykro, że[ po aktualizacji do wersji {version}] zniknęło coś tak ważnego jak {item}.',
    'Bardzo nam przykro, że zniknęły Twoje dane[ po aktualizacji do wersji {version}].',
    'Bardzo nam przykro, że Twoje dane zniknęły[ z urządzenia {device}].',
    'Bardzo nam przykro, że przez błąd, który wpływa na {cause}[ w wersji {version}], zniknęły Twoje dane.',
  ],
  elsewhere: {
    app: ['Przepraszamy za zamieszanie! Wygląda na to, że chodzi o inną aplikację.'],
    outside: ['Dziękujemy za uczciwość; mimo to przykro nam, że sprawia to tyle kłopotu.'],
  },
  sorrySarcasm: [
    'Słuszna uwaga[, jeśli chodzi o {feature}] – przykro nam, że to Cię frustruje.',
    'Rozumiemy frustrację[, jeśli chodzi o {feature},] i przepraszamy.',
  ],
  details: {
    contact: [
      'Napisz nam przez {contact}, jakiego urządzenia i wersji aplikacji używasz – sprawdzimy to razem z Tobą.',
    ],
    noContact: [
      'Skontaktuj się z naszym zespołem wsparcia, podając model urządzenia i wersję aplikacji, żebyśmy mogli przyjrzeć się temu razem z Tobą.',
    ],
  },
  followUp: {
    contact: [
      'Napisz do nas przez {contact}, a przyjrzymy się temu razem z Tobą.',
      'Daj nam znać przez {contact} – sprawdzimy to razem z Tobą.',
    ],
    noContact: ['Skontaktuj się z naszym zespołem wsparcia, a przyjrzymy się temu razem z Tobą.'],
  },
  recovery: {
    contact: [
      'Skontaktuj się z nami jak najszybciej przez {contact}, żebyśmy sprawdzili, co da się odzyskać.',
      'Napisz do nas jak najszybciej: {contact}. Sprawdzimy, co da się przywrócić.',
    ],
    noContact: [
      'Skontaktuj się jak najszybciej z naszym zespołem wsparcia, żebyśmy sprawdzili, co da się odzyskać.',
    ],
  },
  answerLead: ['Dzięki za pytanie!', 'Chętnie pomożemy!', 'Dobre pytanie, dziękujemy!'],
  askedLead: ['Dziękujemy za pytanie.', 'Dzięki za wiadomość.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      'Przepraszamy, że po anulowaniu pobrano opłatę w wysokości {feature} za {item} – tak nie powinno być.',
      'Przepraszamy, że pobrano opłatę[ za {feature}] po anulowaniu – tak nie powinno być.',
      'Przykro nam, że opłata[ za {feature}] została pobrana mimo anulowania subskrypcji.',
    ],
    cantCancel: [
      'Przykro nam, że nie udało się anulować subskrypcji, a opłata[ za {feature}] nadal była pobierana.',
    ],
    twice: [
      'Przepraszamy, że opłatę w wysokości {feature} za {item} pobrano dwa razy – tak nie powinno być.',
      'Przepraszamy, że opłatę[ za {feature}] pobrano dwa razy – tak nie powinno być.',
      'Przykro nam, że dwa razy pobrano opłatę[ za {feature}].',
    ],
    wrongPlan: [
      'Przepraszamy, że pobrano opłatę[ w wysokości {feature}] za inny plan niż wybrany przez Ciebie.',
    ],
    unknown: [
      'Przykro nam, że pojawiła się nieoczekiwana opłata w wysokości {feature} za {item}.',
      'Przykro nam, że pojawiła się nieoczekiwana opłata[ za {feature}].',
      'Przepraszamy za niespodziewaną opłatę[ za {feature}].',
    ],
    renewed: [
      'Przepraszamy, że przy odnowieniu bez wyraźnego przypomnienia pobrano opłatę w wysokości {feature} za {item}.',
      'Przepraszamy, że subskrypcja odnowiła się bez wyraźnego przypomnienia i pobrano opłatę[ za {feature}].',
      'Przykro nam, że opłata[ za {feature}] została pobrana przy odnowieniu bez ostrzeżenia.',
    ],
    trial: [
      'Przepraszamy, że po okresie próbnym pobrano opłatę w wysokości {feature} za {item}.',
      'Przepraszamy, że po okresie próbnym pobrano opłatę[ za {feature}].',
      'Przykro nam, że okres próbny zamienił się w płatną subskrypcję i pobrano opłatę[ za {feature}].',
    ],
    missing: [
      'Przykro nam, że zakup się nie wyświetla – powinno być dostępne wszystko, za co płacisz[, w tym {feature}].',
      // A purchase not showing has not "vanished" (zniknęło): it does not work as paid for.
      'Przepraszamy, że zakup[ ({feature})] nie działa tak, jak powinien – należy Ci się wszystko, za co zapłacono.',
    ],
    refund: [
      'Rozumiemy, że chcesz odzyskać pieniądze[ za {feature}].',
      'Przykro nam, że są problemy z płatnością[ za {feature}].',
    ],
    family: ['Przykro nam, że udostępnianie rodzinie[ ({feature})] u Was nie działa.'],
    currency: ['Przykro nam, że opłatę[ ({feature})] pobrano w innej walucie niż Twoja.'],
    // What got dearer after "za", in the accusative `write/naming` gives it, never in brackets.
    priceRise: ['Rozumiemy, że wzrost ceny[ za {feature}] jest frustrujący.'],
    child: ['Przykro nam, że dziecko dokonało zakupu bez Twojej zgody.'],
    approval: {
      app_store: [
        'Aby temu zapobiec, możesz ustawić, by Apple prosiło o Twoją zgodę lub hasło przed każdym zakupem.',
      ],
      google_play: [
        'Aby temu zapobiec, możesz w ustawieniach Google Play włączyć uwierzytelnianie przy każdym zakupie.',
      ],
    },
    storeSettings: {
      app_store: [
        'Subskrypcję możesz w każdej chwili sprawdzić lub anulować w ustawieniach subskrypcji Apple: Ustawienia → Twoje imię i nazwisko → Subskrypcje.',
      ],
      google_play: [
        'Subskrypcję możesz w każdej chwili sprawdzić lub anulować w Google Play → Profil → Płatności i subskrypcje → Subskrypcje.',
      ],
    },
    other: [
      'Przepraszamy za kłopot z płatnością[ za {feature}].',
      'Rozumiemy, jak frustrujące są problemy z płatnościami.',
    ],
    refundPath: {
      app_store: [
        `Zakupy w App Store może zwrócić tylko Apple: o zwrot możesz poprosić na ${APPLE}.`,
      ],
      google_play: [`Do 48 godzin od zakupu możesz poprosić o zwrot na ${GOOGLE}.`],
    },
    checkOrder: {
      contact: [
        'Wyślij nam numer zamówienia przez {contact}, a sprawdzimy płatność razem z Tobą.',
        'Skontaktuj się z nami przez {contact} i podaj numer zamówienia – sprawdzimy obciążenie razem z Tobą.',
      ],
      noContact: [
        'Skontaktuj się z naszym zespołem wsparcia i podaj numer zamówienia – sprawdzimy płatność razem z Tobą.',
      ],
    },
    loop: [
      'Przepraszamy, że odsyłano Cię od jednych do drugich.',
      'Przykro nam, że sprawa krążyła w kółko.',
      'Szkoda, że sprawa krążyła w kółko – przepraszamy.',
      'Nie powinno się Cię odsyłać od jednych do drugich – zajmiemy się tym bezpośrednio z Tobą.',
    ],
  },
  supportFailed: [
    'Przepraszamy, że nikt Ci nie odpowiedział – tak nie powinno być.',
    'Przykro nam, że nasza odpowiedź nie przyszła na czas.',
    'Bardzo nam przykro, że nikt Ci nie odpowiedział.',
    'Powinniśmy byli Ci odpowiedzieć, a tak się nie stało.',
  ],
  supportFailedDirect: {
    contact: [
      'Należała Ci się odpowiedź: wyślij na {contact} numer zgłoszenia lub adres, z którego wysłano wiadomość, abyśmy ją odnaleźli.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Należała Ci się odpowiedź: wyślij na {contact} numer zamówienia i adres, z którego wysłano wiadomość, abyśmy ją odnaleźli.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Należała Ci się odpowiedź: wyślij numer zamówienia na {contact}.'],
  },
  supportReplied: [
    'Przykro nam, że nasze odpowiedzi nie rozwiązały problemu.',
    'Nasze dotychczasowe odpowiedzi nie rozwiązały problemu.',
  ],
  contactAgain: {
    contact: [
      'Nie musisz wszystkiego wyjaśniać od nowa: wyślij na {contact} numer zgłoszenia lub adres, z którego wysłano wiadomość, abyśmy ją odnaleźli.',
    ],
  },
  orderAgain: {
    contact: [
      'Wyślij na {contact} numer zamówienia i adres, z którego wysłano wiadomość, abyśmy odnaleźli ją i płatność.',
    ],
  },
  privacyAsked: ['Słusznie pytasz, dlaczego aplikacja prosi o dostęp do {feature}.'],
  permissions: {
    location: 'Twojej lokalizacji',
    contacts: 'Twoich kontaktów',
    microphone: 'mikrofonu',
    camera: 'aparatu',
    photos: 'Twoich zdjęć',
  },
  privacy: [
    'Słusznie pytasz, co dzieje się z Twoimi danymi, i należy Ci się jasna odpowiedź.',
    'To uzasadnione pytanie o Twoje dane, więc odpowiadamy wprost.',
  ],
  deletionAsked: ['Rozumiemy, że chodzi o usunięcie Twojego konta i danych.'],
  dataCopy: {
    contact: [
      'Jeśli chcesz otrzymać kopię danych osobowych, które o Tobie przechowujemy, napisz do nas bezpośrednio przez {contact}.',
    ],
    noContact: [
      'Jeśli chcesz otrzymać kopię danych osobowych, które o Tobie przechowujemy, skontaktuj się bezpośrednio z naszym zespołem wsparcia.',
    ],
  },
  deletion: [
    'Rozumiemy, że chcesz usunąć konto i swoje dane.',
    'Chcesz usunąć konto i dane – oto jak to zrobić.',
  ],
  tried: {
    contact: [
      'Skoro standardowe kroki już nie pomogły, napisz do nas bezpośrednio przez {contact} – przyjrzymy się Twojej sprawie razem z Tobą.',
    ],
    noContact: [
      'Skoro standardowe kroki już nie pomogły, skontaktuj się bezpośrednio z naszym zespołem wsparcia – przyjrzymy się Twojej sprawie razem z Tobą.',
    ],
  },
  lockedOut: {
    contact: [
      'Przykro nam, że nie możesz się zalogować. Skontaktuj się z nami przez {contact} i podaj adres e-mail konta – pomożemy odzyskać dostęp.',
      'Przepraszamy za kłopot z logowaniem. Napisz do nas: {contact}, podając adres e-mail konta, a pomożemy Ci się zalogować.',
    ],
    noContact: [
      'Przykro nam, że nie możesz się zalogować. Skontaktuj się z naszym zespołem wsparcia i podaj adres e-mail konta – pomożemy odzyskać dostęp.',
    ],
  },
  contact: {
    contact: [
      'Napisz do nas: {contact} – chętnie pomożemy.',
      'Nasz zespół chętnie pomoże: {contact}.',
    ],
    noContact: ['Skontaktuj się z naszym zespołem wsparcia – chętnie pomożemy.'],
  },
  closing: {
    positive: [
      'Miłego korzystania z {brand|aplikacji}!',
      'Jeszcze raz dziękujemy!',
      'Miłego dnia!',
    ],
    neutral: ['Jeszcze raz dziękujemy za opinię.', 'Dziękujemy, że jesteś z nami.'],
    negative: ['Dziękujemy za cierpliwość.', 'Dziękujemy, że dajesz nam znać.'],
  },
}
