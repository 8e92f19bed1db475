import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/** Where a problem happens: "({os})" cannot stand without the device, so each combination is its own line. */
const ON = [' di {device} ({os})', ' di {device}', ' di {os}', '']
const on = (line: (where: string) => string): string[] => ON.map(line)

/**
 * Indonesian with "Anda" and "kami", friendly but tidy, as the phrasebook. Nothing inflects, so
 * named things stand as the reviewer wrote them after a preposition (dengan, pada, soal), and
 * in quotes where they are the name of an idea.
 */
export const id: MoveLines = {
  thanks: {
    casual: [
      'Terima kasih banyak atas kata-kata baiknya!',
      'Terima kasih sudah meluangkan waktu menulis ulasan ini!',
      'Senang sekali membaca ulasan Anda, terima kasih!',
    ],
    formal: [
      'Terima kasih atas ulasan positif Anda.',
      'Terima kasih banyak atas apresiasi Anda.',
      'Kami sangat menghargai masukan positif Anda.',
    ],
  },
  thanksFor: {
    casual: [
      'Terima kasih atas pujiannya untuk {feature}!',
      'Terima kasih! Senang sekali Anda menyukai {feature}.',
      'Terima kasih sudah memuji {feature}!',
    ],
    formal: [
      'Terima kasih atas apresiasi Anda terhadap {feature}.',
      'Terima kasih. Kami senang Anda menyukai {feature}.',
    ],
  },
  praiseMore: [
    // Fits a game as well as a tool, and answers no worry nobody raised ("all runs smoothly").
    'Senang sekali Anda menikmati {brand|aplikasinya}.',
    'Ulasan seperti ini sangat berarti bagi seluruh tim kami.',
    'Dukungan seperti ini bikin kami makin semangat.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['Selamat atas pencapaiannya!'],
  praiseAlso: [
    // Often only thanks ("makasih dev") or "lumayan" beside a complaint: support is thanked, and
    // praise only where a thing was praised.
    // Not a second "Terima kasih": it mostly follows thanks for a wish or a question.
    'Kami juga menghargai dukungan Anda[ dan pujian untuk {feature}].',
    'Dukungan Anda[ dan pujian untuk {feature}] juga sangat berarti bagi kami.',
  ],
  askMissing: [
    'Kalau ada yang masih terasa kurang, kami ingin sekali tahu.',
    'Ceritakan saja kalau ada yang masih kurang; kami membaca setiap pesan.',
  ],
  neutral: {
    casual: [
      'Terima kasih atas masukannya.',
      'Terima kasih sudah meluangkan waktu untuk memberi ulasan.',
    ],
    formal: [
      'Terima kasih atas masukan Anda.',
      'Terima kasih telah meluangkan waktu untuk memberikan ulasan.',
    ],
  },
  request: [
    'Terima kasih atas usulannya[ soal {feature}]; idenya sudah kami sampaikan ke tim.',
    'Terima kasih atas idenya[ untuk {feature}]; sudah kami teruskan ke tim produk.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['Terima kasih atas masukannya[ soal {feature}]; sudah kami sampaikan ke tim.'],
  sorry: {
    casual: [
      ...on((w) => `Maaf atas kendalanya[ dengan {feature}][ {when}]${w}[ pada versi {version}].`),
      ...on(
        (w) =>
          `Kami minta maaf atas masalahnya[ dengan {feature}][ {when}]${w}[ pada versi {version}].`,
      ),
      ...on((w) => `Maaf ya, ada kendala[ dengan {feature}][ {when}]${w}[ pada versi {version}][, dan {also}].`),
    ],
    formal: [
      ...on(
        (w) =>
          `Kami mohon maaf atas kendala yang Anda alami[ dengan {feature}][ {when}]${w}[ pada versi {version}].`,
      ),
      ...on(
        (w) =>
          `Mohon maaf atas ketidaknyamanannya[ dengan {feature}][ {when}]${w}[ pada versi {version}].`,
      ),
      ...on(
        (w) =>
          `Kami menyesal Anda mengalami masalah[ dengan {feature}][ {when}]${w}[ pada versi {version}][, dan {also}].`,
      ),
    ],
  },
  sorryCrash: [
    ...on(
      (w) =>
        `Maaf aplikasinya tertutup sendiri[ saat memakai {feature}][ {when}]${w}[ pada versi {version}][, dan {also}].`,
    ),
    ...on(
      (w) =>
        `Kami minta maaf aplikasinya mengalami crash[ saat memakai {feature}][ {when}]${w}[ pada versi {version}].`,
    ),
    ...on(
      (w) =>
        `Kami menyesal aplikasinya keluar sendiri[ saat memakai {feature}][ {when}]${w}[ pada versi {version}].`,
    ),
  ],
  phoneHot: 'HP Anda jadi panas',
  measures: {
    distance: 'jarak',
    steps: 'jumlah langkah',
    calories: 'kalori',
    pace: 'pace',
    heartRate: 'detak jantung',
  },
  sorryFor: {
    freeze: [
      'Maaf, aplikasinya macet[ pada {feature}][ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    slow: [
      'Maaf, aplikasinya lambat sekali[ pada {feature}][ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    sync: [
      'Maaf, sinkronisasi[ dengan {feature}] tidak berjalan semestinya[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    logout: [
      'Maaf, aplikasinya terus mengeluarkan Anda dari akun[ {when}][ di {device}][ ({os})][ di versi {version}].',
    ],
    open: [
      'Maaf, aplikasinya tidak bisa dibuka[ {when}][ di {device}][ ({os})][ di versi {version}].',
    ],
    battery: [
      'Maaf, aplikasinya boros baterai[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    // The phone heats up, said alone.
    heat: [
      'Maaf, {device} Anda jadi panas karena aplikasi ini[ {when}][ ({os})][ di versi {version}][, dan {also}].',
      'Maaf, HP Anda jadi panas karena aplikasi ini[ {when}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    late: [
      'Maaf, notifikasinya datang terlambat[ {when}][ di {device}][ ({os})][ di versi {version}].',
    ],
    wrong: [
      'Maaf, {measure} yang tercatat tidak akurat[ {when}][ di {device}][ ({os})][ di versi {version}].',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      'Maaf, {feature} tidak diperbarui[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    blank: [
      'Maaf, {feature} tampil kosong[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    cuts: [
      'Maaf, {feature} sering terputus[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    load: [
      'Maaf, {feature} tidak termuat[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    reset: [
      'Maaf, {feature} terus ter-reset[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    save: [
      'Maaf, {feature} tidak tersimpan[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    missing: [
      'Maaf, {feature} tidak muncul[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    gone: [
      'Maaf, {feature} sering hilang[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    broken: [
      'Maaf, {feature} tidak berfungsi[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Maaf, aplikasinya berhenti merekam sendiri[ {when}][ di {device}][ ({os})][ di versi {version}][, dan {also}].',
    ],
  },
  alsoFor: {
    gone: '{feature} sering hilang',
    stale: '{feature} tidak diperbarui',
    blank: '{feature} tampil kosong',
    cuts: '{feature} sering terputus',
    load: '{feature} tidak termuat',
    reset: '{feature} terus ter-reset',
    save: '{feature} tidak tersimpan',
    missing: '{feature} tidak muncul',
    broken: '{feature} tidak berfungsi',
    freeze: '{feature} macet',
    wrong: '{feature} tidak akurat',
    sync: '{feature} tidak tersinkron',
  },
  heard: {
    price: [
      'Maaf jika harga[ {feature}] terasa kurang pas bagi Anda; masukan Anda sudah kami sampaikan ke tim.',
      'Kami minta maaf harga[ {feature}] membuat Anda kecewa; masukan ini sudah kami teruskan ke tim.',
      "Soal harga[ {feature}], masukan Anda sudah kami sampaikan ke tim.",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: ['Maaf jika terasa harus bayar dulu agar bisa maju; masukan Anda sudah kami sampaikan ke tim.'],
    ads: [
      'Maaf iklannya mengganggu Anda; masukan ini sudah kami sampaikan ke tim.',
      'Kami minta maaf iklan membuat pengalaman Anda kurang nyaman; masukan Anda sudah kami teruskan ke tim.',
      "Soal iklan, masukan Anda sudah kami sampaikan ke tim.",
    ],
    design: [
      'Maaf desain[ {feature}] kurang cocok untuk Anda; masukan Anda sudah kami sampaikan ke tim desain.',
      'Kami minta maaf desain baru[ {feature}] terasa seperti kemunduran; masukan Anda sudah kami teruskan.',
      "Soal desain[ {feature}], masukan Anda sudah kami sampaikan ke tim desain.",
    ],
    slow: [
      'Maaf aplikasinya terasa lambat; masukan ini sudah kami sampaikan ke tim.',
      'Mohon maaf aplikasinya lambat untuk Anda; masukan Anda sudah kami teruskan ke tim.',
      "Soal aplikasi yang lambat, masukan Anda sudah kami sampaikan ke tim.",
    ],
    account: [
      'Kami minta maaf kewajiban membuat akun membuat Anda kurang nyaman; masukan Anda sudah kami teruskan ke tim.',
    ],
    notifications: [
      'Kami minta maaf notifikasinya terlalu sering; masukan Anda sudah kami teruskan ke tim.',
      "Soal notifikasi yang terlalu sering, masukan Anda sudah kami sampaikan ke tim.",
    ],
    other: [
      // "Maaf belum sesuai harapan" with nothing named has no subject: this line only names a thing.
      'Maaf, {feature} belum sesuai harapan Anda; masukan Anda sudah kami sampaikan ke tim.',
      'Kami minta maaf atas kekecewaan Anda[ soal {feature}]; masukan Anda sudah kami teruskan ke tim.',
      "Masukan Anda[ soal {feature}] sudah kami sampaikan ke tim.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: [
      'Kami minta maaf atas kekecewaan Anda[ soal {feature}]; masukan Anda sudah kami teruskan ke tim.',
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      'Maaf aplikasinya belum sesuai harapan Anda; masukan Anda sudah kami sampaikan ke tim.',
      'Kami minta maaf belum bisa memenuhi harapan Anda; masukan Anda sudah kami teruskan ke tim.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Maaf {feature} mengganggu Anda; masukan Anda sudah kami sampaikan ke tim.",
      "Soal {feature}, masukan Anda sudah kami sampaikan ke tim.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "sistem nyawa",
    priceOf: "harga {feature}",
    designOf: "desain {feature}",
    newDesignOf: "desain baru {feature}",
    price: "harganya",
    ads: "iklannya",
    design: "desainnya",
    newDesign: "desain barunya",
    slow: "aplikasi yang lambat",
    notifications: "notifikasi yang terlalu sering",
    account: "keharusan membuat akun",
    hard: "tingkat kesulitannya",
    payToWin: "kesan harus bayar agar bisa maju",
    rateNag: "permintaan rating yang terus muncul",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    'Kami sungguh minta maaf karena aplikasi tertutup sendiri[ di versi {version}] dan membuat {item} Anda hilang.',
    'Kami sungguh minta maaf karena aplikasi tertutup sendiri[ di versi {version}] dan membuat data Anda hilang.',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    'Kami sungguh minta maaf karena aplikasi macet[ di versi {version}] dan membuat {item} Anda hilang.',
    'Kami sungguh minta maaf karena aplikasi macet[ di versi {version}] dan membuat data Anda hilang.',
  ],
  sorryLoss: [
    'Kami sungguh minta maaf {item} Anda hilang[ setelah versi {version}].',
    'Kami sungguh minta maaf data Anda hilang[ setelah versi {version}].',
    'Kami sangat menyesal data Anda hilang[ di {device}].',
    'Kami sungguh minta maaf karena masalah pada {cause}[ di versi {version}] membuat {item} Anda hilang.',
    'Kami sungguh minta maaf karena masalah pada {cause}[ di versi {version}] membuat data Anda hilang.',
  ],
  elsewhere: {
    app: ['Mohon maaf atas kebingungannya! Sepertinya ini tentang aplikasi lain.'],
    outside: ['Terima kasih atas kejujuran Anda; kami tetap menyesal hal ini merepotkan Anda.'],
  },
  sorrySarcasm: [
    'Masukan yang wajar[ soal {feature}], dan kami minta maaf ini membuat Anda kesal.',
    'Kami paham rasa kesal Anda[ soal {feature}], dan kami minta maaf.',
  ],
  details: {
    contact: [
      'Boleh kirim tipe perangkat dan versi aplikasi Anda ke {contact}? Kami akan memeriksanya bersama Anda.',
    ],
    noContact: [
      'Silakan hubungi tim dukungan kami dengan menyebutkan tipe perangkat dan versi aplikasi Anda, agar kami bisa memeriksanya bersama Anda.',
    ],
  },
  followUp: {
    contact: [
      'Silakan tulis ke kami di {contact}, agar kami bisa memeriksanya bersama Anda.',
      'Kalau Anda menulis ke {contact}, kami akan memeriksanya bersama Anda.',
    ],
    noContact: ['Silakan hubungi tim dukungan kami, agar kami bisa memeriksanya bersama Anda.'],
  },
  recovery: {
    contact: [
      'Silakan hubungi kami di {contact} secepatnya, agar kami bisa memeriksa bersama Anda apa saja yang masih bisa dipulihkan.',
      'Mohon segera hubungi kami di {contact}; kami akan memeriksa bersama Anda apa yang bisa dikembalikan.',
    ],
    noContact: [
      'Silakan hubungi tim dukungan kami secepatnya, agar kami bisa memeriksa bersama Anda apa saja yang masih bisa dipulihkan.',
    ],
  },
  answerLead: [
    'Terima kasih atas pertanyaannya!',
    'Dengan senang hati kami bantu!',
    'Pertanyaan yang bagus, terima kasih sudah bertanya.',
  ],
  // A review is no "pesan" (a message).
  askedLead: ['Terima kasih atas pertanyaannya.', 'Terima kasih sudah bertanya.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      'Maaf Anda tetap ditagih {feature} untuk {item} padahal sudah membatalkan; seharusnya itu tidak terjadi.',
      'Maaf Anda tetap ditagih[ {feature}] setelah membatalkan langganan; seharusnya itu tidak terjadi.',
      'Kami minta maaf Anda dikenai biaya[ {feature}] padahal sudah membatalkan.',
    ],
    cantCancel: ['Maaf Anda tidak bisa membatalkan langganan dan tetap ditagih[ {feature}].'],
    twice: [
      'Maaf Anda ditagih {feature} dua kali untuk {item}; seharusnya itu tidak terjadi.',
      'Maaf atas tagihan ganda[ {feature}]; seharusnya itu tidak terjadi.',
      'Kami minta maaf atas tagihan ganda[ {feature}] ini.',
    ],
    wrongPlan: ['Maaf, Anda ditagih[ {feature}] untuk paket yang berbeda dari yang Anda pilih.'],
    unknown: [
      'Kami minta maaf atas tagihan {feature} untuk {item} yang tidak Anda duga.',
      'Kami minta maaf atas tagihan[ {feature}] yang tidak Anda duga.',
      'Maaf ada tagihan[ {feature}] untuk sesuatu yang tidak Anda daftarkan.',
    ],
    renewed: [
      'Maaf Anda ditagih {feature} untuk {item} saat perpanjangan tanpa pengingat yang jelas.',
      'Maaf langganan Anda diperpanjang tanpa pengingat yang jelas dan Anda ditagih[ {feature}].',
      'Kami minta maaf atas tagihan perpanjangan[ {feature}] yang datang tanpa pemberitahuan.',
    ],
    trial: [
      'Maaf Anda ditagih {feature} untuk {item} setelah masa uji coba berakhir.',
      'Maaf masa uji coba Anda berubah menjadi langganan berbayar dan Anda ditagih[ {feature}].',
      'Kami minta maaf atas tagihan[ {feature}] setelah masa uji coba berakhir.',
    ],
    missing: [
      'Maaf pembelian[ {feature}] Anda belum masuk; semua yang sudah Anda bayar seharusnya bisa Anda gunakan.',
      'Kami minta maaf pembelian[ {feature}] Anda belum terlihat.',
    ],
    refund: [
      'Kami memahami Anda ingin uang untuk pembelian[ {feature}] Anda dikembalikan.',
      'Maaf atas kendala dengan pembelian[ {feature}] Anda.',
    ],
    family: [
      'Maaf keluarga Anda tidak bisa memakai pembelian[ {feature}] Anda lewat berbagi keluarga.',
    ],
    currency: ['Maaf Anda ditagih[ {feature}] dalam mata uang selain mata uang Anda sendiri.'],
    priceRise: ['Kami memahami kenaikan harga[ {feature}] ini mengecewakan.'],
    child: ['Kami mohon maaf atas pembelian yang dilakukan anak Anda tanpa izin Anda.'],
    approval: {
      app_store: [
        'Agar tidak terulang, Anda bisa mengatur agar Apple meminta persetujuan atau kata sandi Anda sebelum setiap pembelian.',
      ],
      google_play: [
        'Agar tidak terulang, Anda bisa mewajibkan autentikasi untuk setiap pembelian di setelan Google Play.',
      ],
    },
    storeSettings: {
      app_store: [
        'Anda bisa melihat atau membatalkan langganan kapan saja di pengaturan langganan Apple: Pengaturan → nama Anda → Langganan.',
      ],
      google_play: [
        'Anda bisa melihat atau membatalkan langganan kapan saja di Google Play → Profil → Pembayaran & langganan → Langganan.',
      ],
    },
    other: [
      'Maaf atas kendala dengan pembayaran[ {feature}] Anda.',
      'Kami paham betapa menjengkelkannya masalah tagihan.',
    ],
    refundPath: {
      app_store: [
        `Pembelian di App Store hanya bisa di-refund oleh Apple: Anda dapat mengajukan refund di ${APPLE}.`,
      ],
      google_play: [`Dalam 48 jam setelah pembelian, Anda bisa mengajukan refund di ${GOOGLE}.`],
    },
    checkOrder: {
      contact: [
        'Jika Anda mengirim nomor pesanan ke {contact}, kami akan memeriksa tagihannya bersama Anda.',
        'Silakan kirim nomor pesanan Anda ke {contact}, dan kami akan mengecek pesanannya bersama Anda.',
      ],
      noContact: [
        'Jika Anda menghubungi tim dukungan kami dengan nomor pesanan, kami akan memeriksa tagihannya bersama Anda.',
      ],
    },
    loop: [
      'Maaf Anda sampai harus dioper ke sana kemari soal ini.',
      'Kami minta maaf Anda dilempar dari satu tempat ke tempat lain.',
      'Anda seharusnya tidak dioper ke sana kemari; kami akan memeriksanya langsung bersama Anda.',
    ],
  },
  supportFailed: [
    'Kami minta maaf belum ada yang membalas Anda; seharusnya tidak begitu.',
    'Maaf Anda belum mendapat balasan dari kami.',
    'Balasan dari kami seharusnya sudah sampai kepada Anda.',
  ],
  supportFailedDirect: {
    contact: [
      'Seharusnya Anda sudah dibalas. Kirim nomor tiket atau email Anda ke {contact} agar kami bisa menemukan pesan Anda.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Seharusnya Anda sudah dibalas. Kirim nomor pesanan dan email Anda ke {contact} agar kami bisa menemukan pesan Anda.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Seharusnya Anda sudah dibalas. Kirim nomor pesanan Anda ke {contact}.'],
  },
  supportReplied: [
    'Maaf, balasan kami sebelumnya belum menyelesaikan masalah Anda.',
    'Balasan kami sejauh ini belum menyelesaikan masalahnya.',
  ],
  contactAgain: {
    contact: [
      'Tidak perlu menjelaskan semuanya lagi: cukup kirim nomor tiket atau email Anda ke {contact} agar kami bisa menemukan pesan Anda.',
    ],
  },
  orderAgain: {
    contact: [
      'Kirim nomor pesanan dan email Anda ke {contact} agar kami bisa menemukan pesan dan tagihan Anda.',
    ],
  },
  privacyAsked: ['Wajar Anda bertanya mengapa aplikasi meminta akses ke {feature}.'],
  permissions: {
    location: 'lokasi Anda',
    contacts: 'kontak Anda',
    microphone: 'mikrofon',
    camera: 'kamera',
    photos: 'foto Anda',
  },
  privacy: [
    'Wajar Anda bertanya apa yang terjadi dengan data Anda, dan Anda berhak mendapat jawaban yang jelas.',
    'Pertanyaan Anda soal data sangat wajar, jadi ini jawaban langsungnya.',
  ],
  deletionAsked: ['Kami memahami Anda sudah meminta kami menghapus akun dan data Anda.'],
  dataCopy: {
    contact: [
      'Untuk mendapatkan salinan data pribadi Anda yang kami simpan, silakan hubungi kami langsung melalui {contact}.',
    ],
    noContact: [
      'Untuk mendapatkan salinan data pribadi Anda yang kami simpan, silakan hubungi tim dukungan kami secara langsung.',
    ],
  },
  deletion: [
    'Kami memahami Anda ingin menghapus akun beserta datanya.',
    'Anda ingin menghapus akun beserta datanya; berikut caranya.',
  ],
  tried: {
    contact: [
      'Karena Anda sudah mencoba langkah-langkah biasa, silakan tulis langsung ke {contact} agar kami bisa memeriksa kasus Anda bersama Anda.',
    ],
    noContact: [
      'Karena Anda sudah mencoba langkah-langkah biasa, silakan hubungi tim dukungan kami secara langsung agar kami bisa memeriksa kasus Anda bersama Anda.',
    ],
  },
  lockedOut: {
    contact: [
      'Maaf Anda tidak bisa masuk ke akun. Silakan tulis ke {contact} dengan alamat email yang Anda pakai saat mendaftar, agar kami bisa membantu Anda masuk kembali.',
      'Kami minta maaf akun Anda tidak bisa diakses. Tulis ke {contact} dengan alamat email pendaftaran Anda, dan kami akan membantu Anda masuk lagi.',
    ],
    noContact: [
      'Maaf Anda tidak bisa masuk ke akun. Silakan hubungi tim dukungan kami dengan alamat email yang Anda pakai saat mendaftar, agar kami bisa membantu Anda masuk kembali.',
    ],
  },
  contact: {
    contact: [
      'Jika Anda menulis ke {contact}, kami siap membantu.',
      'Tim kami di {contact} siap membantu Anda soal ini.',
      'Kalau ada pertanyaan, jangan ragu menghubungi kami di {contact}.',
    ],
    noContact: ['Jika Anda menghubungi tim dukungan kami, kami siap membantu.'],
  },
  closing: {
    positive: [
      'Selamat menikmati {brand|aplikasinya}!',
      'Terima kasih sekali lagi!',
      'Semoga hari Anda menyenangkan!',
    ],
    neutral: ['Terima kasih sekali lagi atas masukannya.', 'Terima kasih sudah bersama kami.'],
    negative: ['Terima kasih atas kesabaran Anda.', 'Terima kasih sudah memberi tahu kami.'],
  },
}
