import { describe, expect, it } from 'vitest'
import type { VoiceSettings } from '../../../../src/shared/dto/drafting'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { DEFAULT_VOICE } from '../../../../src/main/core/drafting/voice/defaults'
import { draftFor } from './blind-corpus/evaluate'

export const voiceWith = (patch: Partial<VoiceSettings> = {}): VoiceSettings => ({
  ...DEFAULT_VOICE,
  brandName: 'Acme Notes',
  supportContact: 'help@acme.example',
  ...patch,
})

/** A complaint about crashes and a compliment, written by people, in every covered language. */
export const REVIEWS: Record<string, { low: string; high: string }> = {
  en: {
    low: 'The app crashes every time I open it. Really annoying.',
    high: 'Great app, I love it and use it every day!',
  },
  es: {
    low: 'La aplicación se cierra sola cada vez que la abro. Muy molesto.',
    high: 'Excelente aplicación, me encanta y la uso todos los días.',
  },
  pt: {
    low: 'O aplicativo fecha sozinho toda vez que eu abro. Muito chato.',
    high: 'Ótimo aplicativo, adoro e uso todos os dias!',
  },
  fr: {
    low: "L'application plante à chaque ouverture. Très agaçant.",
    high: "Super application, je l'adore et je l'utilise tous les jours !",
  },
  de: {
    low: 'Die App stürzt jedes Mal ab, wenn ich sie öffne. Sehr ärgerlich.',
    high: 'Tolle App, ich liebe sie und nutze sie jeden Tag!',
  },
  it: {
    low: "L'app si chiude ogni volta che la apro. Molto fastidioso.",
    high: 'Ottima app, la adoro e la uso ogni giorno!',
  },
  ja: {
    low: '開くたびにアプリが落ちます。とても困っています。',
    high: '最高のアプリです！毎日使っています。',
  },
  ko: {
    low: '앱을 열 때마다 튕겨요. 너무 불편합니다.',
    high: '정말 좋은 앱이에요! 매일 사용하고 있어요.',
  },
  zh: { low: '每次打开应用都闪退，非常烦人。', high: '非常好用的应用，我每天都在用！' },
  'zh-Hant': {
    low: '每次打開應用程式都閃退，非常困擾。',
    high: '非常好用的應用程式，我每天都在用！',
  },
  ru: {
    low: 'Приложение вылетает каждый раз при открытии. Очень раздражает.',
    high: 'Отличное приложение, пользуюсь каждый день!',
  },
  tr: {
    low: 'Uygulama her açtığımda çöküyor. Çok sinir bozucu.',
    high: 'Harika bir uygulama, her gün kullanıyorum!',
  },
  ar: { low: 'التطبيق يتوقف في كل مرة أفتحه. مزعج جدًا.', high: 'تطبيق رائع، أستخدمه كل يوم!' },
  hi: {
    low: 'ऐप हर बार खोलने पर क्रैश हो जाता है। बहुत परेशानी होती है।',
    high: 'बहुत अच्छा ऐप है, मैं इसे रोज़ इस्तेमाल करता हूँ!',
  },
  id: {
    low: 'Aplikasinya selalu crash setiap kali saya buka. Sangat mengganggu.',
    high: 'Aplikasi yang bagus sekali, saya pakai setiap hari!',
  },
  vi: {
    low: 'Ứng dụng bị văng mỗi lần tôi mở. Rất khó chịu.',
    high: 'Ứng dụng tuyệt vời, tôi dùng mỗi ngày!',
  },
  th: { low: 'แอปเด้งออกทุกครั้งที่เปิด น่ารำคาญมาก', high: 'แอปดีมาก ใช้ทุกวันเลย' },
  pl: {
    low: 'Aplikacja wyłącza się za każdym razem, gdy ją otwieram. Bardzo irytujące.',
    high: 'Świetna aplikacja, używam jej codziennie!',
  },
  nl: {
    low: 'De app crasht elke keer als ik hem open. Erg vervelend.',
    high: 'Geweldige app, ik gebruik hem elke dag!',
  },
  sv: {
    low: 'Appen kraschar varje gång jag öppnar den. Väldigt irriterande.',
    high: 'Fantastisk app, jag använder den varje dag!',
  },
  uk: {
    low: 'Застосунок вилітає щоразу, коли я його відкриваю. Дуже дратує.',
    high: 'Чудовий застосунок, користуюся щодня!',
  },
  da: {
    low: 'Appen crasher hver gang jeg åbner den. Meget irriterende.',
    high: 'Fantastisk app, jeg bruger den hver dag. Tusind tak!',
  },
  nb: {
    low: 'Appen krasjer hver gang jeg åpner den. Veldig irriterende.',
    high: 'Fantastisk app, jeg bruker den hver dag. Tusen takk!',
  },
  ro: {
    low: 'Aplicația se închide de fiecare dată când o deschid. Foarte enervant.',
    high: 'Aplicație excelentă, o folosesc în fiecare zi!',
  },
  ca: {
    low: "L'aplicació es tanca cada vegada que l'obro. Molt molest.",
    high: "Aplicació genial, m'encanta i la faig servir cada dia!",
  },
  hr: {
    low: 'Aplikacija se ruši svaki put kad je otvorim. Jako iritantno.',
    high: 'Odlična aplikacija, koristim je svaki dan!',
  },
}

/** A word every reply in the language contains at least one of (beyond what detection says). */
export const MARKERS: Record<string, RegExp> = {
  en: /\b(we|our|you|your|thank|thanks|sorry)\b/i,
  es: /\b(gracias|sentimos|lamentamos|nuestro|equipo|tu|te|nos)\b/i,
  pt: /\b(obrigado|sentimos|lamentamos|desculpas|nossa|equipe|você|sua)\b/i,
  fr: /\b(merci|nous|vous|votre|désolés|équipe)\b/i,
  de: /\b([Dd]anke|[Vv]ielen|[Ww]ir|Sie|Ihnen|Ihr|leid)\b/,
  it: /\b(grazie|ci|dispiace|nostro|tua|tuo|ti)\b/i,
  ja: /[ありがとうございます申し訳]/,
  ko: /(감사|죄송|습니다|드립니다|드려요)/,
  zh: /(感谢|谢谢|抱歉|我们|您)/,
  'zh-Hant': /(感謝|謝謝|抱歉|我們|您)/,
  ru: /(спасибо|благодарим|жаль|мы|вам|вас)/i,
  tr: /(teşekkür|üzgünüz|özür|ekibimiz|için)/i,
  ar: /(شكر|نأسف|نعتذر|يؤسفنا|فريق)/,
  hi: /(धन्यवाद|शुक्रिया|खेद|हम|आप)/,
  id: /\b(terima kasih|maaf|kami|Anda)\b/i,
  vi: /(cảm ơn|xin lỗi|chúng tôi|bạn)/i,
  th: /(ขอบคุณ|ขออภัย|ค่ะ|คะ)/,
  pl: /\b(dziękujemy|dzięki|przykro|nam|przepraszamy)\b/i,
  nl: /\b(bedankt|sorry|we|je|ons)\b/i,
  sv: /\b(tack|vi|du|dig|ditt|din)\b/i,
  uk: /(дякуємо|шкода|перепрошуємо|ми|вам)/i,
  da: /\b(tak|vi|dig|din|os|beklager)\b/i,
  nb: /\b(takk|vi|deg|din|oss|beklager)\b/i,
  ro: /(mulțumim|ne pare rău|vă|noastră)/i,
  ca: /(gràcies|sentim|nostre|teva|equip)/i,
  hr: /(hvala|žao|naš|tim|ti)/i,
}

/** A built-in draft for a Google Play review of "Notes Pro", as the reading tests write them. */
export const notesProDraft = (language: string, rating: number, body: string): Draft =>
  draftBuiltin({
    review: {
      id: `${language}:${body}`,
      rating,
      title: null,
      body,
      author: 'Robin Vale',
      language,
      territory: null,
      appVersion: null,
    },
    voice: voiceWith({
      brandName: 'Notes Pro',
      supportContact: 'support@notes-pro.example',
      signOff: 'The Notes Pro team',
      language: 'en',
    }),
    store: 'google_play',
    limit: 350,
    answers: [],
  })

/** A built-in draft of a review with the default test voice, on Google Play, with no Answers. */
export const plainDraft = (language: string, body: string, rating: number): Draft =>
  draftBuiltin({
    review: { id: `${language}:${body}`, rating, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: [],
  })

/** The reply without its greeting and sign-off (the lines long enough to say something). */
export const replyOf = (d: Draft): string =>
  d.body
    .split('\n')
    .filter((l) => l.length > 20)
    .join(' ')

/** A review, what its reply must say and, optionally, what it must never say. */
export type ReplyRow = [language: string, review: string, says: RegExp, never?: RegExp]

/** One test per row: the reply to the review (at `rating` stars) says `says` and never `never`. */
export function replyTable(title: string, rows: ReplyRow[], rating: number): void {
  describe(title, () => {
    for (const [language, review, says, never] of rows)
      it(`${language}: ${review}`, () => {
        const d = plainDraft(language, review, rating)
        expect(replyOf(d), d.body).toMatch(says)
        if (never) expect(replyOf(d), d.body).not.toMatch(never)
      })
  })
}

/** A draft as the blind corpus makes it: that app's voice and Answers, on Google Play unless `store` says. */
export const corpusDraft = (
  language: string,
  rating: number,
  body: string,
  app: 'notes' | 'run' | 'game' = 'notes',
  store: 'google_play' | 'app_store' = 'google_play',
): Draft =>
  draftFor({
    id: `own-${language}-${body.length}`,
    app,
    store,
    rating,
    title: null,
    body,
    author: null,
    store_language: language,
    territory: null,
    device: null,
    app_version: null,
    language,
    intents: [],
    kinds: [],
    things: [],
    answer: null,
    must: [],
    must_not: [],
  })

/** A review at some stars (of an app), what its reply must say and, optionally, never say. */
type CorpusRow = [
  language: string,
  stars: number,
  review: string,
  says: RegExp,
  app?: 'notes' | 'run' | 'game',
  never?: RegExp,
]

/** One test per row: the corpus team's reply to the review says `says` and never `never`. */
export function corpusRows(title: string, table: CorpusRow[]): void {
  describe(title, () => {
    for (const [language, stars, review, says, app, never] of table)
      it(`${language}: ${review}`, () => {
        const d = corpusDraft(language, stars, review, app)
        expect(replyOf(d), d.body).toMatch(says)
        if (never) expect(d.body).not.toMatch(never)
      })
  })
}

/** A review at some stars of an app in a store, what its reply must say and, optionally, never say. */
export type StoreRow = [
  lang: string,
  rating: number,
  app: 'notes' | 'run' | 'game',
  store: 'google_play' | 'app_store',
  body: string,
  says: RegExp,
  never?: RegExp,
]

/** One test per row: the corpus team's reply in that store says `says` and never `never`. */
export function storeRows(title: string, table: StoreRow[]): void {
  describe(title, () => {
    it.each(table)('%s %i★ %s %s: %s', (lang, rating, app, store, body, says, never) => {
      const d = corpusDraft(lang, rating, body, app, store)
      expect(replyOf(d), d.body).toMatch(says)
      if (never) expect(replyOf(d), d.body).not.toMatch(never)
    })
  })
}
