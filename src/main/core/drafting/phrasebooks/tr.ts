import type { Phrasebook } from './types'

/** Turkish with "siz". No suffix ever attaches to the brand or the contact (vowel harmony). */
export const tr: Phrasebook = {
  code: 'tr',
  locale: 'tr',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Merhaba {name},', 'Merhaba {name}!'], formal: ['Merhaba {name},'] },
    anonymous: { casual: ['Merhaba,'], formal: ['Merhaba,'] },
  },
  opener: {
    high: {
      casual: ['Güzel yorumunuz için çok teşekkür ederiz!', 'Nazik sözleriniz için çok teşekkürler!', 'Yüksek puanınız için teşekkür ederiz, çok sevindik!'],
      formal: ['Olumlu değerlendirmeniz için teşekkür ederiz.', 'Yüksek puanınız için teşekkür ederiz.', 'Geri bildiriminiz için içtenlikle teşekkür ederiz.'],
    },
    mid: {
      casual: ['Samimi yorumunuz için teşekkürler!', 'Düşüncelerinizi paylaşmaya zaman ayırdığınız için teşekkür ederiz.', 'Geri bildiriminiz için teşekkürler.'],
      formal: ['Geri bildiriminiz için teşekkür ederiz.', 'Görüşlerinizi bizimle paylaştığınız için teşekkür ederiz.', 'Değerlendirmeniz için teşekkür ederiz.'],
    },
    low: {
      casual: ['Yaşadığınız sorun için gerçekten çok üzgünüz.', 'Uygulamanın beklentilerinizi karşılamamasına çok üzüldük.', 'Yaşattığımız sorunlar için özür dileriz.'],
      formal: ['Yaşadığınız aksaklık için özür dileriz.', 'Beklentilerinizi karşılayamadığımız için üzgünüz.', 'Yaşanan sorunlar için özür dileriz.'],
    },
  },
  issue: {
    crash: [
      'Uygulamanın çökmesinden dolayı üzgünüz; bildiriminizi ekibimize ilettik.',
      'Çökmeyi bildirdiğiniz için teşekkürler; ayrıntıları geliştirici ekibimize ilettik.',
    ],
    bug: ['Hatayı bildirdiğiniz için teşekkürler; geliştirici ekibimize ilettik.', 'Bahsettiğiniz sorunu ekibimize ilettik.'],
    feature_request: ['Öneriniz için teşekkürler! Ekibimizle paylaştık.'],
    pricing: ['Fiyatın sizin için önemli olduğunu anlıyoruz ve görüşünüzü ekibimize ilettik.', 'Fiyatlandırma hakkındaki görüşünüz için teşekkürler; bunu dikkate alacağız.'],
    login: ['Giriş yapmakta zorlandığınız için üzgünüz.', 'Hesabınıza en kısa sürede yeniden erişebilmeniz için yardımcı olmak isteriz.'],
    performance: ['Hızın ve pil ömrünün ne kadar önemli olduğunu biliyoruz; görüşünüzü geliştirici ekibimizle paylaştık.', 'Yavaşlığı bildirdiğiniz için teşekkürler; ekibimize ilettik.'],
    ads: ['Reklamlarla ilgili görüşünüz için teşekkürler; ekibimize ilettik.', 'Reklamlarla ilgili yorumlarınızı dikkate alacağız.'],
    sync: ['Verilerinizin ne kadar önemli olduğunu biliyoruz ve durumu en kısa sürede sizinle incelemek istiyoruz.', 'Senkronizasyon sorunları için üzgünüz; bildiriminizi ekibimize ilettik.'],
    ui: ['Tasarımla ilgili görüşünüz için teşekkürler; tasarım ekibimizle paylaştık.', 'Uygulamanın kolay kullanılmasını istiyoruz ve yorumlarınız bize yardımcı oluyor.'],
    support: ['Yanıt için beklemek zorunda kaldığınız için özür dileriz.', 'Destek ekibimizin bu kez beklentilerinizi karşılayamamasına üzüldük.'],
  },
  positive: {
    praise: ['Uygulamamızın işinize yaramasına çok sevindik.', 'Sizin gibi kullanıcıların yorumları ekibimizi motive ediyor.', 'Her şeyin yolunda gitmesine çok sevindik.'],
    ui: ['Tasarımı beğenmenize çok sevindik!', 'Uygulamayı kolay kullanılır bulmanıza sevindik.'],
    support: ['Güzel sözlerinizi destek ekibimize ileteceğiz!', 'Destek ekibimiz bunu duyunca çok sevinecek.'],
  },
  nextStep: {
    contact: [
      'Daha ayrıntılı inceleyebilmemiz için lütfen {contact} üzerinden bize ulaşın.',
      '{contact} üzerinden bize yazarsanız memnuniyetle yardımcı oluruz.',
      'Ekibimiz {contact} üzerinden size yardımcı olmaktan memnuniyet duyar.',
    ],
    noContact: ['Daha ayrıntılı inceleyebilmemiz için lütfen destek ekibimizle iletişime geçin.', 'Destek ekibimize yazarsanız memnuniyetle yardımcı oluruz.'],
  },
  askMore: ['Neleri daha iyi yapabileceğimizi duymak isteriz.', 'Eksik bulduğunuz şeyleri bize yazın; tüm mesajları okuyoruz.'],
  closing: {
    high: ['Keyifli kullanımlar!', 'Desteğiniz için tekrar teşekkürler!', 'İyi günler dileriz!'],
    mid: ['Geri bildiriminiz için tekrar teşekkürler.', 'Görüşleriniz bizim için çok değerli.'],
    low: ['Anlayışınız için teşekkür ederiz.', 'Anlayışınız için teşekkür ederiz.'],
  },
  team: '{brand} Ekibi',
  apology: /üzgün|özür|üzüldük/i,
  keywords: {
    crash: ['çöküyor', 'çökme', 'çöktü', 'kapanıyor', 'açılmıyor', 'siyah ekran', 'atıyor'],
    bug: ['hata', 'bug', 'çalışmıyor', 'sorun', 'düzeltin', 'problem'],
    feature_request: ['ekleyin', 'eklenmesi', 'olsa iyi olur', 'olsa güzel olur', 'özellik', 'seçenek', 'karanlık mod', 'gece modu', 'öneri', 'eksik'],
    pricing: ['fiyat', 'pahalı', 'abonelik', 'ücret', 'ödeme', 'premium', '=para', 'iade', 'ücretsiz', 'bedava', 'kazık', 'fahiş'],
    login: ['giriş', 'oturum', 'şifre', 'parola', 'hesab', 'hesap', 'doğrulama'],
    performance: ['yavaş', 'kasıyor', 'donuyor', '=pil', 'şarj', 'geç açılıyor', 'yükleniyor', 'ısınıyor'],
    ads: ['reklam'],
    sync: ['senkron', 'kayboldu', 'silindi', 'veri', 'yedek', 'geri yükle', 'yeni telefon'],
    ui: ['tasarım', 'arayüz', 'buton', 'düğme', 'menü', 'yazı tipi', 'renk', '=tema', 'karışık'],
    support: ['destek', 'müşteri hizmetleri', 'cevap vermiyor', 'yanıt yok', 'dönüş yok'],
    praise: ['harika', 'mükemmel', 'süper', 'çok iyi', 'çok güzel', 'tavsiye', 'teşekkür', 'bayıldım', 'seviyorum', 'kullanışlı', 'başarılı'],
  },
}
