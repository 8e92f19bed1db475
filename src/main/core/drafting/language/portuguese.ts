/**
 * European or Brazilian Portuguese. The drafter's Portuguese is Brazilian with "você" (readable
 * everywhere); a reviewer in Portugal, or one who writes "telemóvel", "ecrã" or "estou a usar",
 * is answered without the words only Brazil uses (builtin/european-portuguese.ts).
 */

/** Words only Portugal (and the other European-norm countries) writes. */
const EUROPEAN = new Set(
  (
    'telemóvel telemóveis telemovel ecrã ecrãs ecra utilizador utilizadores utilizadora equipa contacto contactar contactei ' +
    'registar registo ficheiro ficheiros descarregar descarreguei actualização actualizar actualizações óptimo óptima ' +
    'facto autocarro comboio fixe bué porreiro rapariga miúdo sítio casa-de-banho pequeno-almoço percebo ' +
    'tens podes consegues queres sabes estás gostas deves vais fazes'
  ).split(' '),
)
/** Words only Brazil writes. */
const BRAZILIAN = new Set(
  (
    'celular celulares tela telas usuário usuários usuario usuarios equipe contato contatar cadastro cadastrar cadastrei ' +
    'arquivo arquivos baixar baixei ônibus trem tô vc vcs você vocês né kkk kkkk kkkkk aplicativo aplicativos ' +
    'registrar bacana galera'
  ).split(' '),
)
/** "estou a usar" (Portugal) against "estou usando" (Brazil). */
const EUROPEAN_PROGRESSIVE =
  /\b(?:estou|estás|está|estamos|estão|estava|estavam|ando|anda|andam|continua|continuo|fico|fica) a \p{L}+(?:ar|er|ir)\b/giu
const BRAZILIAN_PROGRESSIVE =
  /\b(?:estou|está|estamos|estão|estava|estavam|tô|tá|fica|ficou|continua|vive) \p{L}+(?:ando|endo|indo)\b/giu

/** Countries that write Portuguese the European way (ISO alpha-2 and alpha-3). */
const EUROPEAN_TERRITORIES = new Set([
  'PT',
  'PRT',
  'AO',
  'AGO',
  'MZ',
  'MOZ',
  'CV',
  'CPV',
  'GW',
  'GNB',
  'ST',
  'STP',
  'TL',
  'TLS',
  'MO',
  'MAC',
])
const BRAZIL = new Set(['BR', 'BRA'])

function regionOf(review: {
  language?: string | null
  territory?: string | null
}): 'pt-PT' | 'pt-BR' | null {
  const region = review.language?.replace(/_/g, '-').split('-')[1]?.toUpperCase() ?? null
  const territory = review.territory?.trim().toUpperCase() ?? null
  for (const code of [region, territory]) {
    if (code && EUROPEAN_TERRITORIES.has(code)) return 'pt-PT'
    if (code && BRAZIL.has(code)) return 'pt-BR'
  }
  return null
}

/**
 * Which Portuguese a review is written in: the text's own words when they plainly show it (two
 * signs more than the other side's), else the store's region (`pt-PT`, territory PRT), else a
 * single sign, else null.
 */
export function portugueseVariant(review: {
  language?: string | null
  territory?: string | null
  title?: string | null
  body: string
}): 'pt-PT' | 'pt-BR' | null {
  const text = [review.title, review.body].filter(Boolean).join('\n')
  const words = text.toLowerCase().match(/[\p{L}-]+/gu) ?? []
  const european =
    (text.match(EUROPEAN_PROGRESSIVE)?.length ?? 0) + words.filter((w) => EUROPEAN.has(w)).length
  let brazilian =
    (text.match(BRAZILIAN_PROGRESSIVE)?.length ?? 0) + words.filter((w) => BRAZILIAN.has(w)).length
  // "a gente" for "nós" is Brazilian speech.
  brazilian += text.match(/\ba gente\b/gi)?.length ?? 0
  if (european >= 2 && european > brazilian) return 'pt-PT'
  if (brazilian >= 2 && brazilian > european) return 'pt-BR'
  // One sign ("você" in a review from Portugal) does not overrule the store's region.
  const region = regionOf(review)
  if (region) return region
  if (european > brazilian) return 'pt-PT'
  if (brazilian > european) return 'pt-BR'
  return null
}
