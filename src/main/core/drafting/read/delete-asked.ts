/**
 * "How do I delete everything and start over?", "wie setze ich meinen Fortschritt zurück?",
 * "¿cómo borro todas las notas?": asking how to delete or reset on purpose. The loss words are
 * what they want to do, not what happened: no loss, and no apology for one. Folded text (lower
 * case, Latin accents dropped).
 */
const HOW_TO_DELETE = new RegExp(
  [
    String.raw`(?<!\p{L})(?:how (?:do|can|could|would|should) (?:i|you|we|one)|how to|is there (?:a|any) way to|is it possible to|can i|where (?:do|can) i) (?:\p{L}+ )?(?:delete|erase|wipe|clear|reset|remove|restart|start over)(?!\p{L})`,
    String.raw`(?<!\p{L})wie (?:kann (?:ich|man) |lasst sich |lassen sich )?(?:\p{L}+ ){0,4}?(?:losche|loschen|zurucksetzen|setze)(?!\p{L})`,
    String.raw`(?<!\p{L})comment (?:je peux |puis-je |peut-on |on peut |faire pour )?(?:supprimer|effacer|reinitialiser|tout effacer|recommencer)(?!\p{L})`,
    String.raw`(?<!\p{L})como (?:puedo |se puede |hago para |se |hacer para )?(?:borr\p{L}*|elimin\p{L}*|reinici\p{L}*|resete\p{L}*|apag\p{L}*|exclu\p{L}*|zer\p{L}*|recomec\p{L}*)`,
    String.raw`(?<!\p{L})come (?:posso |si (?:puo |possono )?|faccio a )?(?:cancell\p{L}*|elimin\p{L}*|azzer\p{L}*|resett\p{L}*|ricominciare)`,
    String.raw`(?<!\p{L})hoe (?:kan ik |kun je )?(?:\p{L}+ ){0,3}?(?:verwijder\p{L}*|wis\p{L}*|reset\p{L}*)`,
    String.raw`(?<!\p{L})jak (?:moge |mozna )?(?:usun\p{L}*|skasow\p{L}*|wyczysc\p{L}*|zresetow\p{L}*)`,
    String.raw`(?<!\p{L})как (?:мне |можно )?(?:удалить|стереть|очистить|сбросить|обнулить|начать заново)(?!\p{L})`,
    String.raw`(?<!\p{L})як (?:мені |можна )?(?:видалити|стерти|очистити|скинути|обнулити|почати заново)(?!\p{L})`,
    String.raw`(?:nasil|nereden) (?:\p{L}+ )?(?:silerim|silinir|sifirlarim|sifirlanir)`,
    String.raw`(?<!\p{L})hur (?:gor|kan) (?:jag|man) (?:\p{L}+ )?(?:radera|ta bort|nollstalla|aterstalla)`,
    String.raw`(?<!\p{L})(?:gimana|bagaimana)(?: cara)? (?:\p{L}+ )?(?:hapus|menghapus|reset|mengulang)`,
    String.raw`làm (?:sao|thế nào) (?:để )?(?:xóa|xoá|đặt lại|reset)`,
    '(?:どうやって|どうすれば)[^。？?]{0,12}(?:削除|消せ|消す|リセット|初期化)',
    '어떻게\\s?(?:\\S+\\s)?(?:삭제|지우|초기화|리셋)',
    '(?:怎么|怎樣|怎样|如何)[^。？?]{0,6}(?:删除|刪除|清空|重置|重新开始)',
    '(?:كيف|ازاي|كيفية)\\s(?:\\S+\\s)?(?:احذف|أحذف|امسح|أمسح|حذف|مسح)',
    '(?:कैसे)\\s(?:\\S+\\s)?(?:डिलीट|हटा|मिटा|रीसेट)',
  ].join('|'),
  'u',
)

/** Whether the folded text asks how to delete or reset something on purpose. */
export function asksHowToDelete(norm: string): boolean {
  return HOW_TO_DELETE.test(norm)
}
