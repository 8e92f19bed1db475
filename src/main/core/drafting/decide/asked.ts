import type { Phrasebook } from '../phrasebooks/types'
import { readerFor } from '../read/cues'
import { saysAbsent } from '../read/lack'
import { findAll, holdsAny } from '../read/match'
import { botReplied } from '../read/support-failed'
import { normalizeForMatch } from '../topics/normalize'

/**
 * What a question asks for, and what a reviewer says they already did: small word lists per
 * language, matched on text folded as the reader folds it (lower case, Latin accents dropped).
 */

const startOrSpace = '(?<![\\p{L}\\p{N}])'
const endOrSpace = '(?![\\p{L}\\p{N}])'

/** Words alone (whole words) or, where words have no spaces, anywhere. */
function words(list: readonly string[], spaced = true): RegExp {
  const alts = list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
  return new RegExp(spaced ? `${startOrSpace}(?:${alts})${endOrSpace}` : `(?:${alts})`, 'u')
}

/** "Para qué" / "pra quê" at the start of a question or a clause ("y para qué…?"). */
const PURPOSE = `(?:^|[¿?!.,;:]\\s*|${startOrSpace}(?:y|e|pero|mas|mais)\\s+)(?:para|pra) que${endOrSpace}`

/** "Why…": a question after a reason, which steps ("how to") do not answer. */
const WHY: Record<string, RegExp> = {
  en: words(['why', 'how come', 'whats the point', "what's the point"]),
  de: words(['warum', 'wieso', 'weshalb', 'wozu']),
  fr: words(['pourquoi']),
  // "¿Para qué…?" asks what for only where it opens the question; folded, it reads like the
  // "para que" (so that) of "¿cómo hago para que se sincronicen?", which asks how.
  es: new RegExp(`${words(['por que']).source}|${PURPOSE}`, 'u'),
  pt: new RegExp(`${words(['por que', 'porque', 'pq']).source}|${PURPOSE}`, 'u'),
  it: words(['perche', 'come mai', 'a cosa serve']),
  nl: words(['waarom', 'waarvoor']),
  pl: words(['dlaczego', 'czemu', 'po co']),
  ru: words(['почему', 'зачем', 'отчего']),
  uk: words(['чому', 'навіщо', 'нащо']),
  tr: words(['neden', 'niye', 'nicin', 'niçin']),
  sv: words(['varfor', 'varför']),
  ar: words(['لماذا', 'ليش', 'ليه', 'لم']),
  hi: words(['क्यों', 'क्यूँ', 'kyun', 'kyu', 'kyon']),
  'hi-Latn': words(['kyun', 'kyu', 'kyon', 'why']),
  id: words(['kenapa', 'mengapa', 'knp']),
  vi: words(['tại sao', 'vì sao', 'sao lại']),
  ja: words(['なんで', 'なぜ', 'どうして'], false),
  ko: words(['왜'], false),
  zh: words(['为什么', '为何', '干嘛', '為什麼', '為何', '幹嘛'], false),
  'zh-Hant': words(['為什麼', '為何', '幹嘛', '为什么'], false),
}

/**
 * "I already checked the trash", "the restore button does nothing", "nel cestino non ci sono":
 * words that say a step was tried, or that it did not help.
 */
const TRIED: Record<string, RegExp> = {
  en: words([
    'already',
    'tried',
    'i checked',
    'checked the',
    'i looked',
    'looked in',
    'does nothing',
    'did nothing',
    'doesnt work',
    "doesn't work",
    'didnt work',
    "didn't work",
    'not there',
    "isn't there",
    'isnt there',
    "aren't there",
    'arent there',
    'not in the',
    'nothing happens',
    'nothing happened',
    'no luck',
    'is empty',
    'was empty',
    'still nothing',
    'useless',
    // "restored purchases twice, nothing": a step done again and again has been tried.
    'twice',
    'several times',
    'multiple times',
    'a few times',
    'many times',
  ]),
  de: words([
    'schon',
    'bereits',
    'versucht',
    'probiert',
    'nachgesehen',
    'nachgeschaut',
    'nicht da',
    'nicht drin',
    'nicht im',
    'nicht in',
    'passiert nichts',
    'bringt nichts',
    'funktioniert nicht',
    'geht nicht',
    'leer',
  ]),
  fr: words([
    'deja',
    'essaye',
    'essayé',
    'verifie',
    'regarde dans',
    'rien ne se passe',
    'ne marche pas',
    'ne fonctionne pas',
    'ca ne fait rien',
    'vide',
    "n'y sont pas",
    "n'y est pas",
    'pas dans',
  ]),
  es: words([
    'ya',
    'probe',
    'intente',
    'revise',
    'mire en',
    'no funciona',
    'no hace nada',
    'no pasa nada',
    'vacia',
    'vacio',
    'no estan',
    'no esta en',
  ]),
  pt: words([
    'ja',
    'tentei',
    'verifiquei',
    'olhei',
    'nao funciona',
    'nao faz nada',
    'nada acontece',
    'vazia',
    'vazio',
    'nao estao',
    'nao esta na',
    'nao esta no',
  ]),
  it: words([
    'gia',
    'provato',
    'controllato',
    'guardato',
    'non funziona',
    'non fa niente',
    'non succede niente',
    'vuoto',
    'vuota',
    'non ci sono',
    "non c'e",
  ]),
  nl: words([
    'al',
    'geprobeerd',
    'gekeken',
    'werkt niet',
    'doet niets',
    'doet niks',
    'gebeurt niets',
    'gebeurt niks',
    'leeg',
    'staan er niet',
    'staat er niet',
    'niet in',
  ]),
  pl: words([
    'juz',
    'probowalem',
    'probowalam',
    'sprawdzilem',
    'sprawdzilam',
    'nie dziala',
    'nic nie robi',
    'nic sie nie dzieje',
    'pusty',
    'pusto',
    'nie ma ich',
    'nie ma w',
  ]),
  ru: words([
    'уже',
    'пробовал',
    'пробовала',
    'проверил',
    'проверила',
    'не работает',
    'ничего не происходит',
    'ничего не делает',
    'пусто',
    'пустая',
    'пустой',
    'там нет',
    'нет в',
  ]),
  uk: words([
    'вже',
    'уже',
    'пробував',
    'пробувала',
    'перевірив',
    'перевірила',
    'не працює',
    'нічого не відбувається',
    'нічого не робить',
    'порожньо',
    'порожній',
    'порожня',
    'там немає',
    'немає в',
  ]),
  tr: words([
    'zaten',
    'denedim',
    'baktim',
    'kontrol ettim',
    'calismiyor',
    'ise yaramiyor',
    'bir sey olmuyor',
    'hicbir sey olmuyor',
    'bos',
    'orada yok',
    'yok',
  ]),
  sv: words([
    'redan',
    'provat',
    'testat',
    'kollat',
    'fungerar inte',
    'funkar inte',
    'hander inget',
    'hander ingenting',
    'tom',
    'tomt',
    'finns inte',
    'inte i',
  ]),
  ar: words([
    'بالفعل',
    'جربت',
    'حاولت',
    'تحققت',
    'لا يعمل',
    'ما يشتغل',
    'مايشتغل',
    'فاضي',
    'فارغ',
    'فارغه',
    'مافي',
    'ما فيه',
    'غير موجود',
    'مش موجود',
  ]),
  hi: words(
    ['पहले ही', 'कोशिश', 'चेक किया', 'देख लिया', 'काम नहीं', 'कुछ नहीं होता', 'खाली', 'नहीं है', 'नहीं हैं'],
    false,
  ),
  'hi-Latn': words([
    'already',
    'try kiya',
    'try kar liya',
    'check kiya',
    'dekh liya',
    'kaam nahi',
    'kuch nahi hota',
    'khali',
    'nahi hai',
    'nahi hain',
  ]),
  id: words([
    'sudah',
    'udah',
    'coba',
    'dicoba',
    'cek',
    'tidak berfungsi',
    'gak berfungsi',
    'ga berfungsi',
    'tidak ada apa',
    'kosong',
    'tidak ada',
    'gak ada',
    'ga ada',
  ]),
  vi: words([
    'đã thử',
    'thử rồi',
    'kiểm tra rồi',
    'xem rồi',
    'không được',
    'không có gì',
    'không hoạt động',
    'trống',
    'không có trong',
  ]),
  ja: words(
    [
      '既に',
      'すでに',
      'もう',
      '試した',
      '試しました',
      'やってみた',
      'やってみました',
      '確認した',
      '確認しました',
      '反応しない',
      '何も起き',
      '空っぽ',
      '空です',
      'なかった',
      'ありません',
      'ない',
    ],
    false,
  ),
  ko: words(
    [
      '이미',
      '벌써',
      '해봤',
      '해 봤',
      '확인했',
      '눌러도',
      '안 돼',
      '안돼',
      '반응이 없',
      '아무 반응',
      '비어',
      '없어요',
      '없네요',
      '없음',
    ],
    false,
  ),
  zh: words(
    [
      '已经',
      '已經',
      '试过',
      '試過',
      '查过',
      '查過',
      '看过',
      '看過',
      '没用',
      '沒用',
      '没反应',
      '沒反應',
      '空的',
      '没有',
      '沒有',
    ],
    false,
  ),
  'zh-Hant': words(
    ['已經', '已经', '試過', '查過', '看過', '沒用', '沒反應', '空的', '沒有'],
    false,
  ),
}

/** A negation: "why is there no…", "why can't I…" say what the reviewer thinks is missing. */
const NOT: Record<string, RegExp> = {
  en: words([
    'no',
    'not',
    "can't",
    'cant',
    'cannot',
    "don't",
    'dont',
    "doesn't",
    'doesnt',
    "isn't",
    'isnt',
    "won't",
    'wont',
    "aren't",
    'arent',
    'never',
  ]),
  de: words(['nicht', 'kein', 'keine', 'keinen', 'nie']),
  fr: words(['pas', 'plus', 'aucun', 'aucune', 'jamais']),
  es: words(['no', 'nunca', 'ningun', 'ninguna']),
  pt: words(['nao', 'nunca', 'nenhum', 'nenhuma']),
  it: words(['non', 'mai', 'nessun', 'nessuna']),
  nl: words(['niet', 'geen', 'nooit']),
  pl: words(['nie', 'nigdy', 'brak']),
  ru: words(['не', 'нет', 'нельзя', 'никогда']),
  uk: words(['не', 'немає', 'нема', 'ніколи']),
  tr: words(['yok', 'degil', 'olmuyor', 'olmaz']),
  sv: words(['inte', 'ingen', 'inget', 'inga', 'aldrig']),
  ar: words(['لا', 'ما', 'مش', 'ليس', 'مافي']),
  hi: words(['नहीं', 'न', 'nahi', 'nahin', 'nhi']),
  'hi-Latn': words(['nahi', 'nahin', 'nhi', 'not', 'no']),
  id: words(['tidak', 'gak', 'ga', 'nggak', 'enggak', 'tak', 'belum']),
  vi: words(['không', 'chẳng', 'chưa']),
  ja: words(['ない', 'ません', 'ず', 'できな'], false),
  ko: words(['안 ', '못 ', '없', '않'], false),
  zh: words(['不', '没', '沒', '无法', '無法'], false),
  'zh-Hant': words(['不', '沒', '无法', '無法'], false),
}

function cue(list: Record<string, RegExp>, lang: string): RegExp | undefined {
  return list[lang] ?? list[lang.split('-')[0] ?? '']
}

/** Whether a text asks "why" (in the language it is read in). */
export function asksWhy(text: string, lang: string): boolean {
  return cue(WHY, lang)?.test(normalizeForMatch(text, lang)) ?? false
}

/**
 * Whether a text asks for a reason ("why does it need an account?"), which steps do not give;
 * "why is there no PDF export?" says what the reviewer thinks is missing, which steps do.
 */
export function asksReason(text: string, lang: string): boolean {
  if (!asksWhy(text, lang)) return false
  return !(cue(NOT, lang)?.test(normalizeForMatch(text, lang)) ?? false)
}

/** Whether a clause says a step was tried or did not help ("already checked", "does nothing"). */
export function saysTried(text: string, lang: string): boolean {
  return cue(TRIED, lang)?.test(normalizeForMatch(text, lang)) ?? false
}

/**
 * Whether a clause asks in words ("how do I…", "kann man…", "…吗"), not only with a question
 * mark: "splits behind a paywall now?" and "…bleibt knallweiß??" state a complaint.
 */
export function asksInWords(text: string, book: Phrasebook): boolean {
  const { cues, lang, mode } = readerFor(book, text)
  const norm = normalizeForMatch(text, lang).replace(/^[^\p{L}\p{N}]+/u, '')
  if (cues.patterns?.question?.some((p) => p.test(norm))) return true
  const hits = findAll(norm, cues.question, lang, mode, 'question')
  return mode === 'substring' ? hits.length > 0 : hits.some((h) => h.at <= 12)
}

/**
 * Words a question opens with that ask nothing ("also", "anyone know if", "подскажите",
 * "请问"): a slot says what must be answered, not how the reviewer led into it.
 */
const LEAD_IN: Record<string, RegExp> = {
  en: /^(?:(?:and|also|so|but|ok|okay|hey|hi|pls|please|quick question|question|btw|lol|anyone know|does anyone know|do you know)\b[\s,:;-]*)+(?:if\s+)?/i,
  de: /^(?:(?:und|also|aber|mal|kurze frage|frage|hallo|hi|bitte)\b[\s,:;-]*)+/i,
  fr: /^(?:(?:et|alors|mais|du coup|petite question|question|bonjour|svp)\b[\s,:;-]*)+/i,
  es: /^(?:(?:y|pero|entonces|pregunta|hola|porfa|por favor)\b[\s,:;-]*)+/i,
  pt: /^(?:(?:e|mas|entao|então|pergunta|oi|ola|olá|alguém sabe|alguem sabe)\b[\s,:;-]*)+/iu,
  it: /^(?:(?:e|ma|allora|domanda|ciao)\b[\s,:;-]*)+/i,
  nl: /^(?:(?:en|maar|dus|vraag|hoi|hallo)\b[\s,:;-]*)+/i,
  sv: /^(?:(?:och|men|så|fråga|hej)(?![\p{L}])[\s,:;-]*)+/iu,
  pl: /^(?:(?:a|i|ale|pytanie|hej|czesc|cześć)(?![\p{L}])[\s,:;-]*)+/iu,
  ru: /^(?:(?:а|и|но|подскажите|скажите|вопрос|привет|здравствуйте)(?![\p{L}])[\s,:;-]*)+/iu,
  uk: /^(?:(?:а|і|й|але|підкажіть|скажіть|питання|привіт)(?![\p{L}])[\s,:;-]*)+/iu,
  tr: /^(?:(?:ve|ama|peki|soru|merhaba)(?![\p{L}])[\s,:;-]*)+/iu,
  id: /^(?:(?:dan|tapi|terus|mau tanya|tanya|halo|min|kak)(?![\p{L}])[\s,:;-]*)+/iu,
  vi: /^(?:(?:và|nhưng|cho hỏi|cho mình hỏi|hỏi chút|ad ơi|ad)(?![\p{L}])[\s,:;-]*)+/iu,
  hi: /^(?:(?:और|लेकिन|bhai|bro|yaar|sir|aur|par)(?![\p{L}\p{M}])[\s,:;-]*)+/iu,
  ar: /^(?:(?:و|لكن|سؤال|لو سمحت|مرحبا)(?![\p{L}])[\s,:;-]*)+/u,
  zh: /^(?:请问|請問|想问一下|想問一下|问一下|問一下|另外|还有|還有)[\s,，:：]*/u,
  'zh-Hant': /^(?:請問|请问|想問一下|另外|還有)[\s,，:：]*/u,
  ja: /^(?:あの|すみません|質問です|質問|あと|それと)[\s、,:：]*/u,
  ko: /^(?:그리고|근데|궁금한데|질문인데요?|혹시)[\s,:]*/u,
}

/** The longest a question stands in a slot: what must be answered, not the whole review. */
export const BRIEF = 90

/** "…, and why…", "…, aber wie…": a statement joined to a question after it. */
const THEN_ASKS: Record<string, RegExp> = {
  en: /[\s,;]+(?:and|but|so|also)\s+(?=(?:why|how|what|where|when|who)\s)/iu,
  de: /[\s,;]+(?:und|aber|also)\s+(?=(?:warum|wieso|weshalb|wozu|wie|was|wo|wann)\s)/iu,
  fr: /[\s,;]+(?:et|mais)\s+(?=(?:pourquoi|comment|où|quand)\s)/iu,
  es: /[\s,;]+(?:y|pero)\s+(?=(?:¿\s*)?(?:por qué|para qué|cómo|dónde|cuándo)\s)/iu,
  pt: /[\s,;]+(?:e|mas)\s+(?=(?:por que|pra que|para que|como|onde|quando)\s)/iu,
  it: /[\s,;]+(?:e|ma)\s+(?=(?:perché|come|dove|quando)\s)/iu,
  nl: /[\s,;]+(?:en|maar)\s+(?=(?:waarom|hoe|waar|wanneer)\s)/iu,
}

/**
 * A question as a slot names it: its lead-in words, repeated marks and trailing dots gone,
 * ending in one question mark when it asks (`asks`: in words, or with a mark of its own; "I'd
 * like to know…" keeps its own ending), cut at a word near {@link BRIEF} characters.
 */
export function briefly(question: string, lang: string, asks = true): string {
  const lead = cue(LEAD_IN, lang)
  let text = question
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[^\p{L}\p{N}]+/u, '')
  // "The widget is broken on Android 14 and why do you need my location?": the slot holds the
  // question, not the complaint the sentence opened with (that one is answered in its own line).
  const joined = cue(THEN_ASKS, lang)?.exec(text)
  if (joined && joined.index >= 12)
    text = text.slice(joined.index + joined[0].length).replace(/^[^\p{L}\p{N}]+/u, '')
  const bare = lead ? text.replace(lead, '') : text
  // "Also?" stays as it is: a lead-in is dropped only from a question that has more to it.
  if (/\p{L}/u.test(bare)) text = bare.charAt(0).toLocaleUpperCase(lang) + bare.slice(1)
  const base = lang.split('-')[0]
  const wide = base === 'zh' || base === 'ja'
  // "…궁금합니다" ("I wonder…") states what it asks: it keeps its own ending.
  const marked =
    (asks && !/(?:니다|です|ます)[\s.。]*$/u.test(text)) || /[?？؟]/u.test(text.slice(-4))
  text = text.replace(/[\s?？؟!！.。…¿¡]+$/u, '')
  if (text.length > BRIEF) {
    const cut = text.slice(0, BRIEF)
    const space = cut.lastIndexOf(' ')
    text = `${space > BRIEF / 2 ? cut.slice(0, space) : cut}…`
  }
  if (!marked) return text
  if (base === 'es') return `¿${text}?`
  return `${text}${wide ? '？' : base === 'ar' || base === 'fa' ? '؟' : '?'}`
}

/**
 * "Support replied with a copy-paste", "mi hanno risposto ma non è servito": support answered,
 * and the answers did not help. Such a reviewer was not left unanswered.
 */
const REPLIED: Record<string, RegExp> = {
  en: words([
    'replied',
    'support answered',
    'they answered',
    'answered me',
    'got a reply',
    'got an answer',
    'got replies',
    'copy paste',
    'copy-paste',
    'copy pasted',
    'canned',
    'template answer',
    'generic answer',
    'generic reply',
    'same answer',
    'same reply',
    'useless reply',
    'useless answer',
    'support told me',
    'support said',
    'they told me to',
    'answer was',
    'reply was',
  ]),
  de: words([
    'geantwortet',
    'antwort bekommen',
    'antworten bekommen',
    'standardantwort',
    'textbaustein',
    'textbausteinen',
    'antwortet nur',
    'textbausteine',
    'die antwort war',
    'support meinte',
    'support sagt',
  ]),
  fr: words([
    "m'a repondu",
    'ont repondu',
    'reponse type',
    'reponse automatique generique',
    'copier-coller',
    'copier coller',
    'la reponse etait',
    'le support dit',
    "le support m'a dit",
  ]),
  es: words([
    'me respondieron',
    'me contestaron',
    // One person answered: "el soporte contestó", "me respondió".
    'me respondio',
    'me contesto',
    'soporte contesto',
    'soporte respondio',
    'respuesta generica',
    'copia y pega',
    'copiar y pegar',
    'la respuesta fue',
    'soporte me dijo',
  ]),
  pt: words([
    'me responderam',
    'responderam',
    'resposta generica',
    'resposta padrao',
    'copia e cola',
    'ctrl c ctrl v',
    'o suporte disse',
  ]),
  it: words([
    'mi hanno risposto',
    'hanno risposto',
    'risposta standard',
    'copia incolla',
    'copia e incolla',
    "l'assistenza dice",
    "l'assistenza mi ha detto",
  ]),
  nl: words([
    'antwoordden',
    'antwoord gekregen',
    'standaardantwoord',
    'standaard antwoord',
    'kopieer plak',
    'support zei',
  ]),
  sv: words(['svarade', 'fick svar', 'standardsvar', 'klistrade', 'supporten sa']),
  pl: words([
    'odpisali',
    'odpowiedzieli',
    'odpowiedz byla',
    'gotowiec',
    'szablonowa',
    'kopiuj wklej',
    'support kazal',
  ]),
  ru: words([
    'ответили',
    'ответ был',
    'отписка',
    'отписку',
    'шаблонный',
    'шаблонным',
    'копипаст',
    'поддержка сказала',
  ]),
  uk: words([
    'відповіли',
    'відповідь була',
    'відписка',
    'відписку',
    'шаблонна',
    'шаблонною',
    'копіпаст',
    'підтримка сказала',
  ]),
  tr: words([
    'cevap verdiler',
    'yanit verdiler',
    'cevap geldi',
    'yanit geldi',
    'hazir cevap',
    'kopyala yapistir',
    'destek dedi',
  ]),
  id: words(['dibalas', 'dijawab', 'jawaban template', 'jawabannya', 'copas', 'cs bilang']),
  vi: words([
    'đã trả lời',
    'trả lời rồi',
    'phản hồi rồi',
    'trả lời kiểu',
    'copy paste',
    'câu trả lời mẫu',
  ]),
  ar: words(['ردوا', 'رد علي', 'ردهم', 'رد جاهز', 'نسخ ولصق']),
  hi: words(['जवाब आया', 'जवाब दिया', 'reply aaya', 'jawab aaya', 'copy paste'], false),
  ja: words(
    ['返信が来', '返信はあった', '返事はあった', '回答はあった', 'テンプレ', '定型文'],
    false,
  ),
  ko: words(
    ['답변은 왔', '답장은 왔', '답변을 받았', '복붙', '매크로 답변', '형식적인 답변'],
    false,
  ),
  zh: words(['回复了', '回覆了', '答复了', '模板回复', '复制粘贴', '官方回复', '敷衍'], false),
  'zh-Hant': words(['回覆了', '回复了', '罐頭回覆', '複製貼上', '敷衍'], false),
}

/** A store, not the team: "Google replied" is a refusal, not support's answer. */
const STORE =
  /google|apple|play store|app store|itunes|グーグル|アップル|谷歌|苹果|蘋果|구글|애플|гугл|эпл|епл/iu

/** "Nobody replied", "никто не ответил", "没人回复": nobody did. */
const NOBODY =
  /nobody|no one|noone|never|didn'?t|haven'?t|hasn'?t|niemand|personne|jamais|nadie|nunca|ningu[eé]m|nessuno|ingen|aldrig|nikt|никто|никогда|ніхто|ніколи|kimse|hic kimse|tidak ada yang|gak ada yang|không ai|chưa|誰も|没人|沒人|没有人|沒有人|아무도|لا أحد|محد|कोई नहीं|koi nahi/iu

/** Whether the review says support answered, only not helpfully (no clause says nobody did). */
export function supportReplied(clauses: readonly { text: string }[], lang: string): boolean {
  const said = cue(REPLIED, lang)
  const not = cue(NOT, lang)
  // "Only a bot answers", "自動返信しか来ない": someone answered, only not a person.
  if (botReplied(normalizeForMatch(clauses.map((c) => c.text).join(' '), lang))) return true
  if (!said) return false
  return clauses.some((c) => {
    const norm = normalizeForMatch(c.text, lang)
    const hit = said.exec(norm)
    // "never replied", "не ответили": a negation just before the word says nobody did.
    const before = hit ? norm.slice(Math.max(0, hit.index - 20), hit.index + 1) : ''
    return (
      hit !== null && !STORE.test(norm) && !(not?.test(before) ?? false) && !NOBODY.test(before)
    )
  })
}

/**
 * Whether a clause says something is not there or does not do what is wanted ("doesn't work with
 * my Garmin", "kan inte sortera", "no dark mode", "is missing"): what a lack says, as "the widget
 * is ugly" does not.
 */
export function saysNot(text: string, book: Phrasebook): boolean {
  const { cues, lang, mode } = readerFor(book, text)
  const norm = normalizeForMatch(text, lang)
  return saysAbsent(norm, lang) || holdsAny(norm, cues.negators, lang, mode, 'negators', true)
}
