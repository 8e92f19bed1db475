import { replyTable, type ReplyRow } from './fixtures'

/**
 * How a reply names what the review raised: the feature itself, read as a noun phrase of its
 * language (its service, its kind of link, its whole compound), never a side detail of the
 * sentence it was said in, never a piece of a longer name.
 */
const praise = (title: string, rows: ReplyRow[]) => replyTable(title, rows, 5)
const wish = (title: string, rows: ReplyRow[]) => replyTable(title, rows, 4)

praise('where or with whom a feature shines is no feature of its own', [
  ['en', 'Offline mode is a lifesaver when I am on the train', /the offline mode/, /train/],
  ['en', 'The voice typing is accurate even with my strong accent', /voice typing/, /accent/],
  ['en', 'the templates are perfect for my weekly meetings', /the templates/, /meetings/],
  ['en', 'Sharing lists with my husband works great', /sharing lists/, /husband/],
])

praise('a service named before a word that is also a verb is one name with it', [
  ['en', 'the Garmin sync works flawlessly, love it', /the Garmin sync/, /Garmin and/],
  ['en', 'love how solid the Dropbox sync is, and the widgets are great', /the Dropbox sync/],
])

praise('the head of a name, not the name after its preposition, takes the article', [
  ['en', 'Really love the way it syncs with Google Fit!', /the sync with Google Fit/],
])

praise('a Romance link with a service is named with the service', [
  ['it', "Fantastica l'integrazione con Strava, grazie!", /l'integrazione con Strava/],
  [
    'es',
    'Me encanta la integración con Strava y los planes de entrenamiento',
    /la integración con Strava/,
  ],
  ['pt', 'Adoro a integração com o Strava!', /integração com o Strava/],
])

praise('a German compound the noun table does not hold keeps its whole word', [
  ['de', 'Die Handschrifterkennung funktioniert super, danke!', /Handschrifterkennung/],
  ['de', 'Die Strava-Anbindung klappt super', /Strava-Anbindung/],
])

wish('a wish is named whole, without what it is for', [
  ['en', 'Please add a leaderboard so I can compete with friends', /suggesting a leaderboard/],
  ['en', 'please add a streak counter so we stay motivated', /a streak counter/],
  ['en', 'please let us edit the same note at the same time', /the same note at the same time/],
  [
    'en',
    'it would be nice to be able to reorder items by dragging',
    /suggesting reordering items by dragging/,
  ],
])

wish('a longer name is named, never the name inside it', [
  ['en', 'please add Google Calendar sync, nothing else missing', /Google Calendar sync/],
  ['en', 'would love Outlook Calendar sync', /Outlook Calendar sync/],
])

wish('a device a wish names alone is the support wished for', [
  ['en', 'would be 5 stars if it worked with my Apple Watch', /suggesting Apple Watch support/],
])

wish('a lack said in the genitive is named as the accusative a reply adds', [
  ['pl', 'Brakuje mi integracji z Garminem, poza tym super', /integrację z Garminem/],
  ['ru', 'Нет поддержки Garmin, добавьте пожалуйста', /поддержку Garmin/],
  ['uk', 'Не вистачає інтеграції з Strava', /інтеграцію з Strava/],
  ['pt', 'Falta integração com o Garmin, de resto é perfeito', /integração com o Garmin/],
])

wish('a German wish ends with its verb, which is no part of the name', [
  ['de', 'Tolle App, bitte noch eine Garmin-Anbindung einbauen', /Garmin-Anbindung/],
  ['de', 'Bitte noch eine Ordnerverwaltung einbauen', /Ordnerverwaltung/],
])

praise('two names that overlap are named once, never dropped both', [
  ['tr', 'PDF dışa aktarma özelliği harika, karanlık mod da çok güzel', /PDF dışa aktarma/],
])

praise('a plural the reviewer praises is named in the plural', [
  ['uk', 'Чудові тренувальні плани і голосові підказки', /тренувальні плани/, /тренувальний план/],
  ['pl', 'Plany treningowe są świetne', /plany treningowe/, /plan treningowy/],
  [
    'sv',
    'Älskar röstcoachen och träningsprogrammen är jättebra',
    /träningsprogrammen/,
    /programmet/,
  ],
])

praise('a word that starts another is not that word', [
  ['sv', 'Spelet är kul och tipsen hjälper mycket', /tipsen/],
])

praise('a common feature written in title case is written back in lower case', [
  ['en', 'Love the Pace Alerts and the Heart Rate Zones!', /the pace alerts/, /Pace Alerts/],
  ['en', 'The Search Feature is incredible, finds everything', /the search feature/],
])

praise('the word that says it is a feature stays with it', [
  ['en', 'the reminder feature is so handy', /the reminder feature/],
])

praise('what the reviewer is glad to be able to do is named as the activity', [
  ['en', 'being able to scan documents straight into a note is brilliant', /scanning documents/],
  ['en', 'Love that I can pin notes to the top', /pinning notes/],
  ['en', 'the ability to export runs as GPX is great', /export/, /an ability/],
])

wish('a means asked for names the action it is for', [
  ['en', 'needs an option to change the font size in the editor', /changing the font size/],
  ['en', 'would love to see integration with Apple Health', /Apple Health integration/],
  ['en', 'pls add support for Polar watches', /support for Polar watches/],
  ['en', 'an iPad version with split view would be amazing', /an iPad version/],
])

replyTable(
  'a service wished for after a lack is named with its support',
  [
    ['en', "doesn't work with my Garmin, hope you add it", /Garmin support/],
    ['en', 'pls add Dropbox', /Dropbox support/],
  ],
  2,
)

wish('what a wish wants a thing to show is named with the thing, never as a clause', [
  ['en', 'I wish the widget could show checklists', /checklists in the widget/, /could show/],
  ['en', 'wish the calendar had a weekly view', /a weekly view in the calendar/],
  ['en', 'i wish the energy system would go away', /suggestion/, /energy system/],
])

praise('game and fitness features are named in every language that lists them', [
  ['fr', 'Le jeu est top, et les indices aident bien', /indices/],
  ['pt', 'Amei as dicas e os eventos diários', /dicas/],
  ['es', 'las pistas son muy útiles', /las pistas/],
  ['nl', "De audio-coach is top en de schema's zijn goed opgebouwd", /de schema's/, /het schema/],
  ['tr', 'Sesli koç ve antrenman planları mükemmel', /antrenman planları/],
  ['ja', 'デイリーチャレンジが楽しいし、BGMも癒されます', /デイリーチャレンジ/],
  ['hi', 'ट्रेनिंग प्लान और ऑडियो गाइड बहुत अच्छे हैं', /ऑडियो गाइड/],
])

wish('a leaderboard and a service of several words are named', [
  ['zh', '希望增加排行榜功能', /排行榜/],
  ['ko', '랭킹 기능 추가해 주세요', /랭킹/],
  ['fr', 'Génial mais il faudrait une intégration avec Garmin Connect', /Garmin Connect/],
])

praise('a name in the reviewer’s capitals holds each of its words', [
  ['en', 'the new Quick Capture button on the lock screen is genius', /the Quick Capture button/],
])

praise('an -ing word before the noun it names a kind of takes the article', [
  ['en', 'the tagging system is great', /the tagging system/],
])

praise('a second thing listed after the first is praised too', [
  ['en', 'Love how it tracks my cadence and stride length', /cadence and the stride length/],
])

wish('a wish is named as asked, never as another thing or a clause', [
  [
    'en',
    'great app, only thing missing is a desktop app for windows',
    /a desktop app/,
    /web version/,
  ],
  ['en', "really fun but i'd like a way to turn off the timer", /turning off the timer/],
  ['en', 'would be awesome if i could color code my notebooks', /color-coding your notebooks/],
  ['en', 'wish the search also looked inside PDFs', /suggestion/, /a search|PDFs/],
])

praise('a subject of three words and a hyphenated compound are named whole', [
  ['en', 'Apple Health export works flawlessly', /Apple Health export/],
  ['de', 'Die Garmin-Synchronisation läuft super', /Garmin-Synchronisation/],
  ['en', 'the fact that it backs up to the cloud is great', /./, /the fact/],
  ['pl', 'Widżety i tryb ciemny są super', /widżety/],
])

wish('a wish whose object stands for a thing named before is not quoted', [
  ['en', 'the themes are nice, please let me make my own', /suggestion/, /making your own/],
  ['en', 'would be nice to have a way to split one note into two', /splitting one note into two/],
  ['en', 'I need the option to hide finished checklists', /hiding finished checklists/],
])

wish('a Romance wish for a link with a name is named with it', [
  ['es', 'Ojalá tuviera integración con Apple Health', /integración con Apple Health/],
  ['pt', 'Queria muito integração com o Google Fit', /integração com o Google Fit/],
])

praise('a shouted name is written back in plain case, a lower-case service whole', [
  ['en', 'LOVE THE TRAINING PLANS AND THE INTERVAL TIMER', /the interval timer/, /INTERVAL/],
  ['en', 'sync with google drive just works', /google drive/],
])

wish('what a wish is for is no part of it', [
  [
    'en',
    'Would love Deezer integration for my workout playlists',
    /Deezer integration/,
    /playlists/,
  ],
])

praise(
  'an action praised is one name, and a compound after a name already found is not stretched over it',
  [
    [
      'en',
      'Being able to export to Markdown is a lifesaver',
      /exporting to Markdown/,
      /the export/,
    ],
    ['en', 'being able to export to PDF is great', /exporting to PDF/, /PDF export/],
    [
      'de',
      'Die PDF-Exportfunktion ist super und die Handschrifterkennung funktioniert top',
      /Handschrifterkennung/,
    ],
  ],
)

praise(
  'a sign between words lists two things; a known proper name keeps its capital at a sentence start',
  [
    [
      'en',
      'The calendar view + reminders = perfect combo',
      /the calendar view and the reminders/,
      /\+/,
    ],
    [
      'en',
      'Markdown support + the templates = perfect for school',
      /the Markdown support and the templates/,
    ],
    ['en', 'Calendar sync is great', /the calendar sync/],
  ],
)
