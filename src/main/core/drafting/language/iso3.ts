/**
 * franc names languages by ISO 639-3; the product keys them by BCP-47, which uses the two-letter
 * code where one exists. Languages without one keep their three letters (`ceb`, `ilo`), which is
 * valid BCP-47 too.
 */
const TWO_LETTER: Record<string, string> = {
  afr: 'af', als: 'sq', amh: 'am', arb: 'ar', ayr: 'ay', azj: 'az', bam: 'bm', bel: 'be', ben: 'bn',
  bos: 'bs', bul: 'bg', cat: 'ca', ces: 'cs', ckb: 'ckb', cmn: 'zh', dan: 'da', deu: 'de',
  ekk: 'et', ell: 'el', eng: 'en', epo: 'eo', eus: 'eu', ewe: 'ee', fin: 'fi', fra: 'fr', fuv: 'ff',
  glg: 'gl', guj: 'gu', hat: 'ht', hau: 'ha', heb: 'he', hin: 'hi', hrv: 'hr', hun: 'hu', hye: 'hy',
  ibo: 'ig', ind: 'id', isl: 'is', ita: 'it', jav: 'jv', jpn: 'ja', kan: 'kn', kat: 'ka', kaz: 'kk',
  khk: 'mn', khm: 'km', kin: 'rw', kir: 'ky', kng: 'kg', koi: 'kv', kor: 'ko', lao: 'lo', lin: 'ln',
  lit: 'lt', lug: 'lg', lvs: 'lv', mal: 'ml', mar: 'mr', mkd: 'mk', mya: 'my', ndo: 'ng', nld: 'nl',
  nno: 'nn', nob: 'nb', npi: 'ne', nya: 'ny', ori: 'or', ory: 'or', pan: 'pa', pbu: 'ps', pes: 'fa',
  plt: 'mg', pol: 'pl', por: 'pt', prs: 'fa', qug: 'qu', quy: 'qu', quz: 'qu', roh: 'rm', ron: 'ro',
  run: 'rn', rus: 'ru', sag: 'sg', sin: 'si', slk: 'sk', slv: 'sl', sna: 'sn', som: 'so', sot: 'st',
  spa: 'es', srp: 'sr', ssw: 'ss', sun: 'su', swe: 'sv', swh: 'sw', tam: 'ta', tat: 'tt', tel: 'te',
  tgk: 'tg', tgl: 'fil', tha: 'th', tir: 'ti', tsn: 'tn', tso: 'ts', tuk: 'tk', tur: 'tr',
  uig: 'ug', ukr: 'uk', urd: 'ur', uzn: 'uz', ven: 've', vie: 'vi', wol: 'wo', xho: 'xh', ydd: 'yi',
  yor: 'yo', zlm: 'ms', zul: 'zu', zyb: 'za',
}

/** The BCP-47 tag for a franc code, or null for franc's "undetermined". */
export function bcp47FromIso3(code: string): string | null {
  if (code === 'und') return null
  return TWO_LETTER[code] ?? code
}
