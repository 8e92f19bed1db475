import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

// Requests written for this test: runners who train indoors ask for a treadmill MODE. Thanking
// them for suggesting "a treadmill" (the machine) misreads the wish; the reply names the mode.
const TREADMILL: [string, string, string, RegExp][] = [
  [
    'vi',
    'Thêm chế độ chạy trên máy chạy bộ đi ad, mùa mưa không chạy ngoài được',
    'chế độ máy chạy bộ',
    /đề xuất máy chạy bộ|về máy chạy bộ/,
  ],
  [
    'pl',
    'Dodajcie proszę możliwość biegania na bieżni, zimą nie wychodzę z domu',
    'tryb bieżni',
    /dodać bieżnię/,
  ],
  [
    'ru',
    'Добавьте, пожалуйста, бег на беговой дорожке, зимой бегаю только в зале',
    'режим беговой дорожки',
    /про беговую дорожку/,
  ],
  [
    'uk',
    'Додайте, будь ласка, біг на біговій доріжці, взимку бігаю тільки в залі',
    'режим бігової доріжки',
    /про бігову доріжку/,
  ],
  [
    'tr',
    'Lütfen koşu bandı için bir mod ekleyin, kışın dışarıda koşamıyorum',
    'koşu bandı modu',
    /koşu bandı önerinizi/,
  ],
  [
    'hi',
    'Treadmill ke liye alag mode add karo please, baarish me bahar nahi daud sakta',
    'treadmill mode',
    /treadmill के सुझाव/,
  ],
]

describe('a wish for running on a treadmill', () => {
  for (const [language, body, named, wrong] of TREADMILL)
    it(`names the treadmill mode, not the machine (${language})`, () => {
      const draft = namingDraft(language, 4, body)
      expect(draft).toContain(named)
      expect(draft).not.toMatch(wrong)
    })
})

// "Türkçe sesli anlatım" asks for Turkish voice narration: one thing, not "Turkish language
// support" beside it; typed without Turkish letters, the language is still spelt right.
describe('a language before the feature it is wanted in (tr)', () => {
  it('names the narration in Turkish, typed without Turkish letters', () => {
    const draft = namingDraft(
      'tr',
      4,
      'lutfen turkce sesli anlatim ekleyin, ingilizceyi anlamiyorum',
    )
    expect(draft).toContain('Türkçe sesli')
    expect(draft).not.toMatch(/dil desteği|Turkce/)
  })
  it('names the narration in Turkish, typed with them', () => {
    const draft = namingDraft(
      'tr',
      4,
      'Lütfen Türkçe sesli anlatım ekleyin, babam İngilizce bilmiyor',
    )
    expect(draft).toContain('Türkçe sesli')
    expect(draft).not.toContain('dil desteği')
  })
})
