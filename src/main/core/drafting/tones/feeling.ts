/**
 * "Friendlier" on an upset review starts by acknowledging how the reviewer feels, before the
 * apology that names the problem. The sentences name the feeling only: no second apology (the
 * reply already has one), no pronoun of address (so they suit every register), no promise.
 * Each line carries the feeling word it uses, so a reply that already says it gets another line.
 */
interface FeelingLine {
  text: string
  says: RegExp
}

const line = (text: string, says: RegExp): FeelingLine => ({ text, says })

const FEELING: Record<string, readonly FeelingLine[]> = {
  en: [
    line('We can hear how frustrating this has been.', /frustrat/i),
    line('That sounds really annoying, and we understand why you are upset.', /annoy|upset/i),
  ],
  de: [
    line('Wir verstehen gut, wie ärgerlich das ist.', /ärger/i),
    line('Das klingt wirklich frustrierend.', /frustr/i),
  ],
  fr: [
    line('Nous comprenons à quel point c’est frustrant.', /frustr/i),
    line('Cela doit être vraiment agaçant.', /agaç/i),
  ],
  es: [
    line('Entendemos lo frustrante que ha sido esto.', /frustr/i),
    line('Suena realmente molesto, y entendemos el enfado.', /molest|enfad/i),
  ],
  pt: [
    line('Entendemos o quanto isso tem sido frustrante.', /frustr/i),
    line('Compreendemos bem a irritação.', /irrit/i),
  ],
  it: [
    line('Capiamo quanto sia frustrante.', /frustr/i),
    line('Immaginiamo quanto sia fastidioso.', /fastidi/i),
  ],
  nl: [
    line('We begrijpen hoe frustrerend dit is.', /frustr/i),
    line('Dat klinkt echt vervelend.', /vervelend/i),
  ],
  pl: [
    line('Rozumiemy, jak bardzo to frustrujące.', /frustr/i),
    line('To musi być naprawdę irytujące.', /irytuj/i),
  ],
  ru: [
    line('Понимаем, как это неприятно.', /неприятн/i),
    line('Это действительно досадно.', /досад/i),
  ],
  uk: [line('Розуміємо, як це неприємно.', /неприємн/i), line('Це справді прикро.', /прикр/i)],
  tr: [
    line('Bunun ne kadar can sıkıcı olduğunu anlıyoruz.', /can sıkıcı/i),
    line('Gerçekten sinir bozucu bir durum.', /sinir bozucu/i),
  ],
  sv: [
    line('Vi förstår hur frustrerande det här är.', /frustrer/i),
    line('Det låter verkligen irriterande.', /irriter/i),
  ],
  ar: [
    line('نتفهّم تمامًا مدى الإزعاج الذي سبّبه هذا.', /إزعاج/),
    line('نقدّر شعورك بالإحباط.', /إحباط/),
  ],
  ja: [
    line('ご不快なお気持ち、よくわかります。', /不快/),
    line('さぞお困りのことと存じます。', /お困り/),
  ],
  ko: [
    line('얼마나 답답하셨을지 충분히 이해합니다.', /답답/),
    line('많이 속상하셨을 것 같습니다.', /속상/),
  ],
  zh: [line('我们能理解这让您有多沮丧。', /沮丧/), line('遇到这样的情况一定很让人恼火。', /恼火/)],
  'zh-Hant': [
    line('我們能理解這讓您有多沮喪。', /沮喪/),
    line('遇到這樣的情況一定很令人惱火。', /惱火/),
  ],
  hi: [
    line('हम समझते हैं कि यह कितना परेशान करने वाला रहा होगा।', /परेशान/),
    line('यह सचमुच निराशाजनक है।', /निराश/),
  ],
  id: [
    line('Kami paham betapa menjengkelkannya hal ini.', /jengkel/i),
    line('Ini pasti sangat membuat frustrasi.', /frustrasi/i),
  ],
  vi: [
    line('Chúng tôi hiểu điều này gây bực bội thế nào.', /bực bội/i),
    line('Chắc hẳn việc này rất khó chịu.', /khó chịu/i),
  ],
}

/**
 * The sentence that acknowledges the feeling, in the reply's language, chosen by `pick` among
 * the lines whose feeling word the reply does not already use; null in a language with only the
 * basic phrasebook (a sentence in another language would be worse than none).
 */
export function feelingLine(
  language: string,
  rest: string,
  pick: (count: number) => number,
): string | null {
  const usable = (FEELING[language] ?? []).filter((l) => !l.says.test(rest))
  return usable[pick(usable.length)]?.text ?? null
}
