import { corpusRows } from './fixtures'

/**
 * Asking the team to stop doing something ("please stop sending me 5 notifications a day",
 * "dejen de mandar tantas notificaciones") complains about it: an apology for what they ask to
 * stop, never kind words about it, and no fault steps (nothing is broken). "I can't stop
 * playing", "never stop improving" and "la app deja de funcionar" are not such a request.
 */
corpusRows('a request to stop something is a complaint about it', [
  [
    'en',
    5,
    'Great app but please stop sending me 5 notifications a day',
    /notifications have been too much/,
    'notes',
    /kind words/,
  ],
  [
    'en',
    4,
    'fun game, stop showing me an ad after every single level',
    /sorry the ads/,
    'game',
    /glad you like/,
  ],
  [
    'es',
    5,
    'Muy buena app pero dejen de mandar tantas notificaciones',
    /notificaciones te resulten excesivas/,
    'run',
    /Gracias por tus palabras/,
  ],
  [
    'ru',
    4,
    'Хорошее приложение, но перестаньте присылать уведомления каждый час',
    /уведомлений так много/,
    'notes',
    /устройство и версия/,
  ],
  [
    'ja',
    4,
    '便利ですが、毎日通知を送らないでください',
    /通知が多すぎて/,
    'notes',
    /機種とアプリのバージョン/,
  ],
  [
    'de',
    4,
    'Tolle App, aber hört bitte auf mit den ständigen Push-Nachrichten',
    /Benachrichtigungen zu viel/,
    'notes',
  ],
  // Ads asked to stop are the ads, though "推送" pushes them.
  ['zh', 4, '挺好用的，但是别再推送广告了', /广告/, 'run', /通知/],
  ['en', 5, "I can't stop playing this, so addictive", /[Tt]hank/, 'game', /[Ss]orry/],
  ['en', 5, 'never stop improving, best running app', /[Tt]hank/, 'run', /[Ss]orry/],
  ['es', 1, 'la app deja de funcionar cada vez que abro el mapa', /mapa/, 'run', /excesiv/],
])
