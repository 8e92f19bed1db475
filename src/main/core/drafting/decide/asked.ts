import type { Phrasebook } from '../phrasebooks/types'
import { readerFor } from '../read/cues'
import { findAll } from '../read/match'
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

/** "Why…": a question after a reason, which steps ("how to") do not answer. */
const WHY: Record<string, RegExp> = {
  en: words(['why', 'how come', 'whats the point', "what's the point"]),
  de: words(['warum', 'wieso', 'weshalb', 'wozu']),
  fr: words(['pourquoi']),
  es: words(['por que', 'para que']),
  pt: words(['por que', 'porque', 'pq', 'para que']),
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
