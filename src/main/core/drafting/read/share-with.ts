import { withoutInability } from './lack'
import type { Clause } from './types'

/**
 * "You can't share a notebook with my wife", "on ne peut pas partager les listes avec ma
 * famille", "man kann keine Notizen mit anderen teilen": sharing with other people is something
 * the app does not offer, wished for. Nothing broke: no fault to send the device and version for.
 * "Can't share to Instagram anymore since the update" is a fault and stays one (a change said, or
 * a fault named). On the folded text (lower case, Latin accents dropped), per language.
 */
const WITH_PEOPLE: Record<string, RegExp> = {
  en: /(?<!\p{L})share (?:\p{L}+ ){0,4}with (?:my |our |other |the )?(?:wife|husband|partner|boyfriend|girlfriend|family|friends?|kids|children|team|colleagues?|coworkers?|co-workers?|others|people|users|someone|anyone|somebody|spouse|mom|mum|dad|parents)(?!\p{L})/u,
  de: /mit (?:anderen|meine[rm]? (?:frau|mann|familie|freundin|freund|partner\p{L}*|kolleg\p{L}*|kindern)|freunden|der familie|kollegen|jemandem) (?:\p{L}+ ){0,3}(?:teilen|geteilt)/u,
  fr: /partag\p{L}* (?:\p{L}+ ){0,4}avec (?:d'autres|ma (?:femme|famille|copine|conjointe)|mon (?:mari|copain|conjoint)|mes (?:amis|proches|collegues|enfants)|quelqu'un|les autres)/u,
  es: /compartir (?:\p{L}+ ){0,4}con (?:otros|otras personas|mi (?:familia|pareja|esposa|esposo|mujer|marido|novi[oa])|mis (?:amigos|hijos|companeros)|alguien)/u,
  it: /condivider\p{L}* (?:\p{L}+ ){0,4}con (?:altri|altre persone|mia (?:moglie|famiglia)|mio (?:marito|ragazzo)|la mia (?:famiglia|ragazza)|i miei (?:amici|colleghi)|qualcuno)/u,
  pt: /(?:compartilhar|partilhar) (?:\p{L}+ ){0,4}com (?:outr[ao]s|outras pessoas|minha (?:esposa|familia|mulher|namorada)|meu (?:marido|namorado)|meus (?:amigos|filhos)|alguem)/u,
  nl: /(?:delen met|met (?:anderen|mijn (?:vrouw|man|partner|familie|vriend\p{L}*)) (?:\p{L}+ ){0,3}delen)/u,
}

/** A change said: it worked before ("anymore", "since the update", "nicht mehr", "ne… plus"). */
const CHANGED: Record<string, RegExp> = {
  en: /anymore|any more|no longer|since|update|used to|button/u,
  de: /nicht mehr|keine \p{L}+ mehr|seit|update|knopf|button/u,
  fr: /(?:ne|n') ?(?:\p{L}+ ){0,2}plus|depuis|mise a jour|bouton/u,
  es: /ya no|desde|actualizacion|boton/u,
  it: /non (?:\p{L}+ )?piu|da quando|dall'aggiornamento|aggiornamento|pulsante/u,
  pt: /nao (?:\p{L}+ ){0,2}mais|desde|atualizacao|botao/u,
  nl: /niet meer|sinds|update|knop/u,
}

/** Inability said in the subjunctive, after a regret ("dommage qu'on ne puisse pas", "peccato che non si possa"). */
const MAY_NOT: Record<string, RegExp> = {
  fr: /(?:ne )?(?:puisse|puissent|puissions) pas/u,
  es: /no (?:se )?(?:pueda|puedan|podamos)/u,
  it: /non (?:si )?(?:possa|possano|possiamo)/u,
  pt: /nao (?:se )?(?:possa|possam|possamos)/u,
}

const unable = (norm: string, lang: string): string | null => {
  const may = MAY_NOT[lang]
  return withoutInability(norm, lang) ?? (may?.test(norm) ? norm.replace(may, ' ') : null)
}

/** Clauses read as a fault or a complaint that only say one cannot share with other people, read as the wish they are. */
export function settleShareWith(
  raw: readonly { norm: string }[],
  clauses: Clause[],
  facts: readonly ({ cued: boolean } | undefined)[],
  lang: string,
  faultIn: (norm: string) => boolean,
): void {
  const people = WITH_PEOPLE[lang]
  const changed = CHANGED[lang]
  if (!people || !changed) return
  clauses.forEach((c, i) => {
    if (!c.intents.some((x) => x === 'bug' || x === 'complaint')) return
    if (c.intents.some((x) => x === 'billing' || x === 'data_loss')) return
    const norm = raw[i]?.norm ?? ''
    const rest = unable(norm, lang)
    if (rest === null || !people.test(norm) || changed.test(norm) || faultIn(rest)) return
    c.intents = ['request']
    c.topics = c.topics.filter((t) => t !== 'crash' && t !== 'bug')
    c.polarity = 0
    const f = facts[i]
    if (f) f.cued = true
  })
}
