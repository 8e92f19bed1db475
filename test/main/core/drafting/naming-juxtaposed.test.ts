import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

// Reviews written for this test. Indonesian, Vietnamese and Korean put two nouns side by side to
// name one thing ("widget kalender" is a calendar widget): the reply names that one thing as
// written, never two things joined by "and", never with the reviewer's "-nya", and in lower case
// where it only opened their sentence.
describe('two feature words side by side name one thing', () => {
  const CASES: [string, number, string, string, RegExp][] = [
    [
      'id',
      4,
      'Tolong tambahin widget kalender dong, biar jadwal keliatan di layar utama',
      'widget kalender',
      /widget dan kalender|kalender dan widget/,
    ],
    [
      'id',
      5,
      'Widget checklist-nya mantap banget, tiap hari kepake buat belanja',
      'widget checklist',
      /checklist-nya|widget dan checklist/,
    ],
    [
      'id',
      4,
      'Mode gelap widget belum ada, tolong ditambahin ya',
      'mode gelap widget',
      /Mode gelap widget|mode gelap dan widget/,
    ],
    ['vi', 5, 'Ghi chú giọng nói rất tiện, cảm ơn team', 'ghi chú giọng nói', /Ghi chú giọng nói/],
  ]
  for (const [language, rating, body, named, wrong] of CASES)
    it(`${language}: "${named}"`, () => {
      const draft = namingDraft(language, rating, body)
      expect(draft).toContain(named)
      expect(draft).not.toMatch(wrong)
    })
})

// A Korean wish names what it wants with the noun before the feature word ("하위 폴더", subfolders):
// thanking them for the idea of "folders" says nothing. An adverb or an adjective of judgement
// before it ("너무 느린") is no part of the name.
describe('a Korean wish keeps the noun that qualifies it', () => {
  it('subfolders, not folders, even when "folder" came first', () => {
    const draft = namingDraft('ko', 4, '폴더 안에 하위 폴더를 만들 수 있게 해 주세요')
    expect(draft).toContain('하위 폴더')
  })
  it('repeating reminders, not reminders', () => {
    const draft = namingDraft(
      'ko',
      4,
      '반복 알림 기능 추가해 주세요. 매주 같은 요일에 알림 받고 싶어요',
    )
    expect(draft).toContain('반복 알림')
  })
  it('no adverb or judging adjective in the name', () => {
    expect(namingDraft('ko', 3, '너무 느린 동기화 좀 개선해 주세요')).not.toMatch(
      /느린 동기화|너무 동기화/,
    )
    expect(namingDraft('ko', 4, '정말 좋은 템플릿 더 추가해 주세요')).not.toMatch(
      /좋은 템플릿|정말 템플릿/,
    )
  })
})

// French, Spanish, Italian and Portuguese name a kind of widget by a bare noun after it ("le widget
// checklist"): one thing, not "the widget" alone or "the widget and the checklists". A bare data
// word after a feature ("synchronisation notes") is no kind of it.
describe('a Romance head and the bare noun of its kind name one thing', () => {
  const CASES: [string, string, string][] = [
    ['fr', 'Le widget checklist sur l’écran d’accueil est génial, merci', 'widget checklist'],
    ['es', 'El widget calendario es genial, lo uso a diario', 'widget calendario'],
    ['it', 'Il widget calendario è fantastico, lo guardo ogni mattina', 'widget calendario'],
    ['pt', 'O widget calendário é ótimo, uso todo dia', 'widget calendário'],
  ]
  for (const [language, body, named] of CASES)
    it(`${language}: "${named}"`, () => {
      expect(namingDraft(language, 5, body)).toContain(named)
    })

  it('a data word after the feature stays out of its name (fr)', () => {
    expect(namingDraft('fr', 5, 'Synchronisation notes tablette parfaite')).not.toContain(
      'synchronisation notes',
    )
  })
})
