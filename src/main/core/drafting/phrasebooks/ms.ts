import type { Phrasebook } from './types'

/** Malay with "anda", courteous and plain, as Malaysian companies write to app users. */
export const ms: Phrasebook = {
  code: 'ms',
  locale: 'ms',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hai {name},', 'Hai {name}!'], formal: ['Salam sejahtera {name},'] },
    anonymous: { casual: ['Hai,'], formal: ['Salam sejahtera,'] },
  },
  opener: {
    high: {
      casual: [
        'Terima kasih banyak atas ulasan hebat anda!',
        'Terima kasih atas kata-kata baik anda!',
        'Penilaian anda sangat menggembirakan kami, terima kasih!',
      ],
      formal: [
        'Terima kasih atas penilaian positif anda.',
        'Kami amat berterima kasih atas penilaian cemerlang anda.',
        'Kami sangat menghargai maklum balas positif anda.',
      ],
    },
    mid: {
      casual: [
        'Terima kasih atas maklum balas jujur anda!',
        'Terima kasih kerana meluangkan masa untuk berkongsi pendapat anda.',
        'Kami menghargai pandangan anda.',
      ],
      formal: [
        'Terima kasih atas maklum balas anda.',
        'Terima kasih kerana berkongsi pendapat anda dengan kami.',
        'Terima kasih atas ulasan jujur anda.',
      ],
    },
    low: {
      casual: [
        'Kami benar-benar kesal atas pengalaman anda.',
        'Kami kesal kerana aplikasi ini tidak memenuhi jangkaan anda.',
        'Maaf atas kesulitan ini.',
      ],
      formal: [
        'Kami memohon maaf atas kesulitan yang dialami.',
        'Kami kesal kerana pengalaman anda kurang memuaskan.',
        'Kami memohon maaf atas masalah yang anda hadapi.',
      ],
    },
  },
  issue: {
    crash: [
      'Maaf kerana aplikasi ini ranap; kami telah memaklumkan perkara ini kepada pasukan kami.',
      'Terima kasih kerana memaklumkan tentang masalah ranap; kami telah menyampaikan butirannya kepada pembangun kami.',
    ],
    bug: [
      'Terima kasih kerana melaporkan pepijat ini; kami telah memaklumkannya kepada pembangun kami.',
      'Kami telah menyampaikan masalah yang anda huraikan kepada pasukan kami.',
    ],
    feature_request: ['Terima kasih atas cadangan anda! Kami telah berkongsi dengan pasukan kami.'],
    pricing: [
      'Kami faham harga itu penting, dan kami telah menyampaikan maklum balas anda kepada pasukan.',
      'Terima kasih atas pandangan anda tentang harga; kami mengambilnya dengan serius.',
    ],
    login: [
      'Maaf kerana anda menghadapi masalah untuk log masuk.',
      'Kami sedia membantu anda mengakses akaun anda semula secepat mungkin.',
    ],
    performance: [
      'Terima kasih kerana memaklumkan bahawa aplikasi ini perlahan; kami telah menyampaikannya kepada pasukan.',
      'Kami tahu betapa pentingnya kelajuan dan hayat bateri, dan kami telah berkongsi maklum balas anda dengan pembangun kami.',
    ],
    ads: [
      'Terima kasih atas maklum balas tentang iklan; kami telah menyampaikannya kepada pasukan.',
      'Kami mengambil kira pandangan anda tentang iklan.',
    ],
    sync: [
      'Kami tahu betapa pentingnya data anda, dan kami ingin menyemaknya bersama anda secepat mungkin.',
      'Maaf atas masalah penyegerakan; kami telah memaklumkan perkara ini kepada pasukan kami.',
    ],
    ui: [
      'Terima kasih atas pandangan anda tentang reka bentuk; kami telah berkongsi dengan pasukan reka bentuk kami.',
      'Kami mahu {brand|aplikasi ini} mudah digunakan, dan maklum balas anda membantu kami.',
    ],
    support: [
      'Maaf kerana anda terpaksa menunggu jawapan.',
      'Kami kesal kerana sokongan kami kali ini tidak memenuhi jangkaan anda.',
    ],
  },
  positive: {
    praise: [
      'Kami gembira {brand|aplikasi ini} membantu anda.',
      'Ulasan seperti ini memberi semangat kepada seluruh pasukan kami.',
      'Gembira mendengar semuanya berfungsi dengan baik.',
    ],
    ui: ['Gembira anda suka reka bentuknya!', 'Gembira mendengar aplikasi ini mudah digunakan.'],
    support: [
      'Kami akan sampaikan pujian anda kepada pasukan sokongan kami!',
      'Pasukan sokongan kami pasti gembira membaca ini.',
    ],
  },
  nextStep: {
    contact: [
      'Sila hubungi kami di {contact} supaya kami dapat menyemaknya dengan lebih terperinci.',
      'Hantarkan mesej kepada kami di {contact}, kami sedia membantu.',
      'Pasukan kami sedia membantu anda di {contact}.',
    ],
    noContact: [
      'Sila hubungi pasukan sokongan kami supaya kami dapat menyemaknya dengan lebih terperinci.',
      'Pasukan sokongan kami sedia membantu anda.',
    ],
  },
  askMore: [
    'Kami ingin tahu apa yang boleh kami perbaiki.',
    'Beritahu kami apa yang kurang; kami membaca setiap mesej.',
  ],
  closing: {
    high: [
      'Selamat menggunakan {brand|aplikasi ini}!',
      'Terima kasih sekali lagi atas sokongan anda!',
      'Semoga hari anda menyenangkan!',
    ],
    mid: [
      'Terima kasih sekali lagi atas maklum balas anda.',
      'Maklum balas anda amat bermakna bagi kami.',
    ],
    low: ['Terima kasih atas kesabaran anda.', 'Terima kasih atas pengertian anda.'],
  },
  team: 'Pasukan {brand}',
  apology: /maaf|kesal/i,
  keywords: {
    crash: [
      'ranap',
      'crash',
      'tertutup sendiri',
      'keluar sendiri',
      'tak boleh buka',
      'tidak boleh dibuka',
      'force close',
      'skrin hitam',
    ],
    bug: [
      'pepijat',
      'bug',
      'ralat',
      'error',
      'tak berfungsi',
      'tidak berfungsi',
      'masalah',
      'rosak',
      'baiki',
    ],
    feature_request: [
      'tambah',
      'tolong tambah',
      'alangkah baik',
      'lebih baik jika',
      'ciri',
      'fungsi',
      'pilihan',
      'mod gelap',
      'dark mode',
      'cadangan',
    ],
    pricing: [
      'harga',
      'mahal',
      'langganan',
      'bayar',
      'bayaran',
      'wang',
      'duit',
      'bayaran balik',
      'refund',
      'percuma',
    ],
    login: ['log masuk', 'login', 'kata laluan', 'password', 'akaun', 'pengesahan', 'otp'],
    performance: ['perlahan', 'lembap', 'lag', 'hang', 'bateri', 'loading', 'lambat'],
    ads: ['iklan', '=ads'],
    sync: [
      'penyegerakan',
      'segerak',
      'sync',
      'hilang',
      'terpadam',
      '=data',
      'sandaran',
      'backup',
      'pulihkan',
      'telefon baru',
    ],
    ui: [
      'reka bentuk',
      'design',
      'paparan',
      'antara muka',
      '=menu',
      'butang',
      'fon',
      'warna',
      'mengelirukan',
    ],
    support: ['sokongan', 'khidmat pelanggan', 'customer service', 'tak balas', 'tiada jawapan'],
    praise: [
      'bagus',
      'hebat',
      'terbaik',
      'sangat baik',
      'mantap',
      'syorkan',
      'terima kasih',
      'suka',
      'best',
      'berguna',
      'puas hati',
    ],
  },
}
