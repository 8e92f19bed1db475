import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { notesProDraft } from '../fixtures'

const read = (lang: string, body: string, rating = 3) => {
  const book = phrasebookFor(lang)
  if (!book) throw new Error(`no phrasebook for ${lang}`)
  return readReview({ rating, body }, book)
}
const intents = (lang: string, body: string, rating = 3) =>
  read(lang, body, rating).points.map((p) => p.intent)

const draft = notesProDraft

describe('a wish reads as a wish, in the words people use for one', () => {
  it('reads "the only thing missing is …" as a wish, not as lost data', () => {
    expect(intents('en', 'The only thing missing is a shared folder for my family.', 4)).toEqual([
      'request',
    ])
    expect(
      draft('en-US', 4, 'The only thing missing is a shared folder for my family.').body,
    ).not.toMatch(/restor|losing|sorry/i)
  })

  it('reads an imperative that opens a sentence as a wish ("Add a calendar view.")', () => {
    const reading = read('en', 'Add a weekly calendar view. Also let me pin notes.', 4)
    expect(reading.main).toBe('request')
    expect(reading.clauses[0]?.intents).toEqual(['request'])
  })

  it('reads "needs X support" after praise as a wish, not as a fault to describe to support', () => {
    expect(intents('en', 'Lovely app but needs smartwatch support', 4)).toEqual([
      'request',
      'praise',
    ])
    expect(draft('en-US', 4, 'Lovely app but needs smartwatch support').body).not.toMatch(
      /sorry|tell us what happens/i,
    )
    // What it needs may be a fix: that stays a problem.
    expect(intents('en', 'The widget needs to be fixed, it shows nothing', 2)).toContain('bug')
  })

  it('reads a lack said in so many words as a wish, in Turkish, Indonesian, Vietnamese, Hindi and Chinese', () => {
    expect(intents('tr', 'Sadece widget desteği eksik.', 4)).toEqual(['request'])
    expect(intents('id', 'Kurang fitur kalender aja, selebihnya mantap.', 4)[0]).toBe('request')
    expect(intents('vi', 'Chỉ thiếu tính năng lịch thôi.', 4)).toEqual(['request'])
    expect(intents('hi', 'बस कैलेंडर व्यू की कमी है', 4)).toEqual(['request'])
    expect(intents('zh', '就差一个日历视图了。', 4)).toEqual(['request'])
  })

  it('reads a wish said with a verb of delight as a wish only, not as praise of the wished-for thing', () => {
    expect(intents('es', 'Me encantaría que tuviera una vista de calendario.', 4)).toEqual([
      'request',
    ])
    expect(intents('pt', 'Adoraria se tivesse uma vista de calendário.', 4)).toEqual(['request'])
  })
})

describe('sarcasm and slang are read for what they say', () => {
  it('reads "Great, another update that breaks …" with a closing thanks as a fault, never as praise', () => {
    const reading = read('en', 'Great, one more update that breaks the widget. Thanks a lot.', 2)
    expect(reading.main).toBe('bug')
    expect(reading.points.map((p) => p.intent)).not.toContain('praise')
  })

  it('turns round the praise before "said no one ever"', () => {
    expect(
      intents('en', 'The redesign is beautiful, said no one ever. Now I cannot find anything.', 1),
    ).not.toContain('praise')
  })

  it('reads slang for a fault as a fault: jumbled, haywire, acting up', () => {
    expect(read('en', 'all my lists r jumbled since the update smh', 2).main).toBe('bug')
    expect(read('en', 'the stopwatch goes haywire whenever i lock the phone', 2).main).toBe('bug')
    expect(read('en', 'reminders acting up again', 2).main).toBe('bug')
  })

  it('reads Vietnamese "hay" before a fault as "often", not as praise or irony', () => {
    const often = read('vi', 'Hay bị lỗi khi xuất file PDF lắm.', 1)
    expect(often.main).toBe('bug')
    expect(often.sarcasm).toBe(false)
    // "mà" before a complaint turns: the fault leads, the praise of the look comes after.
    expect(read('vi', 'Giao diện đẹp mà chẳng dùng được gì, toàn lỗi.', 1).main).toBe('bug')
    expect(intents('vi', 'Nhắc nhở thì hay mà toàn báo trễ.', 2)[0]).toBe('bug')
  })

  it('reads a Korean statement ending in 나요 ("짜증나요", "에러 나요") as no question', () => {
    expect(intents('ko', '위젯이 안 떠요. 짜증나요', 2)).not.toContain('question')
    expect(intents('ko', '사진 넣으면 에러 나요', 2)).not.toContain('question')
    // The question forms of the ending still ask.
    expect(intents('ko', '다른 기기에서도 동기화 되나요', 4)).toContain('question')
  })

  it('reads a subscription renewed without asking as a renewal nobody announced, not as a charge after cancelling', () => {
    expect(read('en', 'My subscription renewed without asking me.', 1).billing).toBe(
      'renewed_unwarned',
    )
  })
})

describe('a review the reader could not place is read for what it does say', () => {
  it('finds the fault in slang and in plain descriptions of what goes wrong, in several languages', () => {
    const faults: [string, string][] = [
      ['en', 'it keeps kicking me back to the start screen when i add a photo'],
      ['en', 'every list shows up twice on my tablet'],
      ['en', 'what good is a notes app that forgets my shopping lists'],
      ['de', 'Naja, die Suche findet oft nix'],
      ['es', 'no me sale la opción de compartir'],
      ['ja', '最近アプリが重すぎ'],
      ['zh', '最近卡得不行'],
    ]
    for (const [lang, text] of faults) {
      const reading = read(lang, text, 2)
      expect(reading.cued, `${lang}: ${text}`).toBe(true)
      expect(reading.main, `${lang}: ${text}`).toBe('bug')
    }
  })

  it('reads slang praise as praise and slang gripes as complaints', () => {
    expect(read('en', 'honestly this app slaps', 5).main).toBe('praise')
    expect(read('en', 'the new tab icons are ugly af', 2).cued).toBe(true)
    expect(read('en', 'fine overall but the yearly plan is pricey', 3).main).toBe('complaint')
  })

  it('reads "could be smarter" and "would be chef\'s kiss" as wishes, not as praise of the thing', () => {
    expect(intents('en', 'great app. the search could be a bit smarter tho', 4)).toContain(
      'request',
    )
    expect(intents('en', "pretty neat, a weekly view would be chef's kiss", 4)[0]).toBe('request')
  })

  it('reads a praise word right before a complaint as "very", not as praise or irony', () => {
    for (const [lang, text] of [
      ['de', 'Mega langsam seit dem Update'],
      ['es', 'Super lento desde ayer'],
    ] as const) {
      const reading = read(lang, text, 2)
      expect(reading.sarcasm, `${lang}: ${text}`).toBe(false)
      expect(
        reading.points.map((p) => p.intent),
        `${lang}: ${text}`,
      ).not.toContain('praise')
    }
  })

  it('does not take "icons" or "courteous" for a regulator or a court', () => {
    expect(read('en', 'the new icons look odd', 3).legal).toBe(false)
    expect(read('en', 'support was courteous and quick', 5).legal).toBe(false)
  })
})

describe('a thing praised before a fault is no reason to thank', () => {
  it('reads a praise word inside a wish pattern as the wish\'s ("could be smarter" praises nothing)', () => {
    const d = draft('en-US', 4, 'solid app. the tag search could be smarter tho')
    expect(d.body).not.toMatch(/kind words about/i)
    expect(d.reading?.clauses.find((c) => c.text.includes('smarter'))?.intents).toEqual(['request'])
  })

  it('reads "never updates" after praise as the fault it is, not as "never crashes"', () => {
    const reading = read(
      'en',
      'The calendar view is nice but it never syncs until I open the app.',
      3,
    )
    expect(reading.main).toBe('bug')
  })
})

describe('questions that make a point ask nothing', () => {
  it('reads "who came up with this?" and "why should anyone pay?" as complaints, with no slot, in several languages', () => {
    const cases: [string, string][] = [
      ['de-DE', 'Warum sollte jemand dafür Geld ausgeben?'],
      ['ru-RU', 'Кто вообще придумал такой календарь?'],
      ['id-ID', 'Siapa sih yang desain tombol ini?'],
      ['en-US', 'Whose idea was it to move the search bar?'],
    ]
    for (const [language, text] of cases) {
      const d = draft(language, 1, text)
      expect(
        d.reading?.points.map((p) => p.intent),
        `${language}: ${text}`,
      ).not.toContain('question')
      expect(d.body, `${language}: ${text}`).not.toMatch(/\[answer:/)
    }
  })

  it('reads "why is it so big" beside a word about a full phone as a complaint, not a question', () => {
    const reading = read('en', 'why does a to-do app need 300mb. storage is full all the time', 3)
    expect(reading.main).toBe('complaint')
    expect(reading.question).toBeNull()
  })

  it('reads "you cannot find anything" as a complaint, in several languages', () => {
    for (const [lang, text] of [
      ['es', 'Tras el cambio no encuentro nada.'],
      ['ru', 'В новом меню ничего не найти.'],
      ['tr', 'Yeni menüde hiçbir şey bulamıyorum.'],
      ['zh', '新菜单什么都找不到。'],
    ] as const)
      expect(read(lang, text, 2).cued, `${lang}: ${text}`).toBe(true)
  })
})

describe('ads for other products are spam even without a link shortener', () => {
  it('marks a discount handed out with a code as an ad, in several languages', () => {
    expect(
      draft('en-US', 5, 'Top rated VPN of the year, go to safevpn.io and enter SAFE30 for 30% off')
        .spam,
    ).not.toBeNull()
    expect(
      draft('en-US', 5, 'Enter code STEP25 at stepshop for 25% off trail shoes!!').spam,
    ).not.toBeNull()
    expect(
      draft(
        'de-DE',
        5,
        'Die beste Notiz-App ist Notiza, jetzt 40% Rabatt mit Code NOTIZ40 auf notiza.de',
      ).spam,
    ).not.toBeNull()
    expect(
      draft('ru-RU', 5, 'Лучший трекер! Скидка 20% по промокоду RUN20 на runner.ru').spam,
    ).not.toBeNull()
  })

  it('does not mark a review that mentions a sale, a code of the app, or a competitor it switched to', () => {
    expect(
      draft('en-US', 5, 'Got the yearly plan at 40% off in the spring sale, love it').spam,
    ).toBeNull()
    expect(
      draft('en-US', 1, 'Your promo code gives 0% off, it says invalid. Charged the full price.')
        .spam,
    ).toBeNull()
    const switched = draft(
      'en-US',
      1,
      'Switched to another notes app, it just works. This one keeps crashing.',
    )
    expect(switched.spam).toBeNull()
    expect(switched.body).toMatch(/sorry/i)
  })
})
