import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'
import { englishBook, phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../src/main/core/drafting/read/read'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { SENTIMENT_SET, type SentimentCase } from './sentiment-set'

const APOLOGY = [
  'sorry',
  'sorryCrash',
  'sorryLoss',
  'sorrySarcasm',
  'heard',
  'billing',
  'loop',
  'supportFailed',
  'lockedOut',
]
const THANKS = ['thanks', 'thanksFor', 'praiseMore']

const draft = (s: SentimentCase, i = 0): Draft =>
  corpusDraft(s.lang, s.stars, s.text, s.app, i % 2 ? 'google_play' : 'app_store')
const moves = (d: Draft): string[] => (d.plan?.moves ?? []).map((m) => m.kind)
const read = (lang: string, body: string, rating: number) =>
  readReview({ rating, body }, phrasebookFor(lang) ?? englishBook)
const label = (s: SentimentCase, d: Draft) =>
  `${s.lang} ${s.stars}★ ${s.text} → [${moves(d).join(',')}] ${d.body.replace(/\n/g, ' / ')}`

describe('sentiment: the text decides, the stars only break ties', () => {
  it('thanks praise put in negative words ("no complaints", "kein Problem", "没毛病"), even at one or two stars', () => {
    const wrong = SENTIMENT_SET.map((s, i) => [s, draft(s, i)] as const)
      .filter(([s]) => s.want === 'praise')
      .filter(
        ([, d]) =>
          moves(d).some((k) => APOLOGY.includes(k)) ||
          !moves(d).some((k) => [...THANKS, 'praiseAlso'].includes(k)),
      )
      .map(([s, d]) => label(s, d))
    expect(wrong).toEqual([])
  })

  it('apologises for a complaint with no word of blame, or with an emoji for one, and never thanks for it', () => {
    const wrong = SENTIMENT_SET.map((s, i) => [s, draft(s, i)] as const)
      .filter(([s]) => s.want === 'complaint')
      .filter(
        ([, d]) =>
          d.spam !== null ||
          !moves(d).some((k) => APOLOGY.includes(k)) ||
          moves(d).includes('thanksFor') ||
          moves(d).includes('praiseMore'),
      )
      .map(([s, d]) => label(s, d))
    expect(wrong).toEqual([])
  })

  it('says what a complaint is about: the thing it names, or the complaint in plain words', () => {
    // The removed weekly statistics and the slow sync beside praise of the design are left to the naming work.
    const open = new Set([
      'Perché avete tolto le statistiche settimanali? 👎',
      'Giao diện đẹp nhưng đồng bộ quá chậm',
      '界面不错，但是同步太慢了',
      'The old version was better. The new editor keeps jumping to the top.',
    ])
    const wrong = SENTIMENT_SET.map((s, i) => [s, draft(s, i)] as const)
      .filter(([s]) => s.name && !open.has(s.text))
      .filter(
        ([s, d]) =>
          !(s.name ?? []).some((f) => d.body.toLocaleLowerCase().includes(f.toLocaleLowerCase())),
      )
      .map(([s, d]) => label(s, d))
    expect(wrong).toEqual([])
  })
})

describe('sentiment: letdowns', () => {
  it('answers "expected more" with sorry it fell short, not with sorry for a fault or a request for the device', () => {
    const reviews: [string, string][] = [
      ['en', 'Honestly expected more from the reviews.'],
      ['de', 'Ganz okay, aber ich hatte mir mehr erwartet.'],
      ['ru', 'Неплохо, но ожидала большего'],
      ['pl', 'Nie jest źle, ale spodziewałam się więcej'],
      ['tr', 'Fena değil ama daha fazlasını bekliyordum'],
      ['ja', '悪くはないけど、期待してたほどではない'],
      ['zh', '还行吧，但是没达到预期'],
    ]
    const wrong = reviews
      .map(
        ([lang, text]) =>
          [lang, text, draft({ lang, stars: 3, app: 'notes', text, want: 'complaint' })] as const,
      )
      .filter(
        ([, , d]) =>
          !(d.plan?.moves ?? []).some((m) => m.kind === 'heard' && m.about === 'letdown') ||
          moves(d).includes('details'),
      )
      .map(([lang, text, d]) => `${lang} ${text} → [${moves(d).join(',')}] ${d.body}`)
    expect(wrong).toEqual([])
  })

  it('reads praise of what the app once was as a complaint about what it is now', () => {
    const reviews: [string, string][] = [
      ['en', 'This was once my go-to planner. Now every list opens blank.'],
      ['ru', 'Было моё любимое приложение, теперь поиск ничего не находит'],
      ['ja', '以前は一番好きなアプリでした。今は検索が何も見つけてくれません'],
      ['sv', 'Var min favoritapp förut, nu hittar sökningen ingenting'],
      ['zh', '以前是我最喜欢的应用，现在搜索什么都找不到'],
    ]
    const readings = reviews.map(([lang, text]) => [lang, text, read(lang, text, 5)] as const)
    expect(
      readings
        .filter(
          ([, , r]) =>
            r.polarity >= 0 ||
            r.points.some((p) => p.intent === 'praise' || p.intent === 'request'),
        )
        .map(([l, t]) => `${l} ${t}`),
    ).toEqual([])
  })

  it('names no pen for a reviewer going back to pen and paper', () => {
    const reviews: [string, string][] = [
      ['it', 'Torno a carta e penna 🙃'],
      ['pt', 'Voltei pro papel e caneta 🙃'],
      ['ar', 'رجعت للورقة والقلم 🙃'],
      ['tr', 'Kağıt kaleme geri döndüm 🙃'],
      ['pl', 'Wracam do kartki i długopisu 💀'],
    ]
    const wrong = reviews
      .map(
        ([lang, text]) =>
          [lang, text, draft({ lang, stars: 5, app: 'notes', text, want: 'complaint' })] as const,
      )
      .filter(
        ([, , d]) =>
          /penna|caneta|القلم|الكتابة|kalem|yazı|długopis|powoln|wolno/iu.test(d.body) ||
          moves(d).includes('details'),
      )
      .map(([lang, text, d]) => `${lang} ${text} → ${d.body}`)
    expect(wrong).toEqual([])
  })

  it('lets no negator turn an emoji round: "ничего не находит 👎" stays a complaint', () => {
    expect(read('ru', 'Теперь поиск ничего не находит 👎', 4).polarity).toBe(-1)
    expect(read('uk', 'Тепер пошук нічого не знаходить 👎', 4).polarity).toBe(-1)
  })

  it('keeps doubled negation praise: "no tengo ninguna queja", "nie mam żadnych zastrzeżeń"', () => {
    expect(read('es', 'No tengo ninguna queja, va de lujo', 2).main).toBe('praise')
    expect(read('pl', 'Nie mam żadnych zastrzeżeń', 2).main).toBe('praise')
  })

  it('reads emoji as sentiment in every language: a yawn complains, a thumbs-up praises, a skull after praise before a complaint is the rolled eye', () => {
    expect(read('en', '🥱', 4).polarity).toBe(-1)
    expect(read('sv', 'Tråkigt 🥱', 4).polarity).toBe(-1)
    expect(read('en', '👍', 1).polarity).toBe(1)
    expect(read('ko', '꿀잼 🔥', 1).polarity).toBe(1)
    const skull = read('en', 'Amazing update 💀 lost all my boosters', 5)
    expect(skull.sarcasm).toBe(true)
    expect(skull.points.some((p) => p.intent === 'praise')).toBe(false)
  })

  it('thanks praise that says nothing ever went wrong, under one star too', () => {
    const reviews: [string, string][] = [
      ['en', 'Never let me down in two years of training'],
      ['pt', 'Nunca me deixou na mão'],
      ['ru', 'Ни разу не подвело за год'],
      ['tr', 'Hiç sorun çıkarmadı, tavsiye ederim'],
      ['hi', 'कभी कोई परेशानी नहीं हुई'],
      ['it', 'Mai avuto un problema in due anni'],
    ]
    const wrong = reviews
      .map(
        ([lang, text]) =>
          [lang, text, draft({ lang, stars: 1, app: 'run', text, want: 'praise' })] as const,
      )
      .filter(
        ([, , d]) =>
          moves(d).some((k) => APOLOGY.includes(k)) || !moves(d).some((k) => THANKS.includes(k)),
      )
      .map(([lang, text, d]) => `${lang} ${text} → [${moves(d).join(',')}] ${d.body}`)
    expect(wrong).toEqual([])
  })

  it('takes a question that makes a point ("who thought … was a good idea?") as the complaint, with no answer slot', () => {
    const reviews: [string, string][] = [
      ['en', 'Who thought 30 second ads were a good idea?'],
      ['es', '¿Quién pensó que 30 segundos de anuncios era buena idea?'],
      ['pt', 'Quem achou que anúncio de 30 segundos era boa ideia?'],
      ['ru', 'Кто вообще тестировал новый редактор?'],
      ['zh', '30秒广告是谁想出来的？'],
    ]
    const wrong = reviews
      .map(
        ([lang, text]) =>
          [lang, text, draft({ lang, stars: 5, app: 'game', text, want: 'complaint' })] as const,
      )
      .filter(([, , d]) => moves(d).includes('slot') || !moves(d).some((k) => APOLOGY.includes(k)))
      .map(([lang, text, d]) => `${lang} ${text} → [${moves(d).join(',')}] ${d.body}`)
    expect(wrong).toEqual([])
  })

  it('leaves praise alone where the past word compares or means "first": "Viel besser als früher", "Coba dulu aplikasi ini bagus banget"', () => {
    expect(read('de', 'Viel besser als früher', 5).main).toBe('praise')
    expect(read('sv', 'Mycket bättre än förut', 5).main).toBe('praise')
    expect(read('id', 'Coba dulu aplikasi ini bagus banget', 5).main).toBe('praise')
    expect(
      read('id', 'Dulu aplikasi favorit saya, sekarang pencarian tidak menemukan apa-apa', 5).main,
    ).not.toBe('praise')
  })

  it('does not ask a five-star letdown what keeps it from five stars', () => {
    const d = draft({
      lang: 'pl',
      stars: 5,
      app: 'notes',
      text: 'Szkoda, kiedyś była świetna',
      want: 'complaint',
    })
    expect(moves(d)).toEqual(['heard'])
  })

  it('reads Korean "아이디어" (idea) as no account ID: a jab at the ads is no lockout', () => {
    const d = draft({
      lang: 'ko',
      stars: 5,
      app: 'game',
      text: '30초 광고는 누구 아이디어예요? 🙄',
      want: 'complaint',
    })
    expect(moves(d)).not.toContain('lockedOut')
    expect(read('ko', '아이디를 잊어버려서 로그인이 안 돼요', 1).main).toBe('account')
  })
})
