import type { Intent } from './types'

/**
 * "Addicted!!! send help lol", "Accro !!! Au secours mdr", "viciada nesse jogo, socorro kkkk":
 * hooked on the app is praise, and the cry for help beside it is the joke that goes with it, no
 * plea and no fault. Folded text (lower case, Latin accents dropped).
 */
const HOOKED =
  /(?<!\p{L})(?:addicted|addictive|addicting|hooked|obsessed|cant stop playing|can'?t put it down|sucht(?:ig|gefahr)?|suchtig|suchtfaktor|accro|addict(?:e|if|ive)|enganchad[oa]|enganchadisim[oa]|viciad[oa]|viciante|vicio|dipendente|crea dipendenza|verslavend|verslaafd|uzaleznion\p{L}*|uzalezniajac\p{L}*|залип\p{L}*|подсел\p{L}*|затягивает|зависим\p{L}*|залежн\p{L}*|bagimli\p{L}*|bagimlilik\p{L}*|beroendeframkallande|beroende|ketagihan|nagih|nghiện|gây nghiện)(?!\p{L})|ハマ(?:った|ってる|ります|る|りすぎ|りまくり|りました)|はま(?:ってる|りすぎ)|中毒|중독|上瘾|上癮|上头|上頭|لعبة ادمان|إدمان|ادمان/u

/** A clause that only cries for help, with a laugh or an emoji at most. */
const HELP_ONLY =
  /^[\s\p{P}\p{S}]*(?:(?:please |pls |someone |somebody )?send help|help(?: me)?|somebody help|au secours|a l'aide|aidez-moi|hilfe|ayuda|auxilio|socorro|aiuto|help mij|pomocy|помогите|спасите|допоможіть|рятуйте|imdat|hjalp|tolong|cứu|助けて|살려줘|救命|النجدة|बचाओ|sos)(?:[\s\p{P}\p{S}]+(?:lol|lmao|haha\p{L}*|xd+|mdr|ptdr|jaja\p{L}*|jeje\p{L}*|kkk+|rsrs\p{L}*|хах\p{L}*|ахах\p{L}*|wkwk\p{L}*|ㅋㅋ+|笑|草|哈哈+))*[\s\p{P}\p{S}]*$/u

/** A cry for help and a laugh inside the clause that says they are hooked ("viciado socorro kkkk"). */
const HELP_WORD =
  /(?<!\p{L})(?:send help|help|au secours|hilfe|ayuda|socorro|aiuto|pomocy|помогите|спасите|допоможіть|imdat|tolong|sos)(?!\p{L})|助けて|살려줘|救命/u
const LAUGH =
  /(?<!\p{L})(?:lol|lmao|haha\p{L}*|xd+|mdr|ptdr|jaja\p{L}*|kkk+|rsrs\p{L}*|хах\p{L}*|ахах\p{L}*|wkwk\p{L}*)(?!\p{L})|ㅋㅋ|草|哈哈|😂|🤣|😅|😭/u

const joking = (norm: string): boolean => HELP_WORD.test(norm) && LAUGH.test(norm)

/** Faults that keep a cry for help meant: a bug, lost data, money, the account. */
const FAULTS: readonly Intent[] = ['bug', 'data_loss', 'billing', 'account']

interface Facts {
  score: number
  cued: boolean
  pleads: boolean
  sarcastic: boolean
  intents: Set<Intent>
}

/** Hooked is praise; beside it, a cry for help is a joke. */
export function markHooked(raw: readonly { norm: string }[], facts: Facts[]): void {
  const hooked = raw.map((c) => HOOKED.test(c.norm))
  if (!hooked.some(Boolean)) return
  const helps = raw.map((c) => HELP_ONLY.test(c.norm))
  const faulted = facts.some(
    (f, i) =>
      !helps[i] &&
      !(hooked[i] && joking(raw[i]?.norm ?? '')) &&
      FAULTS.some((x) => f.intents.has(x)),
  )
  if (faulted) return
  raw.forEach((_, i) => {
    const f = facts[i]
    if (!f) return
    if (helps[i]) {
      f.intents.clear()
      f.pleads = false
      f.score = 0
      f.cued = true
    } else if (
      hooked[i] &&
      f.score <= 0 &&
      !f.sarcastic &&
      [...f.intents].every(
        (x) =>
          x === 'complaint' || (joking(raw[i]?.norm ?? '') && (x === 'bug' || x === 'question')),
      )
    ) {
      f.intents.clear()
      f.intents.add('praise')
      f.score = 1
      f.cued = true
    }
  })
}
