import { storeRows, type StoreRow } from './fixtures'

/**
 * Billing replies, round 18: a price said as the sum it went from and the sum it went to is a
 * price that went up, in every language's frame ("from 29.99 to 59.99", "von 4,99 auf 9,99",
 * "de 5 a 10 €", "480円から980円"); a lower sum, a version or a count is none.
 */

const priceRows: StoreRow[] = [
  [
    'en',
    2,
    'run',
    'google_play',
    'Premium went from 29.99 to 59.99 a year overnight with zero warning. not paying double for the same app',
    /price of Premium went up/,
    /puts you off|shared your feedback/,
  ],
  [
    'de',
    1,
    'notes',
    'google_play',
    'Das Abo ist von 4,99 auf 9,99 im Monat gestiegen, ohne jede Ankündigung. Frechheit.',
    /Preis für das Abo gestiegen ist/,
    /nicht überzeugt|weitergegeben/,
  ],
  [
    'es',
    1,
    'game',
    'google_play',
    'Pasó de 5 a 10 € el pase de temporada, no pienso pagar eso',
    /haya subido el precio/,
    /te eche para atrás/,
  ],
  ['ja', 2, 'notes', 'app_store', 'サブスクが480円から980円になった。高すぎる', /値上げ/],
  // A version, or a sum that went down, is no price that went up.
  [
    'en',
    2,
    'notes',
    'google_play',
    'Since it updated from 2.10 to 2.11 the app keeps crashing',
    /./,
    /price/,
  ],
]

storeRows('a price from one sum to a higher one is a price rise', priceRows)

/**
 * A child's purchase made without asking is restated as one (no "a charge you didn't expect"),
 * with the store's refund path; the store's own setting that asks a parent first follows where
 * the language has its name. A purchase made for a child, or praise, is none.
 */
const childRows: StoreRow[] = [
  [
    'en',
    1,
    'game',
    'app_store',
    'my 7 yo son bought 3 gem packs without asking me, thats 45 bucks gone. how do i get this refunded??',
    /your child spent 45 bucks on the gem packs without asking you.*reportaproblem\.apple\.com.*Apple ask for your approval/,
    /didn't expect/,
  ],
  [
    'de',
    1,
    'game',
    'google_play',
    'Mein Kind hat ohne mein Wissen für 30 € Münzen gekauft. Ich will das Geld zurück!',
    /Ihr Kind ohne Ihre Zustimmung.*play\.google\.com\/store\/account\/orderhistory/,
    /unerwartete/,
  ],
  [
    'nl',
    1,
    'game',
    'google_play',
    'Mijn dochter heeft zonder te vragen voor 20 euro aan munten gekocht. Kan ik dit terugkrijgen?',
    /je kind zonder toestemming een aankoop/,
  ],
  [
    'ja',
    1,
    'game',
    'app_store',
    '子供が勝手に課金してしまいました。返金してほしいです',
    /お子様.*reportaproblem\.apple\.com/,
    /お申し込みでない/,
  ],
  [
    'pl',
    1,
    'game',
    'google_play',
    'Mój syn kupił monety bez mojej zgody, proszę o zwrot',
    /dziecko dokonało zakupu/,
  ],
  [
    'en',
    2,
    'notes',
    'app_store',
    'Bought premium for my son and it still shows ads',
    /./,
    /your child/,
  ],
  [
    'en',
    5,
    'game',
    'google_play',
    'My daughter loves this game so I bought her the premium pack. Worth it!',
    /./,
    /your child/,
  ],
]

storeRows("a child's purchase is restated as one, with the store's path", childRows)

/**
 * A request for a copy of one's personal data ("Auskunft nach DSGVO") is a request to act on:
 * the direct contact, never a suggestion passed on nor the "what we collect" Answer.
 */
const copyRows: StoreRow[] = [
  [
    'en',
    2,
    'notes',
    'app_store',
    "Under GDPR I'd like a copy of all the personal data you hold on me. where do I send this request?",
    /copy of the personal data.*support@notes-pro\.example/,
    /suggestion|\[answer|sell/,
  ],
  [
    'de',
    2,
    'notes',
    'google_play',
    'Ich möchte eine Auskunft nach DSGVO über alle gespeicherten Daten zu meiner Person. An wen wende ich mich?',
    /Auskunft über die Daten.*support@notes-pro\.example/,
    /Vorschlag|\[answer/,
  ],
  [
    'fr',
    3,
    'run',
    'google_play',
    "Bonne appli, mais je voudrais une copie de mes données personnelles s'il vous plaît.",
    /copie des données personnelles.*help@striderun\.example/,
    /suggestion/,
  ],
]

storeRows('a request for a copy of their data gets the direct contact', copyRows)

/**
 * Asking to delete, in the verbs people use ("wipe my data", "purge my personal data"), and a
 * loss word they wish for ("I want everything gone"), are a deletion asked for, never a loss.
 */
const deletionRows: StoreRow[] = [
  [
    'en',
    1,
    'notes',
    'app_store',
    'wipe my data please. I dont want you keeping anything about me after I uninstall',
    /delete your account and its data|account and its data deleted/,
    /missing|lost/,
  ],
  [
    'en',
    2,
    'run',
    'google_play',
    'Please purge all my personal data from your servers',
    /Delete account/,
  ],
  [
    'en',
    1,
    'run',
    'app_store',
    'how do i delete my data? i want everything gone',
    /Delete account/,
    /sorry your data|Delete account.*Delete account/,
  ],
  // A loss asked about stays a loss.
  [
    'en',
    2,
    'notes',
    'app_store',
    'did the update wipe my data? all my notes are gone',
    /lost your notes/,
    /Delete account/,
  ],
]

storeRows('deletion said in other verbs is a deletion asked for', deletionRows)

/**
 * "How do I cancel?" with no team Answer gets the store's subscription settings, not a slot; a
 * charge it only fears ("before it charges me") is no charge to apologise for.
 */
const cancelRows: StoreRow[] = [
  [
    'en',
    5,
    'notes',
    'app_store',
    'honestly great app but how do i cancel the free trial before it charges me? cant find it anywhere in settings',
    /Settings → your name → Subscriptions/,
    /Sorry you were charged|refund/,
  ],
  [
    'de',
    3,
    'notes',
    'app_store',
    'Wie kann ich das Abo kündigen? Finde nichts in den Einstellungen.',
    /Einstellungen → Ihr Name → Abonnements/,
    /\[answer/,
  ],
  [
    'es',
    2,
    'game',
    'google_play',
    '¿Cómo cancelo la suscripción? No encuentro la opción',
    /Pagos y suscripciones/,
    /\[answer/,
  ],
]

storeRows('how to cancel gets the store subscription settings', cancelRows)

/** A how-to question about anything else keeps its slot: sorting, stopping the audio cues. */
const notCancelRows: StoreRow[] = [
  [
    'de',
    3,
    'notes',
    'app_store',
    'Wie kann ich Notizen nach Farbe sortieren?',
    /\[answer/,
    /Abonnements/,
  ],
  [
    'en',
    4,
    'run',
    'google_play',
    'how do i stop the audio cues in the middle of a run?',
    /./,
    /Subscriptions/,
  ],
]

storeRows('a how-to question about something else is no cancelling', notCancelRows)

/** A purchase gone missing is named by what it is, never by its sum alone. */
const missingRows: StoreRow[] = [
  [
    'en',
    2,
    'game',
    'google_play',
    'Paid 9.99 for the level pack, money left my account but the levels are still locked',
    /level pack/,
    /purchase of 9\.99/,
  ],
]

storeRows('a missing purchase is named by what it is', missingRows)

/** "They took money" verbs are a charge in every language ("mi hanno tolto 10 euro"). */
const takenRows: StoreRow[] = [
  [
    'it',
    1,
    'run',
    'google_play',
    'Mi hanno tolto 10 euro dalla carta senza motivo',
    /10 euro.*play\.google\.com\/store\/account\/orderhistory/,
    /Se ti manca qualcosa/,
  ],
]

storeRows('money taken is a charge', takenRows)

/**
 * Batch 2: a deletion asked with a word of courtesy between ("verwijder alsjeblieft mijn
 * account"), a price rise said per period ("从每月12元涨到了25元"), and "turn off auto renew".
 */
const batch2Rows: StoreRow[] = [
  [
    'nl',
    2,
    'notes',
    'google_play',
    'Verwijder alsjeblieft mijn account en al mijn gegevens',
    /account en gegevens/,
    /misgaat/,
  ],
  [
    'nl',
    2,
    'notes',
    'google_play',
    'De app verwijdert soms mijn gegevens na een update',
    /./,
    /wilt laten verwijderen/,
  ],
  ['zh', 1, 'notes', 'app_store', '订阅从每月12元涨到了25元，也没有任何通知', /价格上涨/],
  [
    'en',
    5,
    'notes',
    'google_play',
    'Love it! Quick one: where do I turn off auto renew for my subscription?',
    /Payments & subscriptions/,
    /\[answer/,
  ],
]

storeRows('batch 2: courtesy words, a price per period, auto renew', batch2Rows)
