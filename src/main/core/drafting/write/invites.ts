/**
 * "If they are not there, write to us": a team's Answer that already asks the reviewer to get
 * in touch. A reply that adds its own "please contact us at …" after it says the same thing
 * twice. One list per language the drafter writes in full.
 */
const INVITES: Record<string, RegExp> = {
  en: /\b(?:write to us|contact us|e-?mail us|get in touch|reach us|reach out to us|message us)\b/i,
  de: /schreiben sie uns|schreib uns|kontaktieren sie uns|melden sie sich bei uns|wenden sie sich an uns/iu,
  fr: /écrivez-nous|ecrivez-nous|écris-nous|contactez-nous|contacte-nous/iu,
  es: /escríbenos|escribenos|escríbanos|contáctanos|contactanos|contáctenos/iu,
  pt: /escreva para nós|escreva pra gente|fale conosco|entre em contato/iu,
  it: /scrivici|scriveteci|contattaci|contattateci/iu,
  nl: /stuur ons een|neem contact met ons|mail ons/iu,
  pl: /napisz do nas|napiszcie do nas|skontaktuj się z nami/iu,
  ru: /напишите нам|свяжитесь с нами/iu,
  uk: /напишіть нам|зв['’]яжіться з нами/iu,
  tr: /bize yazın|bize ulaşın|bizimle iletişime geçin/iu,
  sv: /skriv till oss|kontakta oss|hör av dig till oss/iu,
  ar: /راسلنا|راسلونا|تواصل معنا|تواصلوا معنا/u,
  hi: /हमें लिखें|हमसे संपर्क करें/u,
  id: /hubungi kami|tulis ke kami|kirim email ke kami/iu,
  vi: /liên hệ với chúng tôi|viết cho chúng tôi/iu,
  ja: /ご連絡ください|お問い合わせください/u,
  ko: /연락해 주세요|문의해 주세요/u,
  zh: /联系我们|聯繫我們|聯絡我們/u,
  'zh-Hant': /聯繫我們|聯絡我們|联系我们/u,
}

/** Whether a team's text already asks the reviewer to write, or gives the voice's contact. */
export function invitesContact(text: string, language: string, contact: string | null): boolean {
  if (contact && text.includes(contact)) return true
  const invite = INVITES[language] ?? INVITES[language.split('-')[0] ?? '']
  return invite?.test(text) ?? false
}
