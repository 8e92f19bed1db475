import type { Cues } from '../cues/types'
import { findAll, holdsAny, type MatchMode } from '../match'
import type { Topic } from '../../phrasebooks/types'
import type { RawClause } from '../clauses'
import type { Clause, Intent } from '../types'
import { abuseAtPeople, accusesPeople, namesRaters } from './at-people'

/**
 * Threats against the team ("I know where your office is"): a person reads these whatever else
 * the review says, so no reply is drafted. Per language, as people write them; the insults are
 * the cue list `abuse`.
 */
const THREATS: Record<string, readonly string[]> = {
  en: [
    'i know where you live',
    'i know where your office',
    'i know where you work',
    'i will find you',
    "i'll find you",
    'ill find you',
    'or you will regret',
    "or you'll regret",
    'you will regret this',
    "you'll regret this",
    'i will kill you',
    "i'll kill you",
    'going to kill you',
    'kill you all',
    'watch your back',
    'coming for you',
    'i will hurt',
    'burn your office',
    'i will make you pay',
    "i'll make you pay",
    'find your address',
    'find where you live',
    'find out where you live',
    'hunt you down',
    'show up at your office',
  ],
  de: [
    'ich weiß wo ihr wohnt',
    'ich weiss wo ihr wohnt',
    'ich weiß, wo ihr wohnt',
    'ich weiß wo euer büro',
    'ich weiß, wo euer büro',
    'ich finde euch',
    'ich werde euch finden',
    'ihr werdet es bereuen',
    'das werdet ihr bereuen',
    'ich bring euch um',
    'ich bringe euch um',
  ],
  es: [
    'sé dónde viven',
    'se donde viven',
    'sé dónde está su oficina',
    'los voy a encontrar',
    'los encontraré',
    'se van a arrepentir',
    'os vais a arrepentir',
    'los voy a matar',
    'os voy a matar',
  ],
  fr: [
    'je sais où vous habitez',
    'je sais ou vous habitez',
    'je sais où sont vos bureaux',
    'je vais vous retrouver',
    'je vous retrouverai',
    'vous allez le regretter',
    'vous le regretterez',
    'je vais vous tuer',
  ],
  it: [
    'so dove abitate',
    'so dove vivete',
    "so dove avete l'ufficio",
    'vi troverò',
    'vi trovero',
    've ne pentirete',
    'vi ammazzo',
    'vi faccio fuori',
  ],
  nl: [
    'ik weet waar jullie wonen',
    'ik weet waar jullie kantoor',
    'ik vind jullie',
    'ik ga jullie vinden',
    'daar krijgen jullie spijt van',
    'jullie gaan spijt krijgen',
    'ik maak jullie af',
  ],
  pt: [
    'sei onde vocês moram',
    'sei onde voces moram',
    'sei onde fica o escritório',
    'vou encontrar vocês',
    'vou achar vocês',
    'vão se arrepender',
    'vou matar vocês',
    'vou acabar com vocês',
  ],
  sv: [
    'jag vet var ni bor',
    'jag vet var ert kontor',
    'jag hittar er',
    'jag kommer hitta er',
    'ni kommer ångra',
    'jag ska döda er',
  ],
  pl: [
    'znajdę was',
    'znajde was',
    'wiem gdzie mieszkacie',
    'wiem, gdzie mieszkacie',
    'wiem gdzie macie biuro',
    'pożałujecie',
    'pozalujecie',
    'zabiję was',
  ],
  ru: [
    'найду вас',
    'я вас найду',
    'знаю где вы',
    'знаю, где вы',
    'знаю где ваш офис',
    'знаю, где ваш',
    'вам конец',
    'вы пожалеете',
    'пожалеете об этом',
    'убью вас',
    'приеду к вам',
  ],
  uk: [
    'я вас знайду',
    'вас знайду',
    'знайду вас',
    'знаю де ваш',
    'знаю де ви',
    'знаю, де ваш',
    'знаю, де ви',
    'вам буде погано',
    'вам буде дуже погано',
    'вам кінець',
    'ви пошкодуєте',
    "вб'ю вас",
  ],
  tr: [
    'sizi bulacağım',
    'sizi bulacagim',
    'bulurum sizi',
    'nerede oturduğunuzu biliyorum',
    'ofisinizi biliyorum',
    'pişman olacaksınız',
    'pisman olacaksiniz',
    'sizi öldürürüm',
    'sizi gebertirim',
  ],
  ar: [
    'اعرف مكانكم',
    'أعرف مكانكم',
    'اعرف وين',
    'راح القاكم',
    'بلاقيكم',
    'ستندمون',
    'راح تندمون',
    'هوريكم',
    'راح اقتلكم',
  ],
  hi: ['मैं तुम्हें ढूंढ लूंगा', 'ढूंढ लूंगा', 'पता है तुम कहाँ', 'पछताओगे', 'जान से मार'],
  'hi-Latn': ['dhoondh lunga', 'dhund lunga', 'pata hai tum kahan', 'pachtaoge', 'jaan se maar'],
  id: [
    'saya tahu rumah kalian',
    'aku tahu kantor kalian',
    'saya cari kalian',
    'awas kalian',
    'kalian akan menyesal',
    'saya bunuh kalian',
  ],
  ja: ['殺すぞ', 'ぶっ殺', '住所特定', '覚えてろ', '覚悟しろ'],
  ko: ['죽여버린다', '죽여 버린다', '찾아간다', '찾아갈', '가만 안 둬', '가만 안둬', '가만두지 않'],
  vi: [
    'tao biết nhà',
    'tao sẽ tìm',
    'biết địa chỉ',
    'liệu hồn',
    'giết chết mày',
    'giết chết bọn mày',
  ],
  zh: ['弄死你', '杀了你', '找到你们', '人肉你', '等着瞧', '走着瞧'],
  'zh-Hant': ['弄死你', '殺了你', '找到你們', '肉搜', '等著瞧', '走著瞧'],
}

/**
 * A clause that says what the team ARE, in the second person or of "the devs", at its start
 * ("you are all …", "ihr seid …", "vous êtes des …", "sois unos …"): with nothing but scorn in it
 * and no feature, it insults people and says nothing of the app, whichever words the scorn uses.
 * Matched on the folded text (no accents). Languages whose "you are" has no word of its own
 * (Russian, Turkish, the Asian languages) rely on their insult lists alone.
 */
const ADDRESSED: Record<string, RegExp> = {
  en: /^(?:and\s+|honestly\s+)?(?:(?:you|u)(?:\s+(?:guys|people|lot|devs?|developers))?\s+(?:are|r)|you're|youre|ur|(?:the\s+|your\s+)?(?:devs?|developers|owners|creators|makers)\s+(?:are|r))\s/u,
  de: /^(?:und\s+)?(?:ihr(?:\s+(?:entwickler|devs|alle))?\s+seid|du\s+bist|(?:die\s+)?(?:entwickler|devs|macher)\s+sind)\s/u,
  fr: /^(?:et\s+)?(?:vous(?:\s+les\s+(?:devs?|developpeurs))?\s+etes|t'es|tu\s+es|(?:les\s+)?(?:devs?|developpeurs|createurs)\s+sont)\s/u,
  es: /^(?:y\s+)?(?:(?:sois|son|eres|ustedes\s+son|vosotros\s+sois)\s+(?:todos\s+)?(?:unos?|unas?)|(?:los\s+)?(?:desarrolladores|devs|creadores)\s+son)\s/u,
  it: /^(?:e\s+)?(?:(?:siete|sei|voi\s+siete)\s+(?:tutti\s+)?(?:degli|dei|delle|un|uno|una)|(?:gli\s+)?(?:sviluppatori|dev)\s+sono)\s/u,
  pt: /^(?:e\s+)?(?:(?:voces|vcs|vc|voce)\s+sao|sao\s+(?:uns|umas)|tu\s+es|(?:os\s+)?(?:desenvolvedores|devs|criadores)\s+sao)\s/u,
  nl: /^(?:en\s+)?(?:jullie(?:\s+devs|\s+ontwikkelaars)?\s+zijn|je\s+bent|jij\s+bent|(?:de\s+)?(?:ontwikkelaars|devs|makers)\s+zijn)\s/u,
  sv: /^(?:och\s+)?(?:ni(?:\s+utvecklare)?\s+ar|du\s+ar|(?:utvecklarna|skaparna)\s+ar)\s/u,
  pl: /^(?:i\s+)?(?:(?:wy\s+)?jestescie|(?:ty\s+)?jestes|(?:tworcy|deweloperzy|programisci)\s+to)\s/u,
}

/**
 * What such a clause calls the people: a noun for someone dishonest, useless or a joke (folded
 * text). "You are disappointing" or "you are so greedy" judge what the team does, which a review
 * may; "you are liars" only scorns. The noun, not the sentiment, makes the insult.
 */
const SCORNED: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:liars?|thie(?:f|ves)|frauds?|crooks?|scammers?|clowns?|jokes?|idiots?|morons?|losers?|amateurs?|incompetents?|criminals?|cheats?|parasites?)(?!\p{L})/u,
  de: /(?<!\p{L})(?:lugner|betruger|diebe|abzocker|idioten|versager|amateure|clowns|verbrecher|witzfiguren|stumper)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:menteurs?|voleurs?|escrocs?|incapables|incompetents|arnaqueurs|clowns|guignols|amateurs|nuls|bons a rien)(?!\p{L})/u,
  es: /(?<!\p{L})(?:mentirosos|ladrones|estafadores|inutiles|incompetentes|payasos|sinverguenzas|chorizos|timadores|aficionados)(?!\p{L})/u,
  it: /(?<!\p{L})(?:bugiardi|ladri|truffatori|incapaci|incompetenti|buffoni|pagliacci|dilettanti|imbroglioni)(?!\p{L})/u,
  pt: /(?<!\p{L})(?:mentirosos|ladroes|golpistas|incompetentes|palhacos|picaretas|vigaristas|lixos|amadores)(?!\p{L})/u,
  nl: /(?<!\p{L})(?:leugenaars|oplichters|dieven|prutsers|amateurs|clowns|incompetente|oplichtersbende)(?!\p{L})/u,
  sv: /(?<!\p{L})(?:lognare|bedragare|tjuvar|clowner|amatorer|idioter|inkompetenta)(?!\p{L})/u,
  pl: /(?<!\p{L})(?:klamcy|klamcami|oszusci|oszustami|zlodzieje|zlodziejami|amatorzy|amatorami|nieudacznicy|nieudacznikami|niekompetentni|blazny|blaznami)(?!\p{L})/u,
}

/** The app itself, named in a clause: "you are the worst app ever" reviews the app. */
const THE_APP =
  /(?<!\p{L})(?:app|apps|appli|application|aplica|applica|aplikac|anwendung|programm|update|version|mise a jour|actualiz|atualiz|aggiorn|aktualiz|uppdater|bijwerk)/u

/** What a review says beside an insult that a reply takes up wherever it is said. */
const CONCRETE: readonly Intent[] = ['bug', 'billing', 'data_loss', 'account', 'privacy']
/** Faults a clause may name without the reader finding a fault word ("rompieron la sincronización"). */
const FAULTS: readonly Topic[] = ['crash', 'sync', 'login', 'bug', 'performance']

/** An insult with more than this much else to say is a rant about something: answered. */
const RANT = 160

/**
 * What someone calling themselves names says before the insult ("I felt like an idiot",
 * "me siento un idiota", "я как идиот"): that insults nobody on the team. Folded text, ending
 * where the insult starts.
 */
const SELF: Record<string, RegExp> = {
  en: /(?:\bi(?:'m| am| was| feel| felt)|\bme|\bmyself|\blike)\s+(?:(?:such|a|an|total|complete|an? ?absolute|so|of|feel|feeling)\s+){0,3}$/u,
  es: /(?:\bme\s+(?:siento|senti|sentí)|\bsoy|\bcomo)\s+(?:(?:un|una|el|la|todo|tonto)\s+){0,2}$/u,
  pt: /(?:\bme\s+senti|\bme\s+sinto|\bsou|\bcomo)\s+(?:(?:um|uma|o|a)\s+){0,2}$/u,
  it: /(?:\bmi\s+sento|\bsono|\bcome)\s+(?:(?:un|uno|una|il|lo)\s+){0,2}$/u,
  fr: /(?:\bje\s+suis|\bje\s+me\s+sens|\bcomme)\s+(?:(?:un|une|le|la)\s+){0,2}$/u,
  de: /(?:\bich\s+bin|\bich\s+fuhle\s+mich|\bwie)\s+(?:(?:ein|eine|der|die)\s+){0,2}$/u,
  nl: /(?:\bik\s+ben|\bik\s+voel\s+me|\bals)\s+(?:(?:een|de)\s+){0,2}$/u,
  ru: /(?:\bя|\bкак|\bсебя)\s+(?:(?:\p{L}+)\s+){0,1}$/u,
  uk: /(?:\bя|\bяк|\bсебе)\s+(?:(?:\p{L}+)\s+){0,1}$/u,
  pl: /(?:\bjak|\bjestem|\bsie)\s+(?:(?:\p{L}+)\s+){0,1}$/u,
  sv: /(?:\bjag\s+(?:ar|var|kande\s+mig|kanner\s+mig)|\bsom)\s+(?:(?:en|ett|total|sadan)\s+){0,2}$/u,
}

/**
 * What follows an insult someone aims at themselves and those like them ("idiots like me",
 * "idioter som jag", "Idioten wie ich"): that insults nobody on the team either. Folded text,
 * starting where the insult ends.
 */
const SELF_AFTER: Record<string, RegExp> = {
  en: /^\s+like\s+(?:me|myself)\b/u,
  sv: /^\s+som\s+(?:jag|mig)\b/u,
  de: /^\s+wie\s+(?:ich|mich)\b/u,
  fr: /^\s+comme\s+moi\b/u,
  es: /^\s+como\s+yo\b/u,
  it: /^\s+come\s+me\b/u,
  pt: /^\s+como\s+eu\b/u,
  nl: /^\s+(?:zoals|als)\s+ik\b/u,
  ru: /^\s+(?:как|вроде)\s+(?:я|меня)(?!\p{L})/u,
  uk: /^\s+(?:як|на\s+кшталт)\s+(?:я|мене)(?!\p{L})/u,
  pl: /^\s+jak\s+ja(?!\p{L})/u,
}

export type Hostility = 'threat' | 'insults' | 'abusive' | null

/**
 * Insults at the people behind the app that the languages' cue lists `abuse` miss: "whoever
 * designed this is a moron", "Drecksäcke", "safados", "クズども", "jävla tjuvar". Swearing about
 * the app itself ("scheiß App", "クソアプリ") is not here: that gets a normal reply.
 */
const MORE_ABUSE: Record<string, readonly string[]> = {
  en: [
    'is a moron',
    'are morons',
    'is an idiot',
    'are idiots',
    'thieving bastards',
    'scumbags',
    'scumbag',
    'incompetent idiots',
    'brain dead devs',
    'braindead devs',
    'piece of trash',
    'piece of garbage',
    'braindead sheep',
    'brain dead sheep',
    'kill yourself',
    // "This app is trash and so are the people who made it": the verdict on the app, passed on.
    'so are the people who made',
    'so are the devs',
    'so are the developers',
    'so are its developers',
    'so are its makers',
    'and so are you',
    'kys',
    'uninstall yourself',
    'punched in the face',
    'the idiot who',
    'the moron who',
    'should be shot',
    'deserve to die',
    'hope you die',
    'you absolute clown',
    'you clowns',
    'you morons',
    'you idiots',
  ],
  de: [
    'drecksack',
    'drecksäcke',
    'arschlöcher',
    'arschloch',
    'vollidioten',
    'wichser',
    'hurensöhne',
    'hurensohn',
    'spasten',
    'seid doch alle behindert',
    'ihr behinderten',
    'verreckt',
  ],
  pt: [
    'safados',
    'safado',
    'vagabundos',
    'canalhas',
    'filhos da puta',
    'otários',
    'imbecis',
    'idiotas',
    'retardado',
    'retardados',
    'morre diabo',
    'morram',
    'vão se foder',
    'vai se foder',
  ],
  es: [
    'cabrones',
    'hijos de puta',
    'imbéciles',
    'idiotas',
    'malnacidos',
    'ojalá te mueras',
    'ojalá se mueran',
    'muéranse',
    'retrasados',
  ],
  fr: [
    'connards',
    'enfoirés',
    'abrutis',
    'bande de cons',
    'crétins',
    'salauds',
    'gros débile',
    "qu'il crève",
    "qu'ils crèvent",
    'crevez',
  ],
  it: [
    'bastardi',
    'stronzi',
    'coglioni',
    'idioti',
    'imbecilli',
    'figli di puttana',
    'siete delle bestie',
    'deficienti',
    'crepate',
  ],
  nl: ['klootzakken', 'eikels', 'sukkels', 'kankerlijers'],
  sv: ['jävla tjuvar', 'jävla idioter', 'era jävlar'],
  ja: [
    'クズども',
    '開発はクズ',
    '運営はクズ',
    'カスども',
    'ゴミども',
    '死ね',
    '無能運営',
    '無能開発',
    '頭おかしい',
    '消えろ',
    '頭悪すぎ',
    '二度と作るな',
    '運営ゴミ',
    'バカじゃね',
    '馬鹿じゃね',
  ],
  ko: ['새끼들', '병신들', '개새끼', '쓰레기들', '멍청이들', '대가리에 뭐', '대가리 뭐', '뇌가 없'],
  zh: [
    '王八蛋',
    '傻逼',
    '狗东西',
    '垃圾开发者',
    '一群骗子',
    '一群白痴',
    '脑子有病',
    '脑子进水',
    '脑残',
    '智障',
    '去死吧',
  ],
  id: [
    'otaknya di dengkul',
    'otak di dengkul',
    'devnya goblok',
    'mati aja',
    'kalian bodoh',
    'kalian tolol',
    'anjing semua',
    'dasar anjing',
    'kampret',
    'otak udang',
    'dev tolol',
  ],
  vi: ['óc chó', 'ngu như bò', 'đồ khốn', 'lũ ăn hại', 'thằng dev', 'bọn dev ngu'],
  tr: ['beyinsiz', 'mal mı', 'gerizekalı', 'belanızı versin', 'aşağılık', 'şerefsiz'],
  ru: [
    'дегенераты',
    'руки из жопы',
    'дебилы',
    'уроды',
    'чтоб вы сдохли',
    'конченые',
    'руки бы вам оторвать',
  ],
  uk: ['дебіли', 'покидьки', 'щоб ви провалились', 'безмозкі'],
  pl: ['matoły', 'debile', 'obyście zdechli', 'spierdalajcie'],
  hi: ['chutiya', 'chutiye', 'कमीने', 'गधे हो'],
  ar: ['يا كلاب', 'ولاد الكلب', 'حمير', 'الله ياخذكم'],
}

/**
 * Whether a review is hostility a reply must not answer. A threat is, unless the review praises.
 * Insults with nothing to answer are ('insults'); insults aimed at the team beside a real
 * grievance (a fault, a charge, "your idiot devs broke sync again") are too ('abusive'): a
 * person answers someone who swore at them, or reports it, not the drafter. Insults in a review
 * that only praises are banter, and someone calling themselves names insults nobody.
 */
export function hostilityIn(
  norm: string,
  raw: readonly RawClause[],
  clauses: readonly Clause[],
  lang: string,
  mode: MatchMode,
  cues: Cues,
): Hostility {
  // "You'll regret not trying it!": words of a threat in a review that praises are none.
  const praises = clauses.some((c) => c.intents.includes('praise') && !c.sarcastic)
  const threats = THREATS[lang] ?? THREATS[lang.slice(0, 2)] ?? []
  if (
    !praises &&
    (holdsAny(norm, threats, lang, mode, 'threats') ||
      holdsAny(norm, THREATS.en ?? [], lang, 'word', 'threats-en'))
  )
    return 'threat'
  const addressed = ADDRESSED[lang.slice(0, 2)]
  const self = SELF[lang.slice(0, 2)]
  const selfAfter = SELF_AFTER[lang.slice(0, 2)]
  // Scorn for the people who made the app, in a clause about nothing else.
  const scorn = (r: RawClause, clause: Clause) =>
    addressed !== undefined &&
    clause.polarity < 0 &&
    clause.topics.length === 0 &&
    clause.intents.every((x) => x === 'complaint') &&
    addressed.test(r.norm) &&
    (SCORNED[lang.slice(0, 2)]?.test(r.norm) ?? false) &&
    !THE_APP.test(r.norm)
  const more = MORE_ABUSE[lang.slice(0, 2)] ?? []
  const before = (r: RawClause) => {
    const prev = raw[raw.indexOf(r) - 1]
    return prev?.sentence === r.sentence ? prev.norm : ''
  }
  const cursed = (r: RawClause) =>
    [
      ...(cues.abuse.length > 0 ? findAll(r.norm, cues.abuse, lang, mode, 'abuse') : []),
      ...(more.length > 0 ? findAll(r.norm, more, lang, mode, 'abuse-more') : []),
      // "Разрабы — тупые обезьяны": the people may be named in the clause before, same sentence.
      ...abuseAtPeople(r.norm, lang, before(r)),
    ].some(
      (h) =>
        !self?.test(r.norm.slice(Math.max(0, h.at - 40), h.at)) &&
        // "idiota" hit inside "idiotas": what follows starts after the word.
        !selfAfter?.test(r.norm.slice(h.end, h.end + 32).replace(/^\p{L}+/u, '')),
    )
  // "Son unos ladrones" with nothing else said: an accusation that answers nothing.
  const accuses = (r: RawClause, clause: Clause) =>
    clause.topics.length === 0 &&
    clause.intents.every((x) => x === 'complaint' || x === 'abuse') &&
    accusesPeople(r.norm, lang, before(r))
  const insults = (r: RawClause | undefined, clause: Clause) =>
    r !== undefined && (cursed(r) || scorn(r, clause) || accuses(r, clause))
  const insulting = clauses.filter((c, i) => insults(raw[i], c))
  if (insulting.length === 0) return null
  // Calling the team thieves over a charge ("vous êtes des voleurs, 10 euros par mois") accuses
  // more than it abuses: beside a grievance only the words of abuse make it abusive.
  const abusive = raw.some((r) => cursed(r)) ? 'abusive' : null
  // The rest of the review: a grievance beside the insults, or praise that makes them banter.
  const rest = clauses.filter((c) => !insulting.includes(c))
  const aggrieved = (c: Clause) =>
    c.polarity < 0 || c.intents.some((x) => x !== 'praise' && x !== 'abuse' && x !== 'spam')
  const faulted = (c: Clause) =>
    c.intents.some((x) => CONCRETE.includes(x)) || c.topics.some((t) => FAULTS.includes(t))
  // The praise must be said besides the insult: "anyone who gives this 5 stars is a braindead
  // sheep" praises nothing.
  // "To the people leaving 5 stars": stars other people give are no praise from the writer.
  const praisesBesides = rest.some(
    (c) =>
      c.intents.includes('praise') &&
      !c.sarcastic &&
      !namesRaters(raw[clauses.indexOf(c)]?.norm ?? '', lang),
  )
  if (
    praisesBesides &&
    !rest.some((c) => aggrieved(c) && !c.intents.includes('praise')) &&
    !insulting.some(faulted)
  )
    return null
  let said = 0
  for (const [i, clause] of clauses.entries()) {
    if (clause.intents.some((x) => CONCRETE.includes(x))) return abusive
    const r = raw[i]
    if (!r || insulting.includes(clause)) {
      // "stupid devs can't even make the widget work": the insult and the fault in one clause.
      if (clause.topics.some((t) => FAULTS.includes(t))) return abusive
      continue
    }
    if (
      r.asks ||
      clause.intents.includes('request') ||
      clause.intents.includes('question') ||
      clause.topics.some((t) => FAULTS.includes(t) || t === 'pricing') ||
      /\d/u.test(clause.text)
    )
      return abusive
    said += clause.text.length
  }
  return said > RANT || praises ? abusive : 'insults'
}

/**
 * Swear words and insults a reply never quotes back ("sorry about the trouble with the idiot"):
 * kept out of the noun phrases a reply may name. The phrase grammar that needs them is English's.
 */
export const UNQUOTABLE: readonly string[] = [
  'shit',
  'shitty',
  'crap',
  'crappy',
  'fuck',
  'fucking',
  'fuckin',
  'fucked',
  'damn',
  'damned',
  'bloody',
  'stupid',
  'dumb',
  'idiot',
  'idiots',
  'idiotic',
  'moron',
  'morons',
  'moronic',
  'retard',
  'retarded',
  'ass',
  'asshole',
  'assholes',
  'bastard',
  'bastards',
  'bitch',
  'bullshit',
  'dick',
  'dickhead',
  'cunt',
  'scum',
  'clown',
  'clowns',
  'loser',
  'losers',
  'piss',
  'pissed',
  'wtf',
  'stfu',
  'jerk',
  'jerks',
  'imbecile',
  'imbeciles',
  'dumbass',
  'jackass',
  'shithead',
  'shitheads',
  'brainless',
]
