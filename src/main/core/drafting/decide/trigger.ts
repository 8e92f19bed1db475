/**
 * When the fault happens, in words a reply can say back: "every time I rotate the phone" becomes
 * "every time you rotate the phone", "nach etwa zehn Minuten" stays as it is. A bug reply that
 * drops the trigger answers a vaguer report than the one written.
 *
 * Only what reads right in the reply is taken: a span of time ("after 10 minutes", "через 10
 * минут", "15分くらい遊ぶと") in every language, since it needs no change of person; a "when I…"
 * clause where the person changes by swapping a pronoun (English, Indonesian, Vietnamese), is
 * not said at all (Japanese, Korean, Chinese), or takes the reply's person from a short table of
 * known verbs (German, French, Italian, Dutch, Swedish); Spanish and Portuguese say it back with
 * the infinitive ("al abrir una nota"), Turkish keeps its personless "-ken" form. Anything else
 * is left out: a wrongly conjugated verb is worse than no trigger.
 */

/** "after about 10 minutes", by language; each match is said back as it stands. */
const SPAN: Record<string, RegExp> = {
  en: /\bafter (?:about |around |roughly |like |only |just )?(?:\d+|a few|a couple of|ten|fifteen|twenty|thirty|five) (?:seconds?|secs?|minutes?|mins?|hours?)(?: (?:into|of) (?:a |the |my )?(?:run|game|workout|ride|walk|session|use|playing|using it))?|\bafter (?:about |around )?(?:half an hour|an hour|a minute)\b/i,
  de: /\bnach (?:etwa |ca\. |circa |ungefähr |rund |knapp )?(?:einer (?:halben )?(?:Stunde|Minute|Viertelstunde)|(?:\d+|ein paar|einigen|fünf|zehn|fünfzehn|zwanzig|dreißig) (?:Sekunden|Minuten|Stunden))/iu,
  fr: /\baprès (?:environ |à peu près |une )?(?:une demi-heure|une heure|un quart d'heure|(?:\d+|quelques|dix|quinze|vingt|trente|cinq) (?:secondes|minutes|heures))(?: de (?:partie|jeu|course|séance|sport|marche|utilisation))?/iu,
  es: /\b(?:después de|a los|tras) (?:unos |unas )?(?:media hora|una hora|(?:\d+|pocos|cinco|diez|quince|veinte|treinta) (?:segundos|minutos|horas))(?: de (?:juego|partida|uso|entrenamiento|carrera))?/iu,
  pt: /\b(?:depois de|após) (?:uns |umas |cerca de )?(?:meia hora|uma hora|(?:\d+|poucos|cinco|dez|quinze|vinte|trinta) (?:segundos|minutos|horas))(?: de (?:jogo|uso|treino|corrida))?/iu,
  it: /\bdopo (?:circa |un paio di |qualche )?(?:mezz'ora|un'ora|un quarto d'ora|(?:\d+|pochi|cinque|dieci|quindici|venti|trenta) (?:secondi|minuti|ore))(?: di (?:gioco|partita|uso|allenamento|corsa))?/i,
  nl: /\bna (?:ongeveer |zo'n |een )?(?:kwartier|half uur|uur|minuut of (?:\d+|vijf|tien|vijftien|twintig)|(?:\d+|een paar|vijf|tien|vijftien|twintig) (?:seconden|minuten|uur))/i,
  pl: /\bpo (?:około |jakichś |mniej więcej )?(?:kwadransie|pół godzinie|godzinie|(?:\d+|kilku|kilkunastu|pięciu|dziesięciu|piętnastu|dwudziestu) (?:sekundach|minutach|godzinach))/iu,
  ru: /(?<!\p{L})(?:через|после) (?:примерно |около |где-то )?(?:полчаса|час|(?:\d+|пару|несколько|пять|десять|пятнадцать|двадцать) (?:секунд|минут|час)\p{L}*)/iu,
  uk: /(?<!\p{L})(?:через|після) (?:приблизно |близько )?(?:півгодини|годину|(?:\d+|пару|кілька|п'ять|десять|п'ятнадцять|двадцять) (?:секунд|хвилин|годин)\p{L}*)/iu,
  tr: /(?<!\p{L})(?:\d+|birkaç|beş|on|on beş|yirmi|yarım|bir) (?:saniye|dakika|saat) (?:sonra|geçince)/iu,
  sv: /\befter (?:ungefär |cirka |ca |typ )?(?:en kvart|en halvtimme|en timme|(?:\d+|några|fem|tio|femton|tjugo) (?:sekunder|minuter|timmar))/iu,
  ar: /بعد (?:حوالي |تقريبا |تقريبًا )?(?:ربع ساعة|نصف ساعة|ساعة|\d+ (?:دقائق|دقيقة|ثوان|ثواني|ساعات))/u,
  hi: /(?:\d+|कुछ|दस|पंद्रह|बीस) (?:मिनट|सेकंड|घंटे) (?:के )?बाद/u,
  id: /\bsetelah (?:sekitar |kurang lebih |kira-kira )?(?:setengah jam|(?:\d+|beberapa|lima|sepuluh|lima belas) (?:detik|menit|jam))(?: (?:main|bermain|dipakai|latihan|lari))?/i,
  vi: /(?<!\p{L})(?:sau|khoảng) (?:khoảng )?(?:\d+|vài|mười|nửa) (?:giây|phút|tiếng|giờ)/iu,
  ja: /(?:\d+|数|十|十五|二十|三十)分(?:くらい|ほど|ぐらい|程度)?(?:遊ぶと|使うと|走ると|経つと|後に|後|で)/u,
  ko: /(?:\d+|몇|십)분 (?:정도 |쯤 )?(?:하면|지나면|후에|뒤에|후|뒤)/u,
  zh: /(?:玩|用|跑|过)了?(?:\d+|十几|几|十|二十|半)(?:分钟|个小时|小时)(?:左右)?(?:游戏)?(?:后|以后|之后)?/u,
}

/** "since the last update", by language: said back only where no version is named. */
const UPDATE: Record<string, RegExp> = {
  en: /\b(?:since|after) (?:the |this )?(?:last |latest |recent |new )?update\b/i,
  de: /\bseit (?:dem )?(?:letzten |neuesten )?Update\b/i,
  fr: /\bdepuis (?:la )?(?:dernière )?mise à jour\b/iu,
  es: /\bdesde (?:la )?(?:última )?actualización\b/iu,
  pt: /\b(?:desde a|depois da|após a) (?:última )?atualização\b/iu,
  it: /\bdall'ultimo aggiornamento\b/i,
  nl: /\bsinds de (?:laatste |nieuwe )?update\b/i,
  pl: /\bod (?:ostatniej )?aktualizacji\b/i,
  ru: /(?<!\p{L})после (?:последнего )?обновления(?!\p{L})/iu,
  uk: /(?<!\p{L})після (?:останнього )?оновлення(?!\p{L})/iu,
  tr: /(?<!\p{L})son güncellemeden (?:beri|sonra)(?!\p{L})/iu,
  sv: /\bsedan (?:senaste )?uppdateringen\b/i,
  ar: /(?:منذ آخر تحديث|بعد (?:آخر )?تحديث|بعد التحديث)/u,
  hi: /(?:पिछले )?अपडेट के बाद(?: से)?/u,
  id: /(?<!\p{L})(?:sejak|setelah) update(?: terakhir)?(?!\p{L})/iu,
  vi: /(?<!\p{L})(?:từ bản cập nhật gần (?:nhất|đây)|sau khi cập nhật)(?!\p{L})/iu,
  ja: /(?:前回の|最新の|この前の)?アップデート(?:後|してから|から|以降)/u,
  ko: /(?:지난 |최근 )?업데이트 (?:이후로|이후|후에|후로|후)/u,
  zh: /(?:上次|最近一次|这次)?更新(?:以后|之后|后)/u,
}

/**
 * The condition a fault happens under, said without a person: "only on mobile data", "in
 * landscape", "when the screen is off". Each is said back in the reply's own fixed words, so no
 * verb needs conjugating; where it works fine (on Wi-Fi) is no trigger.
 */
const CONDITION: Record<string, [RegExp, string][]> = {
  en: [
    [
      /\b(?:on|over|with|using|via) (?:mobile|cellular|cell) data\b|\bon (?:4g|5g|lte)\b/i,
      'on mobile data',
    ],
    [/\b(?:in|to) landscape\b|\blandscape mode\b/i, 'in landscape mode'],
    [
      /\b(?:when|whenever|while|once|if) (?:the |my )?screen (?:is |goes |turns |gets )?(?:off|locked)\b|\bwith (?:the |my )?screen (?:off|locked)\b/i,
      'when the screen is locked',
    ],
    [/\bin (?:the )?background\b/i, 'in the background'],
  ],
  de: [
    [
      /\b(?:mit|bei|über) (?:den )?mobilen Daten\b|\bim Mobilfunk(?:netz)?\b|\bmit (?:4G|5G|LTE)\b/iu,
      'mit mobilen Daten',
    ],
    [/\bim Querformat\b|\bim Landscape(?:-Modus)?\b|\bquer (?:halte|drehe)\b/i, 'im Querformat'],
    [
      /\bBildschirm (?:aus|gesperrt|ausgeschaltet) ist\b|\bbei (?:ausgeschaltetem|gesperrtem) (?:Bildschirm|Display)\b|\bDisplay (?:aus|gesperrt) ist\b/i,
      'bei gesperrtem Bildschirm',
    ],
  ],
  fr: [
    [
      /\b(?:en|avec la|avec les|sur la) (?:4G|5G|données mobiles|data)\b/iu,
      'avec les données mobiles',
    ],
    [/\ben (?:mode )?paysage\b/i, 'en mode paysage'],
    [/\b(?:écran|l'écran) (?:est )?(?:verrouillé|éteint)\b/iu, "quand l'écran est verrouillé"],
  ],
  es: [
    [/\bcon (?:los )?datos(?: móviles)?\b|\bcon (?:4G|5G)\b/iu, 'con datos móviles'],
    [/\ben (?:modo )?horizontal\b/i, 'en horizontal'],
    [
      /\bcon la pantalla (?:apagada|bloqueada)\b|\bpantalla (?:está )?(?:apagada|bloqueada)\b/iu,
      'con la pantalla bloqueada',
    ],
  ],
  pt: [
    [
      /\b(?:com|nos|no|usando) (?:os )?dados(?: móveis)?\b|\b(?:no|com) (?:4G|5G)\b/iu,
      'nos dados móveis',
    ],
    [/\b(?:na|em modo|no modo) (?:horizontal|paisagem)\b/i, 'na horizontal'],
    [
      /\bcom a tela (?:apagada|bloqueada|desligada)\b|\btela (?:está )?(?:apagada|bloqueada|desligada)\b/iu,
      'com a tela bloqueada',
    ],
  ],
  it: [
    [/\bcon i dati(?: mobili)?\b|\b(?:in|con il) (?:4G|5G)\b/i, 'con i dati mobili'],
    [/\bin (?:modalità )?orizzontale\b/iu, 'in orizzontale'],
    [/\b(?:a|con lo) schermo (?:spento|bloccato)\b/i, 'a schermo bloccato'],
  ],
  nl: [
    [/\b(?:op|met|via) (?:mobiele data|4G|5G)\b/i, 'op mobiele data'],
    [/\bliggend(?:e (?:modus|stand))?\b|\blandscape(?:modus)?\b/i, 'in liggende stand'],
    [
      /\bscherm (?:uit|vergrendeld) (?:is|gaat|staat)\b|\bbij (?:een )?vergrendeld scherm\b/i,
      'bij een vergrendeld scherm',
    ],
  ],
  sv: [
    [/\bpå (?:mobildata|mobilnätet|4G|5G)\b/iu, 'på mobildata'],
    [/\bi liggande(?: läge)?\b|\bliggande läge\b/iu, 'i liggande läge'],
    [/\bskärmen (?:är )?(?:låst|avstängd|släckt)\b/iu, 'när skärmen är låst'],
  ],
  pl: [
    [
      /(?<!\p{L})na (?:danych mobilnych|transmisji danych|LTE|4G|5G)(?!\p{L})/iu,
      'na danych mobilnych',
    ],
    [/(?<!\p{L})(?:w poziomie|w trybie poziomym)(?!\p{L})/iu, 'w trybie poziomym'],
    [
      /(?<!\p{L})(?:po (?:zablokowaniu|wyłączeniu) ekranu|przy (?:zablokowanym|wyłączonym) ekranie|gdy ekran jest (?:zablokowany|wyłączony))(?!\p{L})/iu,
      'po zablokowaniu ekranu',
    ],
  ],
  ru: [
    [
      /(?<!\p{L})(?:на|через) мобильн\p{L}* (?:интернет\p{L}*|данн\p{L}*|сет\p{L}*)(?!\p{L})|(?<!\p{L})на (?:4G|LTE|5G)(?!\p{L})/iu,
      'на мобильном интернете',
    ],
    [
      /(?<!\p{L})(?:в горизонтальн\p{L}* (?:режим\p{L}*|положени\p{L}*|ориентаци\p{L}*)|в альбомн\p{L}* (?:режим\p{L}*|ориентаци\p{L}*)|при повороте экрана)(?!\p{L})/iu,
      'в горизонтальном режиме',
    ],
    [
      /(?<!\p{L})(?:при (?:выключенном|заблокированном) экране|(?:когда|если) экран (?:выключен|заблокирован|гаснет)|после блокировки экрана)(?!\p{L})/iu,
      'при заблокированном экране',
    ],
  ],
  uk: [
    [
      /(?<!\p{L})(?:на|через) мобільн\p{L}* (?:інтернет\p{L}*|дан\p{L}*|мереж\p{L}*)(?!\p{L})/iu,
      'на мобільному інтернеті',
    ],
    [
      /(?<!\p{L})(?:в|у) горизонтальн\p{L}* (?:режим\p{L}*|положенн\p{L}*)(?!\p{L})|(?<!\p{L})при повороті екрана(?!\p{L})/iu,
      'у горизонтальному режимі',
    ],
    [
      /(?<!\p{L})(?:при (?:вимкненому|заблокованому) екрані|(?:коли|якщо) екран (?:вимкнений|заблокований|гасне)|після блокування екрана)(?!\p{L})/iu,
      'при заблокованому екрані',
    ],
  ],
  tr: [
    [/(?<!\p{L})mobil veri(?:de|yle|ile|y[ıi] kullan\p{L}*)(?!\p{L})/iu, 'mobil veride'],
    [/(?<!\p{L})yatay (?:modda|ekranda|konumda|moda geçince)(?!\p{L})/iu, 'yatay modda'],
    [
      /(?<!\p{L})ekran (?:kapalıyken|kilitliyken|kapanınca|kilitlenince)(?!\p{L})/iu,
      'ekran kilitliyken',
    ],
  ],
  id: [
    [
      /(?<!\p{L})(?:pakai|pake|pakai|menggunakan|di|dengan) (?:data seluler|data|kuota|4G|paket data)(?!\p{L})/iu,
      'saat memakai data seluler',
    ],
    [
      /(?<!\p{L})(?:mode )?landscape(?!\p{L})|(?<!\p{L})layar (?:horizontal|miring)(?!\p{L})/iu,
      'dalam mode landscape',
    ],
    [
      /(?<!\p{L})(?:saat|ketika|kalau|pas|waktu) layar (?:mati|dikunci|terkunci)(?!\p{L})/iu,
      'saat layar terkunci',
    ],
  ],
  vi: [
    [
      /(?<!\p{L})(?:khi |lúc )?(?:dùng|xài|bằng|sử dụng) (?:4G|5G|3G|dữ liệu di động|data)(?!\p{L})/iu,
      'khi dùng dữ liệu di động',
    ],
    [/(?<!\p{L})(?:xoay ngang|màn hình ngang|chế độ ngang)(?!\p{L})/iu, 'khi xoay ngang màn hình'],
    [/(?<!\p{L})(?:khi |lúc )?(?:tắt|khóa) màn hình(?!\p{L})/iu, 'khi khóa màn hình'],
  ],
  ja: [
    [
      /モバイルデータ(?:通信)?(?:で|の時|のとき|だと|を使うと)|4G(?:で|だと)/u,
      'モバイルデータ通信時に',
    ],
    [/横画面(?:で|にすると|にしたら|だと)|横向き(?:で|にすると|にしたら)/u, '横画面にすると'],
    [
      /画面(?:を)?(?:ロックすると|ロックしたら|オフにすると|消すと|を消したら|が消えると)/u,
      '画面をロックすると',
    ],
  ],
  ko: [
    [
      /(?:모바일 )?데이터(?:로| 사용 시|를 쓰면|를 켜면|에서)|(?:LTE|5G)(?:로|에서)/u,
      '모바일 데이터 사용 시',
    ],
    [/가로 ?(?:모드|화면)(?:로 바꾸면|에서|로 하면)|가로로 (?:하면|돌리면)/u, '가로 모드로 바꾸면'],
    [/화면(?:을|이)? ?(?:끄면|꺼지면|잠그면|잠기면)/u, '화면이 잠기면'],
  ],
  zh: [
    [
      /(?:用|使用|开)(?:移动数据|流量|4G|5G)(?:的时候|时)?|移动数据下|(?:4G|5G)下/u,
      '使用移动数据时',
    ],
    [/横屏(?:的时候|时|后)?|(?:把屏幕)?转成横屏/u, '横屏时'],
    [/锁屏(?:的时候|时|后|以后)|息屏(?:的时候|时|后|以后)|(?:关掉|关闭)屏幕(?:后|以后)/u, '锁屏后'],
  ],
  hi: [
    [/मोबाइल डेटा (?:पर|से|में)/u, 'मोबाइल डेटा पर'],
    [/लॉक स्क्रीन पर|स्क्रीन (?:लॉक|बंद) (?:होने पर|करने पर|होते ही|करते ही)/u, 'स्क्रीन लॉक होने पर'],
  ],
  ar: [
    [
      /(?:على|ب|عبر) ?(?:بيانات الجوال|بيانات الهاتف|البيانات الخلوية|الداتا|باقة البيانات)/u,
      'على بيانات الجوال',
    ],
    [/(?:في|على) الوضع الأفقي/u, 'في الوضع الأفقي'],
    [/(?:عند|بعد|لما) (?:قفل|إقفال|اطفاء|إطفاء) الشاشة/u, 'عند قفل الشاشة'],
  ],
}

function conditionOf(text: string, language: string): string | undefined {
  return CONDITION[language]?.find(([re]) => re.test(text))?.[1]
}

/**
 * What happens after "when I …", up to `max` characters: it stops at a word's end, never inside
 * one ("… mellan mobilen o"), and before an "and"/"but" that starts a clause of its own ("när jag
 * lägger till bilder och synken fungerar inte": the sync is a second fault, not when it crashes).
 */
const rest = (joins: string, max: number): string =>
  String.raw`((?:(?!\s(?:${joins})\s)[^.,;:!?()]){3,${max}})(?![\p{L}\p{N}])`

/** "every time I …": languages whose verb does not change with the person. */
const WHEN: Record<string, RegExp> = {
  // "I'm" before "I": "when I'm walking" is not "when I" + "'m walking" ("when you 'm walking").
  en: new RegExp(
    String.raw`(?<!\p{L})(every time|whenever|each time|as soon as|when|while) (i['’]m|i['’]ve|i|my)(?!\p{L}|['’])` +
      rest('and|but', 60),
    'iu',
  ),
  id: new RegExp(
    String.raw`(?<!\p{L})(setiap kali|tiap kali|saat|ketika|waktu) (?:saya|aku|gue) ` +
      rest('dan|tapi', 50),
    'iu',
  ),
  vi: new RegExp(
    String.raw`(?<!\p{L})(mỗi khi|mỗi lần|khi) (?:tôi|mình) ` + rest('và|nhưng', 50),
    'iu',
  ),
  ja: /([^。、！？!?\s]{2,24}(?:するたびに|たびに|度に|する時に|するときに))/u,
  ko: /([^.!?,\n]{2,24}(?:할 때마다|때마다))/u,
  zh: /每次([^，。！？,.!?都就总總会會]{2,16}?)(?:的时候|时)?(?:[，,都就总總会會]|$)/u,
  sv: new RegExp(String.raw`(?<!\p{L})(varje gång|när|så fort) jag ` + rest('och|men', 60), 'iu'),
  de: new RegExp(
    String.raw`(?<!\p{L})(jedes Mal,? wenn|immer,? wenn|wenn|sobald) ich ` + rest('und|aber', 60),
    'iu',
  ),
  fr: new RegExp(
    String.raw`(?<!\p{L})((?:à )?chaque fois que|dès que|quand|lorsque) (?:je |j')` +
      rest('et|mais', 60),
    'iu',
  ),
  it: new RegExp(String.raw`(?<!\p{L})(ogni volta che|quando|appena) ` + rest('e|ma', 60), 'iu'),
  nl: new RegExp(
    String.raw`(?<!\p{L})(elke keer als|elke keer dat|telkens als|wanneer|zodra|als) ik ` +
      rest('en|maar', 60),
    'iu',
  ),
  es: new RegExp(
    String.raw`(?<!\p{L})(?:cada vez que|siempre que|cuando|en cuanto|apenas) (?:yo )?` +
      rest('y|pero', 60),
    'iu',
  ),
  pt: new RegExp(
    String.raw`(?<!\p{L})(?:toda vez que|sempre que|quando|assim que|cada vez que) (?:eu )?` +
      rest('e|mas', 60),
    'iu',
  ),
  // "Notu açarken", "her açtığımda": the -ken form has no person; "-dığımda" takes "-dığınızda".
  tr: /(?<!\p{L})((?:\p{L}+ ){0,2}(?:\p{L}+(?:ar|er|ır|ir|ur|ür|r|maz|mez)ken|her \p{L}+[dt][ıiuü]ğ[ıiuü]md[ae]))(?!\p{L})/iu,
}

/** Dutch "ik …" to "je …": the clause-final verb takes its -t, "mijn" becomes "je". */
const NL_VERB: Record<string, string> = {
  ben: 'bent',
  heb: 'hebt',
  kan: 'kunt',
  wil: 'wilt',
  zal: 'zult',
  ga: 'gaat',
  doe: 'doet',
  sta: 'staat',
  zie: 'ziet',
}
const NL_YOU: Record<string, string> = { mijn: 'je', me: 'je', mij: 'je' }
const NL_DETERMINER = new Set([
  'een',
  'de',
  'het',
  'je',
  'jouw',
  'zijn',
  'haar',
  'ons',
  'onze',
  'hun',
  'die',
  'dat',
  'deze',
  'dit',
])

function youNl(rest: string): string | undefined {
  const words = swap(rest.trim().split(/\s+/u), NL_YOU)
  const last = words.at(-1) ?? ''
  // "een foto toevoeg aan een notitie": the verb is not last, and a noun after an article is no verb.
  const before = (words.at(-2) ?? '').toLowerCase()
  if (words.length < 2 || !/^\p{Ll}+$/u.test(last) || NL_DETERMINER.has(before)) return undefined
  const verb = NL_VERB[last] ?? (/t$/u.test(last) ? last : `${last}t`)
  return [...words.slice(0, -1), verb].join(' ')
}

/**
 * Spanish and Portuguese first-person verbs said back as "al abrir …" / "ao abrir …": the
 * infinitive has no person, so only verbs known here are said, never a guessed ending.
 */
const ES_INFINITIVE: Record<string, string> = Object.fromEntries(
  (
    'abro abrir|entro entrar|intento intentar|uso usar|utilizo utilizar|cambio cambiar|pongo poner|cierro cerrar|' +
    'guardo guardar|sincronizo sincronizar|juego jugar|corro correr|inicio iniciar|paso pasar|busco buscar|' +
    'toco tocar|pulso pulsar|hago hacer|escribo escribir|subo subir|agrego agregar|añado añadir|exporto exportar|' +
    'comparto compartir|conecto conectar|salgo salir|vuelvo volver|bloqueo bloquear|giro girar|grabo grabar|' +
    'pauso pausar|empiezo empezar|cargo cargar|edito editar|creo crear|borro borrar|elimino eliminar|camino caminar|' +
    'reproduzco reproducir|descargo descargar|importo importar|selecciono seleccionar|termino terminar|veo ver'
  )
    .split('|')
    .map((pair) => pair.split(' ') as [string, string]),
)
const PT_INFINITIVE: Record<string, string> = Object.fromEntries(
  (
    'abro abrir|entro entrar|tento tentar|uso usar|utilizo utilizar|mudo mudar|coloco colocar|fecho fechar|' +
    'salvo salvar|sincronizo sincronizar|jogo jogar|corro correr|inicio iniciar|passo passar|busco buscar|' +
    'toco tocar|clico clicar|aperto apertar|faço fazer|escrevo escrever|adiciono adicionar|exporto exportar|' +
    'compartilho compartilhar|conecto conectar|saio sair|volto voltar|bloqueio bloquear|giro girar|gravo gravar|' +
    'pauso pausar|começo começar|carrego carregar|edito editar|crio criar|apago apagar|excluo excluir|caminho caminhar|' +
    'baixo baixar|importo importar|seleciono selecionar|termino terminar|troco trocar|ligo ligar|vejo ver'
  )
    .split('|')
    .map((pair) => pair.split(' ') as [string, string]),
)
const ES_YOU: Record<string, string> = { mi: 'tu', mis: 'tus' }
const PT_YOU: Record<string, string> = { meu: 'seu', minha: 'sua', meus: 'seus', minhas: 'suas' }
const ES_PT_END =
  / (?:y|e|pero|mas|porque|pois|ele|ela|se|não|no|nunca|siempre|sempre|todo|tudo|la app|la aplicación|a app|o app|o aplicativo|a aplicação|el juego|o jogo)(?!\p{L}).*$/iu
/** A pronoun of the speaker left in the clause ("me sale", "me aparece"): not said back. */
const ES_PT_SELF = /(?<!\p{L})(?:me|yo|eu|mim|conmigo|comigo)(?!\p{L})/iu

function infinitive(
  rest: string,
  verbs: Record<string, string>,
  you: Record<string, string>,
  lead: string,
): string | undefined {
  const [first = '', ...others] = rest.trim().split(/\s+/u)
  const verb = verbs[first.toLowerCase()]
  if (!verb || others.length === 0 || others.length > 8) return undefined
  // "cada vez que abro el juego se cierra": the clause ends where the app's part begins.
  const said = swap(others, you).join(' ').replace(ES_PT_END, '')
  if (!said || ES_PT_SELF.test(said)) return undefined
  return `${lead} ${verb} ${said}`
}

/** Turkish "her açtığımda" to "her açtığınızda"; a -ken clause is said as written. */
/** "Uygulama fotoğraf eklerken": the app is the one that closes, not part of when. */
const TR_APP = /^(?:uygulama|oyun|app)$/iu

function youTr(clause: string): string | undefined {
  const all = clause.trim().split(/\s+/u)
  const words = all.length > 1 && TR_APP.test(all[0] ?? '') ? all.slice(1) : all
  // "telefonumu açarken": a first-person possessive before the verb is not said back.
  if (words.slice(0, -1).some((w) => /(?:ım|im|um|üm)(?:ı|i|u|ü|a|e|da|de|dan|den)?$/iu.test(w)))
    return undefined
  const last = words.at(-1) ?? ''
  const you = last.replace(/([dt][ıiuü]ğ)([ıiuü])m(d[ae])$/u, '$1$2n$2z$3')
  return [...words.slice(0, -1), you].join(' ')
}

/** Swedish verbs do not change with the person: only the pronouns do. */
const SV_YOU: Record<string, string> = { min: 'din', mitt: 'ditt', mina: 'dina', mig: 'dig' }

/** German "ich …" to "Sie …": the clause-final verb in the Sie form, "mein" as "Ihr". */
const DE_VERB: Record<string, string> = {
  will: 'wollen',
  möchte: 'möchten',
  kann: 'können',
  muss: 'müssen',
  darf: 'dürfen',
  soll: 'sollen',
  bin: 'sind',
  habe: 'haben',
  hab: 'haben',
  weiß: 'wissen',
  tu: 'tun',
}
const DE_YOU: Record<string, string> = {
  mein: 'Ihr',
  meine: 'Ihre',
  meinen: 'Ihren',
  meinem: 'Ihrem',
  meiner: 'Ihrer',
  meines: 'Ihres',
  mich: 'sich',
  mir: 'sich',
}

/** French "je …" to "vous …": the verb right after it, "mon" as "votre". */
const FR_VERB: Record<string, string> = {
  suis: 'êtes',
  ai: 'avez',
  fais: 'faites',
  vais: 'allez',
  mets: 'mettez',
  prends: 'prenez',
  veux: 'voulez',
  peux: 'pouvez',
  dois: 'devez',
  essaie: 'essayez',
  essaye: 'essayez',
  sors: 'sortez',
  lis: 'lisez',
  écris: 'écrivez',
  finis: 'finissez',
  choisis: 'choisissez',
}
const FR_YOU: Record<string, string> = { mon: 'votre', ma: 'votre', mes: 'vos', me: 'vous' }

/** Italian first person to second: the verb (after any clitic), "mio" as "tuo". */
const IT_VERB: Record<string, string> = {
  vado: 'vai',
  faccio: 'fai',
  sto: 'stai',
  ho: 'hai',
  so: 'sai',
  do: 'dai',
  esco: 'esci',
  tengo: 'tieni',
  vengo: 'vieni',
  dico: 'dici',
  devo: 'devi',
  posso: 'puoi',
  voglio: 'vuoi',
  sono: 'sei',
}
const IT_CLITIC = new Set(['lo', 'la', 'li', 'le', 'ne', 'ci', 'mi', 'gli'])
const IT_YOU: Record<string, string> = {
  mi: 'ti',
  mio: 'tuo',
  mia: 'tua',
  miei: 'tuoi',
  mie: 'tue',
  me: 'te',
}

const swap = (words: string[], table: Record<string, string>): string[] =>
  words.map((w) => table[w.toLowerCase()] ?? w)

function youSv(rest: string): string {
  return swap(rest.trim().split(/\s+/u), SV_YOU).join(' ')
}

function youDe(rest: string): string | undefined {
  const words = swap(rest.trim().split(/\s+/u), DE_YOU)
  const last = words.at(-1) ?? ''
  const verb = DE_VERB[last.toLowerCase()] ?? (/\p{Ll}e$/u.test(last) ? `${last}n` : undefined)
  if (!verb || words.length < 2) return undefined
  return [...words.slice(0, -1), verb].join(' ')
}

/** "ne l'utilise pas", "le fais": a negation or a pronoun before the verb is left unsaid. */
const FR_BEFORE = /^(?:(?:ne|le|la|les|y|en|lui|leur)$|[nl]')/iu

function youFr(rest: string): string | undefined {
  const [first = '', ...others] = rest.trim().split(/\s+/u)
  if (FR_BEFORE.test(first)) return undefined
  // "je me connecte" → "vous vous connectez".
  const reflexive = first === 'me' || first.startsWith("m'")
  const verbWord = reflexive
    ? first.startsWith("m'")
      ? first.slice(2)
      : (others.shift() ?? '')
    : first
  const verb =
    FR_VERB[verbWord.toLowerCase()] ?? (/\p{Ll}e$/u.test(verbWord) ? `${verbWord}z` : undefined)
  if (!verb) return undefined
  return [...(reflexive ? ['vous'] : []), verb, ...swap(others, FR_YOU)].join(' ')
}

function youIt(rest: string): string | undefined {
  const words = rest.trim().split(/\s+/u)
  const at = IT_CLITIC.has((words[0] ?? '').toLowerCase()) ? 1 : 0
  const word = (words[at] ?? '').toLowerCase()
  const verb =
    IT_VERB[word] ??
    (/io$/u.test(word)
      ? word.slice(0, -1)
      : /[cg]o$/u.test(word)
        ? `${word.slice(0, -1)}hi`
        : /\p{Ll}{2}o$/u.test(word)
          ? `${word.slice(0, -1)}i`
          : undefined)
  if (!verb) return undefined
  const out = [...words]
  out[at] = verb
  return swap(out, IT_YOU).join(' ')
}

/** An English clause said back to the reviewer: "I" becomes "you", "my" "your". */
function toYouEn(text: string): string {
  return text
    .replace(/(?<!\p{L})i['’]m(?!\p{L})/giu, "you're")
    .replace(/(?<!\p{L})i['’]ve(?!\p{L})/giu, "you've")
    .replace(/(?<!\p{L})i was(?!\p{L})/giu, 'you were')
    .replace(/(?<!\p{L})i am(?!\p{L})/giu, 'you are')
    .replace(/(?<!\p{L})i(?!\p{L})/gu, 'you')
    .replace(/(?<!\p{L})I(?!\p{L})/gu, 'you')
    .replace(/(?<!\p{L})my(?!\p{L})/giu, 'your')
    .replace(/(?<!\p{L})me(?!\p{L})/giu, 'you')
    .replace(/(?<!\p{L})myself(?!\p{L})/giu, 'yourself')
}

/** Where the clause turns to something else: "…, and the timer stops" is not the trigger. */
// Where the trigger ends: a joining word, the app, or a new subject and its verb ("every time I
// pause the run | the timer keeps going").
const END_EN =
  / (?:and|but|so|then|it|the app|app) .*$| (?:the|my) [\p{L}-]+ (?:keeps|stops|is|isn't|goes|crashes|freezes|won't|doesn't|resets|jumps|shows|starts|turns|disappears|closes|restarts|stays|says|runs)(?!\p{L}).*$/iu

/** What the trigger was cut before starts with "it" as the verb's object ("open it", not "it crashes"). */
const OBJECT_IT =
  /^ it(?! (?:keeps|stops|is|crashes|freezes|won't|doesn't|just|always|never|closes|shuts|goes|says|shows|resets)(?!\p{L}))(?!\p{L})/iu

/**
 * "Every time the map loads", "whenever the screen rotates": a clause about a thing, not the
 * reviewer, needs no change of person and is said back as written, unless the thing is the app
 * itself ("when the app crashes" is the fault again) or it is only a frequency ("every time").
 */
const WHEN_THING_EN =
  /(?<!\p{L})(every time|whenever|each time|as soon as) (the|a|an) ((?!app\b|game\b)[^.,;:!?()]{3,40})/iu

function whenThingEn(text: string): string | undefined {
  const m = WHEN_THING_EN.exec(text)
  if (!m || /\d/u.test(m[0])) return undefined
  const said =
    `${(m[1] as string).toLowerCase()} ${(m[2] as string).toLowerCase()} ${(m[3] as string).trim()}`
      .replace(END_EN, '')
      .trim()
  const words = said.split(' ').length
  return words < 4 || words > 10 ? undefined : toYouEn(said)
}

function whenOf(text: string, language: string): string | undefined {
  if (language === 'en' && !WHEN.en?.test(text)) return whenThingEn(text)
  const re = WHEN[language]
  const m = re?.exec(text)
  // "it says 4:00 when I run 6:00" compares figures: no trigger there.
  if (!m || /\d/u.test(m[0])) return undefined
  switch (language) {
    case 'en': {
      const [, lead, who, rest] = m as unknown as [string, string, string, string]
      const whole = `${lead.toLowerCase()} ${who} ${rest.trim()}`
      const cut = whole.replace(END_EN, '').trim()
      // "every time I open it on my iPad": "it" right after the verb is what is opened, kept.
      const said =
        OBJECT_IT.test(whole.slice(cut.length)) &&
        /^\S+$/u.test(cut.slice(lead.length + who.length + 2))
          ? `${cut} it`
          : cut
      if (said.split(' ').length < 3 || said.split(' ').length > 12) return undefined
      return toYouEn(said)
    }
    case 'id': {
      // "setiap kali saya buka" wants "membukanya" in a reply: a bare verb is left unsaid.
      const rest = (m[2] as string).trim()
      return rest.includes(' ') ? `${(m[1] as string).toLowerCase()} Anda ${rest}` : undefined
    }
    case 'vi':
      return `${(m[1] as string).toLowerCase()} bạn ${(m[2] as string).trim()}`
    case 'zh':
      return `每次${m[1] as string}时`
    case 'sv':
      return `${(m[1] as string).toLowerCase()} du ${youSv(m[2] as string)}`
    case 'de': {
      // Inside the apology's "dass …" the clause stands between commas: "jedes Mal, wenn Sie …,".
      const said = youDe(m[2] as string)
      if (!said) return undefined
      const lead = /^wenn$/iu.test(m[1] as string) ? 'immer, wenn' : (m[1] as string)
      return `${lead.replace(/(mal|immer) wenn/iu, '$1, wenn')} Sie ${said},`
    }
    case 'fr': {
      const said = youFr(m[2] as string)
      return said ? `${(m[1] as string).toLowerCase()} vous ${said}` : undefined
    }
    case 'nl': {
      const said = youNl(m[2] as string)
      return said ? `${(m[1] as string).toLowerCase()} je ${said}` : undefined
    }
    case 'es':
      return infinitive(m[1] as string, ES_INFINITIVE, ES_YOU, 'al')
    case 'pt':
      return infinitive(m[1] as string, PT_INFINITIVE, PT_YOU, 'ao')
    case 'tr':
      return youTr(m[1] as string)
    case 'it': {
      const said = youIt(m[2] as string)
      return said ? `${(m[1] as string).toLowerCase()} ${said}` : undefined
    }
    default:
      return (m[1] as string).trim()
  }
}

function spanOf(text: string, language: string): string | undefined {
  const m = SPAN[language]?.exec(text)
  if (!m) return undefined
  const span = m[0].trim()
  if (language === 'en') return toYouEn(span)
  // "через 10 минут" after a noun reads as "in ten minutes' time"; "спустя" is after.
  if (language === 'ru') return span.replace(/^через/iu, 'спустя')
  if (language === 'uk') return span.replace(/^через/iu, 'після')
  if (language === 'vi' && /^khoảng/iu.test(span)) return `sau ${span}`
  if (language === 'zh' && !/[后後]$/u.test(span)) return `${span}后`
  return span
}

/**
 * The trigger the fault's own clauses name, as the reply says it; the clause that says when
 * comes first, then a span of time (unless the span is how late something came), then the
 * update it started with (unless a version is named). Nothing when the language has no safe way
 * to say it back.
 */
/** Said inside the reply's sentence: "Seit dem letzten Update" starts no sentence there. */
const inside = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text

export function triggerOf(
  clauses: readonly string[],
  language: string,
  spans = true,
  versioned = false,
): string | undefined {
  for (const c of clauses) {
    const when = whenOf(c, language)
    if (when) return inside(when)
  }
  // "Only on mobile data", "in landscape": the condition it happens under.
  for (const c of clauses) {
    const condition = conditionOf(c, language)
    if (condition) return condition
  }
  if (spans)
    for (const c of clauses) {
      const span = spanOf(c, language)
      if (span) return inside(span)
    }
  // The version the reply names already says since when.
  if (versioned) return undefined
  const update = UPDATE[language]
  for (const c of clauses) {
    const m = update?.exec(c)
    if (m) return inside(m[0])
  }
  for (const c of clauses) for (const [said, saidAs] of UPDATE_SAID[language] ?? []) if (said.test(c)) return saidAs
  return undefined
}

/**
 * "since the update" said in the reviewer's own slang or unaccented ("abis update", "ban moi cap
 * nhat thi loi"), or by praising what came before it ("sebelum update aman2 aja", "bản cũ ổn"):
 * said back in the reply's own words.
 */
const UPDATE_SAID: Record<string, [RegExp, string][]> = {
  id: [
    [/(?<!\p{L})(?:abis|habis|sehabis|sesudah|semenjak|stlh|stelah|pas|udah) (?:di)?update(?!\p{L})/iu, 'sejak update'],
    [/(?<!\p{L})sebelum (?:di)?update\s+(?:\p{L}+\s+)?(?:aman|normal|lancar|bagus|baik|oke|ok|akurat|gak|ga|nggak|tidak|fine)/iu, 'sejak update'],
  ],
  vi: [
    [/(?<!\p{L})(?:từ khi|từ lúc|sau khi|sau lần) (?:cập nhật|update|up)(?!\p{L})/iu, 'sau khi cập nhật'],
    [/(?<!\p{L})(?:tu khi|tu luc|sau khi|sau lan) (?:cap nhat|update|up)(?!\p{L})/iu, 'sau khi cập nhật'],
    [/(?<!\p{L})(?:bản|ban) (?:mới|moi) (?:cập nhật|cap nhat)(?!\p{L})|(?<!\p{L})(?:bản|ban) (?:cũ|cu) (?:ổn|on|ngon|tốt|tot|không bị|ko bị|khong bi|ko bi)(?!\p{L})/iu, 'từ bản cập nhật mới'],
    [/(?<!\p{L})(?:trước khi|truoc khi) (?:cập nhật|cap nhat|update)\s+(?:\p{L}+\s+)?(?:ổn|on|bình thường|binh thuong|tốt|tot|ngon|chuẩn|chuan)/iu, 'sau khi cập nhật'],
  ],
}
