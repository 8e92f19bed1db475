import type { Cues } from './types'

// "nie działa", "nie synchronizuje", "przestała się ładować": the verbs an app's features do, as
// stems ("nie otwier" finds "nie otwiera" and "nie otwierają"). Text is folded (ą is a, ł is l),
// so lists may be written either way; people often type without the marks.
// prettier-ignore
const VERBS = [
  'dział', 'otwier', 'otworz', 'uruchami', 'uruchomi', 'włącza', 'włączy', 'ładuje', 'ładują', 'wczytuj', 'zapisuj', 'zapisał', 'zapisz',
  'synchronizuj', 'synchronizował', 'zsynchronizuj', 'aktualizuj', 'odświeża', 'pokazuj', 'wyświetla', 'przychodz', 'przyszł', 'dochodz',
  'widzi', 'łączy', 'połączy', 'liczy', 'nalicza', 'zlicza', 'mierzy', 'nagrywa', 'rejestruj', 'zarejestrował', 'reaguj', 'wchodz', 'wysyła',
  'eksportuj', 'importuj', 'przywraca', 'odtwarza', 'dzwoni', 'powiadamia', 'śledzi', 'rozpoznaj', 'skanuj', 'drukuj', 'kopiuj', 'wkleja',
  'usuwa', 'przełącza', 'odpala', 'chce się', 'wgrywa', 'wyświetli', 'zadziała',
]
// prettier-ignore
const STOPPED = ['działać', 'się otwierać', 'się uruchamiać', 'się włączać', 'się ładować', 'synchronizować', 'zapisywać', 'się aktualizować', 'pokazywać', 'przychodzić', 'liczyć', 'nagrywać', 'się łączyć', 'reagować', 'wyświetlać', 'się nagrywać', 'się zapisywać', 'śledzić', 'mierzyć']
const broken = [
  ...VERBS.map((v) => `nie ${v}`),
  // "GPS przestaje nagrywać przy wygaszonym ekranie": the present "keeps stopping", as the past.
  ...['przestał', 'przestała', 'przestało', 'przestały', 'przestaje', 'przestają'].flatMap((p) =>
    STOPPED.map((v) => `${p} ${v}`),
  ),
]

// prettier-ignore
export const pl: Cues = {
  resolved: ['rozwiązało', 'rozwiązali', 'rozwiązał', 'rozwiązała', 'rozwiązany', 'pomogli', 'pomógł', 'pomogła', 'w godzinę', 'w ciągu godziny', 'naprawili'],
  thanks: ['dzięki', 'dziękuję', 'z góry dzięki', 'z góry dziękuję', 'pozdrawiam'],
  positive: [
    'polecam', 'świetn', 'super', 'fajn', 'spoko', 'genialn', 'rewelac', '=rewela', 'doskonał', 'znakomit', 'wspaniał', 'cudown', 'bomba',
    'sztos', 'petarda', 'ekstra', 'zajebist', 'zarąbist', 'najlepsz', 'lepsza niż', 'lepszy niż', 'lepsze niż', 'lepsza od', 'lepszy od',
    'nic lepszego', 'nie ma lepsz', 'dobra aplikacja', 'dobra apka', 'dobra gra', 'dobry program', 'bardzo dobr', 'dobrze działa',
    'działa dobrze', 'dobrze zrobion', 'dobra robota', 'naprawdę dobr', 'całkiem dobr', 'jest dobr', 'przydatn', 'użyteczn', 'pomocn', 'niezł', 'wygodn', 'sprawn', 'solidn', 'dopracowan', 'przemyślan', 'funkcjonaln',
    'intuicyjn', 'prosta w obsłudze', 'prosty w obsłudze', 'proste w obsłudze', 'łatwa w obsłudze', 'łatwy w obsłudze', 'łatwe w obsłudze',
    'czyteln', 'przejrzyst', 'ładn', 'piękn', 'estetyczn', 'szybka', 'szybki', 'szybkie', 'działa szybko', 'stabiln', 'niezawodn', 'kocham',
    'uwielbiam', 'lubię', 'podoba', 'spodobał', 'dziękuj', 'dzięki', '=dzk', 'gratulacje', 'szacun', 'respekt', 'brawo', 'zadowolon',
    'godna polecenia', 'godny polecenia', 'warto', 'warta', '=wart', 'wciąga', 'uzależnia', 'wciągając', 'wciągnęł', '=git', 'idealn',
    'perfekc', 'bez zarzutu', 'wszystko działa', 'działa jak należy', 'działa bez problemu', 'działa bez problemów', 'ratuje', 'uratował',
    'niezastąpion', 'must have', 'must-have', 'nie mogę się nachwalić', 'bez błędów', 'bez problemów', 'bez problemu', 'bez zacięć',
    'bez lagów', 'błędów brak', 'błędów nie', 'bugów nie', 'bugów brak', 'problemów brak', 'problemów nie', 'lagów nie',
    'zacięć nie', 'nie wywala',
    'nie zacina', 'nie laguje', 'nie muli', 'nie żałuję', 'nie zawiodł', 'nie zawiodła', '5 gwiazdek', 'pięć gwiazdek', '10/10', '=top',
    'topka', 'miazga', 'rewelka', '=cudo', 'mistrz', 'kozak', 'kozacka', 'kozackie', 'wypas', 'pomaga', 'pomogła', 'pomógł', 'oszczędza',
    'nareszcie', 'przyjemn', 'relaksuj', 'odprężaj', 'zabawn', 'fajowa', 'fajowe', ':)', ':-)', ':d', '🙂', '😊', '😀',
    '😁', '👍', '❤', '😍', '🥰', '👌', '🙌', '💯', '⭐', '🔥', '💪',
  ],
  negative: [
    // How it looks ("nowy wygląd jest brzydki"): a complaint about how it is made, nothing broken.
    'brzydki', 'brzydka', 'brzydkie', 'paskudny', 'paskudna', 'paskudne',
    // Scorn for the people who made the app ("you are incompetent liars").
    'niekompetentni', 'kłamcy', 'oszuści',
    'nic nie da się znaleźć', 'nie da się nic znaleźć', 'nic nie można znaleźć', 'nie można nic znaleźć', 'trudno znaleźć',
    'okropn', 'straszna', 'straszny', 'straszne', 'beznadziej', 'fataln', 'tragiczn', 'tragedia', 'dramat', 'porażk', 'żenad', 'żenując',
    'kiepsk', 'słab', 'gorsz', 'najgorsz', 'badziew', '=syf', 'gówno', 'chłam', '=złom', 'śmieć', 'śmieci', 'bezużyteczn', 'bezsensown',
    'bez sensu', 'nieprzydatn', 'niepotrzebn', 'rozczarow', 'zawiodł', '=zawód', 'denerwuj', 'wkurza', 'wkurzaj', 'wkurwia', 'irytuj',
    'wnerwia', 'frustruj', 'męczy', 'męcząc', '=żal', 'szkoda', 'oszust', 'oszukuj', 'oszukan', 'naciąg', 'skok na kasę', 'zdzierstwo',
    'zdziers', 'pazern', 'chciw', 'odinstalow', 'odinstaluj', 'usuwam', 'usunąłem aplikację', 'usunęłam aplikację', 'usunąłem apkę',
    'usunęłam apkę', 'omijać', 'omijajcie', 'szkoda czasu', 'szkoda pieniędzy', 'strata czasu', 'strata pieniędzy', 'nie warto',
    'nie polecam', 'odradzam', 'za dużo', 'za mało', 'za drogo', 'za droga', 'za drogi', 'za drogie', 'drogo', 'przedrożon', 'za wolno',
    'mnóstwo reklam', 'pełno reklam', 'reklama co', 'reklamy co', 'reklama po każd', 'reklamy po każd', 'reklama za reklamą',
    'same reklamy', 'reklama na reklamie', 'natrętn', 'nachaln', 'wymuszan', 'zmuszaj', 'kiedyś było lepiej', 'kiedyś była', 'kiedyś był',
    'wcześniej było lepiej', 'popsuli', 'popsuł', 'zepsuli', 'przywróćcie starą', 'przywróćcie stary', 'po co zmieniać', 'kto to wymyślił',
    '1 gwiazdk', 'jedna gwiazdk', 'jedną gwiazdk', 'zero gwiazdek', '0 gwiazdek', 'problem', 'minus', 'masakra', 'katastrofa', '=dno', 'lipa',
    'kicha', 'padaka', 'nieczyteln', 'niewygodn', 'nieintuicyjn', 'niedopracowan', 'niestabiln', 'toporn', 'skomplikowan', 'zagmatwan',
    'wolno działa', 'działa wolno', 'bardzo wolna', 'strasznie wolna', 'naprawcie', 'poprawcie', 'popraw to', 'proszę poprawić',
    'do poprawki', 'po aktualizacji', 'od aktualizacji',
    'od ostatniej aktualizacji', 'po ostatniej aktualizacji', 'po update', 'kpina', 'żart', 'cyrk', 'złodzieje', 'złodziejstwo',
    'kradzież', 'nie da się korzystać', 'nie da się używać', 'nie nadaje się', 'szajs', 'kurwa', 'ja pierdolę', 'wtf', '😡', '🤬', '😤', '👎',
    '💩', '😠', '😞', '😢', '🤮', '😭', '💔',
    'wolniej', 'jeszcze wolniej', 'wolniejsza', 'jeszcze gorzej', 'nieczytelne', 'nieczytelny', 'trudno przeczytać', 'usunęliście', 'skasowaliście', 'usunęła wszystkie', 'skasowała wszystkie',
    'nie za dobr', 'niezbyt dobr', 'nie jest dobr', 'jest wolne', 'jest wolna', 'jest wolny', 'bardzo wolne', 'strasznie wolne',
    'aż do zmiany', 'do czasu aktualizacji', 'przed aktualizacją', 'aż do aktualizacji',
  ],
  negators: ['nie', 'ani', 'brak', 'zero', 'żadnych', 'żadnego', 'żadnej', 'żaden', 'żadna', 'wcale nie', 'bynajmniej'],
  // The negator sits right before the verb or the adjective ("nie działa", "nie jest zbyt dobra").
  negation: { reach: 16 },
  sarcasm: [
    // "Love paying to watch ads": nobody loves paying; the praise is said with a rolled eye.
    'uwielbiam płacić', 'kocham płacić',
    '🙄', '🙃', '😒', 'dzięki za nic', 'dziękuję za nic', 'no pięknie', 'no ładnie', 'brawo wy', 'no brawo', 'gratuluję pomysłu',
    'genialny pomysł', 'genialne rozwiązanie', 'kto to wymyślił', '"ulepsz', '„ulepsz', '"popraw', '„popraw', '=taa', '=taaa',
    '🤡', 'najlepsza aktualizacja w historii', 'jasne, jasne',
  ],
  ironic: ['no super', 'no świetnie', 'no fajnie', 'no pięknie', 'dzięki za', 'dziękuję za', 'brawo', 'gratulacje', 'gratuluję', 'genialn', '👏', 'najlepsza aktualizacja', 'dzięki, że', 'dzięki że', 'dziękuję, że'],
  contrast: [
    '=ale', 'jednak', 'jednakże', 'chociaż', '=choć', 'aczkolwiek', 'natomiast', 'za to', 'tylko że', 'tyle że', 'jedyny minus', 'jedyna wada',
    'jedyny problem', 'jedyne co', 'jedna rzecz', 'niestety', 'szkoda że', 'mimo to', 'oprócz', 'z wyjątkiem', 'poza tym', 'a tak to',
  ],
  bug: [
    ...broken,
    'wywala', 'nie mogę otworzyć', 'nie mogę nic otworzyć', 'nie moge otworzyc', 'nie moge nic otworzyc', 'wyłącza się', 'sama się wyłącza', 'wyłączyła się', 'wyłączyło się', 'zamyka się', 'sama się zamyka', 'zamknęła się', 'wywaliło', 'wywaliła', 'wywalił', 'wyrzuca', 'wyrzuciło', 'wysypuje', 'sypie się', 'crash', 'scrashował', 'krzacz', 'zawiesza',
    'zawiesił', 'zwiesza', 'zamarza', 'freez', 'przycina', 'zacina', 'muli', 'tnie się', 'laguje', '=lag', 'lagi', 'lagów', 'błąd', 'błęd',
    '=bug', 'bugi', 'bugów', 'bugiem', 'glitch', 'nie działa', 'nie działają', 'nie działało', 'nie da się zalogować', 'nie da się otworzyć',
    'nie da się zapisać', 'nie mogę się zalogować', 'nie mogę otworzyć', 'nie mogę zapisać', 'nie mogę wejść', 'nie udaje się',
    'nic się nie dzieje', 'czarny ekran', 'biały ekran', 'pusty ekran', 'ciągle się ładuje', 'ładuje się w nieskończoność',
    'wieczne ładowanie', 'kręci się', 'resetuj', 'znika', 'znikają', 'zniknął', 'zniknęł', 'duplikuj', 'dubluj', 'źle liczy',
    'źle pokazuje', 'źle mierzy', 'źle działa', 'źle zapisuje', 'źle wyświetla', 'błędnie', 'nieprawidłow', 'niepoprawn', 'rozmazan',
    'ucina', 'obcina', 'ucięt', 'psuje', 'zepsuł', 'zepsut', 'rozładowuje', 'zżera baterię', 'zjada baterię', 'drenuje', 'grzeje się',
    'nagrzewa', 'traci gps', 'gubi gps', 'gubi sygnał', 'zgubił', 'zgubiła', 'zgubiło', 'wylogowuje', 'wylogowało', 'ciągle prosi',
    'z opóźnieniem', 'spóźnion', 'spóźniają', 'nie dochodzą', 'error', 'krzywo', 'rozjeżdża', 'przeskakuje', 'skacze',
    'opóźnieni', 'za późno', 'dopóki nie otworzę', 'dopiero po otwarciu', 'dopiero jak otworzę', 'nic się nie ładuje', 'nie ładuje się', 'przychodzą podwójnie',
    'naprawcie', 'proszę naprawić', 'poprawcie', 'proszę poprawić',
    // Works only some of the time ("raz działa raz nie"), and a battery that drains ("bateria leci").
    'raz działa raz nie', 'raz działa, raz nie', 'czasem działa czasem nie', 'czasem działa, czasem nie', 'bateria leci', 'leci bateria', 'żre baterię', 'zżera baterie',
  ],
  notWish: ['chciałbym podziękować', 'chciałabym podziękować', 'chcę podziękować', 'chciałbym pochwalić', 'chciałabym pochwalić'],
  request: [
    // "Jak dodacie, dam 5 gwiazdek": stars promised on a condition are a wish, no praise yet.
    'dam 5 gwiazdek', 'dam pięć gwiazdek', 'dałbym 5', 'dałabym 5', 'będzie 5 gwiazdek', 'byłoby 5 gwiazdek',
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    'planujecie', 'planowana', 'planowane', 'planowany', 'kiedy dodacie', 'czy dodacie', '=dodacie', 'zamierzacie', 'czy pojawi', 'kiedy pojawi', 'pojawi się',
    // Asking to be let do something ("… pozwólcie mi to zrobić") wishes for it.
    'pozwólcie', 'umożliwcie',
    // A thing the app lacks ("no dark mode", "doesn't have a widget") is wished for. A lacking way
    // to do something ("no way to log in", "… to cancel") is left out: it is most often a fault.
    'nie ma trybu',
    'dodajcie', 'proszę dodać', 'można dodać', 'mogliby dodać', 'warto dodać', 'należy dodać', 'trzeba dodać', 'dodać opcj',
    'dodać możliwość', 'dodać tryb', 'dodanie', 'dodania', 'dajcie możliwość', 'dajcie opcj', 'dajcie wreszcie', 'prośba o', 'proszę o', 'prosimy o',
    'zróbcie', 'przywróćcie', 'wprowadźcie', 'zaimplementujcie', 'moglibyście', 'mogliby', 'przydał', 'brakuje', 'brak mi', 'brak opcji',
    'brak możliwości', 'nie ma opcji', 'nie ma możliwości', 'chciałbym żeby', 'chciałabym żeby', 'chciałbym aby', 'chciałabym aby',
    'chciałbym móc', 'chciałabym móc', 'chciałbym opcj', 'chciałabym opcj', 'byłoby', 'byłby', 'byłaby', 'dam 5', 'daje 5', 'dam pięć',
    'będzie 5', 'będzie pięć', 'wtedy 5', 'mam nadzieję że dodacie', 'liczę na', 'czekam na opcj', 'czekam na tryb', 'czekam na dodanie', 'czekam na wersj', 'czekamy na', 'marzy mi się',
    'fajnie by było', 'super by było', 'dobrze by było', 'więcej poziomów', 'więcej opcji', 'sugestia', 'sugeruję', 'propozycja',
    'proponuję', 'czemu nie ma', 'dlaczego nie ma', 'dlaczego brak', 'powinna być', 'powinien być', 'powinno być', 'powinny być',
    'przydałaby', 'przydałoby', 'przydałby', 'niech', 'gdyby',
    'kiedy dodacie', 'kiedy będzie można',
    'czy będzie tryb', 'czy będzie opcja', 'czy będzie możliwość', 'czy będzie wersja', 'czy będzie funkcja', 'czy dodacie', 'czy pojawi się',
  ],
  question: [
    'jak mogę', 'jak można', 'jak zrobić', 'jak to zrobić', 'jak przenieść', 'jak odzyskać', 'jak przywrócić', 'jak usunąć', 'jak anulować',
    'jak zrezygnować', 'jak wyłączyć', 'jak włączyć', 'jak dodać', 'jak ustawić', 'jak połączyć', 'jak zsynchronizować', 'jak wyeksportować',
    'jak eksportować', 'jak zaimportować', 'jak znaleźć', 'jak zmienić', 'jak zapisać', 'jak kupić', 'jak się skontaktować', 'jak długo',
    'jak często', 'jak działa', 'jak korzystać', 'jak ukryć', 'jak się zalogować', 'jak wejść', '=czy', '=gdzie', 'dlaczego', 'czemu', 'po co',
    'co zrobić', 'co robić', 'co się stało', 'co z ', 'co daje', 'co to znaczy', 'co oznacza', 'kiedy będzie', 'kiedy dodacie',
    'kiedy naprawicie', 'kiedy pojawi', 'ile kosztuje', 'ile trzeba', 'ile czasu', 'ile trwa', 'podpowiedzcie', 'podpowie ktoś', 'pomocy',
    'pomóżcie', 'pomoże ktoś', 'ktoś wie', 'nie wiem jak', 'nie mogę znaleźć', 'nie umiem znaleźć', 'nie potrafię', 'a jak',
    'a gdzie', 'a kiedy', 'to kto', 'mam pytanie', 'pytanie', 'chciałbym wiedzieć', 'chciałabym wiedzieć', 'chcę wiedzieć',
    'chciałbym zapytać', 'chciałabym zapytać', 'ciekaw jestem', 'ciekawa jestem', 'w jaki sposób',
  ],
  billing: [
    'płac', 'płaci', 'zapłac', 'zapłaci', 'opłat', 'pieniądz', 'pieniędz', '=kasa', '=kasy', '=kasę', 'subskrypcj', 'abonament', 'premium',
    'anulow', 'zrezygnow', 'rezygnacj', 'odnow', 'przedłuż', 'okres próbny', 'okresu próbnego', 'wersja próbna', 'trial', 'z karty',
    'na karcie', 'kartą', 'bank', 'zakup', 'kupił', 'kupiłem', 'kupiłam', 'paragon', 'transakcj', 'zwrot', '=zł', '=zl', '=pln', 'złotych',
    '$', '€', 'obciąż', 'pobrali', 'pobrano', 'ściągnęli', 'ściągnięto', 'wykupi',
  ],
  charge: {
    afterCancel: [
      'po anulowaniu', 'mimo anulowania', 'mimo że anulowałem', 'mimo że anulowałam', 'mimo rezygnacji', 'po rezygnacji', 'mimo że zrezygnowa',
      'już anulowa', 'już zrezygnowa', 'nadal pobiera', 'dalej pobiera', 'nadal pobierają', 'dalej pobierają', 'znowu pobrali', 'znów pobrali',
      'ponownie pobrali', 'odnowiła się sama', 'odnowiła się mimo', 'przedłużyła się sama', 'mimo wyłączenia',
    ],
    twice: ['dwa razy', 'dwukrotnie', '2 razy', 'podwójn', 'dwie płatności', 'dwie opłaty', 'pobrali dwa', 'x2'],
    unknown: [
      'nie zamawiał', 'nie subskrybowa', 'nie wykupywał', 'nie wykupiłem', 'nie wykupiłam', 'nie kupowałem', 'nie kupowałam', 'nic nie kupował',
      'bez mojej zgody', 'bez zgody', 'bez pytania', 'bez ostrzeżenia', 'nie wiem za co', 'nie wiadomo za co', 'za jakąś', 'za jakiś',
      'nie wyrażałem zgody', 'nie wyrażałam zgody',
    ],
    refund: [
      'zwrot pieniędzy', '=zwrot', 'zwrotu', 'dostać zwrot', 'zwrot środków', 'zwrot kasy', 'zwrotu pieniędzy', 'zwrotu środków', 'zwróćcie', 'oddajcie', 'chcę zwrot',
      'moje pieniądze', 'oddać pieniądze', 'odda pieniądze', 'odda te pieniądze', 'oddać kasę', 'chargeback',
    ],
    charged: [
      'pobrali', 'pobrano', 'pobrała opłat', 'pobrał opłat', 'obciążył', 'obciążyli', 'obciążono', 'ściągnęli', 'ściągnięto', 'zabrali pieniądze',
      'zabrali kasę', 'odnowiła się', 'przedłużyła się', 'automatycznie odnow', 'automatycznie przedłuż', 'zeszło z konta', 'zeszły z konta',
      'zeszła z konta', 'zeszły z konta', 'kasa zeszła', 'pieniądze zeszły', 'zeszły pieniądze', 'zeszła kasa',
      'ściągają', 'pobierają', 'zabierają kasę',
    ],
    cancelled: ['anulowałem', 'anulowałam', 'anulowali', 'anulowanie', 'anulowan', 'zrezygnowałem', 'zrezygnowałam', 'rezygnacj', 'wyłączyłem odnawianie', 'wyłączyłam odnawianie'],
    missing: [
      'przywróć zakup', 'przywrócić zakup', 'przywracanie zakup', 'odzyskać zakup', 'zakup zniknął', 'zakupy zniknęły', 'premium zniknęło',
      'premium znikło', 'zniknęło premium', 'nie mam premium', 'straciłem premium', 'straciłam premium', 'subskrypcja zniknęła',
      'nie widzi zakupu', 'nie widzi subskrypcji', 'każe zapłacić ponownie', 'każe płacić jeszcze raz', 'znowu każe zapłacić',
      'płacić drugi raz', 'zapłacić jeszcze raz', 'reklamy wróciły', 'wróciły reklamy',
    ],
  },
  privacy: [
    'prywatnoś', 'prywatn', 'dane osobowe', 'danych osobowych', 'moje dane', 'moich danych', 'zbieranie danych', 'zbiera dane', 'zbieracie',
    'sprzedaj', 'sprzedawa', 'udostępniacie dane', 'podmiotom trzecim', 'stronom trzecim', 'firmom trzecim', 'reklamodawc', 'śledzi mnie',
    'śledzą mnie', 'śledzenie użytkownik', 'szpieg', 'szpiegu', 'tracker', 'dostęp do lokalizacji', 'dostępu do lokalizacji',
    'uprawnienia do lokalizacji', 'moja lokalizacja', 'moją lokalizację', 'lokalizacji w tle', 'po co uprawnienia', 'wymaga uprawnień', 'tyle uprawnień', 'zbędne uprawnienia', 'dostęp do kontaktów',
    'dostępu do kontaktów', 'dostęp do aparatu', 'dostęp do mikrofonu', 'dostęp do zdjęć', 'dostęp do plików', 'szyfrowan', '=rodo', 'gdpr',
    'wyciek', 'bezpieczn', 'kto widzi', 'widoczne dla wszystkich', 'gdzie mieszkam',
    'mój adres', 'wszyscy widzą', 'każdy widzi',
  ],
  account: [
    'konto', '=konta', 'kontem', 'koncie', '=kontu', 'rejestracj', 'zarejestr', 'logowan', 'zalogow', 'login', 'hasło', 'hasła', 'hasłem',
    'mail', 'e-mail', 'email', 'profil', 'kod weryfikac', 'weryfikacj', '=sms', 'dwuetapow', 'apple id', 'konto google', 'przez google',
    'przez facebook', 'zakładać konto', 'założyć konto',
  ],
  lockedOut: [
    'nie mogę się zalogować', 'nie da się zalogować', 'nie mogę zalogować', 'nie mogę wejść na konto', 'nie mogę się dostać', 'nie wpuszcza',
    'nie przychodzi kod', 'kod nie przychodzi', 'nie przychodzi mail', 'nie dostaję kodu', 'zablokowali konto', 'konto zablokowane',
    'zablokowane konto', 'reset hasła', 'straciłem dostęp', 'straciłam dostęp', 'brak dostępu do konta', 'nie mam dostępu do konta',
    'konto nie istnieje', 'nie znaleziono konta', 'błędne hasło', 'nieprawidłowe hasło', 'wylogowało mnie',
    'zapomniałem hasła', 'zapomniałam hasła', 'resetu hasła', 'zresetować hasło', 'link do resetu', 'mail do resetu',
  ],
  deletion: [
    'usunąć konto', 'usunięcie konta', 'usunięcia konta', 'usunięciu konta', 'usunąć moje konto', 'usuńcie moje konto', 'usuńcie konto',
    'skasować konto', 'skasowanie konta', 'likwidacja konta', 'likwidacji konta', 'zamknąć konto', 'usunąć moje dane', 'usunięcie danych',
    'usunięcia danych', 'usunąć wszystkie dane', 'prawo do bycia zapomnianym',
    'usunąć swoje konto', 'usunąć swoje dane', 'usuńcie moje dane', 'usuńcie dane', 'skasujcie moje dane',
  ],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      'nie zapisał', 'nie zapisała', 'nie zapisało', 'nie zapisały', 'nie został zapisany', 'nie została zapisana', 'nie zostały zapisane', 'nie zapisuje',
      // "Another update that deletes my notes": the app deleting, said in the present.
      'kasuje', 'usuwa mi',
      // "apka zgubiła mi cały bieg": the app lost it.
      'zgubił',
      'zniknęł', 'zniknął', 'znikł', 'przepadł', 'usunęł', 'usunął', 'usunięte', 'skasował', 'wymazał', 'wyczyściło', 'stracił', 'straciłem',
      'straciłam', 'utracił', 'utrata', 'zresetował', 'wyzerował', 'zginęł', 'zginął', 'nie ma moich', 'gdzie są moje', 'gdzie moje',
      'od zera', 'od nowa', 'od pierwszego poziomu', 'do pierwszego poziomu',
    ],
    objects: [
      '=bieg', 'biegu', 'notatk', 'notatek', 'dane', 'danych', 'wpis', 'histori', 'postęp', 'poziom', 'treningi', 'treningów', 'biegi', 'biegów', 'aktywności',
      'statystyk', 'monet', 'diament', 'klejnot', 'wszystko', 'wszystkie', 'pliki', 'zdjęci', 'folder', '=listy', '=list', 'listę', 'zapisy',
      'zapisów', 'rekord', 'osiągnię',
    ],
    phrases: [
      'wszystko zniknęło', 'wszystko przepadło', 'straciłem wszystko', 'straciłam wszystko', 'utrata danych', 'postęp zniknął',
      'postęp się zresetował', 'zaczynać od nowa', 'zaczynać od zera', 'od pierwszego poziomu', 'od 1 poziomu',
    ],
    bought: ['klejnot', 'monet', 'diament', 'premium', 'subskrypcj', 'zakup', 'wersja pro', 'bez reklam'],
    notData: ['straciłem zainteresowanie', 'straciłam zainteresowanie', 'straciłem cierpliwość', 'straciłam cierpliwość', 'straciłem ochotę', 'straciłam ochotę', 'straciłem zaufanie', 'straciłam zaufanie', 'tracę cierpliwość', 'straciłem motywację', 'straciłam motywację'],
    fears: ['czy stracę', 'stracę', 'czy przepadną', 'przepadnie', 'czy zniknie', 'czy znikną', 'jeśli zmienię', 'gdy zmienię', 'przy zmianie telefonu', 'bez utraty', 'jeśli przeinstaluję', 'jeśli odinstaluję'],
    // "Nie chcę zaczynać od nowa" (don't want to start over): the restart they dread, before any
    // loss; said when moving to a new phone, not after losing anything.
    worries: ['boję się', 'boje sie', 'obawiam się', 'nie chcę stracić', 'na wypadek', 'nie chcę zaczynać', 'nie chcę grać od', 'żeby nie zaczynać'],
  },
  supportFailed: [
    'brak odpowiedzi', 'bez odpowiedzi', 'nikt nie odpowiada', 'nikt nie odpisuje', 'nie odpowiadają', 'nie odpisują', 'nie odpisali',
    'nie odpowiedzieli', 'milczy', 'milczą', 'cisza', 'zero odpowiedzi', 'zero kontaktu', 'olewają', 'olali', 'ignorują', 'zignorowali',
    'pisałem do supportu', 'pisałam do supportu', 'pisałem do was', 'pisałam do was', 'napisałem do', 'napisałam do', 'kontaktowałem',
    'kontaktowałam', 'support nie', 'pomoc techniczna nie', 'obsługa klienta nie', 'automatyczna odpowiedź', 'gotowiec', 'nadal czekam',
    'czekam na odpowiedź',
    'nigdy nie odpisują', 'nikt nie odpisał', 'nikt nie odpowiedział', 'żadnej odpowiedzi', 'nie dostałem odpowiedzi', 'nie dostałam odpowiedzi',
    'obsługa klienta w ogóle', 'support w ogóle nie',
    'nie odpisuje', 'nie odpisał', 'zero odzewu', 'brak odzewu', 'bez odzewu', 'nie odpowiada na maile',
  ],
  storeLoop: [
    'odsyła do dewelopera', 'odesłał do dewelopera', 'odesłało do dewelopera', 'odsyła do twórcy', 'odsyłają do dewelopera', 'apple odpisał', 'apple odpowiedział', 'apple twierdzi', 'apple każe', 'google odpisał', 'google twierdzi', 'google każe', 'google odesłał',
    'google odpowiedział', 'kontaktować z deweloperem', 'kontaktować się z deweloperem', 'skontaktować się z twórcą', 'skontaktować się z deweloperem',
    'kontakt z deweloperem', 'kontaktu z deweloperem', 'odsyłają do', 'odesłali mnie', 'odbijanie piłeczki', 'spychologia', 'odmówili zwrotu',
    'odmowa zwrotu', 'odrzucił zwrot', 'odrzuciło zwrot', 'odrzucili zwrot', 'zwrot odrzucony', 'odrzucił mój zwrot', 'nie chce zwrócić', 'nie chcą zwrócić',
    'google kazał', 'apple kazał', 'kazał mi skontaktować', 'kazali mi skontaktować', 'odsyła mnie', 'odsyłają mnie',
  ],
  abuse: [
    '=debil', '=debile', 'debili', '=idioci', '=idiota', 'idiotów', '=kretyn', '=kretyni', 'matoł', 'palant', '=cwel', '=chuj', '=chuje', '=huje', 'jebani', 'jebańcy', 'pierdolcie', 'spierdalaj', 'wypierdalaj', 'pierdol się', 'skurwysyn', 'skurwiel', '=kurwy', 'frajer', 'gnoje',
    'ścierw', 'pajace', 'banda idiotów', 'zdychajcie', 'zdechnijcie', 'do piekła', 'znajdę was', 'wiem gdzie mieszkacie', 'złamasy',
    'zbankrutujcie', 'zbankrutowali', 'idioci', 'jebać was', 'jebać twórców', 'obyście zbankrutowali', 'obyście splajtowali', 'obyście zdechli'],
  legal: [
    'prawnik', 'adwokat', 'do sądu', 'sądem', 'pozew', 'pozwę', 'pozwać', 'uokik', 'rzecznik konsumentów', 'rzecznika konsumentów',
    'rzecznik praw konsumenta', 'policj', 'prokuratur', 'zgłoszę do', 'zgłosiłem do', 'zgłosiłam do', 'chargeback', 'obciążenie zwrotne',
    '=uodo', 'ochrony konsumentów', 'ochrony danych osobowych',
  ],
  plea: ['naprawcie', 'naprawicie', 'możecie to naprawić', 'możecie naprawić', 'proszę naprawić', 'trzeba to naprawić', 'poprawcie', 'ogarnijcie', 'zajmijcie się', 'pomocy', 'pomóżcie', 'pomoże ktoś', 'proszę o pomoc'],
  rhetorical: ['czyj to pomysł', 'czyj pomysł', 'dlaczego ktokolwiek', 'kto by płacił', 'kto normalny', 'co wy sobie myśleliście', 'co wam strzeliło', 'o czym myśleliście', 'kto to zaprojektował', 'kto zaprojektował', 'kto wymyślił', 'kto to wymyślił', 'to jakiś żart', 'czy to żart', 'to żart', 'żartujecie', 'serio?', 'na serio?', 'testowaliście', 'czy ktoś to testował', 'czy to takie trudne', 'to takie trudne'],
  why: ['dlaczego', 'czemu', 'po co'],
  wishQuestion: ['=czy', 'kiedy będzie'],
  patterns: {
    // "chciałabym też wiedzieć, czy …": asking without a question word.
    question: [/(?:^|\s)chcia\S* (?:\S+ )?(?:wiedziec|zapytac|sie dowiedziec)(?:\s|$)/u],
    request: [
      /(?:^|\s)wiecej \S+ (?:prosze|plis|pls|plz)(?:\s|$)/u,
      // "Aplikacja powinna mieć treningi interwałowe", "(mam nadzieję,) że dodacie obsługę Garmina".
      /\bpowinn(?:a|o|y|i|en) (?:tez |takze |jeszcze )?(?:miec|obslugiwac|umozliwiac|pozwalac|oferowac|wspierac)\b/u,
      /(?:^|\s)(?:ze |jak |gdy |kiedy )?dodacie (?!\d)\S/u,
    ],
    // "Usuńcie natychmiast moje dane!": an order to delete, not the app deleting notes.
    deletion: [/(?:^|\s)(?:usun(?:ac|cie)|skasuj(?:cie)?|skasowac)(?: \S+){0,3} (?:konto|konta|dane|danych)(?:\s|$|[!.,])/u],
  },
  spam: [
    'zarabiaj', 'zarobić', 'zarobek', 'zarobki', 'pasywny dochód', 'zł dziennie', 'praca zdalna', 'kliknij', 'wejdź na', 'link w', 'napisz na',
    'pisz na', 'kod promocyjny', 'kod polecający', 'darmowe monety', 'darmowe diamenty', 'darmowe klejnoty', '=mod', 'ściągnij lepiej',
    'pobierz lepiej', 'lepiej pobierz', 'lepiej ściągnij', 'zamiast tego', 'wyszukaj', 'wpisz w', 'kasyno', 'zakłady', 'bukmacher', 'randki',
    'inwestyc', 'krypto', 'subskrybuj mój', 'mój kanał', 'na moim kanale',
    'na telegram', 'na telegramie', 'link w bio', 'na whatsapp', 'bez doświadczenia', 'bitcoin', 'kopiuj i wklej',
    'moją stronę', 'mojej stronie', 'moja strona',
  ],
}
