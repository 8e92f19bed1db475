import type { Cues } from './types'

// Indonesian as reviews write it: colloquial Jakarta forms beside the formal ones ("gak" and
// "tidak", "udah" and "sudah", "bgt" and "banget"), chat abbreviations, English loanwords.
const l = (s: string): string[] =>
  s
    .split(/\s*\|\s*|\n/)
    .map((p) => p.trim())
    .filter(Boolean)

const NOT = l(
  'tidak | tdk | gak | ga | gk | nggak | ngga | nggk | enggak | engga | kagak | ndak | g',
)
// "gak bisa dibuka", "tidak tersimpan", "gagal sinkron": what an app does, and the ways it fails.
const DOES =
  l(`dibuka | kebuka | buka | masuk | login | sinkron | sync | nyimpen | simpan | menyimpan | tersimpan | kesimpen | muncul | jalan | berjalan | berfungsi | fungsi | bunyi | konek
  connect | terhubung | nyambung | load | ke-load | update | download | upload | backup | restore | ekspor | export | impor | import | kirim | terkirim | play | muter | merekam | rekam | tercatat
  kecatat | ngitung | menghitung | kedeteksi | terdeteksi | respon | merespon | tampil | keluar suaranya | dipakai | dipake | digunakan | dipakai lagi`)
const NOT_DONE = l('tidak | tdk | gak | ga | gk | nggak | ngga | enggak | g')
const broken = [
  ...DOES.flatMap((v) => NOT_DONE.flatMap((n) => [`${n} ${v}`, `${n} bisa ${v}`, `${n} mau ${v}`])),
  ...DOES.map((v) => `gagal ${v}`),
]

export const id: Cues = {
  resolved: ['diselesaikan', 'terselesaikan', 'sudah beres', 'dibantu', 'membantu saya', 'dalam satu jam', 'dalam sejam', 'kurang dari sejam'],
  thanks: ['makasih', 'terima kasih', 'trims', 'thx', 'makasih ya', 'terima kasih ya'],
  positive: l(`
    bagus | bgs | mantap | mantab | mantul | mantep | mantaap | keren | kece | =oke | =ok | okey | =top | top markotop | jos | joss | josss | juara | terbaik | luar biasa | sangat membantu
    membantu | ngebantu | bantu bgt | berguna | bermanfaat | =suka | suka bgt | suka banget | senang | seneng | puas | recommended | rekomen | rekomendasi | rekomended | wajib | terima kasih | makasih
    makasi | mksh | trims | =tq | thx | thanks | good | nice | great | best | love | gokil | asik | asyik | seru | menyenangkan | nyaman | mudah | gampang | simpel | simple | praktis | lancar
    cepat | cepet | ringan | enteng | rapi | rapih | cakep | cantik | indah | lucu | akurat | tepat | stabil | berfungsi dengan baik | berjalan lancar | worth it | =sip | siip | sipp | the best
    keren parah | bagus parah | seru parah | mantap parah | keren gila | idaman | favorit | andalan | jempol | bintang 5 | mantap jiwa | tidak ada iklan | gak ada iklan | ga ada iklan | gak ribet | ga ribet | tidak ribet | memuaskan | luar biasa | hebat
    👍 | ❤ | ❤️ | 😍 | 🥰 | 👌 | 💯 | 🔥 | 🙌
  `),
  negative: l(`
    gak ada yang ketemu | ga ada yang ketemu | nggak ketemu | gak ketemu | susah dicari | susah nyari
    cepet abis | cepet habis | cepat habis | cepat abis | cepet bgt abis | cepet banget abis | cepat banget habis | cepat sekali habis
    jelek | jlek | buruk | parah | payah | ampas | sampah | busuk | kecewa | mengecewakan | kesel | kesal | sebel | sebal | nyebelin | menyebalkan | ngeselin | jengkel | males | malas | ribet
    rumit | repot | lemot | lelet | lambat | lama banget | lama bgt | kelamaan | loading lama | berat banget | berat bgt | aplikasinya berat | boros | mahal | kemahalan | kebanyakan iklan | iklan mulu
    iklannya banyak | banyak iklan | iklan terus | penuh iklan | iklan lagi | penipu | penipuan | nipu | =tipu | scam | rugi | buang waktu | buang-buang | buang uang | nyesel | menyesal | uninstall
    uninstal | hapus aplikasi | hapus app | gak guna | ga guna | tidak berguna | gak berguna | useless | gak jelas | ga jelas | nggak jelas | gaje | aneh | bosen | bosan | membosankan | ganggu | mengganggu
    terganggu | kacau | berantakan | zonk | hadeh | haduh | hadeuh | astaga | ya ampun | apaan | apa-apaan | kok gini | kok begini | kok malah | makin jelek | makin parah | tambah parah | semakin buruk
    setelah update | semenjak update | sejak update | habis update | abis update | sesudah update | tolong perbaiki | mohon perbaiki | perbaiki | benerin | dibenerin | bintang 1 | satu bintang
    kapok | =kurang | masalah | bermasalah | capek | cape | pusing | terlalu banyak | terlalu mahal | terlalu sulit | terlalu susah | susah | sulit | serem | ngeri | tidak nyaman | gak nyaman
    😡 | 🤬 | 😤 | 👎 | 💩 | 😠 | 😞 | 😢 | 🤮 | hapus semua | ngehapus semua | menghapus semua | lebih lambat | makin lambat | susah dibaca | sebelum desain baru | sebelum update | sebelum diupdate`),
  negators: NOT.concat(l('bukan | bkn | belum | blm | blom | jangan | jgn | tanpa | ngak | nda')),
  sarcasm: l(
    '🙄 | 🙃 | 😒 | hebat ya | keren banget ya | keren bgt ya | makasih loh | makasih ya udah | terima kasih sudah merusak | mantap sekali ya | 🤡 | update terbaik sepanjang masa',
  ),
  ironic: l(
    'wah keren | keren ya | hebat | mantap | makasih | terima kasih | bagus ya | 👏 | hemat baterai | update terbaik | terbaik sepanjang masa | makasih udah',
  ),
  contrast: l(
    'tapi | =tp | =tpi | tetapi | namun | cuma | cuman | hanya saja | sayangnya | sayang nya | padahal | meskipun | walaupun | walau | biarpun | kecuali | satu-satunya | kekurangannya | minusnya | minus nya | sayang sekali',
  ),
  bug: [
    ...broken,
    ...l(`
      =gagal | error | eror | erorr | bug | ngebug | nge-bug | crash | force close | =fc | keluar sendiri | nutup sendiri | tertutup sendiri | berhenti sendiri | mati sendiri | ketutup sendiri | keluar terus
      ngehang | nge-hang | =hang | macet | stuck | nyangkut | freeze | ngefreeze | layar hitam | layar putih | blank | loading terus | loading mulu | muter terus | muter-muter | rusak | =salah
      gak akurat | tidak akurat | ngaco | ngawur | lompat-lompat | loncat-loncat | nge-lag | =lag | ngelag | patah-patah | delay | kedip-kedip | hp jadi panas | panas banget | boros baterai
      logout sendiri | ke-logout | kelogout | minta login terus | gak bunyi | ga bunyi | tidak bunyi | gak ada suara | tidak ada suara | ga ada suara | suaranya hilang | notif gak muncul
      notifikasi tidak muncul | hilang sendiri | berhenti merekam | berhenti tracking | gak kerekam | ga kerekam
    `),
    'telat', 'terlambat', 'sampai aku buka', 'sampai saya buka', 'kalau aplikasinya dibuka', 'gak ada yang bisa dimuat', 'tidak bisa dimuat', 'gak bisa dimuat', 'gak mau loading', 'muncul dua kali',
    'tolong perbaiki', 'mohon perbaiki', '=perbaiki', 'tolong benerin', '=benerin',
  ],
  request: l(`
    ada rencana | kapan ditambahkan | akan ditambahkan | akan ada | kapan ada | bakal ada | kapan ditambah
    kurang fitur | fiturnya kurang | kurang lengkap fiturnya | cuma kurang | tinggal kurang | sayang belum ada | belum ada fitur
    tolong tambahin | tolong tambahkan | tolong tambah | mohon tambah | minta tambah | tambahin | tambahkan | ditambahin | ditambahkan | mohon ditambahkan | mohon tambahkan | tambah fitur | adain | adakan | diadakan | diadain | bikin fitur | buatin
    dibuatin | semoga ada | semoga bisa | semoga kedepannya | kedepannya | ke depannya | berharap | pengen ada | pengennya | pengen bisa | ingin ada | mau request | request | =req | saran | usul | usulan
    masukan | kalau bisa | kalo bisa | klo bisa | andai | andaikan | seandainya | alangkah baiknya | akan lebih baik | lebih baik kalau | lebih bagus kalau | lebih bagus kalo | biar bisa | supaya bisa
    agar bisa | tolong dong | =dong | please | =pls | =plis | =plz | diperbanyak | perbanyak | dikurangin | dikurangi | kurangin | kurangi | minta fitur | butuh fitur | perlu fitur | perlu ada | harus ada
    sebaiknya | mending | kasih opsi | kasih pilihan | kasih fitur | dikasih | opsi untuk | pilihan untuk | ditingkatkan | tingkatkan
    kapan ada | kapan ditambahkan | kapan ditambahin | kapan support | kalau ada fitur | kalo ada fitur | pasti bintang 5 | jadi bintang 5
  `),
  question: l(`
    apakah | =apa | apa bisa | apa ada | gimana | bagaimana | =gmn | =gmna | gimana cara | bagaimana cara | caranya | =cara | kenapa | =knp | mengapa | =kok | kapan | dimana | di mana | =mana | berapa
    bisa gak | bisa ga | bisa nggak | bisa tidak | ada gak | ada ga | ada nggak | ada tidak | mau tanya | mau nanya | numpang tanya | tanya dong | bertanya | pertanyaan | bingung | adakah | bisakah
  `),
  billing: l(`
    =bayar | dibayar | bayarnya | pembayaran | langganan | berlangganan | subscribe | subscription | premium | berbayar | dipotong | terpotong | kepotong | potongan | tagihan | ditagih | tagih | saldo
    pulsa | gopay | =ovo | =dana | shopeepay | kartu kredit | debit | =rp | rupiah | =ribu | =rb | refund | uang | duit | =beli | dibeli | membeli | kebeli | pembelian | top up | topup | isi ulang
    transaksi | struk | invoice | harga | =trial | uji coba | perpanjang | diperpanjang | batal langganan | cancel | unsubscribe | in app purchase | gems
  `),
  charge: {
    afterCancel: l(
      'udah cancel | sudah cancel | sudah dibatalkan | udah dibatalin | sudah berhenti langganan | udah unsubscribe | sudah unsubscribe | setelah cancel | setelah dibatalkan | setelah membatalkan | masih dipotong | masih ditagih | masih kepotong | masih terpotong | tetap dipotong | tetep dipotong | tetap ditagih | tetep ditagih | kepotong lagi | dipotong lagi | ditagih lagi | tetep kepotong',
    ),
    twice: l(
      'dua kali | 2 kali | =2x | dobel | double | ganda | terpotong dua | dipotong dua | kepotong 2x | ditagih dua',
    ),
    unknown: l(
      'gak pernah langganan | tidak pernah berlangganan | ga pernah langganan | gak pernah beli | tidak pernah membeli | ga pernah beli | gak pernah daftar | tanpa izin | tanpa persetujuan | tanpa sepengetahuan | tiba-tiba dipotong | tiba2 kepotong | tiba-tiba terpotong | tiba-tiba ditagih | tau-tau kepotong | tau2 kepotong | pulsa kesedot | pulsa tersedot | pulsa berkurang | saldo berkurang | kok dipotong | setelah trial | habis trial | free trial',
    ),
    refund: l(
      'refund | uang kembali | uangnya kembali | balikin uang | balikin duit | kembalikan uang | kembaliin uang | kembalikan dana | pengembalian dana | uang saya | duit saya',
    ),
    missing: l(
      'udah bayar tapi | sudah bayar tapi | sudah beli tapi | udah beli tapi | beli tapi | bayar tapi | premium hilang | premiumnya hilang | langganan hilang | pembelian hilang | restore purchase | pulihkan pembelian | diminta bayar lagi | suruh bayar lagi | disuruh beli lagi | item gak masuk | gems gak masuk | koin gak masuk | diamond gak masuk | top up gak masuk | topup gak masuk | saldo gak masuk | gak masuk sama sekali | ga masuk sama sekali | tidak masuk sama sekali | masih ada iklan | masih ada iklannya | iklannya masih | masih muncul iklan | iklan masih muncul | tetap ada iklan | tetep ada iklan | tetap muncul iklan | tetep muncul iklan | tetep keluar iklan | tetap keluar iklan | masih keluar iklan | iklannya tetep | iklannya tetap | iklan tetep muncul | iklan tetap muncul | iklan tetep | masih aja ada iklan | iklan muncul lagi | iklannya muncul lagi | iklan balik lagi | iklannya balik lagi | premium ilang | premiumnya ilang | langganan ilang | pembelian ilang | padahal udah bayar | padahal sudah bayar | padahal udh bayar',
    ),
    charged: l(
      'masih dipotong | masih kepotong | masih terpotong | tetap dipotong | tetep dipotong | tetap terpotong | tetep kepotong | tetap kepotong | kepotong lagi | dipotong lagi | terpotong lagi | tiba2 kepotong | tiba-tiba dipotong | tiba-tiba terpotong | ditagih | tertagih | kena charge | kena tagih | ke-charge | kecharge | saldo berkurang | pulsa berkurang | pulsa kesedot | uang keambil | duit keambil | otomatis diperpanjang | diperpanjang otomatis | auto renew | autorenew | duit ilang | uang ilang | saldo ilang | pulsa ilang | duit kepotong | uang kepotong',
    ),
    cancelled: l(
      'cancel | batal langganan | batalin langganan | membatalkan langganan | berhenti langganan | unsubscribe | unsub | dibatalkan | dibatalin | matiin perpanjangan',
    ),
  },
  privacy: l(`
    privasi | data pribadi | data saya | data kita | informasi pribadi | info pribadi | dijual | jual data | menjual data | pihak ketiga | pihak lain | akses kontak | akses lokasi | akses kamera
    akses mikrofon | akses galeri | minta akses | meminta akses | minta izin | izin lokasi | izin kontak | permission | pelacakan | dilacak | melacak | disadap | sadap | enkripsi | terenkripsi | aman gak
    aman tidak | aman ga | keamanan data | bocor | kebocoran | data lokasi
    tempat tinggal saya | alamat rumah | semua orang bisa lihat
  `),
  account: l(
    'akun | akunnya | registrasi | pendaftaran | daftar akun | bikin akun | buat akun | sign up | signup | password | kata sandi | =sandi | verifikasi | kode otp | =otp | username | nama pengguna | =guest | akun google | login google',
  ),
  lockedOut: l(
    'gak bisa login | ga bisa login | tidak bisa login | gk bisa login | nggak bisa login | gak bisa masuk akun | tidak bisa masuk akun | gak bisa masuk | ga bisa masuk | tidak bisa masuk | akun terkunci | akun diblokir | akun di banned | kena banned | otp gak masuk | otp tidak masuk | kode otp tidak | kode gak masuk | kode verifikasi tidak | lupa password | lupa kata sandi | password salah | akun hilang | akun tidak ditemukan | akun gak ketemu | reset password | gagal login',
  ),
  deletion: l(
    'hapus akun | menghapus akun | hapus akunnya | hapus semua data | hapus data saya | menghapus data | tutup akun | nonaktifkan akun | delete akun | delete account',
  ),
  loss: {
    words: l(
      'tidak tersimpan | gak tersimpan | ga tersimpan | nggak tersimpan | gak kesimpen | ga kesimpen | tidak terekam | gak terekam | malah hapus | malah ngehapus | hilang | =ilang | kehapus | terhapus | kehilangan | lenyap | raib | reset | kereset | ter-reset | balik ke level | balik ke awal | mulai dari awal | dari awal lagi | dari nol | kosong | gak ada lagi | ga ada lagi | tidak ada lagi | hangus | ketimpa | tertimpa',
    ),
    objects: l(
      'catatan | =data | progres | progress | =level | koin | gems | diamond | berlian | permata | item | semua | file | foto | folder | riwayat | histori | history | rekaman | streak | simpanan | akun',
    ),
    phrases: l(
      'data hilang | semua hilang | hilang semua | ilang semua | progres hilang | progress hilang | kembali ke level 1 | balik ke level 1 | mulai dari level 1 | dari level 1 lagi | data kehapus | data terhapus | semua data hilang',
    ),
    bought: ['permata', 'koin', 'gems', 'diamond', 'berlian', 'premium', 'langganan', 'top up', 'topup'],
    notData: ['reset password', 'reset kata sandi', 'link reset', 'kehilangan minat', 'kehilangan kesabaran', 'kehilangan kepercayaan', 'hilang minat', 'hilang kesabaran'],
    fears: ['hilang tidak', 'hilang gak', 'hilang nggak', 'hilang ga', 'bakal hilang', 'akan hilang', 'apakah hilang', 'kalau ganti', 'kalo ganti', 'jika ganti', 'ganti hp', 'install ulang', 'tanpa kehilangan'],
    worries: ['takut hilang', 'takut kehilangan', 'takut datanya', 'khawatir', 'tidak mau', 'gak mau', 'ga mau', 'nggak mau', 'ngga mau', 'tidak ingin', 'gamau'],
  },
  supportFailed: l(
    'gak dibales | ga dibales | gk dibales | ga bales | gak bales | gk bales | nggak bales | nggak dibales | ga dibalas | ga ada respon | gak ada respons | ga respon | gak respon | tidak dibalas | gak dibalas | gak ada balasan | tidak ada balasan | gak ada respon | tidak ada respon | tidak ada tanggapan | gak direspon | ga direspon | tidak direspon | dicuekin | dikacangin | diabaikan | gak ditanggapi | tidak ditanggapi | udah email | sudah email | sudah mengirim email | udah kirim email | udah chat cs | sudah hubungi cs | sudah menghubungi | udah lapor | sudah lapor | sudah melapor | cs lambat | balasan otomatis | tidak pernah membalas | gak pernah bales | ga pernah bales | gak pernah dibales | tidak pernah dibalas | tidak pernah merespon | gak pernah respon | nunggu balasan | menunggu balasan | belum ada balasan | belum dibalas | ga dijawab | gak dijawab | gk dijawab | nggak dijawab | tidak dijawab | ga ada jawaban | gak ada jawaban | tidak ada jawaban',
  ),
  storeLoop: l(
    'google play bilang | google bilang | kata google | katanya hubungi developer | suruh hubungi developer | disuruh hubungi developer | disuruh ke developer | hubungi developer | hubungi pengembang | apple bilang | kata apple | dilempar | lempar-lemparan | lempar tanggung jawab | oper sana sini | refund ditolak | ditolak refund | pengajuan refund ditolak | menyuruh saya menghubungi | menyuruh saya tanya | google menyuruh | apple menyuruh',
  ),
  abuse: l(
    'bangsat | =bgst | kontol | =kntl | memek | dev tolol | dev goblok | developer goblok | developernya goblok | admin goblok | kalian goblok | dev bego | dev bodoh | developer bodoh | brengsek | bajingan | keparat | mampus | bangkrut aja | semoga bangkrut',
  ),
  legal: l(
    'pengacara | lapor polisi | polisi | tuntut | menuntut | gugat | gugatan | pengadilan | =ylki | =bpkn | =ojk | kominfo | somasi | jalur hukum | ranah hukum | pidana',
  ),
  spam: l(
    'cuan | daftar sekarang | situs slot | penghasilan | hasilkan uang | menghasilkan uang | dapat uang | dapet duit | dapat duit | saldo gratis | kode referral | kode undangan | kode ref | pinjol | pinjaman online | pinjaman | slot gacor | =gacor | =judi | togel | maxwin | =deposit | =wd | hubungi wa | chat wa | wa 08 | klik link | follow ig | follow instagram | dana cepat | tanpa jaminan | link di bio | daftar di | bonus deposit | diamond gratis | gratis diamond | bitcoin | kripto | investasi | copas ke | saldo dana | dapat saldo | dapet saldo',
  ),
  plea: ['tolong diperbaiki', 'diperbaiki', 'perbaiki', 'segera diperbaiki', 'kapan diperbaiki', 'tolong perbaiki', 'benerin', 'dibenerin', 'tolong dibenerin', 'fix dong', 'tolong fix', 'tolong bantu', 'bantu saya', 'bantuin'],
  rhetorical: ['siapa sih', 'yang bener aja', 'yg bener aja', 'ide siapa', 'siapa yang', 'mikir apa', 'mikirnya apa', 'kalian mikir', 'bercanda ya', 'bercanda?', 'becanda', 'serius?', 'seriusan', 'udah dites', 'gak dites', 'sesusah itu', 'sesulit itu', 'gimana nih', 'gmn nih', 'gimana sih', 'gmn sih', 'apa-apaan', 'apaan nih'],
  why: ['kenapa', '=knp', 'mengapa', '=kok', 'ngapain'],
  wishQuestion: ['apakah', 'bisa gak', 'bisa ga', 'bisa nggak', 'bisa tidak', 'kapan', 'adakah', 'bisakah', 'apa bisa'],
  notPraise: {
    // "Padahal sinyal bagus", "internet lancar kok", "baterai masih penuh": the reviewer's own
    // connection or phone is fine, which praises nothing in the app.
    before: /(?:sinyal|signal|koneksi|internet|inet|wifi|wi-fi|jaringan|kuota|baterai|batre|batrai)(?:nya)?\s+(?:\p{L}+\s+){0,2}$/u,
  },
  patterns: {
    // "Harusnya ada latihan interval", "semoga ditambahkan …": what there ought to be is a wish.
    request: [/(?:^|\s)(?:harusnya|seharusnya|sebaiknya|mestinya|semestinya) (?:ada|bisa|punya)\s/u, /(?:^|\s)semoga (?:di)?tambah/u],
    // "progres game aku bisa pindah gak", "bisakah …": a yes-no question needs no question mark.
    // "Kepotong" is cut off as well as charged ("suara panduannya kadang kepotong"): a charge only
    // beside money, a wallet or a sum.
    charged: [
      /(?:^|\s)(?:di|ter|ke)potong\s+(?:\p{L}+\s+)?(?:rp|idr|\d|saldo|pulsa|uang|duit|dana|biaya|tagihan|langganan|premium|dari\s+(?:saldo|kartu|rekening|gopay|ovo|dana|shopeepay|pulsa))/u,
      /(?:^|\s)(?:saldo|pulsa|uang|duit|kartu|rekening|gopay|ovo|dana|shopeepay|tagihan)\S*\s+(?:\p{L}+\s+)?(?:di|ter|ke)potong(?!\p{L})/u,
    ],
    question: [
      // "bisa dimainin offline gak ya?": a particle ("ya", "sih", "min") may follow the "gak".
      /(?:^|\s)(?:bisa|ada|boleh|apa|udah|sudah)\s.*\s(?:gak|ga|gk|nggak|ngga|enggak|engga|tidak|tdk|ndak|nda|belum|blm)(?:\s+(?:ya|yah|sih|nih|dong|min|kak|gan|sis|bang))*\s*[?？]*\s*$/u,
      /(?:^|\s)(?:apa|ada|bisa|boleh|mana|siapa|bagaimana|berapa|kapan|benar|betul|sudah|mau)kah(?:\s|$)/u,
    ],
  },
}
