/** Reviews for `serve --demo`: the mix a small app really gets (languages, stars, topics). */
export interface DemoReview {
  rating: number
  title: string | null
  body: string
  author: string
  language: string
  territory: string
  device: string
}

export const DEMO_REVIEWS: DemoReview[] = [
  { rating: 1, title: 'Crashes on startup', body: 'Since the last update the app crashes every time I open it. I lost my notes from this morning. Please fix this fast!', author: 'Megan R.', language: 'en-US', territory: 'USA', device: 'Pixel 8' },
  { rating: 5, title: 'Exactly what I needed', body: 'Clean, fast and the sync between my phone and tablet just works. Worth every cent.', author: 'Tom Becker', language: 'en-GB', territory: 'GBR', device: 'Galaxy S23' },
  { rating: 2, title: 'Too expensive now', body: 'The new subscription price is way too high for what it offers. I liked the one-time purchase better.', author: 'Jordan', language: 'en-US', territory: 'USA', device: 'iPhone 15' },
  { rating: 4, title: 'Great, one wish', body: 'Love it. Please add a dark mode for the widget and I will give five stars.', author: 'Priya', language: 'en-IN', territory: 'IND', device: 'OnePlus 12' },
  { rating: 1, title: 'Cannot log in', body: 'I reset my password twice and it still says my account does not exist. Support did not answer.', author: 'Kevin', language: 'en-US', territory: 'USA', device: 'Pixel 7a' },
  { rating: 3, title: 'Battery drain', body: 'Useful app but it drains my battery in the background, even when I do not use it.', author: 'Alex', language: 'en-AU', territory: 'AUS', device: 'Galaxy A54' },
  { rating: 5, title: 'Me encanta', body: 'La mejor aplicación de notas que he probado. Rápida y muy fácil de usar.', author: 'Lucía Fernández', language: 'es-ES', territory: 'ESP', device: 'Xiaomi 13' },
  { rating: 2, title: 'Se cierra sola', body: 'Desde la actualización la app se cierra cuando intento adjuntar una foto. Antes funcionaba perfecto.', author: 'Carlos M.', language: 'es-MX', territory: 'MEX', device: 'Moto g84' },
  { rating: 1, title: 'Abstürze ohne Ende', body: 'Die App stürzt beim Synchronisieren ständig ab. So ist sie für mich unbrauchbar.', author: 'Jonas Weber', language: 'de-DE', territory: 'DEU', device: 'Pixel 8 Pro' },
  { rating: 5, title: 'Super App', body: 'Endlich eine Notiz-App ohne Werbung, die einfach funktioniert. Danke an das Team!', author: 'Sabine K.', language: 'de-AT', territory: 'AUT', device: 'iPhone 14' },
  { rating: 4, title: 'Très bien', body: "Application très pratique. J'aimerais pouvoir partager une note avec ma famille.", author: 'Camille Laurent', language: 'fr-FR', territory: 'FRA', device: 'Galaxy S22' },
  { rating: 2, title: 'Trop de publicités', body: 'Il y a beaucoup trop de publicités dans la version gratuite, ça gâche tout.', author: 'Hugo', language: 'fr-CA', territory: 'CAN', device: 'Pixel 6' },
  { rating: 5, title: 'Perfeito', body: 'Uso todos os dias para organizar meu trabalho. Sincroniza muito bem entre os aparelhos.', author: 'Ana Souza', language: 'pt-BR', territory: 'BRA', device: 'Galaxy A34' },
  { rating: 1, title: 'Perdi tudo', body: 'Depois da atualização todas as minhas notas sumiram. Quero meus dados de volta!', author: 'Rafael', language: 'pt-BR', territory: 'BRA', device: 'Moto e22' },
  { rating: 5, title: '最高のアプリ', body: 'シンプルで使いやすいです。毎日のメモに欠かせません。', author: 'さくら', language: 'ja-JP', territory: 'JPN', device: 'Xperia 1 V' },
  { rating: 2, title: '同期が遅い', body: 'パソコンとの同期がとても遅くて困っています。改善をお願いします。', author: 'たけし', language: 'ja-JP', territory: 'JPN', device: 'AQUOS sense8' },
  { rating: 4, title: 'Molto utile', body: "Ottima app, ma vorrei poter esportare le note in PDF.", author: 'Giulia Rossi', language: 'it-IT', territory: 'ITA', device: 'Pixel 7' },
  { rating: 1, title: '앱이 계속 꺼져요', body: '업데이트 이후로 앱이 계속 종료됩니다. 빨리 고쳐주세요.', author: '민준', language: 'ko-KR', territory: 'KOR', device: 'Galaxy S24' },
  { rating: 5, title: 'Harika', body: 'Kullanımı çok kolay ve hızlı. Herkese tavsiye ederim.', author: 'Elif', language: 'tr-TR', territory: 'TUR', device: 'Redmi Note 12' },
  { rating: 3, title: 'Неплохо', body: 'Приложение удобное, но не хватает папок для заметок.', author: 'Дмитрий', language: 'ru-RU', territory: 'RUS', device: 'Galaxy A52' },
  { rating: 2, title: 'Inloggen lukt niet', body: 'Ik kan niet meer inloggen sinds de laatste update. Erg vervelend.', author: 'Sanne', language: 'nl-NL', territory: 'NLD', device: 'Pixel 6a' },
  { rating: 5, title: 'Świetna aplikacja', body: 'Bardzo przydatna i szybka. Synchronizacja działa bez zarzutu.', author: 'Kasia', language: 'pl-PL', territory: 'POL', device: 'Galaxy S21' },
  { rating: 4, title: 'Bra app', body: 'Enkel och snabb. Skulle gärna se fler teman.', author: 'Erik', language: 'sv-SE', territory: 'SWE', device: 'Pixel 8' },
  { rating: 1, title: 'Too slow', body: 'Opening a long note takes forever and the app freezes while typing. Very laggy on my phone.', author: 'Chris P.', language: 'en-US', territory: 'USA', device: 'Galaxy A14' },
  { rating: 5, title: 'Support was amazing', body: 'Had a problem with my subscription and the support team fixed it within an hour. Thank you!', author: 'Hannah', language: 'en-US', territory: 'USA', device: 'iPhone 13' },
  // Welsh is on neither store's language list, so its draft is flagged "language not covered".
  { rating: 4, title: 'Ap da', body: "Mae'n gweithio'n dda, ond mae'r cysoni'n araf weithiau.", author: 'Rhys', language: 'cy-GB', territory: 'GBR', device: 'Nokia G42' },
]

/** One review arrives every so often while the demo runs, so the inbox feels alive. */
export const LIVE_DEMO_REVIEWS: DemoReview[] = [
  { rating: 1, title: 'Widget broken', body: 'The home screen widget stopped updating after today’s update.', author: 'Nina', language: 'en-US', territory: 'USA', device: 'Pixel 8' },
  { rating: 5, title: 'Love the new editor', body: 'The new editor is so much smoother. Great job!', author: 'Marco', language: 'en-GB', territory: 'GBR', device: 'Galaxy S24' },
  { rating: 2, title: 'Pago duplicado', body: 'Me cobraron dos veces la suscripción este mes. ¿Cómo pido el reembolso?', author: 'Valentina', language: 'es-AR', territory: 'ARG', device: 'Moto g54' },
  { rating: 4, title: 'Pratique', body: 'Très pratique au quotidien, il manque juste des rappels.', author: 'Léa', language: 'fr-FR', territory: 'FRA', device: 'Pixel 7' },
]
