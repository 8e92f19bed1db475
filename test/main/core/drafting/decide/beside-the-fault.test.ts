import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { TeamAnswer } from '../../../../../src/main/core/drafting/types'
import { voiceWith } from '../fixtures'

/**
 * What a reply asks beside a fault, and when a "how" question beside lost data keeps its slot.
 * Reviews written for this test.
 */

const CONTACT = 'help@trailbook.example'
const voice = voiceWith({ brandName: 'Trailbook', supportContact: CONTACT })

function draft(language: string, body: string, rating = 2, answers: TeamAnswer[] = []) {
  return draftBuiltin({
    review: { id: `btf-${language}:${body}`, rating, body, language },
    voice,
    store: 'google_play',
    limit: 350,
    answers,
  })
}

const ASKS_DEVICE =
  /device model|app version|Gerät|App-Version|appareil|dispositivo|versión de la app|versão do app|toestel|urządzenia|устройств|пристро|cihaz|perangkat|thiết bị|机型|端末|기기/iu

describe('"by mistake" is what the reviewer did', () => {
  // A fault word inside "by mistake" ("por error", "по ошибке") made a how-to question a bug
  // report: "sorry for the problems, send us your device and app version".
  const QUESTIONS: [string, string][] = [
    ['es', '¿Cómo borro una ruta que guardé por error?'],
    ['it', 'Ho salvato un percorso per errore, come si cancella?'],
    ['fr', "J'ai enregistré une sortie par erreur, comment la supprimer ?"],
    ['pt', 'Salvei uma trilha por erro, como apago?'],
    ['ru', 'Сохранил маршрут по ошибке, как его удалить?'],
    ['uk', 'Помилково зберіг маршрут, як його видалити?'],
    ['tr', 'Rotayı yanlışlıkla kaydettim, nasıl silerim?'],
    ['en', 'Saved a hike by mistake, how do I delete it?'],
  ]
  for (const [language, body] of QUESTIONS)
    it(`keeps the question for a person, with no apology for a fault (${language})`, () => {
      const d = draft(language, body)
      expect(d.reading?.points.map((p) => p.intent)).not.toContain('bug')
      expect(d.body).toContain('[answer:')
      expect(d.body).not.toMatch(ASKS_DEVICE)
    })

  it('still reads an error the app shows as a fault', () => {
    const d = draft('es', 'La app da error al guardar la ruta, siempre igual')
    expect(d.reading?.points.map((p) => p.intent)).toContain('bug')
  })
})

describe('beside lost data, "how do I get it back?"', () => {
  // With no Answer in the review's language, the steps are for a person to write in: the reply
  // keeps a slot instead of only "write to us".
  const ASKED: [string, string][] = [
    ['tr', 'Rotamı yanlışlıkla sildim, nasıl geri alırım?'],
    ['pl', 'Usunąłem trasę przez pomyłkę. Jak ją odzyskać?'],
    ['nl', 'Ik heb per ongeluk een route verwijderd. Hoe krijg ik hem terug?'],
    ['sv', 'Raderade en tur av misstag. Hur får jag tillbaka den?'],
    ['ru', 'Случайно удалил маршрут. Как его восстановить?'],
    ['vi', 'Tôi lỡ xóa mất lộ trình rồi. Làm sao để khôi phục?'],
    ['zh', '不小心把路线删了，怎么恢复？'],
    ['ko', '실수로 경로를 지웠어요. 어떻게 복구하나요?'],
  ]
  for (const [language, body] of ASKED)
    it(`keeps a slot for the steps (${language})`, () => {
      const d = draft(language, body)
      expect(d.body).toContain('[answer:')
    })

  // "What happened?!", "请帮帮我": a cry beside the loss asks for no steps.
  const CRIES: [string, string][] = [
    ['sv', 'Alla mina turer är borta efter uppdateringen. Vad har hänt??'],
    ['zh', '更新以后我所有的路线都没了，这让我怎么办？'],
    ['it', "Dopo l'aggiornamento sono spariti tutti i miei percorsi. Aiuto?"],
  ]
  for (const [language, body] of CRIES)
    it(`keeps no slot for a cry (${language})`, () => {
      const d = draft(language, body, 1)
      expect(d.body).not.toContain('[answer:')
      expect(d.body).toContain(CONTACT)
    })
})

describe('the device and the app version', () => {
  const GPS_TIPS: TeamAnswer = {
    id: 'gps:en',
    language: 'en',
    title: 'GPS accuracy',
    keywords: ['gps', 'accurate'],
    examples: ['how do I make the GPS more accurate?'],
    body: 'For a better GPS track, wait until the GPS dot turns green before you start.',
  }

  it('are asked of a fault alone', () => {
    const d = draft('en', 'The map keeps freezing when I zoom in.')
    expect(d.body).toMatch(ASKS_DEVICE)
  })

  it('are not asked after an Answer', () => {
    const d = draft(
      'en',
      'how do I make the gps more accurate? it cuts every corner so my distance is wrong',
      2,
      [GPS_TIPS],
    )
    expect(d.body).toContain('GPS dot')
    expect(d.body).not.toMatch(ASKS_DEVICE)
  })

  it('are not asked beside an answer slot', () => {
    const d = draft(
      'nl',
      'Kan je de app ook op de loopband gebruiken? Binnen klopt de afstand niet.',
    )
    expect(d.body).toContain('[answer:')
    expect(d.body).not.toMatch(ASKS_DEVICE)
  })

  it('are not asked beside lost data', () => {
    const d = draft('en', 'Lost all my saved hikes after the update and the map crashes too.', 1)
    expect(d.body).not.toMatch(ASKS_DEVICE)
  })
})

describe('a question how to get data back, then the loss', () => {
  // The question names what was lost; the sentence after says it is gone.
  const ASKED: [string, string, RegExp][] = [
    ['ru', 'Как вернуть маршруты?? После обновления всё пропало', /маршрут/u],
    ['uk', 'Як повернути маршрути? Після оновлення все зникло', /маршрут/u],
    ['nl', 'Hoe krijg ik mijn notities terug? Na de update is alles weg', /notities/u],
    ['vi', 'Làm sao lấy lại ghi chú? Cập nhật xong mất hết', /ghi chú/u],
    ['id', 'Gimana cara balikin progres? Abis update ilang semua', /progres/iu],
    ['tr', 'Rotalarımı nasıl geri alırım? Güncellemeden sonra hepsi silindi', /rota/iu],
  ]
  for (const [language, body, lost] of ASKED)
    it(`is sorry for what the question names and keeps a slot (${language})`, () => {
      const d = draft(language, body, 1)
      expect(d.plan?.moves.map((m) => m.kind)).toContain('sorryLoss')
      expect(d.body).toContain('[answer:')
      expect(d.body.split('[answer:')[0]).toMatch(lost)
    })
})

describe('what lost the data', () => {
  // Only a feature the review blames for the loss is named as its cause: one it praises, or only
  // says it uses, is not ("the widget cost you your notes" was made up).
  const NOT_BLAMED: [string, string, RegExp][] = [
    ['en', 'I use the map every day. Today all my saved hikes are gone', /map/iu],
    ['en', 'Love the sync between phone and tablet but today half my notes disappeared', /sync/iu],
    ['de', 'Ich nutze die Karte jeden Tag. Heute sind alle meine Touren weg', /Karte/u],
  ]
  for (const [language, body, feature] of NOT_BLAMED)
    it(`is not made up (${language}: ${body.slice(0, 24)}…)`, () => {
      const d = draft(language, body, 1)
      expect(d.plan?.moves.map((m) => m.kind)).toContain('sorryLoss')
      expect(d.body).not.toMatch(feature)
    })
})
