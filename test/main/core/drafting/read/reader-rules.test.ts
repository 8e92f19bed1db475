import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { findAll } from '../../../../../src/main/core/drafting/read/match'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { devicesIn, versionIn } from '../../../../../src/main/core/drafting/read/things/devices'

const read = (lang: string, body: string, rating = 3) => {
  const book = phrasebookFor(lang)
  if (!book) throw new Error(`no phrasebook for ${lang}`)
  return readReview({ rating, body }, book)
}
const intents = (lang: string, body: string, rating = 3) =>
  read(lang, body, rating).points.map((p) => p.intent)

/** Rules of the reader that hold in every language, shown where they matter most. */
describe('the review reader', () => {
  it('turns praise around after a negator', () => {
    expect(read('en', 'The new version is not great', 5).main).toBe('complaint')
    expect(read('ru', 'Не рекомендую это приложение', 5).main).toBe('complaint')
  })

  it('does not read a fear of losing data as a loss', () => {
    expect(
      intents('en', 'How do I move my notes to a new phone so that nothing gets lost?'),
    ).not.toContain('data_loss')
    expect(
      intents('pl', 'Jak przenieść notatki na nowy telefon, żeby nic nie zginęło?'),
    ).not.toContain('data_loss')
  })

  it('reads praise that denies a bug after the word as praise', () => {
    expect(intents('ru', 'Пользуюсь год, багов нет, всё летает', 5)).toEqual(['praise'])
    expect(intents('tr', 'Bir yıldır kullanıyorum, hata yok', 5)).toEqual(['praise'])
  })

  it('does not read a charge someone hopes to avoid as a charge', () => {
    expect(read('ru', 'Как отменить подписку? Не хочу чтобы списали деньги').billing).toBeNull()
    expect(
      read('en', 'Cancelled before the trial ended and they never charged me, thanks', 5).billing,
    ).toBeNull()
  })

  it('keeps "=word" a whole word in languages matched as substrings', () => {
    expect(findAll('التطبيق بسيط', ['=بس'], 'ar', 'substring', 'test-bs')).toEqual([])
    expect(findAll('حلو بس بطيء', ['=بس'], 'ar', 'substring', 'test-bs')).toHaveLength(1)
  })

  it('splits Arabic sentences at the Arabic comma', () => {
    expect(read('ar', 'تطبيق رائع، سريع وخفيف').clauses).toHaveLength(2)
  })

  it('reads "??" as one question, not a question and a stray mark', () => {
    expect(read('en', 'Why is sync so slow??').clauses).toHaveLength(1)
  })

  it('reads a question asked with a rolled eye as rhetorical', () => {
    const reading = read(
      'sv',
      'En reklam efter varje nivå. Är det reklam med lite spel emellan? 🙃',
    )
    expect(reading.main).toBe('complaint')
    expect(reading.question).toBeNull()
  })

  it('reads a request to delete the account and its data as an account matter, not a privacy worry', () => {
    expect(intents('en', 'Please delete my account and all my data')).not.toContain('privacy')
    expect(intents('ru', 'Хочу удалить аккаунт и все мои данные')).not.toContain('privacy')
  })

  it('reads praise as sincere when its negative word is turned around', () => {
    const reading = read('ar', 'تطبيق رائع وما ندمت اني اشتركت', 5)
    expect(reading.main).toBe('praise')
    expect(reading.sarcasm).toBe(false)
  })

  it('names the longer feature, not a shorter one inside it', () => {
    const things = read('en', 'Remove ads stopped working after I paid', 1).things.map(
      (t) => t.text,
    )
    expect(things).toContain('Remove ads')
    expect(things).not.toContain('ads')
  })

  it('counts a review that reports lost data as read', () => {
    expect(read('ar', 'كل الملاحظات اتمسحت بعد ما غيرت الموبايل', 1).doubts.join(' ')).not.toMatch(
      /could not tell/,
    )
  })

  it('finds devices named in Arabic or Cyrillic script and versions whose word follows them', () => {
    expect(devicesIn('هل يشتغل مع ساعة هواوي GT 4؟')).toEqual(['هواوي GT 4'])
    expect(devicesIn('Tecno Spark 10 Pro kullanıyorum')).toEqual(['Tecno Spark 10 Pro'])
    expect(versionIn('1.58 sürümünde 340. bölümde donuyor')).toBe('1.58')
  })
})
