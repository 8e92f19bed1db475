import { cyrillic } from './cyrillic'
import { found, UNTOLD, wordVote, type Detection } from './evidence'
import { FRANC_DEVANAGARI, francPick, MIN_STATISTICAL_LETTERS } from './franc'
import { latin } from './latin'
import { scriptCounts, SINGLE_LANGUAGE_SCRIPTS, type Script } from './scripts'

export type { Detection } from './evidence'

const SIMPLIFIED_ONLY = new Set(
  '这个们说为时会来对没还应开关问题发现后点从让买钱费账号录机载闪广务实经过样动车电脑页设计级软体验难欢谢错误复数据丢钟长间显无户帐优质爱卖线网络连国语图听读写书东边报总觉种给进么吗该业处换导续选项单击键输认证码备员华银币订阅购额贵积极态烦恼',
)
const TRADITIONAL_ONLY = new Set(
  '這個們說為時會來對沒還應開關問題發現後點從讓買錢費帳號錄機載閃廣務實經過樣動車電腦頁設計級軟體驗難歡謝錯誤復數據丟鐘長間顯無戶帳優質愛賣線網絡連國語圖聽讀寫書東邊報總覺種給進麼嗎該業處換導續選項單擊鍵輸認證碼備員華銀幣訂閱購額貴積極態煩惱',
)

/**
 * Simplified or Traditional Chinese, when the text shows which: two characters only one of the
 * scripts writes, three times as many as the other's. Null when it does not (most short texts
 * use only characters both share).
 */
export function chineseScript(text: string): 'zh' | 'zh-Hant' | null {
  let simplified = 0
  let traditional = 0
  for (const ch of text) {
    if (SIMPLIFIED_ONLY.has(ch)) simplified++
    else if (TRADITIONAL_ONLY.has(ch)) traditional++
  }
  if (simplified >= 2 && simplified >= 3 * traditional) return 'zh'
  if (traditional >= 2 && traditional >= 3 * simplified) return 'zh-Hant'
  return traditional > simplified ? 'zh-Hant' : traditional === simplified ? null : 'zh'
}

// Frequent words that tell Hindi, Marathi and Nepali apart in a short review.
const DEVANAGARI_WORDS: Record<string, Set<string>> = {
  hi: new Set(
    'है हैं मैं बहुत और का की के को में नहीं आप हम यह ऐप करता करती रहा रही हो जाता जाती था थी लेकिन'.split(
      ' ',
    ),
  ),
  mr: new Set(
    'आहे आहेत मी खूप छान प्रत्येक होतं होते झाला आणि नाही करा तुम्ही आपल्या आपल्याला आपला आम्ही आमची आमच्या आमचा वेळी उघडलं वापरतो त्रासदायक'.split(
      ' ',
    ),
  ),
  ne: new Set(
    'छ छन् हो गर्छु धेरै राम्रो हरेक पटक र तपाईं तपाईंको तपाईंलाई हामी हाम्रो गर्नुहोस् भयो लाग्छ हुन्छ छौं लागि एप'.split(
      ' ',
    ),
  ),
}

function arabicScript(text: string, letters: number): Detection {
  const urdu = text.match(/[ٹڈڑںے]/gu)?.length ?? 0
  if (urdu) return found('ur', urdu >= 2)
  const persian = text.match(/[پچژگیک]/gu)?.length ?? 0
  if (persian) return found('fa', persian >= 2)
  return found('ar', letters >= 4)
}

/** A few letters of a writing system only one language uses are a sure sign; one letter is not. */
const SURE_SCRIPT_LETTERS = 3

function clean(text: string): string {
  return text
    .replace(/https?:\/\/\S+|www\.\S+/giu, ' ')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/gu, ' ')
    .replace(/[@#][\p{L}\p{N}_]+/gu, ' ')
}

/**
 * The language of a text and how sure that is. Scripts decide first (Hangul is Korean, kana
 * Japanese, ...); Latin and Cyrillic texts are settled by frequent words and signature letters,
 * with franc (187 languages) helping once a text has enough letters to be judged statistically.
 * `hint` is the language the store suggests (its language field or its territory's language):
 * it settles a near tie, never overrules clear evidence.
 */
export function detectText(text: string, hint: string | null = null): Detection {
  const plain = clean(text)
  const counts = scriptCounts(plain)
  let letters = 0
  for (const n of counts.values()) letters += n
  if (letters < 2) return UNTOLD

  const han = counts.get('Han') ?? 0
  const kana = counts.get('Kana') ?? 0
  // Chinese never writes kana: one is enough to tell Japanese ("神ゲーw").
  if (kana >= 1 && kana + han >= letters * 0.3)
    return found('ja', kana >= SURE_SCRIPT_LETTERS && kana + han >= letters * 0.5)
  let dominant: Script | null = null
  let best = 0
  for (const [script, n] of counts) {
    if (script === 'Latin' || script === 'Kana') continue
    if (n > best) {
      best = n
      dominant = script
    }
  }
  if (dominant && best >= letters * 0.3) {
    // A script that is most of the text; a few words of it inside a Latin review are not.
    const plainly = best >= SURE_SCRIPT_LETTERS && best >= letters * 0.5
    const single = SINGLE_LANGUAGE_SCRIPTS[dominant]
    if (single) return found(single, plainly)
    switch (dominant) {
      case 'Han':
        // Chinese is sure from the script; Simplified or Traditional is settled by chineseScript.
        return found(chineseScript(plain) ?? 'zh', plainly)
      case 'Cyrillic': {
        const d = cyrillic(plain, best)
        return found(d.language, d.sure && plainly)
      }
      case 'Arabic': {
        const d = arabicScript(plain, best)
        return found(d.language, d.sure && plainly)
      }
      case 'Devanagari': {
        const tokens = plain.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []
        const vote = wordVote(tokens, DEVANAGARI_WORDS, 1)
        // Hindi is what Devanagari reviews mostly are; Marathi or Nepali need two of their words.
        if (vote && vote !== 'hi')
          return found(vote, plainly && wordVote(tokens, DEVANAGARI_WORDS, 2) === vote)
        const guess =
          vote ??
          (best >= MIN_STATISTICAL_LETTERS ? francPick(plain, FRANC_DEVANAGARI) : null) ??
          'hi'
        return found(guess, plainly && guess === 'hi')
      }
      default:
        return found(best >= MIN_STATISTICAL_LETTERS ? francPick(plain) : null, false)
    }
  }
  return latin(plain, counts.get('Latin') ?? 0, hint)
}

/**
 * The language of a text as a BCP-47 tag (`en`, `pt`, `zh-Hant`, ...), or null when the text is
 * too short or too mixed to tell. See detectText for how, and for how sure.
 */
export function detectLanguage(text: string, hint: string | null = null): string | null {
  return detectText(text, hint).language
}
