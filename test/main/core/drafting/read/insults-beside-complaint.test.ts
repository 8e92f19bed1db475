import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from '../fixtures'

/**
 * Abuse aimed at the team with a real complaint inside gets no draft: a person answers someone
 * who swore at them, or reports the review. Pure abuse gets no draft either. Swearing about the
 * app, someone calling themselves names and banter in praise are no abuse: they are drafted.
 * Reviews written for this test.
 */

function draft(language: string, body: string, rating = 1, markedNotSpam = false) {
  return draftBuiltin({
    review: {
      id: `ins-${language}-${body}`,
      rating,
      body,
      language,
      ...(markedNotSpam ? { markedNotSpam } : {}),
    },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: [],
  })
}

const FLAG =
  'Abusive language aimed at the team, beside a real complaint: answer it yourself or report it.'

describe('insults aimed at the team beside a real complaint', () => {
  for (const [language, body] of [
    ['en', 'ads every 10 sec, devs are clowns'],
    ['en', 'fucking idiots, you charged me twice for premium'],
    ['es', 'idiotas, se cierra al abrir la cámara'],
    ['es', 'Pandilla de inútiles, me cobraron dos veces la suscripción'],
    ['fr', "bande de crétins, l'app plante à chaque ouverture"],
    ['de', 'ihr Idioten, die App stürzt beim Öffnen ständig ab'],
    ['it', "Siete dei buffoni, l'app si blocca ogni volta che apro il calendario"],
    ['ru', 'Разрабы дебилы, после обновления приложение вылетает при запуске'],
    ['ja', '開発者はバカか？アップデートしてから起動しない'],
    ['zh', '开发者都是傻逼，更新后一打开就闪退'],
    ['ko', '개발자 새끼들아 업데이트 후에 앱이 계속 튕기잖아'],
    ['vi', 'bọn dev ngu, cập nhật xong app bị văng liên tục'],
  ] as const)
    it(`get no draft and are flagged for a person (${language}: ${body})`, () => {
      const d = draft(language, body)
      expect(d.body).toBe('')
      expect(d.spam?.reason).toBe(FLAG)
      expect(d.assessment.confidence).toBe('low')
    })

  it('marked Not spam, the complaint is answered without the insult', () => {
    const d = draft('de', 'ihr Idioten, die App stürzt beim Öffnen ständig ab', 1, true)
    expect(d.body).toMatch(/abst[üu]rz/i)
    expect(d.body).not.toMatch(/idiot/i)
    expect(d.assessment.confidence).not.toBe('high')
  })

  it('pure abuse gets no draft, with its own reason', () => {
    const d = draft('en', 'fuck you devs, idiots')
    expect(d.body).toBe('')
    expect(d.spam?.reason).toBe('Insults with nothing about the app to answer.')
  })
})

describe('no abuse: drafted as the review it is', () => {
  for (const [language, body] of [
    ['en', 'This damn app crashes every time I open the camera'],
    ['de', 'Diese verdammte App stürzt ständig ab'],
    ['fr', "Cette putain d'appli plante tout le temps"],
    ['ru', 'Ебаное приложение опять вылетает при запуске'],
    ['ru', 'Чтоб вы знали, после обновления не работает синхронизация'],
    ['uk', 'Щоб ви знали, синхронізація не працює після оновлення'],
    ['ko', '시발 광고 왜 이렇게 많아'],
    ['id', 'anjing iklan mulu, tiap 10 detik'],
    ['ja', 'バカみたいに広告が多い'],
    ['zh', '他妈的广告太多了'],
    ['vi', 'đéo vào được app, lag vãi'],
    ['tr', 'amına koyayım her 5 saniyede reklam'],
    ['pt', 'um bando de anúncios a cada 10 segundos'],
    ['ar', 'يلعن هالتطبيق كل شوي يعلق'],
  ] as const)
    it(`swearing about the app (${language}: ${body})`, () => {
      const d = draft(language, body)
      expect(d.spam).toBeNull()
      expect(d.body).not.toBe('')
    })

  for (const [language, body] of [
    ['en', 'I felt like an idiot paying for this, the sync never works'],
    ['es', 'me siento un idiota por haber pagado, la app se cierra sola'],
  ] as const)
    it(`someone calling themselves names (${language})`, () => {
      expect(draft(language, body).spam).toBeNull()
    })

  it('banter in a review that only praises', () => {
    expect(draft('en', 'Fucking love this app, you crazy bastards nailed it', 5).spam).toBeNull()
  })

  it('a plain complaint carries no insult reason (en, fr)', () => {
    const reason = 'insulting language: check before sending'
    expect(draft('en', 'too many ads, its annoying').assessment.reasons).not.toContain(reason)
    expect(draft('fr', 'trop de pubs, c’est nul').assessment.reasons).not.toContain(reason)
  })
})
