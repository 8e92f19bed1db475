import type { Clause } from './types'
import { heardAsComplaint } from './stuck'

/**
 * "The levels are way too hard, I can't get any further", "Die Level sind viel zu schwer, man
 * kommt nicht weiter", "レベル30から難しすぎて進めない", "第50关太难了，根本过不去": the review says the
 * game (or a plan) is too hard, and not getting further is what that costs the player. Nothing is
 * broken: a complaint about how the game is made, heard and passed on, not a fault to send the
 * device and version for. A fault named besides ("it freezes", "crashes") keeps its clause a
 * fault. On the folded text (lower case, Latin accents dropped), per language.
 */
const HARD: Record<string, RegExp> = {
  en: /(?:too|so|way too|far too|ridiculously|impossibly|insanely) (?:hard|difficult)(?! to)|(?:difficulty|difficulty level) (?:is )?(?:way )?too high/u,
  de: /(?:zu|viel zu|extrem|echt) (?:schwer|schwierig)(?!\p{L})|schwierigkeit\p{L}* (?:ist )?(?:viel )?zu hoch/u,
  fr: /trop (?:dur|difficile|compliqu)\p{L}*|difficulte (?:\p{L}+ )?trop (?:elevee|haute)/u,
  es: /demasiado (?:dificil|dur)\p{L}*|(?:dificil|dificiles) de mas|dificultad (?:\p{L}+ )?(?:muy|demasiado) alta/u,
  pt: /(?:muito|dificil|dificeis) (?:dificil|dificeis|demais)|dificuldade (?:\p{L}+ )?(?:muito|alta demais)/u,
  it: /troppo (?:difficil|dur)\p{L}*|difficolta (?:\p{L}+ )?troppo alta/u,
  nl: /(?:veel )?te (?:moeilijk|zwaar|lastig)(?!\p{L})/u,
  pl: /(?:za|zbyt) (?:trudn|ciezk)\p{L}*/u,
  ru: /(?:слишком|очень|чересчур) (?:сложн|трудн)\p{L}*/u,
  uk: /(?:занадто|надто|дуже) (?:складн|важк)\p{L}*/u,
  tr: /(?:cok|fazla|asiri) zor/u,
  sv: /(?:alldeles )?for (?:svar|svara)(?!\p{L})/u,
  id: /(?:terlalu|kelewat) (?:sulit|susah)/u,
  vi: /quá khó/u,
  ja: /難しすぎ|難し過ぎ|むずすぎ|ムズすぎ|難易度が高すぎ|難易度高すぎ/u,
  ko: /너무 어려|난이도가? 너무/u,
  zh: /太难|太難|难度太(?:高|大)|難度太(?:高|大)/u,
  ar: /صعب(?:ه)? (?:جدا|للغايه)|صعوبه عاليه/u,
  hi: /बहुत (?:मुश्किल|कठिन)/u,
}

/** Not getting further, said without naming how anything breaks. */
const ON: Record<string, RegExp> = {
  en: /(?:can'?t|cannot|can not|unable to|impossible to|never) (?:\p{L}+ )?(?:progress|advance|get (?:any )?further|get past|move on|go further|pass (?:it|them|the level))/u,
  de: /(?:kommt?|komme|kommen) (?:\p{L}+ ){0,4}nicht (?:mehr )?weiter|nicht (?:mehr )?weiter(?:kommen|zu kommen)/u,
  fr: /(?:peut|peux|arrive|arrivons) (?:\p{L}+ ){0,2}(?:plus|pas) (?:a )?(?:avancer|passer|progresser)|impossible d'(?:avancer|progresser)|impossible de (?:passer|progresser)/u,
  es: /no (?:se puede|puedo|consigo|logro|hay forma de) (?:\p{L}+ )?(?:avanzar|pasar|progresar)|imposible (?:avanzar|pasar)/u,
  pt: /nao (?:da|consigo|tem como) (?:pra |para |de )?(?:avancar|passar|progredir)|impossivel (?:avancar|passar)/u,
  it: /non (?:si riesce|riesco|riusciamo|si puo|posso) (?:piu )?(?:a )?(?:andare avanti|avanzare|passare|proseguire)|impossibile (?:andare avanti|avanzare|passare)/u,
  nl: /(?:kom|kan|komt) (?:\p{L}+ ){0,3}niet (?:meer )?verder/u,
  pl: /nie (?:moge|da sie|mozna) (?:\p{L}+ )?(?:przejsc|przejsc dalej|isc dalej)/u,
  ru: /не (?:могу|получается|возможно|реально) (?:\p{L}+ )?(?:пройти|продвинуться)|невозможно (?:пройти|продвинуться)/u,
  uk: /не (?:можу|вдається|можливо) (?:\p{L}+ )?(?:пройти|просунутися)|неможливо пройти/u,
  tr: /(?:gecemiyorum|ilerleyemiyorum|gecilmiyor|ilerlenmiyor)/u,
  sv: /(?:kommer|kan) (?:\p{L}+ ){0,2}inte (?:vidare|forbi)/u,
  id: /(?:gak|ga|tidak|nggak|ngga) (?:bisa )?(?:lewat|lolos|maju|lanjut)/u,
  vi: /không (?:thể )?(?:qua|vượt qua|tiến lên) (?:được)?/u,
  ja: /(?:全然|まったく|全く)?(?:進めない|進めません|進まない|クリアできない|クリアできません|クリア出来ない)/u,
  ko: /(?:못 깨|못깨|못 넘|못넘|진행이 안|진행을 못)/u,
  zh: /(?:根本)?(?:过不去|过不了|過不去|過不了|玩不下去|打不过|打不過)/u,
  ar: /(?:مش قادر|ما قدرت|لا استطيع|لا اقدر) (?:اكمل|اعدي|اتقدم)/u,
  hi: /आगे नहीं बढ़/u,
}

const langOf = <T>(table: Record<string, T>, lang: string): T | undefined =>
  table[lang] ?? table[lang.slice(0, 2)]

/** Whether a clause (folded text) says the game or a plan is too hard, in its language. */
export function saysTooHard(norm: string, lang: string): boolean {
  return langOf(HARD, lang)?.test(norm) === true
}

/**
 * Clauses read as a fault that only say the player gets no further, in a review that says the
 * game is too hard, read as the complaint they are.
 */
export function settleTooHard(
  raw: readonly { norm: string }[],
  clauses: Clause[],
  facts: readonly ({ cued: boolean; score: number } | undefined)[],
  lang: string,
  faultIn: (norm: string) => boolean,
): void {
  const hard = langOf(HARD, lang)
  const on = langOf(ON, lang)
  if (!hard || !on || !raw.some((c) => hard.test(c.norm))) return
  clauses.forEach((c, i) => {
    if (!c.intents.includes('bug')) return
    const norm = raw[i]?.norm ?? ''
    const rest = norm.replace(hard, ' ').replace(on, ' ')
    if (rest === norm || faultIn(rest)) return
    heardAsComplaint(c, facts[i])
  })
}
