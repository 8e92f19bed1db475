import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/** A two-star review, the app it is about, what its reply must say and what it must never say. */
type TwoStars = [
  language: string,
  review: string,
  app: 'notes' | 'run' | 'game',
  says: RegExp[],
  never?: RegExp,
]

/**
 * A second fault is named beside the first in every language: a plural thing with a verb that
 * agrees with it, a sync that hangs as a sync fault, the thing's own fault beside a phone that
 * heats up, and the app's slowness beside a thing that does not work.
 */
describe('the second fault is named, and named right', () => {
  const rows: TwoStars[] = [
    // A plural second thing, said with a verb that agrees with it.
    [
      'de',
      'GPS verliert dauernd das signal und die Ansagen kommen seit dem update nicht mehr',
      'run',
      [/GPS/, /die Ansagen nicht (?:funktionieren|angezeigt werden)/],
    ],
    [
      'fr',
      'la synchro marche plus du tout et les rappels sonnent plus depuis la maj',
      'notes',
      [/synchronisation/, /les rappels ne fonctionnent plus/],
    ],
    [
      'es',
      'el widget ya no se actualiza y las notificaciones no me llegan nunca',
      'notes',
      [/widget/, /las notificaciones no (?:funcionen|aparezcan)/],
    ],
    [
      'it',
      'il widget non si aggiorna piu e i promemoria non suonano mai',
      'notes',
      [/widget/, /i promemoria non funzionino/],
    ],
    [
      'pt',
      'o widget nao atualiza mais e as notificações não chegam',
      'notes',
      [/widget/, /as notificações não apareçam/],
    ],
    [
      'nl',
      'de widget doet het niet meer en de herinneringen komen niet door',
      'notes',
      [/widget/, /de herinneringen niet verschijnen/],
    ],
    [
      'ru',
      'виджет не обновляется и уведомления вообще не приходят',
      'notes',
      [/виджет/, /уведомления не отображаются/],
      /уведомления не отображается/,
    ],
    [
      'uk',
      'віджет не оновлюється і нагадування не приходять зовсім',
      'notes',
      [/віджет/, /нагадування не відображаються/],
      /нагадування не відображається/,
    ],
    [
      'pl',
      'widżet się nie odświeża. powiadomienia tez w ogóle nie przychodzą',
      'notes',
      [/widżet/, /powiadomienia się nie wyświetlają/],
    ],
    [
      'en',
      'app keeps freezing and the audio cues are just gone',
      'run',
      [/freezing/, /the audio cues aren't working/],
      /cues isn't/,
    ],
    // A sync that hangs is a sync fault, not a frozen app; vi names a second fault beside it.
    [
      'vi',
      'đồng bộ cứ treo mãi không xong, widget cũng không cập nhật luôn',
      'notes',
      [/đồng bộ không hoạt động/, /widget không cập nhật/],
      /ứng dụng bị (?:treo|văng)/,
    ],
    [
      'vi',
      'widget không cập nhật, đồng bộ cũng không được luôn',
      'notes',
      [/widget không cập nhật/, /đồng bộ không hoạt động/],
    ],
    [
      'en',
      'the widget doesnt update and sync just hangs forever',
      'notes',
      [/widget not updating/, /sync not working/],
      /freez/,
    ],
    [
      'de',
      'das widget aktualisiert nicht mehr und die synchronisierung hängt ständig',
      'notes',
      [/Widget nicht mehr aktualisiert/, /Synchronisierung nicht funktioniert/],
      /hängen bleibt|beim Widget/,
    ],
    [
      'es',
      'el widget no se actualiza y la sincronización se queda colgada siempre',
      'notes',
      [/el widget no se actualice/, /sincronización no funcione/],
      /con el widget/,
    ],
    [
      'ru',
      'виджет не обновляется, синхронизация постоянно зависает',
      'notes',
      [/виджет/, /синхронизация не работает/],
      /синхронизация работает неправильно/,
    ],
    // The heat and the thing's own fault beside it.
    [
      'en',
      'phone gets really hot and GPS drops out after like 10 min',
      'run',
      [/hot/, /GPS cuts out/],
    ],
    ['vi', 'nóng máy kinh khủng và mất GPS liên tục', 'run', [/nóng/, /GPS không hoạt động/]],
    [
      'de',
      'handy wird total heiß und das GPS fällt ständig aus',
      'run',
      [/heiß/, /das GPS nicht funktioniert/],
    ],
    [
      'fr',
      'le tel chauffe énormément et le gps décroche tout le temps',
      'run',
      [/chauffe/, /le GPS ne fonctionne plus/],
    ],
    // The app's slowness beside a thing of its own that does not work.
    [
      'es',
      'la app va lentisima y las notificaciones no llegan',
      'notes',
      [/lenta/, /las notificaciones no aparezcan/],
    ],
    [
      'de',
      'app ist extrem langsam geworden und die benachrichtigungen kommen nicht',
      'notes',
      [/langsam/, /Benachrichtigungen nicht angezeigt werden/],
    ],
    // Guard: "bleibt bei 99% hängen" is the level's loading, not the app freezing.
    [
      'de',
      'Level 212 lädt nicht, bleibt immer bei 99% hängen. Galaxy A54',
      'game',
      [/Level 212 .*nicht lädt/],
      /hängen bleibt/,
    ],
  ]
  it.each(rows)('%s: %s', (language, review, app, says, never) => {
    const reply = replyOf(corpusDraft(language, 2, review, app))
    expect(
      says.filter((s) => !s.test(reply)),
      reply,
    ).toEqual([])
    if (never) expect(reply).not.toMatch(never)
  })
})
