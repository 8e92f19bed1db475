import { found, wordVote, type Detection } from './evidence'
import { FRANC_CYRILLIC, francPick, MIN_STATISTICAL_LETTERS } from './franc'

// Words that tell Ukrainian, Russian and Bulgarian apart when no signature letter does.
const CYRILLIC_WORDS: Record<string, Set<string>> = {
  uk: new Set(
    'що щодня дуже це та як мені застосунок додаток дякую чудовий користуюся але працює хороший гарний зручний немає треба коли вже чому щоб навіщо маю чи або зараз тепер можна будь ласка лише тільки бо якщо мене було буде добре нотатки нотаток забагато неможливо грати гра реклами погано жахливо видаляю'.split(
      ' ',
    ),
  ),
  ru: new Set(
    'что очень это как мне приложение спасибо отличное отличный пользуюсь но работает хороший удобный нет надо когда уже все всё почему чтобы зачем или сейчас теперь можно пожалуйста только если меня было будет хорошо заметки заметок'.split(
      ' ',
    ),
  ),
  bg: new Set(
    'че много това как ми приложението благодаря страхотно използвам но работи добро удобно няма трябва когато вече се'.split(
      ' ',
    ),
  ),
}

// Words that tell Kyrgyz from Mongolian when both letters ө and ү turn up and ң does not.
const KYRGYZ_WORDS = new Set(
  'жана үчүн менен эмес бул абдан рахмат колдонмо жакшы өтө сонун иштебейт'.split(' '),
)
const MONGOLIAN_WORDS = new Set(
  'байна юм бол энэ их маш баярлалаа апп сайн биш гоё ажиллахгүй'.split(' '),
)

// Words that name Belarusian, Kyrgyz or Mongolian when none of their own letters turns up (two
// needed, so a stray word inside Russian does not count), and Macedonian or Serbian once a ј does.
const CYRILLIC_MINOR_WORDS: Record<string, Set<string>> = {
  be: new Set(
    'дзякуй вельмі кожны дзень калі праграма праграму праграмы яе ёю гэта карыстаюся выдатная выдатна раздражняе вылятае адкрываю таксама дзякуем прабачце шкадуем вашу ваша вашай нашай каманда каманды'.split(
      ' ',
    ),
  ),
  ky: new Set(
    'колдонмо абдан сайын калат жабылып ачкан тажатат сонун колдоном жана үчүн менен эмес бул рахмат жакшы иштебейт сиздин биздин кечиресиз'.split(
      ' ',
    ),
  ),
  mn: new Set(
    'байна юм бол энэ маш баярлалаа апп сайн биш гоё ажиллахгүй нээх болгонд гацаад хаагддаг бухимдалтай гайхалтай бүр ашигладаг таны бид манай уучлаарай'.split(
      ' ',
    ),
  ),
}
const MK_SR_WORDS: Record<string, Set<string>> = {
  mk: new Set(
    'секој ја го ќе многу апликацијата користам кога пат ден е вашата вашиот нашиот благодариме жал ве'.split(
      ' ',
    ),
  ),
  sr: new Set(
    'сваки је га ћу веома баш користим када пут дан ваша ваш наш хвала жао вас вам'.split(' '),
  ),
}

/** Enough letters that one of a language's own letters is no stray. */
const LONG_ENOUGH = 12
/**
 * Letters after which a text without і, ї, є (Ukrainian), ў (Belarusian) or ъ (Bulgarian) is
 * Russian: a sentence of those languages this long hardly ever lacks them.
 */
const RUSSIAN_LETTERS = 25
/** A Cyrillic letter the Russian alphabet does not have (Tajik ӣ, Tatar ә, ...). */
const OUTSIDE_RUSSIAN = /[^\P{Script=Cyrillic}а-яё]/iu

const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0

/**
 * Russian, Ukrainian and their neighbours: each one's own letters first (ў, і, ї, є, ы, э, ё, ...),
 * then its frequent words, then franc. Sure only with two pieces of evidence (letters or words):
 * "Супер" alone could be Russian, Ukrainian or Bulgarian, and answering a Ukrainian in Russian
 * is worse than answering in the store's language.
 */
export function cyrillic(text: string, letters: number): Detection {
  const long = letters >= LONG_ENOUGH
  if (/ў/iu.test(text)) return found('be', long)
  // Turkic and Mongolian letters come first: Kazakh also writes і, Kyrgyz and Mongolian ы and э.
  if (/[әғқұһ]/iu.test(text)) return found('kk', long)
  if (/ң/iu.test(text)) return found('ky', long)
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
  if (/[өү]/iu.test(text)) {
    const ky = words.filter((t) => KYRGYZ_WORDS.has(t)).length
    const mn = words.filter((t) => MONGOLIAN_WORDS.has(t)).length
    return found(ky > mn ? 'ky' : 'mn', long && ky !== mn)
  }
  // Belarusian writes і beside ы and э; Ukrainian has no ы or э, Russian no і.
  if (/і/iu.test(text) && /[ыэ]/iu.test(text)) return found('be', long)
  const minor = wordVote(words, CYRILLIC_MINOR_WORDS, 2)
  if (minor) return found(minor, true)
  const votes = (lang: string) => words.filter((t) => CYRILLIC_WORDS[lang]?.has(t)).length
  const ukLetters = count(text, /[іїєґ]/giu)
  if (ukLetters > 0) return found('uk', ukLetters + votes('uk') >= 2)
  if (/[ѓќѕ]/iu.test(text)) return found('mk', long)
  if (/[ђћџљњ]/iu.test(text)) return found('sr', long)
  // ј is Macedonian or Serbian, never Russian, Ukrainian or Bulgarian.
  if (/ј/iu.test(text)) {
    const vote = wordVote(words, MK_SR_WORDS, 1)
    return found(vote ?? 'sr', long && vote !== null)
  }
  // Ukrainian and Bulgarian have no ы, э or ё.
  const ruLetters = count(text, /[ыэё]/giu)
  if (ruLetters > 0) return found('ru', ruLetters + votes('ru') >= 2 || letters >= RUSSIAN_LETTERS)
  const vote = wordVote(words, CYRILLIC_WORDS, 1)
  // Bulgarian shares short words with Serbian and Macedonian ("ми", "се"): only its ъ makes it sure.
  if (vote && vote !== 'ru')
    return found(
      vote,
      wordVote(words, CYRILLIC_WORDS, 2) === vote && (vote !== 'bg' || /ъ/iu.test(text)),
    )
  // A sentence with none of Ukrainian's і, ї, є, Belarusian's ў, Bulgarian's ъ or any other
  // language's own letter is Russian.
  const longRussian = letters >= RUSSIAN_LETTERS && !/ъ/iu.test(text) && !OUTSIDE_RUSSIAN.test(text)
  if (vote === 'ru' || longRussian)
    return found('ru', longRussian || wordVote(words, CYRILLIC_WORDS, 2) === 'ru')
  const guess = letters >= MIN_STATISTICAL_LETTERS ? francPick(text, FRANC_CYRILLIC) : null
  // Bulgarian without a single ъ is, in practice, Russian that franc found too short to tell.
  if (guess === 'bg' && !/ъ/iu.test(text)) return found('ru', false)
  return found(guess ?? 'ru', false)
}
