import type { Cues } from './types'

/*
 * Turkish negates inside the word ("çalışmıyor", "beğenmedim") or after it ("iyi değil",
 * "sorun yok"), so the negative forms are listed as they are written; a praise stem inside a
 * longer negative form ("beğen" in "beğenmedim") counts for the negative one. Text is folded
 * (ı is i, ş is s, ç is c, ğ is g, ö is o, ü is u), and colloquial "-yo" stands for "-yor".
 */

// "açılmıyor", "yüklenmiyo", "kaydetmedi": the verbs an app's features do, negated.
// prettier-ignore
const BROKEN = [
  'çalışmıyo', 'çalışmadı', 'çalışmaz', 'çalışmamaya', 'açılmıyo', 'açılmadı', 'açılmaz', 'yüklenmiyo', 'yüklenmedi', 'kaydetmiyo',
  'kaydetmedi', 'kaydedilmiyo', 'kaydedilmedi', 'senkronize olmuyo', 'senkron olmuyo', 'eşitlenmiyo', 'eşitlenmedi', 'eşleşmiyo', 'eşleşmedi',
  'bağlanmıyo', 'bağlanmadı', 'bağlanamıyo', 'görünmüyo', 'görünmedi', 'gözükmüyo', 'göstermiyo', 'göstermedi', 'gelmiyo', 'gelmedi',
  'saymıyo', 'ölçmüyo', 'hesaplamıyo', 'kaydetmiyo', 'güncellenmiyo', 'yenilenmiyo', 'tepki vermiyo', 'yanıt vermiyo', 'basmıyo',
  'tıklanmıyo', 'izin vermiyo', 'giremiyo', 'açamıyo', 'kaydedemiyo', 'bağlayamıyo', 'yükleyemiyo', 'indiremiyo', 'aktaramıyo',
  'gönderemiyo', 'oynatmıyo', 'çalmıyo', 'ötmüyo', 'titremiyo', 'başlamıyo', 'başlatamıyo', 'bitmiyo', 'durmuyo', 'senkronize etmiyo',
  'algılamıyo', 'tanımıyo', 'dışa aktarmıyo', 'geri yüklemiyo', 'düzgün çalış', 'olmuyo',
]

// prettier-ignore
export const tr: Cues = {
  resolved: ['çözdü', 'çözüldü', 'çözdüler', 'yardımcı oldu', 'yardımcı oldular', 'bir saatte', 'bir saat içinde', 'hemen döndü'],
  thanks: ['teşekkürler', 'teşekkür ederim', 'şimdiden teşekkürler', 'sağ olun', 'saygılar'],
  positive: [ 'çökmeyen', 'çökmüyor', 'hiç çökmedi', 'donmuyor', 'kasmıyor', 'hiç takılmadı',
    'harika', 'mükemmel', 'muhteşem', 'süper', 'efsane', 'şahane', 'müthiş', 'enfes', 'bomba', 'çok iyi', '=iyi', 'iyi bir', 'güzel', 'başarılı',
    'kullanışlı', 'pratik', 'faydalı', 'işlevsel', 'kaliteli', 'özenli', 'yararlı', 'işe yarıyo', 'işimi görüyo', 'kolay', '=sade', 'temiz', 'hızlı', 'akıcı', 'stabil', 'sorunsuz',
    'hatasız', 'sorun yok', 'sorun yaşamadım', 'sorun çıkmadı', 'sorun görmedim', 'hata görmedim', 'hata almadım', 'hataya rastlamadım',
    'bug görmedim', 'donma görmedim', 'sıkıntı yok', 'problem yok', 'hata yok', 'hatası yok', 'hata vermedi',
    'hata vermiyo', 'çökmüyo', 'çökmedi', 'donmuyo', 'donmadı', 'kasmıyo', 'kasmadı', 'takılmıyo', 'kasma yok', 'donma yok',
    'çökme yok', 'kasma olmuyo', 'donma olmuyo', 'beğendim', 'beğeniyorum', 'beğendik',
    'beğen', 'bayıldım', 'bayılıyorum', 'sevdim', 'seviyorum', 'seviyoruz', 'sevdik', 'çok sev', 'aşık oldum', 'tavsiye ederim',
    'tavsiye ediyorum', 'herkese tavsiye', 'öneririm', 'pişman değilim', 'pişman olmadım', 'pişman olmazsınız', 'teşekkür', 'sağ olun', 'sağolun', 'eline sağlık', 'elinize sağlık', 'ellerinize sağlık',
    'emeğinize sağlık', 'emeği geçen', 'helal olsun', 'bravo', 'tebrik', 'harikasınız', 'iyi ki var', 'iyi ki', 'hayat kurtar', 'bağımlılık yap',
    'bağımlı oldum', 'eğlenceli', 'zevkli', 'keyifli', 'rahatlatıcı', 'memnun', 'on numara', '10 numara', 'motive', 'motivasyon', 'işimi kolaylaştır',
    'çok işime yarıyo', 'tam puan', 'beş yıldız', '5 yıldızı hak', 'hak ediyo', 'mis gibi', 'kusursuz', 'çok başarılı', 'en iyi', 'en iyisi',
    'idare eder', 'fena değil', 'gayet iyi', 'gayet güzel', 'nihayet', 'çok hoş', '=hoş', 'tatlı', 'bağımlılık', '👏', '💪', '👍',
    '❤', '😍', '🥰', '👌', '🙌', '🔥', '💯', '⭐', '🙂', '😊', ':)',
  ],
  negative: [
    // How it looks ("yeni tasarım çirkin"): a complaint about how it is made, nothing broken.
    'çirkin',
    'hiçbir şey bulunmuyor', 'hiçbir şey bulamıyorum', 'hiçbir şey bulunamıyor', 'bulmak imkansız', 'bulmak çok zor',
    'berbat', 'rezalet', 'rezil', 'kötü', 'felaket', 'iğrenç', 'saçma', 'boktan', '=çöp', 'çöplük', 'çöp gibi', 'işe yaramaz', 'işe yaramıyo',
    'gereksiz', 'anlamsız', 'hayal kırıklığı', 'sinir bozucu', 'sinir ediyo', 'sinir oldum', 'sinirlendim', 'rahatsız edici', 'can sıkıcı',
    'bıktım', 'bıktırdı', 'yeter artık', 'yazık', 'ayıp', 'utanç', 'dolandırıcı', 'soygun', 'hırsız', 'kazık', 'para tuzağı', 'para canlısı',
    'açgözlü', 'sildim', 'siliyorum', 'silmek üzereyim', 'kaldırdım', 'pişman', 'tavsiye etmem', 'tavsiye etmiyorum', 'önermem', 'önermiyorum',
    'beğenme', 'beğenmi', 'sevme', 'sevmi', 'memnun değil', 'uzak durun', 'indirmeyin', 'almayın', 'vaktinizi harcamayın', 'para vermeyin',
    'zaman kaybı', 'para kaybı', 'paranıza yazık', 'değmez', 'değmiyo', 'pahalı', 'fazla reklam', 'çok fazla reklam', 'çok reklam',
    'reklam çok', 'reklamlar çok', 'her bölümde reklam', 'her seviyede reklam', 'her bölümden sonra reklam', 'reklam dolu', 'sürekli reklam',
    'reklamdan', 'yavaş', 'karmaşık', 'kullanışsız', 'anlaşılmaz', 'çok zor', 'imkansız', 'eskiden', 'eskisi gibi değil', 'kötüleşti',
    'bozdunuz', 'berbat ettiniz', 'mahvettiniz', 'mahvoldu', 'ne gerek vardı', 'kim istedi', 'kimse istemedi', 'zorla', 'zorunlu',
    // "Canların dolması çok uzun sürüyor": a wait that drags is a grievance.
    'uzun sürüyo', 'çok uzun sürüyo', 'çok geç doluyo', 'geç doluyo', 'çok bekletiyo', 'saatlerce bekle',
    'zorluyo', '1 yıldız', 'bir yıldız', 'sıfır yıldız', '0 yıldız', 'sorun', 'problem', 'sıkıntı', 'bu ne ya', 'bu ne be', 'ne biçim',
    'olmaz böyle', 'olmamalı', 'kabul edilemez', 'yazıklar olsun', 'çileden çıkar', 'bir türlü', 'iyi değil', 'güzel değil', 'kolay değil',
    'hoş değil', 'başarılı değil', 'kullanışlı değil', 'yeterli değil', 'stabil değil', 'yetersiz', 'düzeltin', 'düzeltir misiniz',
    'güncellemeden sonra', 'son güncellemeden', 'son güncelleme ile', 'güncellemeyle', 'güncelleme sonrası', 'amk', '=aq', 'saçmalık',
    'rezillik', 'skandal', 'şaka gibi', 'dalga mı', '😡', '🤬', '😤', '👎', '💩', '😠', '😞', '😢', '🤮', '😭', '💔',
    'daha yavaş', 'yavaşladı', 'okunmuyor', 'zor okunuyor', 'sildiniz', 'sildiğiniz', 'pek iyi sayılmaz',
    'yeni tasarıma kadar', 'güncellemeye kadar', 'güncellemeden önce',
  ],
  // "sıfır hata", "sıfır reklam": the few negators that stand before what they deny.
  negators: ['sıfır'],
  // "Love paying to watch ads": nobody loves paying; the praise is said with a rolled eye.
  sarcasm: ['🙄', '🙃', '😒', 'ödemeye bayılıyorum', 'para ödemeye bayılıyorum', 'aferin size', 'aferin sizlere', 'oh ne güzel', 'ohh ne güzel', 'ne güzel ya', 'tebrikler gerçekten', 'eyvallah ya', 'çok teşekkürler gerçekten', 'sağ olun ya', '🤡', 'tarihin en iyi güncellemesi'],
  ironic: ['ne güzel', 'harika', 'süper', 'muhteşem', 'tebrik', 'bravo', 'aferin', 'teşekkürler', 'sağ olun', 'helal', '👏', 'en iyi güncelleme', 'için teşekkürler', 'için teşekkür ederim', 'sayenizde'],
  contrast: [
    '=ama', 'fakat', 'ancak', 'lakin', 'yalnız', 'yine de', 'buna rağmen', 'oysa', 'halbuki', 'tek sorun', 'tek eksik', 'tek şikayet',
    'tek kötü', 'tek problem', 'tek sıkıntı', 'maalesef', 'ne yazık ki', 'keşke', 'sadece şu',
  ],
  bug: [
    ...BROKEN,
    // "=bugu" whole: as a stem it finds "bugün" (today), folded "bugun".
    'çöküyo', 'çöktü', 'çökme sorunu', 'çökmeye', 'çökmesi', 'çöküş', 'kapanıyo', 'kapandı', 'kendiliğinden kapan', 'kendi kendine kapan',
    'kendi kendine çıkış', 'oyundan atıyo', 'uygulamadan atıyo', 'beni atıyo', 'dışarı atıyo', 'atıp duruyo', 'donuyo', 'dondu', 'donma',
    'donup', 'takılıyo', 'takıldı', 'takılı kal', 'kasıyo', 'kasma', 'kastı', 'hata', 'hatalı', '=bug', 'buglar', 'bugl', '=bugu', 'glitch',
    'crash', 'kayboluyo', 'kayboldu', 'siliniyo', 'sıfırlanıyo', 'kararıyo', 'karardı', 'siyah ekran', 'kara ekran', 'beyaz ekran',
    'boş ekran', 'sürekli yükleniyo', 'yükleniyo da', 'yükleme ekranında', 'geç görünüyo', 'geç geliyo', 'gecikmeli', 'gecikiyo', 'gecikme',
    'pili bitiriyo', 'hızlı bitiriyo', 'çabuk bitiriyo', 'hızlı bitiyo', 'çabuk bitiyo', 'hızlı tüketiyo', 'çabuk tüketiyo', 'hızlı boşalıyo', 'şarjı bitiriyo', 'şarj bitiriyo', 'pil tüketiyo', 'pil yiyo', 'ısınıyo', '=yanlış', 'yanlış hesap', 'yanlış göster', 'yanlış ölç', 'yanlış say', 'yanlış kayded',
    'bozuk', 'bozuldu', 'bozdu', 'bozulmuş',
    // A reading stuck at nothing ("nabız bazen sıfır gösteriyor") and what works only some of the time.
    'sıfır göster', 'bazen çalışıyo bazen', 'bazen çalışmıyo',
    // "Türkçe karakterler bozuluyor", "son satır kesiliyor": what the app mangles as it goes.
    // "Ekran kapanınca GPS kaydı duruyor": the recording stops by itself.
    'kaydı duruyo', 'kayıt duruyo', 'kaydetmeyi bırakıyo', 'kaydı kesiliyo', 'çalışmayı bırakıyo', 'takibi bırakıyo', 'kaydı durduruyo',
    'bozuluyor', 'bozuk çıkıyor', 'bozuk görünüyor', 'kesiliyor', 'kesik çıkıyor', 'eksik çıkıyor', 'yarım çıkıyor',
    'çıkış yapıyo', 'oturum kapanıyo', 'sürekli soruyo', 'saçmalıyo', 'düzgün çalışmıyo', 'yarım kalıyo', 'kesiliyo', 'kopuyo', 'kayıyo',
    'bulanık', 'kesik', 'iki kere görünüyo', 'çift görünüyo', 'sapıtıyo', 'ekran donup',
    'geç geliyor', 'geç geli', 'geç düşüyor', 'açana kadar', 'açmadıkça', 'hiçbir şey yüklenmiyor', 'yüklenmiyor', 'iki kez geliyor',
    'düzeltin', 'düzeltir misiniz', 'düzeltilsin', 'çözün',
    'bozan',
  ],
  notWish: ['teşekkür etmek istiyorum', 'teşekkür etmek isterim'],
  request: [
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    'gelecek mi', 'eklemeyi düşünüyor', 'düşünüyor musunuz', 'planınız var', 'plan var mı', 'eklenecek mi', 'ekleyecek misiniz', 'gelir mi', 'olacak mı',
    // Asking to be let do something ("… izin verin") wishes for it.
    'izin verin', 'imkan verin', 'imkanı verin', 'imkânı verin',
    'tek eksik', 'tek eksiği', 'tek eksikliği', 'eksikliği var', 'eksik olan tek',
    'ekleyin', 'eklensin', 'eklenmeli', 'eklenirse', 'eklense', 'eklerseniz', 'ekleseniz', 'eklemenizi', 'eklenmesini', 'ekler misiniz',
    'ekleyebilir misiniz', 'getirin', 'geri getirin', 'getirseniz', 'keşke', 'olsa süper', 'olsa iyi', 'olsa güzel', 'olsa harika', 'olsa çok',
    'olsa keşke', 'olsaydı', 'olurdu', 'çok iyi olur', 'süper olur', 'harika olur', 'güzel olur', 'iyi olur', 'mükemmel olur', 'istiyoruz',
    'istiyorum', 'isterdim', 'isterim', 'rica ediyorum', 'önerim', 'bir önerim', 'talebim', 'talep', 'olmalı', 'gelmeli', 'lazım', 'şart',
    'yıldız veririm', 'daha fazla', 'seçeneği olsa', 'seçenek eklen', 'özellik eklen', 'mod eklen', 'desteği gel', 'lütfen ekle',
    'ne zaman gelecek', 'yapabilir misiniz', 'yapar mısınız', 'yapsanız', 'koysanız', 'koyun', 'bekliyoruz', 'neden yok', 'niye yok',
    'ekleyeceksiniz', 'ne zaman ekleyeceksiniz', 'ne zaman eklenecek',
    // "Karanlık mod gelsin artık": let it come, a wish for it.
    '=gelsin', 'gelsin artık', 'gelse',
    'gelecek mi', 'gelir mi', 'eklenecek mi', 'eklenir mi',
  ],
  question: [
    'nasıl yapabilirim', 'nasıl yaparım', 'nasıl yapılır', '=neden', '=niye', '=niçin', 'ne zaman', '=nerede', '=nerde', 'nereden', 'nereye',
    '=hangi', '=kaç', 'ne kadar', 'var mı', 'yok mu', 'mümkün mü', 'olur mu', 'olabilir mi', 'bilen var', 'bilgi verir misiniz', 'yardım',
    'yardımcı olur', 'ne yapmalıyım', 'ne yapmam', 'ne oldu', 'ne işe yarıyo', 'ne demek', '=soru', 'sorum var', 'bir sorum', 'merak ediyorum',
    'acaba',
  ],
  billing: [
    'ücret', '=para', 'paramı', 'paranızı', 'paramız', 'ödeme', 'ödedim', 'ödüyorum', 'ödeyeceğim', 'ödeyece', 'abonelik', 'abone', 'iptal',
    'yenileme', 'otomatik yenilen', 'deneme süresi', 'ücretsiz deneme', 'kartımdan', 'kredi kartı', 'banka', 'satın al', 'satın', 'fatura',
    'dekont', '=tl', "tl'ye", "tl'lik", '₺', 'lira', '$', '€', 'premium', 'iade', 'geri ödeme', 'çekildi', 'çekti', 'kesildi', 'tahsil',
  ],
  charge: {
    afterCancel: [
      'iptal etmeme rağmen', 'iptal ettiğim halde', 'iptal ettim ama', 'iptal etmiştim', 'iptalden sonra', 'iptal ettikten sonra',
      'hala para çek', 'hâlâ para çek', 'yine çekildi', 'tekrar çekildi', 'yine ücret', 'tekrar ücret', 'iptal etmeme ragmen',
      'yine de para', 'yine de çek', 'hala çekiyo', 'hâlâ çekiyo',
    ],
    twice: ['iki kez', 'iki kere', '2 kez', '2 kere', 'iki defa', '2 defa', 'çift çekim', 'çift ücret', 'mükerrer'],
    unknown: [
      'abone olmadım', 'abone olmadığım', 'üye olmadım', 'satın almadım', 'satın almadığım', 'onay vermedim', 'onayım olmadan', 'izinsiz',
      'iznim olmadan', 'habersiz', 'haberim olmadan', 'bilgim dışında', 'bilgim olmadan', 'neden çekildi', 'ne için çekildi',
    ],
    refund: ['iade', 'paramı geri', 'paramı iade', 'para iadesi', 'geri ödeme', 'paramı istiyorum', 'paramı verin', 'paramı geri verin'],
    charged: ['çekildi', 'çektiniz', 'çekmişsiniz', 'kesildi', 'kestiniz', 'tahsil edildi', 'hesabımdan', 'kartımdan', 'ücretlendirildi', 'yenilendi', 'otomatik yenilen', 'ücret alındı', 'ücret alınıyor', 'ücret aldınız', 'para alındı', 'para alınıyor', 'para aldınız', 'çektiler', 'çekmişler', 'çekiyorlar', 'para çekiyo', 'kestiler', 'para kesiyo', 'para gitti', 'param gitti', 'paralar gitti'],
    cancelled: ['iptal ettim', 'iptal etmiştim', 'iptal ettiğim', 'iptal ettik', 'aboneliği iptal', 'aboneliğimi iptal', 'otomatik yenilemeyi kapattım', 'iptal edildi', 'iptal edilmiş', 'iptal edilmesine', 'iptal olduğu', 'iptal oldu'],
    missing: [
      'satın aldığım görünmüyo', 'satın aldığım gözükmüyo', 'satın alımı geri', 'satın alımları geri', 'satın alma geri', 'premium gitti',
      'premium kayboldu', 'premium silindi', 'aboneliğim görünmüyo', 'aboneliğim gitti', 'tekrar ödeme', 'tekrar mı ödeye', 'yeniden ödeme',
      'tekrar ödememi', 'tekrar satın al', 'reklamlar geri geldi', 'yine reklam çıkıyo', 'reklam çıkmaya başladı', 'paket gelmedi',
      'paketi gelmedi', 'aldığım paket',
    ],
  },
  privacy: [
    'gizlilik', 'kişisel veri', 'kişisel bilgi', 'verilerimi', 'bilgilerimi', 'veri topla', 'veri satı', 'verileri sat', 'satıyor musunuz',
    'üçüncü taraf', 'izleniyo', 'takip ediliyo', 'takip ediyo', 'casus', 'konum izni', 'konumuma', 'konumumu', 'konum bilgi', 'rehberime',
    'rehbere erişim', 'kişilere erişim', 'mikrofon', 'kamera izni', 'izin istiyo', 'gereksiz izin', 'neden izin', 'bu kadar izin', 'erişim izni', 'şifreleme', 'şifreli mi',
    'kvkk', 'gdpr', 'sızıntı', 'güvenli mi', 'güvenlik', 'nerede oturduğum', 'evimin',
    'adresim', 'herkes görebiliyor', 'herkes görüyor',
  ],
  account: [
    '=hesap', 'hesabım', 'hesabı', 'hesabın', 'hesaba', 'hesap aç', 'hesap oluştur', 'üyelik', 'üye ol', 'kayıt ol', 'kaydol', 'giriş yap',
    'oturum aç', 'şifre', 'parola', 'e-posta', 'eposta', 'doğrulama kodu', 'doğrulama', 'sms kodu', 'profil', 'google hesab', 'apple kimliği',
    'apple id', 'facebook ile',
  ],
  lockedOut: [
    'giriş yapamıyo', 'giremiyo', 'hesabıma giremiyo', 'hesabıma ulaşamıyo', 'hesabıma erişemiyo', 'oturum açamıyo', 'kod gelmiyo',
    'doğrulama kodu gelmiyo', 'mail gelmiyo', 'şifre sıfırlama', 'hesabım kilitlendi', 'hesabım askıya', 'hesabım bulunamadı',
    'kullanıcı bulunamadı', 'şifre yanlış',
    'şifremi unuttum', 'sıfırlama bağlantısı', 'sıfırlama maili',
  ],
  deletion: [
    'hesabımı sil', 'hesabı sil', 'hesap silme', 'hesabımı kapat', 'üyeliğimi sil', 'üyeliğimi iptal', 'verilerimi sil', 'verilerimin silin',
    'tüm verilerimi sil', 'verilerimi de sil', 'verilerimin de silin', 'verilerimin silin', 'bilgilerimi silin', 'hesabımın silinmesi', 'unutulma hakkı', 'hesabimi silmek',
  ],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      'kaydetmedi', 'kaydedilmedi', 'kaydolmadı', 'kaydetmiyor', 'kaydedilmiyor',
      // "Another update that deletes my notes": the app deleting, said in the present.
      'silen', 'silinen',
      'kayboldu', 'kaybolmuş', 'kayboluyo', 'kaybettim', 'kaybetti', 'silindi', 'silinmiş', 'siliniyo', 'sildim', 'silmişim', 'sıfırlandı', 'sıfırlanmış', 'sıfırlanıyo',
      'gitti', 'yok oldu', 'uçtu', 'uçmuş', 'baştan başla', 'başa döndü', 'en baştan', '1. bölümden', '1. seviyeden', 'birinci bölümden',
      // "1. seviyeye döndüm / dönmüşüm" (I'm back at level 1): progress reset, said of oneself.
      'seviyeye döndüm', 'seviyeye dönmüşüm', 'seviyeye geri döndüm', 'seviyeye düştüm', 'seviyeye düşmüşüm', 'bölüme döndüm', 'bölüme dönmüşüm',
      'bölüme geri döndüm', 'başa dönmüş', 'başa döndüm',
    ],
    objects: [
      'notlar', 'notum', '=not', 'notu', 'notumu', 'veri', 'kayıtlarım', 'koşularım', 'antrenmanlarım', 'ilerleme', 'bölüm', 'seviye', '=level', 'altın', 'elmas', 'jeton',
      'emeğim', 'emeklerim', 'her şey', 'hepsi', '=tüm', 'bütün', 'dosya', 'fotoğraf', 'klasör', 'liste', 'geçmiş', 'istatistik', 'rekor', 'başarım',
    ],
    phrases: [
      'her şey gitti', 'hepsi gitti', 'her şey silindi', 'ilerlemem sıfırlandı', 'ilerleme sıfırlandı', 'baştan başlamak', 'emeğim gitti',
      'ilerleme yok', 'ilerlemem yok', 'ilerlememin hepsi gitti',
      'emeklerim boşa', 'veri kaybı', 'tüm notlarım gitti', 'tüm notlarım silindi',
    ],
    bought: ['elmas', 'altın', 'jeton', 'premium', 'abonelik', 'satın alım', 'reklamsız'],
    notData: ['ilgimi kaybettim', 'sabrımı kaybettim', 'hevesimi kaybettim', 'güvenimi kaybettim', 'motivasyonumu kaybettim'],
    fears: ['kaybeder miyim', 'kaybolur mu', 'silinir mi', 'gider mi', 'değiştirirsem', 'değiştirince', 'yeniden yüklersem', 'silersem', 'kaybetmeden', 'kaybolmadan'],
    // "Baştan başlamak istemiyorum" (I don't want to start over): the wish comes after the loss
    // words, within a few letters; nothing is lost yet.
    worries: ['diye korkuyorum', 'korkuyorum', 'kaybetmekten', 'kaybolur diye', 'silinir diye', 'kaybolmasından', 'istemiyorum', 'istemem'],
  },
  supportFailed: [
    'cevap vermiyo', 'cevap yok', 'yanıt yok', 'dönüş yok', 'dönüş yapmadı', 'dönüş yapılmadı', 'geri dönüş yok', 'kimse cevap', 'kimse ilgilenmiyo',
    'ilgilenen yok', 'muhatap bulamıyo', 'muhatap yok', 'destek yok', 'mail attım', 'e-posta gönderdim', 'yazdım ama', 'defalarca yazdım',
    'otomatik cevap', 'hazır cevap', 'hala bekliyorum', 'hâlâ bekliyorum', 'cevap bekliyorum',
    'yanıt bekliyorum', 'kimse dönmedi', 'dönüş yapmadılar', 'cevap vermediler',
    'dönmüyo', 'dönmediler', 'dönüş yapmıyo', 'geri dönmedi', 'geri dönen yok', 'cevap veren yok', 'yanıt veren yok',
  ],
  storeLoop: [
    'google diyo', 'google dedi', 'google söyledi', 'apple diyo', 'apple dedi', 'geliştiriciye yönlendir', 'geliştiriciyle iletişime',
    'geliştirici ile iletişime', 'geliştiriciye başvur', 'geliştiriciye yazın', 'top atıyorlar', 'birbirine atıyo', 'iade etmediler',
    'iadeyi reddetti', 'iade reddedildi', 'iade talebim reddedildi',
    'başvurmamı söyledi', 'size başvurmamı', 'iletişime geçmemi söyledi', 'size yazmamı',
  ],
  abuse: [
    '=salak', 'salaklar', '=aptal', 'aptallar', 'gerizekalı', 'geri zekalı', 'şerefsiz', 'haysiyetsiz', 'namussuz', 'orospu', '=oç', 'ananı', 'yavşak', 'pezevenk', 'puşt', 'allah belanızı', 'belanızı versin', 'geberin', 'gebertirim',
    'öldürürüm', 'sizi bulacağım', 'bulurum sizi', 'mallar',
    'umarım batarsınız', 'iflas edin', 'siktirin', 'siktir git'],
  legal: [
    'avukat', 'dava', 'mahkeme', 'tüketici hakem', 'tüketici mahkemesi', 'tüketici hakları', 'savcılık', 'suç duyurusu', 'polis', '=cimer',
    "kvkk'ya", 'kvkk ya', '=btk', 'chargeback', 'ters ibraz',
  ],
  plea: ['düzeltin', 'düzeltir misiniz', 'düzeltebilir misiniz', 'düzelteceksiniz', 'düzeltilsin', 'düzeltilmesi', 'çözün', 'çözer misiniz', 'halledin', 'yardım edin', 'yardımcı olun', 'yardım lütfen'],
  rhetorical: ['neden biri', 'kim öder', 'kim para verir', 'ne düşünüyordunuz', 'ne düşündünüz', 'aklınızdan ne geçiyordu', 'kim tasarladı', 'kim yaptı', 'bunu kim', 'kimin fikri', 'şaka mı', 'dalga mı geçiyorsunuz', 'ciddi misiniz', 'cidden mi', 'test ettiniz mi', 'hiç test', 'bu kadar zor mu', 'ne gerek var'],
  why: ['=neden', '=niye', '=niçin', 'ne diye'],
  wishQuestion: ['ne zaman', 'mümkün mü', 'olur mu', 'olabilir mi'],
  patterns: {
    // "Sadece karanlık mod eksik": only one thing missing is a wish for it.
    request: [
      /(?:^|\s)(?:sadece|bir tek|yalnizca|yalniz) (?:\S+ ){1,4}eksik(?=\s|[.!,]|$)/u,
      // "Arama özelliği ve etiketler eksik": a feature, an option or a mode missing is wished for.
      /(?:ozelligi|ozellikleri|secenegi|destegi|modu|fonksiyonu)(?:\s\S+){0,3}\s+eksik(?=\s*[.!]*$)/u,
      // "(Umarım) Garmin desteği eklersiniz": that they will add a thing is a wish.
      /(?:^|\s)(?:eklersiniz|eklerseniz|eklenir mi|eklenmesini|eklemenizi|ekleyeceginizi)(?=\s|[.!,?]|$)/u,
    ],
    // The question particle stands as its own word ("çalışıyor mu", "tekrar mı ödeyeceğim"), and
    // question words sit late in the sentence ("ilerlemem nasıl gelecek").
    question: [/(?:^|\s)m[iu](?:s[iu]n(?:[iu]z)?|y[iu]m|y[iu]z|d[iu]r)?(?=\s|[?.!,]|$)/u, /(?:^|\s)nasil(?!\s+bir(?:\s|$))(?=\s|[?.!,]|$)/u],
    // "Verilerimi hemen silin!": an order to delete, not the app deleting notes.
    deletion: [/(?:^|\s)(?:verilerimi|hesabimi|bilgilerimi|verilerim)(?: \S+){0,2} sil(?:in|insin|mek|menizi|ebilir|ip)?(?=\s|[!.,?]|$)/u],
  },
  spam: [
    'para kazan', 'günlük kazanç', 'evden çalış', 'pasif gelir', '=tıkla', 'tıklayın', 'linke tıkla', 'profilime', 'beni takip et',
    'takip edin', 'davet kodu', 'referans kodu',
    'promosyon kodu', 'bedava elmas', 'bedava altın', 'bedava jeton', 'hile', 'hileli', 'bunun yerine', 'yerine indir', 'daha iyisi',
    "play store'da ara", 'bahis', 'casino', 'kumar', 'yatırım', 'kripto', 'kanalıma',
    'detaylar için', 'profilimdeki link', "bio'daki link", 'biodaki link', 'deneyim gerekmez', 'bitcoin', 'kopyala yapıştır', 'whatsapp hattı',
    'sitemde', 'siteme',
    'hesap satıyorum', 'hesap satılık', 'satılık hesap', 'takipçi satın', 'ucuz takipçi',
  ],
}
