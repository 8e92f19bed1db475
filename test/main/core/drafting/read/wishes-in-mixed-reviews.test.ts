import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { notesProDraft } from '../fixtures'

const intents = (lang: string, body: string, rating = 4) => {
  const book = phrasebookFor(lang)
  if (!book) throw new Error(`no phrasebook for ${lang}`)
  return readReview({ rating, body }, book).points.map((p) => p.intent)
}

const draft = notesProDraft

/** Reviews written for these tests: praise, then a feature the reviewer is sorry the app lacks. */
const REGRETTED: [lang: string, body: string, named: string][] = [
  ['en', 'Clean and fast, shame there is no calendar view.', 'calendar'],
  ['fr', 'Bonne appli, dommage qu’il n’y ait pas de mode sombre.', 'mode sombre'],
  ['es', 'Muy práctica, lástima que no tenga modo oscuro.', 'modo oscuro'],
  ['it', 'App comoda, peccato che manchi il tema scuro.', 'tema scuro'],
  ['nl', 'Handige app, jammer dat er geen donkere modus is.', 'donkere modus'],
  ['ru', 'Удобное приложение, жаль нет тёмной темы.', 'тёмн'],
  ['uk', 'Зручний застосунок, шкода що немає темної теми.', 'темн'],
  ['sv', 'Smidig app, synd att det inte finns mörkt läge.', 'mörk'],
  ['ja', '見やすいアプリですが、ダークモードがないのが残念です。', 'ダークモード'],
  ['zh', '界面很清爽，可惜没有夜间模式。', '夜间模式'],
  ['vi', 'App gọn nhẹ, tiếc là không có chế độ tối.', 'chế độ tối'],
  ['ar', 'تطبيق مرتب، للأسف لا يوجد وضع ليلي.', 'الوضع الليلي'],
]

describe('a feature the reviewer is sorry the app lacks is a wish', () => {
  it.each(REGRETTED)(
    '%s: "%s" is thanked for as an idea, naming it, with no apology or support',
    (lang, body, named) => {
      expect(intents(lang, body, 3)).toContain('request')
      expect(intents(lang, body, 3)).not.toContain('bug')
      expect(intents(lang, body, 3)).not.toContain('complaint')
      const d = draft(lang, 3, body)
      expect(d.reading?.sarcasm).toBe(false)
      expect(d.plan?.moves.map((m) => m.kind)).toContain('request')
      expect(d.plan?.moves.map((m) => m.kind)).not.toContain('details')
      expect(d.plan?.moves.some((m) => m.kind.startsWith('sorry') || m.kind === 'heard')).toBe(
        false,
      )
      expect(d.body).toContain(named)
      expect(d.body).not.toContain('support@notes-pro.example')
    },
  )

  it('reads the regret said in a clause of its own as the wish’s ("Schade, dass es keinen … gibt")', () => {
    for (const [lang, body] of [
      ['de', 'Schade, dass es keine Wochenansicht gibt. Sonst top!'],
      ['ru', 'Жаль, что нет виджета. В остальном отлично!'],
      ['fr', 'Dommage, pas de widget. Sinon parfait !'],
    ] as const) {
      expect(intents(lang, body, 4), body).not.toContain('complaint')
      expect(intents(lang, body, 4), body).toContain('request')
    }
  })

  it('still reads what went away as a fault, and silence from support as a complaint', () => {
    expect(intents('en', 'Sadly no sound anymore since the update.', 2)).toEqual(['bug'])
    expect(intents('de', 'Leider kein Ton mehr seit dem Update.', 2)).toEqual(['bug'])
    expect(
      intents('en', 'Unfortunately there is no reply from support after two weeks.', 2),
    ).not.toContain('request')
    expect(intents('fr', 'Dommage, pas de réponse du support.', 2)).not.toContain('request')
  })
})

describe('praise of what would be is the wish, not kind words', () => {
  it.each([
    ['en', 'Handy reminders. A PDF export would be really cool', 'PDF export'],
    ['fr', 'Les rappels sont pratiques. Un export PDF serait vraiment top', 'export PDF'],
    ['de', 'Die Erinnerungen sind praktisch. Ein PDF-Export wäre echt super', 'PDF'],
    ['ru', 'Удобные напоминания. Тёмная тема была бы просто супер', 'тём'],
    ['nl', 'Handige herinneringen. Een donkere modus zou echt top zijn', 'donkere modus'],
    ['pt', 'Lembretes ótimos. Um modo escuro seria muito legal', 'modo escuro'],
    ['es', 'Recordatorios prácticos. Unas carpetas de colores serían geniales', 'carpetas'],
    ['it', 'Promemoria comodi. Le cartelle colorate sarebbero davvero belle', 'cartelle'],
  ])('%s: "%s" thanks for the idea and never for kind words about it', (lang, body, named) => {
    const d = draft(lang, 4, body)
    expect(d.plan?.moves.map((m) => m.kind)).toContain('request')
    const praised = d.plan?.moves.find((m) => m.kind === 'praiseAlso' || m.kind === 'thanksFor')
    expect(praised && 'feature' in praised ? (praised.feature ?? '') : '').not.toContain(named)
  })
})

describe('an emoji ends a clause, so praise beside a wish is not thanked for the wished thing', () => {
  it.each([
    ['es', 'Súper útil 👍 ojalá agreguen etiquetas de colores', 'etiquetas'],
    ['it', 'Stupenda ❤️ sarebbe bello avere le cartelle colorate', 'cartelle'],
    ['tr', 'Çok iyi 😍 lütfen karanlık mod ekleyin', 'karanlık mod'],
    ['ja', '最高です😍 もっとテーマを増やしてほしい', 'テーマ'],
    ['zh', '非常方便👍 希望能增加标签功能', '标签'],
    ['ko', '진짜 좋아요❤️ 위젯 추가해 주세요', '위젯'],
    ['hi', 'शानदार ऐप 👍 कृपया डार्क मोड जोड़ें', 'डार्क मोड'],
  ])('%s: "%s" names %s as the idea only', (lang, body, named) => {
    const d = draft(lang, 5, body)
    const request = d.plan?.moves.find((m) => m.kind === 'request')
    expect(request && 'feature' in request ? request.feature : '').toContain(named)
    const praise = d.plan?.moves.find((m) => m.kind === 'praiseAlso' || m.kind === 'thanksFor')
    expect(praise && 'feature' in praise ? (praise.feature ?? '') : '').not.toContain(named)
  })

  it('keeps a rolled eye with what it sneers at ("the «improved» editor 🙃 now lists break")', () => {
    const body = 'Дякую за «покращений» редактор 🙃 тепер таблиці ламаються при вставці'
    const d = draft('uk', 2, body)
    expect(d.reading?.sarcasm).toBe(true)
    expect(d.body).toContain('редактор')
  })
})

describe('every wish of a review is answered', () => {
  it.each([
    ['en', 'Please add tags to sort notes. And a real dark mode.', ['tags', 'dark mode']],
    [
      'de',
      'Bitte Tags zum Sortieren einbauen. Und einen echten Dunkelmodus.',
      ['Tags', 'Dunkelmodus'],
    ],
    [
      'fr',
      'Ce serait bien d’avoir des étiquettes. Et un vrai mode sombre.',
      ['étiquettes', 'mode sombre'],
    ],
    ['nl', 'Graag tags toevoegen. En een echte donkere modus.', ['tags', 'donkere modus']],
    ['ja', 'タグ機能を追加してほしいです。あとダークモードも。', ['タグ', 'ダークモード']],
    ['zh', '希望能加标签功能。还有夜间模式。', ['标签', '夜间模式']],
    [
      'tr',
      'Etiketler olsa süper olur. Bir de takvim görünümü olsa çok iyi olur',
      ['etiketler', 'takvim'],
    ],
  ])('%s: "%s" names both wishes', (lang, body, named) => {
    const d = draft(lang, 4, body)
    for (const n of named) expect(d.body, d.body).toContain(n)
  })

  it('answers a wish after thanks for praise even when it cannot name it', () => {
    for (const [lang, body] of [
      ['pt', 'Adoro o app, a busca é ótima. Só faltava poder gravar áudio dentro da nota.'],
      [
        'en',
        'Love the search and the widgets. Would be 5 stars if I could record audio inside a note.',
      ],
      ['de', 'Super App, die Suche ist klasse. Einzig fehlt noch, dass man Audio aufnehmen kann.'],
    ] as const) {
      const d = draft(lang, 4, body)
      const kinds = d.plan?.moves.map((m) => m.kind) ?? []
      expect(kinds, body).toContain('request')
      expect(
        kinds.some((k) => k === 'thanksFor' || k === 'praiseAlso'),
        body,
      ).toBe(true)
      // What the wish asks for is never thanked for as praise.
      const praise = d.plan?.moves.find((m) => m.kind === 'thanksFor' || m.kind === 'praiseAlso')
      expect(praise && 'feature' in praise ? praise.feature : '', body).not.toMatch(/audio/iu)
    }
  })
})

describe('a wish for an action is named by the action', () => {
  it.each([
    [
      'en',
      'Nice app, I wish I could set a custom color for each tag.',
      'setting a custom color for each tag',
    ],
    ['en', 'Really good. Please let us pin notes to the top!', 'pinning notes to the top'],
    [
      'en',
      'Would be 5 stars if I could attach voice memos to a note.',
      'attaching voice memos to a note',
    ],
    [
      'es',
      'Muy buena app, pero ojalá se pudieran bloquear notas con huella.',
      'bloquear notas con huella',
    ],
    [
      'es',
      'Me encanta, quisiera poder ordenar las carpetas a mano.',
      'ordenar las carpetas a mano',
    ],
    ['it', 'Mi piace, vorrei poter bloccare le note con l’impronta.', 'bloccare le note'],
    ['pt', 'Gosto do app, só queria poder fixar notas no topo.', 'fixar notas no topo'],
    [
      'fr',
      'Super appli, si seulement on pouvait verrouiller une note avec un code.',
      'verrouiller une note avec un code',
    ],
  ])('%s: "%s" names "%s"', (lang, body, named) => {
    const d = draft(lang, 4, body)
    expect(d.plan?.moves.map((m) => m.kind)).toContain('request')
    expect(d.body).toContain(named)
  })

  it('leaves an emoji out of the wish it closes', () => {
    const d = draft('en', 4, 'please add a calendar view 🙏🙏')
    expect(d.assessment.reasons.join(' ')).not.toMatch(/does not name/u)
    expect(d.plan?.naming).toEqual(['calendar view'])
  })
})

describe('wish words a review uses beside praise', () => {
  it.each([
    ['de', 'Tolle App, ich wünschte ich könnte Notizen nach Farbe sortieren.'],
    ['fr', 'Super appli, si seulement on pouvait verrouiller une note avec un code.'],
    ['pt', 'Amo esse jogo ❤️ só queria mais fases'],
    ['ja', '便利だけど、ウィジェットがあればもっと良い'],
  ])('%s: "%s" is a wish beside praise', (lang, body) => {
    expect(intents(lang, body, 5)).toContain('request')
  })

  it('keeps a regret for having found the app late as praise', () => {
    expect(intents('de', 'Ich wünschte, ich hätte die App früher entdeckt!', 5)).not.toContain(
      'request',
    )
  })

  it('hears lives that run out fast as a gripe, never as praise for them', () => {
    const d = draft('id', 3, 'Nyawanya cepet abis, tolong tambahin nyawa gratis.')
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('praiseAlso')
    expect(d.body).not.toMatch(/pujian/u)
  })
})

describe('plain praise before a turn is praise, and the apology is for what follows the turn', () => {
  it.each([
    [
      'es',
      'Los planes están bien pero el entrenador de voz habla encima de mi música todo el rato.',
      'planes',
    ],
    ['it', 'I piani sono buoni ma il coach vocale parla sopra la mia musica di continuo.', 'piani'],
  ])('%s: "%s" is never sorry about the %s', (lang, body, praised) => {
    const d = draft(lang, 3, body)
    expect(intents(lang, body, 3)).toContain('praise')
    const sorry = d.plan?.moves.find(
      (m) => m.kind === 'sorry' || m.kind === 'heard' || m.kind === 'sorryCrash',
    )
    expect(sorry && 'where' in sorry ? (sorry.where.feature ?? '') : '').not.toContain(praised)
  })
})

describe('not being able to do something, beside a wish to have it, is the wish', () => {
  it.each([
    ['en', 'Cannot print a checklist. Please add that.', 'print'],
    ['de', 'Man kann nicht als PDF exportieren. Bitte nachrüsten!', 'PDF'],
    ['fr', 'On ne peut pas exporter en PDF, ce serait bien de l’ajouter.', 'PDF'],
    ['pt', 'Não dá pra exportar em PDF, por favor adicionem.', 'PDF'],
    ['nl', 'Je kunt niet naar PDF exporteren, voeg dat alsjeblieft toe.', 'PDF'],
    ['zh', '不能导出PDF，希望能加上。', 'PDF'],
    ['vi', 'Không xuất được PDF, mong nhà phát triển thêm vào.', 'PDF'],
    ['id', 'Gak bisa ekspor ke PDF, tolong ditambahin dong.', 'PDF'],
  ])('%s: "%s" thanks for the idea and asks for no details', (lang, body, named) => {
    expect(intents(lang, body, 3)).toEqual(['request'])
    const d = draft(lang, 3, body)
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('details')
    expect(d.body).toContain(named)
    expect(d.body).not.toContain('support@notes-pro.example')
  })

  it('keeps a crash beside a wish a fault', () => {
    expect(intents('en', 'It crashes when I try to export. Please add a dark mode.', 2)).toContain(
      'bug',
    )
    expect(
      intents('de', 'Die App stürzt beim Export ab. Bitte einen Dunkelmodus einbauen.', 2),
    ).toContain('bug')
  })
})

describe('a long wished-for action is named up to whom or when it is for', () => {
  it.each([
    [
      'fr',
      'Ce serait bien de pouvoir partager un dossier en lecture seule avec ma famille.',
      'partager un dossier en lecture seule',
    ],
    [
      'es',
      'Sería genial poder compartir una carpeta en modo lectura con mi familia.',
      'compartir una carpeta en modo lectura',
    ],
    [
      'pt',
      'Seria legal poder compartilhar uma pasta em modo leitura com a minha família.',
      'compartilhar uma pasta em modo leitura',
    ],
    [
      'en',
      'I wish I could share a folder as read only with my family members.',
      'sharing a folder as read only',
    ],
  ])('%s: "%s" names "%s"', (lang, body, named) => {
    expect(draft(lang, 4, body).body).toContain(named)
  })
})

describe('Korean "-은데/-는데" turns from praise to what goes wrong', () => {
  it.each([
    ['앱은 좋은데 동기화가 자꾸 늦어요.', '동기화'],
    ['플랜은 좋은데 음성 코치가 계속 음악 위에 말해요.', '음악'],
    ['디자인은 예쁜데 위젯이 자꾸 사라져요.', '위젯'],
  ])('"%s" is never thanked for as praise of %s', (body, thing) => {
    expect(intents('ko', body, 3)).not.toEqual(['praise'])
    const d = draft('ko', 3, body)
    const praise = d.plan?.moves.find((m) => m.kind === 'thanksFor' || m.kind === 'praiseAlso')
    expect(praise && 'feature' in praise ? (praise.feature ?? '') : '').not.toContain(thing)
  })
})
