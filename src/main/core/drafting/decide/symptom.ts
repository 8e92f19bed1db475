/**
 * What goes wrong, when a bug report says it in a word the drafter can read: the app will not
 * open, freezes, drains the battery, delivers notifications late, is slow, does not sync, or
 * keeps signing them out. The apology names it in plain words ("Sorry the app keeps freezing on
 * your Pixel 7") instead of a bare "the trouble". A crash has its own lines; anything else keeps
 * the general apology.
 */
import { unstuck } from '../read/stuck'
import { distanceMisread } from '../read/two-distances'

export type Symptom =
  | 'open'
  | 'freeze'
  | 'battery'
  | 'late'
  | 'wrong'
  | 'slow'
  | 'sync'
  | 'logout'
  | 'heat'
  | 'recording'
  | FeatureSymptom

/**
 * What a named thing does wrong, said of that thing ("the widget stopped updating", "the map
 * goes blank", "GPS keeps cutting out"): the apology names the thing and what it does.
 */
export type FeatureSymptom =
  'stale' | 'blank' | 'cuts' | 'gone' | 'load' | 'reset' | 'save' | 'missing' | 'broken'

/** What a fitness app measures and a review can say it measures wrong. */
export type Measure = 'distance' | 'steps' | 'calories' | 'pace' | 'heartRate'

/** Latin and Cyrillic words stand alone; Japanese, Chinese and Korean are matched inside the text. */
const words = (latin: string, cjk = ''): RegExp =>
  new RegExp(`(?<!\\p{L})(?:${latin})(?!\\p{L})${cjk ? `|${cjk}` : ''}`, 'iu')

const L = '\\p{L}*'
/** A count of days that should move on: "day 3", "day three", "streak of 12", "12 days". */
const DAY_COUNT =
  '(?:(?:day|week|streak)(?: (?:of )?(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten))?|\\d+ (?:days?|weeks?))(?!\\p{L})'

const FREEZE = words(
  [
    `freez${L}`,
    'froze',
    'frozen',
    'hangs',
    'hanging',
    'get(?:s|ting)? hanged',
    // "stuck on day 3" is a count that does not move on (a daily reward, a streak), not a freeze.
    `(?:gets? )?stuck(?! (?:on|at) ${DAY_COUNT})`,
    'not responding',
    'stop(?:s|ped)? responding',
    'unresponsive',
    'friert',
    `eingefroren${L}`,
    'hängt',
    'hängen',
    'reagiert nicht',
    'se fige',
    `figé${L}`,
    `bloqu${L}`,
    'se congela',
    `congelad${L}`,
    'se traba',
    `trabad${L}`,
    'se cuelga',
    'trava',
    `travad${L}`,
    `travou`,
    `congel${L}`,
    'si blocca',
    `bloccat${L}`,
    `impall${L}`,
    'blijft hangen',
    'loopt vast',
    'liep vast',
    `vastgelopen${L}`,
    `bevr${L}`,
    `zamarz${L}`,
    `zacina${L}`,
    `zawiesz${L}`,
    `zawiesi${L}`,
    `зависа${L}`,
    `завис${L}`,
    `замерза${L}`,
    'fryser',
    'frös',
    'hänger sig',
    'låser sig',
    `donuyor`,
    `donup`,
    `dondu${L}`,
    `donma${L}`,
    `takılı${L}`,
    'macet',
    `nge-?hang`,
    'hang',
    `membeku`,
    'đứng hình',
    'đứng màn hình',
    'dung man hinh',
    'dung hinh',
    'treo',
    'bị đơ',
    'đơ',
    `يعلق`,
    'تعلق',
    'بتعلق',
    'تهنج',
    `بيعلق`,
    `يتجمد`,
    `تتجمد`,
    `بتتجمد`,
    `بيتجمد`,
    `تجمد${L}`,
    `متجمد${L}`,
    `يهنج`,
    `بيهنج`,
    'हैंग',
    'अटक[\\p{L}\\p{M}]*',
    'फ्रीज़',
    'फ्रीज',
  ].join('|'),
  // "同期が止まって", "동기화가 멈췄어요": the sync stopped, not the app (misreads round 26).
  'フリーズ|固まる|固まっ|固まり|(?<!同期(?:が|は|も)?)止ま(?:る|っ)|反応しな|(?<!동기화(?:가|는|도|이)? ?)멈(?:춰|춤|추)|먹통|卡死|卡住|死机|死機|冻结|凍結|没反应|沒反應|当机|當機',
)

const SLOW = words(
  [
    `slow${L}`,
    'sluggish',
    'lag(?:s|gy|ging|ged|gt)?',
    'takes (?:forever|ages)',
    'langsam',
    `ruckel${L}`,
    'hakt',
    `lent${L}`,
    'rame',
    `ralenti${L}`,
    `saccad${L}`,
    'tarda (?:mucho|una eternidad)',
    'demora (?:muito|demais)',
    'ci mette (?:tanto|troppo)',
    `scatt${L}`,
    'traag',
    'langzaam',
    'hapert',
    'wolno',
    `powoln${L}`,
    `laguj${L}`,
    `przycina${L}`,
    `медленн${L}`,
    `тормоз${L}`,
    `лага${L}`,
    `повільн${L}`,
    `гальму${L}`,
    `långsam${L}`,
    'seg',
    'laggar',
    'hackar',
    `yavaş${L}`,
    `kasıyor`,
    `kasma${L}`,
    'lemot',
    'lambat',
    'lelet',
    `nge-?lag`,
    'chậm',
    'giật',
    `بطيء${L}`,
    `بطيئ${L}`,
    'بطء',
    'स्लो',
    `धीम${L}`,
    'लैग',
  ].join('|'),
  '重い|重たい|遅い|もたつ|カクカク|느려|느리|느림|버벅|렉|卡顿|卡頓|很卡|太卡|好卡|开始卡|開始卡|有点卡|有點卡|变卡|變卡|延迟|延遲|很慢|太慢',
)

const SYNC = words(
  [
    `sync${L}`,
    `synchron${L}`,
    `synchro${L}`,
    `sincroni${L}`,
    `synkr?${L}`,
    `синхрон${L}`,
    `синхроніз${L}`,
    `senkron${L}`,
    `eşitle${L}`,
    `(?:ter|di|men)?sinkron${L}`,
    'đồng bộ',
    `مزامن${L}`,
    `المزامن${L}`,
    `تتزامن`,
    `يتزامن`,
    'सिंक',
  ].join('|'),
  '同期|동기화|同步',
)

/** Signed out against their will; "logged out and in again" is a step they tried, not the fault. */
const LOGOUT = words(
  [
    'log(?:s|ged|ging)? (?:me )?out(?! and)',
    'sign(?:s|ed|ing)? (?:me )?out(?! and)',
    'meldet mich (?:ständig |immer wieder |dauernd )?ab',
    'abgemeldet',
    'loggt mich (?:ständig |immer wieder |dauernd )?aus',
    // "J'ai déconnecté/reconnecté", "déconnecter puis reconnecter": a step they tried, not a sign-out.
    `déconnect${L}(?!\\s*(?:/|,|-|et |puis |ensuite |avant de )\\s*(?:me |le |la |les )?(?:re|ré)connect)`,
    'me (?:cierra|saca) (?:la |de la |de mi )?(?:sesión|cuenta)',
    `deslog${L}`,
    'me desconecta',
    'mi (?:disconnette|fa uscire)',
    `scollega${L}`,
    'uitgelogd',
    'logt (?:me )?(?:steeds )?uit',
    `wylogow${L}`,
    `разлогин${L}`,
    'выкидывает из (?:аккаунта|учётной записи)',
    'викидає з (?:акаунта|облікового запису)',
    `розлогін${L}`,
    'loggas ut',
    'loggar ut mig',
    `utloggad${L}`,
    'oturum\\p{L}* (?:sürekli )?kapa[nt]\\p{L}*',
    'hesaptan atıyor',
    `ke-?logout`,
    '(?:sering |selalu |terus )?(?:ter)?logout sendiri',
    'keluar sendiri dari akun',
    'đăng xuất',
    '(?:bi|tu|hay bi|tu dong) dang xuat',
    'يسجل خروجي',
    'تسجيل خروجي',
    'लॉगआउट',
    'लॉग आउट',
  ].join('|'),
  // "每次打开都要登录", "毎回ログインし直す", "매번 다시 로그인해야": made to sign in every time they open it.
  'ログアウトされ|(?:毎回|毎度|開くたびに?)[^。！？]{0,6}ログインし(?:直|なお)|로그아웃(?:이|돼|되)|매번 (?:다시 )?로그인|退出登录|自动退出|自動登出|被登出|每次[^，。！？]{0,6}(?:都)?(?:要|得|需要)(?:重新)?(?:登录|登陆|登入)',
)

/**
 * It does not open at all: "won't start", a white screen, stuck on the logo. Said so, that is the
 * fault, though the reader hears a crash ("écran noir puis elle se ferme") or a freeze in it.
 */
const OPEN = words(
  [
    "(?:won't|wont|doesn't|does not|will not|didn't|can't even) (?:even )?(?:open|start|launch|load)",
    // "Can't open anything", "no puedo abrir nada": nothing opens, said as what they cannot do.
    "(?:can't|cant|cannot|can not) (?:even )?open (?:anything|the app|it)",
    'kann (?:\\p{L}+ ){0,3}nichts (?:mehr )?öffnen',
    'kann (?:die app |sie )?(?:gar |überhaupt )?nicht (?:mehr )?öffnen',
    'startet (?:die app |sie )?(?:gar )?nicht',
    'kann ich (?:die app |sie |es )?(?:gar |überhaupt )?nichts? (?:mehr )?öffnen',
    "n'arrive (?:à rien|pas à|plus à) (?:rien )?ouvrir",
    'no (?:puedo|consigo|me deja) abrir',
    'não (?:consigo|dá para|da pra|dá pra) abrir',
    'non riesco (?:più )?(?:ad|a) aprire',
    'kan (?:niks|niets|de app|hem|het) (?:meer )?(?:niet )?openen',
    'nie (?:mogę|moge|da się) (?:nic |jej |aplikacji )?(?:w ogóle )?otworzyć',
    'ничего не (?:могу )?открыть',
    'не (?:могу|получается|удаётся|удается) (?:ничего )?открыть',
    'нічого не (?:можу )?відкрити',
    'не (?:можу|вдається|виходить) (?:нічого )?відкрити',
    `açamıyorum`,
    'kan inte öppna',
    '(?:لا|ما) (?:أستطيع|استطيع|أقدر|اقدر|يمكنني) (?:أن )?(?:افتح|أفتح|فتح)',
    'खोल (?:ही )?नहीं (?:पा|सक)',
    'नहीं खोल (?:पा|सक)',
    'not (?:even )?opening',
    'stuck on (?:the )?(?:logo|splash|loading)',
    '(?:freezes|hangs|stuck) (?:on|at) (?:startup|launch)',
    '(?:hängt|bleibt hängen|friert) beim (?:app-?)?start(?:en)?(?! (?:des|der|eines|einer|vom|von))',
    'startet (?:die app |das spiel |sie |es )?(?:gar )?nicht',
    'öffnet (?:sich )?nicht',
    'lässt sich nicht (?:mehr )?öffnen',
    'geht (?:gar )?nicht (?:mehr )?auf',
    'nur das logo',
    "(?:ne )?s'ouvre (?:pas|plus)",
    "impossible d'ouvrir",
    'ne (?:se )?lance (?:pas|plus)',
    'ne démarre (?:pas|plus)',
    'no (?:se )?abre',
    'no (?:inicia|arranca)',
    'não (?:abre|inicia)',
    'non si apre',
    'non (?:parte|si avvia)',
    'start niet',
    'opent niet',
    'gaat niet (?:meer )?open',
    'blijft (?:op|bij) het logo',
    'nie (?:otwiera|uruchamia|włącza) się',
    'nie da się (?:jej )?otworzyć',
    'не (?:запускается|открывается)',
    'на заставке',
    'не (?:відкривається|запускається)',
    'açılmıyor',
    'açılmadı',
    'startar inte',
    'öppnas inte',
    'går inte att öppna',
    'لا يفتح',
    'ما يفتح',
    'ما يشتغل',
    'खुल (?:ही )?नहीं',
    'नहीं खुल',
    '(?:tidak|gak|nggak|ga) (?:bisa|mau) (?:di)?buka',
    'không (?:mở|vào) được',
  ].join('|'),
  '열 수가 없|열 수 없|起動しな|起動しませ|起動できな|開かな|開けな|開きませ|안 열려|열리지 않|실행이 안|실행되지 않|打不开|打不開|无法打开|無法打開|启动不了|啟動不了',
)

/** A blank screen: the app's, unless the review names what shows it ("the widget stays white"). */
const BLANK = words(
  [
    '(?:white|black|blank) screen',
    '(?:weißer|schwarzer|weißen|schwarzen) bildschirm',
    'écran (?:noir|blanc)',
    'pantalla (?:blanca|negra|de carga)',
    'tela (?:branca|preta)',
    'schermata (?:nera|bianca)',
    '(?:wit|zwart) scherm',
    '(?:biały|czarny) ekran',
    '(?:белый|чёрный|черный) экран',
    '(?:білий|чорний) екран',
    '(?:beyaz|siyah) ekran',
    '(?:vit|svart) skärm',
    'شاشة (?:بيضاء|سوداء)',
    'सफ़?ेद स्क्रीन',
    'layar (?:putih|hitam)',
    'màn hình (?:trắng|đen)',
  ].join('|'),
  '白い画面|真っ白|(?:흰|하얀) 화면|白屏|黑屏',
)

/** Not opening said outright ("won't start"), not only a blank screen. */
export const opensNot = (clauses: readonly string[]): boolean => clauses.some((c) => OPEN.test(c))

const OPEN_OR_BLANK = { test: (text: string): boolean => OPEN.test(text) || BLANK.test(text) }

/** The battery runs down: "eats my battery", "Akku leer", "hao pin". */
const BATTERY = words(
  [
    `batter${L}`,
    `akku${L}`,
    `accu`,
    `bater[ií]${L}`,
    `batterij${L}`,
    `батаре${L}`,
    `аккумулятор${L}`,
    `акумулятор${L}`,
    'pil(?:i|imi|imin|in)?',
    // "şarjı çok hızlı bitiriyor": the charge that runs down.
    'şarj(?:ı|ımı|ım)',
    `batarya${L}`,
    // Indonesian glues "-nya" on ("baterainya boros").
    'baterai(?:nya)?',
    'batr[ea]i?(?:nya)?',
    '(?:hao|tốn|ngốn|sụt|tụt|hết) pin',
    'pin (?:tụt|sụt|hết)',
    'البطارية',
    'بطارية',
    'बैटरी',
  ].join('|'),
  '電池|バッテリー|배터리|耗电|耗電|电池|電池|电量|電量',
)

/**
 * A battery setting or a battery said to be fine: "battery saver mode kills the GPS" is about the
 * GPS, not a drain the app causes.
 */
const BATTERY_NOT_DRAINED = words(
  [
    'battery[- ]?saver',
    `battery optimi[sz]${L}`,
    'battery saving',
    'power[- ]saving',
    'low power mode',
    'battery (?:is|was|seems) (?:fine|ok|okay|good)',
    `energiespar${L}`,
    `akku-?optimierung${L}`,
    `akkuspar${L}`,
    `stromspar${L}`,
    "économi(?:e|seur) (?:de |d')?(?:batterie|énergie)",
    'optimisation de (?:la )?batterie',
    'ahorr(?:o|ador) de (?:batería|energía)',
    'optimización de (?:la )?batería',
    '(?:modo )?economi(?:a|zador) de (?:bateria|energia)',
    'otimização (?:da |de )?bateria',
    'risparmio (?:della )?(?:batteria|energetico|energia)',
    'ottimizzazione (?:della )?batteria',
    'batterijbesparing',
    'energiebesparing',
    'batterijoptimalisatie',
    `oszczędzani${L} (?:baterii|energii)`,
    `optymalizacj${L} baterii`,
    `энергосбережени${L}`,
    `экономи${L} (?:батареи|заряда|энергии)`,
    `оптимизаци${L} батареи`,
    `енергозбереженн${L}`,
    `економі${L} (?:батареї|заряду|енергії)`,
    `оптимізаці${L} батареї`,
    `(?:pil|güç) tasarruf${L}`,
    `pil optimizasyon${L}`,
    'batterisparläge',
    'strömsparläge',
    'batterioptimering',
    'توفير (?:البطارية|الطاقة)',
    'बैटरी सेवर',
    '(?:penghemat|hemat) (?:baterai|daya)',
    'optimasi baterai',
    'tiết kiệm pin',
  ].join('|'),
  '省电|省電|バッテリーセーバー|低電力モード|배터리 절약|절전',
)

const DRAINS = {
  test: (text: string): boolean => BATTERY.test(text.replace(BATTERY_NOT_DRAINED, ' ')),
}

/** What arrives: a notification, a reminder, an alarm. */
const NOTICE = words(
  [
    `notifica${L}`,
    `reminder${L}`,
    `alert${L}`,
    `alarm${L}`,
    `benachrichtigung${L}`,
    `erinnerung${L}`,
    `mitteilung${L}`,
    `rappel${L}`,
    `notificaç${L}`,
    `recordatorio${L}`,
    `lembrete${L}`,
    `notific${L}`,
    'promemoria',
    `melding${L}`,
    `herinnering${L}`,
    `powiadomie${L}`,
    `przypomnie${L}`,
    `уведомлен${L}`,
    `напоминан${L}`,
    `сповіщен${L}`,
    `нагадуван${L}`,
    `bildirim${L}`,
    `hatırlat${L}`,
    `påminnelse${L}`,
    `notis${L}`,
    `avisering${L}`,
    `الإشعار${L}`,
    `إشعار${L}`,
    `التنبيه${L}`,
    `تنبيه${L}`,
    `التذكير${L}`,
    'नोटिफिकेशन',
    'रिमाइंडर',
    'सूचना',
    `notif${L}`,
    `pengingat${L}`,
    'thông báo',
    'nhắc nhở',
  ].join('|'),
  '通知|リマインダー|リマインド|알림|리마인더|提醒|推送',
)

/** It comes late: "an hour late", "mit Verspätung", "trễ". */
const LATE = words(
  [
    'late',
    'delayed',
    '(?:hours?|minutes?|mins?) (?:after|later)',
    `verspätet${L}`,
    'zu spät',
    'später',
    `verzögert${L}`,
    'retard',
    'plus tard',
    'tarde',
    'retraso',
    `atrasad${L}`,
    'atraso',
    'ritardo',
    'te laat',
    'later',
    'vertraging',
    `opóźnie${L}`,
    'późno',
    'później',
    `опоздан${L}`,
    'позже',
    `задержк${L}`,
    `запізн${L}`,
    'пізніше',
    `затримк${L}`,
    'geç',
    `gecik${L}`,
    'för sent',
    'kommer sent',
    `försen${L}`,
    `متأخر${L}`,
    'تأخر',
    'देर',
    'लेट',
    'telat',
    'terlambat',
    'trễ',
    'muộn',
  ].join('|'),
  '遅れ|遅く|遅延|늦게|늦어|지연|延迟|延遲|晚一|晚了|才到',
)

/** Notifications that come late: the notice and the lateness in one clause. */
const LATE_NOTICE = { test: (text: string): boolean => NOTICE.test(text) && LATE.test(text) }

/** Each measure's words; French "pas" counts only as steps, never as the negation. */
const MEASURES: [Measure, RegExp][] = [
  [
    'distance',
    words(
      [
        'distance',
        `distanz${L}`,
        'strecke',
        'entfernung',
        'distancia',
        'distância',
        'distanza',
        'afstand',
        `dystans${L}`,
        `дистанц${L}`,
        `расстояни${L}`,
        `відстан${L}`,
        `mesafe${L}`,
        `distans${L}`,
        'sträckan',
        'المسافة',
        'مسافة',
        'दूरी',
        'jarak(?:nya)?',
        'quãng đường',
      ].join('|'),
      '距離|距离|거리',
    ),
  ],
  [
    'steps',
    words(
      [
        'steps?',
        'step count',
        `schritt${L}`,
        'nombre de pas',
        'compteur de pas',
        'podomètre',
        'des pas',
        'les pas',
        'pasos',
        'passos',
        'passi',
        'stappen',
        `krok${L}`,
        `шаг${L}`,
        `крок${L}`,
        `adım${L}`,
        'steg(?:en)?',
        'الخطوات',
        'خطوات',
        'कदम',
        'langkah(?:nya)?',
        'số bước',
      ].join('|'),
      '歩数|걸음|步数|步數',
    ),
  ],
  [
    'calories',
    words(
      [
        `calor${L}`,
        `kalor${L}`,
        `калори${L}`,
        `калорі${L}`,
        'السعرات',
        'سعرات',
        'कैलोरी',
        'calo',
      ].join('|'),
      'カロリー|칼로리|卡路里|热量|熱量',
    ),
  ],
  ['pace', words(['pace', 'allure', 'ritmo', 'темп', 'الوتيرة'].join('|'), 'ペース|페이스|配速')],
  [
    'heartRate',
    words(
      [
        'heart ?rate',
        'puls',
        'pulsen',
        'herzfrequenz',
        'fréquence cardiaque',
        'frecuencia cardíaca',
        'frequência cardíaca',
        'frequenza cardiaca',
        'hartslag',
        `tętn${L}`,
        'пульс',
        `nabz${L}`,
        'nabız',
        'نبض',
        'हार्ट रेट',
        'detak jantung',
        'nhịp tim',
      ].join('|'),
      '心拍|심박|心率',
    ),
  ],
]

/** It is measured wrong: "wrong", "stimmt nicht", "faux", "неправильно", "不准". */
const WRONG = words(
  [
    'wrong',
    'incorrect',
    'inaccurate',
    '(?:is|are|was|way|totally|completely) off',
    'double',
    "doesn't match",
    `falsch${L}`,
    'stimm(?:t|en) nicht',
    'ungenau',
    'doppelt',
    'faux',
    'fausse',
    `erron${L}`,
    'mal',
    `incorrect${L}`,
    `erróne${L}`,
    `equivocad${L}`,
    'doble',
    `errad${L}`,
    `incorret${L}`,
    'dobro',
    'male',
    `sbagliat${L}`,
    `errat${L}`,
    'doppio',
    'klopt niet',
    'verkeerd',
    'onjuist',
    'dubbel',
    'źle',
    `błędn${L}`,
    `nieprawidłow${L}`,
    `неправильн${L}`,
    `неверн${L}`,
    `неточн${L}`,
    'вдвое',
    `невірн${L}`,
    'вдвічі',
    'yanlış',
    `hatalı${L}`,
    'fel',
    'stämmer inte',
    `felaktig${L}`,
    'dubbelt',
    'غير صحيح(?:ة)?',
    'خاطئ(?:ة)?',
    'غلط',
    'غير دقيق(?:ة)?',
    'गलत',
    'सही नहीं',
    'salah',
    'tidak akurat',
    '(?:ga|gak|nggak) akurat',
    'ngaco',
    'sai',
    'không chính xác',
    'không đúng',
    // A measure that swings from one figure to another is measured wrong: "the pace jumps
    // around", "schwankt wild", "oscila", "скачет", "zıplıyor", "nhảy lung tung".
    'all over the place',
    'jump(?:s|ing)? (?:around|all over|between)',
    `fluctuat${L}`,
    `schwank${L}`,
    `oscil${L}`,
    'saute(?:nt)? (?:dans tous les sens|partout)',
    'salta(?:n)? (?:de|da|entre)',
    `скач${L}`,
    `стриба${L}`,
    'skacze',
    'wariuje',
    'zıplıyor',
    'hoppar',
    'springt',
    'loncat-loncat',
    'nhảy lung tung',
  ].join('|'),
  'ぶれる|ブレる|飛ぶ|튀어|튀는|널뛰|乱跳|跳来跳去|忽高忽低|おかしい|違う|違い|正しくな|ずれ|ズレ|合わない|不正確|틀려|틀리|틀린|안 맞|부정확|이상해|이상하게 (?:나와|나오|나옵|표시|측정|기록|찍)|不准|不準|不对|不對|错误|錯誤',
)

/** A distance figure: "5k", "3.2 km", "6 miles", "10 км". */
const FIGURE = String.raw`\d+(?:[.,]\d+)?\s*(?:k|km|kms|mi|miles?|км)(?![\p{L}\p{N}])`
/**
 * "logged my 5k as 3.2 km", "hat meine 10 km als 8 km aufgezeichnet", "enregistré mes 5 km comme
 * 3 km", "registró mis 5 km como 3": one distance taken for another is the distance measured
 * wrong, though no word says "wrong".
 */
const DISTANCE_AS = new RegExp(
  String.raw`${FIGURE}(?:\s+[\p{L}-]+){0,3}\s+(?:as|als|comme|como|come|jako|как|як|olarak|sebagai)\s+(?:only\s+|just\s+|nur\s+|seulement\s+|solo\s+|sólo\s+|apenas\s+|tylko\s+|только\s+)?${FIGURE}`,
  'iu',
)

/** The measure a clause says is wrong, if one does. */
function wrongMeasureIn(text: string): Measure | undefined {
  if (DISTANCE_AS.test(text) || distanceMisread(text)) return 'distance'
  if (!WRONG.test(text)) return undefined
  return MEASURES.find(([, re]) => re.test(text))?.[0]
}

/** Whether a named thing is a measure ("wrong distance", "the pace"). */
export const namesMeasure = (text: string): boolean => MEASURES.some(([, re]) => re.test(text))

/** The measure the fault's clauses say the app gets wrong ("the distance is off"). */
export function measureOf(clauses: readonly string[]): Measure | undefined {
  // "Bin 10 km gelaufen, | die App zeigt 7 km an": the two figures may stand in two clauses.
  if (distanceMisread(clauses.join(' , '))) return 'distance'
  for (const c of clauses) {
    const m = wrongMeasureIn(c)
    if (m) return m
  }
  return undefined
}

/** It no longer updates: "stopped updating", "aktualisiert sich nicht mehr", "不更新". */
const STALE = words(
  [
    "(?:stopped|stops|don['’]?t|doesn['’]?t|do not|does not|won['’]?t|wont|will not|isn['’]?t|is not|aren['’]?t|are not|can['’]?t|cannot|can not|never|not|no longer) (?:auto[- ]?)?(?:updat|refresh)\\p{L}*",
    "(?:shows?|showing|stuck on) (?:old|yesterday's|last week's|outdated) \\p{L}+",
    `stuck (?:on|at) ${DAY_COUNT}`,
    'aktualisiert sich (?:\\p{L}+ ){0,3}nicht',
    'nicht (?:mehr )?aktualisiert',
    'aktualisiert (?:nicht|nie)',
    'zeigt (?:immer )?(?:noch )?(?:die )?alten',
    'ne se met (?:plus |pas |jamais )?à jour',
    "ne s'actualise (?:plus|pas)",
    'ne se rafraîchit (?:plus|pas)',
    "n'est (?:plus |pas )?mis à jour",
    'no se (?:actualiza|refresca)',
    'dej[óa] de actualizarse',
    'não (?:se )?atualiza',
    'parou de atualizar',
    'non si aggiorna',
    'smette di aggiornarsi',
    '(?:werkt|update) (?:zich )?niet (?:meer )?bij',
    'ververst niet',
    'update niet',
    'wordt niet (?:meer )?(?:bijgewerkt|geüpdatet|ververst)',
    'uppdateras inte',
    'uppdaterar inte',
    'nie (?:od)?świeża',
    'nie aktualizuje',
    'не обновля\\p{L}*',
    'перестал\\p{L}* обновлять\\p{L}*',
    'не оновлю\\p{L}*',
    'güncellenmiyor',
    'yenilenmiyor',
    '(?:tidak|gak|nggak|ga) (?:pernah )?(?:update|diperbarui|memperbarui|refresh|ter-?update)',
    'không (?:tự )?(?:cập nhật|làm mới)',
    'अपडेट नहीं (?:हो|होता|होती)',
    'لا (?:يتحدث|تتحدث|يتم تحديث)',
  ].join('|'),
  '更新されな|更新しな|更新されませ|反映されな|업데이트(?:가)? 안|갱신(?:이)? 안|업데이트되지 않|갱신되지 않|不更新|不刷新|没有更新|沒有更新|不会更新|不會更新',
)

/** It shows nothing: "goes blank", "bleibt leer", "fica em branco", "一片空白". */
const EMPTY = words(
  [
    '(?:goes?|going|went|is|are|stays?|turns?|comes? up|shows? up|showing up|just) (?:completely |totally |all |just )?(?:blank|empty)',
    '(?:shows?|showing) (?:nothing|only (?:grey|gray|blank) (?:boxes|squares|tiles))',
    // "The widget doesn't show my notes any more, it's completely blank."
    "(?:it'?s|it is) (?:completely |totally |all |just )?(?:blank|empty)",
    "(?:doesn'?t|does not|won'?t|no longer) show (?:anything|any of my \\p{L}+|my \\p{L}+)",
    '(?:grey|gray|blank) (?:boxes|squares|tiles)',
    'bleibt (?:einfach |komplett )?(?:leer|weiß|grau)',
    'ist (?:komplett |völlig |einfach )?leer',
    'zeigt nichts (?:mehr )?an',
    'zeigt (?:keine|nichts) (?:\\p{L}+ ){0,2}(?:mehr )?an',
    '(?:komplett|völlig|total) leer',
    'wird (?:weiß|grau|leer)',
    '(?:reste|devient) (?:vide|blanc|blanche|gris|grise)',
    "n'affiche (?:plus )?rien",
    '(?:se )?queda (?:en blanco|vac[ií][oa]|gris)',
    '(?:aparece|sale) (?:en blanco|vac[ií][oa])',
    'no muestra nada',
    'fica (?:em branco|vazi[oa]|cinza|toda branca|todo branco)',
    'não mostra nada',
    '(?:resta|rimane|diventa) (?:vuot[oa]|bianc[oa]|grigi[oa])',
    'non (?:mostra|si vede) (?:più )?niente',
    '(?:blijft|wordt) (?:helemaal )?(?:leeg|wit|grijs)',
    'toont niets',
    '(?:är|blir|förblir) (?:helt )?(?:tom|tomt|vit|vitt|grå|grått|blank)',
    'visar ingenting',
    '(?:jest|pozostaje|robi się) (?:pust[yae]|biał[yae]|szar[yae])',
    'nic nie (?:pokazuje|wyświetla)',
    'пуст(?:ой|ая|ое|ые|о)',
    'ничего не (?:показывает|отображает)',
    'порожн\\p{L}*',
    'нічого не (?:показує|відображає)',
    'boş (?:kalıyor|görünüyor|geliyor)',
    'bembeyaz',
    'kosong',
    'trắng trơn',
    'trống trơn',
    'trắng xóa',
    'trắng xoá',
    'bị trắng',
    'bị trống',
    'không hiện gì',
    'खाली (?:रहता|रहती|दिखता|दिखती|आता|आती)',
    'فارغ(?:ة)?',
  ].join('|'),
  '真っ白|何も表示されな|空白|하얗게|빈 화면|텅 비|一片空白|什么都不显示|什么也不显示|啥都不显示',
)

/** It keeps cutting out: "drops out", "bricht ab", "se corta", "пропадает", "断断续续". */
const CUTS = words(
  [
    '(?:cuts?|cutting|drops?|dropping|dropped) out',
    'keeps? (?:dropping|cutting|disconnecting)',
    `disconnect${L}`,
    '(?:loses?|losing|lost) (?:the )?(?:gps )?(?:signal|connection)',
    'br(?:icht|echen) (?:\\p{L}+ ){0,4}ab',
    'setz(?:t|en) (?:\\p{L}+ ){0,4}aus',
    'verliert (?:das |die |den )?(?:Signal|Verbindung)',
    '(?:se )?coupe',
    '(?:se )?déconnecte',
    'perd (?:le signal|la connexion)',
    'se corta',
    'se desconecta',
    'pierde (?:la )?(?:señal|conexión)',
    'desconecta',
    'perde (?:o |il )?(?:sinal|conexão|segnale|collegamento)',
    'si (?:interrompe|disconnette|stacca)',
    'valt (?:steeds |telkens |vaak )?weg',
    'verbreekt',
    'verliest (?:het |de )?(?:signaal|verbinding)',
    'tappar (?:signalen|anslutningen|kontakten)',
    'kopplas (?:från|bort)',
    'zrywa',
    'rozłącza',
    'traci (?:sygnał|połączenie)',
    'пропада\\p{L}*',
    'отвалива\\p{L}*',
    'теряет (?:сигнал|связь|соединение)',
    'обрывается',
    'відвалю\\p{L}*',
    'втрачає (?:сигнал|зв.язок|з.єднання)',
    'kopuyor',
    'kesiliyor',
    '(?:sering |suka )?putus',
    'terputus',
    // Audio cut off mid-sentence: "suara panduannya kadang kepotong".
    '(?:sering |suka |kadang |kadang2 )?(?:ke|ter)potong',
    'mất (?:tín hiệu|kết nối|sóng|tiếng)',
    'bị ngắt',
    'कट (?:जाता|जाती|जा)',
    'ينقطع',
    'تنقطع',
  ].join('|'),
  '途切れ|接続が切れ|끊겨|끊기|끊어|断开|断连|掉线|断断续续|信号丢失|没声音',
)

/** It disappears: "the search bar disappears", "le son disparaît"; lost data is read before a fault is. */
const GONE = words(
  [
    `disappear${L}`,
    `vanish${L}`,
    'verschwinde[tn]',
    'disparai(?:ssent|t)',
    'disparaît',
    'desaparecen?',
    'desaparecem?',
    'scompa(?:re|iono)',
    'verdwijn(?:t|en)',
    'försvinner',
    'znika(?:ją)?',
    'исчеза\\p{L}*',
    'зника\\p{L}*',
    'kayboluyor',
    '(?:sering |suka )?hilang',
    'biến mất',
  ].join('|'),
  '消える|消えて|消えま|사라져|사라지|消失|没声音了',
)

/** It will not load: "won't load", "lädt nicht", "не загружается", "加载不出来". */
const LOAD = words(
  [
    "(?:don['’]?t|doesn['’]?t|do not|does not|won['’]?t|wont|will not|isn['’]?t|is not|aren['’]?t|are not|can['’]?t|cannot|can not|never|not|no longer) (?:even )?load",
    'stuck (?:at \\d+ ?%|(?:on|at) (?:the )?loading)',
    '(?:loading|loads)[\'’"]? forever',
    'keeps loading',
    'lädt (?:nicht|ewig|endlos)',
    'wird nicht geladen',
    'hängt beim Laden',
    'ne (?:se )?charge (?:pas|plus|jamais)',
    'no (?:se )?carga',
    'se queda cargando',
    'não carrega',
    'fica carregando',
    'non (?:si )?carica',
    'laadt niet',
    'blijft laden',
    'laddar inte',
    'laddas inte',
    'nie (?:ładuje|wczytuje|chce się załadować)',
    'не (?:загружа|грузит|прогружа)\\p{L}*',
    'не завантажу\\p{L}*',
    'yüklenmiyor',
    '(?:tidak|gak|nggak) (?:mau )?(?:loading|load|memuat|termuat)',
    'loading terus',
    'không (?:tải|load) (?:được|lên)',
    'लोड नहीं',
    'لا (?:يحمل|يتم تحميل)',
  ].join('|'),
  '読み込まれな|読み込めな|読み込みが終わらな|로딩이 안|불러오지 못|加载不出|加载不了|一直加载|一直在加载|无法加载|載入不了|加載不出',
)

/** It resets itself: "resets to small", "setzt sich zurück", "сбрасывается". */
const RESET = words(
  [
    '(?:keeps? |always |it |that |setting |size |option )reset(?:s|ting)',
    'reset(?:s|ting)? (?:itself|to|back)',
    'goes back to (?:the )?default',
    'setzt sich (?:immer wieder |ständig |jedes Mal )?zurück',
    'wird (?:immer wieder |ständig |jedes Mal )?zurückgesetzt',
    'se réinitialise',
    'se (?:resetea|restablece)',
    'vuelve a (?:cero|los valores predeterminados)',
    '(?:se )?reseta',
    'si (?:resetta|azzera|reimposta)',
    'reset (?:zich|steeds)',
    'wordt (?:steeds )?gereset',
    'återställs',
    'nollställs',
    'resetuje się',
    'zeruje się',
    'сбрасыва\\p{L}*',
    'обнуля\\p{L}*',
    'скида\\p{L}*ся',
    'sıfırlanıyor',
    'reset sendiri',
    'ke-?reset',
    '(?:bị|tự) reset',
    'về mặc định',
  ].join('|'),
  'リセットされ|初期化され|초기화(?:돼|되|가)|리셋(?:돼|되)|被重置|自动重置|恢复默认',
)

/** It does not save: "doesn't save", "speichert nicht", "не сохраняется". */
const SAVE = words(
  [
    "(?:don['’]?t|doesn['’]?t|do not|does not|won['’]?t|wont|will not|isn['’]?t|is not|aren['’]?t|are not|can['’]?t|cannot|can not|never|not|no longer) (?:even )?sav(?:e|ing)",
    "(?:isn['’]?t|wasn['’]?t|aren['’]?t|weren['’]?t|never|not) (?:being |getting |get )?saved",
    'fails? to save',
    'speichert (?:nicht|nichts|nie)',
    'wird nicht gespeichert',
    "ne (?:s'enregistre|s'enregistrent|sauvegarde) (?:pas|plus)",
    'no (?:se )?(?:guarda|guardan)',
    'não (?:salva|grava|é salv)',
    'non (?:si )?salva',
    'non viene salvat[oa]',
    'slaat (?:niet|niks) op',
    'wordt niet opgeslagen',
    'sparas inte',
    'sparar inte',
    'nie (?:zapisuje|zapisał)',
    'не сохраня\\p{L}*',
    'не зберіга\\p{L}*',
    'kaydetmiyor',
    'kaydedilmiyor',
    '(?:tidak|gak|nggak) (?:tersimpan|kesimpen|menyimpan)',
    'không lưu',
    'सेव नहीं',
    'لا (?:يحفظ|يتم حفظ)',
  ].join('|'),
  '保存されな|保存できな|저장이 안|저장되지 않|保存不了|无法保存|存不了',
)

/** It never shows: "don't show up", "kommen nicht", "не приходят", "收不到". */
const MISSING = words(
  [
    "(?:don['’]?t|doesn['’]?t|do not|does not|won['’]?t|wont|will not|isn['’]?t|is not|aren['’]?t|are not|can['’]?t|cannot|can not|never|not|no longer) (?:even )?(?:show(?:ing)? up|appear(?:ing)?|arrive|pop up|come through)",
    '(?:kommen|kommt|erscheinen|erscheint) (?:gar |überhaupt )?nicht',
    'werden nicht (?:mehr )?angezeigt',
    "n'apparai(?:ssent|t) (?:pas|plus)",
    "ne s'affiche(?:nt)? (?:pas|plus)",
    "n'arrive(?:nt)? (?:pas|plus|jamais)",
    'no (?:aparece|aparecen|llega|llegan)',
    'não (?:aparece|aparecem|chega|chegam)',
    'non (?:appare|appaiono|arriva|arrivano|compare|compaiono)',
    '(?:komen|komt|verschijnen|verschijnt) niet',
    '(?:kommer|syns|visas) inte',
    'nie (?:pojawia|pojawiają|przychodzą|przychodzi)',
    'не (?:приходят|приходит|появля\\p{L}*|отобража\\p{L}*)',
    'не (?:приходять|приходить|з.являються|з.являється|відображаються)',
    'gelmiyor',
    'görünmüyor',
    '(?:tidak|gak|nggak) (?:muncul|masuk|tampil)',
    'không (?:hiện|hiển thị|đến)',
    'नहीं (?:आते|आता|आती|दिखते|दिखता|दिखती)',
    'لا (?:تظهر|يظهر|تصل|يصل)',
  ].join('|'),
  '届かな|表示されな|出てこな|안 와|오지 않|안 뜨|뜨지 않|표시되지 않|收不到|不显示|没有显示|不弹出',
)

/** It stopped working: "doesn't work anymore", "funktioniert nicht mehr", "не работает". */
const BROKEN = words(
  [
    '(?:stopped|stops|quit|quits) working',
    "(?:don['’]?t|doesn['’]?t|do not|does not|won['’]?t|wont|will not|isn['’]?t|is not|aren['’]?t|are not|can['’]?t|cannot|can not|never|not|no longer) work(?:ing|s)?",
    'no longer works?',
    'not working',
    'funktionier(?:t|en) (?:nicht|gar nicht|überhaupt nicht|nicht mehr)',
    'geht (?:gar )?nicht mehr',
    'ne (?:marche|marchent|fonctionne|fonctionnent) (?:plus|pas)',
    'a cessé de fonctionner',
    'no funciona',
    'dej[óa] de funcionar',
    'não funciona',
    'par(?:ou|a) de funcionar',
    'non funziona',
    '(?:ha )?smesso di funzionare',
    'werkt niet',
    'doet het niet',
    '(?:fungerar|funkar) inte',
    'slutat fungera',
    'nie działa',
    'przesta\\p{L}* działać',
    'не работа\\p{L}*',
    'перестал\\p{L}* работать',
    'не працю\\p{L}*',
    'перестав\\p{L}* працювати',
    'çalışmıyor',
    '(?:tidak|gak|nggak) (?:berfungsi|jalan)',
    'không (?:hoạt động|chạy)',
    'काम नहीं (?:कर|करता|करती)',
    'لا (?:يعمل|تعمل)',
  ].join('|'),
  '動かな|使えな|機能しな|작동(?:이)? 안|작동하지 않|用不了|不能用|失灵|失靈|不工作',
)

/** The app stops recording the run or workout by itself: "stops recording when the screen is locked". */
const RECORDING = words(
  [
    // "When I pause the run" is the runner's doing, not the app stopping by itself.
    "(?<!(?:^|\\s)(?:i|we|you|i'll)\\s)(?:stops?|stopped|stopping|pauses?|paused|pausing|ends?|ended|ending) (?:the )?(?:recording|tracking|run|workout|activity)",
    '(?:recording|tracking) (?:stops|stopped|pauses|paused|ends)',
    '(?:stops?|stopped) (?:counting|tracking|measuring)',
    'hört (?:\\p{L}+ )?auf(?:,)? (?:aufzuzeichnen|zu tracken)',
    'Aufzeichnung (?:stoppt|bricht ab|hört auf|endet)',
    '(?:stoppt|beendet|pausiert) (?:die )?Aufzeichnung',
    'zeichnet nicht (?:mehr )?auf',
    "arrête (?:d'enregistrer|le suivi|l'enregistrement)",
    "l'enregistrement s'arrête",
    'deja de (?:grabar|registrar|rastrear)',
    'la grabación se (?:para|detiene)',
    'para de (?:gravar|registrar)',
    'parou de gravar',
    'smette di registrare',
    'la registrazione si (?:interrompe|ferma)',
    'stopt (?:\\p{L}+ )?met (?:opnemen|registreren|tracken)',
    'slutar (?:spela in|registrera|spåra)',
    'inspelningen (?:stoppar|slutar)',
    'przesta(?:je|ła|ł) (?:nagrywać|rejestrować|zapisywać)',
    'перестаёт (?:записывать|отслеживать)',
    'перестает (?:записывать|отслеживать)',
    'запись (?:останавливается|прерывается|прекращается)',
    'останавливает запись',
    'перестає (?:записувати|відстежувати)',
    'запис (?:зупиняється|переривається|припиняється)',
    'kayıt (?:duruyor|kesiliyor|durdu)',
    'kaydı (?:durduruyor|kesiyor)',
    'berhenti (?:merekam|mencatat|tracking)',
    'rekaman(?:nya)? berhenti',
    '(?:ngừng|dừng) ghi',
    'रिकॉर्डिंग बंद',
    'يتوقف عن التسجيل',
    'يوقف التسجيل',
  ].join('|'),
  '記録が止ま|記録が途切れ|計測が止ま|기록이 (?:멈|중단|끊)|기록을 멈|측정이 멈|停止记录|记录中断|不记录了|记录停了|停止記錄',
)

const PATTERNS: Record<Symptom, { test: (text: string) => boolean }> = {
  recording: RECORDING,
  stale: STALE,
  blank: EMPTY,
  cuts: CUTS,
  gone: GONE,
  load: LOAD,
  reset: RESET,
  save: SAVE,
  missing: MISSING,
  broken: BROKEN,
  open: OPEN_OR_BLANK,
  freeze: FREEZE,
  battery: DRAINS,
  late: LATE_NOTICE,
  wrong: { test: (text: string) => wrongMeasureIn(text) !== undefined },
  slow: SLOW,
  sync: SYNC,
  logout: LOGOUT,
  // Defined below, beside the other words of heat.
  heat: { test: (text: string) => HEAT.test(text) },
}

/**
 * Whether a named feature is the symptom's word and nothing more ("Synchronisierung", not "the
 * sync settings" or 同期の設定).
 */
export function onlySymptom(symptom: Symptom | undefined, text: string): boolean {
  if (!symptom) return false
  const pattern = PATTERNS[symptom]
  if (!(pattern instanceof RegExp)) return false
  const m = pattern.exec(text.trim())
  return m !== null && m[0].length === text.trim().length
}

/** Whether a text (a named feature: "sync", "Synchronisierung") says the symptom itself. */
export const saysSymptom = (symptom: Symptom, text: string): boolean => PATTERNS[symptom].test(text)

/** Most telling first: not opening at all outweighs the freeze it shows as. */
// A phone that heats up is the fault only when nothing else is said; beside one it is a second symptom.
const ORDER: Symptom[] = [
  'open',
  // "記録が止まる" stops the recording, though the reader may hear a freeze in it.
  'recording',
  'freeze',
  'battery',
  'late',
  'sync',
  'logout',
  'wrong',
  'slow',
  'heat',
]

/**
 * Where a sentence turns to a second thing: a comma, "and", "but", in the drafter's languages. Not
 * "also": it stands inside the clause ("suaranya juga sering hilang").
 */
const JOINS =
  /[,;，、；。]|\s(?:and then|and|but|then|und|aber|dann|et|mais|puis|y|pero|e|mas|ma|poi|en|maar|och|men|sedan|oraz|ale|и|но|а|і|та|але|ve|ama|dan|tapi|và|nhưng|और|लेकिन|و|لكن)\s/iu

/**
 * A fault's clauses cut where they turn to a second thing ("sound cuts out after ten minutes and
 * then the buttons stop responding"), so each thing's symptom is read from its own part.
 */
export function partsOf(clauses: readonly string[]): string[] {
  return clauses.flatMap((c) => c.split(JOINS)).filter((c) => c.trim() !== '')
}

/**
 * Whether a clause says the symptom of the thing it names: the thing comes first, as the one that
 * does it ("the widget stopped updating"); after it, it is only where ("notes don't show up in
 * the web version").
 */
function saidOf(symptom: FeatureSymptom, clause: string, name: string): boolean {
  const pattern = PATTERNS[symptom]
  if (!(pattern instanceof RegExp)) return false
  const m = pattern.exec(clause)
  const at = clause.toLowerCase().indexOf(name)
  return m !== null && at >= 0 && at < m.index
}

/** What a named thing does wrong, most telling first: "stops working" only when nothing says more. */
const FEATURE_ORDER: FeatureSymptom[] = [
  'stale',
  'blank',
  'load',
  'save',
  'reset',
  'missing',
  'cuts',
  'gone',
  'broken',
]

/**
 * What the named thing does wrong, from the clauses that name it ("the home screen widget
 * stopped updating"), else from the fault's clauses when they name nothing else.
 */
export function featureSymptomOf(
  feature: string,
  own: readonly string[],
  all: readonly string[],
): FeatureSymptom | undefined {
  const name = feature.toLowerCase()
  const naming = all.filter((c) => c.toLowerCase().includes(name))
  // Its own part first ("the map goes blank, and the pace freezes"), then its clause.
  const parts = partsOf(naming).filter((c) => c.toLowerCase().includes(name))
  // The whole clause only where no part names it alone: "se congela en el nivel 88 y la música
  // se corta" cuts the music, not the level.
  const clauses = parts.length > 0 ? parts : naming
  const found = FEATURE_ORDER.find((s) => clauses.some((c) => saidOf(s, c, name)))
  if (found) return found
  // A clause that does not name it says what the thing the review is about does.
  return naming.length > 0
    ? undefined
    : FEATURE_ORDER.find((s) => own.some((c) => PATTERNS[s].test(c)))
}

/** The first symptom the fault's own clauses say, most telling first (`skip` aside). */
/**
 * "1. seviyeye döndüm", "başa döndü" (back to level 1, back to the start): Turkish "dön-" (return)
 * after a word in the dative folds to the same letters as "don-" (freeze). Returning to a place
 * is a reset, never a freeze; "oyun dondu" (the game froze) takes no dative before it.
 */
const RETURNED_TO = /(?:y[ea]|['’][ea]|(?<!\p{L})(?:basa|başa|sifira|sıfıra|geri)) (?:geri )?d[oö]n(?:d[uü]|m[uü][sş])\p{L}*/giu

/** The app itself, named as what hangs or is slow ("beim Synchronisieren hängt die App", "la app va lentísima"). */
const APP =
  /(?<!\p{L})(?:app|apps|appli|application|applicatie|aplicaci[oó]n|aplicativo|aplicação|applicazione|anwendung|appen|aplikacj\p{L}*|приложени\p{L}*|застосун\p{L}*|uygulama\p{L}*|aplikasi\p{L}*|ứng dụng)(?!\p{L})|アプリ|앱|应用|應用|ऐप|التطبيق/iu

/** Whether a part names the app itself, or everything in it ("alles ist langsam"). */
export const namesApp = (part: string): boolean => APP.test(part) || EVERYTHING.test(part)

const EVERYTHING =
  /(?<!\p{L})(?:everything|alles|todo|tout|tutto|tudo|allt|всё|все|усе|wszystko|her şey|semua|mọi thứ)(?!\p{L})/iu

/**
 * "đồng bộ cứ treo mãi", "sync just hangs", "синхронизация зависает": a part whose sync is what
 * hangs, with no app named in it, says the sync does not get done, not that the app freezes.
 */
const syncHangs = (part: string): boolean => {
  const sync = SYNC.exec(part)
  const hang = FREEZE.exec(part)
  return sync !== null && hang !== null && sync.index < hang.index && !APP.test(part)
}

/** Whether a clause says the sync is what hangs, in a part of its own. */
export const syncHangsIn = (clause: string): boolean => clause.split(JOINS).some(syncHangs)

/** The clause without its parts where the sync is what hangs. */
const withoutSyncHang = (clause: string): string =>
  clause
    .split(JOINS)
    .filter((part) => !syncHangs(part))
    .join(' , ')

export function symptomOf(clauses: readonly string[], skip?: Symptom): Symptom | undefined {
  // "Stuck on level 87" is how hard the game is: no freeze.
  const says = (s: Symptom, c: string) =>
    PATTERNS[s].test(c) &&
    (s !== 'freeze' || PATTERNS.freeze.test(unstuck(withoutSyncHang(c)).replace(RETURNED_TO, ' ')))
  return ORDER.find(
    (s) =>
      s !== skip &&
      (clauses.some((c) => says(s, c)) || (s === 'wrong' && distanceMisread(clauses.join(' , ')))),
  )
}

/** The phone heats up: the fault alone, or a second symptom beside a freeze, slowness or a drained battery. */
const HEAT = words(
  [
    '(?:phone|device|it) (?:gets|getting|becomes|is|goes) (?:very |so |really |super )?(?:hot|warm)',
    `overheat${L}`,
    '(?:heiß|warm) wird',
    'wird (?:sehr |total |richtig )?(?:heiß|warm)',
    `überhitz${L}`,
    'chauffe',
    `surchauff${L}`,
    'se calienta',
    `sobrecalient${L}`,
    'esquenta',
    `superaquec${L}`,
    'aquece',
    `surriscald${L}`,
    'scalda',
    'warm wordt',
    'wordt (?:heel |erg |super )?(?:warm|heet)',
    '(?:bloed|gloeiend )heet',
    `oververhit${L}`,
    `grzeje${L}`,
    `nagrzewa${L}`,
    `греется`,
    `нагрева${L}`,
    `перегрева${L}`,
    `гріється`,
    `нагріва${L}`,
    `перегріва${L}`,
    `ısın${L}`,
    'blir (?:väldigt |jätte|så |helt )?varm',
    `överhett${L}`,
    'يسخن',
    'سخونة',
    'गर्म',
    '(?:jadi |jd |sangat |cepat )?panas',
    'nóng (?:lên|máy|ran)',
    'máy nóng',
    'bị nóng',
  ].join('|'),
  '熱くな|発熱|뜨거워|발열|发烫|發燙|发热|發熱',
)

/** Whether a clause says the phone heats up. */
export const heatsUp = (text: string): boolean => HEAT.test(text)
