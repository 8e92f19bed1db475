/**
 * "Great app, shame there's no dark mode", "dommage qu'il n'y ait pas de synchro Strava", "可惜没有夜间
 * 模式": a feature the reviewer is sorry the app lacks is wished for. The regret is the wish's, not a
 * complaint about something that went wrong, and nothing is broken. Read from the sentence's
 * structure (a word of regret, then a word of absence, or the other way round in languages that
 * put the verb last), on folded text (lower case, Latin accents dropped except in Vietnamese).
 */

interface LackWords {
  /** Regret: "shame", "schade", "dommage", "可惜". */
  regret: string
  /** Absence, followed by the thing that is missing: "there's no", "kein", "pas de", "没有". */
  absent: string
  /** Absence then regret, where the verb comes last ("ダークモードがないのが残念"). */
  after?: string
}

const L = String.raw`(?<![\p{L}\p{N}])`
const R = String.raw`(?![\p{L}\p{N}])`

const WORDS: Record<string, LackWords> = {
  en: {
    regret: String.raw`${L}(?:(?:what a |it'?s a |its a |a real |such a )?(?:shame|pity)|too bad|sadly|unfortunately|bummer)${R}`,
    absent: String.raw`${L}(?:there'?s no|there is no|there are no|theres no|there isn'?t an?y?|there aren'?t any|it (?:doesn'?t|does not|don'?t) (?:have|offer|support)|it has no|(?:it )?lacks|(?:it'?s |is )?missing|no)${R}`,
  },
  de: {
    regret: String.raw`${L}(?:(?:sehr |echt |wirklich |etwas )?schade|leider|bedauerlich(?:erweise)?)${R}`,
    absent: String.raw`${L}(?:(?:es )?gibt(?:'?s| es)? (?:noch )?kein\p{L}*|kein(?:e|en|er)?|fehlt|fehlen|hat (?:sie |die app |es )?kein\p{L}*)${R}`,
  },
  fr: {
    regret: String.raw`${L}(?:(?:c'est |c est |quel |trop )?dommage|malheureusement|helas)${R}`,
    absent: String.raw`${L}(?:il n'y (?:ait|a) pas(?: de| d')?|il n y (?:ait|a) pas(?: de)?|(?:elle|l'appli|l'application) n'(?:ait|a) pas(?: de| d')?|pas de|pas d'|aucun\p{L}*|(?:il )?manque)`,
  },
  es: {
    regret: String.raw`${L}(?:(?:que |una |es una )?(?:lastima|pena)|lamentablemente|desafortunadamente|por desgracia)${R}`,
    absent: String.raw`${L}(?:(?:que )?no (?:tenga|tiene|haya|hay|traiga|trae|incluya|incluye)|(?:que )?(?:falte|falta)|sin)${R}`,
  },
  it: {
    regret: String.raw`${L}(?:(?:che |un )?peccato|purtroppo)${R}`,
    absent: String.raw`${L}(?:(?:che )?manc(?:a|hi|ano|hino)|non (?:c'e|c e|ci sia|ci sono|abbia|ha)|niente|nessun\p{L}*)${R}`,
  },
  pt: {
    regret: String.raw`${L}(?:(?:que |uma )?pena|infelizmente|que triste)${R}`,
    absent: String.raw`${L}(?:(?:que )?(?:nao|n) (?:tem|tenha|ha|haja|possui|existe)|(?:que )?(?:falta|falte)|sem)${R}`,
  },
  nl: {
    regret: String.raw`${L}(?:(?:wel |alleen |erg |heel )?jammer|helaas|zonde)${R}`,
    absent: String.raw`${L}(?:(?:dat )?(?:er )?(?:(?:is|zijn|zit|zitten) )?(?:er )?geen|ontbreekt|ontbreken|mis(?:t|sen)?)${R}`,
  },
  sv: {
    regret: String.raw`${L}(?:(?:lite |sa |valdigt )?synd|tyvarr|trist)${R}`,
    absent: String.raw`${L}(?:(?:att )?(?:det )?(?:inte|ej) finns|(?:finns det )?(?:inget|ingen|inga)|saknas|fattas)${R}`,
  },
  pl: {
    regret: String.raw`${L}(?:(?:troche |wielka |tylko )?szkoda|niestety|zal)${R}`,
    absent: String.raw`${L}(?:(?:ze )?(?:nie ma|nie posiada|brak\p{L}*)|(?:ze )?nie ma\p{L}*)${R}`,
  },
  ru: {
    regret: String.raw`${L}(?:(?:очень |немного |только )?жаль|к сожалению|увы|обидно)${R}`,
    absent: String.raw`${L}(?:(?:что )?(?:нет|нету|не хватает|отсутству\p{L}*|не добавили))${R}`,
  },
  uk: {
    regret: String.raw`${L}(?:(?:дуже |трохи |тільки )?шкода|на жаль|нажаль|прикро)${R}`,
    absent: String.raw`${L}(?:(?:що )?(?:немає|нема|не вистачає|бракує|відсутн\p{L}*))${R}`,
  },
  tr: {
    regret: String.raw`${L}(?:maalesef|ne yazik ki|yazik ki|keske)${R}`,
    absent: String.raw`${L}(?:yok|eksik)${R}`,
    after: String.raw`(?:olmamasi|yoklugu|eksikligi)(?: cok| biraz)? (?:uzucu|kotu|yazik|bir eksik)`,
  },
  id: {
    regret: String.raw`${L}(?:sayang(?:nya| nya)?|sayangnya|disayangkan|cuma sayang)${R}`,
    absent: String.raw`${L}(?:(?:belum|tidak|tak|gak|ga|nggak|ngga|enggak) (?:ada|punya|tersedia)|tanpa)${R}`,
  },
  vi: {
    regret: String.raw`${L}(?:tiếc là|tiếc|đáng tiếc|tiếc cái|chỉ tiếc|buồn là)${R}`,
    absent: String.raw`${L}(?:(?:lại )?(?:không|chưa|ko|k|hông) có|thiếu)${R}`,
  },
  ar: {
    regret: String.raw`(?:للاسف|مع الاسف|خساره|من المؤسف|يا خساره)`,
    absent: String.raw`(?:لا يوجد|لا توجد|ما فيه|مافيه|ما فيش|مفيش|ليس فيه|لا يدعم|ينقصه|ناقصه|غير متوفر|غير موجود)`,
  },
  hi: {
    regret: String.raw`(?:अफ़सोस|अफसोस|दुख की बात|दुःख की बात|बस अफ़सोस|बुरा लगा कि)`,
    absent: String.raw`(?:नहीं है|नहीं हैं|नहीं मिलता|उपलब्ध नहीं|की कमी)`,
  },
  ja: {
    regret: String.raw`(?:残念ながら|惜しいのは|惜しい|難点は|欠点は|不満は)`,
    absent: String.raw`(?:がない|が無い|がありません|はない|は無い|はありません|がないので|なし)`,
    after: String.raw`(?:がない|が無い|がありません|はない|がなくて|が無くて|がないこと|がないの)(?:のが|ことが|のは|点が|ところが)?(?:少し|ちょっと|とても)?(?:残念|惜しい|不満)`,
  },
  zh: {
    // "缺点是没有文件夹": the drawback named is what it lacks.
    regret: String.raw`(?:可惜|遗憾|美中不足的是|唯一遗憾|缺点是|缺点就是|不足的是|不足之处是)`,
    absent: String.raw`(?:没有|没|缺少|缺)`,
    after: String.raw`(?:没有|缺少)[^，。！？,.!?]{1,12}(?:有点|有些|挺|很|太)?(?:可惜|遗憾)`,
  },
  'zh-Hant': {
    regret: String.raw`(?:可惜|遺憾|美中不足的是)`,
    absent: String.raw`(?:沒有|沒|缺少|缺)`,
    after: String.raw`(?:沒有|缺少)[^，。！？,.!?]{1,12}(?:有點|有些|挺|很|太)?(?:可惜|遺憾)`,
  },
  ko: {
    regret: String.raw`(?:아쉽게도|아쉬운 건|아쉬운건|아쉬운 점은|아쉬운점은|단점은|단점이라면)`,
    absent: String.raw`(?:없|안 ?되는)`,
    after: String.raw`(?:없어서|없는 게|없는게|없는 점이|없는점이|없는 것이|없는 건|없다는 게|없다는게|없는 거)\s?(?:좀|조금|너무|많이)?\s?(?:아쉬|아쉽)`,
  },
}

/** What a lack is never a wish for: a reply, a refund, a way in, a sound that used to play. */
const NOT_WISHED =
  /(?<![\p{L}\p{N}])(?:response|reply|answer|answers|refund|help|support|sound|audio|signal|internet|connection|way to (?:log|sign|cancel|delete|contact|reach)|antwort|ruckmeldung|ton|reponse|remboursement|son|respuesta|reembolso|sonido|risposta|rimborso|suono|resposta|reembolso|som|antwoord|geluid|svar|ljud|odpowiedz\p{L}*|zwrot\p{L}*|dzwiek\p{L}*|ответ\p{L}*|звук\p{L}*|возврат\p{L}*|відповід\p{L}*|звук\p{L}*|cevap|ses|iade|jawaban|suara|phản hồi|âm thanh|hoàn tiền)(?![\p{L}\p{N}])|回复|回應|退款|声音|聲音|返信|返金|音が|답변|환불|소리|رد|استرداد|صوت|जवाब|रिफंड|आवाज़/u

/** What went away rather than never was ("no sound anymore", "nicht mehr", "不再"): a fault. */
const GONE =
  /(?<![\p{L}\p{N}])(?:anymore|any more|no longer|since|mehr|seit|plus de|ya no|desde|piu|nao mais|niet meer|sinds|inte langre|juz nie|od kiedy|больше|уже не|с тех пор|більше|вже не|artik|lagi|không còn|nữa)(?![\p{L}\p{N}])|不再|再也|もう|이제|더 이상|अब नहीं/u

interface Compiled {
  /** Regret, then absence, in one clause. */
  both: RegExp
  /** Absence, then regret (verb-final languages). */
  after: RegExp | null
  /** The regret alone. */
  regret: RegExp
  /** Absence, with a word after it: what is missing. */
  absent: RegExp
}

const compiled = new Map<string, Compiled | null>()

function compiledFor(lang: string): Compiled | null {
  let found = compiled.get(lang)
  if (found !== undefined) return found
  const words = WORDS[lang]
  found = words
    ? {
        both: new RegExp(
          String.raw`(?:${words.regret})[^.!?。！？]{0,24}?(?:${words.absent})\s*[\p{L}\p{N}]`,
          'u',
        ),
        after: words.after ? new RegExp(words.after, 'u') : null,
        regret: new RegExp(words.regret, 'u'),
        absent: new RegExp(String.raw`(?:${words.absent})\s*[\p{L}\p{N}]`, 'u'),
      }
    : null
  compiled.set(lang, found)
  return found
}

/** Where in a clause (folded text) a lack is regretted ("shame there's no dark mode"), or null. */
export function regrettedLack(norm: string, lang: string): { at: number; end: number } | null {
  const c = compiledFor(lang)
  if (!c || NOT_WISHED.test(norm) || GONE.test(norm)) return null
  const m = c.both.exec(norm) ?? c.after?.exec(norm) ?? null
  return m ? { at: m.index, end: m.index + m[0].length } : null
}

/** Whether a clause (folded text) says something is missing ("kein Dunkelmodus", "没有夜间模式"). */
export function saysAbsent(norm: string, lang: string): boolean {
  const c = compiledFor(lang)
  return c !== null && c.absent.test(norm) && !NOT_WISHED.test(norm) && !GONE.test(norm)
}

/** Whether a clause (folded text) holds a word of regret ("schade", "dommage", "可惜"). */
export function saysRegret(norm: string, lang: string): boolean {
  const c = compiledFor(lang)
  return c !== null && c.regret.test(norm)
}

/**
 * A conditional that praises what is not there yet ("a PDF export would be really cool", "ein
 * Export wäre super", "экспорт было бы круто"): the praise is the wish's. Folded text; the
 * praise word itself is found by the clause's own praise cues.
 */
const CONDITIONAL: Record<string, RegExp> = {
  en: /(?<![\p{L}\p{N}])(?:would be|would make it|would make this|'d be|would look)(?![\p{L}\p{N}])/u,
  de: /(?<![\p{L}\p{N}])(?:ware|waren|wurde .{0,20}machen)(?![\p{L}\p{N}])/u,
  fr: /(?<![\p{L}\p{N}])(?:serait|seraient|ce serait|ca serait)(?![\p{L}\p{N}])/u,
  es: /(?<![\p{L}\p{N}])(?:seria|serian|estaria|estarian|quedaria)(?![\p{L}\p{N}])/u,
  it: /(?<![\p{L}\p{N}])(?:sarebbe|sarebbero|starebbe)(?![\p{L}\p{N}])/u,
  pt: /(?<![\p{L}\p{N}])(?:seria|seriam|ficaria|ficariam)(?![\p{L}\p{N}])/u,
  nl: /(?<![\p{L}\p{N}])(?:zou|zouden|lijkt me)(?![\p{L}\p{N}])/u,
  sv: /(?<![\p{L}\p{N}])(?:skulle vara|vore|skulle bli)(?![\p{L}\p{N}])/u,
  pl: /(?<![\p{L}\p{N}])(?:byloby|bylby|bylaby|bylyby|bylo by|bylby|bedzie)(?![\p{L}\p{N}])/u,
  ru: /(?<![\p{L}\p{N}])(?:было бы|был бы|была бы|были бы|было б|был б|была б)(?![\p{L}\p{N}])/u,
  uk: /(?<![\p{L}\p{N}])(?:було б|було би|був би|була б|були б)(?![\p{L}\p{N}])/u,
  tr: /(?<![\p{L}\p{N}])(?:olurdu|olsa|olsaydi)(?![\p{L}\p{N}])/u,
  id: /(?<![\p{L}\p{N}])(?:bakal|akan)(?![\p{L}\p{N}])/u,
  vi: /(?<![\p{L}\p{N}])(?:thì sẽ|sẽ)(?![\p{L}\p{N}])/u,
}

/** Where a conditional opens in a clause (folded text), for the praise after it to be the wish's. */
export function conditionalAt(norm: string, lang: string): { at: number; end: number } | null {
  const m = CONDITIONAL[lang]?.exec(norm)
  return m ? { at: m.index, end: m.index + m[0].length } : null
}

/**
 * Words that open what a wish wants ("…, dass man Audio aufnehmen kann", "…, que l'on puisse…",
 * "…, чтобы можно было…"): the clause after a wish that starts so is the wish's content.
 */
const CONTENT: Record<string, RegExp> = {
  en: /^(?:that|if|so that|to be able to)\s/u,
  de: /^(?:dass|das|wenn|damit|ob)\s/u,
  fr: /^(?:que|qu'|si|de pouvoir|pouvoir|d'avoir|de)\s?/u,
  es: /^(?:que|si|poder|para)\s/u,
  it: /^(?:che|se|poter|di poter)\s/u,
  pt: /^(?:que|se|poder|pra|para)\s/u,
  nl: /^(?:dat|als|om)\s/u,
  sv: /^(?:att|om)\s/u,
  pl: /^(?:ze|zeby|jesli|by|aby)\s/u,
  ru: /^(?:что|чтобы|чтоб|если)\s/u,
  uk: /^(?:що|щоб|якщо)\s/u,
  id: /^(?:supaya|agar|biar|kalau|kalo|bisa)\s/u,
  vi: /^(?:để|nếu|có thể)\s/u,
}

/** Whether a clause (folded text) opens with what a wish before it wants ("dass man …"). */
export function opensWishContent(norm: string, lang: string): boolean {
  return CONTENT[lang]?.test(norm) ?? false
}

/**
 * "Can't export to Word. Please add that.", "不能导出PDF，希望能加上": not being able to do
 * something, said beside a wish to have it, tells what the wish is for; nothing is broken.
 * Folded text; only the words of inability, so a crash or an error beside them stays a fault.
 */
const UNABLE: Record<string, RegExp> = {
  en: /(?<![\p{L}\p{N}])(?:can'?t|cannot|can not|unable to|no way to|not able to|there'?s no option to|doesn'?t let (?:me|you|us))(?![\p{L}\p{N}])/gu,
  de: /(?<![\p{L}\p{N}])(?:kann (?:man )?(?:nicht|keine|keinen|kein)|konnen (?:keine|nicht)|lasst sich nicht|lassen sich nicht|keine moglichkeit|nicht moglich)(?![\p{L}\p{N}])/gu,
  fr: /(?<![\p{L}\p{N}])(?:(?:on |je )?ne (?:peut|peux|peuvent) pas|on peut pas|je peux pas|impossible de|pas possible de|pas moyen de|impossible d'|pas possible d'|pas moyen d')(?![\p{N}])/gu,
  es: /(?<![\p{L}\p{N}])(?:no (?:se )?(?:puede|pueden|puedo|deja|permite)|no hay forma de|no hay manera de|imposible)(?![\p{L}\p{N}])/gu,
  it: /(?<![\p{L}\p{N}])(?:non (?:si )?(?:puo|possono|posso|riesco a|permette)|impossibile)(?![\p{L}\p{N}])/gu,
  pt: /(?<![\p{L}\p{N}])(?:(?:nao|n) (?:da|dá) (?:pra|para)|nao (?:consigo|posso|pode|podemos|tem como|e possivel|deixa|permite)|impossivel)(?![\p{L}\p{N}])/gu,
  nl: /(?<![\p{L}\p{N}])(?:(?:je |ik |men )?(?:kan|kunt|kunnen) (?:niet|geen)|niet mogelijk|geen mogelijkheid)(?![\p{L}\p{N}])/gu,
  sv: /(?<![\p{L}\p{N}])(?:(?:man |jag )?kan inte|gar inte att|ingen mojlighet)(?![\p{L}\p{N}])/gu,
  pl: /(?<![\p{L}\p{N}])(?:nie da sie|nie mozna|nie moge|brak mozliwosci)(?![\p{L}\p{N}])/gu,
  ru: /(?<![\p{L}\p{N}])(?:нельзя|не могу|не можем|невозможно|нет возможности|не получается)(?![\p{L}\p{N}])/gu,
  uk: /(?<![\p{L}\p{N}])(?:не можна|неможливо|не можу|немає можливості|не виходить)(?![\p{L}\p{N}])/gu,
  tr: /(?:yapamiyorum|edemiyorum|alamiyorum|amiyor\p{L}*|emiyor\p{L}*|mumkun degil|imkan yok)/gu,
  id: /(?<![\p{L}\p{N}])(?:(?:gak|ga|nggak|tidak|tak|gk) bisa|belum bisa)(?![\p{L}\p{N}])/gu,
  vi: /(?<![\p{L}\p{N}])(?:không (?:\p{L}+ )?được|không thể|chưa thể|ko được|k được)(?![\p{L}\p{N}])/gu,
  ja: /(?:できない|できません|せない|せません|れない|れません|られない|けない|めない)/gu,
  zh: /(?:不能|无法|没法|不可以|不支持)/gu,
  'zh-Hant': /(?:不能|無法|沒法|不可以|不支援)/gu,
  ko: /(?:할 수 없|수가 없|안 돼|안돼|못 해|못해)/gu,
}

/** The clause (folded text) with its words of inability blanked out, or null when it has none. */
export function withoutInability(norm: string, lang: string): string | null {
  const re = UNABLE[lang]
  if (!re) return null
  re.lastIndex = 0
  if (!re.test(norm)) return null
  re.lastIndex = 0
  return norm.replace(re, (m) => ' '.repeat(m.length))
}
