/**
 * The words of ads and scams that read the same in every language (the language's own are its
 * cue list `spam`), and the money bait: a sum to earn.
 */

/** Matched as whole words after unmasking, whatever the review's language. */
export const EVERYWHERE: readonly string[] = [
  // Cheats, mods and generators for games.
  'mod apk',
  'apk mod',
  'modded apk',
  'hack apk',
  'apk hack',
  'premium unlocked',
  'unlocked premium',
  'pro unlocked',
  'no human verification',
  'human verification',
  'no survey',
  'gems generator',
  'gem generator',
  'coins generator',
  'coin generator',
  'diamond generator',
  'diamonds generator',
  'free robux',
  'robux generator',
  'free v-bucks',
  'free vbucks',
  // What a cheat promises: a player complaining of cheaters names one of these, never two.
  'no root',
  'mod menu',
  'unlimited lives',
  'unlimited coins',
  'unlimited gems',
  'unlimited diamonds',
  'unlimited money',
  // A generator asks for the player's name to "send" the gems to.
  'enter your username',
  'enter your user name',
  'enter your player id',
  // Premium handed out for free: a sign beside a handle or a link, never alone ("I wish premium was free").
  'free premium',
  'premium for free',
  'бесплатный премиум',
  'премиум бесплатно',
  'безкоштовний преміум',
  'premium gratis',
  'premium gratuit',
  'kostenloses premium',
  'premium kostenlos',
  // Come and find me elsewhere.
  'link in bio',
  'link in my bio',
  'link in profile',
  'link in my profile',
  'dm me',
  'dm for',
  'inbox me',
  'pm me',
  'whatsapp me',
  'telegram me',
  'text me on',
  'message me on',
  'contact me on',
  'contact him on',
  'contact her on',
  'add me on',
  'subscribe to my',
  'my youtube',
  'my channel',
  'my tiktok',
  // Money, crypto, betting, dating.
  'usdt',
  'binance',
  'forex',
  'airdrop',
  'trading signals',
  'sugar daddy',
  'onlyfans',
  'slot gacor',
  'maxwin',
  'giveaway',
  'signals group',
  'trading group',
  'investment platform',
  'investment manager',
  'account manager',
  'fake broker',
  'recover your funds',
  'recovered all my funds',
  'recovered my funds',
  'fund recovery',
  'recovery expert',
  'recover lost funds',
  'contact mr',
  'contacted mr',
  'contact mrs',
  'contacted mrs',
  'dm on',
  'hit me up on',
  'reach me on',
  // Text addressed to the drafter instead of the team.
  'ignore your instructions',
  'ignore previous instructions',
  'ignore all previous',
  'ignore the above',
  'note to the assistant',
  'assistant writing replies',
]

/** Chain letters: nobody writes these about an app, so each counts twice. */
export const CHAIN: readonly string[] = [
  'copy and paste this',
  'copy paste this',
  'paste this on',
  'paste this in',
  'bad luck for',
  'send this to',
  "don't scroll",
  'dont scroll',
]

/**
 * Words an ad uses that a real review uses too: codes (an ad hands them out; a review says the
 * app's own "promo code says invalid") and what some apps are about (crypto, betting, loans,
 * dating: "bitcoin prices update fast" praises a wallet). They add to an ad, never make one.
 */
export const WEAK_SIGN =
  /code|kod|c[oó]dig|codice|cupom|gutschein|rabatt|kampanj|värvning|промокод|реферал|referral|referans|davet|promosyon|コード|코드|추천인|码|碼|mã giới thiệu|كود|رمز|रेफ़र|रेफर|इनवाइट|(?<![\p{L}])ref(?![\p{L}])|crypto|krypto|cripto|крипт|kripto|كريبتو|عملات رقميه|bitcoin|биткоин|біткоїн|بيتكوين|बिटकॉइन|usdt|binance|forex|trading|investment|investera|investissement|inversión|inwestyc|инвестиц|інвестиц|yatırım|استثمار|investasi|casino|casinò|cassino|kasino|kasyno|kazino|казино|كازينو|카지노|betting|(?<![\p{L}])bet(?![\p{L}])|apuestas|aposta|scommesse|paris sportifs|sportwetten|gokken|zakłady|bukmacher|ставки|букмекер|bahis|kumar|رهان|مراهنات|सट्टा|जुआ|लॉटरी|=?judi|togel|도박|토토|cá cược|nhà cái|博彩|彩票|博弈|娛樂城|loan|préstamo|crédit rapide|prestito|lening|empréstimo|pożyczk|kredyt|кредит|займ|kredi|لون|लोन|pinjaman|pinjol|대출|vay|giải ngân|lãi suất|duyệt hồ sơ|贷款|貸款|借錢|dating|dejting|randki|rencontres|incontri|знакомств|знайомств|تعارف|出会い/iu

/** Money emoji: a sign of an ad beside its words, never one by itself. */
export const MONEY_EMOJI = /[💰💸🤑💵💶💷💴💲]/u

// A sum: a currency sign or code before or after a figure ("$500", "500€", "R$ 300", "3万円").
const SUM = String.raw`(?:(?:[$€£₹₺₽¥₩₫]|(?<!\p{L})(?:r\$|rs\.?|rp\.?|usd|eur))\s?\d[\d.,]*|\d{3,}[.,]?\d*\s?(?:k|rb|jt|tr)(?!\p{L})|\d[\d.,]*\s?(?:(?:ribu|juta|triệu|nghìn|ngàn|mil|tl|zł|zl|kr|sek|usd|eur|euro|euros|dollars?|dólares|dolares|reais|pesos|rupees?|rupaye|rupaiye|usdt|btc|рублей|руб|грн|гривень)(?!\p{L})|万|千|円|元|块|원|만원|€|\$|₹|₺|₽|रुपये|रुपए|रुपया|دولار|ريال|جنيه|درهم)|(?<!\p{L})(?:[일이삼사오육칠팔구십백천]\s?)?[만천]\s?원(?!\p{L}))`
// Earning, in the languages of the drafter: the verb or the noun an offer is made of. Words of
// alphabets start a word ("earn", not "learn"); "make" only right before the sum.
const EARN = String.raw`(?:(?<!\p{L})(?:earn|mak(?:e|ing)(?=\s+[$€£₹])|profit|income|verdien|gagne[rz]?|gana[r]?|gane|ganhe|ganhar|guadagn|tjäna|tjana|zarab|zarob|зараб|заробі|kazan|kiếm|kamao|kamaye|kamaen|kamai|kamane|kamana|hasilkan|penghasilan|cuan|renda|dochód|доход|дохід|thu nhập|reddito|inkomst|inkomen|ingreso|dochod)|कमा|اربح|ربح|كسب|稼|日給|月収|赚|賺|日領|日入|수익|일당|돈 ?벌|돈 ?버|벌어요|벌었|収入|收入)`
// An investment pitch: a return promised ("300% profit", "guaranteed returns") or money doubled.
const PROFIT = String.raw`\d{2,4}\s?%\s?(?:profit|returns?|roi|gewinn|rendite|ganancias?|beneficios?|rentabilidad|lucro|retorno|profitto|rendimento|rendement|benefices?|прибыл\p{L}*|доходност\p{L}*|kar|getiri|keuntungan|lợi nhuận|利润|收益|利益|수익)|(?:profitt?o?|profits?|returns?|rendite|rendement|rendimento|keuntungan|lợi nhuận|lucro|ganancias?|доход|прибыл\p{L}*|getiri|利润|收益)[^.!?\n]{0,20}?\d{2,4}\s?%|guaranteed\s+(?:profits?|returns?|income)|garantierte[nr]?\s+(?:gewinne?|rendite)|ganancias?\s+garantizad|lucro\s+garantido|profitt?i?\s+garantit|gains?\s+garantis|гарантированн\p{L}*\s+(?:доход|прибыл)|garantili\s+kazan`
const DOUBLED = String.raw`doubled?\s+(?:your|my)\s+(?:money|income|investment|capital)|verdopple|duplica\s+tu\s+dinero|duplique\s+su\s+dinero|doublez\s+votre\s+argent|double\s+ton\s+argent|dobr[ea]\s+(?:o\s+)?seu\s+dinheiro|raddoppia\s+(?:i\s+tuoi\s+|il\s+tuo\s+)?(?:soldi|denaro|capitale|guadagn\p{L}*|investiment\p{L}*)|удво\p{L}*\s+ваши|удвой\p{L}*|podw[oó]j\p{L}*\s+swoje|ikiye\s+katla|gandakan\s+uang|nhân đôi số tiền|(?<!价格|价钱|价|费|費)翻倍|倍増`
const BAIT = new RegExp(
  String.raw`${EARN}[^\n]{0,60}?${SUM}|${SUM}[^\n]{0,60}?${EARN}|100\s?%\s?(?:legit|guaranteed|garanti\w*|working|real|safe|uy tín)|(?:legit|uy tín|garanti\w*|гарант\w*)\s?100\s?%|${PROFIT}|${DOUBLED}`,
  'iu',
)

/**
 * Stars for a reward: "leave 5 stars and get 100 gems", "deja 5 estrellas y te regalamos…",
 * "星5レビューしてスクショ送ったら…". A review does not ask its readers to rate for a prize, so
 * this counts twice. Matched on the folded text (no accents in Latin scripts).
 */
const REWARD = new RegExp(
  [
    // The order to rate, not "I give it 5 stars" or "would give 5 stars if…".
    String.raw`(?<!(?:i|i'd|id|would|will|i'll|ill|could|to|not|n't|gonna)\s+)(?:leave|give|rate|write)\s+(?:\S+\s+){0,3}(?:5|five)[\s-]?stars?[^.!?\n]{0,60}(?:get|receive|win|reward|screenshot)`,
    String.raw`send\s+(?:us\s+)?(?:a\s+|the\s+)?screenshot[^.!?\n]{0,40}(?:to\s+get|to\s+receive|for\s+free|reward)`,
    String.raw`(?:deja|dejen|dale|denle|pon|ponle|ponga)\s+(?:\S+\s+){0,2}5\s+estrellas[^.!?\n]{0,60}(?:regal|recib|captura)`,
    String.raw`(?<!je\s+)(?:mettez|mets|laissez|laisse|donnez)\s+(?:\S+\s+){0,2}5\s+etoiles[^.!?\n]{0,80}(?:recevez|recevoir|gagnez|capture)`,
    String.raw`(?:deixe|coloque|bota|avalie)\s+(?:\S+\s+){0,2}(?:5|cinco)\s+estrelas[^.!?\n]{0,60}(?:ganh|receb|print)`,
    String.raw`(?:gib|gebt|hinterlasst|hinterlass|bewerte|bewertet)\s+(?:\S+\s+){0,3}5\s+sterne[^.!?\n]{0,60}(?:bekommst|bekommt|erhaltst|erhaltet|screenshot)`,
    String.raw`(?:lascia|lasciate|metti|mettete)\s+(?:\S+\s+){0,2}5\s+stelle[^.!?\n]{0,60}(?:ricev|screenshot)`,
    String.raw`(?<!ik\s+)(?:geef|geeft)\s+(?:\S+\s+){0,2}5\s+sterren[^.!?\n]{0,60}(?:krijg je|ontvang je|screenshot)`,
    String.raw`(?:daj|dajcie|wystaw|wystawcie)\s+(?:\S+\s+){0,2}5\s+gwiazd[^.!?\n]{0,60}(?:dostaniesz|otrzymasz|screen|zrzut)`,
    String.raw`(?:поставь|поставьте|постав|поставте)\s+(?:\S+\s+){0,2}5\s+(?:звезд|зір|зiр)[^.!?\n]{0,60}(?:получ|отрима|скрин)`,
    String.raw`(?<!(?:saya|aku|gue|gw|sy)\s+)(?:kasih|beri|berikan)\s+(?:\S+\s+){0,2}bintang\s+5[^.!?\n]{0,60}(?:dapat|dapet|screenshot|kirim)`,
    String.raw`5\s+yildiz\s+(?:verin|ver|atin|at)(?!\p{L})[^.!?\n]{0,60}(?:kazan|ekran goruntusu)`,
    String.raw`đánh giá\s+5\s+sao[^.!?\n]{0,60}(?:để nhận|gửi ảnh|chụp màn hình)`,
    String.raw`(?:ge|betygsatt|satt)\s+(?:\S+\s+){0,2}5\s+stjarnor[^.!?\n]{0,60}(?:far du|skarmdump)`,
    String.raw`(?:قيم|قيموا|اعط|اعطي|اعطوا|ضع|ضعوا)\s+(?:\S+\s+){0,2}5\s+نجوم[^.!?\n]{0,60}(?:احصل|لقطه|لقطة|سكرين)`,
    String.raw`5\s+star\s+(?:rating\s+|review\s+)?(?:do|dijiye|dena|de do)(?!\p{L})[^.!?\n]{0,60}(?:screenshot|milega|milenge|paao|pao)`,
    // Leetspeak undone turns a digit between CJK letters into a letter ("星5" reads "星s").
    String.raw`(?:星[5５s]|★[5s])[^。！!\n]{0,30}(?:スクショ|プレゼント|配布)`,
    String.raw`(?:별점|별)\s?5[^.!\n]{0,30}(?:캡처|캡쳐|지급)`,
    String.raw`(?:好评|好評|五星|[5s]星)[^。！!\n]{0,20}(?:截图|截圖|领取|領取)`,
  ].join('|'),
  'iu',
)

// Proof to send for a prize: "send a screenshot", "manda captura", "скрин", "スクショ", "截图".
const SCREENSHOT =
  /screenshot|screen shot|captura|capture d.ecran|(?<!\p{L})print(?!\p{L})|zrzut|скрин|скрін|ekran goruntusu|tangkapan layar|chụp màn hình|スクショ|スクリーンショット|캡처|캡쳐|截图|截圖|لقطه|لقطة|سكرين|skarmdump|schermata/u

// Another app pushed in its place: "download Notely instead", "search NoteNinja on the Play Store".
// The same push in the drafter's other languages: the order to get it, then "instead" or "rather".
const INSTEAD = new RegExp(
  [
    String.raw`\b(?:download|get|install|try)\s+(?:\S+\s+){1,3}instead\b`,
    String.raw`\b(?:ladet|lade|holt|hol|installiert|nehmt|nutzt)\s+(?:euch\s+|dir\s+)?(?:lieber|stattdessen)\s+\S+`,
    String.raw`\b(?:t[ée]l[ée]charge[rz]?|prenez|installez)\s+plut[ôo]t\s+\S+|\S+\s+[àa] la place\b`,
    String.raw`\b(?:descarguen|descarga|descargad|bajen|usen|instalen)\s+(?:\S+\s+){1,3}en su lugar\b|\bmejor\s+(?:descarguen|descarga|bajen|usen)\s+\S+`,
    String.raw`\b(?:baixem|baixe|usem|use|instalem)\s+(?:o\s+|a\s+)?\S+\s+(?:no lugar|em vez)\b`,
    String.raw`\b(?:scaricate|scarica|usate|installate)\s+(?:\S+\s+){1,3}(?:invece|al suo posto)\b`,
    String.raw`(?:скачайте|скачай|ставьте|установите)\s+лучше\s+\S+|лучше\s+(?:скачайте|скачай|установите)\s+\S+|(?:завантажте|встановіть)\s+краще\s+\S+`,
    String.raw`\b(?:download|installeer)\s+(?:liever|gewoon)\s+\S+|\bin plaats daarvan\b`,
    String.raw`\b(?:pobierzcie|pobierz|zainstalujcie)\s+(?:lepiej|zamiast)\s+\S+`,
    // The same push where the drafter's other languages put it: "代わりに…ダウンロードして",
    // "还不如下载…", "이거 말고 … 받으세요", "tải app … thay thế", "mending download …",
    // "bunun yerine … indirin", "حملوا … بدلا منه", "iski jagah … download karo".
    String.raw`代わりに[^。！!\n]{0,30}(?:ダウンロード|インストール|入れて|使って)|(?:ダウンロード|インストール)した方が(?:いい|良い|まし)`,
    String.raw`(?:还不如|還不如|不如)(?:去)?(?:下载|下載|用|装|裝)|建议(?:大家)?(?:下载|换成|改用)|(?:应用商店|应用市场|商店|應用商店)(?:里)?搜`,
    String.raw`(?:이거|이 앱|이앱)\s*말고[^.!\n]{0,30}(?:받으세요|깔아|깔으세요|설치|쓰세요|다운)|대신[^.!\n]{0,30}(?:받으세요|깔아요|깔으세요|설치하세요|쓰세요|다운받)`,
    String.raw`(?:tải|dùng|cài)\s+(?:app\s+|ứng dụng\s+)?\S+\s+(?:thay thế|thay vì|thay vào)|thay vào đó\s+(?:hãy\s+)?(?:tải|dùng|cài)`,
    String.raw`(?<![\p{L}])(?:mending|mendingan|lebih baik|better)\s+(?:download|unduh|pakai|install|instal)\s+(?:aplikasi\s+|app\s+)?\S+|cari di (?:play ?store|app ?store|google play)`,
    String.raw`bunun yerine\s+(?:\S+\s+){1,2}(?:indirin|indir|kullanin|kullan|yukleyin|yukle)(?![\p{L}])`,
    String.raw`(?:حملوا|حمل|نزلوا|نزل|استخدموا|جربوا)\s+(?:تطبيق\s+)?\S+\s+بدلا`,
    String.raw`(?:iski jagah|iske bajaye|इसकी जगह|इसके बजाय)[^.!?\n]{0,30}(?:download|डाउनलोड|install|इंस्टॉल)`,
  ].join('|'),
  'iu',
)
const INSTEAD_ALL = new RegExp(INSTEAD.source, 'giu')
// What an ad says of the app it pushes: free, better, without ads (matched with and without accents).
const SELLING =
  /\b(?:free|better|no ads|kostenlos|gratis|besser|gratuit|mieux|mejor|melhor|gr[áa]tis|meglio|gratuito|beter|lepsz\w*|darmow\w*|ucretsiz|reklamsiz|tanpa iklan)\b|бесплатн|лучше|безкоштовн|краще|無料|広告なし|免费|免費|无广告|無廣告|무료|광고\s?(?:도\s)?없|miễn phí|không quảng cáo|مجاني|بدون (?:اعلانات|إعلانات)/iu
const STORE_SEARCH =
  /\bsearch\s+(?:for\s+)?(?:\S+\s+){1,3}(?:on|in)\s+(?:the\s+)?(?:play\s?store|app\s?store|google\s+play)/i
// "Search it on the store": the store unnamed, which a reviewer finding this app says too.
const BARE_STORE_SEARCH = /\bsearch\s+(?:for\s+)?(?:\S+\s+){1,3}(?:on|in)\s+(?:the\s+)?store\b/i
// Another app set above this one ("way better than this one", "mejor que esta").
const ABOVE_THIS =
  /\bbetter than (?:this|the one|yours)\b|mejor que (?:esta|este)|besser als (?:diese|die hier)|mieux que (?:celle-ci|celle ci|cette)|melhor (?:que|do que) (?:este|esse|esta|essa)|лучше (?:чем )?(?:это|этого)/iu

// A discount: "20% off", "50 % de descuento", "скидка 30%". A review of the app's own sale says
// it too: only with a code to claim it is it an ad's (see `discountOffered`).
const DISCOUNT =
  /\bhalf\s+(?:off|price)\b|\d{1,2}\s?%\s?(?:off|discount|rabatt|de descuento|descuento|de desconto|desconto|de réduction|de remise|di sconto|sconto|korting|rabatu|zniżki|скидк|знижк|indirim|diskon|potongan|giảm|割引|オフ|할인|छूट|خصم)|(?:скидк\S*|знижк\S*|diskon|potongan|giảm giá|rabatt|descuento|desconto|sconto|korting|zniżk\S*|indirim|할인|割引|折扣|优惠)\s?\d{1,2}\s?%|\d折/iu

// A code to type in, as written: capitals and digits ("SAVE50", "RUN20"), not "iOS17" or "4K".
const CODE = /(?<![\p{L}\p{N}])(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{4,14}(?![\p{L}\p{N}])/u

// Another app named to be fetched: the order to get it, the word "app", and a name written with a
// capital ("Descarga la app GanaYa", "Download aplikasi DuitKilat", "Скачайте приложение Кэшбек").
// Matched on the text as written, so the name's capital is seen; the verbs carry both cases.
const NAMED_PUSH = new RegExp(
  String.raw`(?<![\p{L}])(?:[Dd]ownload(?:ez)?|[Gg]et|[Ii]nstall(?:ez|a|e|iere|eer)?|[Tt]ry|[Dd]escarg(?:a|á|ue|uen|ad)|[Bb]aj(?:a|á|e|en)|[Bb]aix(?:a|e|em)|[Tt][ée]l[ée]charge(?:z)?|[Ll]ade[tn]?|[Hh]olt?|[Ss]caric(?:a|ate)|[Uu]nduh|[Ii]nstal|[Pp]obierz(?:cie)?|[İi]ndir(?:in)?|[Tt]ải|[Сс]качай(?:те)?|[Уу]станови(?:те)?|[Зз]авантаж(?:те)?)` +
    String.raw`\s+(?:(?:the|la|el|o|a|l'|die|de|het|dir|euch|también|tambem|also|rather|instead|our|my|nuestra|nuestro|mi|notre|mon|ma|unsere|meine|nossa|nosso|meu|minha|onze|mijn|moją|naszą|nasza|moja)\s+)*` +
    String.raw`(?:app|apps|apk|aplikasi|aplicaci[oó]n|aplicativo|application|appli|applicazione|aplikacj[eęi]|uygulama(?:s[ıi])?|ứng dụng|приложение|застосунок|додаток)` +
    String.raw`\s+[\p{Lu}][\p{L}\p{N}]{2,}`,
  'u',
)

// A code handed out to be typed in: the word "code" and, right after it, one in capitals and
// digits ("código AMIGO10", "use my referral code WIN50", "kode referal BUDI99"). A review of the
// app's own code says what went wrong with it, which an ad does not.
const CODE_HANDED = new RegExp(
  String.raw`(?<![\p{L}])(?:promo|referral\s+|invite\s+)?(?:[Cc]ode|CODE|[Cc][oó]digo|[Cc]odice|[Kk]ode|[Kk]od|[Пп]ромокод|[Кк]од|コード|코드|码|碼|كود|[Cc]upom|[Cc]up[oó]n|[Vv]oucher|[Gg]utschein)` +
    String.raw`(?:\s+[\p{Ll}]+){0,2}\s*[:：]?\s*(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{4,14}(?![\p{L}\p{N}])`,
  'u',
)

/**
 * Signs of an ad only the text as written shows: another app named to be fetched, a code handed
 * out. Each is one strong sign.
 */
export function writtenSignsIn(text: string): number {
  return (NAMED_PUSH.test(text) ? 1 : 0) + (CODE_HANDED.test(text) ? 1 : 0)
}

// Accounts, coins or premium sold ("I sell accounts with 50k coins", "Vendo cuentas", "Продаю
// аккаунты", "出售账号"): nobody reviewing an app sells its accounts. Folded text; "I'd sell" is no offer.
const SELLER = new RegExp(
  String.raw`(?<!(?:i'd|id|would|could|to|not|n't)\s+)(?<![\p{L}])(?:i sell|selling|sell(?:ing)? cheap|for sale|vendo|vendemos|je vends|vends|verkaufe|verkaufen|verkoop|saljer|sprzedam|sprzedaje|продаю|продам|продаем|продаём|satiyorum|satilik|jual|bán|販売|売ります|譲ります|팝니다|판매합니다|판매중|出售|卖号|賣號|代充|أبيع|للبيع|bech raha|bechta)(?![\p{L}])[^.!?\n]{0,40}?(?<![\p{L}])(?:accounts?|acc|cuentas?|contas?|comptes?|kont[aoy]|konten|konton|аккаунт\p{L}*|акаунт\p{L}*|hesap\p{L}*|akun|tài khoản|アカウント|계정|账号|帳號|حساب\p{L}*|coins|gems|diamonds?|diamantes|gemas|monedas|moedas|premium|followers|seguidores|gift ?cards?|robux|vbucks)` +
    String.raw`|(?:accounts?|premium accounts?)\s+for sale`,
  'iu',
)

/**
 * How many ways a text pushes another app or a prize: a search on the store says it twice over,
 * and so does a reward for stars.
 */
export function promotionsIn(text: string): number {
  // "Download NoteMaster instead, it's free and way better": the push with its selling point.
  // Pushed twice over ("还不如下载云记…应用商店搜云记") counts twice.
  const pushes = INSTEAD.test(text) ? Math.min(2, text.match(INSTEAD_ALL)?.length ?? 1) : 0
  const pushed = pushes > 0 ? pushes + (SELLING.test(text) ? 1 : 0) : 0
  // "Search MoneyTree on the store, way better": a search for another app, and why.
  const searched = STORE_SEARCH.test(text)
    ? SELLING.test(text)
      ? 3
      : 2
    : BARE_STORE_SEARCH.test(text) && ABOVE_THIS.test(text)
      ? 3
      : 0
  // "Leave 5 stars and get 100 gems": a prize for rating, which nobody reviewing an app offers.
  // With a screenshot to send as proof, the prize for stars is an ad whatever else the text says.
  const reward = REWARD.test(text) ? (SCREENSHOT.test(text) ? 3 : 2) : 0
  return pushed + searched + reward + (SELLER.test(text) ? 2 : 0)
}

/**
 * A discount handed out with a code to claim it ("SAVE50 for 50% off", "Скидка 50% по промокоду
 * VPN50"): what an ad does and a review does not. A review that quotes the app's own offer ("the
 * promo code gives 0% off") gives no code.
 */
export function discountOffered(text: string, norm: string): boolean {
  return DISCOUNT.test(norm) && CODE.test(text) && !OWN_OFFER.test(norm)
}

// The app's own offer, used and reported ("got 50% off with the code from your newsletter").
const OWN_OFFER =
  /(?<!\p{L})(?:i got|got|i used|used|your (?:newsletter|email|e-mail|offer|sale|promo)|from you|you sent|ihr newsletter|eurem newsletter|vuestro|su boletin|votre newsletter|il vostro|jullie nieuwsbrief)(?!\p{L})/u

/** A sum to earn ("earn $500 daily", "₹5000 daily kamao", "日給3万円"), or a "100% legit" promise. */
export function baitIn(text: string): boolean {
  return BAIT.test(text)
}

/**
 * Someone pointing readers to themselves ("follow me", "check out my blog", "sígueme", "关注我"):
 * beside a handle or a link, the praise around it is the wrapping of an ad for them. Folded text.
 */
const SELF_PROMO =
  /(?<!\p{L})(?:follow me|follow my|check out my|visit my|join my|join our|subscribe to my|subscribe to our|my (?:blog|channel|website|site|shop|store|group|page)|sigueme|siganme|siguenos|visita mi|mi canal|suscribete|unete a mi|suivez-moi|suivez moi|suivez ma|mon blog|ma chaine|abonnez-vous|rejoignez mon|rejoignez ma|folgt mir|folge mir|mein kanal|schaut mal vorbei|schaut vorbei|kolla in min|min blogg|folgt meinem|folgt meiner|mein blog|meinen kanal|meinem kanal|abonniert|tretet meiner|seguimi|seguite|il mio canale|iscriviti|me siga|me sigam|sigam meu|meu canal|inscreva-se|volg mij|mijn kanaal|abonneer|obserwuj mnie|moj kanal|subskrybuj|мой канал|мой блог|мою группу|мой паблик|подписывайтесь|подпишись|вступай|вступайте|підписуйтесь|мій канал|folj mig|folj min|min kanal|prenumerera pa|takip edin|abone olun|channel aku|channel saya|subscribe channel|kanalima|ikuti aku|ikuti saya|gabung grup|join grup|theo dõi mình|kênh của mình|đăng ký kênh|mere channel|channel ko subscribe)|关注我|我的频道|订阅我|加入我的|フォローして|チャンネル登録|팔로우 해|구독 부탁|구독해/u

/** Whether a text points readers to its writer's own channel, blog or shop. */
export function selfPromotes(norm: string): boolean {
  return SELF_PROMO.test(norm)
}

/**
 * Where a writer's own channel or account lives: with "subscribe to my channel" or "follow me" a
 * platform named is as good as a handle ("Subscribe to my YouTube channel Gym With Dani").
 * Folded text.
 */
const PLATFORM =
  /(?<!\p{L})(?:youtube|you tube|tiktok|tik tok|instagram|insta|ig|twitch|facebook|fb|telegram|whatsapp|snapchat|discord|kwai|vk|facebooku|instagramie|youtubie|telegramie|tiktoku|shopee|lazada|tokopedia|etsy|ebay|amazon|mercado livre|avito|olx|ютубе|ютубі|телеграме|телеграмі|инстаграме|інстаграмі|ютуб|ютюб|тикток|тік ток|тікток|инстаграм|інстаграм|телеграм|вк)(?!\p{L})|यूट्यूब|इंस्टाग्राम|يوتيوب|تيك توك|انستغرام|انستقرام|تيليجرام|تلغرام|واتساب|الواتساب|واتس اب|淘宝|抖音|快手|小红书|小紅書|b站|哔哩哔哩|公众号|公眾號|微信|ユーチューブ|youtubeチャンネル|インスタ|ティックトック|유튜브|틱톡|인스타|트위치/u

/**
 * An order to subscribe to, follow or join something (folded text): "subscribe", "sígueme",
 * "abonnez-vous", "iscrivetevi", "підписуйтесь", "takip edin", "đăng ký kênh", "关注", "登録お願い".
 */
const FOLLOW_ORDER =
  /(?<!\p{L})(?:subscribe|check out my|look up my|find me on|schaut mal vorbei|schaut vorbei|kolla in min|follow me|follow my|join my|join our|sigueme|siganme|suscribete|suscribanse|unete|se inscreva|inscreva-se|inscrevam|me siga|me sigam|abonnez|abonne-toi|suivez|rejoignez|folgt|folge mir|abonniert|tretet|iscrivetevi|iscriviti|seguitemi|seguimi|volg mij|volg mijn|abonneer|folj mig|folj min|prenumerera|subskrybuj\p{L}*|obserwuj\p{L}*|подписывайтесь|подпишитесь|подпишись|вступайте|підписуйтесь|підпишіться|takip edin|takip et|abone olun|abone ol|ikuti|gabung|follow ig|follow aku|dolaczcie|dolacz|join karo|join kar|visit my|visiten|visitez|besucht|bezoek|odwiedz|заходите|kunjungi|ziyaret edin|ghé|subscribe channel|đăng ký kênh|theo dõi mình|subscribe karo|subscribe kare)(?!\p{L})|सब्सक्राइब|फॉलो करें|चैनल पर जाएं|चैनल पर जाओ|चैनल देखें|فولو|تابعوني|تابعني|اشتركوا|اشترك في|关注我|关注一下|订阅|登録お願い|チャンネル登録|フォローして|フォローお願い|구독 부탁|구독해|팔로우 부탁|팔로우 해/u

/** Whether a text orders its readers to subscribe, follow or join (folded text). */
export function followOrdered(norm: string): boolean {
  return FOLLOW_ORDER.test(norm)
}

/** Whether a text names a platform where channels and accounts live. */
export function platformNamed(norm: string): boolean {
  return PLATFORM.test(norm)
}

/**
 * A writer sending readers to their own channel, account, profile or group, in words: with a
 * platform named or a contact beside it, an ad for the writer. Folded text. A review that says
 * where the writer found the app ("found it through a YouTube video") sends nobody anywhere.
 */
const OWN_PLACE =
  /(?<!\p{L})(?:join my|join our|se inscreva|inscrevam-se|inscrevam se|meu grupo|no meu canal|iscrivetevi|iscriviti al mio|entra nel mio|mon groupe|ma chaine|mi grupo|unete a mi|unanse|meine gruppe|mijn groep|min grupp|moja grupa|subskrybujcie|subskrybuj|obserwujcie|моей группе|мою группу|мою групу|мій ютуб|мой ютуб|kanalıma|kanalima|grup aku|kênh của mình|kênh mình|shop mình|shop minh|my shop|my store|my app|mi tienda|minha loja|ma boutique|mein shop|mijn winkel|moj sklep|мой магазин|мій магазин|toko aku|toko kami|magazam|mojej grupy|mojego kanalu|mere telegram|mere group|mera group|mere channel|mere youtube|mera channel|mera youtube|channel ko subscribe)(?!\p{L})|मेरे यूट्यूब|मेरे चैनल|मेरा चैनल|सब्सक्राइब करें|सब्सक्राइब करो|قناتي|تابعوني|تابعني|اشتركوا في|我的店|本店|我的抖音|我的主页|我的频道|关注我的|私のyoutube|私のチャンネル|僕のチャンネル|チャンネル登録|フォローお願い|제 유튜브|제 채널|제 인스타|제 블로그|구독 부탁|팔로우 부탁/u

/**
 * The writer's own app, announced ("I built a similar app", "hice una app parecida", "j'ai créé
 * une appli") and pushed with an order to find it by its name or on the store: an ad for the
 * writer, whatever it says of this app. A developer who only compares ("I built my own app years
 * ago and this one is far better") sends nobody anywhere. Folded text, and the text as written
 * for the name's capital.
 */
const OWN_APP =
  /(?<!\p{L})(?:(?:i|we) (?:built|made|developed|created|launched|wrote) (?:a|an|my own|our own|my|our) (?:\p{L}+ ){0,3}app|(?:hice|cree|desarrolle|programe|hicimos|creamos|lance) (?:una|mi|nuestra) (?:\p{L}+ ){0,2}app|(?:fiz|criei|desenvolvi|fizemos|criamos|lancei) (?:um|uma|meu|minha|nosso) (?:\p{L}+ ){0,2}(?:app|aplicativo)|j'ai (?:cree|developpe|fait|code|lance) (?:une|mon|ma) (?:\p{L}+ ){0,2}(?:app|appli|application)|ich habe (?:eine|meine|meine eigene) (?:\p{L}+ ){0,2}app (?:entwickelt|gebaut|gemacht|programmiert)|ho (?:creato|sviluppato|fatto|lanciato) (?:un'|una |la mia )(?:\p{L}+ ){0,2}app|я (?:сделал|создал|разработал)\p{L}* (?:\p{L}+ ){0,2}приложение)(?!\p{L})/u
const FIND_ORDER =
  /(?<!\p{L})(?:search|look for|try|download|get|check out|find|busca\p{L}*|descarga\p{L}*|prueba\p{L}*|procura\p{L}*|baixa\p{L}*|cherche[rz]?|telecharge[rz]?|essaye[rz]?|sucht|such|ladet|lade|probiert|cerca\p{L}*|scarica\p{L}*|prova\p{L}*|ищите|скачайте|попробуйте)(?!\p{L})/u
// Where it is found: a name with a capital inside a sentence ("search TrailMate"), or a store.
const CAPITAL_INSIDE = /[^.!?\s]\s+\p{Lu}[\p{L}\p{N}]+/u
const STORE_NAMED =
  /(?<!\p{L})(?:store|play ?store|app ?store|tienda|loja|magasin|negozio)(?!\p{L})/u

/** Whether a text pushes its writer's own app to readers (folded text and the text as written). */
export function ownAppPushed(norm: string, text: string): boolean {
  if (!OWN_APP.test(norm) || !FIND_ORDER.test(norm)) return false
  return CAPITAL_INSIDE.test(text) || STORE_NAMED.test(norm)
}

/** Whether a text sends readers to its writer's own channel or group (folded text). */
export function ownPlacePushed(norm: string): boolean {
  return OWN_PLACE.test(norm)
}

/**
 * Sent to the writer's profile or private messages, as an ad closes ("check my profile 🎁",
 * "kijk op mijn profiel", "Infos per DM", "scrivetemi in privato", "プロフのリンクから"). A
 * review that checked its own profile in the app goes on to say what it saw. Folded text.
 */
const PROFILE_POINTER =
  /(?<!\p{L})(?:check|tap|see|visit|look at|click)\s+(?:on\s+)?my\s+(?:profile|bio)(?=\s*(?:[^\p{L}\s]|$|for\b|to\b))|(?<!\p{L})(?:kijk op mijn profiel|schau in mein profil|mira mi perfil|olha meu perfil|voir mon profil|guarda il mio profilo|zajrzyj na moj profil|смотри(?:те)? (?:мой )?профиль|дивіться (?:мій )?профіль|profilime (?:bak\p{L}*|gel\p{L}*|goz at\p{L}*)|(?:instagram |tiktok |youtube )?hesabima (?:bak\p{L}*|gel\p{L}*|goz at\p{L}*)|cek profil(?:ku| aku| saya)?|xem trang cá nhân|per dm|via dm|por dm|par mp|no direct|dm atin|dm at|в особисті|в личные|в директ|w prywatnej|na priv|na pw|ozelden|scrivetemi in privato|scrivimi in privato|в личку|ib mình|ib em)(?!\p{L})|(?:제|내)\s?블로그\s*(?:참고|확인|방문|보세요|와)|プロフのリンク|プロフィールのリンク|(?:プロフ|プロフィール)(?:欄)?から(?=[。！!？?\s]|$)|(?:ال)?رابط في (?:ال)?بايو|اللينك في (?:ال)?بايو|링크\s*(?:는\s*)?프로필|프로필\s*링크|主页链接|看我主页|私聊|私信我/u

/**
 * An order to get in touch ("hit me up on snap", "text her +44…", "me chama no direct", "DM
 * 주세요", "加我微信"): beside a contact, what an ad says. "Call me" is left out: a reviewer asks
 * support to call back. Folded text.
 */
const CONTACT_ORDER =
  /(?<!\p{L})(?:email me|e-mail me|mail me|contact me|schreibt mir|rendez-vous sur|allez sur|busquen en|buscad en|search for it on|cherchez sur|sucht auf|zoek op|szukajcie na|ищите в|шукайте в|dm atin|dm at|ket ban zalo|kết bạn zalo|kết bạn|hit me up|text me|text her|text him|message me|message her|message him|contact her|contact him|reach out to (?:her|him)|add me|dm me|escribeme|escribanme|hablame|me chama|chama no|chama la|fala comigo|contactez[- ]moi|ecrivez[- ]moi|schreib mir|schreibt mir|scrivimi|scrivetemi|contattami|app me|stuur me|skriv till mig|napisz do mnie|piszcie|пишите|напишите|пишіть|напишіть|bana yazin|bana ulasin|hubungi|chat aku|chat saya|liên hệ|nhắn tin|inbox mình|راسلني|راسلوني|تواصل معي|تواصلوا)(?!\p{L})|加我|加微信(?=\s*[:：]?\s*[a-z0-9_])|联系我|聯絡我|連絡して|連絡ください|dm\s?주세요|문의는|연락\s?주세요|私聊|私信|मैसेज करो|संपर्क करें/u

/**
 * An offer to readers of something that is not this app: someone selling ("I sell", "ik
 * verkoop", "本人代购"), or asking who needs it ("if anyone needs…", "ai muốn…", "需要的",
 * "필요하신 분", "wer Lust auf … hat"). With a way to reach the writer, an ad. Folded text.
 */
const OFFER =
  /(?<!\p{L})(?:i sell|i'm selling|im selling|sells|selling|ik verkoop|je vends|vendo|verkaufe|sprzedaje|sprzedam|продаю|продаём|продаем|satiyorum|aku jual|saya jual|jual|mình bán|shop mình bán|if anyone needs|anyone who needs|anyone need|whoever needs|if you need|si alguien necesita|si quieren|quien quiera|si vous voulez|qui veut|wer lust|wer interesse|chi vuole|se qualcuno|wie wil|kto chce|кому нужно|кто хочет|кому потрібно|хто хоче|isteyen|isteyenler|yang mau|yang butuh|yg mau|yg butuh|ai muốn|ai cần|bạn nào cần)(?!\p{L})|代购|代購|需要的|有需要|필요하신 분|필요한 분|ほしい人|欲しい人|希望者/u

/** Whether a text offers readers something to buy or get from the writer (folded text). */
export function offered(norm: string): boolean {
  return OFFER.test(norm)
}

/** Whether a text orders its readers to get in touch (folded text). */
export function contactOrdered(norm: string): boolean {
  return CONTACT_ORDER.test(norm)
}

/** Whether a text sends readers to its writer's profile or private messages (folded text). */
export function profilePointed(norm: string): boolean {
  return PROFILE_POINTER.test(norm)
}

// A channel given by its name ("meu canal Treino em Casa", "ma chaîne « Muscu avec Théo »").
const CHANNEL_NAMED =
  /(?:canal|channel|cha[iî]ne|kanal|kanał|канал|kênh)\s+(?:(?:youtube|de|do|da|no|en|on)\s+)*[«"“'‘]?\s*\p{Lu}/u

/** Whether a text names a channel by its name (text as written). */
export function channelNamed(text: string): boolean {
  return CHANNEL_NAMED.test(text)
}

/**
 * The offers of a scheme that reads the same whatever sum it names: a side job, money from home,
 * followers to buy, bets and loans with no checks. Weak signs: they make an ad with a place to go.
 */
export const SCHEME =
  /(?<!\p{L})(?:earn money|make money fast|ganar dinero|ganhar dinheiro|gagner de l'argent|geld verdienen|guadagnare soldi|zarabiac pieniadze|заработать деньги|заробити гроші|para kazan\p{L}*|dapat uang|kiếm tiền|paise kamane|tjana pengar|side job|side hustle|part[- ]time job|nebenjob|bijverdienste|extrajobb|renda extra|trabajo desde casa|lavoro da casa|travail a domicile|подработк\p{L}*|підробіт\p{L}*|ek gelir|ek is|dodatkowa praca|praca zdalna|kerja sampingan|joki|việc làm thêm|vay tiền|không cần thế chấp|thế chấp|pronos|paris sportifs|bez bik|bez zaswiadczen|без довідок|без справок|без отказа|без вложений|sin buro|no credit check|buy followers|cheap followers|followers cheap|comprar seguidores|comprar followers|follower veri|follower reali|seguidores reais|takipci satin|накрутк\p{L}*|купить подписчиков|beli followers|mua follow|makkelijk geld|gratis geld|easy money|dinero facil|dinheiro facil|soldi facili)(?!\p{L})|副業|兼职|兼職|刷单|刷單|부업|오픈채팅|稼ぎたい|赚钱|돈 ?벌|الفوركس|ربح مضمون|पैसे कमा|paise kama/u

/**
 * Orders to readers to fetch or use another app, in the drafter's languages (imperatives, and
 * "everyone use"): a first-person "I use Notion" is no order. The first letter is matched in
 * either case (the name after it is matched as written, for its capital).
 */
const PUSH_VERBS = [
  'download',
  'install',
  'try',
  'switch to',
  'go for',
  'search google for',
  'sök på google efter',
  'descarguen',
  'descarga',
  'descargad',
  'bajen',
  'prueben',
  'usen',
  'instalen',
  'baixem',
  'baixe',
  'experimentem',
  'usem',
  'use',
  't[ée]l[ée]chargez',
  't[ée]l[ée]charge',
  'essayez',
  'installez',
  'prenez',
  'ladet',
  'holt euch',
  'holt',
  'probiert',
  'nutzt',
  'installiert',
  'scaricate',
  'scarica',
  'provate',
  'usate',
  'installate',
  'probeer',
  'installeer',
  'ladda hellre ner',
  'ladda ner',
  'testa',
  'använd',
  'pobierzcie',
  'pobierz',
  'spróbujcie',
  'zainstalujcie',
  'używajcie',
  'скачайте',
  'установите',
  'попробуйте',
  'пользуйтесь',
  'завантажте',
  'встановіть',
  'спробуйте',
  'indirin',
  'polecam',
  'deneyin',
  'kullanın',
  'yükleyin',
  'mending download',
  'mendingan download',
  'tải',
]
const either = (v: string) => {
  const ch = v[0] ?? ''
  return ch.toLowerCase() !== ch.toUpperCase()
    ? `[${ch.toLowerCase()}${ch.toUpperCase()}]${v.slice(1)}`
    : v
}
// Words between the order and the name: "rather", articles, "the app".
const BETWEEN = String.raw`(?:(?:my|mi|mon|ma|meine|mijn|min|moją|ook|eens|also|too|just|mal|auch|aussi|también|anche|även|też|тоже|теж|hellre|lieber|lepiej|лучше|краще|mejor|plut[ôo]t|invece|instead|liever|the|la|el|o|a|l'|die|de|het|dir|euch|app|apps|aplikasi|aplicaci[óo]n|aplicativo|application|appli|applicazione|aplikacj[eę]|uygulamas[ıi]n[ıi]|ứng dụng|приложение|застосунок|додаток)\s+){0,3}`
const NAMED = new RegExp(
  // Not after a subject or a modal: "I use Notion", "you could try Streaks", "ich nutze".
  String.raw`(?<!(?:(?<![\p{L}])(?:[Ii]|[Ww]e|[Tt]hey|[Yy]ou|to|can|could|would|will|'ll|should|might|also|still|just|n't|[Tt]ôi|[Mm]ình|[Ee]m|[Ii]k|[Jj]ag|[Ee]u|[Yy]o)\s+))(?<![\p{L}])(?:${PUSH_VERBS.map(either).join('|')})\s+${BETWEEN}(?:[«"“„'‘「]\s*)?([\p{Lu}][\p{L}\p{N}]{2,}(?:\s+[\p{Lu}][\p{L}\p{N}]*)?)(?!\s+(?:mode|view|timer|widget|feature|tab|screen|button|setting|settings|plan|trial|version)\b)`,
  'u',
)
// The same push where names have no capitals or sit in their own quotes: "حمّلوا تطبيق …",
// "इसकी जगह … ऐप डाउनलोड करो", "推荐大家用…", "「…」の方がいい…みんなそっちを使って", "이거 말고 … 쓰세요".
const NAMED_UNCASED =
  /(?:私が作った|自分で作った|自作の)[^。]{0,30}(?:使って|ダウンロード|入れて)|(?:我做的|我开发的|我開發的)[^。]{0,20}(?:下载|试试|下載)|제가 만든[^.!]{0,20}(?:써|받아|다운)|(?:حملوا|نزلوا|جربوا|استخدموا)\s+تطبيق\s+\S+|(?:推荐|推薦)大家(?:用|下载|下載|装)(?![这這本此它])|大家(?:都)?(?:去)?(?:用|下载|下載)(?![这這本此它])\S{1,8}吧|(?:微信)?搜索公众号|关注公众号|(?:こっち|これ|このアプリ)より[^。]{0,20}の方が|(?:みんな|皆)(?:そっち|あっち)を使|이거\s*말고|대신\s*\S+\s*(?:쓰세요|받으세요)/u
// A name before the word "app" and the order to get it, where the verb comes last ("NotesPlus
// ऐप डाउनलोड करो", "NotPlus uygulamasını indirin"). Text as written, for the capital.
const NAMED_BEFORE =
  /([\p{Lu}][\p{L}\p{N}]{2,})\s+(?:ऐप|एप|app|uygulamas[ıi]n[ıi]|アプリ|앱)\s*(?:を)?\s*(?:डाउनलोड|download|इंस्टॉल|indirin|yükleyin|kullanın|入れて|使って|ダウンロード|받으세요|쓰세요|깔아)/u
// What it says of the other app: free, better, no ads, or better than this one.
const SOLD_AS =
  /(?<!\p{L})(?:free|better|no ads|way better|real money|pays|kostenlos|gratis|besser|gratuit|mieux|mejor|melhor|gratis|meglio|gratuito|beter|lepsz\p{L}*|darmow\p{L}*|za darmo|ucretsiz|reklamsiz|daha iyi|lebih bagus|lebih baik|tanpa iklan|battre|bättre|gratis|sin anuncios|sans pub|senza pubblicita|sem anuncios|zonder reclame|utan reklam|bez reklam|mien phi|miễn phí|tốt hơn|không quảng cáo)(?!\p{L})|бесплатн|лучше|без рекламы|безкоштовн|краще|без реклами|無料|広告なし|いい|免费|免費|好用|无广告|무료|훨씬 좋|광고\s?(?:도\s)?없|مجاني|افضل|أفضل|بدون اعلانات|फ्री|मुफ्त|बेहतर|अच्छा/u
const STEP_AFTER =
  /^[^.!?]{0,12}(?<!\p{L})(?:first|then|zuerst|dann|primero|luego|d'abord|ensuite|prima|poi|eerst|sedan|najpierw|сначала|спочатку|önce|dulu|trước)(?!\p{L})/iu
const PRODUCT_LIKE = /\p{Ll}\p{Lu}|\d|\s\p{Lu}/u
const APP_BEFORE =
  /(?:app|apps|aplikasi|aplicaci[óo]n|aplicativo|application|appli|applicazione|aplikacj[eę]|ứng dụng|приложение|застосунок|додаток)\s+[«"“„'‘「]?\s*$/iu
// Names that are the app's own tiers or the platforms it runs on, not another app.
const NOT_ANOTHER =
  /^(?:premium|pro|plus|gold|vip|ultra|android|ios|iphone|ipad|google|apple|windows|mac|chrome|pdf|ok|it|this|the|app|dark|light|version|update)$/iu

/**
 * Another app pushed by name to the readers, sold as free or better ("try FitBlaze Pro, it's
 * free", "Descarguen mejor AgendaMax, es gratis", "Ladda hellre ner TräningsPro, mycket bättre"):
 * 3 when it is sold, else 0. The app's own name (`brand`) and tiers are no other app.
 */
export function namedPush(text: string, norm: string, brand: string): number {
  if (!SOLD_AS.test(norm) && !SCHEME.test(norm)) return 0
  const another = (m: RegExpExecArray | null) => {
    const name = m?.[1] ?? ''
    const first = (name.split(/\s+/)[0] ?? '').toLowerCase()
    if (first === '' || NOT_ANOTHER.test(first)) return false
    if (brand !== '' && brand.toLowerCase().split(/\s+/).includes(first)) return false
    const at = (m?.index ?? 0) + (m?.[0].length ?? 0)
    // "Install Garmin Connect first, then it syncs better": a step, not a push.
    if (STEP_AFTER.test(text.slice(at, at + 24))) return false
    // A product's name, not a noun with a capital (German "die Vollversion"): written as one
    // (CamelCase, a figure, two capitalised words) or called an app.
    return PRODUCT_LIKE.test(name) || APP_BEFORE.test((m?.[0] ?? '').slice(0, -name.length))
  }
  return another(NAMED.exec(text)) || another(NAMED_BEFORE.exec(text)) || NAMED_UNCASED.test(norm)
    ? 3
    : 0
}

/**
 * A code handed out to be typed in, in any compound ("Gutscheincode MAX15", "kortingscode
 * SANNE10", "Davet kodum AYSE25", "邀请码 888666", "招待コード YUKA2024"), with what it pays:
 * a sum, points, a gift, free months. A review of the app's own code says what went wrong
 * with it and pays nobody.
 */
const CODE_GIVEN = new RegExp(
  String.raw`(?:[\p{L}]*(?:[Cc]odes?|CODE|[Kk]od|kodu|kodum|[Kk]ode|[Cc]odice|[Cc]odigo|[Cc]ódigo|[Cc]upom|[Cc]upon|[Cc]upón|[Vv]oucher|[Gg]utschein|промокод|код|コード|코드|码|碼|كود|कोड|mã giới thiệu|mã)|(?:^|\s)ref)\s*[:：]?\s*(?:[\p{L}]+\s+){0,1}(?:(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,}(?:-[A-Z0-9]+)*|\d{4,10})(?![\p{L}\p{N}])`,
  'u',
)
const PAYS =
  /korting|rabatt|discount|descuento|desconto|sconto|r[ée]duction|скидк|знижк|indirim|diskon|giảm|割引|할인|折扣|优惠|خصم|छूट|\d[\d.,]*\s?(?:%|k|rb|ribu|tl|zł|€|\$|₹|円|元|원|ポイント|points?|punkte|punti|puntos|pontos|coins?|gems?|diamonds?|monedas|gemas|diamantes|moedas|münzen|muenzen|pièces|gemme|monete|munten|monet|монет\p{L}*|алмаз\p{L}*|coin|jeton|elmas|koin|berlian|kim cương|xu|金币|钻石|ジェム|コイン|코인|다이아|рублей|грн|рупей|रुपये|रुपए|dollars?|euros?)|(?:[$€£₹₺₽¥₩]\s?\d)|gratis|free|offert|gratuit|hediye|bonus|saldo|cashback|real money|earn money|earn cash|gana dinero|gane dinero|ganar dinero|gagne[rz]? de l'argent|geld verdienen|guadagna(?:re)? soldi|echtes geld|dinero real|premios reales|dinheiro de verdade|soldi veri|vrai argent|regal|ganhe|recibe|bekommt|krijg|dostaniesz|получит|отримай|nhận|红包|紅包|送|もらえ|プレゼント|적립|지급|पाओ|पाएं|مجان|هدية|رصيد/iu
const FAILED =
  /(?<!\p{L})(?:not|didn't|didnt|doesn't|doesnt|won't|invalid|expired|no funciona|no funcionó|não funciona|ne marche|ne fonctionne|funktioniert nicht|geht nicht|werkt niet|non funziona|nie działa|nie zadziałał|не работает|не сработал|не працює|не спрацював|çalışmadı|çalışmıyor|tidak berlaku|tidak bisa|không dùng được|không được)(?!\p{L})|用不了|无效|無効|使えな|안 ?먹|안 ?돼|काम नहीं|لم يعمل|لا يعمل/iu

/** Whether a text hands out a code with what it pays and no word that it failed (text as written). */
// Handed out, not reported: "my code", "use/enter code", an invite or referral code.
const GIVER =
  /(?<!\p{L})(?:my|mi|mon|ma|mein|meinem|meinen|mijn|min|mój|moj|moim|мой|мій|kodum|kodumu|use|enter|apply|usa|usen|ingresa|digite|utilisez|entrez|gebt|nutzt|gebruik|usate|inserite|wpisz|użyj|введите|используйте|введіть|girin|pakai|masukkan|nhập|invite|eingeben|einlösen|eintragen|invitaci[oó]n|convite|parrainage|empfehlung|referral|referal|davet|polecaj\p{L}*|приглас\p{L}*|запрош\p{L}*|mời)(?!\p{L})|我的|邀请|邀請|招待|추천인|입력|मेरा|डालो|डालें|रेफरल|كودي|ادخل|استخدم|دعوة/iu

/**
 * A code and what it pays, with no word that it failed: 3 when handed out ("my code", "enter",
 * an invite code), 1 when only named beside its gain, 0 otherwise (text as written).
 */
export function codeOffered(text: string): number {
  if (!CODE_GIVEN.test(text) || !PAYS.test(text) || FAILED.test(text)) return 0
  return GIVER.test(text) ? 3 : 1
}

// Words that hold a sentence together, in the languages whose stuffing we meet: a keyword string
// has none of them, a review (however repetitive) has several.
const GLUE = new Set(
  "the and for with this that you are was but its it's not have has very just love der die das und ist mit für nicht les des une est pas pour avec los las una que con para por muy não com uma para per non che sono это как для что".split(
    ' ',
  ),
)

/**
 * Keyword stuffing in a text with no sentence in it: a pair of words said three times and more
 * ("best notes app notes app free notes app offline…"), or one keyword said five times and more
 * beside five different words ("notes app best notes app free notes offline notes pdf…"). A
 * review that says "the notes" four times holds the words that make sentences. Folded text.
 */
export function stuffed(norm: string): boolean {
  if (/[.!?。！？।؟]\s*\S/u.test(norm)) return false
  const words = norm.match(/[\p{L}\p{M}]+/gu) ?? []
  if (words.length < 10) return false
  if (words.filter((w) => GLUE.has(w)).length > 1) return false
  const pairs = new Map<string, number>()
  const counts = new Map<string, number>()
  const beside = new Map<string, Set<string>>()
  const near = (w: string, other: string | undefined) => {
    if (other === undefined || other === w) return
    const set = beside.get(w) ?? new Set<string>()
    set.add(other)
    beside.set(w, set)
  }
  for (const [i, w] of words.entries()) {
    if (w.length < 3) continue
    counts.set(w, (counts.get(w) ?? 0) + 1)
    near(w, words[i - 1])
    near(w, words[i + 1])
    const prev = words[i - 1] ?? ''
    // A word said twice running ("love love love") or a letter is no keyword.
    if (i === 0 || w === prev || prev.length < 3) continue
    const key = `${prev} ${w}`
    const n = (pairs.get(key) ?? 0) + 1
    if (n >= 3 && new Set(words).size <= words.length * 0.6) return true
    pairs.set(key, n)
  }
  for (const [w, n] of counts)
    if (n >= 5 && n >= words.length * 0.3 && (beside.get(w)?.size ?? 0) >= 5) return true
  return false
}
