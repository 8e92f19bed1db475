import type { Phrasebook } from './types'

/** Indonesian with "Anda", friendly but tidy. */
export const id: Phrasebook = {
  code: 'id',
  locale: 'id',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Halo {name},', 'Hai {name},'], formal: ['Halo {name},'] },
    anonymous: { casual: ['Halo,'], formal: ['Halo,'] },
  },
  opener: {
    high: {
      casual: ['Terima kasih banyak atas ulasannya yang luar biasa!', 'Terima kasih atas kata-kata baiknya!', 'Senang sekali membaca ulasan Anda, terima kasih!'],
      formal: ['Terima kasih atas ulasan positif Anda.', 'Terima kasih atas penilaian yang sangat baik.', 'Kami sangat menghargai masukan positif Anda.'],
    },
    mid: {
      casual: ['Terima kasih atas masukan jujurnya!', 'Terima kasih sudah meluangkan waktu untuk berbagi pendapat.', 'Kami menghargai masukan Anda.'],
      formal: ['Terima kasih atas masukan Anda.', 'Terima kasih telah berbagi pendapat dengan kami.', 'Terima kasih atas penilaian Anda.'],
    },
    low: {
      casual: ['Kami benar-benar minta maaf atas pengalaman Anda.', 'Sayang sekali aplikasinya belum sesuai harapan Anda.', 'Mohon maaf atas ketidaknyamanannya.'],
      formal: ['Mohon maaf atas ketidaknyamanan yang Anda alami.', 'Kami menyesal pengalaman Anda tidak sesuai harapan.', 'Kami mohon maaf atas kendala yang terjadi.'],
    },
  },
  issue: {
    crash: [
      'Mohon maaf aplikasinya sering tertutup sendiri; laporan Anda sudah kami teruskan ke tim.',
      'Terima kasih sudah melaporkan crash ini; detailnya sudah kami teruskan ke tim pengembang.',
    ],
    bug: ['Terima kasih sudah melaporkan bug ini; kami sudah meneruskannya ke tim pengembang.', 'Masalah yang Anda jelaskan sudah kami sampaikan ke tim.'],
    feature_request: ['Terima kasih atas sarannya! Sudah kami sampaikan ke tim.'],
    pricing: ['Kami memahami bahwa harga itu penting, dan masukan Anda sudah kami sampaikan ke tim.', 'Terima kasih atas pendapat Anda tentang harga; kami menanggapinya dengan serius.'],
    login: ['Mohon maaf Anda kesulitan masuk ke akun.', 'Kami ingin membantu Anda mendapatkan kembali akses ke akun secepatnya.'],
    performance: ['Kami tahu kecepatan dan daya tahan baterai itu penting, dan masukan Anda sudah kami sampaikan ke tim pengembang.', 'Terima kasih sudah memberi tahu soal aplikasi yang lambat; sudah kami teruskan ke tim.'],
    ads: ['Terima kasih atas masukan soal iklan; sudah kami teruskan ke tim.', 'Masukan Anda tentang iklan akan kami perhatikan.'],
    sync: ['Kami tahu betapa pentingnya data Anda, dan kami ingin segera memeriksanya bersama Anda.', 'Mohon maaf atas masalah sinkronisasi; laporan Anda sudah kami teruskan ke tim.'],
    ui: ['Terima kasih atas masukan soal desain; sudah kami sampaikan ke tim desain.', 'Kami ingin {brand|aplikasi ini} mudah digunakan, dan masukan Anda sangat membantu.'],
    support: ['Mohon maaf Anda harus menunggu balasan dari kami.', 'Kami menyesal layanan dukungan kami belum memenuhi harapan Anda kali ini.'],
  },
  positive: {
    praise: ['Senang sekali {brand|aplikasi ini} bermanfaat untuk Anda.', 'Ulasan seperti ini sangat menyemangati tim kami.', 'Senang sekali Anda menikmati {brand|aplikasi ini}.'],
    ui: ['Senang Anda menyukai desainnya!', 'Senang mendengar aplikasinya mudah digunakan.'],
    support: ['Pujian Anda akan kami sampaikan ke tim dukungan!', 'Tim dukungan kami pasti senang membacanya.'],
  },
  nextStep: {
    contact: [
      'Silakan hubungi kami melalui {contact} agar kami bisa memeriksanya lebih lanjut.',
      'Kami siap membantu jika Anda menghubungi kami di {contact}.',
      'Tim kami siap membantu melalui {contact}.',
    ],
    noContact: ['Silakan hubungi tim dukungan kami agar kami bisa memeriksanya lebih lanjut.', 'Tim dukungan kami siap membantu Anda.'],
  },
  askMore: ['Kami ingin tahu apa yang bisa kami tingkatkan.', 'Beri tahu kami apa yang masih kurang; kami membaca setiap pesan.'],
  closing: {
    high: ['Selamat menikmati {brand|aplikasinya}!', 'Terima kasih lagi atas dukungannya!', 'Semoga hari Anda menyenangkan!'],
    mid: ['Terima kasih lagi atas masukannya.', 'Masukan Anda sangat berarti bagi kami.'],
    low: ['Terima kasih atas kesabaran Anda.', 'Terima kasih atas pengertian Anda.'],
  },
  team: 'Tim {brand}',
  apology: /maaf|menyesal|sayang sekali/i,
  keywords: {
    crash: ['crash', 'keluar sendiri', 'tertutup sendiri', 'force close', 'tidak bisa dibuka', 'gak bisa dibuka', 'nggak bisa dibuka', 'layar hitam'],
    bug: ['bug', 'error', 'eror', 'masalah', 'tidak berfungsi', 'gak berfungsi', 'rusak', 'perbaiki'],
    feature_request: ['tambahkan', 'tambah fitur', 'fitur', 'semoga ada', 'mohon ditambah', 'pilihan', 'mode gelap', 'saran'],
    pricing: ['harga', 'mahal', 'langganan', 'bayar', 'berbayar', 'premium', '=uang', 'refund', 'gratis', 'kemahalan'],
    login: ['login', 'masuk akun', 'tidak bisa masuk', 'gak bisa masuk', 'kata sandi', 'password', 'akun', 'verifikasi', '=otp'],
    performance: ['lambat', 'lemot', 'lelet', 'baterai', 'boros', 'ngelag', '=lag', '=hang', 'loading', '=panas'],
    ads: ['iklan'],
    sync: ['sinkron', 'hilang', '=data', 'cadangan', 'backup', 'terhapus', 'pulihkan'],
    ui: ['desain', 'tampilan', 'antarmuka', 'tombol', '=menu', '=font', 'warna', 'membingungkan'],
    support: ['=cs', 'customer service', 'dukungan', 'tidak ada balasan', 'tidak dibalas', 'gak dibalas', 'respon'],
    praise: ['bagus', 'mantap', 'keren', '=suka', 'terima kasih', 'makasih', 'rekomendasi', 'sangat membantu', 'membantu', 'terbaik', 'luar biasa'],
  },
}
