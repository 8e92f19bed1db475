import type { ClauseFacts } from './facts'

/**
 * A request for a copy of one's personal data ("send me a copy of my data", "Auskunft nach
 * DSGVO", "copie de mes données"): a request the team must act on, not a question about what the
 * app collects nor a wish for a feature. Matched on the folded text, every language at once.
 */
const COPY =
  /copy of (?:all )?(?:of )?(?:my|the|your) (?:personal )?(?:data|info|information|details)|(?:data|information) (?:access|subject access) request|subject access|\bdsar\b|gdpr (?:access|data) request|(?:export|download) (?:of )?(?:all )?(?:of )?my personal data|kopie (?:meiner|aller meiner|der|all meiner) (?:personenbezogenen |gespeicherten )?daten|auskunft (?:nach|gemass|gem\.?|laut|gema\w*) (?:der |art\.? ?15 )?(?:dsgvo|datenschutz)|dsgvo-?auskunft|datenauskunft|auskunftsersuchen|auskunftsanfrage|auskunft uber (?:alle |die )?(?:gespeicherten|meine|meiner|zu meiner)|copie de (?:mes|toutes mes|l'ensemble de mes) donnees|acces a (?:mes|toutes mes) donnees|droit d'acces|copia de (?:mis|todos mis|todos los) datos|acceso a (?:mis|todos mis) datos|derecho de acceso|copia (?:dos|de todos os) (?:meus )?dados|acesso aos meus dados|direito de acesso|copia dei (?:miei )?dati|copia di tutti i miei dati|accesso ai miei dati|diritto di accesso|kopie van (?:al )?mijn (?:persoons)?gegevens|inzage in (?:al )?mijn (?:persoons)?gegevens|inzageverzoek|recht op inzage|kopi\p{L}* (?:moich |wszystkich moich )?(?:danych|danych osobowych)|dostep do (?:moich )?danych|prawo dostepu|копи\p{L}* (?:моих |всех моих )?(?:персональных )?данных|копі\p{L}* (?:моїх |всіх моїх )?(?:персональних )?даних|(?:kisisel )?verilerimin (?:bir )?kopyasi|kopia (?:av|pa) (?:alla )?mina (?:person)?uppgifter|registerutdrag|نسخه من (?:جميع )?بياناتي|(?:個人)?データの(?:写し|コピー)|個人情報の開示|開示請求|(?:개인정보|데이터)\s?(?:사본|열람)|(?:个人)?数据(?:的)?副本|个人信息(?:的)?副本|(?:個人)?資料(?:的)?副本|(?:डेटा|डाटा) की (?:कॉपी|प्रति)|salinan data (?:pribadi )?saya|bản sao dữ liệu/u

/**
 * Marks the clauses that ask for a copy of their data as privacy, and the questions beside them
 * ("where do I send this request?") as answered by it. Whether any clause asks.
 */
export function markDataCopy(
  raw: readonly { norm: string; sentence: number }[],
  facts: ClauseFacts[],
): boolean {
  const asks = raw.flatMap((c, i) => (COPY.test(c.norm) ? [i] : []))
  for (const i of asks) {
    const f = facts[i]
    if (!f) continue
    for (const x of ['request', 'question', 'complaint', 'bug', 'data_loss'] as const)
      f.intents.delete(x)
    f.intents.add('privacy')
    f.cued = true
  }
  const near = new Set(asks.map((i) => raw[i]?.sentence))
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || asks.includes(i) || !f.intents.has('question')) return
    if (near.has(c.sentence) || near.has(c.sentence - 1)) f.intents.delete('question')
  })
  return asks.length > 0
}
