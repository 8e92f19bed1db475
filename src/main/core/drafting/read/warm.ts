import { normalizeForMatch } from '../topics/normalize'

/**
 * Words of affection ("love", "adore", "best", "obsessed"), not a plain verdict ("good app",
 * "nice idea", "pretty"). Warm words are meant at any stars; a plain verdict before a turn to a
 * fault may be a concession, and only the stars can tell. Matched on the folded text (lower
 * case, Latin accents dropped; Vietnamese and Arabic keep their marks).
 */
const WARM: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:love|loving|adore|obsessed|best|favou?rite|amazing|awesome|brilliant|fantastic|perfect|lifesaver|life saver|life-saver)(?!\p{L})/u,
  de: /(?<!\p{L})(?:liebe|lieben|genial|geniale[nrs]?|fantastisch\p{L}*|perfekt\p{L}*|beste[nrs]?|lieblings\p{L}*|grandios\p{L}*|traumhaft\p{L}*|hammer)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:j'adore|adore|adorent|genial\p{L}*|parfait\p{L}*|meilleur\p{L}*|incroyable|fantastique|prefere\p{L}*|kiffe)(?!\p{L})/u,
  es: /(?<!\p{L})(?:encanta|encantan|amo|adoro|perfect[oa]s?|mejor(?:es)?|increibles?|fantastic[oa]s?|favorit[oa]s?|brutal)(?!\p{L})/u,
  pt: /(?<!\p{L})(?:amo|adoro|amei|perfeit[oa]s?|melhor(?:es)?|incriveis|incrivel|fantastic[oa]s?|sensaciona(?:l|is)|maravilhos[oa]s?|favorit[oa]s?)(?!\p{L})/u,
  it: /(?<!\p{L})(?:adoro|amo|perfett[oaie]|migliore?|fantastic[oaih]e?|stupend[oaie]|genial[ei]|incredibil[ei]|preferit[oaie])(?!\p{L})/u,
  nl: /(?<!\p{L})(?:geweldig\p{L}*|fantastisch\p{L}*|perfect\p{L}*|beste|heerlijk\p{L}*|favoriet\p{L}*|dol op|ik hou van|ik houd van)(?!\p{L})/u,
  pl: /(?<!\p{L})(?:uwielbiam|kocham|najlepsz\p{L}*|idealn\p{L}*|rewelacyjn\p{L}*|genialn\p{L}*|fantastyczn\p{L}*)(?!\p{L})/u,
  ru: /(?<!\p{L})(?:обожаю|люблю|лучш\p{L}*|идеальн\p{L}*|потрясающ\p{L}*|шикарн\p{L}*|великолепн\p{L}*|обалденн\p{L}*)(?!\p{L})/u,
  uk: /(?<!\p{L})(?:обожнюю|люблю|найкращ\p{L}*|ідеальн\p{L}*|неймовірн\p{L}*|чудов\p{L}*)(?!\p{L})/u,
  tr: /(?<!\p{L})(?:bayiliyorum|bayildim|mukemmel\p{L}*|en iyi\p{L}*|efsane\p{L}*|muthis\p{L}*|harika\p{L}*|favori\p{L}*)(?!\p{L})/u,
  sv: /(?<!\p{L})(?:alskar|grym\p{L}*|fantastisk\p{L}*|perfekt\p{L}*|basta|underbar\p{L}*|favorit\p{L}*)(?!\p{L})/u,
  id: /(?<!\p{L})(?:suka banget|suka sekali|cinta|terbaik|keren banget|keren bgt|luar biasa|sempurna|favorit)(?!\p{L})/u,
  vi: /(?<!\p{L})(?:yêu|rất thích|thích lắm|tuyệt vời|hoàn hảo|xuất sắc|đỉnh)(?!\p{L})/u,
  hi: /पसंद|प्यार|बेहतरीन|शानदार|सबसे अच्छ|ज़बरदस्त|जबरदस्त|कमाल/u,
  ar: /احب|رائع|ممتاز|افضل|مذهل|خرافي|روعه/u,
  ja: /最高|大好き|素晴らしい|すばらしい|めっちゃ好き|お気に入り|完璧|最強/u,
  ko: /최고|너무 좋|진짜 좋|정말 좋|완벽|사랑|대박|최애/u,
  zh: /最好|太好用|超好用|非常好用|完美|喜欢|喜歡|神器|绝了|絕了|太棒|超棒|上头|上頭/u,
}

/** Whether a clause's folded text speaks warmly ("love the widgets", "ウィジェットは最高"). */
export function warmIn(norm: string, lang: string): boolean {
  return (WARM[lang] ?? WARM[lang.slice(0, 2)])?.test(norm) ?? false
}

/** `warmIn` for a clause as written. */
export const speaksWarmly = (text: string, lang: string): boolean =>
  warmIn(normalizeForMatch(text, lang), lang)
