/**
 * Abuse keyed on what a clause does, not on one swear word: it names PEOPLE (you, the devs, the
 * team, whoever made this, other reviewers, "a bunch of") and calls them something no one calls an
 * app (clowns, brain-dead, monkeys) or wishes them harm or punishment (fired, jailed, "should be
 * ashamed", "go back to school"); or it curses them in a form that needs no name ("hope you rot",
 * "潰れてしまえ", "망해버려라"). Words about the app alone ("this app is garbage", "what a joke of an
 * update", "scam subscription") name no person and stay reviews.
 *
 * Patterns are written on the folded text (lower case; Latin accents dropped except in Vietnamese;
 * ł→l, ı→i, ё→е; Arabic alef and ta marbuta folded), as normalizeForMatch gives it.
 */

type Parts = {
  /** Who is addressed or named. */
  people: string
  /** What no one calls an app: stupidity, animals, clowns, scum. Abusive wherever it is said. */
  insult: string
  /**
   * Dishonesty (thieves, scammers) or shame ("should be ashamed"): a reproach, abusive only with
   * nothing else to answer; beside a fault or a charge it is a review.
   */
  accuse: string
  /** Harm or punishment wished on the people named. */
  punish: string
  /** A curse or a wish of harm whose verb names the people itself ("ojalá se pudran"). */
  curse?: string
}

const PARTS: Record<string, Parts> = {
  en: {
    people:
      "you|u|ya|y'all|you guys|you people|you lot|devs?|developers?|dev team|programmers?|coders?|owners?|creators?|makers?|company|management|ceo|whoever|the (?:guy|guys|people|person|one|ones) (?:who|that)|people (?:who|leaving|giving)|anyone who|everyone who|those who|reviewers|bunch of|pack of|band of",
    insult:
      'clowns?|idiots?|morons?|imbeciles?|cretins?|fools|monkeys?|apes|donkeys|pigs|rats|sheep|brain ?-?dead|brainless|retards?|scum|lowlifes?|parasites?|leeches|vermin|muppets|numpties|halfwits?|dimwits?|nitwits?|dumbasses',
    accuse:
      'thie(?:f|ves)|crooks?|scammers?|frauds(?:ters)?|con artists?|criminals?|liars|(?:should|must|ought to) be ashamed',
    punish:
      '(?:be|get|got) (?:fired|sacked|jailed|locked up|thrown in jail|beaten|slapped|punished)|in (?:jail|prison)|go back to school|rot in hell|burn in hell|deserves? to lose (?:their|his|her|your) jobs?|a monkey could|monkeys could|a child could',
    curse:
      "(?:hope|wish) (?:you|y'all|they|the devs|your company|whoever)[^.!?]{0,30}(?:rot|die|burn|suffer|go bankrupt|go broke|get fired|lose (?:your|their) jobs?)|hope you rot|rot in hell|burn in hell",
  },
  de: {
    people:
      'ihr|euch|du|dich|entwickler|devs?|programmierer|macher|hersteller|firma|wer (?:das|diese app|so was|sowas|so etwas)|leute,? die|die bewerter|haufen|bande|verein',
    insult:
      '(?:dumm|blod) wie (?:brot|stroh|bohnenstroh|ein stuck brot)|clowns?|idioten|vollidioten|deppen|trottel|affen|schwachkopfe|hirnlose?n?|hirntote?n?|hirnamputierte?n?|abschaum|versager|witzfiguren|nichtskonner|pfeifen|stumper|dilettanten|vollpfosten|spacken',
    accuse: 'betruger|diebe|abzocker|gauner|verbrecher|lugner|schwindler|schamen|schamt euch',
    punish:
      'hinter gitter|ins gefangnis|in den knast|gefeuert|rausgeschmissen|entlassen|zuruck in die schule|verrotten',
    curse:
      '(?:hoffentlich|ich hoffe,? ihr)[^.!?]{0,30}(?:verrottet|verrecken|pleite|bankrott|gefeuert)|verrottet',
  },
  es: {
    people:
      'ustedes|vosotros|sois|son unos|eres un|(?:los )?desarrolladores|devs?|programadores|creadores|empresa|el que (?:hizo|programo|diseno|creo)|quien(?:es)? (?:hizo|hicieron|programo)|los que (?:hicieron|programaron|dan|ponen)|banda de|panda de|partida de|manada de',
    insult:
      'payasos?|idiotas|imbeciles|tontos|estupidos|ineptos|sin cerebro|descerebrados|monos|burros|basuras humanas|ratas|subnormales|retrasados|inutiles',
    accuse:
      'ladrones|estafadores|rateros|sinverguenzas|chorizos|criminales|timadores|mentirosos|avergonzarse|averguencense|deberia darles verguenza',
    punish:
      'despedid[oa]s?|(?:a|en) la carcel|presos|volver a la escuela|vuelvan a la escuela|pudran',
    curse: 'ojala[^.!?]{0,30}(?:pudran|mueran|quiebren|arruinen|despidan)|que se pudran|pudranse',
  },
  fr: {
    people:
      "vous|t'es|tu es|(?:les )?(?:devs?|developpeurs|createurs|programmeurs)|l'equipe|la boite|celui qui|ceux qui|celle qui|(?:les )?(?:gars|mecs|types) qui|qui a (?:code|fait|concu|pondu)|bande d(?:e |')|tas d(?:e |')",
    insult:
      'clowns?|idiots|imbeciles|cretins|debiles|singes?|guignols|bouffons|abrutis|tocards|branquignols|pignoufs|demeures|attardes|bons a rien',
    accuse:
      'escrocs?|voleurs?|arnaqueurs|menteurs|truands|bandits|devrai(?:en)?t avoir honte|devriez avoir honte',
    punish:
      "(?:etre|soit|soient|se faire) vires?|en prison|merite(?:nt)? (?:des|une) (?:baffes?|claques?|coups?)|retourne(?:z|r)? a l'ecole|feraient mieux",
    curse:
      "j'espere que (?:vous|tu|ils)[^.!?]{0,30}(?:prison|faillite|creve|pourri|vire)\\p{L}*|crevez|qu'ils crevent",
  },
  it: {
    people:
      "siete|voi|sviluppatori|programmatori|chi (?:ha fatto|ha creato|ha programmato|l'ha fatta)|l'azienda|banda di|branco di|massa di|manica di",
    insult:
      'pagliacci|idioti|imbecilli|cretini|deficienti|incapaci|buffoni|scimmie|cerebrolesi|senza cervello|dementi|somari|asini|parassiti|buoni a nulla|schifosi',
    accuse: 'ladri|truffatori|imbroglioni|bugiardi|delinquenti|vergognarsi|vergognatevi',
    punish:
      'licenziat[oi]|in galera|in prigione|tornate a scuola|tornare a scuola|in mezzo a una strada',
    curse:
      'spero che[^.!?]{0,30}(?:falliate|falliscano|crepiate|marciate|chiudiate|licenzino)|crepate',
  },
  pt: {
    people:
      'voces|vcs|vc|voce|sao uns|tu es|desenvolvedores|devs?|programadores|criadores|empresa|equipe|quem (?:fez|criou|programou)|bando de|cambada de|corja de|os caras',
    insult:
      'palhacos|idiotas|imbecis|burros|macacos|sem cerebro|otarios|retardados|jumentos|lixos humanos|inuteis',
    accuse:
      'ladroes|golpistas|vigaristas|picaretas|criminosos|trapaceiros|mentirosos|safados|vergonha na cara|deviam se envergonhar',
    punish: 'demitid[oa]s?|na cadeia|presos?|voltar pra escola|voltem pra escola|apodrecam',
    curse:
      '(?:tomara|espero) que[^.!?]{0,30}(?:apodre|morram|falam|faliram|quebrem|fechem|falencia|demitid)\\p{L}*',
  },
  nl: {
    people:
      'jullie|je bent|jij|ontwikkelaars|devs?|programmeurs|makers|het bedrijf|wie dit (?:gemaakt|gebouwd|bedacht|geprogrammeerd)|stelletje|bende|zootje|club',
    insult:
      'clowns|idioten|apen|hersenloze|hersenloos|sukkels|prutsers|nitwits|debielen|randdebielen|mongolen|imbecielen|halve garen|malloten|ezels',
    accuse: 'oplichters|dieven|boeven|criminelen|leugenaars|zakkenvullers|schamen',
    punish: 'ontslagen|de laan uit|achter de tralies|terug naar school|wegrotten|verrotten',
    curse:
      'ik hoop dat (?:jullie|je|ze)[^.!?]{0,30}(?:failliet|ontslagen|verrotten|wegrotten|creperen)',
  },
  sv: {
    people:
      'ni|er|du|utvecklarna|utvecklare|programmerarna|skaparna|foretaget|den som|de som|ett gang|gang',
    insult:
      'clowner|idioter|hjarndoda|hjarnlosa|apor|puckon|nollor|pajasar|fanar|dumskallar|odugliga|inkompetenta',
    accuse: 'tjuvar|bedragare|skurkar|bluffmakare|fifflare|lognare|skammas|skams',
    punish: 'sparken|avskedad\\p{L}*|i fangelse|bakom galler|tillbaka till skolan|ruttna',
    curse: 'hoppas (?:ni|att ni)[^.!?]{0,30}(?:ruttnar|gar i konkurs|far sparken|dor)',
  },
  pl: {
    people:
      'wy|was|wam|jestescie|jestes|tworcy|deweloperzy|programisci|tworca|firma|ekipa|kto to (?:zrobil|robil|napisal|wymyslil)|banda|bando|zgraja|sfora',
    insult:
      'klaun\\p{L}*|idioci|idiotami|debile|debili|kretyni|kretynami|nieudaczni\\p{L}*|matoly|malpy|baran\\p{L}*|bez mozgu|bezmozg\\p{L}*|partacze|partaczy|darmozjady|pasozyty|glupki|imbecyle',
    accuse:
      'zlodzie\\p{L}*|oszusci|oszustami|oszustow|klamcy|naciagacze|zlodziejstwo|wstydzcie|wstydzic',
    punish: 'zwolnion\\p{L}*|wywalic z roboty|do wiezienia|za kratki|wracajcie do szkoly|zgnijcie',
    curse:
      'obyscie[^.!?]{0,30}(?:zbankrut|zgnil|zdechl|splonel|upadli)\\p{L}*|zeby(?:scie)? (?:zgnili|zdechli|zbankrutowali)',
  },
  ru: {
    people:
      'вы|вас|вам|ваш\\p{L}*|разработчик\\p{L}*|разрабы|разраб\\p{L}*|программист\\p{L}*|создател\\p{L}*|кто (?:это )?(?:делал|сделал|писал|придумал)|компани\\p{L}*|кучка|банда|шайка|сборище',
    insult:
      'клоун(?:ы|ов|ами)?|идиот(?:ы|ов|ами)?|дебил(?:ы|ов|ами)?|кретин(?:ы|ов)?|придурк(?:и|ов)|безмозгл\\p{L}*|бездари|бездарей|обезьян\\p{L}*|тупицы|бараны|ослы|дармоеды|криворук\\p{L}*|неучи',
    accuse:
      'воры|ворье|жулики|жулье|мошенник\\p{L}*|аферист\\p{L}*|шарлатан\\p{L}*|стыдно|позор вам',
    punish:
      'уволить|уволен\\p{L}*|за решетк\\p{L}*|в тюрьм\\p{L}*|посадить|сгни\\p{L}*|обратно в школу',
    curse:
      'чтоб(?:ы)? (?:вы|вас|ваш\\p{L}*)[^.!?]{0,30}(?:сгни|сдох|разорил|провалил|сгорел|обанкрот)\\p{L}*|(?:надо|нужно|следует) (?:их )?уволить|руки (?:бы )?(?:вам |им )?(?:по)?(?:отрывать|оторвать)',
  },
  uk: {
    people:
      'ви|вас|вам|ваш\\p{L}*|розробник\\p{L}*|розраби|програміст\\p{L}*|творц\\p{L}*|хто (?:це )?(?:зробив|робив|писав)|компані\\p{L}*|банда|зграя|купка',
    insult:
      'клоун(?:и|ів)?|ідіот(?:и|ів)?|дебіл(?:и|ів)?|кретин(?:и|ів)?|безмозк\\p{L}*|бездар(?:і|ів)|мавп\\p{L}*|придурк(?:и|ів)|нездари',
    accuse: 'злоді(?:ї|їв)|шахра\\p{L}*|аферист\\p{L}*|брехуни|соромно|ганьба вам',
    punish: 'звільнити|звільнен\\p{L}*|за ґрати|в тюрм\\p{L}*|назад до школи',
    curse:
      'щоб (?:ви|вас|ваш\\p{L}*)[^.!?]{0,30}(?:згни|згорі|здох|провалил|збанкрут)\\p{L}*|(?:треба|потрібно|слід) (?:їх )?звільнити',
  },
  tr: {
    people:
      'siz|sizi|sizin|sizler|gelistirici\\p{L}*|yapimcilar|yapan(?:lar)?(?:a|i|in)?|yazanlar|sirket\\p{L}*|ekip\\p{L}*|tayfa\\p{L}*',
    insult:
      'palyaco\\p{L}*|salak\\p{L}*|gerizekali\\p{L}*|beyinsiz\\p{L}*|maymun\\p{L}*|esek\\p{L}*|ahmak\\p{L}*|dangalak\\p{L}*|aptal surusu|aptallar|mallar',
    accuse:
      'dolandirici\\p{L}*|hirsiz\\p{L}*|sahtekar\\p{L}*|sarlatan\\p{L}*|utanin|utanmiyor musunuz',
    punish: 'kovulmali|kovulsun|kovun|hapse|okula (?:geri )?don\\p{L}*',
    curse:
      'insallah[^.!?]{0,20}(?:batarsiniz|batasiniz|kovulursunuz|batin)|batasiniz|allah (?:belanizi|cezanizi)',
  },
  ar: {
    people:
      'يا|انتم|انتو|عليكم|منكم|لكم|المطورين|المطورون|المبرمجين|الشركه|الفريق|اللي عمل|الي عمل|اللي صمم|من صمم|مجموعه|شويه|عصابه',
    insult: 'مهرجين|اغبياء|اغبيا|حمير|قرود|فاشلين|تافهين|كلاب|بهايم',
    accuse: 'لصوص|حراميه|حراميه|نصابين|نصابون|محتالين|عيب عليكم|اخجلوا|استحوا',
    punish: 'يترفد|يتطرد|ينطرد|يتفصل|السجن|الحبس',
    curse: '(?:الله|ربنا) (?:ينتقم منكم|ياخذكم|ياخدكم)|تفلسوا',
  },
  hi: {
    people:
      'तुम|तुम्हें|तुम्हारी|तुम्हारा|तुम लोग|आप लोग|डेवलपर\\S*|कंपनी|टीम|जिसने|जिन्होंने|tum|tumhari|aap log|developers?|devs?|company|jisne|jinhone|log',
    insult:
      'बेवकूफ|नालायक|गधे|गधा|जोकर|मूर्ख|निकम्मे|bewakoof|bevkoof|nalayak|gadhe|gadha|joker|murkh|nikamme',
    accuse: 'चोर|धोखेबाज़?|ठग|chor|dhokebaaz|thug|शर्म करो|शर्म आनी|sharam karo',
    punish: 'निकाल दे|नौकरी से|जेल|nikal dena|naukri se|jail',
    curse: 'भगवान करे[^।!?]{0,40}(?:डूब|बर्बाद|बंद)|डूब जाए|बर्बाद हो जाओ|doob jaye|barbaad ho',
  },
  id: {
    people:
      'kalian|lu|lo|elu|developer\\p{L}*|devnya|dev|pengembang\\p{L}*|pembuat\\p{L}*|yang (?:bikin|buat|membuat)|perusahaan\\p{L}*|tim(?:nya)?|dasar|gerombolan|kumpulan',
    insult: 'goblok|tolol|idiot|badut\\p{L}*|monyet|otak udang|bego|dungu|kampret|bajingan|bodoh',
    accuse: 'penipu|maling|pencuri|perampok|malu dong|tahu malu|tau malu',
    punish: 'dipecat|dipenjara|penjara',
    curse: 'semoga[^.!?]{0,30}(?:bangkrut|mampus|dipecat|bangkrud)|mampus',
  },
  ja: {
    people:
      '開発者|開発陣|開発|運営|作った(?:人|奴|やつ|ヤツ)|作ったやつ|お前ら|おまえら|あんたら|社員|会社|企業|スタッフ|担当者',
    insult: 'バカ|馬鹿|アホ|無能|猿|サル|脳みそ|脳ミソ|低能|間抜け|能無し|素人集団',
    accuse: '詐欺師|泥棒|恥を知れ',
    punish: 'クビ|首にしろ|逮捕|刑務所',
    curse: '潰れてしまえ|潰れろ|潰れちまえ|倒産しろ|滅びろ|くたばれ|地獄に落ちろ',
  },
  ko: {
    people:
      '개발자|개발진|개발사|운영자|운영진|만든 (?:사람|놈|새끼|분)|너희|니들|너네|당신들|회사|직원|놈들|인간들',
    insult: '광대|바보|멍청|무능|원숭이|머리가 없|뇌가 없|돌대가리|등신|한심한 인간',
    accuse: '사기꾼|도둑|부끄러운 ?줄',
    punish: '해고|짤려야|잘려야|감옥|학교로 돌아',
    curse: '망해\\s*버려라|망해라|망하길|망하세요|사라져라|꺼져라',
  },
  vi: {
    people:
      'mấy thằng|thằng|bọn|lũ|đám|các người|tụi mày|chúng mày|bọn mày|mày|dev|nhà phát triển|đội ngũ|công ty|ai làm|người làm|kẻ làm',
    insult: 'ngu|đần|hề|khốn|vô dụng|óc chó|khỉ|rác rưởi|vô học|mất dạy|bất tài|ăn hại',
    accuse: 'lừa đảo|ăn cướp|ăn cắp|ăn trộm|xấu hổ',
    punish: 'đuổi việc|sa thải|đi tù|vào tù|đi học lại',
    curse: 'mong[^.!?]{0,25}(?:phá sản|chết|đi tù|bị đuổi)|chết đi',
  },
  zh: {
    people:
      '开发者|开发人员|开发商|开发团队|程序员|你们|做这个|做这种|这群|一群|一帮|这帮|公司|运营|作者|客服',
    insult: '脑残|小丑|白痴|弱智|智障|蠢货|傻子|笨蛋|猴子|废物|饭桶',
    accuse: '骗子|小偷|强盗|丢人|可耻',
    punish: '开除|辞退|坐牢|回去读书|回炉',
    curse: '早点倒闭|赶紧倒闭|倒闭吧|去死吧|不得好死',
  },
}

/** Scripts written without spaces, or with particles glued on: no word edges to ask for. */
const UNBOUNDED = new Set(['ja', 'zh', 'ko', 'ar'])

type Compiled = { [K in keyof Parts]-?: RegExp | null }
const compiled = new Map<string, Compiled>()

function partsFor(lang: string): Compiled | null {
  const key = lang.slice(0, 2)
  const cached = compiled.get(key)
  if (cached) return cached
  const parts = PARTS[key]
  if (!parts) return null
  // A matra or vowel sign is a mark, not a letter: "चोर" inside "चोरी" must not count.
  const wrap = (source: string | undefined) =>
    source === undefined
      ? null
      : UNBOUNDED.has(key)
        ? new RegExp(`(?:${source})`, 'gu')
        : new RegExp(`(?<![\\p{L}\\p{M}])(?:${source})(?![\\p{L}\\p{M}])`, 'gu')
  const out: Compiled = {
    people: wrap(parts.people),
    insult: wrap(parts.insult),
    accuse: wrap(parts.accuse),
    punish: wrap(parts.punish),
    curse: wrap(parts.curse),
  }
  compiled.set(key, out)
  return out
}

const hitsOf = (re: RegExp | null, norm: string) =>
  re ? [...norm.matchAll(re)].map((m) => ({ at: m.index, end: m.index + m[0].length })) : []

/**
 * Where a folded clause abuses people: the insults and punishments said of people it names, and
 * the curses that name them in the verb. Each hit is where the abusive words stand, so a caller
 * can drop one someone aims at themselves ("you feel like an idiot" said of oneself).
 */
export function abuseAtPeople(
  norm: string,
  lang: string,
  before = '',
): { at: number; end: number }[] {
  const p = partsFor(lang)
  if (!p) return []
  const curses = hitsOf(p.curse, norm)
  if (!names(p, norm, before)) return curses
  const insults = hitsOf(p.insult, norm).filter((h) => !qualifiesAThing(norm, h))
  return [...curses, ...insults, ...hitsOf(p.punish, norm)]
}

/**
 * A mistake or a decision (folded): "a stupid mistake", "kesalahan bodoh", "aptalca bir
 * hata" call a thing stupid, not the people who made it.
 */
const THING =
  'mistake|error|decision|idea|choice|kesalahan|keputusan|hata|karar|erreur|decision|idee|fehler|entscheidung|errore|scelta|erro|decisao|fout|beslissing|keuze|blad|decyzj\\p{L}*|ошибк\\p{L}*|решени\\p{L}*|помилк\\p{L}*|рішенн\\p{L}*|misstag|beslut|loi|quyet dinh|错误|决定|ミス|判断|실수|결정|خطأ|قرار|गलती|फैसला'
const THING_BEFORE = new RegExp(`(?:${THING})\\s+(?:\\p{L}+\\s+)?$`, 'u')
const THING_AFTER = new RegExp(`^\\s*(?:\\p{L}+\\s+)?(?:${THING})`, 'u')

/** Whether an insult word stands right beside a mistake or a decision it describes. */
function qualifiesAThing(norm: string, h: { at: number; end: number }): boolean {
  return (
    THING_BEFORE.test(norm.slice(Math.max(0, h.at - 40), h.at)) ||
    THING_AFTER.test(norm.slice(h.end, h.end + 40))
  )
}

/** Whether a folded clause calls people it names thieves or tells them to be ashamed: a reproach. */
export function accusesPeople(norm: string, lang: string, before = ''): boolean {
  const p = partsFor(lang)
  return p !== null && names(p, norm, before) && hitsOf(p.accuse, norm).length > 0
}

/** Whether the clause, or the clause before it in the same sentence, names people. */
const names = (p: Compiled, norm: string, before: string) =>
  hitsOf(p.people, norm).length > 0 || hitsOf(p.people, before).length > 0

/** A star count: "5 stars", "пять звёзд", "5つ星", "별 5개". */
const STARS =
  /(?:\d|five|funf|cinco|cinq|cinque|vijf|fem|piec|пять|п'ять|bes|lima)\s*(?:stars?|sterne?n?|estrellas?|etoiles?|stelle|estrelas?|sterren|stjarnor|gwiazd\p{L}*|звезд\p{L}*|зір\p{L}*|yildiz\p{L}*|bintang|sao|★|⭐)|[5５]つ星|星[5５]|별\s*[5５]|نجوم|स्टार|五星/u

/**
 * Whether a clause names people by the stars they give ("the people leaving 5 stars"): the
 * stars are theirs, not praise from the writer.
 */
export function namesRaters(norm: string, lang: string): boolean {
  const p = partsFor(lang)
  return p !== null && hitsOf(p.people, norm).length > 0 && STARS.test(norm)
}
