import type { Phrasebook } from './types'

/** Galician with "ti", as apps usually address people in Galicia. */
export const gl: Phrasebook = {
  code: 'gl',
  locale: 'gl',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Ola, {name}!', 'Ola, {name}:'], formal: ['Bo día, {name}:'] },
    anonymous: { casual: ['Ola!'], formal: ['Bo día:'] },
  },
  opener: {
    high: {
      casual: [
        'Moitas grazas pola túa estupenda valoración!',
        'Grazas polas túas amables palabras!',
        'A túa valoración alegrounos o día, grazas!',
      ],
      formal: [
        'Grazas pola túa valoración positiva.',
        'Moitas grazas pola túa excelente valoración.',
        'Agradecemos moito a túa opinión positiva.',
      ],
    },
    mid: {
      casual: [
        'Grazas pola túa opinión sincera!',
        'Grazas por dedicar un momento a compartir a túa opinión.',
        'Valoramos moito os teus comentarios.',
      ],
      formal: [
        'Grazas pola túa opinión.',
        'Grazas por compartir connosco a túa opinión.',
        'Grazas pola túa valoración sincera.',
      ],
    },
    low: {
      casual: [
        'Sentimos moito a experiencia que tiveches.',
        'Sentimos que a aplicación non estivese á altura das túas expectativas.',
        'Desculpa as molestias.',
      ],
      formal: [
        'Pedímosche desculpas polas molestias.',
        'Lamentamos que a túa experiencia non fose boa.',
        'Pedímosche desculpas polos problemas que tiveches.',
      ],
    },
  },
  issue: {
    crash: [
      'Sentimos que a aplicación se peche; xa llo fixemos saber ao noso equipo.',
      'Grazas por avisarnos dos peches inesperados; pasamos os detalles aos nosos desenvolvedores.',
    ],
    bug: [
      'Grazas por informar do erro; xa llo pasamos aos nosos desenvolvedores.',
      'Trasladamos o problema que describes ao noso equipo.',
    ],
    feature_request: ['Grazas pola suxestión! Compartímola co noso equipo.'],
    pricing: [
      'Entendemos que o prezo importa, e trasladamos a túa opinión ao equipo.',
      'Grazas pola túa opinión sobre os prezos; tomámola en serio.',
    ],
    login: [
      'Sentimos que teñas problemas para iniciar sesión.',
      'Axudámosche encantados a recuperar o acceso á túa conta canto antes.',
    ],
    performance: [
      'Grazas por avisarnos de que a aplicación vai lenta; trasladámolo ao equipo.',
      'Sabemos o importantes que son a velocidade e a batería, e compartimos a túa opinión cos nosos desenvolvedores.',
    ],
    ads: [
      'Grazas pola túa opinión sobre os anuncios; trasladámola ao equipo.',
      'Temos en conta os teus comentarios sobre os anuncios.',
    ],
    sync: [
      'Sabemos o importantes que son os teus datos, e queremos revisalo contigo canto antes.',
      'Sentimos os problemas de sincronización; xa llo fixemos saber ao noso equipo.',
    ],
    ui: [
      'Grazas pola túa opinión sobre o deseño; compartímola co noso equipo de deseño.',
      'Queremos que {brand|a aplicación} sexa o máis doada posible, e a túa opinión axúdanos.',
    ],
    support: [
      'Desculpa que tiveses que agardar pola resposta.',
      'Sentimos que o noso soporte non estivese esta vez á altura das túas expectativas.',
    ],
  },
  positive: {
    praise: [
      'Alégranos saber que {brand|a aplicación} che é útil.',
      'Valoracións coma a túa motivan a todo o equipo.',
      'Encántanos saber que todo funciona ben.',
    ],
    ui: [
      'Alégranos que che guste o deseño!',
      'Encántanos saber que a aplicación che resulta doada de usar.',
    ],
    support: [
      'Trasladaremos encantados os teus eloxios ao noso equipo de soporte!',
      'O noso equipo de soporte vai alegrarse moito de ler isto.',
    ],
  },
  nextStep: {
    contact: [
      'Escríbenos a {contact} e revisarémolo con máis detalle.',
      'Se nos escribes a {contact}, axudámosche encantados.',
      'O noso equipo axudarache encantado en {contact}.',
    ],
    noContact: [
      'Ponte en contacto co noso soporte e revisarémolo con máis detalle.',
      'O noso equipo de soporte axudarache encantado.',
    ],
  },
  askMore: [
    'Gustaríanos saber que podemos mellorar.',
    'Dinos que botas en falta; lemos todas as mensaxes.',
  ],
  closing: {
    high: [
      'Que gozes de {brand|a aplicación}!',
      'Grazas de novo polo teu apoio!',
      'Que teñas un bo día!',
    ],
    mid: ['Grazas de novo pola túa opinión.', 'A túa opinión é moi importante para nós.'],
    low: ['Grazas pola túa paciencia.', 'Grazas pola túa comprensión.'],
  },
  team: 'O equipo de {brand}',
  apology: /sentimos|lamentamos|desculpa/i,
  keywords: {
    crash: [
      'péchase',
      'pechase',
      'se pecha',
      'crash',
      'non abre',
      'non se abre',
      'bloquéase',
      'pantalla negra',
    ],
    bug: ['erro', 'fallo', 'non funciona', 'problema', 'bug', 'arranxade', 'corrixide'],
    feature_request: [
      'engadide',
      'engadir',
      'estaría ben',
      'sería xenial',
      'función',
      'opción',
      'modo escuro',
      'dark mode',
      'suxestión',
      'falta',
    ],
    pricing: [
      'prezo',
      'caro',
      'cara',
      'subscrición',
      'pagar',
      'pago',
      'diñeiro',
      'reembolso',
      'de balde',
      'gratis',
    ],
    login: ['iniciar sesión', 'inicio de sesión', 'contrasinal', 'conta', 'login', 'verificación'],
    performance: ['lenta', 'lento', 'vai lenta', 'batería', 'carga', 'tarda', 'lag', 'conxela'],
    ads: ['anuncio', 'publicidade', '=ads'],
    sync: [
      'sincroniz',
      'perdín',
      'perdéronse',
      'desapareceu',
      'datos',
      'copia de seguridade',
      'recuperar',
      'móbil novo',
    ],
    ui: [
      'deseño',
      'aspecto',
      'interface',
      '=menú',
      'botón',
      'botóns',
      'letra',
      'cor',
      'confuso',
      'intuitiv',
    ],
    support: ['soporte', 'atención ao cliente', 'non responden', 'sen resposta'],
    praise: [
      'xenial',
      'moi boa',
      'moi bo',
      'excelente',
      'perfecta',
      'recomendo',
      'grazas',
      'encántame',
      'a mellor',
      'marabill',
      'útil',
    ],
  },
}
