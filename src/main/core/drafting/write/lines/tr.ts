import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Turkish with "siz", as the phrasebook. No suffix ever attaches to a token (vowel harmony and the
 * apostrophe depend on the word): a named thing is quoted before "hakkında", "ile ilgili" or a head
 * noun ("{device} cihazınızda", "{version} sürümünde"), and the brand and contact stand bare.
 * Optional parts sit after a fixed opening word, so a sentence never starts in lower case.
 */
export const tr: MoveLines = {
  thanks: {
    casual: [
      'Güzel sözleriniz için çok teşekkür ederiz!',
      'Bu güzel yorum için çok teşekkürler!',
      'Yorum yazmaya zaman ayırdığınız için teşekkür ederiz!',
    ],
    formal: [
      'Olumlu değerlendirmeniz için teşekkür ederiz.',
      'Güzel sözleriniz için teşekkür ederiz.',
      'Geri bildiriminiz bizim için çok değerli.',
    ],
  },
  thanksFor: {
    casual: [
      // "… hakkındaki beğeniniz" is no Turkish a publisher writes: what was said about it pleased us.
      'Güzel sözleriniz için çok teşekkür ederiz; {feature} hakkında yazdıklarınız bizi çok sevindirdi!',
      'Teşekkürler, {feature} hakkındaki güzel sözlerinize çok sevindik!',
      'Çok teşekkürler! Yorumunuzda {feature} hakkında yazdıklarınız bizi çok mutlu etti.',
    ],
    formal: [
      'Güzel sözleriniz için teşekkür ederiz; {feature} hakkındaki olumlu görüşleriniz bizi sevindirdi.',
      'Değerlendirmeniz için teşekkür ederiz; {feature} hakkındaki güzel sözleriniz bizi çok sevindirdi.',
    ],
  },
  praiseMore: [
    'Uygulamayı bu kadar beğenmeniz bizim için harika bir haber.',
    'Sizinki gibi yorumlar tüm ekibimize güç veriyor.',
    'Bu tür yorumlar, daha iyisini yapmamız için bize ilham veriyor.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['Başarınızı tebrik ederiz!'],
  praiseAlso: [
    'Ayrıca[ {feature} hakkındaki] güzel sözleriniz bizi çok mutlu etti.',
    'Ayrıca[ {feature} hakkındaki] güzel sözlerinize de çok sevindik.',
  ],
  askMissing: [
    'Beş yıldız için eksik bir şey varsa bize yazın; tüm mesajları okuyoruz.',
    'Neyin eksik olduğunu duymak isteriz.',
  ],
  neutral: {
    casual: [
      'Geri bildiriminiz için teşekkürler.',
      'Yorum bırakmaya zaman ayırdığınız için teşekkürler.',
    ],
    formal: [
      'Geri bildiriminiz için teşekkür ederiz.',
      'Değerlendirme yapmaya zaman ayırdığınız için teşekkür ederiz.',
    ],
  },
  request: [
    'Teşekkürler, [{feature} ]önerinizi ekibimize ilettik.',
    // No second "teşekkür": after thanks for the praise, a second one reads as a stutter.
    'Fikrinizi önemsiyoruz; [{feature} ]önerinizi ürün ekibimizle paylaştık.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['Teşekkürler, [{feature} ile ilgili ]önerinizi ekibimize ilettik.'],
  sorry: {
    casual: [
      'Özür dileriz, [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} ile ilgili ]bir sorun yaşamanızı hiç istemezdik.',
      // One apology a sentence: "kusura bakmayın" and "üzgünüz" together say sorry twice.
      'Çok üzgünüz; [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} ile ilgili ]böyle bir sorun yaşamanızı hiç istemezdik.',
      'Çok üzgünüz; [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} ile ilgili ]yaşadığınız sorun hiç olmamalıydı.',
    ],
    formal: [
      'Özür dileriz; [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} ile ilgili ]yaşadığınız aksaklık için üzgünüz.',
      'Yaşadığınız sorun için özür dileriz; [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} ile ilgili ]böyle bir aksaklık olmamalıydı.',
      'Özür dileriz; [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} ile ilgili ]böyle bir sorun yaşanmamalıydı.',
    ],
  },
  sorryCrash: [
    'Uygulamanın [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} kullanılırken ]çökmesine çok üzüldük.',
    'Özür dileriz; [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} kullanılırken ]uygulamanın kapanması hiç istemediğimiz bir durum.',
    'Çok üzgünüz; [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} kullanılırken ]uygulamanın çökmesi hiç istemediğimiz bir durum.',
  ],
  measures: {
    distance: 'mesafenin',
    steps: 'adım sayısının',
    calories: 'kalorilerin',
    pace: 'temponun',
    heartRate: 'nabzın',
  },
  sorryFor: {
    freeze: [
      'Çok üzgünüz: [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} ile ilgili ]donma sorunu yaşamanız hiç olmamalıydı.',
    ],
    slow: [
      'Çok üzgünüz: [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ][{feature} ile ilgili ]yavaşlık sorunu yaşamanız hiç olmamalıydı.',
    ],
    sync: [
      'Çok üzgünüz: [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ]senkronizasyonun düzgün çalışmaması hiç olmamalıydı.',
    ],
    logout: [
      'Çok üzgünüz: [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ]uygulamanın oturumunuzu sürekli kapatması hiç olmamalıydı.',
    ],
    open: [
      'Çok üzgünüz: [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ]uygulamanın açılmaması hiç olmamalıydı.',
    ],
    battery: [
      'Çok üzgünüz: [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ]uygulamanın pilinizi bu kadar hızlı tüketmesi hiç olmamalıydı.',
    ],
    // The phone heats up, said alone.
    heat: [
      'Çok üzgünüz: [{version} sürümünde ][{when} ]uygulama yüzünden {device} cihazınızın bu kadar ısınması hiç olmamalıydı.',
      'Çok üzgünüz: [{version} sürümünde ][{when} ]uygulama yüzünden telefonunuzun bu kadar ısınması hiç olmamalıydı.',
    ],
    late: [
      'Çok üzgünüz: [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ]bildirimlerin geç gelmesi hiç olmamalıydı.',
    ],
    wrong: [
      'Çok üzgünüz: [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ]{measure} yanlış ölçülmesi hiç olmamalıydı.',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Çok üzgünüz: [{device} cihazınızda ][({os}) ][{version} sürümünde ][{when} ]kaydın kendiliğinden durması hiç olmamalıydı.',
    ],
  },
  heard: {
    price: [
      'Fiyat[ ({feature})] konusunda sizi memnun edemediğimiz için üzgünüz; görüşünüzü ekibimize ilettik.',
      'Fiyatlandırma[ ({feature})] sizi hayal kırıklığına uğrattıysa özür dileriz; geri bildiriminizi ekibimizle paylaştık.',
      "Fiyat[ ({feature})] konusundaki görüşünüzü ekibimize ilettik.",
    ],
    ads: [
      'Reklamlar sizi rahatsız ettiği için özür dileriz; görüşünüzü ekibimize ilettik.',
      'Reklamların deneyiminizi bozmasına üzüldük; geri bildiriminizi ekibimizle paylaştık.',
      "Reklamlarla ilgili görüşünüzü ekibimize ilettik.",
    ],
    design: [
      'Tasarım beklentinizi karşılamadığı için üzgünüz; görüşünüzü tasarım ekibimize ilettik.',
      'Yeni tasarım size bir geri adım gibi geldiyse özür dileriz; geri bildiriminizi ekibimizle paylaştık.',
      "Tasarımla ilgili görüşünüzü tasarım ekibimize ilettik.",
    ],
    slow: [
      'Uygulamanın bu kadar yavaş çalışmasına üzüldük; geri bildiriminizi ekibimizle paylaştık.',
      'Uygulamanın yavaşlığı için özür dileriz; geri bildiriminizi ekibimize ilettik.',
      "Uygulamanın yavaşlığıyla ilgili görüşünüzü ekibimize ilettik.",
    ],
    account: [
      'Zorunlu hesap oluşturmanın sizi rahatsız etmesine üzüldük; geri bildiriminizi ekibimizle paylaştık.',
    ],
    notifications: [
      'Bildirimlerin bu kadar sık gelmesine üzüldük; geri bildiriminizi ekibimizle paylaştık.',
      "Bildirimlerin sıklığıyla ilgili görüşünüzü ekibimize ilettik.",
    ],
    other: [
      'Üzgünüz, [{feature} konusunda ]beklentilerinizi karşılayamadık; görüşünüzü ekibimize ilettik.',
      'Bu deneyim için özür dileriz; [{feature} hakkındaki ]geri bildiriminizi ekibimizle paylaştık.',
      "Ekibimize[ {feature} konusundaki] görüşünüzü ilettik.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: [
      'Bu deneyim için özür dileriz; [{feature} hakkındaki ]geri bildiriminizi ekibimizle paylaştık.',
    ],
    // The game held to push buying to get ahead: the push heard, not the price of one thing.
    payToWin: [
      'Yalnızca para ödeyerek ilerleyebileceğinizi hissetmenize üzüldük; görüşünüzü ekibimize ilettik.',
      "Ödeme yapmadan ilerlemenin zor olduğuna dair görüşünüzü ekibimize ilettik.",
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      'Uygulama beklentilerinizi karşılamadığı için özür dileriz; geri bildiriminizi ekibimizle paylaştık.',
      'Beklentilerinizi karşılayamadığımız için üzgünüz; görüşlerinizi ekibimize ilettik.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Üzgünüz; {feature} konusundaki geri bildiriminizi ekibimize ilettik.",
      "Ekibimize {feature} konusundaki görüşünüzü ilettik.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "can sistemi",
    priceOf: "fiyat ({feature})",
    price: "fiyat",
    ads: "reklamlar",
    design: "tasarım",
    newDesign: "yeni tasarım",
    slow: "uygulamanın yavaşlığı",
    notifications: "bildirimlerin sıklığı",
    account: "hesap oluşturma zorunluluğu",
    hard: "zorluk seviyesi",
    payToWin: "ilerlemek için ödeme baskısı",
    rateNag: "sık sık gelen değerlendirme istekleri",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    'Çok üzgünüz: [{version} sürümünde ]uygulama çöktüğü için verileriniz kaybolmuş.',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    'Çok üzgünüz: [{version} sürümünde ]uygulama donduğu için verileriniz kaybolmuş.',
  ],
  sorryLoss: [
    'Çok üzgünüz: [{version} sürümünden sonra ]{item} dahil verileriniz kaybolmuş.',
    'Çok üzgünüz: [{version} sürümünden sonra ]verileriniz kaybolmuş.',
    'Verilerinizin[ {device} cihazınızda] kaybolmasına çok üzüldük.',
    'Çok üzgünüz: [{version} sürümünde ]{cause} ile ilgili bir sorun yüzünden {item} dahil verileriniz kaybolmuş.',
    'Çok üzgünüz: [{version} sürümünde ]{cause} ile ilgili bir sorun yüzünden verileriniz kaybolmuş.',
  ],
  elsewhere: {
    app: ['Karışıklık için özür dileriz! Görünüşe göre bu başka bir uygulamayla ilgili.'],
    outside: ['Dürüstlüğünüz için teşekkürler; yine de yaşadığınız zorluk için üzgünüz.'],
  },
  sorrySarcasm: [
    'Eleştirinizde haklısınız; [{feature} konusunda ]yaşattığımız hayal kırıklığı için özür dileriz.',
    'Sizi anlıyoruz; [{feature} konusundaki ]hayal kırıklığınız için özür dileriz.',
  ],
  details: {
    contact: [
      '{contact} üzerinden cihaz modelinizi ve uygulama sürümünüzü yazarsanız sorunu sizinle birlikte inceleriz.',
    ],
    noContact: [
      'Sorunu sizinle birlikte inceleyebilmemiz için lütfen destek ekibimize cihaz modelinizi ve uygulama sürümünüzü yazın.',
    ],
  },
  followUp: {
    contact: [
      'Lütfen {contact} üzerinden bize yazın; sorunu sizinle birlikte inceleyelim.',
      '{contact} üzerinden bize yazarsanız, sorunu sizinle birlikte inceleriz.',
    ],
    noContact: ['Lütfen destek ekibimize yazın; sorunu sizinle birlikte inceleyelim.'],
  },
  recovery: {
    contact: [
      'Nelerin kurtarılabileceğini kontrol edebilmemiz için lütfen en kısa sürede {contact} üzerinden bize yazın.',
      'Lütfen vakit kaybetmeden {contact} üzerinden bize ulaşın; nelerin kurtarılabileceğine bakalım.',
    ],
    noContact: [
      'Nelerin kurtarılabileceğini kontrol edebilmemiz için lütfen en kısa sürede destek ekibimize ulaşın.',
    ],
  },
  answerLead: [
    'Sorunuz için teşekkürler!',
    'Memnuniyetle yardımcı olalım!',
    'Güzel soru, teşekkürler!',
  ],
  askedLead: ['Sorunuz için teşekkürler.', 'Mesajınız için teşekkürler.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      'İptal etmenize rağmen {item} için {feature} tutarında ücret alınmasına çok üzüldük; böyle olmamalıydı.',
      'İptal ettikten sonra ücret[ ({feature})] alınmasına çok üzüldük; böyle olmamalıydı.',
      'İptal etmenize rağmen ücret[ ({feature})] alındığı için özür dileriz.',
    ],
    cantCancel: [
      'Aboneliği iptal edemediğiniz ve ücret[ ({feature})] alınmaya devam ettiği için çok üzgünüz.',
    ],
    twice: [
      '{item} için {feature} tutarındaki ücretin iki kez alınmasına çok üzüldük; böyle olmamalıydı.',
      'İki kez ücret[ ({feature})] alınmasına çok üzüldük; böyle olmamalıydı.',
      'Mükerrer ödeme[ ({feature})] için özür dileriz.',
    ],
    wrongPlan: [
      'Seçtiğiniz plan yerine başka bir plan için[ {feature}] ücret alınmasına çok üzüldük.',
    ],
    unknown: [
      '{item} için beklemediğiniz {feature} tutarında bir ücret alınmasına çok üzüldük.',
      'Beklemediğiniz bir ücret[ ({feature})] için özür dileriz.',
      'Tanımadığınız bir ödeme[ ({feature})] görmenize çok üzüldük.',
    ],
    renewed: [
      'Açık bir hatırlatma olmadan yapılan yenilemede {item} için {feature} tutarında ücret alınmasına çok üzüldük.',
      'Aboneliğinizin açık bir hatırlatma olmadan yenilenip ücret[ ({feature})] alınmasına çok üzüldük.',
      'Uyarı olmadan yapılan yenileme ücreti[ ({feature})] için özür dileriz.',
    ],
    trial: [
      'Deneme süresi bitince {item} için {feature} tutarında ücret alınmasına çok üzüldük.',
      'Deneme süresinin ücretli aboneliğe dönüşüp ücret[ ({feature})] alınmasına çok üzüldük.',
      'Deneme süresi bitince alınan ücret[ ({feature})] için özür dileriz.',
    ],
    missing: [
      'Üzgünüz, [{feature} için yaptığınız ]satın alım görünmüyor; ödediğiniz her şeye erişebilmeniz gerekiyor.',
      'Özür dileriz, [{feature} için yaptığınız ]satın alım hesabınızda görünmüyor.',
    ],
    refund: [
      'Satın alımınız[ ({feature})] için ücretinizi geri almak istediğinizi anlıyoruz.',
      'Satın alımınızla[ ({feature})] ilgili yaşadığınız sorun için üzgünüz.',
    ],
    family: [
      'Ailenizin satın alımı[ ({feature})] aile paylaşımı üzerinden kullanamamasına üzüldük.',
    ],
    currency: [
      'Ücretin[ ({feature})] kendi para biriminiz dışında bir para biriminde alınmasına üzüldük.',
    ],
    // What got dearer leads the compound ("Premium fiyatı"), which takes no suffix of its own.
    priceRise: ['Anlıyoruz; [{feature} ]fiyatının artması gerçekten can sıkıcı.'],
    child: ['Çocuğunuzun izniniz olmadan satın alma yapmasından dolayı üzgünüz.'],
    approval: {
      app_store: [
        "Bunun tekrar yaşanmaması için Apple'ın her satın alma öncesinde onayınızı veya parolanızı istemesini ayarlayabilirsiniz.",
      ],
      google_play: [
        'Bunun tekrar yaşanmaması için Google Play ayarlarından her satın alma için kimlik doğrulamayı zorunlu kılabilirsiniz.',
      ],
    },
    storeSettings: {
      app_store: [
        'Aboneliğinizi istediğiniz zaman Apple’ın abonelik ayarlarından görebilir veya iptal edebilirsiniz: Ayarlar → adınız → Abonelikler.',
      ],
      google_play: [
        'Aboneliğinizi istediğiniz zaman Google Play → Profil → Ödemeler ve abonelikler → Abonelikler bölümünden görebilir veya iptal edebilirsiniz.',
      ],
    },
    other: [
      'Ödemeyle[ ({feature})] ilgili yaşadığınız sorun için özür dileriz.',
      'Ödeme sorunlarının ne kadar can sıkıcı olduğunu anlıyoruz.',
    ],
    refundPath: {
      app_store: [
        `App Store satın alımlarını yalnızca Apple iade edebilir: iade talebinizi ${APPLE} adresinden iletebilirsiniz.`,
      ],
      google_play: [
        `Satın alımdan sonraki 48 saat içinde ${GOOGLE} adresinden iade isteyebilirsiniz.`,
      ],
    },
    checkOrder: {
      contact: [
        'Sipariş numaranızı {contact} üzerinden bize iletirseniz, ödemeyi sizinle birlikte kontrol ederiz.',
        'Lütfen sipariş numaranızla birlikte {contact} üzerinden bize yazın; siparişi sizinle birlikte inceleyelim.',
      ],
      noContact: [
        'Sipariş numaranızla destek ekibimize ulaşırsanız, ödemeyi sizinle birlikte kontrol ederiz.',
      ],
    },
    loop: [
      'Bu konuda bir yerden diğerine yönlendirildiğiniz için özür dileriz.',
      'Sürekli başka yere yönlendirilmenize çok üzüldük.',
      'Bir yerden diğerine yönlendirilmemeliydiniz; bu konuyu doğrudan sizinle birlikte ele alalım.',
    ],
  },
  supportFailed: [
    'Size kimsenin dönüş yapmamasına çok üzüldük; böyle olmamalıydı.',
    'Bizden zamanında yanıt alamadığınız için özür dileriz.',
    'Size yanıt vermemiz gerekirdi, ancak bu olmadı.',
  ],
  supportFailedDirect: {
    contact: [
      'Size yanıt verilmeliydi: mesajınızı bulabilmemiz için {contact} adresine talep numaranızı ya da yazdığınız adresi gönderin.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Size yanıt verilmeliydi: mesajınızı bulabilmemiz için {contact} adresine sipariş numaranızı ve yazdığınız adresi gönderin.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Size yanıt verilmeliydi: sipariş numaranızı {contact} adresine gönderin.'],
  },
  supportReplied: [
    'Verdiğimiz yanıtlar sorunu çözmediği için üzgünüz.',
    'Şimdiye kadarki yanıtlarımız sorunu çözmedi.',
  ],
  contactAgain: {
    contact: [
      'Her şeyi yeniden anlatmanıza gerek yok: mesajınızı bulabilmemiz için {contact} adresine talep numaranızı ya da yazdığınız adresi gönderin.',
    ],
  },
  orderAgain: {
    contact: [
      'Mesajınızı ve ödemeyi bulabilmemiz için {contact} adresine sipariş numaranızı ve yazdığınız adresi gönderin.',
    ],
  },
  privacyAsked: ['Uygulamanın {feature} erişimini neden istediğini sormakta çok haklısınız.'],
  permissions: {
    location: 'konum',
    contacts: 'kişiler',
    microphone: 'mikrofon',
    camera: 'kamera',
    photos: 'fotoğraf',
  },
  privacy: [
    'Verilerinize ne olduğunu sormakta haklısınız ve net bir yanıtı hak ediyorsunuz.',
    'Verilerinizle ilgili yerinde bir soru; açıkça yanıtlayalım.',
  ],
  deletionAsked: ['Hesabınızın ve verilerinizin silinmesini istediğinizi anlıyoruz.'],
  dataCopy: {
    contact: [
      'Hakkınızda sakladığımız kişisel verilerin bir kopyası için lütfen doğrudan {contact} üzerinden bize yazın.',
    ],
    noContact: [
      'Hakkınızda sakladığımız kişisel verilerin bir kopyası için lütfen doğrudan destek ekibimizle iletişime geçin.',
    ],
  },
  deletion: ['Hesabınızı ve verilerinizi silmek istediğinizi anlıyoruz.'],
  tried: {
    contact: [
      'Olağan adımları zaten denediğiniz için lütfen doğrudan {contact} üzerinden bize yazın; durumunuzu sizinle birlikte inceleyelim.',
    ],
    noContact: [
      'Olağan adımları zaten denediğiniz için lütfen doğrudan destek ekibimize ulaşın; durumunuzu sizinle birlikte inceleyelim.',
    ],
  },
  lockedOut: {
    contact: [
      'Hesabınıza giriş yapamamanıza üzüldük. Kayıt olduğunuz e-posta adresini belirterek {contact} üzerinden bize yazın; hesabınıza yeniden erişmeniz için yardımcı olalım.',
      'Hesabınıza erişemediğiniz için özür dileriz. Kayıtlı e-posta adresinizle {contact} üzerinden bize ulaşın; yeniden giriş yapmanıza yardımcı olalım.',
    ],
    noContact: [
      'Hesabınıza giriş yapamamanıza üzüldük. Kayıt olduğunuz e-posta adresiyle destek ekibimize ulaşın; hesabınıza yeniden erişmeniz için yardımcı olalım.',
    ],
  },
  contact: {
    contact: [
      '{contact} üzerinden bize yazarsanız memnuniyetle yardımcı oluruz.',
      'Ekibimiz {contact} üzerinden size memnuniyetle yardımcı olur.',
    ],
    noContact: ['Destek ekibimize yazarsanız memnuniyetle yardımcı oluruz.'],
  },
  closing: {
    positive: ['Keyifli kullanımlar!', 'Tekrar teşekkürler!', 'İyi günler dileriz!'],
    neutral: ['Geri bildiriminiz için tekrar teşekkürler.', 'Bizimle olduğunuz için teşekkürler.'],
    negative: ['Sabrınız için teşekkür ederiz.', 'Bize bildirdiğiniz için teşekkür ederiz.'],
  },
}
