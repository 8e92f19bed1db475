/**
 * A keyboard mash ("asdfghjkl", "jjjjjjj", "qwe rty uiop", "йцукен"): no spam, but nothing to
 * answer and nothing a reply could quote. Told by the keys: letters that sit side by side on a
 * keyboard row, one key held down, or a long run of consonants.
 */
const ROWS = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'asdfghjklñ',
  'asdfghjklöä',
  'asdfghjklæø',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  'qwertzuiopü',
  'yxcvbnm',
  'йцукенгшщзхъ',
  'фывапролджэ',
  'ячсмитьбю',
  'ضصثقفغعهخحجد',
  'شسيبلاتنمكط',
  'ئءؤرلاىةوزظ',
  'ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ',
  'ㅁㄴㅇㄹㅎㅗㅓㅏㅣ',
  'ㅋㅌㅊㅍㅠㅜㅡ',
]
const NEXT = new Set<string>()
for (const row of ROWS) {
  const keys = [...row]
  keys.forEach((k, i) => {
    const after = keys[i + 1]
    if (after) NEXT.add(k + after).add(after + k)
  })
}
const VOWELS = /[aeiouyáéíóúàèìòùâêîôûäëïöüåæøœãõąęıəаеёиоуыэюяіїєү]/giu
// Laughter ("ㅋㅋㅋ", "ㅎㅎ") says something; so does a word held long ("nooooo", "goooood").
const LAUGHTER = /^[ㅋㅎㅠㅜ]+$/u

function mashed(token: string): boolean {
  if (LAUGHTER.test(token)) return false
  // One key held down ("jjjjjjjj", "啊啊啊啊啊") is a mash; a word held long ("nooooo", "hmmmm") is not.
  const held = [...token]
  const keys = held.filter((k, i) => k !== held[i - 1])
  if (keys.length === 1) return held.length >= 4
  if (
    !/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic}\u3131-\u318E]+$/u.test(token) ||
    keys.length < 3
  )
    return false
  let side = 0
  for (let i = 1; i < keys.length; i++) if (NEXT.has(`${keys[i - 1]}${keys[i]}`)) side++
  if (side / (keys.length - 1) >= 0.8) return true
  // Hangul letters typed one by one instead of syllables: "ㅁㄴㅇㄹ".
  if (/^[\u3131-\u318E]+$/u.test(token)) return true
  return (
    /^\p{Script=Latin}+$/u.test(token) &&
    keys.length >= 6 &&
    (token.match(VOWELS) ?? []).length / held.length <= 0.15
  )
}

/** Whether the whole text is a keyboard mash: every word of it, and enough of them to tell. */
export function keyboardMash(text: string): boolean {
  if (text.length > 120) return false
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? []
  if (tokens.length === 0) return false
  const letters = tokens.reduce((n, t) => n + [...t].length, 0)
  const longest = Math.max(...tokens.map((t) => [...t].length))
  return (longest >= 5 || letters >= 8) && tokens.every(mashed)
}
