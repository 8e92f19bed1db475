import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { voiceWith } from './fixtures'

/**
 * Bug reports as people write them: what goes wrong, when it happens, on which devices, and what
 * else goes wrong with it. The reply's apology says each back in a sentence of the review's
 * language, instead of "sorry about the trouble".
 */
function draft(language: string, body: string, rating = 2): Draft {
  return draftBuiltin({
    review: { id: `${language}:${body}`, rating, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: [],
  })
}

/** The reply without its greeting (Japanese has none) and sign-off. */
const apology = (d: Draft): string =>
  d.body
    .split('\n')
    .filter((l) => l.length > 20)
    .join(' ')

type Row = [language: string, review: string, says: RegExp]

function table(title: string, rows: Row[]): void {
  describe(title, () => {
    for (const [language, review, says] of rows)
      it(`${language}: ${review}`, () => {
        const d = draft(language, review)
        expect(apology(d), d.body).toMatch(says)
      })
  })
}

table('a battery drained is named, not heard as slowness', [
  [
    'en',
    'Battery drain is insane, 30% in an hour with the app in the background. Galaxy S22.',
    /battery/,
  ],
  ['fr', "L'appli vide ma batterie même quand je ne l'utilise pas.", /batterie/],
  [
    'it',
    'Consuma tantissima batteria anche quando non la uso. Ho già provato a reinstallarla.',
    /batteria/,
  ],
  ['nl', 'Vreet batterij, zelfs als ik hem niet gebruik.', /batterij/],
  ['pl', 'Zżera baterię nawet w tle. Wyłączyłem już odświeżanie w tle.', /baterię/],
  ['ru', 'Сильно сажает батарею, даже когда не пользуюсь. Кэш уже чистил.', /батарею/],
  ['sv', 'Drar jättemycket batteri även i bakgrunden.', /batteri/],
  ['ar', 'يستهلك البطارية بشكل كبير حتى في الخلفية. هاتفي شاومي.', /البطارية/],
  ['id', 'Boros baterai banget walaupun di latar belakang. Sudah hapus cache.', /baterai/],
  ['ko', '백그라운드에서도 배터리가 너무 빨리 닳아요. 캐시 삭제도 해봤어요.', /배터리/],
  ['zh', '后台耗电特别严重。已经清过缓存了。', /耗电/],
  ['vi', 'Hao pin quá, kể cả khi chạy nền. Oppo Reno 8.', /hao pin.*Oppo Reno 8/],
])

table('an app that will not open is not called a crash', [
  ['en', "Won't open at all after updating to 3.4, just a white screen. OnePlus 9.", /won't open/],
  ['de', 'Die App hängt beim Start, man sieht nur das Logo. Pixel 6a.', /nicht öffnen/],
  [
    'fr',
    "Impossible d'ouvrir l'appli depuis hier, écran noir puis elle se ferme. iPhone 11.",
    /ne s'ouvre pas/,
  ],
  [
    'es',
    'La app se queda congelada en la pantalla de carga. iPhone 13 con iOS 17.3.',
    /no se abra/,
  ],
  ['it', 'Non si apre più, schermata nera e poi si chiude. iPhone 14 con iOS 17.2.', /non si apra/],
  [
    'ru',
    'Не запускается после обновления до 4.5, висит на заставке. Samsung S20.',
    /не запускается/,
  ],
  [
    'tr',
    '3.1 sürümüne güncelledikten sonra açılmıyor, beyaz ekranda kalıyor. Redmi Note 12.',
    /açılmaması/,
  ],
  ['ja', 'バージョン3.0にしてから起動しません。白い画面のままです。iPhone 12。', /起動しない/],
  ['zh', '更新到3.2版以后打不开了，一直白屏。iPhone 12。', /打不开/],
])

table('notifications that come late are named as late', [
  ['en', 'Reminders arrive 20 minutes late or not at all since iOS 17.2.', /arriving late/],
  [
    'de',
    'Benachrichtigungen kommen verspätet, teilweise eine Stunde später. iPhone 13, iOS 17.',
    /verspätet/,
  ],
  ['es', 'Los recordatorios llegan tarde o no llegan. Por lo demás me encanta.', /tarde/],
  [
    'pl',
    'Powiadomienia przychodzą z opóźnieniem, czasem godzinę później. Poza tym super.',
    /z opóźnieniem/,
  ],
  ['ja', '通知が1時間くらい遅れて届きます。それ以外は気に入っています。', /遅れて届く/],
  // How late is not when: "bir saat sonra" is the delay, not a trigger.
  [
    'tr',
    'Bildirimler geç geliyor, bazen bir saat sonra. Onun dışında güzel uygulama.',
    /^[^]*bildirimlerin geç gelmesi(?![^]*saat sonra)/,
  ],
])

table('a measure recorded wrong is named by the measure', [
  [
    'en',
    'Wrong distance: my 5k run shows as 6.3 km. The watch itself says 5.0.',
    /distance isn't being recorded correctly/,
  ],
  [
    'de',
    'Die Kalorien stimmen nicht, es werden doppelt so viele angezeigt wie auf der Uhr.',
    /Kalorienverbrauch nicht stimmt/,
  ],
  ['es', 'Me marca mal el ritmo, dice 4:30 por km cuando voy a 6:00.', /medición del ritmo/],
  [
    'ru',
    'Неправильно считает дистанцию: пробежал 5 км, а показывает 3,8.',
    /неправильно считает дистанцию/,
  ],
  ['ar', 'المسافة غير صحيحة، ركضت 5 كم ويظهر 4 كم.', /قياس المسافة/],
  ['ko', '거리가 틀려요. 5km 뛰었는데 4km로 나와요.', /거리가 정확하게/],
])

table('when it happens is said back', [
  [
    'en',
    'The app crashes every time I rotate the phone while writing a note. Pixel 7, Android 14.',
    /every time you rotate the phone while writing a note on your Pixel 7/,
  ],
  [
    'en',
    'Great game but it crashes whenever I open the shop. I already cleared the cache.',
    /whenever you open the shop/,
  ],
  [
    'en',
    'Checklist items get duplicated whenever I add a photo to a task.',
    /whenever you add a photo to a task/,
  ],
  [
    'de',
    'Seit dem letzten Update werden meine Trainings nicht mehr mit Garmin synchronisiert.',
    /Synchronisierung seit dem letzten Update/,
  ],
  [
    'fr',
    'Depuis la mise à jour, mes tâches ne se synchronisent plus entre mon téléphone et mon ordinateur.',
    /depuis la mise à jour/,
  ],
  [
    'pt',
    'O jogo trava depois de uns 20 minutos e o celular esquenta muito.',
    /travando depois de uns 20 minutos/,
  ],
  [
    'it',
    "Il gioco si blocca durante le partite lunghe, dopo circa mezz'ora. Galaxy S23.",
    /si blocchi dopo circa mezz'ora sul tuo Galaxy S23/,
  ],
  [
    'nl',
    'Het spel loopt vast na een minuut of tien spelen. Pixel 8.',
    /vastloopt na een minuut of tien/,
  ],
  ['ru', 'Игра тормозит через 10 минут и телефон сильно греется. Poco X5.', /спустя 10 минут/],
  ['uk', 'Гра зависає після 15 хвилин і телефон нагрівається.', /зависа\S* після 15 хвилин/],
  ['sv', 'Spelet hänger sig efter en kvart och mobilen blir varm.', /fryser efter en kvart/],
  ['hi', 'गेम 10 मिनट के बाद अटकने लगता है और फोन गर्म हो जाता है।', /10 मिनट के बाद ऐप अटक/],
  [
    'id',
    'Aplikasi keluar sendiri setiap kali saya menambahkan foto ke catatan. Samsung A24, Android 14.',
    /setiap kali Anda menambahkan foto ke catatan/,
  ],
  [
    'vi',
    'Ứng dụng bị văng mỗi khi tôi thêm ảnh vào ghi chú. Samsung A54, Android 14.',
    /mỗi khi bạn thêm ảnh vào ghi chú/,
  ],
  [
    'ja',
    'ノートに写真を追加するたびにアプリが落ちます。Pixel 7、Android 14です。',
    /ノートに写真を追加するたびに/,
  ],
  [
    'ko',
    '메모에 사진을 추가할 때마다 앱이 꺼져요. 갤럭시 S23, 안드로이드 14.',
    /사진을 추가할 때마다/,
  ],
  ['zh', '每次给笔记添加照片，应用就闪退。小米13，安卓14。', /每次给笔记添加照片时/],
])

table('"when I …" is said back in the reply\'s person, where the verb allows it', [
  [
    'de',
    'Stürzt jedes Mal ab, wenn ich ein Foto an eine Notiz anhängen will. Samsung A54, Android 14.',
    /immer, wenn Sie ein Foto an eine Notiz anhängen wollen, auf Ihrem Samsung A54/,
  ],
  [
    'de',
    'Ich werde ständig abgemeldet, jedes Mal wenn ich die App schließe. Nervt.',
    /jedes Mal, wenn Sie die App schließen,/,
  ],
  [
    'fr',
    "L'appli plante à chaque fois que je partage une note par mail. Xiaomi Redmi Note 12.",
    /à chaque fois que vous partagez une note par mail sur votre Redmi Note 12/,
  ],
  [
    'it',
    "L'app si chiude ogni volta che provo ad allegare una foto. Xiaomi 13, Android 14.",
    /ogni volta che provi ad allegare una foto sul tuo Xiaomi 13/,
  ],
  ['it', 'Conta i passi male: ne segna il doppio quando vado in bici.', /quando vai in bici/],
  [
    'nl',
    'Ik word steeds uitgelogd, elke keer als ik de app sluit.',
    /elke keer als je de app sluit/,
  ],
  [
    'sv',
    'Appen kraschar varje gång jag lägger till en bild i en anteckning. Pixel 7, Android 14.',
    /varje gång du lägger till en bild i en anteckning på din Pixel 7/,
  ],
])

describe('a "when" the reply cannot say back is left out', () => {
  it("fr: a negation before the verb (quand je ne l'utilise pas)", () => {
    const d = draft('fr', "L'appli vide ma batterie même quand je ne l'utilise pas.")
    expect(d.body).toMatch(/consomme autant de batterie\./)
  })
  it('en: a comparison of figures (it says 4:00 when I run 6:00)', () => {
    const d = draft('en', 'The pace is totally wrong, it says 4:00 when I run 6:00.')
    expect(d.body).not.toMatch(/when you run/)
  })
})

table('a second device or a second symptom is kept', [
  [
    'en',
    "Freezes after about 10 minutes into a run. Happens on my iPhone 12 and my wife's iPhone 14.",
    /iPhone 12 and iPhone 14/,
  ],
  [
    'sv',
    'Spelet hänger sig efter en kvart och mobilen blir varm. Samsung S22 och min iPad.',
    /Samsung S22 och iPad och att mobilen blir varm/,
  ],
  [
    'fr',
    'Le jeu rame énormément après 15 minutes de partie, et le téléphone chauffe. Galaxy S21.',
    /si lente après 15 minutes de partie sur votre Galaxy S21, et que votre téléphone chauffe/,
  ],
  [
    'pl',
    'Gra się zacina po kilkunastu minutach i telefon się grzeje. iPhone 13.',
    /zawiesza po kilkunastu minutach.*telefon się nagrzewa/,
  ],
  ['ar', 'اللعبة تعلق بعد ربع ساعة والجوال يسخن كثير.', /يتجمد بعد ربع ساعة وأن هاتفك يسخن/],
  [
    'ja',
    '15分くらい遊ぶとゲームがカクカクして、スマホが熱くなります。',
    /動作が重いうえ、端末が熱くなる/,
  ],
  [
    'vi',
    'Chơi khoảng 15 phút là game bị giật lag và máy nóng lên.',
    /sau khoảng 15 phút và máy bị nóng lên/,
  ],
])

describe('being signed out again and again is the fault, not a lockout', () => {
  const rows: Row[] = [
    [
      'en',
      'Keeps logging me out every couple of days. I have to type my password again and again.',
      /signing you out|logging you out/,
    ],
    [
      'es',
      'Me cierra la sesión cada vez que cambio de wifi a datos. Muy molesto.',
      /cierre la sesión/,
    ],
    [
      'ru',
      'Постоянно выкидывает из аккаунта, каждый раз приходится входить заново.',
      /выбрасывает из аккаунта/,
    ],
    ['uk', 'Постійно викидає з акаунта, доводиться входити знову і знову.', /викидає з акаунта/],
    [
      'tr',
      'Sürekli oturumum kapanıyor, her açtığımda tekrar giriş yapmam gerekiyor.',
      /oturumunuzu sürekli kapatması/,
    ],
    [
      'id',
      'Sering logout sendiri, tiap buka aplikasi harus login lagi.',
      /mengeluarkan Anda dari akun/,
    ],
    ['zh', '老是自动退出登录，每次打开都要重新登录。', /自动退出登录/],
  ]
  for (const [language, review, says] of rows)
    it(`${language}: ${review}`, () => {
      const d = draft(language, review)
      expect(apology(d), d.body).toMatch(says)
      // Nobody asked to get back in: no "the e-mail you signed up with".
      expect(d.plan?.moves.map((m) => m.kind)).not.toContain('lockedOut')
    })

  it('still helps someone who cannot get back in', () => {
    const d = draft('en', "It logged me out and now I can't log in, the reset email never arrives.")
    expect(d.plan?.moves.map((m) => m.kind)).toContain('lockedOut')
  })
})

describe('what is not a trigger or a second symptom', () => {
  it('does not read "turned off" beside steps as a wrong measure', () => {
    const d = draft(
      'en',
      'I turned off the step counter and the app still crashes when I open the map.',
    )
    expect(apology(d)).not.toMatch(/isn't being recorded/)
  })

  it('does not ask for a device twice when two are given', () => {
    const d = draft(
      'en',
      'It freezes on my Pixel 7 and on my Galaxy Tab S8 every time I open a list.',
    )
    expect(d.body).toMatch(/Pixel 7 and Galaxy Tab S8/)
    expect(d.body).not.toMatch(/which device/)
  })
})
