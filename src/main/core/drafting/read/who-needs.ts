import type { Intent } from './types'

/**
 * "Who needs another todo app? Me, apparently", "Candy Crush who?", "Quem precisa de outro app de
 * notas?": a question that only says this app beats the others asks the team nothing. No answer
 * slot; what the review says besides (praise, most often) is the point. Folded text of a clause.
 */
const WHO_NEEDS = new RegExp(
  [
    String.raw`(?<!\p{L})who (?:even |really |actually |else )?needs (?:another|other|yet another|any other|an? other|more|any more) `,
    String.raw`(?<!\p{L})wer braucht (?:\p{L}+ ){0,2}?(?:noch|andere\p{L}*|weitere\p{L}*) `,
    String.raw`(?<!\p{L})qui a (?:encore |vraiment )?besoin d'(?:une? )?(?:autres?|nouvel\p{L}*)(?!\p{L})`,
    String.raw`(?<!\p{L})quien (?:\p{L}+ )?necesita (?:otr[oa]s?|mas) `,
    String.raw`(?<!\p{L})quem (?:\p{L}+ )?precisa de (?:outr[oa]s?|mais) `,
    String.raw`(?<!\p{L})chi ha (?:ancora |davvero )?bisogno di (?:un'?altr[oa]|altr\p{L}|ancora)`,
    String.raw`(?<!\p{L})wie heeft (?:er )?(?:nog )?(?:een )?(?:andere|nog een)(?!\p{L})`,
    String.raw`(?<!\p{L})kto potrzebuje (?:inn|kolejn)\p{L}*`,
    String.raw`(?<!\p{L})кому (?:вообще )?нужн\p{L}* (?:ещё|еще|друг\p{L}*|очередн\p{L}*)(?!\p{L})`,
    String.raw`(?<!\p{L})кому (?:взагалі )?потрібн\p{L}* (?:ще|інш\p{L}*|черговий)(?!\p{L})`,
    String.raw`(?<!\p{L})vem behover (?:en annan|ett annat|andra|fler)(?!\p{L})`,
    String.raw`(?<!\p{L})siapa (?:yang |yg )?(?:masih )?(?:butuh|perlu) (?:\p{L}+ )?lain(?!\p{L})`,
    String.raw`(?<!\p{L})ai (?:còn )?cần (?:app|ứng dụng) khác`,
    '谁还需要|誰還需要',
    // "Who even uses paper anymore?", "紙のノートなんてもう誰が使うの": the old way the app replaces.
    String.raw`(?<!\p{L})who (?:even |still |actually |really )?uses (?:\p{L}+ ){0,3}?(?:anymore|any more|these days|nowadays)(?!\p{L})`,
    String.raw`(?<!\p{L})wer (?:benutzt|nutzt|braucht) (?:denn )?(?:heute )?noch (?:\p{L}+ ){0,2}?(?:papier|zettel|notizbuch\p{L}*|stift)`,
    String.raw`(?<!\p{L})qui (?:utilise|se sert) encore (?:\p{L}+ ){0,2}?(?:papier|carnet|cahier|stylo)`,
    String.raw`(?<!\p{L})quien (?:todavia |aun )?usa (?:\p{L}+ ){0,2}?(?:papel|libreta|cuaderno)`,
    String.raw`(?<!\p{L})quem (?:ainda )?usa (?:\p{L}+ ){0,2}?(?:papel|caderno|caderninho)`,
    '(?:もう|今どき|今時|いまどき)誰が使う',
  ].join('|'),
  'u',
)

/**
 * "Candy Crush who?", "strava who": the name of another app, then "who?", is the whole clause.
 * Words that open a real question ("and who?", "guess who") are no app's name.
 */
const NAME_WHO =
  /^(?!(?:and|but|so|or|guess|then|for|to|with|from|of|by|the|a|an|is|was|are|anyone|someone|somebody|anybody|people|who|what|yes|no|ok|okay|um|uh|hm+)(?!\p{L}))[\p{L}\p{N}][\p{L}\p{N}'.+-]*(?: [\p{L}\p{N}][\p{L}\p{N}'.+-]*){0,2} who\s*[?!.]*$/u

/** Whether a clause only says this app beats the others, in the shape of a question. */
function beatsOthers(norm: string): boolean {
  const t = norm.trim()
  return WHO_NEEDS.test(t) || NAME_WHO.test(t)
}

interface Facts {
  score: number
  sarcastic: boolean
  intents: Set<Intent>
}

const ASKS_OR_GRUMBLES = new Set<Intent>(['question', 'complaint'])

/**
 * Takes the question away from a clause that only says this app beats the others. Beside praise,
 * or with nothing against the app anywhere, it complains of nothing either ("wer braucht noch
 * Evernote?" is no grumble); beside a complaint ("who needs another subscription? uninstalled")
 * it is one.
 */
export function unaskWhoNeeds(raw: readonly { norm: string }[], facts: Facts[]): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || f.intents.size === 0 || ![...f.intents].every((x) => ASKS_OR_GRUMBLES.has(x))) return
    if (!beatsOthers(c.norm)) return
    const others = facts.filter((g, j) => j !== i)
    const praised = others.some((g) => g.score > 0 && !g.sarcastic)
    const blamed = others.some(
      (g) =>
        g.score < 0 ||
        (g.intents.size > 0 && [...g.intents].some((x) => x !== 'praise' && x !== 'request')),
    )
    f.intents.clear()
    if (blamed && !praised) {
      f.intents.add('complaint')
      f.score = Math.min(f.score, -1)
    } else f.score = 0
  })
}
