import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

// Crash reports written for this test. The phone is named with a case ending or in the
// reviewer's own script; the reply names it as the maker writes it, which fits every case.
const DECLINED: [string, string, string, RegExp][] = [
  [
    'pl',
    'Aplikacja zamyka się przy każdym otwarciu kalendarza na iPhonie 14. Proszę o poprawkę.',
    'iPhone 14',
    /iPhonie/,
  ],
  [
    'pl',
    'Od wczoraj na Samsungu A35 aplikacja się wyłącza, gdy otwieram kalendarz.',
    'Samsung A35',
    /Samsungu/,
  ],
  [
    'ru',
    'Приложение вылетает каждый раз, когда открываю календарь на айфоне 14.',
    'на iPhone 14',
    /айфон/i,
  ],
  [
    'uk',
    'Застосунок вилітає щоразу, коли відкриваю календар на айфоні 14.',
    'на iPhone 14',
    /айфон/i,
  ],
  ['ar', 'التطبيق يقفل كل ما افتح التقويم على الايفون 14', 'iPhone 14', /الايفون/],
  [
    'sv',
    'Appen kraschar varje gång jag öppnar kalendern på iPhonen 14.',
    'din iPhone 14',
    /iPhonen/,
  ],
]

// Crash reports that name the system and no device: where the line says "device" in words,
// the system is what the device runs, not the device itself.
const SYSTEM_ALONE: [string, string, string, string][] = [
  [
    'pl',
    'Aplikacja zamyka się przy każdym otwarciu kalendarza od aktualizacji do iOS 18.1.',
    'na urządzeniu z iOS 18.1',
    'urządzeniu iOS',
  ],
  [
    'ar',
    'التطبيق يقفل كل ما افتح التقويم بعد التحديث إلى iOS 18.1',
    'على جهاز بنظام iOS 18.1',
    'جهاز iOS',
  ],
  [
    'tr',
    'iOS 18.1 güncellemesinden sonra takvimi her açtığımda uygulama çöküyor.',
    'iOS 18.1 yüklü cihazınızda',
    'iOS 18.1 cihazınızda',
  ],
]

describe('a device named with a case ending or in the reviewer’s script', () => {
  for (const [language, body, named, notQuoted] of DECLINED)
    it(`is named as the maker writes it (${language}: ${named})`, () => {
      const draft = namingDraft(language, 1, body)
      expect(draft).toContain(named)
      expect(draft).not.toMatch(notQuoted)
    })

  it('a brand without a model is not a device ("z Samsunga na Pixela")', () => {
    const draft = namingDraft(
      'pl',
      1,
      'Aplikacja zamyka się przy każdym otwarciu kalendarza, odkąd przeszłam z Samsunga na Pixela.',
    )
    expect(draft).not.toMatch(/Samsung|Pixel/)
  })
})

describe('a system named without a device', () => {
  for (const [language, body, named, wrong] of SYSTEM_ALONE)
    it(`is not called a device (${language})`, () => {
      const draft = namingDraft(language, 1, body)
      expect(draft).toContain(named)
      expect(draft).not.toContain(wrong)
    })
})
