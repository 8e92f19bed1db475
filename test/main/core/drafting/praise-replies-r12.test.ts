import { describe, expect, it } from 'vitest'
import { ar } from '../../../../src/main/core/drafting/write/lines/ar'
import { de } from '../../../../src/main/core/drafting/write/lines/de'
import { en } from '../../../../src/main/core/drafting/write/lines/en'
import { es } from '../../../../src/main/core/drafting/write/lines/es'
import { fr } from '../../../../src/main/core/drafting/write/lines/fr'
import { hi } from '../../../../src/main/core/drafting/write/lines/hi'
import { id } from '../../../../src/main/core/drafting/write/lines/id'
import { it as itLines } from '../../../../src/main/core/drafting/write/lines/it'
import { ja } from '../../../../src/main/core/drafting/write/lines/ja'
import { ko } from '../../../../src/main/core/drafting/write/lines/ko'
import { nl } from '../../../../src/main/core/drafting/write/lines/nl'
import { pt } from '../../../../src/main/core/drafting/write/lines/pt'
import { sv } from '../../../../src/main/core/drafting/write/lines/sv'
import { vi } from '../../../../src/main/core/drafting/write/lines/vi'
import { zh } from '../../../../src/main/core/drafting/write/lines/zh'
import { zhHant } from '../../../../src/main/core/drafting/write/lines/zh-hant'
import { pl } from '../../../../src/main/core/drafting/write/lines/pl'
import { ru } from '../../../../src/main/core/drafting/write/lines/ru'
import { tr } from '../../../../src/main/core/drafting/write/lines/tr'
import { uk } from '../../../../src/main/core/drafting/write/lines/uk'
import type { MoveLines } from '../../../../src/main/core/drafting/write/lines/types'
import { replyTable, type ReplyRow } from './fixtures'

/**
 * Praise replies: every one says thank you, a personal achievement the review states is
 * congratulated (and not thanked for as if it were a feature), and a common noun the reviewer
 * capitalised is written back as a plain noun.
 */
const table = (title: string, rows: ReplyRow[]) => replyTable(title, rows, 5)

table('a stated achievement is congratulated in one clause', [
  ['en', 'Dropped 9 kg since January using this, really motivating app.', /congratulations/i],
  ['en', 'Just beat level 250, the puzzles keep getting better!', /congratulations/i, /level 250/],
  ['de', 'Habe mit der App schon 6 kg abgenommen, danke!', /Glückwunsch/],
  ['es', 'Bajé 5 kilos en dos meses, me encanta.', /enhorabuena/i],
  ['fr', "J'ai couru mon premier semi-marathon avec cette appli !", /félicitations/i],
  ['it', 'Ho superato il livello 200, gioco stupendo!', /complimenti/i],
  ['pt', 'Emagreci 4 kg com os treinos, obrigada!', /parabéns/i],
  ['nl', 'Al 5 kilo afgevallen met deze app, top!', /gefeliciteerd/i],
  ['pl', 'Zrzuciłam 7 kg w trzy miesiące, polecam!', /Gratulujemy/],
  ['sv', 'Har gått ner 4 kg sedan i våras, toppen!', /grattis/i],
  ['ru', 'Похудела на 6 кг за лето, спасибо!', /Поздравляем/],
  ['uk', 'Схудла на 5 кг, дуже дякую!', /Вітаємо/],
  ['tr', '3 kilo verdim bu uygulamayla, süper!', /tebrik/],
  ['ar', 'خسرت 4 كيلو في شهرين، تطبيق رائع', /مبارك/],
  ['hi', 'मैंने 5 किलो वजन कम किया, बढ़िया ऐप!', /बधाई/],
  ['id', 'Sudah turun 5 kg pakai aplikasi ini, keren!', /Selamat/],
  ['ja', 'レベル300をクリアしました！楽しいです', /おめでとう/, /レベル300/],
  ['ko', '3kg 감량했어요! 최고예요', /축하/],
  ['vi', 'Mình đã giảm được 3 kg, app tuyệt vời!', /Chúc mừng/],
  ['zh', '我已经瘦了5公斤，太感谢了！', /恭喜/],
])

table('a capitalised common noun is written back as a plain noun', [
  ['en', 'The Training Plans are so well made, love them.', /the training plans/, /Training Plans/],
])

table('praise that only puts up with the ads never thanks for the ads', [
  [
    'fr',
    "Jeu génial, les niveaux sont variés. Seul bémol : les pubs, mais j'adore.",
    /merci/i,
    /pub/i,
  ],
  ['en', 'Brilliant puzzles and zero ads, love it!', /thank/i, /\bads\b/],
  ['de', 'Super Spiel, einziger Minuspunkt ist die Werbung, aber sonst top.', /dank/i, /Werbung/],
])

/** A word of thanks in each language whose praise lines once only said "glad". */
const THANKS: [string, MoveLines, RegExp][] = [
  ['en', en, /thank/i],
  ['de', de, /dank/i],
  ['es', es, /gracias/i],
  ['fr', fr, /merci/i],
  ['it', itLines, /grazie/i],
  ['pt', pt, /obrigad|agradecemos/i],
  ['nl', nl, /bedankt/i],
  ['sv', sv, /tack/i],
  ['hi', hi, /धन्यवाद|शुक्रिया/],
  ['id', id, /terima kasih/i],
  ['ja', ja, /ありがとう/],
  ['ko', ko, /감사/],
  ['vi', vi, /cảm ơn/i],
  ['zh', zh, /感谢|谢谢/],
  ['ar', ar, /شكر/],
  ['zh-hant', zhHant, /感謝|謝謝/],
  ['pl', pl, /dzięk/i],
  ['ru', ru, /спасибо|благодар/i],
  ['uk', uk, /дякуємо/i],
  ['tr', tr, /teşekkür/i],
]

describe('every line that thanks for a named feature says thank you', () => {
  for (const [language, lines, thanks] of THANKS)
    it(language, () => {
      for (const line of [...lines.thanksFor.casual, ...lines.thanksFor.formal])
        expect(line).toMatch(thanks)
    })
})

table('an achievement beside a fault is no occasion to congratulate', [
  [
    'ja',
    'やっとレベル500クリアした！でもその後アプリが毎回落ちる、iPhone 14',
    /申し訳/,
    /おめでとう/,
  ],
  [
    'en',
    'Finally beat level 500!! But now the game crashes every time I open it, Pixel 7',
    /sorry/i,
    /congratulations/i,
  ],
  [
    'de',
    'Dank der App meinen ersten Marathon geschafft! Leider stürzt sie seit dem Update ab',
    /leid/,
    /Glückwunsch/,
  ],
  [
    'es',
    '¡Bajé 5 kilos con la app! Pero desde la actualización se cierra sola',
    /(?:siento|sentimos|lament|disculpa)/i,
    /enhorabuena/i,
  ],
])
