/**
 * "Konto und alle Notizen löschen", "supprimer mon compte et toutes mes données", "удалить аккаунт
 * вместе со всеми данными": the account asked to be deleted with other things listed between the
 * account and the verb, which the cue phrases (said in one piece) miss. Only the infinitive or the
 * imperative asks for it; "my account was deleted" tells of something that happened. Folded text
 * (lower case, Latin accents dropped).
 */
const ACCOUNT = String.raw`(?:konto|kontos|account|accounts|profil|compte|аккаунт\p{L}*|учетн\p{L}* запис\p{L}*|профил\p{L}*|акаунт\p{L}*|обліков\p{L}* запис\p{L}*|cuenta|kontot|حساب\p{L}*|अकाउंट|खाता)`
const ASKED_DELETION = new RegExp(
  [
    // The account, a list, then the verb: "Konto und alle Notizen löschen".
    String.raw`(?<!\p{L})${ACCOUNT} (?:(?:und|samt|sowie|mit|inklusive|inkl|et|avec|и|вместе|со|с|і|разом|із|з|y|con|e|och|med) (?:\p{L}+ ){0,4}?)(?:loschen|entfernen|loscht|losch|supprimer|effacer|удалить|удалите|стереть|видалити|видаліть|borrar|eliminar|borren|eliminen|cancellare|eliminare|radera|raderas|ta bort)(?!\p{L})`,
    // The verb, then the account and its list: "supprimer mon compte et toutes mes notes".
    String.raw`(?<!\p{L})(?:loschen|loscht|supprimer|supprimez|effacer|удалить|удалите|видалити|видаліть|borrar|eliminar|borren|eliminen|cancellare|eliminare|cancellate|radera|ta bort) (?:\p{L}+ )?${ACCOUNT} (?:und|samt|sowie|mit|et|avec|и|вместе|с|і|разом|з|y|con|e|och|med)(?!\p{L})`,
  ].join('|'),
  'u',
)

/** Whether the folded clause asks for the account to be deleted along with other things. */
export function asksAccountDeletion(norm: string): boolean {
  return ASKED_DELETION.test(norm)
}
