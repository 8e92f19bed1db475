import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

const kinds = (lang: string, rating: number, body: string) =>
  notesProDraft(lang, rating, body).plan?.moves.map((m) => m.kind) ?? []

/** Reviews written for these tests: the reviewer took the app for another one. */
const MIXED_UP: [lang: string, body: string, says: RegExp, never: RegExp][] = [
  [
    'en',
    'Wrong app, I was looking for the Samsung notes one. Downloaded by mistake',
    /mix-up/,
    /Samsung|device/,
  ],
  ['en', 'I thought this was the Evernote app. Uninstalling', /different app/, /Evernote|device/],
  [
    'de',
    'Falsche App heruntergeladen, dachte das ist Google Keep',
    /Verwechslung/,
    /Gerätemodell|Keep/,
  ],
  [
    'es',
    'Me equivoqué de app, pensé que era la app de Samsung',
    /confusión/,
    /dispositivo|Samsung/,
  ],
  [
    'pt',
    'Baixei errado, queria o app do Google Keep. Não sei usar esse',
    /confusão/,
    /aparelho|Keep/,
  ],
  ['fr', "Mauvaise application, je cherchais l'appli de ma banque", /confusion/, /appareil|banque/],
  ['ja', '間違えてインストールしました。別のアプリだと思った', /別のアプリ/, /端末|バージョン/],
  ['zh', '下错了，以为是印象笔记的app', /另一款/, /设备|版本/],
  ['ru', 'Не то приложение скачал, искал другое', /путаниц/, /устройств/],
  ['tr', 'Yanlış uygulama indirmişim, başka bir not uygulaması arıyordum', /Karışıklık/, /cihaz/],
  ['it', 'Ho sbagliato app, cercavo quella della banca', /confusione/, /dispositivo|banca/],
  [
    'en',
    'This review is for the Samsung Notes app, it deleted everything',
    /different app/,
    /Trash|lost|Samsung/,
  ],
]

/** Reviews written for these tests: the reviewer says the trouble is not the app's. */
const OUTSIDE: [lang: string, body: string, says: RegExp, never: RegExp][] = [
  [
    'en',
    "Not an app problem but my Garmin watch won't pair with anything since the watch update",
    /fair/,
    /Garmin|device/,
  ],
  [
    'en',
    'My phone battery is old and dies in the cold, not your fault but annoying',
    /fair/,
    /battery drain|device/,
  ],
  [
    'de',
    'Liegt nicht an der App, aber mein Handy ist so alt, dass alles hängt',
    /fair/,
    /Gerätemodell/,
  ],
  [
    'ru',
    'Приложение тут ни при чём, просто мои часы перестали подключаться',
    /честность/,
    /устройств/,
  ],
  [
    'es',
    'No es culpa de la app, mi móvil es muy viejo y se queda sin batería',
    /sinceridad/,
    /dispositivo/,
  ],
  ['de', 'Mein Handy ist schuld, nicht die App. Akku hält nicht', /fair/, /Akku verbraucht/],
]

describe('a review about another app is answered as a mix-up, naming nothing of it', () => {
  it.each(MIXED_UP)('%s: "%s"', (lang, body, says, never) => {
    const d = notesProDraft(lang, 1, body)
    expect(d.plan?.moves.map((m) => m.kind)).toContain('elsewhere')
    expect(d.body).toMatch(says)
    expect(d.body).not.toMatch(never)
  })
})

describe('trouble the reviewer says is not the app is not apologised for as a fault of the app', () => {
  it.each(OUTSIDE)('%s: "%s"', (lang, body, says, never) => {
    const d = notesProDraft(lang, 2, body)
    expect(d.plan?.moves.map((m) => m.kind)).toContain('elsewhere')
    expect(d.body).toMatch(says)
    expect(d.body).not.toMatch(never)
  })
})

describe('the words of another app do not catch reviews about this one', () => {
  it.each([
    ['en', 1, 'I thought this was a good app but it crashes every time I open a note'],
    ['en', 2, 'Probably not your fault but since the Android 14 update it crashes on start'],
    ['en', 1, 'It opens the wrong app when I tap the reminder'],
    ['nl', 2, 'Op mijn Pixel 7 opent de widget de verkeerde app'],
    ['de', 2, 'Die Benachrichtigung öffnet die falsche App'],
    ['tr', 2, 'Bildirim yanlış uygulamayı açıyor'],
    ['en', 5, 'Downloaded it by mistake and ended up loving it!'],
    ['de', 2, 'Ich dachte, das wäre eine gute App, aber der Sync klappt nie'],
  ] as const)('%s %d★: "%s"', (lang, rating, body) => {
    expect(kinds(lang, rating, body)).not.toContain('elsewhere')
  })
})
