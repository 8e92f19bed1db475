/**
 * What makes a feature specific, read from the words around it: the qualifier a review puts
 * after the feature word ("dark mode | for the widget", "l'export | vers Strava", "экспорт | в
 * PDF") or, in languages that put it first, before it ("Türkçe | sesli anlatım"), and the name a
 * folder goes by ("dossier | Travail"). Only a name, a format, a language, a number or a
 * screen the feature lives on qualifies, so a reply never picks up stray words ("tables though").
 */

const words = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean))

/** Prepositions that introduce a qualifier, and the articles that may follow them (never "my", which a reply cannot say back). */
const RULES: Record<string, { preps: ReadonlySet<string>; articles: ReadonlySet<string> }> = {
  en: { preps: words('for to in on with as into from'), articles: words('the a an') },
  de: {
    preps: words('für mit als in im nach zu zum zur auf von vom'),
    articles: words('den die das dem der ein eine einen einem'),
  },
  fr: {
    preps: words('pour vers en avec sur de du des à au aux dans'),
    articles: words('le la les un une'),
  },
  es: {
    preps: words('para a al en con de del sobre hacia'),
    articles: words('el la los las un una'),
  },
  it: {
    preps: words('per in su sul sulla con di del della verso a al alla nel nella'),
    articles: words('il lo la i gli le un una'),
  },
  pt: {
    preps: words('para pra em no na com de do da a ao sobre'),
    articles: words('o a os as um uma'),
  },
  nl: { preps: words('voor naar in met op van bij'), articles: words('de het een') },
  sv: { preps: words('för till på med i av från'), articles: words('en ett') },
  pl: { preps: words('do w z na dla ze we po'), articles: words('') },
  ru: { preps: words('в на с для по из со во'), articles: words('') },
  uk: { preps: words('у в на з для по із зі'), articles: words('') },
  vi: { preps: words('cho với bằng sang trên qua'), articles: words('') },
  id: { preps: words('untuk ke dengan dalam dari pakai'), articles: words('') },
  // Hindi postpositions join a qualifier to what follows it ("घड़ी के साथ | सिंक"); "साथ" is read
  // as the second word of "के साथ".
  hi: { preps: words('के का की में पर से वाला वाले वाली'), articles: words('साथ लिए') },
}

/** Formats, platforms and services a feature is for; in German, where every noun is capitalised, only these count as names. */
const NAMES =
  words(`pdf csv excel xls xlsx word docx txt markdown md html jpg jpeg png epub json xml ics
  garmin strava google apple watch wear os fitbit polar suunto coros samsung health spotify deezer youtube outlook
  dropbox onedrive icloud evernote onenote keep notion ipad iphone android mac macos windows linux chromebook kindle
  calendar kalender calendario calendrier календарь календар kalendarz takvim`)

/** Services and makers an app links with, which a wish for one asks support for ("Garmin support"). */
const SERVICES = words(
  'garmin strava fitbit polar suunto coros spotify deezer dropbox onedrive icloud evernote onenote notion outlook zwift komoot',
)

/** Proper names of formats, platforms and makers, never a common noun ("calendar", "watch") in any language. */
const PROPER = words(
  'markdown google apple samsung youtube ipad iphone android macos windows linux chromebook kindle',
)

/** Whether a word is the proper name of a format, platform or service ("Markdown", "Garmin"). */
export function knownName(word: string): boolean {
  return PROPER.has(word.toLowerCase()) || SERVICES.has(word.toLowerCase())
}

/** Whether a name is a service or maker an app links with ("Garmin", "Dropbox"). */
export function isService(name: string): boolean {
  return SERVICES.has(name.toLowerCase())
}

/** Language names, so "voice guidance in Hindi" or "sesli anlatım" in Turkish keeps its language. */
const LANGUAGES =
  words(`english spanish french german italian portuguese dutch polish russian ukrainian turkish swedish arabic hindi
  indonesian japanese korean vietnamese chinese englisch deutsch spanisch französisch italienisch türkisch russisch polnisch
  arabisch anglais français espagnol allemand italien portugais arabe turc russe inglés español castellano francés alemán
  italiano portugués catalán inglese spagnolo francese tedesco portoghese inglês português espanhol francês alemão engels
  nederlands duits frans spaans engelska svenska tyska franska spanska finska angielski polski angielsku polsku
  английский английском русский русском украинский украинском англійська англійською українська українською російська
  türkçe ingilizce almanca arapça العربية الإنجليزية عربي हिंदी अंग्रेज़ी indonesia inggris tiếng việt anh bahasa`)

/**
 * Screens and devices a feature lives on, and whom it is shared with ("dark mode for the widget",
 * "Dark Mode für den Editor", "partage avec la famille").
 */
const HOSTS =
  words(`widget widgets widgeten editor editors redactor éditeur editore tablet tablette tableta planšet планшет
  watch montre reloj orologio relógio uhr horloge klocka klockan zegarek saat lock-screen homescreen startbildschirm lock home
  виджет виджета віджет віджета widżet widżetu
  family familie famille familia famiglia família gezin familj familjen rodziną rodzina семьёй семьи семьей сім'єю сім'ї
  aile ailemle keluarga friends freunden freunde amis amigos amici amigos vrienden vänner znajomymi друзьями друзями
  arkadaşlarımla teman kids kinder enfants niños bambini crianças kinderen barnen dzieci детьми дітьми
  cloud wolke nuage nube cloud nuvem molnet chmurze облако облаке хмарі bulut
  часы часами часах годинник годинником годиннику zegarkiem zegarku saatle saatim`)

/** Units of time: "for 9 weeks" says how long, not which feature. */
const TIMES =
  words(`week weeks day days hour hours minute minutes min mins month months year years second seconds sec secs
  woche wochen tag tage tagen stunde stunden minute minuten monat monate monaten jahr jahre jahren semaine semaines jour jours
  heure heures mois an ans année années semana semanas día días hora horas minuto minutos mes meses año años settimana
  settimane giorno giorni ora ore minuto minuti mese mesi anno anni dia dias weken dagen uur uren maand maanden jaar jaren
  vecka veckor dag dagar timme timmar minut minuter månad månader år tydzień tygodni dni godzin minut miesięcy lat недели
  недель дня дней часа часов минут месяца месяцев лет года тижні тижнів дні днів години годин хвилин місяці місяців років
  tuần ngày giờ phút tháng năm minggu hari jam menit bulan tahun`)

const TOKEN = /^[\s\u00a0]*([\p{L}\p{N}][\p{L}\p{N}\p{M}'’.+-]*)/u

/** Phones are where a problem happens, named on their own, never what a feature is for ("na iPhonie 13"). */
const PHONES =
  /^(?:iphon|galax|samsung|pixel|redmi|xiaomi|huawei|oppo|vivo|oneplus|motorol|moto|realme|honor|poco|infinix|tecno|nokia|sony)/u

function name(token: string, code: string): boolean {
  const w = token.toLowerCase().replace(/[’']s$/u, '')
  if (PHONES.test(w)) return false
  if (NAMES.has(w) || LANGUAGES.has(w) || HOSTS.has(w) || /\d/u.test(w)) return true
  // A capitalised word inside a sentence is a name, but in German every noun is capitalised.
  return code !== 'de' && /^\p{Ll}?\p{Lu}/u.test(token)
}

/** Words that go on with a name written in lower case ("google | drive", "garmin | connect", "lock | screen", "watch | app"). */
const SECOND_NAMES = words('drive fit connect photos docs sheets screen app')

/** Whether a token goes on with a name already begun ("Google | Calendar", "Wear | OS", "tiếng | Việt", "calendar | widget"). */
function continues(token: string, code: string): boolean {
  const w = token.toLowerCase()
  return (
    NAMES.has(w) ||
    SECOND_NAMES.has(w) ||
    HOSTS.has(w) ||
    LANGUAGES.has(w) ||
    /\d/u.test(w) ||
    (code !== 'de' && /^\p{Ll}?\p{Lu}/u.test(token))
  )
}

/** Where a name that starts at `at` ends (up to three tokens); null when no name starts there. */
function nameRun(text: string, at: number, code: string): number | null {
  let pos = at
  let count = 0
  let number = false
  while (count < 3) {
    const m = TOKEN.exec(text.slice(pos))
    const raw = m?.[1]
    if (!m || !raw) break
    const token = raw.replace(/\.+$/u, '')
    // A bare number takes the word it counts ("2 kolommen", "5 km"), but not a span of time.
    if (number && TIMES.has(token.toLowerCase())) return null
    const ok =
      count === 0
        ? name(token, code)
        : (number && !RULES[code]?.preps.has(token.toLowerCase())) || continues(token, code)
    if (!ok) break
    // A year ("runs from 2023 are missing") counts nothing: the word after it is no unit of it.
    number = /^\d+$/u.test(token) && !/^(?:19|20)\d\d$/u.test(token)
    pos += m[0].length - (raw.length - token.length)
    count++
  }
  return count > 0 ? pos : null
}

/**
 * The qualifier right after a feature word, as written (" for the widget", " vers Strava",
 * " в PDF"), or ''. In Vietnamese and Indonesian a language or name may follow with no
 * preposition ("suara panduan bahasa Indonesia").
 */
export function qualifierAfter(text: string, end: number, code: string): string {
  // Chinese: a Latin name the sync or export goes to, right after "到" or "至" ("同步到Garmin").
  if (code === 'zh' || code === 'zh-Hant') return ZH_TO.exec(text.slice(end))?.[0].trimEnd() ?? ''
  const rules = RULES[code]
  if (!rules) return ''
  let pos = end
  const prep = TOKEN.exec(text.slice(pos))
  const word = prep?.[1]?.toLowerCase()
  if (prep && word && rules.preps.has(word)) {
    pos += prep[0].length
    const article = TOKEN.exec(text.slice(pos))
    if (article?.[1] && rules.articles.has(article[1].toLowerCase())) pos += article[0].length
  } else {
    // Vietnamese and Indonesian put a language right after the noun ("bahasa Indonesia"), and
    // the service a sync goes to too ("đồng bộ Strava", "sinkron Garmin"): the reply names it.
    const next = prep?.[1]?.toLowerCase() ?? ''
    if (!((code === 'vi' || code === 'id') && (LANGUAGES.has(next) || SERVICES.has(next))))
      return ''
  }
  const stop = nameRun(text, pos, code)
  return stop ? text.slice(end, stop).replace(/[\s\u00a0]+/gu, ' ') : ''
}

const ZH_TO = /^[到至][A-Za-z][A-Za-z0-9 .+-]{0,24}?(?=[^A-Za-z0-9 .+-]|$)/u

/**
 * A language or a name right before a feature word, in languages that put qualifiers first:
 * Turkish "Türkçe | sesli anlatım" keeps it in front, a Korean wish's "하위 | 폴더" too; Hindi typed in Latin letters, answered in
 * Hindi, says "Hindi me | voice guidance", which a Hindi reply names "हिंदी में voice guidance": the
 * language in the reply's own script and word order, never an English "in Hindi" inside it.
 */
export function qualifierBefore(
  text: string,
  at: number,
  code: string,
  wish = false,
): { prefix: string; suffix: string } {
  const none = { prefix: '', suffix: '' }
  const before = text.slice(0, at)
  if (code === 'hi-Latn') {
    const m = /([\p{L}]+)[\s\u00a0]+(?:me|mein|mai|main)[\s\u00a0]+$/iu.exec(before)
    const spelt = HI_LANGUAGES.get(m?.[1]?.toLowerCase() ?? '')
    return spelt ? { prefix: `${spelt} में `, suffix: '' } : none
  }
  // A Korean wish for "하위 폴더" asks for more than folders; praise of "회의록 양식" praises templates.
  if (code === 'ko') {
    if (!wish) return none
    const token = /(?:^|[\s\u00a0])([\uAC00-\uD7A3]{1,5})[\s\u00a0]+$/u.exec(before)?.[1]
    return token && koreanModifier(token) ? { prefix: `${token} `, suffix: '' } : none
  }
  // An English wish keeps the word that says which kind it wants ("a bigger | widget",
  // "repeating | reminders", "shared | folders"): without it the reply thanks for what may be there.
  if (code === 'en') {
    if (!wish) return none
    const token = /(?:^|[\s\u00a0])([\p{Ll}-]{3,})[\s\u00a0]+$/u.exec(before)?.[1]
    return token && EN_KIND.test(token) ? { prefix: `${token} `, suffix: '' } : none
  }
  if (code !== 'tr') return none
  const token = /([\p{L}\p{N}]+)[\s\u00a0]+$/u.exec(before)?.[1]
  const lower = token?.toLocaleLowerCase('tr') ?? ''
  // Typed without its letters ("turkce"), a language is named as it is spelt ("Türkçe").
  const spelt = TR_SPELLING.get(lower)
  if (spelt) return { prefix: `${spelt} `, suffix: '' }
  if (!token || !(LANGUAGES.has(lower) || NAMES.has(lower))) return none
  return { prefix: `${token.charAt(0).toLocaleUpperCase('tr')}${token.slice(1)} `, suffix: '' }
}

/** English words before a noun that say which kind of it is wished for: size, repetition, sharing, build. */
const EN_KIND =
  /^(?:bigger|larger|smaller|wider|taller|longer|shorter|darker|lighter|simpler|smarter|cleaner|clearer|repeating|recurring|floating|rotating|scrolling|shared|nested|custom|customi[sz]able|editable|resizable|adjustable|interactive|collaborative|printable|searchable|transparent|multiple|separate|individual|additional|hourly|daily|weekly|monthly|yearly|offline|automatic|auto|landscape|vertical|horizontal|animated|colou?red|password-protected|encrypted)$/u

/**
 * The participle or adjective right after a noun a wish names, in the Romance languages, where it
 * says which kind is wished for ("dossiers | partagés", "carpetas | compartidas",
 * "recordatorios | recurrentes"): ' partagés', or '' when none follows.
 */
export function kindAfter(text: string, end: number, code: string): string {
  const kind = KIND_AFTER[code]
  const m = /^[\s\u00a0]+(\p{Ll}+)(?=[\s\u00a0.,;:!?)]|$)/u.exec(text.slice(end))
  return kind && m?.[1] && kind.test(m[1]) ? ` ${m[1]}` : ''
}

const KIND_AFTER: Record<string, RegExp> = {
  fr: /^(?:\p{Ll}{3,}(?:é|ée|és|ées)|récurrente?s?|hebdomadaires?|quotidienne?s?|mensuele?s?|multiples|séparée?s?|individuel(?:le)?s?|imbriquée?s?)$/u,
  es: /^(?:\p{Ll}{3,}(?:ad|id)(?:o|a|os|as)|recurrentes?|semanal(?:es)?|diari[oa]s?|mensual(?:es)?|múltiples|individual(?:es)?)$/u,
  pt: /^(?:\p{Ll}{3,}(?:ad|id)(?:o|a|os|as)|recorrentes?|semana(?:l|is)|diári[oa]s?|mensa(?:l|is)|múltipl[oa]s|individua(?:l|is))$/u,
  it: /^(?:\p{Ll}{3,}(?:at|it)(?:o|a|i|e)|condivis[oaie]|ricorrent[ei]|settimanal[ei]|giornalier[oaie]|mensil[ei]|multipl[oaie]|separat[oaie])$/u,
}

/** Language names as Hinglish types them ("Hindi me", "Tamil mein"), spelt as a Hindi reply writes them. */
const HI_LANGUAGES = new Map([
  ['hindi', 'हिंदी'],
  ['hindee', 'हिंदी'],
  ['english', 'अंग्रेज़ी'],
  ['angrezi', 'अंग्रेज़ी'],
  ['tamil', 'तमिल'],
  ['telugu', 'तेलुगु'],
  ['marathi', 'मराठी'],
  ['bengali', 'बांग्ला'],
  ['bangla', 'बांग्ला'],
  ['gujarati', 'गुजराती'],
  ['punjabi', 'पंजाबी'],
  ['kannada', 'कन्नड़'],
  ['malayalam', 'मलयालम'],
  ['urdu', 'उर्दू'],
])

/** Turkish language names as typed on a keyboard without Turkish letters, and their spelling. */
const TR_SPELLING = new Map([
  ['turkce', 'Türkçe'],
  ['ingilizce', 'İngilizce'],
  ['almanca', 'Almanca'],
  ['arapca', 'Arapça'],
  ['rusca', 'Rusça'],
  ['fransizca', 'Fransızca'],
])

/** Korean words that qualify nothing: adverbs and "please" ("너무", "바로", "제발"). */
const KO_ADVERBS =
  words(`너무 정말 진짜 바로 좀 꼭 빨리 더 제발 그냥 아주 완전 엄청 항상 자꾸 계속 가끔 요즘 이제 지금 다시 또
  그리고 근데 그래서 혹시 특히 제일 가장 많이 자주 혹은 또는 같이 이거 그거 저거 이런 그런 저런 모든 무슨 어떤`)
/** Last syllables of a particle or a verb ending ("폴더를", "만들고", "해주세요"), never of a noun that qualifies. */
const KO_ENDINGS = new Set('은는이가을를에도의로와과랑만고서면게지요다데니며야께서것'.split(''))

/**
 * A Korean noun that qualifies the feature word after it ("하위 | 폴더", "반복 | 알림", "요약 | 알림"):
 * no adverb, no particle or verb ending, and no ㄴ or ㄹ at its end, where an adjective's
 * "which is" form ends ("느린 | 동기화", "좋은 | 위젯"), which says what they think of it.
 */
function koreanModifier(token: string): boolean {
  if (KO_ADVERBS.has(token)) return false
  const last = token.charAt(token.length - 1)
  const final = (last.charCodeAt(0) - 0xac00) % 28
  return !KO_ENDINGS.has(last) && final !== 4 && final !== 8
}

/** Adjectives in the nominative, in Russian and Ukrainian ("повторяющиеся", "повторювані"). */
const ADJECTIVE: Record<string, RegExp> = {
  ru: /^\p{Ll}{3,}(?:ые|ие|ый|ий|ой|ая|яя|ое|ее)(?:ся)?$/u,
  uk: /^\p{Ll}{3,}(?:і|ий|ій)(?:ся)?$/u,
}

/** Adjectives of praise or blame, which say what the reviewer thinks, not which feature it is. */
const JUDGING =
  /^(?:удобн|классн|отличн|крут|хорош|лучш|прекрасн|замечательн|ужасн|плох|медленн|быстр|красив|нов|стар|любим|зручн|класн|чудов|гарн|жахлив|повільн|швидк|найкращ|кращ|поган)/u

/**
 * The adjective right before a feature word that names it in the nominative, in languages that
 * put it first and decline it ("повторяющиеся | напоминания"): '' when there is none.
 */
export function adjectiveBefore(text: string, at: number, code: string): string {
  const pattern = ADJECTIVE[code]
  const word = pattern ? /([\p{L}-]+)[\s\u00a0]+$/u.exec(text.slice(0, at))?.[1] : undefined
  return word && pattern?.test(word) && !JUDGING.test(word) ? `${word} ` : ''
}

/**
 * Whether the words between two feature words join them into one name ("widget | en | mode
 * sombre", "Widget | im | Dunkelmodus", "виджет | с | тёмной темой"): a preposition and maybe an article.
 */
export function joins(gap: string, code: string): boolean {
  // Japanese and Chinese join with a particle and no spaces ("ダークモードのウィジェット").
  if (code === 'ja') return gap === 'の'
  // "同步到Keep", "导出至Strava": what a sync or an export goes to is part of its name.
  if (code === 'zh' || code === 'zh-Hant') return gap === '的' || gap === '到' || gap === '至'
  const rules = RULES[code]
  if (!rules) return false
  const parts = gap
    .trim()
    .toLowerCase()
    .split(/[\s\u00a0]+/u)
  const [prep = '', article, ...more] = parts
  return (
    more.length === 0 &&
    /^[\s\u00a0]+\S/u.test(gap) &&
    /\S[\s\u00a0]+$/u.test(gap) &&
    rules.preps.has(prep) &&
    (article === undefined || rules.articles.has(article))
  )
}

/** The name a folder or list goes by, right after the word ("dossier Travail", "cartella 'Università'"): '' when none. */
export function ownName(text: string, end: number): { name: string; end: number } | null {
  const m =
    /^[\s\u00a0]*["'„“«‚‘]?[\s\u00a0]*(\p{Lu}[\p{L}\p{N}-]*)(?:[\s\u00a0]*["'“”»’‘])?/u.exec(
      text.slice(end),
    )
  return m?.[1] ? { name: ` ${m[1]}`, end: end + m[0].length } : null
}
