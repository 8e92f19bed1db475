import { storeRows, type StoreRow } from './fixtures'

/**
 * Billing replies, round 17: how the store sells the app, restated as what it is. A family that
 * cannot use the purchase through family sharing (no restore steps for the payer's account, no
 * "the price doesn't suit you"), a charge in another currency, a price that went up (the store's
 * subscription settings for a subscription, never "feedback passed on"). Praise or a wish that
 * names family sharing restates no grievance.
 */

const rows: StoreRow[] = [
  [
    'en',
    3,
    'notes',
    'app_store',
    'Paid for premium with Family Sharing on but my wife still sees the free version on her iPhone. What gives?',
    /family sharing isn't working for your family/,
    /Restore purchase while signed in/,
  ],
  [
    'de',
    1,
    'notes',
    'app_store',
    'Trotz Familienfreigabe kann meine Tochter Premium nicht nutzen. Habe extra das Jahresabo gekauft.',
    /Familienfreigabe.*nicht funktioniert/,
    /Preis|Feedback/,
  ],
  [
    'en',
    1,
    'game',
    'google_play',
    'Price for the season pass doubled overnight. $4.99 to $9.99 without any notice. Not cool.',
    /price of the season pass went up/,
  ],
  [
    'nl',
    1,
    'notes',
    'app_store',
    'De prijs van het abonnement is ineens verdubbeld zonder enige melding.',
    /prijs van het abonnement omhoog is gegaan.*Instellingen → je naam → Abonnementen/,
    /niet bevalt|feedback/,
  ],
  [
    'en',
    2,
    'notes',
    'google_play',
    "I'm in the UK and got charged in US dollars, my bank added a foreign fee. Why?",
    /charged in a currency other than your own/,
    /trouble with your payment/,
  ],
  [
    'sv',
    2,
    'notes',
    'app_store',
    'Jag debiterades i euro fast jag bor i Sverige. Varför?',
    /annan valuta än din egen.*reportaproblem\.apple\.com/,
  ],
  // A family plan cancelled and still charged is a charge after cancelling, not family sharing.
  [
    'en',
    1,
    'notes',
    'google_play',
    'Cancelled the family plan in March, still charged in April.',
    /after cancelling|even though you had cancelled|after you cancelled/,
    /family sharing/,
  ],
  // A deletion they asked for and nobody acted on: the request restated and the direct contact,
  // never the same steps again.
  [
    'en',
    1,
    'notes',
    'google_play',
    'I emailed you guys 3 weeks ago asking to delete my account and all my data under GDPR. Nothing. Not even an auto reply. This is illegal.',
    /you asked us to delete your account.*support@notes-pro\.example/,
    /Settings → Account → Delete account/,
  ],
  [
    'de',
    1,
    'notes',
    'app_store',
    'Ich habe vor zwei Wochen per Mail um Löschung meines Kontos gebeten. Keine Antwort bis heute.',
    /gebeten haben, Ihr Konto und Ihre Daten zu löschen.*support@notes-pro\.example/,
    /Einstellungen → Konto/,
  ],
  // A privacy question that names a permission is heard with that permission.
  [
    'en',
    2,
    'run',
    'app_store',
    'Why does a running app need access to my contacts?? Denied it and now it keeps nagging me every launch.',
    /why the app asks for access to your contacts/,
  ],
  [
    'de',
    2,
    'notes',
    'google_play',
    'Warum will die App Zugriff auf mein Mikrofon?',
    /Zugriff auf Ihr Mikrofon.*Notes Pro verkauft keine Daten/,
  ],
  [
    'pl',
    2,
    'run',
    'google_play',
    'Po co aplikacji dostęp do kontaktów?',
    /dostęp do Twoich kontaktów/,
  ],
  // Praise of family sharing, or a wish for it, is no grievance.
  [
    'en',
    5,
    'notes',
    'app_store',
    'Family sharing works perfectly, my whole family uses premium now. Love it!',
    /Thank/,
    /sorry|isn't working/i,
  ],
  [
    'en',
    4,
    'notes',
    'app_store',
    'Please add family sharing for premium, would buy it for my kids too',
    /suggesting family sharing/,
    /sorry|isn't working/i,
  ],
]

storeRows('billing replies restate how the store sells the app', rows)
