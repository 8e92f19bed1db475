/**
 * What a promise looks like, per language: a fix, a feature, an update or a date the team has
 * not committed to. A reply may say such a thing only when an Answer or the voice says it.
 */
const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december'
const MONTHS_DE =
  'januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember'
const MONTHS_FR =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'
const MONTHS_ES =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre'
const MONTHS_PT =
  'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro'
const MONTHS_IT =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre'
const MONTHS_NL =
  'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december'

/**
 * One pattern from a language's alternatives, each matched as whole words. JavaScript's \b
 * knows only ASCII letters ("bientôt", "à", "Kürze"), so word edges are Unicode letters here.
 */
function promisePattern(parts: readonly string[]): RegExp {
  return new RegExp(
    parts.map((p) => String.raw`(?<![\p{L}\p{N}])(?:${p})(?![\p{L}\p{N}])`).join('|'),
    'iu',
  )
}

// `\b` knows only ASCII letters, even with the u flag: these stand for it in other scripts.
const WORD_START = String.raw`(?<![\p{L}\p{M}\p{N}])`
const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}])`
/** Alternatives that must stand as whole words. */
const words = (alternatives: string): string => `${WORD_START}(?:${alternatives})${WORD_END}`
/** Arabic may carry vowel marks between any two letters: "سيُضاف" is "سيضاف". */
const marked = (text: string): string =>
  [...text].map((c) => (/\p{L}/u.test(c) ? `${c}\\p{M}*` : c)).join('')

const MONTHS_PL =
  'styczni|lut|marc|kwietni|maj|czerwc|lip|sierpni|wrze[śs]ni|październik|listopad|grud'
const MONTHS_RU = 'январ|феврал|март|апрел|ма[йяею]|июн|июл|август|сентябр|октябр|ноябр|декабр'
const MONTHS_UK = 'січн|лют|березн|квітн|травн|червн|липн|серпн|вересн|жовтн|листопад|грудн'
const MONTHS_TR = 'ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık'
const MONTHS_SV =
  'januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december'
const MONTHS_AR =
  'يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يونيه|يوليو|يوليه|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر|كانون|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين'

/** A word start in scripts with spaces: JavaScript's \b knows only ASCII letters. */
const W = String.raw`(?<![\p{L}\p{N}])`

// Chinese in both scripts: 会/會, 将/將 and the rest differ only in their characters.
const ZH = new RegExp(
  [
    String.raw`[会會将將](?:尽快|盡快|马上|馬上|很快)?(?:修复|修復|修正|解决|解決|添加|增加|新增|加入|推出|上线|上線|支持|支援|改进|改進|优化|優化|完善|更新|恢复|恢復)`,
    String.raw`[会會将將](?:在|于|於).{0,15}?(?:修复|修復|修正|解决|解決|添加|增加|新增|加入|推出|上线|上線|更新)`,
    String.raw`(?<!以)下一?[个個]?(?:版本|更新|版)|下次更新|[后後]续(?:版本|更新)|[后後]續(?:版本|更新)|未[来來]的版本`,
    String.raw`即[将將]|敬[请請]期待|近期(?:内|內)?(?:[会會将將]|上线|上線|推出|修复|修復)|不久[后後]`,
    String.raw`很快(?:就)?(?:[会會能]|可以)?(?:修复|修復|上线|上線|推出|解决|解決|恢复|恢復)`,
    String.raw`正在(?:修复|修復|处理|處理|开发|開發|优化|優化|排查|解决|解決|调查|調查|努力|改进|改進|研究)`,
    String.raw`(?:列入|加入|纳入|納入)(?:开发|開發)?[计計][划劃畫]|[计計][划劃畫](?:中|推出|上线|上線)`,
    String.raw`(?:\d{1,2}|[一二三四五六七八九十]{1,2})月(?:底|中旬|初|前|内|內|份|上旬|下旬)|下[个個]?月|下[周週]|年底前|明年`,
    String.raw`[尽盡]快(?:[为為]您)?(?:修复|修復|解决|解決|处理|處理)`,
  ].join('|'),
  'iu',
)

/**
 * Whole-word alternatives, for scripts that put spaces between words (vowel signs count as
 * letters). In NFC, as the text is: Odia and Gurmukhi nukta letters are split by it.
 */
const inWords = (parts: readonly string[]): RegExp =>
  new RegExp(
    parts
      .map((p) => words(p))
      .join('|')
      .normalize('NFC'),
    'iu',
  )
/** Plain alternatives, for scripts written without spaces between words (Thai, Lao, Khmer, Burmese). */
const inRun = (parts: readonly string[]): RegExp =>
  new RegExp(parts.join('|').normalize('NFC'), 'iu')
/** Zero or more words between two parts of a phrase ("will [probably] be fixed"). */
const gap = (max: number): string => String.raw`(?:[\p{L}\p{M}’'-]+\s){0,${max}}?`

/**
 * The languages drafted from their phrasebook alone. Each pattern leaves that phrasebook's own
 * lines alone ("we've passed it on", "write to us so we can look into it with you", "as soon as
 * possible" about helping) and catches a fix, a feature, an update, an ongoing fix or a date.
 */
const PHRASEBOOK_PROMISES: Record<string, RegExp> = {
  af: inWords([
    String.raw`sal\s${gap(6)}(?:reggemaak|opgelos|bygevoeg|herstel|vrygestel|verbeter|aangespreek)\sword`,
    String.raw`sal\s${gap(4)}beskikbaar\swees`,
    String.raw`ons\s(?:sal|gaan)\s${gap(4)}(?:regmaak|oplos|byvoeg|herstel|vrystel|verbeter|aanspreek)`,
    String.raw`(?:volgende|komende)\s(?:opdatering|weergawe|bywerking|update)`,
    'binnekort|spoedig|eersdaags|in die komende dae',
    String.raw`werk\s(?:reeds\s|al\s|tans\s)?(?:daaraan|aan\s(?:[’']n|die)\s(?:oplossing|regstelling))`,
    String.raw`ondersoek\s(?:dit|die\s(?:probleem|saak))|(?:word|is)\s(?:tans\s)?ondersoek`,
    String.raw`(?:in|teen|voor|einde|begin)\s(?:januarie|februarie|maart|april|mei|junie|julie|augustus|september|oktober|november|desember)`,
    String.raw`volgende\s(?:week|maand)|einde\svan\sdie\s(?:week|maand)`,
    String.raw`werk\s(?:reeds|al|tans|voortdurend|steeds|hard)\s(?:daaraan|aan\s\p{L}+)`,
    String.raw`soek\s(?:na\s)?die\s(?:oorsaak|fout)`,
  ]),
  am: inWords([
    'እናስተካክላለን|እናስተካክለዋለን|እንጨምራለን|እንጨምረዋለን|እንፈታለን|እንፈታዋለን|እናሻሽላለን|እናሻሽለዋለን|እንለቃለን',
    'ይስተካከላል|ይታከላል|ይጨመራል|ይፈታል|ይሻሻላል|ይለቀቃል',
    String.raw`(?:በሚቀጥለው|በቀጣዩ|በሚመጣው)\s(?:ዝማኔ|ዝመና|ማሻሻያ|ስሪት|ቨርዥን|አፕዴት)`,
    String.raw`በቅርቡ|በቅርብ\sጊዜ|በሚቀጥሉት\sቀናት`,
    String.raw`(?:እየሠራን|እየሰራን|እየመረመርን|እያጣራን|እየፈለግን|እያስተካከልን)\sነው|(?:እየሠራ|እየሰራ|እየመረመረ|እያጣራ)\sነው`,
    '(?:በ|እስከ\\s?)(?:መስከረም|ጥቅምት|ኅዳር|ህዳር|ታኅሣሥ|ታህሳስ|ጥር|የካቲት|መጋቢት|ሚያዝያ|ግንቦት|ሰኔ|ሐምሌ|ሀምሌ|ነሐሴ|ነሃሴ)',
    String.raw`በሚቀጥለው\s(?:ሳምንት|ወር)`,
    String.raw`ያለማቋረጥ\s(?:እንሠራለን|እንሰራለን|እናሻሽላለን)`,
    String.raw`(?:ማሻሻላችንን|ማሻሻል)\s?እንቀጥላለን`,
  ]),
  az: inWords([
    String.raw`(?:düzəld|əlavə\sed|həll\sed|burax|təkmilləşdir|yenilə|bərpa\sed|aradan\squald[ıi]r)(?:əcəyik|acağıq|əcəyəm|acağam|yəcəyik)`,
    String.raw`(?:düzəldil|əlavə\sedil|həll\sedil|buraxıl|təkmilləşdiril|bərpa\sedil|aradan\sqaldırıl)(?:əcək|acaq)`,
    String.raw`(?:növbəti|gələcək|yaxın)\s(?:yeniləmə|versiya|buraxılış)\p{L}*`,
    String.raw`tezliklə|yaxın\svaxtlarda|yaxın\szamanda|yaxın\sgünlərdə`,
    String.raw`üzərində\s(?:işləyirik|çalışırıq)|(?:artıq\s)?araşdırırıq|(?:artıq\s)?araşdırır|səbəbini\saxtarırıq`,
    String.raw`(?:yanvar|fevral|mart|aprel|may|iyun|iyul|avqust|sentyabr|oktyabr|noyabr|dekabr)(?:[ıiuü]n(?:da|də)|da|də|\sayında|\sayına\s(?:qədər|dək)|\sayının\ssonuna\s(?:qədər|dək)|[ae]\s(?:qədər|dək))`,
    String.raw`(?:gələn|növbəti)\s(?:həftə|ay)`,
    String.raw`yoxlayırıq|üzərində\s(?:daim|hazırda)\s(?:işləyirik|çalışırıq)|daim\sçalışırıq`,
    String.raw`(?:təkmilləşdirməyə|yaxşılaşdırmağa)\sdavam\sedirik`,
  ]),
  be: inWords([
    'выправім|дададзім|выпусцім|палепшым|адновім|вырашым|абновім|дапрацуем|усунем|паправім|вернем',
    String.raw`(?:будзе|будуць|стане|стануць)\s(?:выпраўлен|дададзен|даступн|адноўлен|вырашан|палепшан|дапрацаван|усунут)\p{L}*`,
    String.raw`(?:у|ў|в|з|са)\s(?:наступн|бліжэйш|будуч)\p{L}*\s(?:абнаўленн|версі|рэліз|зборк)\p{L}*`,
    String.raw`хутка|неўзабаве|[уў]\sбліжэйшы\sчас|бліжэйшым\sчасам|[уў]\sбліжэйшыя\sдні`,
    String.raw`(?:ужо\s)?працуем\sнад|(?:ужо\s)?(?:вывучаем|вывучае|разбіраемся|разбіраецца|шукаем\sпрычыну)|[уў]\sпланах|плануем`,
    String.raw`(?:у|ў|да|к|у\sканцы|напачатку|да\sканца|у\sпачатку)\s(?:студзен|лют|сакавік|красавік|трав|чэрв|ліп|жні|верас|кастрычнік|лістапад|снеж)\p{L}*`,
    String.raw`на\sнаступным\sтыдні|[уў]\sнаступным\sмесяцы|да\sканца\s(?:тыдня|месяца|года)`,
    String.raw`(?:уважліва\s)?правяраем`,
    String.raw`працягваем\s(?:удасканальваць|паляпшаць|працаваць)`,
  ]),
  bg: inWords([
    String.raw`ще\s(?:го\s|я\s|ги\s|ѝ\s)?(?:поправим|оправим|добавим|пуснем|подобрим|решим|възстановим|отстраним|коригираме|обновим)`,
    String.raw`ще\s(?:бъд(?:е|ат)|е|са)\s(?:поправен|оправен|добавен|решен|отстранен|пуснат|подобрен|възстановен|наличн|достъпн|коригиран)\p{L}*`,
    String.raw`(?:в|със|с)\s(?:следващ|предстоящ|бъдещ)\p{L}*\s(?:актуализаци|верси|обновлени|ъпдейт)\p{L}*`,
    String.raw`(?<!най-)скоро|съвсем\sскоро|в\sблизко\sвреме|в\sнай-скоро\sвреме|в\sследващите\sдни`,
    String.raw`работим\s(?:по|върху|над)\s(?:проблема|това|него|решение|отстраняването)|(?:вече\s)?(?:проучва|проучваме|разследваме|търсим\sпричината)`,
    String.raw`(?:през|до|в\sкрая\sна|в\sначалото\sна|в|към\sкрая\sна|преди)\s(?:януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември)`,
    String.raw`следващата\sседмица|следващия\sмесец|до\sкрая\sна\s(?:седмицата|месеца|годината)`,
    String.raw`проверяваме`,
    String.raw`(?:постоянно\s)?работим\s(?:по|върху|над)\s\p{L}+|продължаваме\sда\sработим`,
  ]),
  bn: inWords([
    'ঠিক\\s(?:করে\\sদেব|করব|করা\\sহবে|হয়ে\\sযাবে)|সমাধান\\s(?:করব|করা\\sহবে|হবে)|(?:যোগ|যুক্ত)\\s(?:করব|করা\\sহবে|হবে)|চালু\\s(?:করব|করা\\sহবে)|উপলব্ধ\\sহবে',
    '(?:পরের|পরবর্তী|আগামী)\\s(?:আপডেটে|আপডেট|সংস্করণে|ভার্সনে)',
    'শীঘ্রই|খুব\\sশিগগিরই|শিগগিরই|অচিরেই|কয়েক\\sদিনের\\sমধ্যেই',
    'কাজ\\s(?:করছি|চলছে)|খতিয়ে\\sদেখছি|খতিয়ে\\sদেখছে|তদন্ত\\sকরছি|কারণ\\sখুঁজছি',
    '(?:জানুয়ারি|ফেব্রুয়ারি|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টেম্বর|অক্টোবর|নভেম্বর|ডিসেম্বর)(?:\\sমাসে|\\sমাসের\\sমধ্যে|ের\\sমধ্যে|\\sনাগাদ|ে)',
    'আগামী\\s(?:সপ্তাহে|মাসে)',
    String.raw`(?:নিয়মিত|সবসময়)\sকাজ\sকরি|কাজ\sচালিয়ে\sযাচ্ছি`,
  ]),
  ca: inWords([
    String.raw`ser(?:à|an)\s${gap(3)}(?:corregi|afegi|resol|solucionat|arreglat|disponible|millorat|inclòs|inclos|inclosa|restablert|publicat)\p{L}*`,
    'corregirem|afegirem|solucionarem|arreglarem|resoldrem|inclourem|llançarem|publicarem|millorarem|implementarem|restablirem',
    String.raw`(?:propera|pròxima|següent|futura)\s(?:actualització|versió)`,
    String.raw`(?<!més\s)aviat|ben\saviat|en\sbreu|pròximament|properament|els\spropers\sdies|les\spropers\ssetmanes`,
    String.raw`(?:estem|seguim)\s(?:ja\s)?(?:treballant|investigant)|(?:ja\s)?(?:ho|els|la|el)\s(?:està|estem)\s(?:investigant|revisant)|hi\sestem\streballant`,
    String.raw`(?:al|el|per|a\sl['’]|per\sl['’]|abans\sde|abans\sd['’]|a\sfinals\sde|a\sfinals\sd['’]|a\sprincipis\sde|a\sprincipis\sd['’]|a\smitjan|fins\sal)\s?(?:mes\sde\s)?(?:gener|febrer|març|abril|maig|juny|juliol|agost|setembre|octubre|novembre|desembre)`,
    String.raw`la\ssetmana\sque\sve|el\smes\sque\sve|la\spropera\ssetmana|el\sproper\smes`,
    String.raw`(?:estem|seguim)\s(?:ja\s)?(?:revisant|buscant|analitzant)|treballem\s(?:perquè|per\smillorar)|seguim\streballant`,
  ]),
  cs: inWords([
    'opravíme|přidáme|vyřešíme|vydáme|vylepšíme|zlepšíme|obnovíme|doplníme|zapracujeme|upravíme|zprovozníme|napravíme|odstraníme',
    String.raw`(?:bude|budou)\s${gap(1)}(?:opraven|přidán|vyřešen|dostupn|vydán|vylepšen|obnoven|doplněn|odstraněn)\p{L}*|(?:bude|budou)\s(?:brzy\s)?k\sdispozici`,
    String.raw`(?:v|s|ve|se)\s(?:příští|další|nejbližší|následující|budoucí|chystan)\p{L}*\s(?:aktualizac|verz|updat)\p{L}*`,
    'brzy|zanedlouho|v\\sbrzké\\sdobě|co\\snevidět|v\\snejbližší\\sdobě|během\\spár\\sdnů|v\\snejbližších\\sdnech',
    String.raw`pracujeme\sna\s(?:tom|opravě|řešení|nápravě)|(?:už\s|již\s)?(?:prověřujeme|prověřuje|zkoumáme|zjišťujeme|řešíme|hledáme\spříčinu)`,
    String.raw`(?:v|ve|do|od|koncem|začátkem|na\skonci|na\szačátku|během|v\sprůběhu|do\skonce)\s(?:led[ne]\p{L}*|leden|únor\p{L}*|břez[ne]\p{L}*|dub[ne]\p{L}*|květ[ne]\p{L}*|červ[ne]\p{L}*|červenc\p{L}*|srp[ne]\p{L}*|září|říj[ne]\p{L}*|listopad\p{L}*|prosin[ce]\p{L}*)`,
    String.raw`příští\s(?:týden|měsíc|rok)|do\skonce\s(?:týdne|měsíce|roku)`,
    String.raw`hledáme\s(?:jejich\s|její\s|jeho\s)?příčinu|(?:neustále|stále)\spracujeme|pracujeme\sdál`,
  ]),
  da: inWords([
    String.raw`(?:bliver|vil\sblive|skal\sblive)\s${gap(3)}(?:rettet|løst|tilføjet|udbedret|frigivet|forbedret|genoprettet|tilgængelig)`,
    String.raw`(?:vil|skal)\s${gap(2)}(?:rette|løse|tilføje|udbedre|frigive|forbedre|genoprette|fikse)`,
    String.raw`(?:i|med)\s(?:næste|kommende|en\skommende|fremtidig\p{L}*)\s(?:opdatering|version|udgivelse)`,
    'snart|inden\\slænge|om\\skort\\stid|i\\snær\\sfremtid|i\\sde\\skommende\\sdage',
    String.raw`arbejder\s(?:allerede\s)?på\s(?:det|en\sløsning|sagen|at\sløse|at\srette)|(?:undersøger|ser\spå|kigger\spå)\s(?:allerede\s)?(?:det|sagen|problemet)`,
    String.raw`(?:i|inden|før|til|sidst\si|først\si|midt\si|slutningen\saf|starten\saf|ultimo|primo)\s(?:januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december)`,
    String.raw`(?:i\s)?næste\s(?:uge|måned)`,
    String.raw`leder\sefter\s(?:årsagen|fejlen|en\sløsning)`,
    String.raw`arbejder\s(?:hele\stiden\s|videre\s)?på\s(?:at\s\p{L}+|forbedringer)`,
  ]),
  el: inWords([
    String.raw`θα\s(?:το\s|τα\s|την\s|τον\s|τις\s|τους\s)?(?:διορθώσουμε|προσθέσουμε|λύσουμε|επιλύσουμε|βελτιώσουμε|κυκλοφορήσουμε|αποκαταστήσουμε|φτιάξουμε)`,
    String.raw`θα\s(?:διορθωθ|προστεθ|λυθ|επιλυθ|βελτιωθ|αποκατασταθ)\p{L}*|θα\s(?:είναι|γίνει)\sδιαθέσιμ\p{L}*`,
    String.raw`(?:επόμεν|προσεχ|μελλοντικ|επερχόμεν)\p{L}*\s(?:ενημέρωσ|αναβάθμισ|έκδοσ|εκδόσ)\p{L}*`,
    'σύντομα|σε\\sλίγο\\sκαιρό|τις\\sεπόμενες\\s(?:ημέρες|μέρες|εβδομάδες)',
    String.raw`(?:δουλεύουμε|εργαζόμαστε|δουλεύει)\s(?:ήδη\s)?(?:πάνω\s(?:σε\s)?(?:αυτό|αυτά|του|της)|σε\s(?:διόρθωση|λύση)|γι['’]\s?αυτό)|(?:ερευνούμε|διερευνούμε|αναζητούμε\sτην\sαιτία)|(?:το\s|τα\s)?εξετάζ(?:ουμε|ει)\s(?:ήδη|το\sπρόβλημα|το\sθέμα|το\sζήτημα)`,
    String.raw`(?:τον|μέχρι\sτον|έως\sτον|ως\sτον|τέλη|αρχές|μέσα|μέχρι\sτέλη|στα\sτέλη|στις\sαρχές)\s(?:Ιανουάρ|Φεβρουάρ|Μάρτ|Μαρτ|Απρίλ|Απριλ|Μάι|Μαΐ|Ιούν|Ιουν|Ιούλ|Ιουλ|Αύγουστ|Αυγούστ|Σεπτέμβρ|Σεπτεμβρ|Οκτώβρ|Οκτωβρ|Νοέμβρ|Νοεμβρ|Δεκέμβρ|Δεκεμβρ)\p{L}*`,
    String.raw`την\sεπόμενη\sεβδομάδα|τον\sεπόμενο\sμήνα|μέχρι\sτο\sτέλος\sτου\s(?:μήνα|έτους|χρόνου)`,
    String.raw`δουλεύουμε\s(?:συνεχώς\s|ήδη\s)?(?:πάνω\s)?(?:σε|στ\p{L}+|για)\s\p{L}+`,
    String.raw`συνεχίζουμε\sνα\s(?:δουλεύουμε|εργαζόμαστε|βελτιώνουμε)`,
  ]),
  et: inWords([
    'parandame|lahendame|taastame|parandatakse|lisatakse|lahendatakse|avaldatakse|taastatakse',
    String.raw`(?:järgmis|tulevas|eelseisv)\p{L}*\s(?:uuendus|versioon|värskendus)\p{L}*`,
    'varsti|peagi|lähiajal|lähipäevil|õige\\spea',
    String.raw`(?:töötame|tegeleme|tegeleb)\s(?:juba\s)?(?:selle|sellega|probleemiga|parandusega|lahendusega)|(?:juba\s)?uurime|uurib\s(?:seda|juba)|otsime\s(?:põhjust|lahendust)`,
    String.raw`(?:jaanuar|veebruar|märts|aprill|mai|juuni|juuli|august|septemb?r|oktoob?r|novemb?r|detsemb?r)(?:is|iks|ks|i\s(?:lõpuks|alguses|keskel|jooksul))`,
    String.raw`järgmisel\s(?:nädalal|kuul)|(?:nädala|kuu|aasta)\slõpuks`,
    String.raw`töötame\s(?:\p{L}+\s){0,5}?kallal`,
    String.raw`jätkame\s(?:\p{L}+\s)?(?:täiustamist|parandamist|arendamist)`,
  ]),
  eu: inWords([
    String.raw`(?:konponduko|gehituko|zuzenduko|argitaratuko|hobetuko|berreskuratuko|konpondu(?:ko)?\sdira|konpontzeko\sasmoa)\s(?:dugu|ditugu|da|dira)`,
    String.raw`(?:erabilgarri|eskuragarri)\segongo\s(?:da|dira)`,
    String.raw`hurrengo\s(?:eguneratze|bertsio)\p{L}*`,
    'laster|datozen\\segunetan|datozen\\sasteetan|epe\\slaburrean',
    String.raw`(?:aztertzen|ikertzen|konpontzen|bilatzen|lantzen)\sari\s(?:gara|da)|lanean\sari\s(?:gara|da)`,
    String.raw`(?:urtarril|otsail|martxo|apiril|maiatz|ekain|uztail|abuztu|irail|urri|azaro|abendu)(?:ean|an|n|erako|rako|aren\samaier\p{L}*|ren\samaier\p{L}*)`,
    String.raw`datorren\s(?:astean|hilabetean|urtean)|hurrengo\s(?:astean|hilabetean)`,
    String.raw`hobetzen\s(?:ari\sgara|jarraitzen\sdugu)|etengabe\sari\sgara`,
  ]),
  fa: inWords([
    String.raw`(?:برطرف|رفع|اصلاح|درست|اضافه|حل|منتشر|بهتر|بازیابی)\s(?:خواهیم\sکرد|خواهد\sشد|خواهند\sشد|می[\u200c\s]?کنیم|میکنیم)`,
    String.raw`(?:به[\u200c\s]?روز[\u200c\s]?رسانی|نسخه|آپدیت)[\u0654\u200cی]*\s(?:ی\s)?(?:بعدی|آینده|آتی)`,
    String.raw`به[\u200c\s]?زودی|بزودی|در\sآینده\sنزدیک|(?:طی|در)\sروزهای\sآینده`,
    String.raw`در\sحال\s(?:بررسی|رفع|اصلاح|کار|پیدا\sکردن\sعلت|پیگیری)|روی\s(?:آن|این|رفع\sآن|حل\sآن)\s(?:مشکل\s)?کار\sمی[\u200c\s]?کنیم`,
    String.raw`(?:در|تا|تا\sپایان|تا\sآخر|اوایل|اواخر|اواسط)\s(?:ماه\s)?(?:فروردین|اردیبهشت|خرداد|مرداد|شهریور|آبان|آذر|بهمن|اسفند|ژانویه|فوریه|مارس|آوریل|ژوئن|ژوئیه|اوت|سپتامبر|اکتبر|نوامبر|دسامبر)|ماه\s(?:تیر|مهر|دی|مه)`,
    String.raw`(?:هفته|ماه)\s(?:آینده|بعد)`,
    String.raw`روی\s(?:\S+\s){1,6}?کار\sمی[\u200c\s]?کنیم`,
    String.raw`کار\sروی\s(?:\S+\s){1,3}?ادامه\sمی[\u200c\s]?دهیم`,
  ]),
  fi: inWords([
    'korjaamme|lisäämme|julkaisemme|ratkaisemme|parannamme|korjataan|lisätään|julkaistaan|ratkaistaan|parannetaan|korjautuu',
    String.raw`tulee\ssaataville|on\stulossa|(?:seuraava|tuleva)\p{L}*\s(?:päivity|versio)\p{L}*`,
    String.raw`(?<!mahdollisimman\s)pian|piakkoin|lähiaikoina|lähipäivinä|tuota\spikaa`,
    String.raw`selvittää\s(?:asiaa|ongelmaa|vikaa)\sjo|selvittää\sjo|selvitämme|tutkimme|työstämme|työn\salla|etsimme\s(?:syytä|vikaa|ratkaisua)|(?:teemme|tehdään)\stöitä\s(?:asian|korjauksen|ongelman|sen)`,
    String.raw`(?:tammi|helmi|maalis|huhti|touko|kesä|heinä|elo|syys|loka|marras|joulu)kuu(?:ssa|hun\smennessä|n\s(?:aikana|lopussa|alussa|loppuun(?:\smennessä)?))`,
    String.raw`ensi\s(?:viikolla|kuussa|vuonna)|(?:viikon|kuun|vuoden)\sloppuun\smennessä`,
    String.raw`etsimme\s(?:niiden\s|sen\s)?(?:syytä|vikaa|ratkaisua)|teemme\s(?:jatkuvasti\s)?työtä`,
    String.raw`jatkamme\s(?:\p{L}+\s)?(?:kehittämistä|parantamista)`,
  ]),
  fil: inWords([
    'aayusin|aaayusin|idadagdag|ilalabas|lulutasin|papahusayin|pagagandahin|maaayos|maidadagdag|mailalabas|magiging\\savailable',
    String.raw`(?:sa\s)?(?:susunod|darating|paparating)\s(?:na\s)?(?:update|bersyon|version|release)`,
    String.raw`malapit\sna|sa\smga\ssusunod\sna\saraw|ilang\saraw\sna\slang`,
    String.raw`(?:inaayos|sinusuri|inaalam|tinitingnan|hinahanap|ginagawan\sng\sparaan)\s(?:na\s)?(?:po\s)?(?:namin|ng\s(?:aming\s)?team|ito)|(?:nagtatrabaho|kumikilos)\s(?:na\s)?(?:po\s)?kami`,
    String.raw`(?:sa|bago\smag|bago\sang|pagsapit\sng|hanggang|katapusan\sng|sa\skatapusan\sng)\s(?:Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre)`,
    String.raw`sa\ssusunod\sna\s(?:linggo|buwan)`,
    String.raw`patuloy\s(?:po\s)?naming\s(?:pinapabuti|pinapadali|pinagaganda|inaayos|pagagandahin)`,
  ]),
  gl: inWords([
    String.raw`ser(?:á|án)\s${gap(3)}(?:corrixid|engadid|solucionad|resolt|arranxad|incluíd|mellorad|dispoñibles?|restablecid|publicad)\p{L}*`,
    'corrixiremos|engadiremos|solucionaremos|arranxaremos|resolveremos|incluiremos|lanzaremos|publicaremos|melloraremos|implementaremos',
    String.raw`imos\s${gap(2)}(?:corrixir|engadir|solucionar|arranxar|resolver|incluír|lanzar|publicar|mellorar)`,
    String.raw`(?:próxim|seguinte|futur)\p{L}*\s(?:actualización|versión)`,
    'pronto|axiña|en\\sbreve|proximamente|nos\\spróximos\\sdías|nas\\spróximas\\ssemanas',
    String.raw`(?:estamos|seguimos)\s(?:xa\s)?a\s(?:traballar|investigar|revisar|buscar)|(?:xa\s)?(?:o|a|os|as)\sestá\sa\s(?:revisar|investigar)|estamos\straballando`,
    String.raw`(?:en|para|antes\sde|a\sfinais\sde|a\sprincipios\sde|a\smediados\sde|ata)\s(?:xaneiro|febreiro|marzo|abril|maio|xuño|xullo|agosto|setembro|outubro|novembro|decembro)`,
    String.raw`a\spróxima\ssemana|o\spróximo\smes|a\ssemana\sque\svén|o\smes\sque\svén`,
    String.raw`traballamos\s(?:constantemente|sempre|arreo)|seguimos\straballando`,
  ]),
  gu: inWords([
    String.raw`(?:ઠીક|સુધારો|ઉકેલ|રજૂ|લોન્ચ)\s(?:કરીશું|કરી\sદઈશું)|ઉમેરીશું|સુધારીશું|ઉકેલીશું|(?:ઠીક|ઉમેરવામાં|સુધારવામાં|ઉકેલવામાં|લાવવામાં|રજૂ\sકરવામાં)\sઆવશે|ઉપલબ્ધ\sથશે|ઠીક\sથઈ\sજશે`,
    String.raw`(?:આગામી|આગલા|આગલી|હવે\sપછીના|પછીના)\s(?:અપડેટ|વર્ઝન|સંસ્કરણ)\S*`,
    String.raw`ટૂંક\sસમયમાં|જલ્દી\sજ|જલદી\sજ|થોડા\sજ\sદિવસોમાં`,
    String.raw`કામ\sકરી\sરહ્યા\sછીએ|કામ\sચાલુ\sછે|તપાસ\sકરી\sરહ્યા\sછીએ|તપાસ\sકરી\sરહી\sછે|શોધી\sરહ્યા\sછીએ`,
    String.raw`(?:જાન્યુઆરી|ફેબ્રુઆરી|માર્ચ|એપ્રિલ|મે|જૂન|જુલાઈ|ઓગસ્ટ|સપ્ટેમ્બર|ઓક્ટોબર|નવેમ્બર|ડિસેમ્બર)(?:માં|\sમહિનામાં|\sસુધીમાં|\sસુધી|ના\sઅંત\sસુધીમાં)`,
    String.raw`આવતા\s(?:અઠવાડિયે|મહિને|વર્ષે)`,
    String.raw`સતત\sકામ\sકરીએ\sછીએ|કામ\sચાલુ\sરાખીએ\sછીએ`,
  ]),
  he: inWords([
    '(?:[וש]|כש)?(?:נתקן|נוסיף|נפתור|נשחרר|נשפר)',
    '(?:[וש])?(?:יתוקן|יתוקנו|תתוקן|יתווסף|יתווספו|תתווסף|ייפתר|תיפתר|ייפתרו|ישוחרר|ישופר)|(?:יהיה|תהיה|יהיו)\\sזמינ\\p{L}*',
    '[בו]?(?:עדכון|גרסה|גירסה|גרסת|עדכונים)\\sה(?:בא|באה|באים|קרוב|קרובה|קרובים)',
    'בקרוב|בזמן\\sהקרוב|בימים\\sהקרובים|בשבועות\\sהקרובים|תוך\\sזמן\\sקצר',
    String.raw`(?:עובדים|עובד|עובדת)\s(?:כבר\s)?על\s(?:זה|תיקון|פתרון|הבעיה|כך)|(?:כבר\s)?(?:בודקים|בודק|חוקרים|חוקר)\s(?:את\s)?(?:זה|הבעיה|העניין|הנושא)|מחפשים\sאת\sהסיבה|בטיפול`,
    String.raw`(?:ב|עד\s|לקראת\s|בסוף\s|בתחילת\s|באמצע\s|עד\sסוף\s)(?:ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר)`,
    String.raw`בשבוע\sהבא|בחודש\sהבא|עד\sסוף\s(?:השבוע|החודש|השנה)`,
    String.raw`עובדים\s(?:כל\sהזמן\s)?על\s\p{L}+|ממשיכים\sלעבוד\sעל`,
  ]),
  hr: inWords([
    String.raw`(?:popravit|ispravit|dodat|riješit|objavit|poboljšat|vratit|ukloniti?)\sćemo|ćemo\s(?:to\s|ga\s|ih\s)?(?:popraviti|ispraviti|dodati|riješiti|objaviti|poboljšati|vratiti|ukloniti)`,
    String.raw`(?:bit\sće|će\sbiti|biti\sće)\s${gap(1)}(?:popravljen|ispravljen|dodan|riješen|dostupn|objavljen|poboljšan|vraćen|uklonjen)\p{L}*`,
    String.raw`(?:u|s|sa)\s(?:sljedeć|iduć|naredn|nadolazeć|buduć)\p{L}*\s(?:ažuriranj|verzij|nadogradnj|izdanj|updat)\p{L}*`,
    'uskoro|ubrzo|u\\snajskorije\\svrijeme|u\\snarednim\\sdanima|sljedećih\\sdana|idućih\\sdana',
    String.raw`radimo\sna\s(?:tome|rješenju|ispravku|popravku|tom\sproblemu|problemu)|(?:već\s)?(?:istražujemo|istražuje|provjeravamo|tražimo\suzrok|rješavamo)`,
    String.raw`(?:u|do|krajem|početkom|sredinom|tijekom|do\skraja)\s(?:siječ\p{L}*|veljač\p{L}*|ožuj\p{L}*|trav\p{L}*|svib\p{L}*|lipanj|lipnj\p{L}*|srpanj|srpnj\p{L}*|kolovoz\p{L}*|ruj\p{L}*|listopad\p{L}*|prosin\p{L}*|prosinc\p{L}*)`,
    String.raw`(?:sljedeći|idući)\s(?:tjedan|mjesec)|do\skraja\s(?:tjedna|mjeseca|godine)`,
    String.raw`nastavljamo\sraditi`,
  ]),
  hu: inWords([
    'kijavítjuk|javítjuk|hozzáadjuk|megoldjuk|pótoljuk|orvosoljuk|helyreállítjuk|beépítjük|elhárítjuk',
    String.raw`fogjuk\s(?:kijavítani|javítani|hozzáadni|megoldani|pótolni|beépíteni)|ki\slesz\sjavítva|javítva\slesz|meg\slesz\soldva|elérhető\slesz|bekerül\sa\skövetkező`,
    String.raw`(?:következő|soron\skövetkező|jövőbeli|közelgő|egyik\skövetkező)\s(?:frissítés|verzió|kiadás)\p{L}*`,
    'hamarosan|nemsokára|rövidesen|a\\sközeljövőben|a\\skövetkező\\snapokban|pár\\snapon\\sbelül',
    String.raw`(?:már\s)?(?:dolgozunk|dolgozik)\s(?:a\s)?(?:javításon|megoldáson|rajta|ezen|a\shibán|a\sproblémán)|(?:már\s)?vizsgálj(?:uk|a)|keressük\sa\s(?:hiba\s)?(?:okát|megoldást)`,
    String.raw`(?:január|február|március|április|május|június|július|augusztus|szeptember|október|november|december)(?:ban|ben|ig|\s(?:végéig|végére|elején|közepén|folyamán))`,
    String.raw`jövő\s(?:héten|hónapban|évben)|a\s(?:hét|hónap|év)\svégéig`,
    String.raw`keressük\saz?\s(?:hiba\s)?(?:okát|okukat|megoldást)|(?:folyamatosan|tovább)\sdolgozunk|azon\sdolgozunk`,
  ]),
  hy: inWords([
    'կուղղենք|կավելացնենք|կլուծենք|կթողարկենք|կբարելավենք|կվերականգնենք|կշտկենք|կուղղվի|կավելացվի|կլուծվի|կշտկվի|կբարելավվի',
    String.raw`հասանելի\sկլինի|հասանելի\sկդառնա`,
    String.raw`(?:հաջորդ|առաջիկա|եկող)\s(?:թարմացում|տարբերակ)\p{L}*`,
    'շուտով|մոտ\\sժամանակներս|առաջիկա\\sօրերին|շուտափույթ',
    String.raw`(?:արդեն\s)?(?:աշխատում\sենք\s(?:դրա|խնդրի|լուծման|շտկման)\sվրա|ուսումնասիրում\s(?:ենք|է)|փնտրում\sենք\sպատճառը|ստուգում\sենք)`,
    String.raw`(?:մինչև\s)?(?:հունվար|փետրվար|մարտ|ապրիլ|մայիս|հունիս|հուլիս|օգոստոս|սեպտեմբեր|հոկտեմբեր|նոյեմբեր|դեկտեմբեր)(?:ին|ի\s(?:վերջին|վերջ|սկզբին|կեսին)|ի\sվերջ\p{L}*)`,
    String.raw`հաջորդ\s(?:շաբաթ|ամիս)\p{L}*|(?:շաբաթվա|ամսվա|տարվա)\sվերջ\p{L}*`,
    String.raw`աշխատում\sենք\s(?:\S+\s){1,6}?վրա|շարունակում\sենք\sաշխատել`,
  ]),
  is: inWords([
    String.raw`(?:munum|ætlum\saðt?)\s${gap(2)}(?:laga|lagfæra|bæta\svið|leysa|gefa\sút|bæta|endurheimta)`,
    String.raw`(?:verður|verða)\s${gap(2)}(?:lagað|lagfært|lagfærð\p{L}*|bætt\svið|leyst|leystur|leyst\súr|gefin\sút|gefið\sút|aðgengileg\p{L}*|í\sboði)`,
    String.raw`(?:næstu|næsta|komandi|væntanlegri|væntanlegu)\s(?:uppfærsl|útgáf)\p{L}*`,
    'bráðlega|bráðum|fljótlega|innan\\sskamms|á\\snæstu\\sdögum|á\\snæstunni',
    String.raw`(?:erum|er)\s(?:þegar\s|nú\s)?að\s(?:vinna\s(?:í|að)|skoða|kanna|rannsaka|leita\sað)|(?:vinnum|vinnur)\s(?:nú\s|þegar\s)?(?:að|í)\s(?:lausn|lagfæringu|því|málinu)`,
    String.raw`(?:í|fyrir|um|í\slok|í\sbyrjun|í\supphafi|um\smiðjan|fyrir\slok)\s(?:janúar|febrúar|mars|apríl|maí|júní|júlí|ágúst|september|október|nóvember|desember)`,
    String.raw`í\snæstu\sviku|í\snæsta\smánuði|fyrir\slok\s(?:vikunnar|mánaðarins|ársins)`,
    String.raw`vinnum\sstöðugt|höldum\sáfram\sað\s(?:bæta|vinna)`,
  ]),
  ka: inWords([
    'გამოვასწორებთ|დავამატებთ|მოვაგვარებთ|გამოვუშვებთ|გავაუმჯობესებთ|აღვადგენთ|გავასწორებთ',
    'გამოსწორდება|დაემატება|მოგვარდება|გაუმჯობესდება|აღდგება|ხელმისაწვდომი\\sიქნება',
    String.raw`(?:შემდეგ|მომავალ|მომდევნო)\s(?:განახლება|ვერსია)\p{L}*`,
    String.raw`(?<!შეიძლება\s)მალე|უახლოეს\s(?:მომავალში|დღეებში|ხანებში)|მალევე`,
    String.raw`(?:უკვე\s)?(?:ვმუშაობთ|მუშაობს)\s(?:ამაზე|ამის\sგამოსწორებაზე|პრობლემაზე|გამოსწორებაზე|გადაწყვეტაზე)|(?:უკვე\s)?(?:ვიკვლევთ|იკვლევს|ვამოწმებთ)|მიზეზს\sვეძებთ|ვეძებთ\sმიზეზს`,
    String.raw`(?:იანვარ|თებერვალ|მარტ|აპრილ|მაის|ივნის|ივლის|აგვისტო|სექტემბერ|ოქტომბერ|ნოემბერ|დეკემბერ)(?:ში|ამდე|ომდე|ის\s(?:ბოლომდე|ბოლოს|დასაწყისში|შუა\sრიცხვებში))`,
    String.raw`მომავალ\s(?:კვირას|თვეს|წელს)|(?:კვირის|თვის|წლის)\sბოლომდე`,
    String.raw`(?:მუდმივად\s)?ვმუშაობთ\s(?:\p{L}+\s){0,4}?\p{L}+ზე|ვაგრძელებთ\sმუშაობას`,
  ]),
  kk: inWords([
    'түзетеміз|шешеміз|шығарамыз|жақсартамыз|жөндейміз|қалпына\\sкелтіреміз|түзетіледі|шешіледі|жақсартылады|жөнделеді|қолжетімді\\sболады',
    String.raw`(?:келесі|алдағы)\s(?:жаңарту|нұсқа)\p{L}*`,
    'жақында|таяуда|жуық\\sарада|алдағы\\sкүндері',
    String.raw`жұмыс\sістеп\sжатырмыз|зерттеп\sжатыр\p{L}*|тексеріп\sжатыр\p{L}*|себебін\sіздеп\sжатыр\p{L}*|(?:түзету|шешу)\sүстінде\p{L}*`,
    String.raw`(?:қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан)(?:да|та|де|те|\sайында|\sайының\s\p{L}+|(?:ға|қа|ге|ке|на|не)\sдейін)`,
    String.raw`келесі\s(?:аптада|айда|жылы)`,
    String.raw`үнемі\sжұмыс\sістейміз|үстінде\s(?:\p{L}+\s)?жұмыс\sістейміз|жетілдіруді\sжалғастырамыз`,
  ]),
  kn: inWords([
    'ಸರಿಪಡಿಸುತ್ತೇವೆ|ಸೇರಿಸುತ್ತೇವೆ|ಪರಿಹರಿಸುತ್ತೇವೆ|ಬಿಡುಗಡೆ\\sಮಾಡುತ್ತೇವೆ|ಸುಧಾರಿಸುತ್ತೇವೆ|ಸರಿಪಡಿಸಲಾಗುವುದು|ಸೇರಿಸಲಾಗುವುದು|ಪರಿಹರಿಸಲಾಗುವುದು|ಲಭ್ಯವಾಗಲಿದೆ|ಬರಲಿದೆ|ಸರಿಯಾಗಲಿದೆ',
    String.raw`(?:ಮುಂದಿನ|ಮುಂಬರುವ)\s(?:ಅಪ್\u200c?ಡೇಟ್|ಆವೃತ್ತಿ|ವರ್ಷನ್)\S*`,
    'ಶೀಘ್ರದಲ್ಲೇ|ಶೀಘ್ರವೇ|ಸದ್ಯದಲ್ಲೇ|ಬೇಗನೆ',
    'ಕೆಲಸ\\sಮಾಡುತ್ತಿದ್ದೇವೆ|ಪರಿಶೀಲಿಸುತ್ತಿದ್ದೇವೆ|ಪರಿಶೀಲಿಸುತ್ತಿದೆ|ಹುಡುಕುತ್ತಿದ್ದೇವೆ|ಸರಿಪಡಿಸುತ್ತಿದ್ದೇವೆ',
    String.raw`(?:ಜನವರಿ|ಫೆಬ್ರವರಿ|ಮಾರ್ಚ್|ಏಪ್ರಿಲ್|ಮೇ|ಜೂನ್|ಜುಲೈ|ಆಗಸ್ಟ್|ಸೆಪ್ಟೆಂಬರ್|ಅಕ್ಟೋಬರ್|ನವೆಂಬರ್|ಡಿಸೆಂಬರ್)\u200c?(?:ನಲ್ಲಿ|ರಲ್ಲಿ|ನೊಳಗೆ|ರೊಳಗೆ|\sತಿಂಗಳ(?:ಲ್ಲಿ|\sಒಳಗೆ|\sಅಂತ್ಯದ\p{L}*))`,
    String.raw`ಮುಂದಿನ\s(?:ವಾರ|ತಿಂಗಳ)\S*`,
    String.raw`(?:ನಿರಂತರವಾಗಿ|ಸದಾ)\sಕೆಲಸ\sಮಾಡುತ್ತೇವೆ|ಕೆಲಸ\sಮುಂದುವರಿಸುತ್ತೇವೆ`,
  ]),
  ky: inWords([
    'оңдойбуз|түзөтөбүз|чечебиз|чыгарабыз|жакшыртабыз|калыбына\\sкелтиребиз|оңдолот|түзөтүлөт|чечилет|жакшыртылат|жеткиликтүү\\sболот',
    String.raw`(?:кийинки|келерки|алдыдагы)\s(?:жаңыртуу|версия|жаңылоо)\p{L}*`,
    'жакында|жакын\\sарада|жакынкы\\sкүндөрү|тез\\sарада',
    String.raw`иштеп\sжатабыз|иликтеп\sжат\p{L}*|текшерип\sжат\p{L}*|издеп\sжатабыз|үстүндө\sиштеп\p{L}*`,
    String.raw`(?:январ|феврал|март|апрел|май|июн|июл|август|сентябр|октябр|ноябр|декабр)ь?(?:да|та|до|то|дө|тө|(?:га|ка|ге|ке)\sчейин|\sайын(?:да|ын\s\p{L}+))`,
    String.raw`кийинки\s(?:жумада|айда|жылы)`,
    String.raw`дайыма\sиштейбиз|үстүндө\s(?:\p{L}+\s)?иштейбиз|өркүндөтүүнү\sулантабыз`,
  ]),
  lt: inWords([
    'ištaisysime|pataisysime|pridėsime|išspręsime|išleisime|pagerinsime|atkursime|sutvarkysime|įdiegsime|patobulinsime',
    String.raw`bus\s${gap(1)}(?:ištaisyt|pataisyt|pridėt|išsprę?st|išleist|pagerint|atkurt|sutvarkyt|prieinam|pasiekiam|patobulint)\p{L}*`,
    String.raw`(?:kitame|kitoje|artimiausiame|artimiausioje|būsimame|būsimoje|ateinančiame)\s(?:atnaujinim|versij|leidim)\p{L}*`,
    'netrukus|greitu\\smetu|artimiausiu\\smetu|neužilgo|greitai|per\\skelias\\sdienas|artimiausiomis\\sdienomis',
    String.raw`(?:jau\s)?(?:dirbame|dirba)\s(?:ties|prie)\s\p{L}+|(?:jau\s)?(?:tiriame|tiria|nagrinėjame|ieškome\spriežasties)`,
    String.raw`(?:iki\s)?(?:sausi|vasari|kovo|balandži|gegužės|birželi|liepos|rugpjūči|rugsėj|spali|lapkriči|gruodži)\p{L}*\s(?:mėn\.?|mėnesį|pabaigoje|pradžioje|viduryje|pabaigos)|iki\s(?:sausio|vasario|kovo|balandžio|gegužės|birželio|liepos|rugpjūčio|rugsėjo|spalio|lapkričio|gruodžio)`,
    String.raw`kitą\s(?:savaitę|mėnesį)|iki\s(?:savaitės|mėnesio|metų)\spabaigos`,
    String.raw`(?:nuolat\s)?dirbame\ssu\s\p{L}+|ieškome\s(?:jų\s|jos\s|jo\s)?priežasties|toliau\sdirbame`,
  ]),
  lv: inWords([
    'izlabosim|salabosim|pievienosim|atrisināsim|izlaidīsim|uzlabosim|atjaunosim|novērsīsim|ieviesīsim|laidīsim\\sklajā',
    String.raw`tiks\s${gap(1)}(?:izlabot|salabot|pievienot|atrisināt|izlaist|uzlabot|atjaunot|novērst)\p{L}*|būs\s(?:drīz\s)?pieejam\p{L}*`,
    String.raw`(?:nākamaj|nākošaj|gaidāmaj|tuvākaj)\p{L}*\s(?:atjauninājum|versij|laidien)\p{L}*`,
    'drīz|drīzumā|tuvākajā\\slaikā|tuvākajās\\sdienās|pavisam\\sdrīz|īsā\\slaikā',
    String.raw`(?:jau\s)?(?:strādājam|strādā)\spie\s(?:tā|šī|problēmas|labojuma|risinājuma)|(?:jau\s)?(?:pētām|pēta|pārbaudām|meklējam\scēloni)`,
    String.raw`(?:līdz\s)?(?:janvār|februār|mart|aprīl|maij|jūnij|jūlij|august|septembr|oktobr|novembr|decembr)(?:ī|ā|im|am|a\s(?:beigām|beigās|sākumā|vidū))`,
    String.raw`nākamnedēļ|nākamajā\s(?:nedēļā|mēnesī)|nākammēnes|līdz\s(?:nedēļas|mēneša|gada)\sbeigām`,
    String.raw`(?:pastāvīgi\s)?strādājam\spie\s\p{L}+|turpinām\sstrādāt`,
  ]),
  mk: inWords([
    String.raw`ќе\s(?:го\s|ја\s|ги\s)?(?:поправиме|додадеме|решиме|објавиме|подобриме|вратиме|отстраниме|средиме|исправиме)`,
    String.raw`ќе\s(?:бид(?:е|ат)\s)?(?:поправен|додаден|решен|достапн|објавен|подобрен|отстранет|вратен|исправен)\p{L}*`,
    String.raw`(?:во|со)\s(?:следн|наредн|претстојн|идн)\p{L}*\s(?:ажурирањ|верзиј|надградб)\p{L}*`,
    'наскоро|набрзо|во\\sнајкраток\\sможен\\sрок|во\\sнаредните\\sденови|во\\sследните\\sденови',
    String.raw`работиме\sна\s(?:тоа|решение|поправка|проблемот|тој\sпроблем)|(?:веќе\s)?(?:го\s)?(?:испитува\p{L}*|истражува\p{L}*|проверуваме)|ја\sбараме\sпричината`,
    String.raw`(?:во|до|кон\sкрајот\sна|на\sкрајот\sна|почетокот\sна|средината\sна|до\sкрајот\sна)\s(?:јануари|февруари|март|април|мај|јуни|јули|август|септември|октомври|ноември|декември)`,
    String.raw`следнат[аа]?\sнедела|следниот\sмесец|до\sкрајот\sна\s(?:неделата|месецот|годината)`,
    String.raw`(?:постојано\s)?работиме\sна\s\p{L}+|продолжуваме\sда\sработиме`,
  ]),
  ml: inWords([
    'പരിഹരിക്കും|ശരിയാക്കും|ചേർക്കും|പുറത്തിറക്കും|മെച്ചപ്പെടുത്തും|പരിഹരിക്കുന്നതാണ്|ശരിയാക്കുന്നതാണ്|ചേർക്കുന്നതാണ്|ലഭ്യമാകും|ലഭ്യമാക്കും|പരിഹരിക്കപ്പെടും',
    String.raw`(?:അടുത്ത|വരാനിരിക്കുന്ന|വരുന്ന)\s(?:അപ്\u200c?ഡേറ്റ്|പതിപ്പ്|വേർഷൻ)\S*`,
    String.raw`ഉട(?:ൻ|ന്\u200d)(?:\s?തന്നെ)?|ഉടനെ|വൈകാതെ|അധികം\sവൈകാതെ|അടുത്ത\sദിവസങ്ങളിൽ`,
    'പരിശോധിക്കുന്നുണ്ട്|പരിശോധിച്ചുവരികയാണ്|പരിഹരിക്കാൻ\\sശ്രമിക്കുകയാണ്|കണ്ടെത്താൻ\\sശ്രമിക്കുകയാണ്|പ്രവർത്തിക്കുകയാണ്|ജോലി\\sചെയ്യുകയാണ്',
    String.raw`(?:ജനുവരി|ഫെബ്രുവരി|മാർച്ച്|ഏപ്രിൽ|മേയ്|മെയ്|ജൂൺ|ജൂലൈ|ഓഗസ്റ്റ്|ആഗസ്റ്റ്|സെപ്റ്റംബർ|ഒക്ടോബർ|നവംബർ|ഡിസംബർ)\s(?:മാസത്തിൽ|മാസത്തോടെ|അവസാനത്തോടെ|ആദ്യം)|(?:ജനുവരി|ഫെബ്രുവരി|മാർച്ചി|ഏപ്രിലി|മേയി|ജൂണി|ജൂലൈ|ഓഗസ്റ്റി|സെപ്റ്റംബറി|ഒക്ടോബറി|നവംബറി|ഡിസംബറി)(?:ൽ|ന്\u200dറെ\sഅവസാന\S*|ലോടെ)`,
    String.raw`അടുത്ത\s(?:ആഴ്ച|മാസം|മാസത്തോടെ)\S*`,
    String.raw`തുടർച്ചയായി\sശ്രമിക്കുന്നു|ശ്രമം\sതുടരുന്നു`,
  ]),
  mn: inWords([
    'засна|засах\\sболно|засагдана|засварлана|нэмнэ|нэмэх\\sболно|нэмэгдэнэ|шийдвэрлэнэ|шийдэх\\sболно|шийдэгдэнэ|сайжруулна|сайжруулах\\sболно|сэргээнэ',
    String.raw`(?:дараагийн|удахгүй\sгарах|ирэх)\s(?:шинэчлэл|хувилбар|апдейт)\p{L}*`,
    'удахгүй|тун\\sудахгүй|ойрын\\sүед|ойрын\\sхугацаанд|ойрын\\sөдрүүдэд',
    String.raw`(?:аль\sхэдийн\s)?(?:шалгаж|судалж|засаж|хайж)\sбайна|(?:засвар|шийдэл)\sдээр\sажиллаж\sбайна`,
    String.raw`(?:нэг|хоёр|гурав|дөрөв|тав|зургаа|дол|найм|ес|арав|арван\sнэг|арван\sхоёр)(?:дугаар|дүгээр)\sсар(?:д|ын\s(?:дотор|эцэс|сүүл|эхэнд)\p{L}*|аас\sөмнө)`,
    String.raw`ирэх\s(?:долоо\sхоногт|сард|жил)|дараа\s(?:долоо\sхоногт|сард)`,
    String.raw`байнга\sсайжруулж|сайжруулсаар\sбайна`,
  ]),
  mr: inWords([
    'दुरुस्त\\s(?:करू|केले\\sजाईल|केली\\sजाईल)|निराकरण\\s(?:करू|केले\\sजाईल)|(?:जोडले|जोडली)\\sजाईल|सुधारणा\\sकरू|सुधारू(?!\\sशक)|उपलब्ध\\s(?:होईल|करून\\sदेऊ)|ठीक\\s(?:करू|होईल)',
    String.raw`(?:पुढील|पुढच्या|आगामी|येत्या)\s(?:अपडेट|आवृत्ती|व्हर्जन)\S*`,
    String.raw`लवकरच|थोड्याच\sदिवसांत|येत्या\sकाही\sदिवसांत`,
    String.raw`काम\sकरत\sआहोत|तपासणी\sकरत\sआहो?त?|तपासणी\sकरत\sआहे|शोधत\sआहोत|काम\sसुरू\sआहे|तपास\sकरत\sआहोत`,
    String.raw`(?:जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर)(?:मध्ये|पर्यंत|\sमहिन्यात|\sमहिन्याच्या\sअखेरीस|च्या\sअखेरीस)`,
    String.raw`(?:पुढच्या|पुढील)\s(?:आठवड्यात|महिन्यात|वर्षी)`,
    String.raw`सतत\sकाम\sकरतो|काम\s(?:आम्ही\s)?सुरू\sठेवत\sआहोत`,
  ]),
  ms: inWords([
    String.raw`akan\s(?:segera\s)?(?:kami\s)?(?:baiki|betulkan|tambah|tambahkan|selesaikan|keluarkan|lancarkan|perbaiki|tingkatkan|pulihkan)`,
    String.raw`akan\s(?:segera\s)?(?:dibaiki|dibetulkan|ditambah|ditambahkan|diselesaikan|dikeluarkan|dilancarkan|diperbaiki|ditingkatkan|tersedia|dipulihkan)`,
    String.raw`kami\sakan\s(?:membaiki|membetulkan|menambah|menyelesaikan|mengeluarkan|melancarkan|memperbaiki|meningkatkan|memulihkan)`,
    String.raw`(?:kemas\skini|kemaskini|versi|update)\s(?:akan\sdatang|seterusnya|berikutnya|yang\sakan\sdatang)`,
    String.raw`tidak\slama\slagi|dalam\smasa\s(?:yang\s)?terdekat|dalam\sbeberapa\shari\slagi|segera\s(?:dibaiki|diselesaikan|tersedia|hadir)`,
    String.raw`sedang\s(?:kami\s)?(?:siasat|baiki|usahakan|kaji)|sedang\s(?:menyiasat|membaiki|mengusahakan|mengkaji|mencari\spunca|menyemak|berusaha)\p{L}*|dalam\s(?:proses\spembaikan|siasatan|pembaikan)`,
    String.raw`(?:pada|sebelum|menjelang|hujung|awal|pertengahan|akhir|dalam)\s(?:bulan\s)?(?:Januari|Februari|Mac|April|Mei|Jun|Julai|Ogos|September|Oktober|November|Disember)`,
    String.raw`(?:minggu|bulan|tahun)\s(?:depan|hadapan)`,
    String.raw`(?:sentiasa|terus)\sberusaha\s(?:meningkatkan|memperbaik\p{L}*|menjadikan)`,
  ]),
  nb: inWords([
    String.raw`(?:blir|vil\sbli|skal\sbli)\s${gap(3)}(?:fikset|rettet|løst|lagt\still|utbedret|forbedret|gjenopprettet|tilgjengelig|sluppet|lansert)`,
    String.raw`(?:skal|vil|kommer\still\så)\s${gap(2)}(?:fikse|rette|løse|legge\still|utbedre|forbedre|gjenopprette|lansere|slippe)`,
    String.raw`(?:i|med)\s(?:neste|kommende|en\skommende|fremtidig\p{L}*)\s(?:oppdatering|versjon|utgivelse)`,
    'snart|snarest|om\\skort\\stid|i\\snær\\sfremtid|i\\sløpet\\sav\\sde\\snærmeste\\sdagene',
    String.raw`jobber\s(?:allerede\s|nå\s)?med\s(?:saken|det|en\sløsning|å\sløse|å\sfikse|å\srette)|(?:ser|undersøker)\s(?:allerede\s|nå\s)?(?:på\s)?(?:saken|det|problemet)`,
    String.raw`(?:i|innen|før|til|i\sløpet\sav|i\sslutten\sav|i\sbegynnelsen\sav|midten\sav|ut)\s(?:januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember)`,
    String.raw`neste\s(?:uke|måned)|i\sløpet\sav\s(?:uken|måneden|året)`,
    String.raw`leter\setter\s(?:årsaken|feilen|en\sløsning)|jobber\s(?:hele\stiden\s)?med\så\s\p{L}+|fortsetter\så\sjobbe\smed`,
  ]),
  ne: inWords([
    String.raw`(?:ठीक|ठिक|सुधार|समाधान)\sगर्नेछौं|थप्नेछौं|ल्याउनेछौं|(?:ठीक|ठिक|समाधान)\sगरिनेछ|थपिनेछ|सुधारिनेछ|उपलब्ध\sहुनेछ|ठीक\sहुनेछ`,
    String.raw`(?:अर्को|आगामी|आउँदो|आउने)\s(?:अपडेट|संस्करण|भर्सन)\S*`,
    String.raw`चाँडै|छिट्टै|छिटै|केही\sदिनमै`,
    String.raw`काम\sगरिरहेका\sछौं|जाँच\sगरिरहेको\sछ|जाँचिरहेका\sछौं|खोजिरहेका\sछौं|काम\sभइरहेको\sछ|समाधान\sगर्दैछौं`,
    String.raw`(?:जनवरी|फेब्रुअरी|मार्च|अप्रिल|मे|जुन|जुलाई|अगस्ट|सेप्टेम्बर|अक्टोबर|नोभेम्बर|डिसेम्बर|बैशाख|वैशाख|जेठ|असार|साउन|श्रावण|भदौ|असोज|कात्तिक|कार्तिक|मंसिर|पुस|माघ|फागुन|चैत)(?:मा|सम्म|भित्र|को\sअन्त्यसम्म|\sमहिनामा|\sमहिनाभित्र)`,
    String.raw`अर्को\s(?:हप्ता|महिना)\S*`,
    String.raw`(?:निरन्तर|सधैं)\sकाम\sगर्छौं|काम\s(?:हामी\s)?जारी\sराख्छौं`,
  ]),
  or: inWords([
    'ଠିକ୍\\sକରିବୁ|ସମାଧାନ\\sକରିବୁ|ଯୋଡ଼ିବୁ|ଯୋଗ\\sକରିବୁ|ସୁଧାରିବୁ|ଉନ୍ନତ\\sକରିବୁ|ଠିକ୍\\sକରାଯିବ|ସମାଧାନ\\sକରାଯିବ|ଯୋଡ଼ାଯିବ|ଯୋଗ\\sକରାଯିବ|ଉପଲବ୍ଧ\\sହେବ|ଠିକ୍\\sହୋଇଯିବ',
    String.raw`(?:ପରବର୍ତ୍ତୀ|ଆଗାମୀ|ଆସନ୍ତା)\s(?:ଅପଡେଟ୍|ସଂସ୍କରଣ|ଭର୍ସନ୍)\S*`,
    String.raw`ଶୀଘ୍ର|ଖୁବ୍\sଶୀଘ୍ର|ଅତି\sଶୀଘ୍ର|କିଛି\sଦିନ\sମଧ୍ୟରେ`,
    'କାମ\\sକରୁଛୁ|ଯାଞ୍ଚ\\sକରୁଛୁ|ଯାଞ୍ଚ\\sକରୁଛି|ଖୋଜୁଛୁ|ସମାଧାନ\\sକରୁଛୁ',
    String.raw`(?:ଜାନୁଆରୀ|ଫେବୃଆରୀ|ମାର୍ଚ୍ଚ|ଏପ୍ରିଲ|ମେ|ଜୁନ|ଜୁଲାଇ|ଅଗଷ୍ଟ|ସେପ୍ଟେମ୍ବର|ଅକ୍ଟୋବର|ନଭେମ୍ବର|ଡିସେମ୍ବର)(?:\sମାସରେ|ରେ|\sସୁଦ୍ଧା|\sମଧ୍ୟରେ|\sଶେଷସୁଦ୍ଧା)`,
    String.raw`ଆସନ୍ତା\s(?:ସପ୍ତାହ|ମାସ)\S*`,
    String.raw`(?:ନିରନ୍ତର|ସବୁବେଳେ)\sକାମ\sକରୁ|କାମ\s(?:ଆମେ\s)?ଜାରି\sରଖିଛୁ`,
  ]),
  pa: inWords([
    String.raw`ਠੀਕ\s(?:ਕਰ\sਦਿਆਂਗੇ|ਕਰਾਂਗੇ|ਕੀਤਾ\sਜਾਵੇਗਾ|ਕੀਤੀ\sਜਾਵੇਗੀ|ਹੋ\sਜਾਵੇਗਾ)|ਹੱਲ\s(?:ਕਰਾਂਗੇ|ਕੀਤਾ\sਜਾਵੇਗਾ)|ਜੋੜਾਂਗੇ|ਸ਼ਾਮਲ\s(?:ਕਰਾਂਗੇ|ਕੀਤਾ\sਜਾਵੇਗਾ)|ਸੁਧਾਰ\sਕਰਾਂਗੇ|ਸੁਧਾਰਾਂਗੇ|ਜੋੜਿਆ\sਜਾਵੇਗਾ|ਉਪਲਬਧ\sਹੋਵੇਗ[ਾੀ]`,
    String.raw`(?:ਅਗਲੇ|ਅਗਲੀ|ਆਉਣ\sਵਾਲੇ|ਆਉਣ\sਵਾਲੀ)\s(?:ਅਪਡੇਟ|ਵਰਜ਼ਨ|ਵਰਜਨ|ਸੰਸਕਰਣ)`,
    String.raw`ਜਲਦੀ\sਹੀ|ਛੇਤੀ\sਹੀ|ਬਹੁਤ\sਜਲਦ|ਜਲਦ\sਹੀ`,
    String.raw`ਕੰਮ\sਕਰ\sਰਹੇ\sਹਾਂ|ਜਾਂਚ\sਕਰ\sਰਹੇ\sਹਾਂ|ਜਾਂਚ\sਕਰ\sਰਹੀ\sਹੈ|ਲੱਭ\sਰਹੇ\sਹਾਂ|ਕੰਮ\sਚੱਲ\sਰਿਹਾ\sਹੈ|ਕੰਮ\sਜਾਰੀ\sਹੈ`,
    String.raw`(?:ਜਨਵਰੀ|ਫ਼ਰਵਰੀ|ਫਰਵਰੀ|ਮਾਰਚ|ਅਪ੍ਰੈਲ|ਅਪਰੈਲ|ਮਈ|ਜੂਨ|ਜੁਲਾਈ|ਅਗਸਤ|ਸਤੰਬਰ|ਅਕਤੂਬਰ|ਨਵੰਬਰ|ਦਸੰਬਰ)\s(?:ਵਿੱਚ|ਤੱਕ|ਦੇ\sਅੰਤ\sਤੱਕ|ਮਹੀਨੇ)`,
    String.raw`ਅਗਲੇ\s(?:ਹਫ਼ਤੇ|ਹਫਤੇ|ਮਹੀਨੇ|ਸਾਲ)`,
    String.raw`(?:ਲਗਾਤਾਰ|ਹਮੇਸ਼ਾ)\sਕੰਮ\sਕਰਦੇ\sਹਾਂ|ਕੰਮ\sਜਾਰੀ\sਰੱਖ\sਰਹੇ\sਹਾਂ`,
  ]),
  rm: inWords([
    String.raw`vegnin\sa\s(?:curreger|reparar|agiuntar|schliar|publitgar|meglierar|remediar)`,
    String.raw`(?:vegn|vegnan)\s(?:a\svegnir\s)?(?:curreg[ìi]\p{L}*|repar[àa]\p{L}*|agiunt[àa]\p{L}*|schli[àa]\p{L}*|publitg[àa]\p{L}*|meglier[àa]\p{L}*)|vegn\sa\sesser\sa\sdisposiziun`,
    String.raw`(?:proxim|proxima|proxims|proximas|futur|futura)\s(?:actualisaziun|versiun|update)`,
    'prest|bainprest|en\\scurt\\stemp|ils\\sproxims\\sdis',
    String.raw`(?:lavurain|lavura)\s(?:gia\s)?vi\sd(?:a\squai|['’]ina\ssoluziun|a\sla\ssoluziun)|examin(?:ain|escha)\s(?:gia\s)?(?:il\sproblem|quai)|tschertgain\sla\sraschun`,
    String.raw`(?:en|fin|fin\sda|avant|entaifer)\s(?:schaner|favrer|mars|avrigl|matg|zercladur|fanadur|avust|settember|october|november|december)`,
    String.raw`l['’]emna\sproxima|il\smais\sproxim|la\sproxima\semna|il\sproxim\smais`,
    String.raw`lavurain\s(?:cuntinuadamain|adina|vinavant)`,
  ]),
  ro: inWords([
    String.raw`vom\s${gap(2)}(?:rezolva|remedia|corecta|adăuga|lansa|publica|îmbunătăți|repara|restabili|actualiza)`,
    String.raw`(?:va|vor)\sfi\s${gap(1)}(?:rezolvat|remediat|corectat|adăugat|lansat|disponibil|îmbunătățit|reparat|restabilit)\p{L}*`,
    String.raw`(?:următoar|viitoar|următor|viitor)\p{L}*\s(?:actualizar|versiun|updat)\p{L}*|(?:actualizar|versiun|updat)\p{L}*\s(?:următoar|viitoar)\p{L}*`,
    String.raw`(?:în\s|cât\smai\s)?curând|în\sscurt\stimp|în\szilele\surmătoare|în\sperioada\surmătoare`,
    String.raw`(?:lucrăm|lucrează)\s(?:deja\s|în\sprezent\s)?(?:la|pentru|asupra)\s(?:o\ssoluție|soluționarea|rezolvarea|remedierea|această\sproblemă|asta|ea|el)|(?:deja\s)?(?:investigăm|investighează|analizăm|căutăm\scauza)|(?<!să\s)verificăm`,
    String.raw`(?:în|până\sîn|până\sla|la\ssfârșitul\slui|la\sînceputul\slui|până\sla\ssfârșitul\slui|pe)\s(?:luna\s)?(?:ianuarie|februarie|martie|aprilie|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie)|luna\smai`,
    String.raw`săptămâna\sviitoare|luna\sviitoare|până\sla\ssfârșitul\s(?:săptămânii|lunii|anului)`,
    String.raw`căutăm\s(?:deja\s)?cauza|lucrăm\s(?:continuu|permanent|constant)|vom\scontinua\ssă\slucrăm`,
  ]),
  si: inWords([
    String.raw`(?:නිවැරදි|එකතු|එක්|වැඩිදියුණු|යාවත්කාලීන)\s(?:කරන්නෙමු|කරන්නම්|කරනු\sඇත|කෙරෙනු\sඇත|කෙරේවි|වේවි)|විසඳන්නෙමු|විසඳනු\sඇත|හදන්නම්|ලබා\sගත\sහැකි\s(?:වේවි|වනු\sඇත)`,
    String.raw`(?:ඊළඟ|මීළඟ|ඉදිරි|ලබන)\s(?:යාවත්කාලීන|අප්ඩේට්|සංස්කරණ|වර්ෂන්)\S*`,
    String.raw`ළඟදීම|ඉතා\sඉක්මනින්|නුදුරේදීම|නුදුරු\sඅනාගතයේදී|ළඟදී`,
    String.raw`පරීක්ෂා\s(?:කරමින්\sසිටිනවා|කරනවා)|සොයමින්\sසිටිනවා|වැඩ\sකරමින්\sසිටිනවා|(?:ගැන|ගැටලුව\sගැන)\sවැඩ\sකරනවා`,
    String.raw`(?:ජනවාරි|පෙබරවාරි|මාර්තු|අප්‍රේල්|මැයි|ජූනි|ජූලි|අගෝස්තු|සැප්තැම්බර්|ඔක්තෝබර්|නොවැම්බර්|දෙසැම්බර්)\s(?:මාසයේදී|මාසය\sවන\sවිට|වන\sවිට|අවසානයට|වලදී|මස)`,
    String.raw`ලබන\s(?:සතියේ|මාසයේ|වසරේ)`,
    String.raw`(?:නිරන්තරයෙන්|නිතරම|දිගටම)\sවැඩ\sකරනවා`,
  ]),
  sk: inWords([
    'opravíme|pridáme|vyriešime|vydáme|vylepšíme|zlepšíme|obnovíme|doplníme|zapracujeme|upravíme|napravíme|odstránime',
    String.raw`(?:bude|budú)\s${gap(1)}(?:opraven|pridan|vyriešen|dostupn|vydan|vylepšen|obnoven|doplnen|odstránen)\p{L}*|(?:bude|budú)\s(?:čoskoro\s)?k\sdispozícii`,
    String.raw`(?:v|s|vo|so)\s(?:budúc|nasledujúc|ďalš|najbližš|pripravovan)\p{L}*\s(?:aktualizáci|verzi|updat)\p{L}*`,
    'čoskoro|onedlho|zakrátko|v\\sblízkej\\sdobe|v\\snajbližšom\\sčase|v\\snajbližších\\sdňoch',
    String.raw`pracujeme\sna\s(?:tom|oprave|riešení|náprave)|(?:už\s)?(?:preverujeme|preveruje|skúmame|zisťujeme|riešime|hľadáme\spríčinu)`,
    String.raw`(?:v|vo|do|koncom|začiatkom|na\skonci|na\szačiatku|počas|do\skonca)\s(?:januá?r|februá?r|mar[ec]|apríl|máj|jún|júl|august|septemb|októb|novemb|decemb)\p{L}*`,
    String.raw`budúci\s(?:týždeň|mesiac|rok)|do\skonca\s(?:týždňa|mesiaca|roka)`,
    String.raw`hľadáme\s(?:ich\s|jej\s|jeho\s)?príčinu|(?:neustále|stále)\spracujeme|pracujeme\sďalej`,
  ]),
  sl: inWords([
    String.raw`(?:bomo|bom)\s${gap(2)}(?:popravili|odpravili|dodali|rešili|izdali|izboljšali|obnovili|uredili|dopolnili)`,
    String.raw`(?:bo|bodo)\s${gap(1)}(?:popravljen|odpravljen|dodan|rešen|izdan|izboljšan|obnovljen|urejen|dostopn)\p{L}*|(?:bo|bodo)\s(?:kmalu\s)?na\svoljo`,
    String.raw`(?:v|z)\s(?:naslednj|prihodnj|prihajajoč|bodoč)\p{L}*\s(?:posodobit|različic|verzij|izdaj)\p{L}*`,
    'kmalu|v\\skratkem|v\\sbližnji\\sprihodnosti|v\\snaslednjih\\sdneh|v\\sprihodnjih\\sdneh',
    String.raw`delamo\sna\s(?:tem|rešitvi|popravku|odpravi|tej\stežavi|težavi)|(?:že\s)?(?:preverjamo|preverja|raziskujemo|iščemo\svzrok|rešujemo)`,
    String.raw`(?:v|do|konec|začetek|sredi|na\skoncu|ob\skoncu|ob\szačetku|do\skonca)\s(?:januar|februar|mar(?:ec|c)|april|maj|junij|julij|avgust|septemb|oktob|novemb|decemb)\p{L}*`,
    String.raw`(?:naslednji|prihodnji)\s(?:teden|mesec)|do\skonca\s(?:tedna|meseca|leta)`,
    String.raw`(?:nenehno\s)?delamo\sna\s\p{L}+|še\snaprej\sdelamo`,
  ]),
  sq: inWords([
    String.raw`do\s(?:ta\s|t['’]i\s|t['’]a\s|t['’]ua\s)?(?:rregullojmë|shtojmë|zgjidhim|publikojmë|përmirësojmë|riparojmë|rikthejmë|lëshojmë|nxjerrim)`,
    String.raw`do\s(?:të\s)?(?:rregullohe[tn]|shtohe[tn]|zgjidhe[tn]|publikohe[tn]|përmirësohe[tn]|riparohe[tn])|do\stë\s(?:jetë|jenë)\s(?:i|e|të)\sdisponueshëm\p{L}*|do\stë\s(?:jetë|jenë)\s(?:e|të)\sdisponueshme`,
    String.raw`(?:përditësim|version)\p{L}*\s(?:e\s|i\s|të\s)?(?:ardhshëm|radhës|pasardhës|tjetër|ardhshme)`,
    String.raw`së\sshpejti|shumë\sshpejt|në\stë\sardhmen\se\safërt|në\sditët\s(?:në\svijim|e\sardhshme)|brenda\spak\sditësh`,
    String.raw`(?:po\s)?(?:punojmë|punon)\s(?:tashmë\s)?(?:për\s(?:zgjidhjen|rregullimin|ta\szgjidhur|ta\srregulluar)|mbi\s(?:të|këtë|problemin))|po\s(?:e\s)?(?:shqyrtojmë|shqyrton|hetojmë|heton|kërkojmë)`,
    String.raw`(?:në|deri\snë|para|brenda|nga\sfundi\si|në\sfund\stë|në\sfillim\stë|në\smes\stë)\s(?:janar|shkurt|mars|prill|maj|qershor|korrik|gusht|shtator|tetor|nëntor|dhjetor)\p{L}*`,
    String.raw`(?:javën|muajin)\s(?:e\sardhshme|e\sardhshëm|tjetër)|deri\snë\sfund\stë\s(?:javës|muajit|vitit)`,
    String.raw`punojmë\svazhdimisht|vazhdojmë\stë\spunojmë`,
  ]),
  sr: inWords([
    'поправићемо|исправићемо|додаћемо|решићемо|објавићемо|побољшаћемо|вратићемо|отклонићемо|popravićemo|ispravićemo|dodaćemo|rešićemo|objavićemo|poboljšaćemo',
    String.raw`ћемо\s(?:то\s|га\s|их\s)?(?:поправити|исправити|додати|решити|објавити|побољшати|вратити|отклонити)`,
    String.raw`(?:биће|ће\sбити|biće|će\sbiti)\s${gap(1)}(?:поправљен|исправљен|додат|решен|доступн|објављен|побољшан|враћен|отклоњен|popravljen|ispravljen|dodat|rešen|dostupn|objavljen)\p{L}*`,
    String.raw`(?:у|са|с|u|sa|s)\s(?:следећ|наредн|предстојећ|будућ|sledeć|naredn|budu[ćc])\p{L}*\s(?:ажурирањ|верзиј|надоградњ|издањ|апдејт|ažuriranj|verzij|izdanj)\p{L}*`,
    'ускоро|убрзо|у\\sнајскорије\\sвреме|у\\sнаредним\\sданима|наредних\\sдана|uskoro|ubrzo',
    String.raw`радимо\sна\s(?:томе|решењу|исправци|поправци|том\sпроблему|проблему)|(?:већ\s)?(?:истражујемо|истражује|проверавамо|тражимо\sузрок|решавамо)|radimo\sna\s(?:tome|rešenju|ispravci|problemu)`,
    String.raw`(?:у|до|крајем|почетком|средином|током|до\sкраја)\s(?:јануар|фебруар|март|април|мај|јун|јул|август|септемб|октоб|новемб|децемб)\p{L}*`,
    String.raw`следеће\sнедеље|следећег\sмесеца|наредне\sнедеље|наредног\sмесеца|до\sкраја\s(?:недеље|месеца|године)`,
    String.raw`(?:стално\s)?радимо\sна\s\p{L}+|настављамо\sда\sрадимо`,
  ]),
  sw: inWords([
    String.raw`tuta(?:\p{L}{1,3})?(?:rekebisha|ongeza|tatua|suluhisha|boresha|rejesha|sasisha|tengeneza)\p{L}*`,
    String.raw`(?:i|zi|ya|li|u|ki|vi)ta(?:rekebishwa|ongezwa|tatuliwa|suluhishwa|boreshwa|rejeshwa|patikana|sasishwa)`,
    String.raw`(?:sasisho|toleo|masasisho|matoleo)\s(?:lijalo|linalofuata|ijayo|yajayo|yanayofuata)`,
    String.raw`hivi\skaribuni|karibuni\shivi|muda\ssi\smrefu|(?:katika\s)?siku\s(?:chache\s)?zijazo`,
    'tunashughulikia|tunalishughulikia|tunaishughulikia|tunaifanyia\\skazi|tunalifanyia\\skazi|tunachunguza|inachunguza|inalichunguza|tunalichunguza|tunatafuta\\schanzo|tunatafuta\\ssuluhisho',
    String.raw`(?:mwezi(?:\swa)?|kufikia|kabla\sya|mwishoni\smwa|mwanzoni\smwa|ifikapo)\s(?:Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba)`,
    String.raw`wiki\sijayo|mwezi\sujao|mwaka\sujao`,
    String.raw`tunaendelea\s(?:kuboresha|kufanya|kurekebisha)`,
  ]),
  ta: inWords([
    'சரிசெய்வோம்|சரி\\sசெய்வோம்|சேர்ப்போம்|தீர்ப்போம்|வெளியிடுவோம்|மேம்படுத்துவோம்|சரிசெய்யப்படும்|சரி\\sசெய்யப்படும்|சேர்க்கப்படும்|தீர்க்கப்படும்|வெளியிடப்படும்|மேம்படுத்தப்படும்',
    String.raw`(?:அடுத்த|வரவிருக்கும்|வரும்)\s(?:அப்டேட்|புதுப்பிப்பு|பதிப்பு|வெர்ஷன்)\S*`,
    'விரைவில்|சீக்கிரம்|இன்னும்\\sசில\\sநாட்களில்',
    'சரிபார்த்து\\sவருகிறோம்|சரிபார்த்து\\sவருகிறது|கண்டறிந்து\\sவருகிறோம்|பணியாற்றி\\sவருகிறோம்|வேலை\\sசெய்து\\sவருகிறோம்|ஆராய்ந்து\\sவருகிறோம்|சரிசெய்து\\sவருகிறோம்',
    String.raw`(?:ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்|அக்டோபர்|நவம்பர்|டிசம்பர்)\S*\s(?:மாதத்தில்|மாதத்திற்குள்|இறுதிக்குள்|மாத\sஇறுதிக்குள்)|(?:ஜனவரி|பிப்ரவரி|மார்ச்ச|ஏப்ரல|மே|ஜூன|ஜூலை|ஆகஸ்ட|செப்டம்பர|அக்டோபர|நவம்பர|டிசம்பர)(?:ில்|க்குள்|ுக்குள்)`,
    String.raw`அடுத்த\s(?:வாரம்|மாதம்|ஆண்டு|வாரத்தில்|மாதத்தில்)`,
    String.raw`(?:தொடர்ந்து|எப்போதும்)\sபணியாற்றுகிறோம்|பணியைத்\sதொடர்கிறோம்`,
  ]),
  te: inWords([
    'సరిచేస్తాం|సరి\\sచేస్తాం|పరిష్కరిస్తాం|జోడిస్తాం|చేరుస్తాం|విడుదల\\sచేస్తాం|మెరుగుపరుస్తాం|సరిచేయబడుతుంది|పరిష్కరించబడుతుంది|జోడించబడుతుంది|అందుబాటులోకి\\sవస్తుంది',
    String.raw`(?:తదుపరి|రాబోయే|తర్వాతి)\s(?:అప్\u200c?డేట్|వెర్షన్|సంస్కరణ)\S*`,
    'త్వరలో|త్వరలోనే|అతి\\sత్వరలో|కొద్ది\\sరోజుల్లో',
    'పరిశీలిస్తోంది|పరిశీలిస్తున్నాం|పని\\sచేస్తున్నాం|పనిచేస్తున్నాం|కనుగొనే\\sప్రయత్నంలో|సరిచేస్తున్నాం',
    String.raw`(?:జనవరి|ఫిబ్రవరి|మార్చి|ఏప్రిల్|మే|జూన్|జూలై|ఆగస్టు|సెప్టెంబర్|అక్టోబర్|నవంబర్|డిసెంబర్)(?:లో|\sనెలలో|\sనాటికి|\sచివరికి|\sనెలాఖరుకు|లోగా)`,
    String.raw`వచ్చే\s(?:వారం|నెల|ఏడాది)\S*`,
    String.raw`(?:నిరంతరం|ఎప్పుడూ)\sపనిచేస్తాం|పని\sకొనసాగిస్తున్నాం`,
  ]),
  th: inRun([
    'จะแก้ไข|จะแก้|จะเพิ่ม|จะปรับปรุง|จะปล่อย|จะอัปเดต|จะอัพเดท|จะได้รับการแก้ไข|จะมีในเวอร์ชัน|จะพัฒนา',
    'เวอร์ชันถัดไป|เวอร์ชั่นถัดไป|อัปเดตถัดไป|อัพเดทถัดไป|อัปเดตครั้งถัดไป|อัปเดตครั้งหน้า|อัพเดทครั้งหน้า|เวอร์ชันหน้า',
    'เร็ว\\s?ๆ\\s?นี้|ในเร็ววัน|อีกไม่นาน|ในไม่ช้า',
    'กำลังแก้ไข|กำลังตรวจสอบ|กำลังหาสาเหตุ|กำลังดำเนินการ|กำลังปรับปรุง|กำลังพัฒนา',
    '(?:ภายใน|ใน|ช่วง|ก่อน|ปลาย|ต้น)(?:เดือน)?\\s?(?:มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม)',
    'สัปดาห์หน้า|อาทิตย์หน้า|เดือนหน้า',
  ]),
  ur: inWords([
    String.raw`(?:ٹھیک|درست|حل|شامل|بہتر)\s(?:کر\s(?:دیں\sگے|دیا\sجائے\sگا|دی\sجائے\sگی)|کریں\sگے|کیا\sجائے\sگا|کی\sجائے\sگی|ہو\sجائے\sگا|ہو\sجائے\sگی)|دستیاب\sہو(?:گا|گی)`,
    String.raw`(?:اگلی|اگلے|آنے\sوالی|آنے\sوالے|آئندہ)\s(?:اپ[\s\u200c]?ڈیٹ|ورژن)`,
    String.raw`جلد\sہی|بہت\sجلد|عنقریب`,
    String.raw`کام\sکر\sرہے\sہیں|جائزہ\sلے\sرہ(?:ی|ے)\sہ(?:ے|یں)|تلاش\sکر\sرہے\sہیں|کام\sجاری\sہے|تحقیق\sکر\sرہے\sہیں`,
    String.raw`(?:جنوری|فروری|مارچ|اپریل|مئی|جون|جولائی|اگست|ستمبر|اکتوبر|نومبر|دسمبر)\s(?:میں|تک|کے\sآخر\sتک|کے\sاختتام\sتک)`,
    String.raw`اگلے\s(?:ہفتے|مہینے|سال)`,
    String.raw`کام\sجاری\sرکھیں\sگے`,
  ]),
  uz: inWords([
    "tuzatamiz|qo[ʻ'‘`]?shamiz|hal\\sqilamiz|chiqaramiz|yaxshilaymiz|tiklaymiz|tuzatiladi|qo[ʻ'‘`]?shiladi|hal\\sqilinadi|chiqariladi|yaxshilanadi|mavjud\\sbo[ʻ'‘`]?ladi",
    String.raw`(?:keyingi|navbatdagi)\s(?:yangilanish|versiya|yangilash)\p{L}*`,
    'tez\\sorada|yaqinda|yaqin\\skunlarda|yaqin\\svaqtda',
    String.raw`ustida\s(?:ishlayapmiz|ishlamoqdamiz)|o[ʻ'‘\x60]?rganmoqda\p{L}*|o[ʻ'‘\x60]?rganyapmiz|tekshiryapmiz|izlayapmiz|tekshirmoqdamiz`,
    String.raw`(?:yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|sentyabr|oktabr|oktyabr|noyabr|dekabr)(?:da|gacha|\soyida|\soyigacha|\soyi\soxirigacha|\soxirigacha)`,
    String.raw`kelasi\s(?:hafta|oy)\p{L}*`,
    String.raw`ustida\s(?:doimo\s)?ishlaymiz|takomillashtirishda\sdavom\setamiz`,
  ]),
  zu: inWords([
    String.raw`(?:si|li|i|zi|u|ku|ba)zo(?:\p{L}{1,2})?(?:lungis|lungiswa|engez|xazulul|khiph|khishw|thuthukis|buyis|tholakal)\p{L}*`,
    String.raw`(?:sibuyekezo|sibuyekezweni|buyekezo|nguqulo|nguqulweni|update|version)\p{L}*\s\p{L}{0,3}(?:landelayo|zayo)`,
    'maduze|maduzane|kungekudala|ezinsukwini\\sezimbalwa|ezinsukwini\\sezizayo',
    'siyayiphenya|seliyayiphenya|siyaphenya|siyayilungisa|siyasebenza\\skuyo|sisebenza\\skuyo|sifuna\\simbangela|siyayihlola|liyayihlola',
    String.raw`(?:ngo-?|kuze\skube\sngu-?|ngaphambi\skwa-?|ngaphambi\skuka-?|ekupheleni\skuka-?)(?:Januwari|Februwari|Mashi|Ephreli|Meyi|Juni|Julayi|Agasti|Septhemba|Okthoba|Novemba|Disemba)`,
    String.raw`ngesonto\selizayo|ngenyanga\sezayo|ngonyaka\sozayo`,
    String.raw`sihlala\s(?:sithuthukisa|sisebenzela)|siyaqhubeka\snokuthuthukisa`,
  ]),
  km: inRun([
    'នឹងកែ|នឹងជួសជុល|នឹងដោះស្រាយ|នឹងបន្ថែម|នឹងចេញ|នឹងធ្វើបច្ចុប្បន្នភាព|នឹងកែលម្អ|នឹងត្រូវបានកែ',
    'កំណែបន្ទាប់|ការអាប់ដេតបន្ទាប់|បច្ចុប្បន្នភាពបន្ទាប់|កំណែថ្មីបន្ទាប់',
    'ឆាប់ៗ|ក្នុងពេលខាងមុខ|មិនយូរប៉ុន្មាន',
    'កំពុងកែ|កំពុងជួសជុល|កំពុងដោះស្រាយ|កំពុងពិនិត្យ|កំពុងស្វែងរកមូលហេតុ|កំពុងធ្វើការលើ',
    '(?:ក្នុង|នៅ|មុន|ត្រឹម|ចុង|ដើម)ខែ\\s?(?:មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ)',
    'សប្តាហ៍ក្រោយ|សប្ដាហ៍ក្រោយ|ខែក្រោយ',
    'តែងតែកែលម្អ|បន្តកែលម្អ',
  ]),
  lo: inRun([
    'ຈະແກ້ໄຂ|ຈະແກ້|ຈະເພີ່ມ|ຈະປັບປຸງ|ຈະປ່ອຍ|ຈະອັບເດດ|ຈະຖືກແກ້ໄຂ|ຈະພັດທະນາ|ຈະມີໃນເວີຊັນ',
    'ເວີຊັນຕໍ່ໄປ|ອັບເດດຕໍ່ໄປ|ການອັບເດດຄັ້ງຕໍ່ໄປ|ລຸ້ນຕໍ່ໄປ|ເວີຊັນໜ້າ|ອັບເດດຄັ້ງໜ້າ',
    'ໄວໆນີ້|ໄວ\\sໆ\\sນີ້|ອີກບໍ່ດົນ|ໃນບໍ່ຊ້າ',
    'ກຳລັງແກ້ໄຂ|ກຳລັງກວດສອບ|ກຳລັງຊອກຫາສາເຫດ|ກຳລັງດຳເນີນການ|ກຳລັງປັບປຸງ',
    '(?:ໃນ|ພາຍໃນ|ກ່ອນ|ທ້າຍ|ຕົ້ນ)ເດືອນ\\s?(?:ມັງກອນ|ກຸມພາ|ມີນາ|ເມສາ|ພຶດສະພາ|ມິຖຸນາ|ກໍລະກົດ|ສິງຫາ|ກັນຍາ|ຕຸລາ|ພະຈິກ|ທັນວາ)',
    'ອາທິດໜ້າ|ເດືອນໜ້າ',
    'ປັບປຸງ.{0,40}?ຢູ່ສະເໝີ|ພັດທະນາ.{0,20}?ຕໍ່ໄປ',
  ]),
  my: inRun([
    '(?:ပြင်ဆင်|ပြင်|ဖြေရှင်း|ထည့်သွင်း|ထည့်|မွမ်းမံ)(?:ပေး)?(?:သွား)?(?:ပါ)?(?:မယ်|မည်)',
    'နောက်\\s?(?:ဗားရှင်း|အပ်ဒိတ်)|လာမယ့်\\s?(?:ဗားရှင်း|အပ်ဒိတ်)',
    'မကြာမီ|မကြာခင်',
    '(?:စစ်ဆေး|ပြင်ဆင်|ဖြေရှင်း|ရှာဖွေ|လုပ်ဆောင်)နေပါ',
    '(?:ဇန်နဝါရီ|ဖေဖော်ဝါရီ|မတ်|ဧပြီ|မေ|ဇွန်|ဇူလိုင်|ဩဂုတ်|သြဂုတ်|စက်တင်ဘာ|အောက်တိုဘာ|နိုဝင်ဘာ|ဒီဇင်ဘာ)\\s?လ\\s?(?:မှာ|အတွင်း|ကုန်|ထဲ|မတိုင်မီ)',
    'လာမယ့်\\s?(?:အပတ်|လ)|နောက်\\s?(?:အပတ်|လ)(?:မှာ|အတွင်း)',
    'တိုးတက်အောင်\\s?လုပ်နေ',
  ]),
}

export const PROMISES: Record<string, RegExp> = {
  en: new RegExp(
    [
      String.raw`\bwill be (?:fixed|added|available|released|resolved|back|restored|included|improved)\b`,
      String.raw`\bwe(?:'ll| will| are going to|'re going to) (?:fix|add|release|resolve|ship|bring|restore|improve|change|implement|update|have it)\b`,
      String.raw`\b(?:in|with) (?:the|our|an?) (?:next|upcoming|coming|future) (?:update|release|version|build)\b`,
      String.raw`\bcoming soon\b`,
      String.raw`\b(?:already |currently )?working on (?:it|a fix|this|that|the fix|adding)\b`,
      String.raw`\b(?:is|are) being (?:worked on|fixed|looked at by our developers)\b`,
      String.raw`\bin the works\b`,
      String.raw`\bon (?:our|the) roadmap\b`,
      String.raw`\bfix is on (?:its|the) way\b`,
      String.raw`\b(?:by|before|in|until) (?:${MONTHS_EN}|next (?:week|month|year)|the end of)\b`,
      String.raw`\bvery soon\b|\bshortly\b`,
    ].join('|'),
    'iu',
  ),
  de: promisePattern([
    String.raw`(?:wird|werden|wurde)\s(?:[\p{L}\d.-]+\s){0,8}?(?:behoben|hinzugefügt|ergänzt|eingebaut|nachgereicht|verfügbar|veröffentlicht|gelöst|korrigiert|verbessert|umgesetzt|kommen|zurückkommen|wiederhergestellt|nachgeliefert)`,
    String.raw`wir\s(?:werden|wollen)\s(?:[\p{L}\d.-]+\s){0,6}?(?:beheben|hinzufügen|ergänzen|einbauen|nachreichen|veröffentlichen|lösen|korrigieren|verbessern|umsetzen|ändern|bringen|liefern|wiederherstellen)`,
    String.raw`(?:arbeiten|arbeitet|arbeite)\s(?:[\p{L}]+\s){0,3}?(?:daran|an\s(?:einer|der|einem|dem)\s(?:Lösung|Behebung|Korrektur|Fix|Update))`,
    String.raw`(?:im|in\seinem|in\sder|in\seiner|mit\sdem|mit\sder|mit\seinem|mit\seiner)\s(?:nächsten|kommenden|künftigen|zukünftigen|baldigen)\s(?:Update|Version|Release|Aktualisierung|Build)`,
    String.raw`bald|demnächst|in\sKürze|zeitnah|schnellstmöglich|in\sden\snächsten\s(?:Tagen|Wochen|Monaten)|(?:nächste|kommende)\sWoche|(?:nächsten|kommenden)\sMonat|ist\sin\sArbeit|in\sPlanung|auf\sunserer\sRoadmap`,
    String.raw`(?:im|bis|ab|Anfang|Mitte|Ende|bis\sEnde)\s(?:${MONTHS_DE})`,
  ]),
  fr: promisePattern([
    String.raw`ser(?:a|ont)\s(?:[\p{L}'’-]+\s){0,3}?(?:corrigée?s?|ajoutée?s?|résolue?s?|réglée?s?|intégrée?s?|améliorée?s?|rétablie?s?|disponibles?|publiée?s?|de\sretour)`,
    String.raw`(?:nous\sallons|on\sva|nous\scomptons)\s(?:[\p{L}'’-]+\s){0,3}?(?:corriger|ajouter|résoudre|régler|intégrer|améliorer|sortir|publier|rétablir|changer|modifier)`,
    String.raw`(?:corrig|ajout|résoud|régl|intégr|amélior|publi|rétabl|sort)(?:erons|era|eront|rons|ra|ront|irons|ira|iront)`,
    String.raw`(?:prochaine|future)s?\s(?:mise\sà\sjour|version)|mise\sà\sjour\sà\svenir|version\sà\svenir`,
    String.raw`bientôt|prochainement|très\svite|sous\speu|d['’]ici\s(?:peu|la\sfin)|dans\sles\sprochain(?:e?s)\s(?:jours|semaines|mois)`,
    String.raw`travaill(?:ons|e|ent)\s(?:(?:déjà|actuellement|activement)\s)?(?:dessus|(?:sur|à)\s(?:un\scorrectif|une\scorrection|une\ssolution|ce\sproblème|le\sproblème|cela|ça|la\scorrection|corriger|résoudre|ajouter|améliorer))`,
    String.raw`en\scours\sde\s(?:correction|résolution|développement)|feuille\sde\sroute|roadmap`,
    String.raw`(?:en|d['’]ici|avant|fin|début|mi-|courant)\s?(?:${MONTHS_FR})`,
  ]),
  es: promisePattern([
    String.raw`ser(?:á|án)\s(?:[\p{L}]+\s){0,3}?(?:corregid[oa]s?|añadid[oa]s?|agregad[oa]s?|solucionad[oa]s?|resuelt[oa]s?|arreglad[oa]s?|incluid[oa]s?|mejorad[oa]s?|disponibles?|restablecid[oa]s?|lanzad[oa]s?)`,
    String.raw`vamos\sa\s(?:[\p{L}]+\s){0,2}?(?:corregir|añadir|agregar|solucionar|arreglar|incluir|lanzar|sacar|publicar|mejorar|cambiar|implementar|resolver)`,
    String.raw`(?:corregiremos|añadiremos|agregaremos|solucionaremos|arreglaremos|incluiremos|lanzaremos|sacaremos|publicaremos|mejoraremos|implementaremos|resolveremos)`,
    String.raw`(?:próxim[oa]|siguiente|futur[oa])s?\s(?:actualización|versión|update)`,
    String.raw`pronto|en\sbreve|próximamente|en\slos\spróximos\s(?:días|meses)|en\slas\spróximas\ssemanas`,
    String.raw`(?:estamos|seguimos|ya\sestamos)\s(?:[\p{L}]+\s)?trabajando|trabajando\sen\s(?:ello|eso|una\ssolución|un\sarreglo)`,
    String.raw`(?:en|para|antes\sde|a\sfinales\sde|a\sprincipios\sde|a\smediados\sde)\s(?:${MONTHS_ES})`,
  ]),
  pt: promisePattern([
    String.raw`ser(?:á|ão)\s(?:[\p{L}]+\s){0,3}?(?:corrigid[oa]s?|adicionad[oa]s?|resolvid[oa]s?|incluíd[oa]s?|lançad[oa]s?|melhorad[oa]s?|disponibilizad[oa]s?|disponíve(?:l|is)|restaurad[oa]s?)`,
    String.raw`vamos\s(?:[\p{L}]+\s){0,2}?(?:corrigir|adicionar|resolver|incluir|lançar|melhorar|implementar|mudar|trazer|arrumar|consertar|liberar)`,
    String.raw`(?:corrigiremos|adicionaremos|resolveremos|incluiremos|lançaremos|melhoraremos|implementaremos|consertaremos|liberaremos)`,
    String.raw`(?:próxim[oa]|futur[oa])s?\s(?:atualização|atualizações|versão|versões|update)`,
    String.raw`em\sbreve|logo\slogo|brevemente|nos\spróximos\s(?:dias|meses)|nas\spróximas\ssemanas`,
    String.raw`(?:estamos|já\sestamos|seguimos)\s(?:[\p{L}]+\s)?(?:trabalhando|a\strabalhar)|trabalhando\s(?:nisso|numa\ssolução|em\suma\ssolução)`,
    String.raw`(?:em|até|no\sinício\sde|no\sfim\sde|no\sfinal\sde|em\smeados\sde)\s(?:${MONTHS_PT})`,
  ]),
  it: promisePattern([
    String.raw`sar(?:à|anno)\s(?:[\p{L}]+\s){0,3}?(?:corrett[oaie]|risolt[oaie]|aggiunt[oaie]|disponibil[ei]|sistemat[oaie]|inclus[oaie]|migliorat[oaie]|rilasciat[oaie]|ripristinat[oaie])`,
    String.raw`(?:correggeremo|risolveremo|aggiungeremo|sistemeremo|rilasceremo|includeremo|miglioreremo|implementeremo|ripristineremo)`,
    String.raw`(?:prossim[oa]|futur[oa])\s(?:aggiornamento|versione|update|release)|prossimi\saggiornamenti`,
    String.raw`presto|a\sbreve|prossimamente|nei\sprossimi\s(?:giorni|mesi)|nelle\sprossime\ssettimane`,
    String.raw`(?:stiamo|sta)\s(?:già\s)?lavorando|ci\sstiamo\slavorando|ci\slavoriamo`,
    String.raw`(?:a|entro|da|per|fine|inizio|metà|entro\sfine)\s(?:${MONTHS_IT})`,
  ]),
  nl: promisePattern([
    String.raw`(?:wordt|worden|zal|zullen)\s(?:[\p{L}\d.-]+\s){0,6}?(?:opgelost|toegevoegd|verholpen|gerepareerd|uitgebracht|beschikbaar|verbeterd|aangepast|gefikst|teruggezet)`,
    String.raw`(?:opgelost|toegevoegd|verholpen|gerepareerd|uitgebracht|verbeterd|gefikst)\s(?:wordt|worden|zal\sworden)`,
    String.raw`we\s(?:gaan|zullen)\s(?:[\p{L}]+\s){0,3}?(?:oplossen|toevoegen|verhelpen|repareren|aanpassen|verbeteren|fiksen|uitbrengen)`,
    String.raw`lossen\s(?:[\p{L}]+\s){0,4}?op`,
    String.raw`(?:volgende|komende|nieuwe)\s(?:update|versie|release)`,
    String.raw`binnenkort|spoedig|op\skorte\stermijn|in\sde\skomende\s(?:dagen|weken|maanden)|volgende\s(?:week|maand)`,
    String.raw`werk(?:en|t)\s(?:(?:er|al|hard|nu|momenteel|volop)\s){0,3}(?:eraan|aan)|(?:zijn|is)\s(?:er\s)?(?:al\s)?mee\sbezig`,
    String.raw`(?:in|voor|eind|begin|medio|vanaf|uiterlijk)\s(?:${MONTHS_NL})`,
  ]),
  pl: new RegExp(
    [
      words(
        'naprawimy|poprawimy|dodamy|wprowadzimy|udostępnimy|przywrócimy|rozwiążemy|wydamy|ulepszymy|zaktualizujemy',
      ),
      String.raw`${WORD_START}(?:zostan(?:ie|ą)|będzie|będą) (?:naprawion|poprawion|dodan|dostępn|przywrócon|rozwiązan|wprowadzon|udostępnion|ulepszon)\p{L}*`,
      String.raw`${WORD_START}(?:w|z|wraz z) (?:następn|kolejn|najbliższ|przyszł)\p{L}* (?:aktualizacj|wersj|odsło)\p{L}*`,
      words('wkrótce|niebawem|niedługo|w najbliższym czasie|lada dzień|lada moment'),
      String.raw`${WORD_START}(?:już )?pracuj(?:emy|e|ą) nad${WORD_END}`,
      words('w planach|planujemy|zaplanowan\\p{L}*|w przygotowaniu'),
      String.raw`${WORD_START}(?:w|do|przed|pod koniec|na początku) (?:${MONTHS_PL})\p{L}*`,
      String.raw`${WORD_START}(?:do końca|w przyszłym|w następnym) (?:tygodni|miesiąc|rok|roku)\p{L}*`,
    ].join('|'),
    'iu',
  ),
  ru: new RegExp(
    [
      words(
        'исправим|починим|поправим|добавим|выпустим|доработаем|устраним|внедрим|реализуем|восстановим|вернём|вернем|улучшим|обновим|решим',
      ),
      String.raw`${WORD_START}(?:будет|будут|станет|станут) (?:исправлен|добавлен|доступн|восстановлен|выпущен|устранен|устранён|улучшен|доработан|реализован|решен|решён|возможн)\p{L}*`,
      String.raw`${WORD_START}(?:в|во|с|со) (?:следующ|ближайш|грядущ|будущ)\p{L}* (?:обновлени|верси|релиз|апдейт|сборк)\p{L}*`,
      words('скоро|вскоре|в ближайшее время|в скором времени|в ближайших обновлениях'),
      String.raw`${WORD_START}(?:уже )?работа(?:ем|ет|ют) над${WORD_END}`,
      words(
        'в работе|в планах|планируем|запланирован\\p{L}*|на подходе|исправлени\\p{L}* (?:уже )?в пути',
      ),
      String.raw`${WORD_START}(?:в|к|до|в конце|в начале|к концу|до конца) (?:${MONTHS_RU})\p{L}*`,
      String.raw`${WORD_START}(?:до|к) конц[ау] (?:недели|месяца|года)|${WORD_START}на (?:следующей|этой) неделе|${WORD_START}в (?:следующем|этом) (?:месяце|году)`,
    ].join('|'),
    'iu',
  ),
  uk: new RegExp(
    [
      words(
        'виправимо|полагодимо|додамо|випустимо|доопрацюємо|усунемо|впровадимо|реалізуємо|відновимо|повернемо|покращимо|оновимо|вирішимо',
      ),
      String.raw`${WORD_START}(?:буде|будуть|стане|стануть) (?:виправлен|додан|доступн|відновлен|випущен|усунен|покращен|доопрацьован|реалізован|вирішен|можлив)\p{L}*`,
      String.raw`${WORD_START}(?:у|в|з|із) (?:наступн|найближч|майбутн)\p{L}* (?:оновлен|версі|реліз|збірц|збірк)\p{L}*`,
      words('скоро|незабаром|невдовзі|найближчим часом|в найближчих оновленнях'),
      String.raw`${WORD_START}(?:вже )?працю(?:ємо|є|ють) над${WORD_END}`,
      words('[ув] роботі|[ув] планах|плануємо|заплановано|на підході'),
      String.raw`${WORD_START}(?:у|в|до|на початку|наприкінці|в кінці|у кінці) (?:${MONTHS_UK})\p{L}*`,
      String.raw`${WORD_START}до кінця (?:тижня|місяця|року)|${WORD_START}наступного (?:тижня|місяця|року)`,
    ].join('|'),
    'iu',
  ),
  tr: new RegExp(
    [
      String.raw`${WORD_START}(?:düzelt|ekle|gider|çöz|yayınla|getir|iyileştir|güncelle|tamir ed|onar|sun|kazandır)y?(?:eceğiz|acağız|eceğim|acağım)`,
      String.raw`${WORD_START}(?:düzeltil|eklen|gideril|çözül|yayınlan|getiril|iyileştiril|sunul|onarıl|güncellen|kazandırıl)(?:ecek|acak)`,
      String.raw`${WORD_START}(?:bir sonraki|önümüzdeki|sonraki|gelecek) (?:güncelleme|sürüm|versiyon)\p{L}*`,
      words('yakında|çok yakında|en yakın zamanda|yakın zamanda'),
      String.raw`${WORD_START}üzerinde çalış\p{L}*|${WORD_START}çalışmalar(?:ımız)? (?:sürüyor|devam ediyor)`,
      words('planlıyoruz|planlarımız arasında|yol haritamızda'),
      String.raw`${WORD_START}(?:${MONTHS_TR})(?:['’](?:ta|te|da|de|a|e|ya|ye)| ay[ıi]nda| ay[ıi]na kadar| sonuna kadar| başında)`,
      String.raw`${WORD_START}(?:önümüzdeki|gelecek) (?:hafta|ay|yıl)`,
    ].join('|'),
    'iu',
  ),
  sv: new RegExp(
    [
      String.raw`${WORD_START}(?:ska|kommer att|kommer|tänker) (?:fixa|åtgärda|lägga till|lösa|rätta|släppa|förbättra|återställa|ändra|uppdatera|lansera|införa)${WORD_END}`,
      String.raw`${WORD_START}(?:kommer att|ska|kommer) (?:fixas|åtgärdas|läggas till|lösas|rättas|släppas|förbättras|återställas|lanseras|finnas)${WORD_END}`,
      String.raw`${WORD_START}(?:i|med) (?:nästa|kommande|en kommande|framtida) (?:uppdatering|version|release)\p{L}*`,
      words('snart|inom kort|inom en snar framtid|i närmaste framtiden?|på gång'),
      String.raw`${WORD_START}(?:jobbar|arbetar) (?:redan |just nu |för fullt )?(?:på|med) (?:det|detta|en lösning|en fix|att|saken)${WORD_END}`,
      String.raw`${WORD_START}(?:finns|står) på (?:vår |vår\p{L}* )?(?:roadmap|plan)\p{L}*|${WORD_START}(?:vi )?planerar${WORD_END}`,
      String.raw`${WORD_START}(?:i|till|före|innan|under|senast i|i slutet av|i början av) (?:${MONTHS_SV})${WORD_END}`,
      String.raw`${WORD_START}(?:nästa|kommande) (?:vecka|månad|år)${WORD_END}|${WORD_START}(?:till|före|innan) (?:slutet av|årsskiftet)`,
    ].join('|'),
    'iu',
  ),
  ar: new RegExp(
    [
      `${WORD_START}[وف]?(?:${['سنصلح', 'سنضيف', 'سنحل', 'سنطلق', 'سنعيد', 'سنحسن', 'سنوفر', 'سنعالج', 'سنغير', 'سنعمل على', 'سيتم', 'ستتم', 'سيضاف', 'ستضاف', 'سيصلح', 'سيحل', 'سيتوفر', 'ستتوفر', 'ستكون متاح', 'سيكون متاح', 'ستعود', 'سيعود'].map(marked).join('|')})`,
      `(?:في|مع|ضمن|خلال) (?:${['التحديث', 'الإصدار', 'النسخة', 'التحديثات'].map(marked).join('|')}) (?:${['القادم', 'المقبل', 'التالي', 'القادمة', 'المقبلة', 'التالية'].map(marked).join('|')})`,
      `${WORD_START}[وف]?(?:${['قريبا', 'عما قريب', 'في القريب العاجل', 'في الأيام القادمة'].map(marked).join('|')})`,
      `${WORD_START}[وف]?(?:${['نعمل', 'يعمل', 'يعملون', 'تعمل'].map(marked).join('|')}) (?:\\S+ )?${marked('على')}`,
      `${WORD_START}[وف]?(?:${['جار العمل', 'جاري العمل', 'قيد العمل', 'قيد التطوير', 'ضمن خطط', 'في خطط', 'نخطط'].map(marked).join('|')})`,
      `(?:في|بحلول|قبل|خلال|مع|أواخر|أوائل|نهاية|بداية|منتصف) (?:شهر )?(?:${MONTHS_AR})`,
      `(?:${['الأسبوع', 'الشهر', 'العام'].map(marked).join('|')}) (?:${['القادم', 'المقبل'].map(marked).join('|')})|(?:بحلول|قبل) نهاية`,
    ].join('|'),
    'iu',
  ),
  ja: new RegExp(
    [
      String.raw`(?:修正|追加|改善|実装|解決|対応|復旧|搭載|導入|リリース|公開|配信)(?:を|が)?(?:予定|(?:して|させて)?(?:まいります|参ります)|(?:いた|させていただ)きます|いたします|します|される予定)`,
      String.raw`(?:改善|修正|解決)(?:できる|する)よう(?:努め|努力|尽力)`,
      String.raw`次(?:回|の)?(?:アップデート|バージョン|更新|リリース)|今後の(?:アップデート|バージョン|更新)で`,
      String.raw`近日(?:中)?|近いうちに|間もなく|まもなく|もうすぐ|早急に(?:修正|対応|改善)|順次(?:対応|改善)`,
      String.raw`(?:修正|対応|開発|改善|調査)(?:中|を進めて)|取り組んで(?:おり|い|まいり)ます`,
      String.raw`検討(?:いた)?します|検討して(?:まいり|おり|い)ます|検討中`,
      String.raw`\d{1,2}月(?:中|末|上旬|中旬|下旬|頃|ごろ|まで|には)|来月|来週|年内|今月中|今週中`,
    ].join('|'),
    'iu',
  ),
  ko: new RegExp(
    [
      String.raw`(?:수정|추가|개선|해결|반영|구현|도입|출시|적용|업데이트|복구)(?:해|하|되|시켜)?\s?(?:드리|드릴|도록 하)?겠(?:습니다|어요|음)`,
      String.raw`(?:할|될|된|하는) 예정|예정(?:입니다|이에요|이니)`,
      String.raw`(?:다음|차기|향후) (?:업데이트|버전|패치)`,
      String.raw`(?<![\p{L}])곧(?![\p{L}])|조만간|머지않아|빠른 시일|가까운 시일`,
      String.raw`(?:수정|개발|작업|준비|개선|검토|조사)\s?중(?:입니다|이에요|에 있)|(?:작업|개선|수정|노력)하고 있`,
      String.raw`\d{1,2}월\s?(?:중|말|초|안|까지|중순|이내)|다음 (?:주|달)|내년|연내`,
    ].join('|'),
    'iu',
  ),
  zh: ZH,
  'zh-Hant': ZH,
  hi: new RegExp(
    [
      String.raw`ठीक (?:कर (?:देंगे|दिया जाएगा|दी जाएगी)|करेंगे|किया जाएगा|की जाएगी|हो जाएगा|हो जाएगी)`,
      String.raw`जोड़(?:ेंगे|ा जाएगा|ी जाएगी|े जाएँगे|े जाएंगे| देंगे)`,
      String.raw`(?:अगले|आने वाले) (?:अपडेट|वर्ज़न|वर्जन|संस्करण)`,
      String.raw`जल्द ही|बहुत जल्द|जल्दी ही`,
      String.raw`काम कर रहे हैं|पर काम चल रहा|पर काम जारी`,
      String.raw`सुधार (?:करेंगे|किया जाएगा|देंगे|लाएँगे|लाएंगे)|उपलब्ध (?:होगा|होगी|कराएँगे|कराएंगे|करा देंगे)`,
      String.raw`(?:जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर) (?:तक|में|से पहले|के अंत)`,
      String.raw`अगले (?:हफ़्ते|हफ्ते|सप्ताह|महीने|साल)`,
    ]
      .join('|')
      // Nukta letters are written precomposed or not; text is compared in NFC, which splits them.
      .normalize('NFC'),
    'iu',
  ),
  id: new RegExp(
    W +
      '(?:' +
      [
        String.raw`akan (?:segera )?(?:kami )?(?:perbaiki|tambahkan|hadirkan|rilis|luncurkan|selesaikan|tingkatkan|benahi|atasi)`,
        String.raw`akan (?:segera )?(?:diperbaiki|ditambahkan|dihadirkan|dirilis|diluncurkan|tersedia|diselesaikan|ditingkatkan|hadir|dibenahi|diatasi|kembali normal)`,
        String.raw`kami akan (?:memperbaiki|menambahkan|menghadirkan|merilis|meluncurkan|menyelesaikan|meningkatkan|membenahi|mengatasi)`,
        String.raw`(?:update|pembaruan|versi|rilis) (?:berikutnya|selanjutnya|mendatang|yang akan datang)`,
        String.raw`segera (?:hadir|tersedia|diperbaiki|dirilis|ditambahkan|kami (?:perbaiki|atasi|tambahkan))`,
        String.raw`sedang (?:kami )?(?:perbaiki|kerjakan|tangani|kembangkan|selidiki|upayakan)|sedang (?:memperbaiki|mengerjakan|mengembangkan|menyelidiki|berupaya)|sedang dalam (?:perbaikan|pengembangan|pengerjaan|penanganan)`,
        String.raw`dalam waktu dekat|tidak lama lagi|secepatnya (?:kami )?(?:perbaiki|atasi|tangani)`,
        String.raw`(?:pada|di|sebelum|hingga|sampai|akhir|awal|pertengahan) (?:bulan )?(?:januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember)|(?:minggu|bulan|tahun) depan`,
      ].join('|') +
      ')',
    'iu',
  ),
  vi: new RegExp(
    W +
      '(?:' +
      [
        String.raw`sẽ (?:sớm )?(?:được )?(?:sửa|khắc phục|bổ sung|thêm|cập nhật|cải thiện|ra mắt|phát hành|hoàn thiện|nâng cấp|có mặt|có trong)`,
        String.raw`sẽ sớm|sớm (?:được )?(?:khắc phục|sửa|bổ sung|ra mắt|cập nhật|có)|trong thời gian (?:sớm nhất|tới)|sắp (?:tới|ra mắt|có)`,
        String.raw`(?:bản|phiên bản) (?:cập nhật )?(?:tới|sắp tới|tiếp theo|kế tiếp)`,
        String.raw`đang (?:được )?(?:sửa|khắc phục|xử lý|phát triển|làm việc|nghiên cứu|cải thiện|tìm (?:cách|nguyên nhân)|kiểm tra)`,
        String.raw`(?:vào|trước|trong|cuối|đầu|giữa) tháng (?:\d{1,2}|một|hai|ba|tư|năm|sáu|bảy|tám|chín|mười|giêng|chạp)|(?:tuần|tháng|năm) (?:tới|sau)`,
      ].join('|') +
      ')',
    'iu',
  ),
  ...PHRASEBOOK_PROMISES,
}

/** The first promise in a text, or null. Languages without a pattern are not checked. */
export function promiseIn(text: string, language: string): string | null {
  const re = PROMISES[language]
  return re ? (re.exec(text.normalize('NFC'))?.[0] ?? null) : null
}
