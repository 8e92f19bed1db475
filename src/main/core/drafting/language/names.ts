/** English names, for prompts, notes and the settings UI. */
const NAMES: Record<string, string> = {
  af: 'Afrikaans', am: 'Amharic', ar: 'Arabic', az: 'Azerbaijani', be: 'Belarusian', bg: 'Bulgarian',
  bn: 'Bengali', bs: 'Bosnian', ca: 'Catalan', cs: 'Czech', cy: 'Welsh', da: 'Danish', de: 'German',
  el: 'Greek', en: 'English', es: 'Spanish', et: 'Estonian', eu: 'Basque', fa: 'Persian',
  fi: 'Finnish', fil: 'Filipino', fr: 'French', ga: 'Irish', gl: 'Galician', gu: 'Gujarati',
  ha: 'Hausa', he: 'Hebrew', hi: 'Hindi', hr: 'Croatian', hu: 'Hungarian', hy: 'Armenian',
  id: 'Indonesian', ig: 'Igbo', is: 'Icelandic', it: 'Italian', ja: 'Japanese', jv: 'Javanese',
  ka: 'Georgian', kk: 'Kazakh', km: 'Khmer', kn: 'Kannada', ko: 'Korean', ky: 'Kyrgyz', lo: 'Lao',
  lt: 'Lithuanian', lv: 'Latvian', mk: 'Macedonian', ml: 'Malayalam', mn: 'Mongolian', mr: 'Marathi',
  ms: 'Malay', my: 'Burmese', nb: 'Norwegian', ne: 'Nepali', nl: 'Dutch', nn: 'Norwegian Nynorsk',
  pa: 'Punjabi', pl: 'Polish', ps: 'Pashto', pt: 'Portuguese', ro: 'Romanian', ru: 'Russian',
  si: 'Sinhala', sk: 'Slovak', sl: 'Slovenian', so: 'Somali', sq: 'Albanian', sr: 'Serbian',
  sv: 'Swedish', sw: 'Swahili', ta: 'Tamil', te: 'Telugu', th: 'Thai', tr: 'Turkish',
  uk: 'Ukrainian', ur: 'Urdu', uz: 'Uzbek', vi: 'Vietnamese', yo: 'Yoruba', zh: 'Chinese (Simplified)',
  'zh-Hant': 'Chinese (Traditional)', zu: 'Zulu',
}

export function languageName(tag: string): string {
  if (NAMES[tag]) return NAMES[tag]
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag)
    if (name && name !== tag) return name
  } catch {
    // Not a valid tag for Intl: show the code itself.
  }
  return tag
}
