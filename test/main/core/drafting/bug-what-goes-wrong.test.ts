import { replyTable, type ReplyRow } from './fixtures'

/**
 * A bug reply a support person would write: one apology that says what the named thing does
 * wrong ("the widget stopped updating", not "the trouble with the widget"), under which
 * condition, and a second thing going wrong when the review names one. Reviews written for
 * these tests, in several languages.
 */
const table = (title: string, rows: ReplyRow[]) => replyTable(title, rows, 2)

table('what a named thing does wrong is said of it', [
  [
    'en',
    'My lock screen widget stopped refreshing two days ago.',
    /widget (?:stopped updating|not updating)/,
  ],
  ['en', 'The map keeps going blank in the middle of a run.', /map (?:going|coming up) blank/],
  ['en', 'The audio cues cut out every few km.', /audio cues (?:cutting|dropping) out/],
  ['en', "Level 52 just won't load, spinning forever.", /Level 52 (?:won't load|not loading)/],
  ['en', 'The reminders never show up on my phone.', /reminders not showing up/],
  ['de', 'Das Widget aktualisiert sich seit Tagen nicht mehr.', /Widget nicht mehr aktualisiert/],
  ['fr', 'La carte reste vide quand je lance une course.', /carte reste vide/],
  ['es', 'El widget no se actualiza desde ayer.', /widget no se actualice/],
  ['it', 'Il widget non si aggiorna più.', /widget non si aggiorni/],
  ['sv', 'Widgeten uppdateras inte längre.', /widgeten inte uppdateras/],
  ['ja', 'ウィジェットが全然更新されない', /更新されない/],
  // "不再更新" reads as "no longer updated by the team"; the widget does not refresh.
  ['zh', '小组件一直不刷新', /小组件无法正常更新/],
])

table('a plural thing takes the verb for many, where the verb agrees', [
  ['de', 'Die Erinnerungen werden nicht mehr angezeigt.', /Erinnerungen nicht angezeigt werden/],
  ['nl', 'De meldingen komen niet meer binnen.', /meldingen niet verschijnen/],
])

table('a thing named only as where it happens is not said to fail', [
  [
    'en',
    "Notes I write on the phone don't show up in the web version.",
    /web version/,
    /web version not showing/,
  ],
])

table('the condition it happens under is said back', [
  ['en', 'GPS keeps dropping out, but only on mobile data.', /on mobile data/],
  ['en', 'The game crashes in landscape mode on my tablet', /in landscape mode/],
  ['de', 'Die App stürzt im Querformat ab.', /im Querformat/],
  ['ru', 'Приложение вылетает в горизонтальном режиме.', /в горизонтальном режиме/],
  ['es', 'La app se cierra sola con datos móviles.', /con datos móviles/],
  ['zh', '横屏的时候游戏就闪退', /横屏时/],
])

table('a second thing going wrong is named beside the first', [
  [
    'en',
    'The map goes blank after a few km, also the pace display freezes.',
    /map (?:going|coming up) blank and the pace freezing/,
  ],
  [
    'fr',
    "Le jeu plante quand j'ouvre la boutique, et la musique se coupe.",
    /plante.*musique se coupe/,
  ],
  ['es', 'La app se cierra al abrir el mapa y el sonido se corta.', /cierre.*sonido se corte/],
])

table('a run that stops recording by itself', [
  [
    'en',
    'It stops tracking my run whenever the screen turns off.',
    /stops recording (?:by itself )?(?:when the screen is locked|whenever the screen turns off)/,
  ],
  [
    'pl',
    'Aplikacja przestaje nagrywać po wyłączeniu ekranu.',
    /przestaje nagrywać po zablokowaniu ekranu/,
  ],
  ['ja', '画面を消すと記録が止まる', /記録が止まって/],
  ['nl', 'De app stopt met opnemen als ik mijn scherm vergrendel.', /stopt met opnemen/],
])

table('a fault read as something else in the same words', [
  [
    'en',
    'The map turns blank on cellular data, fine on wifi.',
    /map .*blank on mobile data/,
    /restor|your data/,
  ],
  [
    'pt',
    'Quando abro meu perfil o app fecha sozinho.',
    /feche sozinho|fechamentos/,
    /acesso|entrar na sua conta/,
  ],
])

table('the apology reads as one sentence a person would write', [
  [
    'en',
    'Eats my battery on every run and the phone gets really hot.',
    /(?:drains your battery so fast|draining your battery) and your phone gets hot/,
    /battery drain and your phone/,
  ],
  ['pt', 'O jogo trava na fase 12 toda vez.', /travando na fase 12/, /com a fase/],
  ['tr', 'Uygulama not kaydederken kapanıyor.', /not kaydederken/, /uygulama not kaydederken/],
  ['ko', '칼로리가 이상하게 나와요.', /칼로리.*정확하게 기록되지/],
])

table('each thing keeps its own symptom, in words that fit it', [
  ['en', 'The toolbar disappears when I open the keyboard.', /toolbar disappearing/],
  [
    'en',
    'My checklist items dont save after I close the app',
    /checklist items not (?:saving|being saved)/,
    /isn't/,
  ],
  [
    'es',
    'El juego se congela en el nivel 20 y el sonido se corta.',
    /nivel 20 y que el sonido se corte/,
    /nivel 20 se corte/,
  ],
  [
    'en',
    'The game always freezes on the loading screen after the update.',
    /on the loading screen/,
  ],
  ['de', 'Die Sprachansagen setzen nach zehn Minuten aus.', /Sprachansagen .*aussetzen/],
])

table('where it freezes is said as a person would', [
  [
    'en',
    'Handwriting lags badly on my Galaxy Tab S9.',
    /when you use handwriting/,
    /with handwriting/,
  ],
  [
    'en',
    'The app freezes every time the map loads.',
    /(?:freezes|freezing) every time the map loads/,
    /with the map/,
  ],
])

table('a phone named by its maker is where it happens, not asked for again', [
  [
    'en',
    'Notifications dont show up at all on my Xiaomi, tried everything in settings.',
    /on your Xiaomi/,
    /which device|device model|your device and/,
  ],
])
