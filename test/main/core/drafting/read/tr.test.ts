import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import type { Intent } from '../../../../../src/main/core/drafting/read/types'

const book = phrasebookFor('tr')

/**
 * Turkish reviews as people write them (written for this test, not taken from the corpus): the
 * point a reply must answer first, and the feature it should name, in the display form a reply uses.
 */
const CASES: [
  rating: number,
  main: Intent | 'spam' | 'abuse',
  text: string,
  names: string | null,
][] = [
  [5, 'praise', 'Notlar için en iyi uygulama, her gün kullanıyorum, hiç sorun yaşamadım', null],
  [4, 'praise', 'Her şey hızlı çalışıyor, hata görmedim, teşekkürler', null],
  [1, 'bug', 'Güncellemeden sonra uygulama açılmıyor, direkt kapanıyor. Samsung A52', null],
  [2, 'bug', 'Hatırlatıcılar hiç gelmiyor, tüm izinleri verdim', 'hatırlatıcı'],
  [3, 'complaint', 'Çok fazla reklam var, her bölümden sonra reklam, bıktım', null],
  [4, 'request', 'Karanlık mod eklenirse çok iyi olur', 'karanlık mod'],
  [5, 'question', 'notu pdf olarak nasıl kaydedebilirim', null],
  [1, 'billing', 'Yıllık abonelik için iki kez para çekildi, paramı iade edin', null],
  [1, 'billing', 'Aboneliği martta iptal ettim ama nisanda yine 99 TL çekildi', null],
  [
    2,
    'privacy',
    'Koşu uygulaması neden rehberime erişmek istiyor? Verilerimi satıyor musunuz?',
    null,
  ],
  [3, 'account', 'Hesabımı ve tüm verilerimi silmek istiyorum, nasıl yapabilirim', null],
  [1, 'account', 'Hesabıma giremiyorum, doğrulama kodu gelmiyor', null],
  [1, 'data_loss', 'Güncellemeden sonra tüm notlarım silindi, bütün işim oradaydı', null],
  [1, 'spam', 'Evden günde 500 TL kazan! Linke tıkla, telegram grubuma gel', null],
  [1, 'abuse', 'Geliştiriciler gerizekalı, siktirin gidin', null],
  [2, 'complaint', 'Oh ne güzel, yeni tasarım 🙄 artık hiçbir şey bulunmuyor', null],
  [1, 'complaint', 'Tavsiye etmiyorum, tam bir rezalet', null],
  [5, 'praise', 'Süper oyun, her akşam oynuyorum, emeğinize sağlık', null],
  [2, 'bug', 'GPS sürekli sinyal kaybediyor ve mesafe yanlış hesaplanıyor', 'GPS'],
  [3, 'question', 'İnternet olmadan kullanılabiliyor mu', null],
  [3, 'complaint', 'Uygulama iyi değil, çok yavaş', null],
  // A shrug ("not bad, it'll do") is lukewarm: the point that asks what could be better, not praise.
  [4, 'complaint', 'Fena değil, idare eder', null],
  [5, 'praise', 'İki yıldır hiç sorun yaşamadım, bir kere bile çökmedi', null],
  [1, 'praise', 'Harika uygulama, premium aldığıma pişman değilim', null],
  [3, 'complaint', 'Eskiden çok iyiydi, şimdi reklam dolu', null],
  [4, 'praise', 'Gayet kullanışlı bir uygulama', null],
  [2, 'complaint', 'Pek kullanışlı değil, her şey karışık', null],
  [5, 'bug', 'Takvimi açınca bazen çöküyor', 'takvim'],
  [4, 'question', 'Yazı boyutunu değiştirmek mümkün mü?', 'yazı boyutu'],
  [
    1,
    'billing',
    'Premium aldım, uygulamayı silip yükledim premium gitti, tekrar ödeme istiyor',
    null,
  ],
  [3, 'data_loss', 'İlerlemem sıfırlandı, 300. bölümdeydim şimdi en baştan', null],
  // Slang, typos, missing diacritics.
  [5, 'praise', 'uygulama efsane herkese tavsiye ederim', null],
  [1, 'bug', 'hicbir sey yuklenmiyor bembeyaz ekran', null],
  [3, 'complaint', '2 dakikada bir reklam geliyor bu ne ya', null],
  [1, 'billing', 'habersiz 99 tl cekildi abone olmadim ki', null],
  [4, 'request', 'widget biraz daha buyuk olsa super olur', null],
  [2, 'data_loss', 'cop kutusu nerede yanlislikla not sildim', null],
  [1, 'complaint', 'tam bir rezalet siliyorum', null],
  [5, 'praise', 'Teşekkürler, her şey tıkır tıkır çalışıyor', null],
  [1, 'bug', 'Güncellemeden sonra sürekli oyundan atıyor', null],
]

describe('reading Turkish reviews', () => {
  if (!book) throw new Error('no tr phrasebook')
  it.each(CASES)('%i★ %s: %s', (rating, main, text, names) => {
    const reading = readReview({ rating, body: text }, book)
    expect(reading.doubts.join(' ')).not.toMatch(/only roughly/)
    if (main === 'spam' || main === 'abuse') expect(reading.spam).not.toBeNull()
    else expect(reading.main).toBe(main)
    if (names)
      expect(reading.things.map((t) => t.text.toLowerCase()).join(' | ')).toContain(
        names.toLowerCase(),
      )
  })

  it('never reads praise as a complaint, whatever the stars', () => {
    for (const [, main, text] of CASES.filter(([, m]) => m === 'praise')) {
      const reading = readReview({ rating: 1, body: text }, book)
      expect(reading.main, text).toBe(main)
      expect(reading.polarity, text).toBe(1)
    }
  })
})
