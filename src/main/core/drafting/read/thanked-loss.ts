import type { Intent } from './types'

/**
 * "Thanks for wiping my notes", "thanks for the update that erased every note I had", "Gracias por
 * borrarme todo el progreso", "谢谢把我的笔记全删了": thanks for a loss is not meant. The clause
 * reports the loss, with no kind words to thank for. Only the thanks whose own object is the loss
 * counts, said of the reviewer's things (a possessive, "all", "everything", a number of years);
 * thanks for getting data back ("for restoring my deleted notes") or for a way to delete ("for
 * the option to delete all notes") is meant. Matched on the folded text (lower case, Latin
 * accents dropped; Vietnamese keeps its marks).
 */

/** Thanks, then "for", then a loss said within a few words, with its object after it. */
const THANKED: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:thanks?|thank (?:you|u)|thx|ty)(?: (?:so much|a lot|very much|guys|team))? for (?:[^.!?,]{0,40}? )?(?:wip(?:e|ed|ing)|delet(?:e|ed|ing)|eras(?:e|ed|ing)|los(?:e|ing|t)|nuk(?:e|ed|ing)|reset(?:ting)?|killing) (?:[^.!?]{0,12}? )?(?:my|all|every|everything|whole|entire|\d)/u,
  de: /(?<!\p{L})(?:danke|vielen dank|danke schon)(?: euch)?,? (?:fur|furs|dass) (?:[^.!?]{0,40}? )?(?:geloscht|geloschte|loschen|weg|verloren|geleert|zuruckgesetzt|platt gemacht)/u,
  fr: /(?<!\p{L})merci (?:beaucoup )?(?:pour|d'avoir|de) (?:[^.!?]{0,40}? )?(?:supprime|efface|perdu|vide|reinitialise|supprimer|effacer|perdre)/u,
  es: /(?<!\p{L})gracias (?:por|x) (?:[^.!?]{0,40}? )?(?:borr|elimin|perder|perdi|resetear|reiniciar)\p{L}* (?:[^.!?]{0,12}? )?(?:mis?|todo|toda|todos|todas|\d)(?!\p{L})/u,
  pt: /(?<!\p{L})(?:obrigad[oa]|valeu) (?:por|pelo|pela) (?:[^.!?]{0,40}? )?(?:apag|delet|exclu|perd|zer|reset)\p{L}* (?:[^.!?]{0,12}? )?(?:meus?|minhas?|todo|toda|tudo|todos|todas|\d)(?!\p{L})/u,
  it: /(?<!\p{L})grazie (?:per|di|x) (?:[^.!?]{0,40}? )?(?:cancellat|eliminat|pers[oaie]|azzerat|cancellare|eliminare|perdere|azzerare)\p{L}*/u,
  nl: /(?<!\p{L})(?:bedankt|dank je|dankjewel|dank u) (?:voor|dat) (?:[^.!?]{0,40}? )?(?:verwijder|gewist|wissen|kwijt|verloren)/u,
  pl: /(?<!\p{L})(?:dzieki|dziekuje|dziekujemy) (?:za|ze) (?:[^.!?]{0,40}? )?(?:usun|skasow|wymaz|utrat|strac)/u,
  ru: /(?<!\p{L})(?:спасибо|благодарю) (?:за|что) (?:[^.!?]{0,40}? )?(?:удален|удалил|удалени|стерл|стерт|потер|обнулил|обнулени|снесл)/u,
  uk: /(?<!\p{L})(?:дякую|дякуємо|спасибі) (?:за|що) (?:[^.!?]{0,40}? )?(?:видален|видалил|стерл|стерт|втрат|обнулил|знесл)/u,
  tr: /(?:sildiginiz|silmeniz|sifirladiginiz|kaybettirdiginiz|silindigi)\p{L}* (?:icin )?(?:tesekkur|sagolun|sag olun)/u,
  sv: /(?<!\p{L})tack (?:for|för) (?:att )?(?:[^.!?]{0,40}? )?(?:raderade|raderat|radera|tog bort|ta bort|forlorade|nollstallde)/u,
  id: /(?<!\p{L})(?:terima kasih|makasih|makasi|thanks) (?:sudah |udah |telah |karena )?(?:[^.!?]{0,30}? )?(?:menghapus|hapus|dihapus|ngapus|menghilangkan|hilang)/u,
  vi: /cảm ơn (?:vì |đã )?(?:[^.!?]{0,30}? )?(?:xóa|xoá|mất|làm mất)/u,
  hi: /(?:डिलीट|मिटा|गायब)[^।.!?]{0,20}(?:धन्यवाद|शुक्रिया)|(?:धन्यवाद|शुक्रिया)[^।.!?]{0,30}(?:डिलीट|मिटा)/u,
  ar: /(?:شكرا|شكراً|مشكورين)[^.!?؟]{0,30}(?:حذف|مسح|ضياع|ضيعتوا)/u,
  ja: /(?:消して|削除して|消し去って|リセットして|飛ばして)(?:くれて|いただき)(?:ありがと|どうも)/u,
  ko: /(?:날려|삭제해|지워|초기화해)\s?(?:줘서|주셔서)\s?(?:고마|감사)/u,
  zh: /(?:谢谢|感谢|謝謝|感謝|多谢|多謝)[^。！？!?]{0,16}(?:删|刪|清空|丢失|丟失|弄丢|弄丟|没了|沒了)/u,
}

/** Getting data back, or a way to delete: what such thanks are for is meant (folded text). */
const MEANT =
  /\d+ ?(?:kg|kilos?|lbs?|pounds)(?!\p{L})|weight|gewicht|poids|peso|vikt|вес|restor|recover|got (?:it |them |everything )?back|brought (?:it |them )?back|undelet|retriev|option|button|feature|setting|ability|way to|wiederherg|zuruckgeholt|funktion|restaur|recuper|opcao|opcion|funcao|funcion|ripristin|opzione|funzione|herstel|teruggehaald|optie|przywroc|odzyska|opcj|восстанов|вернул|функци|кнопк|відновл|поверну|kurtar|geri (?:getir|yukle|al)|aterstall|fick tillbaka|funktion|pulih|kembali|khôi phục|lấy lại|復元|戻っ|戻し|복구|복원|되찾|恢复|恢復|找回|استعاد|استرج|वापस|रिकवर/u

/** Whether the folded text of a clause thanks the team for a loss of the reviewer's data. */
function thanksForLoss(norm: string, lang: string): boolean {
  const re = THANKED[lang] ?? THANKED[lang.slice(0, 2)]
  return re !== undefined && re.test(norm) && !MEANT.test(norm)
}

interface Facts {
  score: number
  sarcastic: boolean
  cued: boolean
  intents: Set<Intent>
}

/** Thanks for a loss reports the loss: no praise, no thanks back. */
export function markThankedLoss(
  raw: readonly { norm: string }[],
  facts: Facts[],
  lang: string,
): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || !thanksForLoss(c.norm, lang)) return
    f.sarcastic = true
    f.cued = true
    f.score = Math.min(f.score, -1)
    f.intents.delete('praise')
    f.intents.delete('complaint')
    f.intents.add('data_loss')
  })
}
