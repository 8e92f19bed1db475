import { storeRows, type StoreRow } from './fixtures'

/**
 * Billing and account reviews, round 16: an account the reviewer already deleted, a subscription
 * they could not cancel, a trial turned paid without a sum or a charge word, the free version
 * still shown after paying, a refund asked across the commas of a "please", and restore steps
 * already tried again and again.
 */

const rows: StoreRow[] = [
  // They already deleted the account: no deletion steps, no sign-in help, no lost data to recover.
  [
    'en',
    1,
    'notes',
    'google_play',
    'I already deleted my account but my notes are still there when I log in. Delete my data like the GDPR says.',
    /support@notes-pro\.example/,
    /how to delete|Delete account|lost your notes|get back in/,
  ],
  [
    'en',
    1,
    'notes',
    'google_play',
    'deleted my account 3 weeks ago, still getting emails from you. stop it',
    /already tried/,
    /five stars|missing for you/,
  ],
  [
    'nl',
    1,
    'notes',
    'app_store',
    'Ik heb mijn account al verwijderd, maar ik kan nog steeds inloggen en mijn notities zijn er nog.',
    /support@notes-pro\.example/,
    /verlies|weer in je account|te redden/,
  ],
  [
    'ko',
    1,
    'run',
    'google_play',
    '계정 삭제했는데 아직도 광고 메일이 와요.',
    /help@striderun\.example/,
    /로그인|계정 삭제\]/,
  ],
  // They could not cancel: no "after you cancelled".
  [
    'en',
    1,
    'run',
    'app_store',
    'There is no way to cancel my subscription inside the app and you keep charging me.',
    /couldn't cancel/,
    /even though you had cancelled|after cancelling|after you cancelled/,
  ],
  [
    'ru',
    1,
    'notes',
    'google_play',
    'Не могу отменить подписку, деньги списывают каждый месяц.',
    /не удалось отменить/,
    /после отмены|уже отменили/,
  ],
  // Cancelled, said in the passive, and charged all the same.
  [
    'tr',
    1,
    'notes',
    'app_store',
    'Abonelik iptal edildiği halde ücret alındı, paramı geri istiyorum.',
    /İptal/,
  ],
  // A trial turned paid, said without a charge word or with a bare price.
  [
    'it',
    2,
    'notes',
    'app_store',
    'La prova gratuita è diventata un abbonamento annuale senza nessun avviso.',
    /prova/,
    /prezzo/,
  ],
  [
    'en',
    1,
    'run',
    'google_play',
    'my free trial became a yearly plan of 29.99 with no reminder whatsoever',
    /trial/,
    /didn't sign up|didn't expect/,
  ],
  // The free version still shown after paying: a purchase that never came.
  [
    'ja',
    2,
    'notes',
    'google_play',
    'プレミアムを購入したのに、いまだに無料版のままです。',
    /購入/,
    /料金にご満足/,
  ],
  [
    'de',
    1,
    'notes',
    'google_play',
    'Habe Pro bezahlt, aber die App zeigt weiterhin die Gratis-Version.',
    /Kauf/,
    /Preis/,
  ],
  ['zh', 1, 'notes', 'app_store', '买了高级版，还是显示免费版。', /购买/, /价格/],
  [
    'fr',
    1,
    'notes',
    'google_play',
    "J'ai payé le premium mais l'appli reste en version gratuite.",
    /achat/,
    /prix/,
  ],
  // A refund asked across the commas of a "please": money back, not a wish.
  [
    'uk',
    1,
    'game',
    'google_play',
    'Син випадково купив монети на 200 гривень. Поверніть, будь ласка, гроші.',
    /200 гривень/,
    /пропозиці/,
  ],
  // "Twice" said of writing to support or of a price multiplied: no double charge.
  [
    'en',
    1,
    'game',
    'app_store',
    'Contacted support twice about the coins my kid bought by mistake, nobody replied. Apple told me to ask you.',
    /coins/,
    /charged twice|double charge/,
  ],
  [
    'id',
    1,
    'notes',
    'google_play',
    'Harga langganan naik dua kali lipat, kecewa.',
    /harga/,
    /ganda/,
  ],
  // Restore steps done again and again: the direct contact, not the same steps.
  [
    'en',
    1,
    'notes',
    'app_store',
    'Bought premium, still locked. Restored purchases several times, nothing.',
    /already tried/,
    /Restore purchase while/,
  ],
]

storeRows('billing and account replies read what the reviewer already did', rows)
