import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusAnswers } from './blind-corpus/answers'
import { voiceWith } from './fixtures'

/**
 * A question about what the team will add ("any plans for…?", "will you add…?", "is a dark
 * mode coming?") has no answer a publisher may give beyond thanks for the idea: the reply
 * thanks for it, with no `[answer: …]` slot to fill. A real how-to question keeps its slot.
 */
function draft(language: string, body: string, app?: 'run' | 'notes', rating = 4): Draft {
  return draftBuiltin({
    review: { id: `${language}:${body}`, rating, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: app ? corpusAnswers(app) : [],
  })
}

const SLOT = /\[answer:/u

describe('a question about what the team will add is thanked for as a wish', () => {
  const rows: [language: string, review: string][] = [
    ['en', 'Really nice. Will you add a calendar view at some point?'],
    ['en', 'When will there be a lock screen widget?'],
    ['de', 'Gefällt mir. Ist ein Kalender geplant?'],
    ['de', 'Kommt irgendwann eine Kalenderansicht?'],
    ['es', '¿Habrá una vista de calendario?'],
    ['es', 'Muy buena. ¿Tienen pensado sacar una versión para tablet?'],
    ['fr', 'Est-ce qu’un mode sombre est prévu ?'],
    ['fr', 'Y aura-t-il une version tablette un jour ?'],
    ['it', 'Ci sarà una vista calendario?'],
    ['pt', 'Há planos de um modo escuro?'],
    ['nl', 'Zijn er plannen voor een donkere modus?'],
    ['sv', 'Planerar ni en kalendervy?'],
    ['pl', 'Czy planujecie tryb ciemny?'],
    ['ru', 'Планируется ли тёмная тема?'],
    ['uk', 'Чи плануєте темну тему?'],
    ['tr', 'Karanlık mod gelecek mi?'],
    ['ar', 'هل تخططون لإضافة الوضع الليلي؟'],
    ['hi', 'क्या डार्क मोड लाने की कोई योजना है?'],
    ['id', 'Apakah ada rencana mode gelap?'],
    ['vi', 'Có kế hoạch thêm chế độ tối không?'],
    ['ja', 'ダークモードの予定はありますか？'],
    ['ko', '다크 모드 출시 계획이 있나요?'],
    ['zh', '有计划出深色模式吗？'],
  ]
  for (const [language, review] of rows)
    it(`${language}: ${review}`, () => {
      const d = draft(language, review)
      expect(d.body, d.body).not.toMatch(SLOT)
      expect(d.assessment.confidence, d.body).not.toBe('low')
    })
})

describe('an English wish-question names what it asks for, without when', () => {
  const rows: [review: string, names: RegExp][] = [
    ['Great app. Any plans for an Android tablet version?', /tablet version/u],
    ['Fun. Could we get a daily challenge one day?', /a daily challenge;/u],
    ['When will there be a home screen widget?', /home screen widget/u],
  ]
  for (const [review, names] of rows)
    it(review, () => {
      const d = draft('en', review)
      expect(d.body).toMatch(names)
      expect(d.body).not.toMatch(SLOT)
    })
})

describe('where an Answer says what the app does today, the wish-question gets it', () => {
  const rows: [language: string, review: string, says: RegExp][] = [
    ['en', 'Nice tracker. Will you add Garmin support?', /Garmin Connect/u],
    ['es', '¿Van a añadir compatibilidad con Garmin?', /Garmin Connect/u],
  ]
  for (const [language, review, says] of rows)
    it(`${language}: ${review}`, () => {
      const d = draft(language, review, 'run')
      expect(d.body).toMatch(says)
      expect(d.body).not.toMatch(SLOT)
    })
})

describe('a real how-to question keeps its slot', () => {
  const rows: [language: string, review: string][] = [
    ['en', 'Is there a way to sort notes by colour?'],
    ['de', 'Wie kann ich Notizen nach Farbe sortieren?'],
    ['fr', 'Comment trier les notes par couleur ?'],
    ['ru', 'Как отсортировать заметки по цвету?'],
    ['zh', '怎么按颜色给笔记排序？'],
    ['ko', '메모를 색상별로 정렬하려면 어떻게 하나요?'],
  ]
  for (const [language, review] of rows)
    it(`${language}: ${review}`, () => {
      const d = draft(language, review)
      expect(d.body, d.body).toMatch(SLOT)
    })
})
