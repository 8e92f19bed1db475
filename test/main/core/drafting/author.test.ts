import { describe, expect, it } from 'vitest'
import { firstNameOf } from '../../../../src/main/core/drafting/builtin/author'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from './fixtures'

const greetingOf = (author: string, language: string, body: string) =>
  draftBuiltin({
    voice: voiceWith({ greeting: true, customGreeting: null }),
    store: 'google_play',
    limit: 350,
    review: { id: `greet-${author}`, rating: 5, body, language, author },
  }).body.split('\n')[0]

describe('the name a greeting uses', () => {
  it('never greets a title or an honorific as if it were the name', () => {
    const cases: [string, string | null, string?][] = [
      // A title before a family name: a first name only when one follows it.
      ['Dr. Helga Brunner', 'Helga'],
      ['Dr Brunner', null],
      ['Prof. Dr. Brunner', null],
      ['Ing. Tomas Hradil', 'Tomas'],
      ['Mag. Brunner', null],
      ['Mrs Patterson', null],
      ['Ms. Joan Patterson', 'Joan'],
      ['Mx Robin Hale', 'Robin'],
      ['Herr Obermaier', null],
      ['Frau Dr. Ilse Obermaier', 'Ilse'],
      ['M. Garnier', null],
      ['Mme Odile Garnier', 'Odile'],
      ['Sr. Quintero', null],
      ['Sra. Pilar Quintero', 'Pilar'],
      ['Sig.ra Bruna Ferri', 'Bruna'],
      ['Pan Wiśniewski', null],
      ['dhr. Joost Smit', 'Joost'],
      ['mevr. Smit', null],
      ['Bay Yıldırım', null],
      // A title before a first name: the name after it.
      ['Sheikh Rashid', 'Rashid'],
      ['Eng. Karim Adel', 'Karim'],
      ['Pak Budi Hartono', 'Budi'],
      ['Bu Wulan', 'Wulan'],
      ['Shri Anand Iyer', 'Anand'],
      ['Smt. Lakshmi', 'Lakshmi'],
      ['Doña Rosario', 'Rosario'],
      ['Chị Thảo', 'Thảo'],
      ['Ông Trần Văn Khoa', 'Khoa'],
      ['Coach Matteo', 'Matteo'],
      ['د. سامي', 'سامي'],
      // After the name.
      ['Arjun ji', 'Arjun'],
      ['Emre Bey', 'Emre'],
      ['Zeynep Hanım', 'Zeynep'],
      ['Kenji-san', 'Kenji'],
      // A title alone is no name.
      ['Dr.', null],
      ['Sheikh', null],
      ['Frau', null],
    ]
    for (const [author, expected] of cases) expect(firstNameOf(author), author).toBe(expected)
  })

  it('reads titles that are first names elsewhere by the reply language', () => {
    expect(firstNameOf('Don Ramiro', 'es')).toBe('Ramiro')
    expect(firstNameOf('Don Whitaker', 'en')).toBe('Don')
    expect(firstNameOf('Seu Armando', 'pt')).toBe('Armando')
    expect(firstNameOf('Dona Cida', 'pt')).toBe('Cida')
  })

  it('greets a Vietnamese name by its given name, which comes last', () => {
    expect(firstNameOf('Nguyễn Thị Mai Lan', 'vi')).toBe('Lan')
    expect(firstNameOf('Trần Quang', 'vi')).toBe('Quang')
    expect(firstNameOf('vu minh tuan', 'vi')).toBe('Tuan')
    // Written the Western way round, the given name is first.
    expect(firstNameOf('Minh Pham', 'en')).toBe('Minh')
    // A two-word given name without a family name stays whole.
    expect(firstNameOf('Ngọc Ánh', 'vi')).toBe('Ngọc Ánh')
    expect(firstNameOf('Kevin Li', 'en')).toBe('Kevin')
  })

  it('keeps two-word Arabic names together', () => {
    expect(firstNameOf('Abdul Karim Haddad')).toBe('Abdul Karim')
    expect(firstNameOf('Abu Khalid')).toBe('Abu Khalid')
    expect(firstNameOf('Abd al Aziz')).toBe('Abd al Aziz')
  })

  it('greets CJK names the way each language does', () => {
    // The Japanese greeting adds 様 itself; a family name alone is not greeted casually.
    expect(firstNameOf('佐藤さん', 'ja')).toBe('佐藤')
    expect(firstNameOf('みーちゃん', 'ja')).toBe('みー')
    expect(firstNameOf('名無しさん', 'ja')).toBeNull()
    // Korean adds 님: "지훈님" is greeted as 지훈, a surname alone is not.
    expect(firstNameOf('지훈님', 'ko')).toBe('지훈')
    expect(firstNameOf('박씨', 'ko')).toBeNull()
    expect(firstNameOf('ㅋㅋ', 'ko')).toBeNull()
    // "刘先生" is how Chinese greets him; a Japanese reply would make it "刘様" (a family name alone).
    expect(firstNameOf('刘先生', 'zh')).toBe('刘先生')
    expect(firstNameOf('刘先生', 'ja')).toBeNull()
    // A full Chinese name is used whole, never cut to a given name.
    expect(firstNameOf('赵小龙', 'zh')).toBe('赵小龙')
    // A handle that is a phrase, or mixes scripts, is not greeted.
    expect(firstNameOf('我不要广告', 'zh')).toBeNull()
    expect(firstNameOf('kk유저')).toBeNull()
  })

  it('reads names through decorations and handles, and not handles as names', () => {
    const cases: [string, string | null][] = [
      ['✨Mira✨', 'Mira'],
      ['~Lotte~', 'Lotte'],
      ['jonas🏃', 'Jonas'],
      ['MIRA', 'Mira'],
      ['mira_k', 'Mira'],
      ['Mira K.', 'Mira'],
      ['teo.b', 'Teo'],
      ['Mira (Graz)', 'Mira'],
      ['Gamer Girl', null],
      ['Coffee Lover', null],
      ['Daily Cash', null],
      ['Pixel Queen', null],
      ['ollieplays', null],
      ['sannyy', null],
      ['lenaaa', null],
      ['j.doe', null],
      ['k.weber', null],
      ['mira_1998', null],
      ['Stefan', 'Stefan'],
      ['arun', 'Arun'],
    ]
    for (const [author, expected] of cases) expect(firstNameOf(author), author).toBe(expected)
  })

  it('writes the greeting a publisher would', () => {
    expect(greetingOf('Dr. Weber', 'de-DE', 'Tolle App, ich nutze sie jeden Tag.')).not.toMatch(
      /Dr|Weber/,
    )
    expect(greetingOf('Nguyễn Văn Phúc', 'vi-VN', 'Ứng dụng rất tốt, tôi dùng mỗi ngày.')).toMatch(
      /Phúc/,
    )
    expect(
      greetingOf('Nguyễn Văn Phúc', 'vi-VN', 'Ứng dụng rất tốt, tôi dùng mỗi ngày.'),
    ).not.toMatch(/Nguyễn/)
    expect(greetingOf('高橋さん', 'ja-JP', 'とても使いやすいです。毎日使っています。')).toBe(
      '高橋様',
    )
    expect(
      greetingOf('Pak Joko', 'id-ID', 'Aplikasinya bagus sekali, saya pakai setiap hari.'),
    ).toMatch(/Joko/)
    expect(
      greetingOf('Pak Joko', 'id-ID', 'Aplikasinya bagus sekali, saya pakai setiap hari.'),
    ).not.toMatch(/Pak/)
  })
})
