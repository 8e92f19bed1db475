/**
 * "Зняли гроші за скасування реклами", "payé pour supprimer les pubs", "charged for removing ads":
 * what was bought is the ads switched off. Its verb ("скасування", "отключение", "cancel") names
 * the purchase, not a subscription the reviewer cancelled, so a charge beside it is no "charged
 * after cancelling". Folded text of a clause (lower case, Latin accents dropped).
 */
const AD_REMOVAL = new RegExp(
  [
    // Verb, then up to one word, then the ads.
    String.raw`(?<!\p{L})(?:cancel\p{L}*|remov\p{L}*|disabl\p{L}*|turn\p{L}* off|скасув\p{L}*|відключ\p{L}*|вимкн\p{L}*|прибра\p{L}*|отмен\p{L}*|отключ\p{L}*|убра\p{L}*|удал\p{L}*|kundig\p{L}*|entfern\p{L}*|deaktiv\p{L}*|abschalt\p{L}*|annul\p{L}*|resili\p{L}*|supprim\p{L}*|desactiv\p{L}*|cancela\p{L}*|quitar|elimin\p{L}*|rimuov\p{L}*|annull\p{L}*|disattiv\p{L}*|togli\p{L}*|ta bort|avsluta\p{L}*|sa(?:de|gt)? upp)(?: \p{L}+)? (?:ads?|adverts?|advertising|реклам\p{L}*|werbung|pubs?|publicites?|anuncios?|publicidad|pubblicita|reklam\p{L}*|annons\p{L}*)(?!\p{L})`,
    // The ads, then their removal ("Werbung entfernen", "реклама отключена").
    String.raw`(?<!\p{L})(?:ads?|реклам\p{L}*|werbung|reklam\p{L}*)(?:[- ])(?:free|removal|entfern\p{L}*|deaktiv\p{L}*|weg|отключ\p{L}*|скасов\p{L}*|відключ\p{L}*|вимкн\p{L}*)(?!\p{L})`,
    String.raw`(?:الغاء|إلغاء|ازالة|إزالة|حذف) (?:ال)?اعلانات|विज्ञापन (?:हटा|बंद)\p{M}*\p{L}*|(?:ऐड|एड) (?:हटा|बंद)\p{M}*\p{L}*`,
  ].join('|'),
  'gu',
)

/** The clause without its "remove the ads" purchase, for the tests of a cancelled subscription. */
export function withoutAdRemoval(norm: string): string {
  return norm.replace(AD_REMOVAL, ' ')
}
