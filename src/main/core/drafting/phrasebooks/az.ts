import type { Phrasebook } from './types'

/** Azerbaijani (Latin) with the polite "Siz", as Azerbaijani companies address customers. */
export const az: Phrasebook = {
  code: 'az',
  locale: 'az',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Salam, {name}!'], formal: ['Hörmətli {name},'] },
    anonymous: { casual: ['Salam!'], formal: ['Salam,'] },
  },
  opener: {
    high: {
      casual: [
        'Əla rəyiniz üçün çox sağ olun!',
        'Xoş sözləriniz üçün təşəkkür edirik!',
        'Qiymətləndirməniz bizi çox sevindirdi, sağ olun!',
      ],
      formal: [
        'Müsbət qiymətləndirməniz üçün təşəkkür edirik.',
        'Yüksək qiymətləndirməyə görə səmimi təşəkkürümüzü bildiririk.',
        'Müsbət rəyinizi yüksək dəyərləndiririk.',
      ],
    },
    mid: {
      casual: [
        'Səmimi rəyiniz üçün təşəkkürlər!',
        'Vaxt ayırıb fikrinizi bölüşdüyünüz üçün sağ olun.',
        'Şərhlərinizi dəyərləndiririk.',
      ],
      formal: [
        'Rəyiniz üçün təşəkkür edirik.',
        'Fikrinizi bizimlə bölüşdüyünüz üçün minnətdarıq.',
        'Səmimi qiymətləndirməniz üçün təşəkkür edirik.',
      ],
    },
    low: {
      casual: [
        'Yaşadığınız təcrübəyə görə çox təəssüf edirik.',
        'Təəssüf ki, tətbiq gözləntilərinizi doğrultmadı.',
        'Narahatlığa görə üzr istəyirik.',
      ],
      formal: [
        'Yaranan narahatlığa görə üzr istəyirik.',
        'Təəssüf edirik ki, təcrübəniz yaxşı olmayıb.',
        'Qarşılaşdığınız problemlərə görə üzr istəyirik.',
      ],
    },
  },
  issue: {
    crash: [
      'Tətbiqin qəfildən bağlanmasına görə təəssüf edirik; bu barədə komandamıza məlumat verdik.',
      'Tətbiqin çökməsi barədə xəbər verdiyiniz üçün sağ olun; təfərrüatları tərtibatçılarımıza ötürdük.',
    ],
    bug: [
      'Xətanı bildirdiyiniz üçün təşəkkür edirik; onu tərtibatçılarımıza ötürdük.',
      'Təsvir etdiyiniz problemi komandamıza ötürdük.',
    ],
    feature_request: ['Təklifiniz üçün təşəkkür edirik! Onu komandamızla bölüşdük.'],
    pricing: [
      'Qiymətin vacib olduğunu anlayırıq və rəyinizi komandaya çatdırdıq.',
      'Qiymətlər barədə fikriniz üçün təşəkkür edirik; buna ciddi yanaşırıq.',
    ],
    login: [
      'Hesaba girişdə çətinlik çəkdiyinizə görə təəssüf edirik.',
      'Hesabınıza mümkün qədər tez yenidən daxil olmağınıza kömək etməyə hazırıq.',
    ],
    performance: [
      'Tətbiqin yavaş işləməsi barədə xəbər verdiyiniz üçün sağ olun; bunu komandamıza çatdırdıq.',
      'Sürətin və batareya sərfiyyatının nə qədər vacib olduğunu bilirik və rəyinizi tərtibatçılarımızla bölüşdük.',
    ],
    ads: [
      'Reklamlar barədə rəyiniz üçün təşəkkür edirik; onu komandaya çatdırdıq.',
      'Reklamlarla bağlı qeydlərinizi nəzərə alacağıq.',
    ],
    sync: [
      'Məlumatlarınızın nə qədər vacib olduğunu bilirik və bunu sizinlə birlikdə mümkün qədər tez yoxlamaq istəyirik.',
      'Sinxronizasiya problemlərinə görə təəssüf edirik; bu barədə komandamıza məlumat verdik.',
    ],
    ui: [
      'Dizayn barədə fikriniz üçün təşəkkür edirik; onu dizaynerlərimizlə bölüşdük.',
      'Tətbiqin rahat olmasını istəyirik, rəyiniz isə bunda kömək edir.',
    ],
    support: [
      'Cavabımızı gözləməli olduğunuz üçün üzr istəyirik.',
      'Təəssüf ki, bu dəfə dəstək komandamız gözləntilərinizi doğrultmadı.',
    ],
  },
  positive: {
    praise: [
      '{brand|Tətbiq} sizə faydalı olduğuna görə çox şadıq!',
      'Sizinki kimi rəylər bütün komandamızı ruhlandırır.',
      'Hər şeyin yaxşı işlədiyini eşitmək çox xoşdur.',
    ],
    ui: ['Dizaynı bəyəndiyinizə şadıq!', 'Tətbiqdən istifadənin rahat olduğunu eşitmək xoşdur.'],
    support: [
      'Təşəkkürünüzü dəstək komandamıza mütləq çatdıracağıq!',
      'Dəstək komandamız bunu oxuyanda çox sevinəcək.',
    ],
  },
  nextStep: {
    contact: [
      'Bizə {contact} ünvanına yazın, məsələni ətraflı araşdıraq.',
      '{contact} ünvanı ilə əlaqə saxlasanız, məmnuniyyətlə kömək edərik.',
      'Komandamız {contact} ünvanında sizə kömək etməyə hazırdır.',
    ],
    noContact: [
      'Dəstək komandamızla əlaqə saxlayın, məsələni ətraflı araşdıraq.',
      'Dəstək komandamız məmnuniyyətlə kömək edəcək.',
    ],
  },
  askMore: [
    'Nəyi yaxşılaşdıra biləcəyimizi bilmək istərdik.',
    'Nəyin çatışmadığını bizə yazın; hər mesajı oxuyuruq.',
  ],
  closing: {
    high: [
      'Tətbiqdən zövq alın!',
      'Dəstəyiniz üçün bir daha təşəkkür edirik!',
      'Gününüz xoş keçsin!',
    ],
    mid: ['Rəyiniz üçün bir daha təşəkkür edirik.', 'Rəyiniz bizim üçün çox dəyərlidir.'],
    low: ['Səbriniz üçün təşəkkür edirik.', 'Anlayışınız üçün təşəkkür edirik.'],
  },
  team: '{brand} komandası',
  apology: /təəssüf|üzr/i,
  keywords: {
    crash: [
      'bağlanır',
      'bağlanıb',
      'çökür',
      'çöküb',
      'açılmır',
      'işə düşmür',
      'crash',
      'qara ekran',
    ],
    bug: ['xəta', 'səhv', 'baq', 'bug', 'işləmir', 'problem', 'düzəldin'],
    feature_request: [
      'əlavə edin',
      'əlavə etsəniz',
      'yaxşı olardı',
      'funksiya',
      'imkan',
      'qaranlıq rejim',
      'təklif',
      'çatışmır',
    ],
    pricing: ['qiymət', 'baha', 'abunə', 'ödəniş', 'ödə', '=pul', 'pulu', 'geri qaytar', 'pulsuz'],
    login: ['daxil ol', 'giriş', 'şifrə', 'parol', 'hesaba', 'hesabım', 'hesabın', 'təsdiq kodu'],
    performance: ['yavaş', 'batareya', 'yüklənir', 'donur', 'ilişir', '=lag'],
    ads: ['reklam'],
    sync: ['sinxron', 'itdi', 'itib', 'silinib', 'məlumat', 'ehtiyat nüsxə', 'bərpa'],
    ui: ['dizayn', 'interfeys', 'menyu', 'düymə', 'şrift', 'rəng', 'rahat'],
    support: ['dəstək', 'müştəri xidmət', 'cavab vermir', 'cavab yoxdur'],
    praise: [
      '=əla',
      'super',
      'möhtəşəm',
      'mükəmməl',
      'təşəkkür',
      'sağ ol',
      'tövsiyə edirəm',
      'xoşuma gəlir',
      'ən yaxşı',
      'faydalı',
      'çox yaxşı',
    ],
  },
}
