import { storeRows, type StoreRow } from './fixtures'

/**
 * "How do I cancel my subscription?" with no team Answer in the review's language: where a
 * subscription is cancelled is the store's rule, so the reply gives that store's subscription
 * settings (Apple's or Google Play's, by the review's store), never an [answer: …] slot. "Can't
 * find it in the app" beside it says why they ask and asks nothing more. A question about
 * cancelling something else, or what happens if they cancel, is not answered with the path.
 */

const APPLE =
  /Settings → your name → Subscriptions|Einstellungen → Ihr Name → Abonnements|設定|Inställningar → ditt namn/
const PLAY = /Google Play → (?:Profile|Profil|Perfil|Профиль|프로필)/
const SLOT = /\[answer/

const rows: StoreRow[] = [
  [
    'de',
    3,
    'run',
    'app_store',
    'Wie kann ich das Abo kündigen? Finde nichts in der App',
    APPLE,
    SLOT,
  ],
  ['fr', 3, 'notes', 'google_play', "comment annuler l'abonnement ? je ne trouve pas", PLAY, SLOT],
  ['es', 2, 'run', 'google_play', '¿cómo cancelo la suscripción? no encuentro dónde', PLAY, SLOT],
  [
    'ru',
    3,
    'run',
    'google_play',
    'как отменить подписку Plus? в приложении нигде не нахожу кнопку',
    PLAY,
    SLOT,
  ],
  ['ko', 3, 'game', 'google_play', '구독 해지는 어디서 하나요? 앱에서 못 찾겠어요', PLAY, SLOT],
  [
    'ja',
    3,
    'notes',
    'app_store',
    'サブスクの解約方法を教えてください。アプリ内に見当たりません',
    APPLE,
    SLOT,
  ],
  [
    'sv',
    3,
    'run',
    'app_store',
    'Hur säger jag upp prenumerationen? Hittar det inte i appen',
    APPLE,
    SLOT,
  ],
  [
    'pl',
    3,
    'notes',
    'google_play',
    'jak anulować subskrypcję? nie mogę znaleźć w aplikacji',
    PLAY,
    SLOT,
  ],
  ['en', 4, 'notes', 'google_play', 'where do I turn off auto renew?', PLAY, SLOT],
  // A second question of its own still gets its slot beside the path.
  [
    'en',
    3,
    'notes',
    'app_store',
    'How do I cancel my subscription? And will my notes stay on the phone after?',
    /Settings → your name → Subscriptions[\s\S]*\[answer: .*notes/,
  ],
  // Cancelling something that is no subscription, or what happens if they do: no store path.
  ['en', 4, 'notes', 'google_play', 'How do I cancel a reminder I set by mistake?', SLOT, PLAY],
  [
    'en',
    4,
    'notes',
    'google_play',
    'If I cancel my subscription will I lose my notes?',
    SLOT,
    PLAY,
  ],
]

storeRows('a question where to cancel a subscription gets the store path', rows)
