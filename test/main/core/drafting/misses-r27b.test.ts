import { describe, expect, it } from 'vitest'
import { corpusDraft, corpusRows, replyOf, storeRows } from './fixtures'

/**
 * Round 27b: misreadings that turned a reply wrong. Each table keys on what the review says,
 * never on its stars.
 */

// "Plus was 6.99 when I joined": when the price was, not when the fault came.
corpusRows('a price clause gives the fault no trigger', [
  [
    'en',
    2,
    'Heart rate from my watch stopped showing up after the update. Also why is Plus $12.99 now?? it was 6.99 when I joined',
    /after the update/,
    'run',
    /when you joined/,
  ],
  [
    'en',
    2,
    'search finds nothing since the last update. and premium went up, it was €3.49 when I first subscribed',
    /since the last update/,
    'notes',
    /when you first subscribed/,
  ],
])

// "I never made an account": a denial with no money in or beside it is no charge.
corpusRows('a denial without money is no unexpected charge', [
  [
    'en',
    4,
    'Changed phones and all my levels are gone, can I get them back? I never made an account',
    /./,
    'game',
    /charged/i,
  ],
  [
    'en',
    3,
    "didn't want to lose my streak so I kept the old phone, but the new one starts from zero",
    /./,
    'game',
    /charged/i,
  ],
  [
    'it',
    3,
    'Ho cambiato telefono e ho perso tutti i livelli, non ho mai fatto un account. Si possono recuperare?',
    /./,
    'game',
    /addebit/i,
  ],
  // Guard: money beside the denial is still the charge.
  ['en', 1, 'They took $9.99 from my card and I never made any purchase', /charge/i, 'game'],
])

// "وأبل رفضت الاسترجاع": the store already refused; never send them back to it.
storeRows('an Arabic store refusal is a loop', [
  [
    'ar',
    1,
    'run',
    'app_store',
    'دفعت مرتين على الاشتراك الشهري وأبل رفضت ترجع المبلغ',
    /help@striderun\.example/,
    /reportaproblem/,
  ],
  [
    'ar',
    1,
    'game',
    'google_play',
    'اشتريت إزالة الإعلانات وما انحذفت وجوجل رفضت ترجع فلوسي',
    /tilequest\.example/,
    /play\.google\.com/,
  ],
])

// Tracking one's own runs is what a run app is for, no privacy worry.
corpusRows('tracking an activity is no privacy worry', [
  ['hi', 5, 'बहुत अच्छा ऐप है। सुबह की दौड़ इसी से ट्रैक करता हूँ', /धन्यवाद|शुक्रिया/, 'run', /डेटा|\[answer/],
  [
    'pt',
    5,
    'App excelente. Faço o rastreamento das corridas com ele todo dia',
    /obrigad/i,
    'run',
    /dados|\[answer/,
  ],
  [
    'tr',
    5,
    'Harika uygulama, koşularımı her gün takip ediyor',
    /teşekkür/i,
    'run',
    /Verileriniz|verileriniz|\[answer/,
  ],
  // Guard: the app tracking the reviewer is the worry.
  [
    'en',
    2,
    'Why is this app tracking me everywhere? I only wanted to log runs',
    /data|privacy|track/i,
    'run',
  ],
])

// "…could be a bit bigger": a wish, not a fault to apologise for.
corpusRows('what could be bigger is wished for, not a fault', [
  [
    'tr',
    4,
    'Gayet güzel ama yazı tipi biraz daha büyük olabilirdi',
    /öneri|fikir/i,
    'notes',
    /özür|sorun/i,
  ],
  [
    'en',
    4,
    'Solid app, but the text on the widget could have been clearer',
    /thoughts|idea|suggest|feedback/i,
    'notes',
    /sorry/i,
  ],
  [
    'de',
    4,
    'Tolle App, aber die Schrift könnte etwas größer sein',
    /Idee|Vorschlag|Anregung|Feedback/i,
    'notes',
    /bedauern|leid|entschuldig/i,
  ],
  [
    'ru',
    4,
    'Хорошее приложение, но шрифт мог бы быть крупнее',
    /иде|предложени|отзыв/i,
    'notes',
    /сожале|жаль|извин/i,
  ],
])

// "でも…飛ぶ笑 あと…ほしい": the glitch before "あと" is a fault, the rest a wish.
corpusRows('a Japanese "あと" wish is read apart from the fault before it', [
  [
    'ja',
    4,
    '記録が見やすくて好き👍 でもGPSがときどき飛ぶ笑 あとウィジェットほしい',
    /申し訳/,
    'run',
  ],
  [
    'ja',
    4,
    'シンプルで使いやすい😊 でも同期がたまに遅れる あと検索機能がほしいです',
    /申し訳/,
    'notes',
  ],
])

// "Apple Watch yok": a device they do not have is not where the fault is.
corpusRows('a device the reviewer says they do not have is not named', [
  [
    'tr',
    2,
    'Apple Watch yok, Pixel Watch 2 kullanıyorum ama uygulama saatte açılmıyor',
    /Pixel Watch 2/,
    'run',
    /Apple Watch/,
  ],
  [
    'en',
    2,
    "I don't have an Apple Watch, I use a Galaxy Watch 5 and the app won't open on it",
    /Galaxy Watch 5/,
    'run',
    /Apple Watch/,
  ],
  [
    'de',
    2,
    'Ich habe keine Apple Watch, sondern eine Galaxy Watch 4, und die App startet dort nicht',
    /Galaxy Watch 4/,
    'run',
    /Apple Watch/,
  ],
])

// "चलेगा" (will it work) holds the letters of "लेग" (lag): no fault in a question.
corpusRows('a Hindi question about a watch is no lag report', [
  ['hi', 3, 'क्या ये ऐप Fire-Boltt की घड़ी के साथ चलेगा?', /./, 'run', /खेद|परेशानी/],
])

// A plan named only where they regret paying is not where the fault is.
corpusRows('a paid plan is not the place of a fault another clause names', [
  [
    'vi',
    2,
    'Tuần này chạy 10km mà chỉ lưu được 3km. Trả tiền gói Plus mà vậy thì buồn',
    /help@striderun/,
    'run',
    /sự cố với gói Plus/,
  ],
  [
    'en',
    2,
    'Ran 6k this morning and it only saved 2k. Paying for Plus all year and this is what I get, sad',
    /help@striderun/,
    'run',
    /trouble with Plus/,
  ],
  // Guard: a plan the fault's own clause names stays its place.
  ['en', 2, 'The Plus training plans stopped loading since Monday', /Plus/, 'run'],
])

// "E como exporto…?": a question after "e", beside a wish, still asks.
describe('a Portuguese "e como …?" still asks', () => {
  it('answers the Strava question beside a wish', () => {
    const d = corpusDraft(
      'pt',
      4,
      'Gosto muito do app, só queria mais planos de treino. E como envio minhas corridas pro Strava?',
      'run',
    )
    expect(replyOf(d), d.body).toMatch(/Strava/)
    expect(d.body).not.toMatch(/elogio ao Strava|elogio.*Strava/)
  })
})

// "Amazing… not", "10/10 would … again" beside a sneer: no praise to thank for.
corpusRows('praise taken back is not thanked for', [
  [
    'en',
    5,
    'Amazing... not. It pauses at every red light and then forgets to resume',
    /sorry/i,
    'run',
    /thank/i,
  ],
  [
    'en',
    4,
    'Love how it pauses at every red light and then forgets to resume. 10/10 would jog through traffic again',
    /sorry/i,
    'run',
    /thank/i,
  ],
  [
    'de',
    4,
    'Super… nicht. Die App stürzt bei jedem Lauf ab',
    /leid|bedauern|entschuldig/i,
    'run',
    /Danke|danken/,
  ],
])
