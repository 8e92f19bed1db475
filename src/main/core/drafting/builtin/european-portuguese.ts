import type { Phrasebook } from '../phrasebooks/types'

/**
 * The drafter's Portuguese lines are Brazilian with "você". For a reviewer in Portugal the few
 * words and turns only Brazil uses are swapped for Portugal's: "equipe" → "equipa", "contato" →
 * "contacto", "o app" → "a aplicação", the subject "você" dropped ("que você gosta" → "que
 * gosta"), "com você" → "consigo". Whole phrases first, then words; the review's own words in
 * quotes, addresses and links are left as they are.
 */
type Replacement = string | ((match: string, ...groups: string[]) => string)

/** A phrase between word edges (JavaScript's \b knows no "ê"). */
const phrase = (source: string): RegExp => new RegExp(`(?<![\\p{L}-])${source}(?![\\p{L}-])`, 'gu')
const capital = (letter: string): string => letter.toLocaleUpperCase('pt')

const PHRASES: [RegExp, Replacement][] = [
  [phrase('([Ss])e você escrever para nós'), (_m, s) => `${s}e nos escrever`],
  [phrase('([Ss])e você (nos )?enviar'), (_m, s) => `${s}e nos enviar`],
  [phrase('([Ss])e você entrar em contato'), (_m, s) => `${s}e entrar em contacto`],
  [phrase('([Ee])screva para nós'), (_m, e) => `${e}screva-nos`],
  [phrase('escrever para nós'), 'escrever-nos'],
  [phrase('([Cc])onte para (?:nós|a gente)'), (_m, c) => (c === 'C' ? 'Diga-nos' : 'diga-nos')],
  [phrase('([Ee])nvie (.{1,40}?) para nós em'), (_m, e, what) => `${e}nvie-nos ${what} em`],
  [phrase('com a gente'), 'connosco'],
  [phrase('para a gente'), 'para nós'],
  [phrase('o app feche sozinho'), 'a aplicação feche sozinha'],
  [phrase('o que o app acessa'), 'a que a aplicação acede'],
  [phrase('por quê'), 'porquê'],
  [phrase('o seu app'), 'a sua aplicação'],
  [phrase('O app'), 'A aplicação'],
  [phrase('o app'), 'a aplicação'],
  [phrase('do app'), 'da aplicação'],
  [phrase('no app'), 'na aplicação'],
  [phrase('ao app'), 'à aplicação'],
  [phrase('pelo app'), 'pela aplicação'],
  [phrase('este app'), 'esta aplicação'],
  [phrase('(ajudar|ajudarmos|ajudaremos) você'), (_m, verb) => verb],
  [phrase('com você'), 'consigo'],
  [phrase('para você'), 'para si'],
  [phrase('a você'), 'a si'],
  // The subject "você" is left out in Portugal: "que você gosta" → "que gosta".
  [/(?<![\p{L}-])(que|Que|se|quando|Quando|como) você (?=\p{L})/gu, (_m, word) => `${word} `],
  // Brazil writes the past "já levamos" like the present; Portugal marks it: "já levámos".
  [
    /(?<![\p{L}-])([Jj]á (?:a |o |as |os |lhe )?)(\p{L}+)amos(?![\p{L}-])/gu,
    (_m, before, stem) => `${before}${stem}ámos`,
  ],
  [phrase('Anotamos'), 'Anotámos'],
  // Portugal says "a contar", not "contando".
  [phrase('contando'), 'a contar'],
  [phrase('usando o e-mail'), 'com o e-mail'],
  [/(^|[.!?]\s+)[Vv]ocê (\p{Ll})/gu, (_m, before, letter) => `${before}${capital(letter)}`],
  [/([:;]\s+)você (\p{Ll})/gu, (_m, before, letter) => `${before}${letter}`],
]

const WORDS: Record<string, string> = {
  equipe: 'equipa',
  Equipe: 'Equipa',
  contato: 'contacto',
  Contato: 'Contacto',
  conosco: 'connosco',
  celular: 'telemóvel',
  celulares: 'telemóveis',
  tela: 'ecrã',
  telas: 'ecrãs',
  usuário: 'utilizador',
  usuários: 'utilizadores',
  arquivo: 'ficheiro',
  arquivos: 'ficheiros',
  baixar: 'descarregar',
  registrar: 'registar',
  cadastro: 'registo',
  excluir: 'eliminar',
  Excluir: 'Eliminar',
  exclusão: 'eliminação',
  acessa: 'acede',
  acessar: 'aceder',
  compartilhar: 'partilhar',
  compartilhámos: 'partilhámos',
  Oi: 'Olá',
}
const WORD = phrase(`(${Object.keys(WORDS).join('|')})`)

/** Quotes of the review's words, addresses and links: never rewritten. */
const KEPT = /(“[^”]*”|«[^»]*»|"[^"]*"|\S*(?:@|:\/\/|www\.)\S*)/u

function rewrite(text: string): string {
  let out = text
  for (const [re, to] of PHRASES)
    out = typeof to === 'string' ? out.replace(re, to) : out.replace(re, to)
  return out.replace(WORD, (w) => WORDS[w] ?? w)
}

/**
 * A reply line in Portugal's Portuguese (see above).
 * @internal Exported for tests.
 */
export function toEuropeanPortuguese(text: string): string {
  return text
    .split(KEPT)
    .map((part, i) => (i % 2 === 1 ? part : rewrite(part)))
    .join('')
}

const books = new WeakMap<Phrasebook, Phrasebook>()

/** The Portuguese phrasebook writing for Portugal: every rendered line goes through toEuropeanPortuguese. */
export function europeanPortuguese(book: Phrasebook): Phrasebook {
  let found = books.get(book)
  if (!found) {
    const polish = book.polish
    found = { ...book, polish: (text) => toEuropeanPortuguese(polish ? polish(text) : text) }
    books.set(book, found)
  }
  return found
}
