import { rollCall } from './spam/off-topic'
/**
 * Questions put to other readers, not to the team: "is it just me or is it slow now?", "anyone
 * else stuck on level 212?", "¿soy el único…?", "только у меня…?". They ask for company, so
 * they get no answer slot: what they say besides (a fault, a complaint) is the point, and with
 * nothing besides ("who else is here from TikTok?") there is nothing to answer. Folded text.
 */
const TO_OTHERS = new RegExp(
  [
    String.raw`(?<!\p{L})(?:is it just me|is it only me|am i the only one|anyone else|anybody else|any one else|who else|happening to anyone|happen to anyone`,
    String.raw`bin ich (?:der|die) einzige|geht es nur mir so|geht das nur mir so|nur bei mir|hat noch jemand|sonst noch jemand|noch jemand`,
    String.raw`c'est moi ou|je suis (?:le seul|la seule)|quelqu'un d'autre|il n'y a que moi|y a que moi`,
    String.raw`soy (?:el unico|la unica)|solo a mi|solo me pasa a mi|a alguien mas|alguien mas|le pasa a alguien`,
    String.raw`so eu|so comigo|sou (?:o unico|a unica)|mais alguem|alguem mais`,
    String.raw`sono (?:l'unico|l'unica)|solo a me|capita solo a me|qualcun altro`,
    String.raw`ben ik de enige|ligt het aan mij|nog iemand`,
    String.raw`tylko u mnie|czy tylko ja|ktos jeszcze|czy ktos tez`,
    String.raw`только у меня|я (?:один такой|одна такая)|у кого-то (?:еще|ещё)|у кого (?:еще|ещё)|кто-то (?:еще|ещё)`,
    String.raw`тільки (?:у|в) мене|я (?:один такий|одна така)|у когось ще|хтось ще`,
    String.raw`bir tek (?:ben|bende) mi|sadece (?:ben|bende) mi|baska kimse`,
    String.raw`ar det bara jag|bara jag som|nagon mer som|nagon annan som`,
    String.raw`cuma (?:aku|saya|gue)|apa cuma|ada yang sama|ada yg sama`,
    String.raw`chỉ mình tôi|mỗi mình tôi|mỗi mình mình|có ai bị|có ai cũng)(?!\p{L})`,
    String.raw`私だけ|自分だけ|僕だけ|俺だけ|他にも同じ|나만 그래|나만 그런|저만 그런|저만 이런|나만 이런|다른 분들도|只有我|就我一个|就我一個|还有谁|還有誰|有没有人也|有沒有人也`,
    String.raw`(?:انا|أنا) بس|هل (?:انا|أنا) الوحيد|حد غيري|(?:احد|أحد) غيري|सिर्फ मेरे साथ|सिर्फ मुझे|किसी और के साथ`,
  ].join('|'),
  'u',
)

/** Whether a sentence asks other readers rather than the team (folded text). */
export function putToOthers(norm: string): boolean {
  return TO_OTHERS.test(norm) || rollCall(norm)
}

/**
 * Said back to the other reviewers' complaints: "why is everyone complaining about the price, it's
 * 3 dollars", "to all the people crying about ads", "warum beschweren sich alle über…". The
 * complaint named is theirs, not the writer's: nothing in that sentence is to be apologised for.
 * Folded text.
 */
const AT_COMPLAINERS = new RegExp(
  [
    String.raw`(?<!\p{L})(?:why (?:is|are) (?:everyone|everybody|people|so many people|y'all|you all|you guys)(?: on here| here)? (?:complaining|crying|whining|moaning|hating|mad)|(?:to|for) (?:all )?(?:everyone|everybody|the people|those|people|all of you|y'all) (?:complaining|crying|whining|moaning|hating)`,
    String.raw`warum (?:beschweren|regen) sich (?:alle|so viele|hier alle)|an alle,? die sich (?:beschweren|aufregen)|pourquoi tout le monde (?:se plaint|rale)|a (?:ceux|tous ceux) qui se plaignent`,
    String.raw`por que (?:todos|todo el mundo) se queja\p{L}*|a los que se quejan|por que todo mundo (?:reclama|ta reclamando|esta reclamando)|pra quem (?:reclama|ta reclamando)`,
    String.raw`perche tutti si lamentano|a chi si lamenta|waarom klaagt iedereen|почему все (?:жалуются|ноют)|herkes neden sikayet)(?!\p{L})`,
  ].join('|'),
  'u',
)

/** Whether a sentence answers other reviewers' complaints (folded text). */
export function answersComplainers(norm: string): boolean {
  return AT_COMPLAINERS.test(norm)
}
