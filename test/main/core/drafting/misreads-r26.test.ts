import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'
const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/** "Give me back my notes": the user's data asked back is no refund, in any language. */
describe('data asked back is no refund', () => {
  const rows: [string, string][] = [
    ['en', 'Just give me back my notes so I can export them and go elsewhere.'],
    ['vi', 'Trả lại data ghi chú cho tôi đi, tôi muốn chuyển qua app khác.'],
    ['es', 'Devuélvanme mis notas, quiero exportarlas a otra aplicación.'],
    ['it', 'Restituite i miei dati, li voglio esportare altrove.'],
    ['ru', 'Верните мне мои заметки, я хочу перенести их в другое приложение.'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'notes')
      expect(movesOf(d), d.body).not.toContain('refundPath')
      expect(replyOf(d), d.body).not.toMatch(
        /orderhistory|refund|hoàn tiền|reembolso|rimborso|возврат/i,
      )
    })
  // Guard: money asked back is still a refund.
  it('guard en: give me back my money', () => {
    const d = corpusDraft(
      'en',
      1,
      'I paid for premium and it does nothing, give me back my money.',
      'notes',
    )
    expect(replyOf(d), d.body).toMatch(/refund/i)
  })
})

/** Stars or a purchase promised on a condition are a wish, never praise to thank for. */
describe('stars promised on a condition are a wish, not praise', () => {
  const rows: [string, string, RegExp][] = [
    ['de', 'Sobald ihr Ordner für Notizen einbaut, gebe ich fünf Sterne.', /Vorschlag|Idee|Wunsch/],
    ['es', 'Si añaden un widget le pongo cinco estrellas.', /idea|sugerencia|propuesta/],
    ['fr', "S'il y avait un widget, je mettrais 5 étoiles.", /idée|suggestion|proposition/],
    ['nl', 'Als er een widget komt, geef ik vijf sterren.', /idee|suggestie|voorstel/],
    ['en', 'Once you add a home screen widget I will upgrade to premium.', /suggest|idea/i],
    ['pl', 'Jak dodacie folder na notatki, to zmienię ocenę na wyższą.', /pomysł|sugesti/],
  ]
  for (const [language, body, wish] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 3, body, 'notes')
      expect(movesOf(d), d.body).not.toContain('praiseAlso')
      expect(movesOf(d), d.body).not.toContain('thanksFor')
      expect(replyOf(d), d.body).toMatch(wish)
      expect(replyOf(d), d.body).not.toMatch(
        /netten Worte|valoras|compliments|tevreden|didn't live up/i,
      )
    })
})

/** "I don't want to start over" fears a loss; it reports none. */
describe('not wanting to start over is a worry, not a loss', () => {
  const rows: [string, string][] = [
    [
      'de',
      'Bald kommt mein neues Handy. Wie nehme ich meinen Spielstand mit? Ich möchte nicht von vorne anfangen.',
    ],
    [
      'fr',
      'Je vais changer de portable. Comment je récupère ma progression ? Je ne veux pas repartir de zéro.',
    ],
    ['es', 'Me cambio de teléfono pronto, ¿cómo guardo el progreso? No quiero empezar desde cero.'],
    [
      'ja',
      '来月機種変更します。進捗を引き継ぐ方法はありますか？最初からやり直しはしたくないです。',
    ],
    ['vi', 'Sắp đổi máy rồi, chuyển tiến độ game thế nào ạ? Mình không muốn chơi lại từ đầu.'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 4, body, 'game')
      expect(movesOf(d), d.body).not.toContain('sorryLoss')
      expect(movesOf(d), d.body).not.toContain('recovery')
    })
  it('nl: a phone change after praise is no fault', () => {
    const d = corpusDraft(
      'nl',
      4,
      'Top spel, maar ik krijg binnenkort een nieuwe telefoon. Hoe neem ik mijn voortgang mee?',
      'game',
    )
    expect(movesOf(d), d.body).not.toContain('sorry')
    expect(movesOf(d), d.body).not.toContain('details')
  })
  it('de: "ich will nicht" is no fault', () => {
    const d = corpusDraft(
      'de',
      3,
      'Wie sichere ich meine Notizen vor dem Handywechsel? Ich will nicht alles neu schreiben.',
      'notes',
    )
    expect(movesOf(d), d.body).not.toContain('details')
  })
})

/** A price raised without warning is a price complaint, not a notification that fails. */
describe('vi: a price raised without notice', () => {
  it('guard: is about the price, not a fault', () => {
    const d = corpusDraft(
      'vi',
      1,
      'App tự nhiên lên giá, không hề báo trước cho người dùng.',
      'notes',
    )
    expect(movesOf(d), d.body).not.toContain('details')
    expect(replyOf(d), d.body).toMatch(/giá/)
    expect(replyOf(d), d.body).not.toMatch(/Cảm ơn bạn đã dành lời khen/)
  })
})

/** The sync that stopped is a sync problem, never the app freezing. */
describe('sync that stopped is no freeze', () => {
  const rows: [string, string][] = [
    ['ja', 'タブレットとの同期が止まったままです。新しいメモが反映されません。'],
    ['ko', '태블릿이랑 동기화가 멈췄어요. 새 메모가 안 보여요.'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}${language === 'ko' ? ' (guard)' : ''}`, () => {
      const d = corpusDraft(language, 2, body, 'notes')
      expect(replyOf(d), d.body).toMatch(/同期|동기화/)
      expect(replyOf(d), d.body).not.toMatch(/固ま|フリーズ|멈춤|멈추는|먹통/)
    })
})

/** Event rewards lost are named as rewards, never "your data". */
describe('lost event rewards are named', () => {
  const rows: [string, string, RegExp, App][] = [
    [
      'en',
      'All my prizes from the spring event vanished after I reopened the game.',
      /rewards|prizes/,
      'game',
    ],
    // Guard: the German reward was already named.
    ['de', 'Meine Belohnung vom Event ist weg.', /Belohnung/, 'game'],
  ]
  for (const [language, body, named, app] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, app)
      expect(replyOf(d), d.body).toMatch(named)
      expect(replyOf(d), d.body).not.toMatch(/your data|täglich/i)
    })
})

/** tr: a wish after thanks does not thank a second time. */
describe('tr: one thanks per reply', () => {
  it('thanks, then the wish without a second "teşekkür"', () => {
    const d = corpusDraft(
      'tr',
      5,
      'Harika uygulama, çok teşekkürler! Bir de widget olsa çok iyi olurdu.',
      'notes',
    )
    expect((replyOf(d).match(/teşekkür/gi) ?? []).length, d.body).toBeLessThanOrEqual(1)
  })
})

/** "Can we block in-app purchases?" asks how to block; nothing froze. */
describe('to block something is no freeze', () => {
  const rows: [string, string][] = [
    ['fr', "Super jeu pour mon fils. Comment peut-on bloquer les achats dans l'appli ?"],
    ['es', 'Me gusta mucho. ¿Se puede bloquear las compras dentro del juego?'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 5, body, 'game')
      expect(movesOf(d), d.body).not.toContain('details')
      expect(replyOf(d), d.body).not.toMatch(/se fige|se bloque |congela|se traba/i)
    })
})
