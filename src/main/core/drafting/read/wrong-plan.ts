/**
 * A charge for another plan than the one chosen: "charged for yearly when I only wanted monthly",
 * "statt des Monatsabos das Jahresabo abgebucht". A reply that says "the trouble with your
 * payment" restates nothing; this says they paid for a plan they did not pick. Matched on the
 * folded text (lower case, Latin accents dropped), every language at once: a plan's length
 * ("monthly", "mensual", "месячн") beside a word of choosing or "instead of".
 */

const PERIOD = String.raw`(?:monthly|yearly|annual|weekly|lifetime|monats|monatlich|jahres|jahrlich|mensuel|annuel|mensual|anual|mensal|mensile|annuale|maand|jaar|manads|arsabonnemang|arsprenumeration|arlig|miesieczn|roczn|месячн|ежемесячн|годов|помесячн|місячн|щомісячн|річн|aylik|yillik|bulanan|tahunan)`

const WRONG_PLAN = new RegExp(
  [
    // "instead of (the) monthly", "statt des Monatsabos", "au lieu de l'annuel", "вместо месячной"
    String.raw`(?:instead of|rather than|statt|anstatt|anstelle|au lieu d[eu']?|en vez de(?:l)?|en lugar de(?:l)?|em vez d[oae]|ao inves d[oae]|invece d(?:el|ella|ello|ell')?|in plaats van|i stallet for|вместо|замість|zamiast|bukan)\s*(?:\p{L}+\s+){0,2}?${PERIOD}`,
    // "when I (only) wanted monthly", "habe das Monatsabo gewählt", "elegí el plan mensual"
    String.raw`(?:wanted|chose|chosen|picked|selected|signed up for|asked for|meant to get|wollte|gewahlt|ausgewahlt|gebucht|voulais|choisi|selectionne|queria|elegi|escogi|seleccione|escolhi|selecionei|volevo|scelto|selezionato|wilde|gekozen|koos|geselecteerd|valde|ville ha|выбрал\p{L}*|хотел\p{L}*|обрав|обрала|вибрав|вибрала|хотів|хотіла|wybral\p{L}*|chcial\p{L}*|pilih|milih|mau)\s+(?:[\p{L}'’]+\s+|\p{L}+'){0,3}?${PERIOD}`,
    // "das Monatsabo gewählt", "aylık paketi seçtim", "paket bulanan yang saya pilih"
    String.raw`${PERIOD}\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:gewahlt|ausgewahlt|gebucht|wollte|gekozen|genomen|sectim|secmistim|istedim|istemistim|yang (?:saya|aku|gw) pilih)`,
  ].join('|'),
  'u',
)

/** Whether the review says it was charged for another plan than the one it chose. */
export function wrongPlan(norm: string): boolean {
  return WRONG_PLAN.test(norm)
}
