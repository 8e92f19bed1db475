/**
 * A refund the store itself refused, said the short way the cue lists do not hold ("google wont
 * refund me", "google veut pas me rembourser", "구글이 환불 안해줌"): the store's refund path was
 * already walked, so the reply must not send them back to it. The store is named in the clause;
 * "you won't refund me" is said of the team, no store loop. Matched on the folded text (lower
 * case, Latin accents dropped; Vietnamese keeps its marks), every language at once.
 */

/** The store, by name, in the drafter's languages. */
const STORE =
  /google|apple|play ?store|app ?store|itunes|гугл|эппл|эпл|епл|구글|애플|谷歌|苹果|蘋果|グーグル|アップル|جوجل|قوقل|غوغل|ابل|أبل|آبل|गूगल|एप्पल/u

/** A refund refused or not given, in the drafter's languages. */
const REFUSED =
  /won'?t (?:give (?:me )?(?:a |my )?)?refund|refus\p{L}* (?:to refund|my refund|the refund|a refund)|(?:denied|declined|rejected) (?:my |the )?refund|will nicht (?:erstatten|zuruckerstatten)|erstattet (?:mir )?nicht|(?:veut|veulent) pas (?:me )?rembourser|refuse de (?:me )?rembourser|rembourse pas|no (?:me )?(?:quiere|quieren) (?:devolver|reembolsar)|no (?:me )?reembolsa|nao (?:quis|quer|querem) (?:me )?(?:devolver|reembolsar)|nao (?:me )?reembolsa|non (?:mi )?rimborsa|non (?:vuole|vogliono) rimborsar|wil niet terugbetalen|betaalt (?:het )?niet terug|vagrar (?:att )?aterbetala|vill inte aterbetala|nie chce (?:mi )?(?:oddac|zwrocic)|nie oddaje|iade(?:si|mi)? (?:yapmiyo|etmiyo|vermiyo|yapmadi|etmedi|vermedi)|не (?:хочет|хотят) (?:вернуть|возвращать)|не вернул\p{L}*|не хоче (?:повернути|повертати)|не повернув|відмовив\p{L}* у поверненні|返金(?:を|は)?断られ|返金(?:して)?(?:くれない|もらえない)|환불\s?(?:을\s?)?(?:안\s?해|거절|불가)|不给(?:我)?退|不(?:肯|愿意)退|拒绝退|拒絕退|không cho hoàn tiền|không chịu hoàn|(?:ga|gak|gk|nggak|tidak) mau (?:refund|balikin)|menolak refund|nolak refund|refund (?:nahi|nhi) (?:de|diya|kiya)|रिफ़?ंड (?:नहीं|देने से मना)|رفض\p{L}* (?:(?:ان |أن )?(?:يرجع|ترجع|يرجعوا|ارجاع|إرجاع|الارجاع|الإرجاع|استرداد|الاسترداد|يسترد|تسترد|استرجاع|الاسترجاع|يسترجع|تسترجع|المبلغ|فلوسي|ترد))|(?:الاسترجاع|الاسترداد|الارجاع|الإرجاع) (?:مرفوض|انرفض|اترفض)/u

/** Whether a clause's folded text says the store, by name, refused or withheld the refund. */
export function storeRefused(norm: string): boolean {
  return STORE.test(norm) && REFUSED.test(norm)
}
