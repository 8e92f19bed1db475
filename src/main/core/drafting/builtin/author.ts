// Placeholder names the stores use, and handles that are words rather than names.
const NOT_A_NAME = new Set([
  'a', 'an', 'the', 'user', 'users', 'anonymous', 'anonym', 'anónimo', 'anonimo', 'anonyme', 'guest', 'customer',
  'client', 'cliente', 'kunde', 'kundin', 'usuario', 'usuária', 'usuário', 'utilisateur', 'utilisatrice',
  'utente', 'nutzer', 'nutzerin', 'gebruiker', 'användare', 'player', 'gamer', 'admin', 'app', 'apps',
  'reviewer', 'unknown', 'someone', 'somebody', 'none', 'null', 'undefined', 'test', 'me', 'my', 'your',
  'mom', 'mum', 'dad', 'mama', 'papa', 'mommy', 'daddy', 'boss', 'king', 'queen', 'fan', 'lover',
  'happy', 'angry', 'sad', 'disappointed', 'frustrated', 'honest', 'real', 'true', 'very', 'super',
  'best', 'good', 'bad', 'great', 'ok', 'okay', 'hi', 'hello', 'mr', 'mrs', 'ms', 'miss', 'dr', 'sir',
  'madam', 'herr', 'frau', 'sr', 'sra', 'srta', 'm', 'mme', 'mlle', 'sig', 'pan', 'pani', 'google',
  'apple', 'iphone', 'android', 'samsung', 'ipad', 'customer service', 'no', 'not', 'just', 'ein',
  'eine', 'un', 'une', 'um', 'uma', 'uno', 'una', 'een', 'en', 'ett',
])

// Scripts written without spaces between given and family name: use the whole (short) name.
const CJK_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]{1,6}$/u
const NAME_TOKEN = /^\p{Lu}?[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u

function tidyCase(token: string): string {
  const lower = token.toLocaleLowerCase()
  const upper = token.toLocaleUpperCase()
  if (token !== lower && token !== upper) return token
  // "ANNA" or "anna": people type names in one case; "Anna" reads better.
  return lower.charAt(0).toLocaleUpperCase() + lower.slice(1)
}

/**
 * The reviewer's first name, only when the author field looks like a person's name: not a
 * store placeholder ("A Google user"), a handle ("xXgamer99"), an e-mail or a sentence.
 */
export function firstNameOf(author: string | null | undefined): string | null {
  if (!author) return null
  const a = author.normalize('NFC').trim().replace(/\s+/g, ' ')
  if (!a || a.length > 40) return null
  if (/google|apple|[@_/\\:#0-9]|https?|www\./iu.test(a)) return null
  if (NOT_A_NAME.has(a.toLowerCase())) return null
  if (CJK_NAME.test(a.replace(/\s/g, ''))) return a.replace(/\s/g, '')
  const tokens = a.split(' ')
  if (tokens.length > 4) return null
  const first = tokens[0]?.replace(/[.,]$/, '') ?? ''
  if (first.length < 2 || first.length > 20) return null
  if (!NAME_TOKEN.test(first)) return null
  // Lower-case start with capitals later ("xXgamer", "iPhoneFan") is a handle, not a name.
  if (/^\p{Ll}/u.test(first) && /\p{Lu}/u.test(first.slice(1))) return null
  if (NOT_A_NAME.has(first.toLowerCase())) return null
  return tidyCase(first)
}
