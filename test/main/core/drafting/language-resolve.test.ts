import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { resolveReviewLanguage } from '../../../../src/main/core/drafting/language/resolve'
import { voiceWith } from './fixtures'

const replyLanguage = (store: string | null, body: string, territory: string | null = null) =>
  resolveReviewLanguage({ language: store, body, territory }).language

const draft = (store: string, body: string, rating = 2) =>
  draftBuiltin({
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    review: { id: `lang-${body.length}`, rating, body, language: store, author: 'Sam' },
  })

describe('the reply follows the language the review is written in', () => {
  it("answers a text plainly in another language than the store's field in the text's language", () => {
    const cases: [string, string, string][] = [
      [
        'de-DE',
        'La aplicación se cierra cada vez que intento exportar mis notas, qué desastre.',
        'es',
      ],
      ['es-ES', "Doesn't sync with my watch anymore since the last update. Please fix it.", 'en'],
      ['en-US', 'Schöne App, aber seit dem Update kann ich meine Notizen nicht mehr teilen.', 'de'],
      [
        'fr-BE',
        'Leuke app, maar sinds de update kan ik mijn lijstjes niet meer delen met mijn vrouw.',
        'nl',
      ],
      [
        'nl-NL',
        'Tolle App, aber seit dem Update kann ich meine Listen nicht mehr mit meiner Frau teilen.',
        'de',
      ],
      [
        'es-MX',
        'Gosto muito do app, mas não consigo mudar a cor das pastas. Poderiam adicionar isso?',
        'pt',
      ],
      [
        'pt-BR',
        'Me gusta mucho la app, pero no puedo cambiar el color de las carpetas. ¿Podrían agregarlo?',
        'es',
      ],
      [
        'en-GB',
        'Mi piace molto, ma non riesco a cambiare il colore delle cartelle. Potreste aggiungerlo?',
        'it',
      ],
      [
        'en-US',
        'Bardzo fajna apka, ale nie mogę zmienić koloru folderów. Dodajcie to proszę.',
        'pl',
      ],
      [
        'de-DE',
        'Çok güzel bir uygulama ama klasörlerin rengini değiştiremiyorum, lütfen ekleyin.',
        'tr',
      ],
      ['sv-SE', 'Veldig bra app, men jeg savner mørk modus. Kan dere legge det til?', 'nb'],
      ['nb-NO', 'Jättebra app, men jag saknar mörkt läge. Kan ni lägga till det?', 'sv'],
      [
        'en-IN',
        'Yeh app bahut kaam ki hai, roz use karta hoon lekin sync mein thoda time lagta hai',
        'hi',
      ],
      ['en-US', 'Ứng dụng rất hay nhưng hay bị treo khi đồng bộ', 'vi'],
      ['en-US', 'التطبيق ممتاز لكن المزامنة بطيئة جدا', 'ar'],
      ['en-US', 'दिन भर इस्तेमाल करता हूँ, बहुत अच्छा है', 'hi'],
      ['ja-JP', '这个软件很好用，但是同步太慢了', 'zh'],
      ['zh-CN', '這個軟體很好用，但是同步太慢了', 'zh-Hant'],
      ['zh-TW', '这个软件很好用，但是同步太慢了', 'zh'],
      ['en-US', '同期がとても遅いです。改善してほしい。', 'ja'],
      ['en-US', '동기화가 너무 느려요', 'ko'],
    ]
    for (const [store, text, expected] of cases)
      expect(replyLanguage(store, text), `${store}: ${text}`).toBe(expected)
  })

  it('tells Russian from Ukrainian both ways, and does not guess between them on one word', () => {
    expect(replyLanguage('ru-RU', 'Дуже зручний застосунок, але синхронізація повільна')).toBe('uk')
    expect(replyLanguage('uk-UA', 'Очень удобное приложение, но синхронизация медленная')).toBe(
      'ru',
    )
    expect(replyLanguage('en-US', 'Очень удобное приложение, но синхронизация медленная')).toBe(
      'ru',
    )
    expect(replyLanguage('en-US', 'Дуже зручний застосунок, але синхронізація повільна')).toBe('uk')
    // "Супер" is Russian, Ukrainian or Bulgarian: the store's language stays.
    expect(replyLanguage('en-US', 'Супер')).toBe('en')
    expect(replyLanguage('uk-UA', 'Клас!')).toBe('uk')
  })

  it("keeps the store's language for a short or mixed text", () => {
    const cases: [string, string][] = [
      ['de-DE', 'ok'],
      ['de-DE', '👍👍'],
      ['de-DE', 'Super app'],
      ['de-DE', 'Evernote'],
      [
        'de-DE',
        'Sync und Backup gehen seit dem Update nicht mehr, bitte fixen. Dark Mode wäre nice.',
      ],
      ['fr-FR', 'Top!'],
      ['en-US', 'Super'],
      ['en-US', 'Genial'],
      ['pt-BR', 'Excelente'],
      ['en-IN', 'nice app yaar 👍'],
      ['ja-JP', '最高'],
      ['zh-TW', '好用'],
    ]
    for (const [store, text] of cases)
      expect(replyLanguage(store, text), `${store}: ${text}`).toBe(
        resolveReviewLanguage({ language: store, body: '' }).language,
      )
  })

  it('answers a review of a word or two only another language writes in that language', () => {
    const cases: [string, string, string][] = [
      ['en-US', 'Muy buena', 'es'],
      ['en-US', 'Excelente!!', 'es'],
      ['en-US', 'Mantap 👍', 'id'],
      ['en-GB', 'Sehr gut', 'de'],
      ['en-US', 'Polecam', 'pl'],
      ['de-DE', 'Harika', 'tr'],
      ['en-US', 'Ottima app', 'it'],
      // A word of a script the listing never writes is no English review, however short.
      ['en-US', 'Хорошо', 'ru'],
      ['en-GB', 'Спасибо!', 'ru'],
      ['en-US', 'Дякую', 'uk'],
      ['de-DE', 'Чудово 👍', 'uk'],
      ['en-US', '很好', 'zh'],
      ['fr-FR', '垃圾', 'zh'],
      ['ja-JP', '很好用', 'zh'],
      ['en-US', 'Tốt', 'vi'],
      ['en-US', 'Rác', 'vi'],
      ['en-US', 'Kacau', 'id'],
      ['en-US', 'Geil!', 'de'],
    ]
    for (const [store, text, language] of cases)
      expect(replyLanguage(store, text), `${store}: ${text}`).toBe(language)
    // A territory settles a word two languages write: "Excelente" from Brazil is Portuguese.
    expect(
      resolveReviewLanguage({ language: 'en-US', territory: 'BR', body: 'Excelente' }).language,
    ).toBe('pt')
  })

  it('goes by the language most of a mixed review is written in', () => {
    expect(
      replyLanguage(
        'de-DE',
        'Great app, I use it every day for my lists, but the sync is slow. Trotzdem gut.',
      ),
    ).toBe('en')
    expect(
      replyLanguage(
        'en-US',
        'Gute App, ich nutze sie jeden Tag für meine Listen, aber die Synchronisierung ist langsam. Still great.',
      ),
    ).toBe('de')
  })

  it('tells Indonesian from Malay only by the words one side alone writes', () => {
    // Under a Malay listing, only Indonesian's own words make it Indonesian.
    expect(replyLanguage('ms-MY', 'Aplikasi ini bagus tetapi selalu crash bila saya buka')).toBe(
      'ms',
    )
    expect(
      replyLanguage(
        'ms-MY',
        'Aplikasinya bagus banget tapi sering crash, udah coba install ulang gak bisa juga',
      ),
    ).toBe('id')
    expect(
      replyLanguage(
        'id-ID',
        'Aplikasi ni bagus, saya guna setiap hari. Tak ada masalah langsung, memang terbaik lah',
      ),
    ).toBe('ms')
    expect(replyLanguage('id-ID', 'Aplikasinya bagus, tiap hari saya pakai')).toBe('id')
  })

  it('still reads an App Store review (no language field) from its text, then its territory', () => {
    expect(replyLanguage(null, 'Gute App, aber die Synchronisierung ist langsam.', 'USA')).toBe(
      'de',
    )
    expect(replyLanguage(null, 'Top', 'JPN')).toBe('ja')
  })
})

describe('a draft in another language than the listing', () => {
  it("is written in the text's language and says why", () => {
    const d = draft(
      'de-DE',
      'La aplicación se cierra cada vez que intento exportar mis notas, qué desastre.',
    )
    expect(d.language).toBe('es')
    expect(d.body).toMatch(/lamentamos|sentimos|disculpa/i)
    expect(d.assessment.reasons).toContain(
      'written in Spanish although the listing is German: the reply follows the text',
    )
    expect(d.assessment.confidence).not.toBe('high')
  })

  it("quotes none of the review's words when it keeps the listing's language", () => {
    const d = draft('de-DE', 'love the dark mode!!', 5)
    expect(d.language).toBe('de')
    expect(d.body).not.toMatch(/dark mode/i)
    expect(d.assessment.reasons.join('; ')).toMatch(
      /looks English, too short or mixed to be sure: replied in German/,
    )
  })

  it('says nothing about the language when text and listing agree', () => {
    const d = draft(
      'es-ES',
      'La aplicación se cierra cada vez que intento exportar mis notas, qué desastre.',
    )
    expect(d.assessment.reasons.join('; ')).not.toMatch(/listing|looks/)
  })
})
