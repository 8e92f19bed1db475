/**
 * "I want everything gone", "ich will, dass alles gelöscht wird", "quiero que se borre todo": a
 * loss word the reviewer wishes for (folded text) is an order to delete, never a loss suffered.
 */
const WANTED_GONE =
  /(?<!\p{L})(?:i|we) (?:just )?(?:want|wanna|would like|'d like|need)(?: \S+){0,3} (?:gone|deleted|erased|removed|wiped)(?!\p{L})|(?:will|mochte|wunsche)(?: \S+){0,4} (?:weg|geloscht|entfernt)(?: haben| wird| werden)?(?!\p{L})|(?:je veux|je voudrais|j'aimerais)(?: \S+){0,4} (?:supprime|efface|disparaisse)\p{L}*|(?:quiero|quisiera)(?: \S+){0,4} (?:borrad|eliminad|borre|elimine)\p{L}*|(?:quero|queria)(?: \S+){0,4} (?:apagad|excluid|apague|exclua)\p{L}*|(?:voglio|vorrei)(?: \S+){0,4} (?:cancellat|eliminat|sparire)\p{L}*/u

/** Whether a folded clause wishes its loss word on purpose. */
export function wantedGone(norm: string): boolean {
  return WANTED_GONE.test(norm)
}
