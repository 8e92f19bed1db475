import { es as esNouns } from '../../read/things/nouns/es'
import { fr as frNouns } from '../../read/things/nouns/fr'
import { it as itNouns } from '../../read/things/nouns/it'
import { pt as ptNouns } from '../../read/things/nouns/pt'
import { romance } from './romance'

const words = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean))
const VOWEL = /^[aeiouyàâäéèêëîïôöûùüœæh]/iu

/** "le mode sombre", "l'export", "les rappels"; "du", "des", "au", "aux" after "de" and "à". */
export const fr = romance({
  nouns: frNouns,
  article: (gender, plural, next) =>
    plural ? 'les' : VOWEL.test(next) ? "l'" : gender === 'f' ? 'la' : 'le',
  contractions: { 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' },
  repeated: words('de à'),
  verb: /^\p{Ll}+(?:er|ir|re|oir)$/u,
  before: words(
    'nouveau nouvel nouvelle nouveaux nouvelles ancien ancienne anciens anciennes petit petite petits petites vieux vieille',
  ),
  elide: (prep, name) => (prep === 'de' && VOWEL.test(name) ? `d'${name}` : null),
})

/** "el modo oscuro", "las carpetas"; "del", "al" after "de" and "a". */
export const es = romance({
  nouns: esNouns,
  article: (gender, plural) => (gender === 'f' ? (plural ? 'las' : 'la') : plural ? 'los' : 'el'),
  contractions: { 'de el': 'del', 'a el': 'al' },
  repeated: words('de a'),
  verb: /^\p{Ll}+(?:ar|er|ir)$/u,
  before: words('nuevo nueva nuevos nuevas antiguo antigua antiguos antiguas viejo vieja'),
})

/** Italian articles by the sound that follows: "lo scanner", "l'esportazione", "gli allegati". */
function itArticle(gender: 'm' | 'f', plural: boolean, next: string): string {
  const vowel = /^[aeiouàèéìòù]/iu.test(next)
  const impure = /^(?:s[^aeiou]|z|gn|ps|pn|x|y)/iu.test(next)
  if (gender === 'f') return plural ? 'le' : vowel ? "l'" : 'la'
  if (plural) return vowel || impure ? 'gli' : 'i'
  return vowel ? "l'" : impure ? 'lo' : 'il'
}

const IT_FUSED: Record<string, string> = {}
for (const [prep, stem] of [
  ['di', 'de'],
  ['a', 'a'],
  ['da', 'da'],
  ['in', 'ne'],
  ['su', 'su'],
] as const)
  for (const [article, ending] of [
    ['il', 'l'],
    ['lo', 'llo'],
    ["l'", "ll'"],
    ['la', 'lla'],
    ['i', 'i'],
    ['gli', 'gli'],
    ['le', 'lle'],
  ] as const)
    IT_FUSED[`${prep} ${article}`] = `${stem}${ending}`

/** "del", "sullo", "nell'", "agli"… after "di", "a", "da", "in", "su". */
export const it = romance({
  nouns: itNouns,
  article: itArticle,
  contractions: IT_FUSED,
  repeated: words('di a da in su'),
  verb: /^\p{Ll}+(?:are|ere|ire)$/u,
  before: words('nuovo nuova nuovi nuove vecchio vecchia'),
})

/** "o modo escuro", "as pastas"; "do", "no", "ao", "pelo"… after "de", "em", "a", "por". */
export const pt = romance({
  nouns: ptNouns,
  article: (gender, plural) => (gender === 'f' ? (plural ? 'as' : 'a') : plural ? 'os' : 'o'),
  contractions: {
    'de o': 'do',
    'de a': 'da',
    'de os': 'dos',
    'de as': 'das',
    'em o': 'no',
    'em a': 'na',
    'em os': 'nos',
    'em as': 'nas',
    'a o': 'ao',
    'a a': 'à',
    'a os': 'aos',
    'a as': 'às',
    'por o': 'pelo',
    'por a': 'pela',
    'por os': 'pelos',
    'por as': 'pelas',
  },
  repeated: words('de em a por'),
  verb: /^\p{Ll}+(?:ar|er|ir|or)$/u,
  before: words('novo nova novos novas antigo antiga'),
})
