import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import type { Draft, TeamAnswer } from '../../../../src/main/core/drafting/types'
import { linesFor } from '../../../../src/main/core/drafting/write/lines'
import { voiceWith } from './fixtures'

const CONTACT = 'help@acme.example'

function draft(language: string, body: string, answers: TeamAnswer[] = []): Draft {
  return draftBuiltin({
    review: { id: `${language}:${body}`, rating: 1, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers,
  })
}

const linesIn = (language: string) => {
  const book = phrasebookFor(language)
  if (!book) throw new Error(`no phrasebook for ${language}`)
  return linesFor(book).lines
}

const kinds = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)

describe('a bug report that already says where it happens', () => {
  // Device and version given, and what goes wrong: "tell us what happens" would ask again.
  const placed: [string, string][] = [
    ['en', 'The app freezes every time I open a checklist. Pixel 7, version 4.2.1.'],
    ['de', 'Die App hängt jedes Mal, wenn ich eine Checkliste öffne. Pixel 7, Version 4.2.1.'],
    ['fr', "L'application se fige dès que j'ouvre une liste. Pixel 7, version 4.2.1."],
    ['es', 'La app se congela cada vez que abro una lista. Pixel 7, versión 4.2.1.'],
    ['pt', 'O app trava toda vez que abro uma lista. Pixel 7, versão 4.2.1.'],
    ['it', "L'app si blocca ogni volta che apro una lista. Pixel 7, versione 4.2.1."],
    ['nl', 'De app loopt vast als ik een lijst open. Pixel 7, versie 4.2.1.'],
    ['ru', 'Приложение зависает каждый раз, когда открываю список. Pixel 7, версия 4.2.1.'],
    ['tr', 'Listeyi her açtığımda uygulama donuyor. Pixel 7, sürüm 4.2.1.'],
    ['ja', 'リストを開くたびにアプリが固まります。Pixel 7、バージョン4.2.1です。'],
    ['zh', '每次打开清单应用就卡住。Pixel 7，版本4.2.1。'],
  ]
  for (const [language, body] of placed)
    it(`only invites them to write, asking nothing they gave (${language})`, () => {
      const d = draft(language, body)
      const invitations = linesIn(language).followUp.contact.map((t) =>
        t.replace('{contact}', CONTACT),
      )
      expect(invitations.length).toBeGreaterThan(0)
      expect(invitations.some((line) => d.body.includes(line))).toBe(true)
    })
})

describe('a bug report that says what goes wrong in a word', () => {
  // The apology names it in plain words, not "sorry about the trouble".
  const said: [string, string, RegExp][] = [
    ['en', 'The app freezes every time I open a checklist. Pixel 7, version 4.2.1.', /freez/],
    [
      'de',
      'Die App hängt jedes Mal, wenn ich eine Checkliste öffne. Pixel 7, Version 4.2.1.',
      /hängen bleibt|einfriert/,
    ],
    ['fr', "L'application se fige dès que j'ouvre une liste. Pixel 7, version 4.2.1.", /se fige/],
    ['es', 'La app se congela cada vez que abro una lista. Pixel 7, versión 4.2.1.', /se congele/],
    ['pt', 'O app trava toda vez que abro uma lista. Pixel 7, versão 4.2.1.', /travando/],
    ['it', "L'app si blocca ogni volta che apro una lista. Pixel 7, versione 4.2.1.", /si blocchi/],
    ['nl', 'De app loopt vast als ik een lijst open. Pixel 7, versie 4.2.1.', /vastloopt/],
    [
      'ru',
      'Приложение зависает каждый раз, когда открываю список. Pixel 7, версия 4.2.1.',
      /зависа/,
    ],
    ['tr', 'Listeyi her açtığımda uygulama donuyor. Pixel 7, sürüm 4.2.1.', /donma/],
    ['ja', 'リストを開くたびにアプリが固まります。Pixel 7、バージョン4.2.1です。', /固まって/],
    ['zh', '每次打开清单应用就卡住。Pixel 7，版本4.2.1。', /卡住/],
    ['en', "My notes don't sync between my phone and laptop anymore. Pixel 8.", /sync/],
    [
      'de',
      'Meine Notizen synchronisieren nicht mehr zwischen Handy und Laptop. Pixel 8.',
      /Synchronisierung/,
    ],
    [
      'fr',
      'Mes notes ne se synchronisent plus entre mon téléphone et mon ordinateur. Pixel 8.',
      /synchronisation/,
    ],
    [
      'es',
      'Mis notas ya no se sincronizan entre el móvil y el portátil. Pixel 8.',
      /sincronización/,
    ],
    [
      'pt',
      'Minhas notas não sincronizam mais entre o celular e o notebook. Pixel 8.',
      /sincronização/,
    ],
    [
      'it',
      'Le mie note non si sincronizzano più tra telefono e portatile. Pixel 8.',
      /sincronizzazione/,
    ],
    [
      'ru',
      'Заметки больше не синхронизируются между телефоном и ноутбуком. Pixel 8.',
      /синхронизация/,
    ],
    ['ja', 'スマホとパソコンの間でメモが同期されなくなりました。Pixel 8です。', /同期/],
    ['zh', '手机和电脑之间的笔记不再同步了。Pixel 8。', /同步/],
    ['en', 'The app keeps logging me out every day. Pixel 8.', /signing you out|logging you out/],
    ['fr', "L'application me déconnecte tous les jours. Pixel 8.", /déconnecte/],
    ['pt', 'O app fica me deslogando todo dia. Pixel 8.', /desconectando/],
    ['it', "L'app mi disconnette ogni giorno. Pixel 8.", /scollegarti/],
    ['nl', 'Ik word elke dag uitgelogd. Pixel 8.', /uitlogt/],
    ['sv', 'Appen loggar ut mig hela tiden. Pixel 8.', /loggar ut dig/],
    ['pl', 'Aplikacja ciągle mnie wylogowuje. Pixel 8.', /wylogowuje/],
    ['uk', 'Застосунок постійно мене розлогінює. Pixel 8.', /викидає з акаунта/],
    // Indian English: "getting hanged and closing automatically" is a crash.
    [
      'en',
      'Whenever I attach a photo the app is getting hanged and closing automatically. Pixel 6a.',
      /crash/,
    ],
  ]
  for (const [language, body, names] of said)
    it(`names it in the apology (${language}: ${body.slice(0, 24)}…)`, () => {
      const d = draft(language, body)
      expect(d.body).toMatch(names)
      expect(d.body).toContain('Pixel')
    })
})

describe('a bug report that does not say on what device or version', () => {
  // The device and the app version are what it leaves out: asked for by name, not "a few details".
  const unplaced: [string, string, RegExp][] = [
    ['en', 'The app keeps freezing whenever I open a checklist.', /app version/],
    ['de', 'Die App hängt sich ständig auf, sobald ich eine Checkliste öffne.', /App-Version/],
    ['fr', "L'application se fige sans arrêt quand j'ouvre une liste.", /version de l'application/],
    ['es', 'La app se congela todo el rato cuando abro una lista.', /versión de la app/],
    ['pt', 'O app trava o tempo todo quando abro uma lista.', /versão do app/],
    ['it', "L'app si blocca di continuo quando apro una lista.", /versione dell'app/],
    ['nl', 'De app loopt steeds vast als ik een lijst open.', /app-versie/],
    ['ru', 'Приложение постоянно зависает, когда я открываю список.', /версия приложения/],
    ['tr', 'Listeyi açınca uygulama sürekli donuyor.', /uygulama sürümünüzü/],
    ['ja', 'リストを開くといつもアプリが固まります。', /アプリのバージョン/],
    ['zh', '一打开清单应用就卡住，每次都这样。', /应用版本/],
  ]
  for (const [language, body, asks] of unplaced)
    it(`asks for the device and the app version (${language})`, () => {
      const d = draft(language, body)
      expect(d.body).toContain(CONTACT)
      expect(d.body).toMatch(asks)
    })
})

/** Words that hurry: said once at most ("right away … right away" reads as a form letter). */
const URGENT: Record<string, RegExp> = {
  en: /right away|straight away|as soon as|immediately/gi,
  de: /sofort|umgehend|möglichst schnell|direkt/gi,
  fr: /sans attendre|tout de suite|dès que possible/gi,
  es: /cuanto antes|de inmediato|ahora/gi,
  pt: /agora mesmo|imediatamente|assim que/gi,
  it: /subito|il prima possibile/gi,
  nl: /meteen|direct/gi,
  ru: /сразу|как можно скорее|немедленно/gi,
  pl: /od razu|jak najszybciej/gi,
  sv: /direkt|med en gång|så fort/gi,
  ja: /すぐに|今すぐ|できるだけ早く/g,
  zh: /马上|尽快|立即/g,
}

/** The sync, as each language names it. */
const SYNC: Record<string, RegExp> = {
  en: /sync/i,
  de: /Synchronisierung/,
  fr: /synchronisation/,
  es: /sincronización/,
  pt: /sincronização/,
  it: /sincronizzazione/,
  nl: /synchronisatie/,
  ru: /синхронизац/,
  pl: /synchronizac/,
  sv: /synkning/,
  ja: /同期/,
  zh: /同步/,
}

/** Notes overwritten by an older copy in a sync: nothing was deleted, so nothing is in the Trash. */
const OVERWRITTEN: Record<string, string> = {
  en: 'Synced with my tablet and it overwrote all my notes with an old version. A whole week of notes, gone.',
  de: 'Nach der Synchronisierung mit dem Tablet wurden alle meine Notizen mit einer alten Version überschrieben. Eine ganze Woche Notizen ist weg.',
  fr: 'La synchronisation avec ma tablette a écrasé toutes mes notes avec une ancienne version. Une semaine de notes perdue.',
  es: 'La sincronización con la tableta sobrescribió todas mis notas con una versión antigua. Perdí una semana de notas.',
  pt: 'A sincronização com o tablet sobrescreveu todas as minhas notas com uma versão antiga. Perdi uma semana de notas.',
  it: 'La sincronizzazione con il tablet ha sovrascritto tutte le mie note con una versione vecchia. Ho perso una settimana di note.',
  nl: 'Door de synchronisatie met mijn tablet zijn al mijn notities overschreven met een oude versie. Een week aan notities kwijt.',
  ru: 'Синхронизация с планшетом перезаписала все мои заметки старой версией. Пропали заметки за неделю.',
  pl: 'Synchronizacja z tabletem nadpisała wszystkie moje notatki starą wersją. Straciłam notatki z całego tygodnia.',
  sv: 'Synkningen med surfplattan skrev över alla mina anteckningar med en gammal version. En veckas anteckningar är borta.',
  ja: 'タブレットと同期したら、メモが全部古いバージョンで上書きされました。1週間分のメモが消えました。',
  zh: '和平板同步后，所有笔记都被旧版本覆盖了。一周的笔记全没了。',
}

/** A team's Answer for notes deleted by mistake: the Trash, in each language. */
const TRASH: Record<string, [title: string, keywords: string[], example: string, body: string]> = {
  en: [
    'Restore deleted notes',
    ['deleted', 'gone'],
    'How do I get back a deleted note?',
    'Deleted notes stay in Settings → Trash for 30 days, even after a sync: open it and tap Restore.',
  ],
  de: [
    'Gelöschte Notizen wiederherstellen',
    ['gelöscht', 'weg'],
    'Wie bekomme ich eine gelöschte Notiz zurück?',
    'Gelöschte Notizen bleiben auch nach einer Synchronisierung 30 Tage unter Einstellungen → Papierkorb: öffnen und auf Wiederherstellen tippen.',
  ],
  fr: [
    'Restaurer des notes supprimées',
    ['supprimé', 'perdue'],
    'Comment récupérer une note supprimée ?',
    'Les notes supprimées restent 30 jours dans Réglages → Corbeille, même après une synchronisation : ouvrez-la et touchez Restaurer.',
  ],
  es: [
    'Recuperar notas borradas',
    ['borré', 'perdí'],
    '¿Cómo recupero una nota borrada?',
    'Las notas borradas se quedan 30 días en Ajustes → Papelera, incluso después de una sincronización: ábrela y toca Restaurar.',
  ],
  pt: [
    'Recuperar notas apagadas',
    ['apaguei', 'perdi'],
    'Como recupero uma nota apagada?',
    'As notas apagadas ficam 30 dias em Ajustes → Lixeira, mesmo depois de uma sincronização: abra e toque em Restaurar.',
  ],
  it: [
    'Recuperare note eliminate',
    ['eliminato', 'perso'],
    'Come recupero una nota eliminata?',
    'Le note eliminate restano 30 giorni in Impostazioni → Cestino, anche dopo una sincronizzazione: aprilo e tocca Ripristina.',
  ],
  nl: [
    'Verwijderde notities terugzetten',
    ['verwijderd', 'kwijt'],
    'Hoe krijg ik een verwijderde notitie terug?',
    'Verwijderde notities blijven 30 dagen in Instellingen → Prullenbak, ook na een synchronisatie: open die en tik op Terugzetten.',
  ],
  ru: [
    'Восстановить удалённые заметки',
    ['удалил', 'пропали'],
    'Как вернуть удалённую заметку?',
    'Удалённые заметки 30 дней хранятся в Настройки → Корзина, даже после синхронизации: откройте её и нажмите «Восстановить».',
  ],
  pl: [
    'Przywracanie usuniętych notatek',
    ['usunęłam', 'straciłam'],
    'Jak odzyskać usuniętą notatkę?',
    'Usunięte notatki zostają przez 30 dni w Ustawienia → Kosz, także po synchronizacji: otwórz go i stuknij Przywróć.',
  ],
  sv: [
    'Återställ raderade anteckningar',
    ['raderade', 'borta'],
    'Hur får jag tillbaka en raderad anteckning?',
    'Raderade anteckningar ligger kvar i 30 dagar under Inställningar → Papperskorg, även efter en synkning: öppna den och tryck på Återställ.',
  ],
  ja: [
    '削除したメモを復元する',
    ['削除', '消え'],
    '削除したメモを元に戻すには？',
    '削除したメモは、同期の後も30日間「設定」→「ゴミ箱」に残ります。開いて「復元」をタップしてください。',
  ],
  zh: [
    '恢复已删除的笔记',
    ['删除', '没了'],
    '怎么找回删除的笔记？',
    '删除的笔记即使同步后也会在“设置”→“回收站”保留30天：打开后点“恢复”即可。',
  ],
}

const trashAnswer = (language: string): TeamAnswer => {
  const [title, keywords, example, body] = TRASH[language] as [string, string[], string, string]
  return { id: `trash-${language}`, language, title, keywords, examples: [example], body }
}

describe('lost data', () => {
  for (const language of Object.keys(OVERWRITTEN))
    it(`apologises once, names what lost it, and hurries at most once (${language})`, () => {
      const d = draft(language, OVERWRITTEN[language] as string)
      expect(kinds(d)).toEqual(['sorryLoss', 'recovery'])
      expect(d.body).toMatch(SYNC[language] as RegExp)
      expect(d.body).toContain(CONTACT)
      expect((d.body.match(URGENT[language] as RegExp) ?? []).length).toBeLessThanOrEqual(1)
    })

  for (const language of Object.keys(OVERWRITTEN))
    it(`does not read Trash steps to notes an old copy overwrote: the contact leads (${language})`, () => {
      const answer = trashAnswer(language)
      const d = draft(language, OVERWRITTEN[language] as string, [answer])
      expect(kinds(d)).not.toContain('answer')
      expect(d.body).not.toContain(answer.body)
      expect(d.body).toContain(CONTACT)
    })

  /** Notes deleted by mistake: the Trash fits. */
  const deleted: Record<string, string> = {
    en: 'I deleted my notes by accident. How do I get them back?',
    de: 'Ich habe aus Versehen meine Notizen gelöscht. Wie bekomme ich sie zurück?',
    fr: "J'ai supprimé mes notes par erreur. Comment les récupérer ?",
    es: 'Borré mis notas sin querer. ¿Cómo las recupero?',
    pt: 'Apaguei minhas notas sem querer. Como recupero?',
    it: 'Ho eliminato le mie note per sbaglio. Come le recupero?',
    nl: 'Ik heb per ongeluk mijn notities verwijderd. Hoe krijg ik ze terug?',
    ru: 'Случайно удалил заметки. Как их вернуть?',
    sv: 'Jag raderade mina anteckningar av misstag. Hur får jag tillbaka dem?',
    pl: 'Usunęłam notatki przez przypadek. Jak je odzyskać?',
  }
  for (const [language, body] of Object.entries(deleted))
    it(`gives the team's Trash steps for notes deleted by mistake, without "write to us at once" after them (${language})`, () => {
      const answer = trashAnswer(language)
      const d = draft(language, body, [answer])
      expect(kinds(d)).toContain('answer')
      expect(kinds(d)).not.toContain('recovery')
      expect(d.body).toContain(answer.body)
    })
})
