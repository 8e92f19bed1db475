import type { Phrasebook } from './types'

/** Spanish, addressing the reviewer as "tú" as most apps do in Spain and Latin America. */
export const es: Phrasebook = {
  code: 'es',
  locale: 'es',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['¡Hola, {name}!', '¡Buenas, {name}!'], formal: ['Hola, {name}:'] },
    anonymous: { casual: ['¡Hola!'], formal: ['Hola:'] },
  },
  opener: {
    high: {
      casual: [
        '¡Muchísimas gracias por tu reseña!',
        '¡Gracias por tus palabras tan amables!',
        '¡Qué alegría leer tu valoración! Gracias.',
      ],
      formal: [
        'Muchas gracias por tu valoración.',
        'Te agradecemos mucho tu reseña positiva.',
        'Gracias por tomarte el tiempo de valorarnos.',
      ],
    },
    mid: {
      casual: [
        '¡Gracias por tu opinión sincera!',
        'Gracias por tomarte el tiempo de contarnos qué piensas.',
        'Te agradecemos tus comentarios.',
      ],
      formal: [
        'Gracias por tus comentarios.',
        'Agradecemos que compartas tu opinión con nosotros.',
        'Gracias por tu valoración sincera.',
      ],
    },
    low: {
      casual: [
        'Sentimos mucho que tu experiencia no haya sido buena.',
        'Lamentamos que {brand|la app} no haya estado a la altura.',
        'Sentimos mucho las molestias.',
      ],
      formal: [
        'Lamentamos las molestias ocasionadas.',
        'Sentimos que tu experiencia no haya sido la esperada.',
        'Te pedimos disculpas por los inconvenientes.',
      ],
    },
  },
  issue: {
    crash: [
      'Sentimos los cierres inesperados; ya hemos trasladado tu aviso a nuestro equipo.',
      'Gracias por avisarnos del fallo; hemos pasado los detalles a nuestro equipo técnico.',
    ],
    bug: [
      'Gracias por informarnos del error; ya se lo hemos pasado a nuestro equipo técnico.',
      'Hemos trasladado el problema que describes a nuestro equipo.',
    ],
    feature_request: [
      '¡Gracias por la sugerencia! La hemos compartido con nuestro equipo.',
    ],
    pricing: [
      'Entendemos que el precio es importante y hemos trasladado tu opinión al equipo.',
      'Gracias por tu opinión sobre los precios; la tenemos muy en cuenta.',
    ],
    login: [
      'Sentimos que tengas problemas para iniciar sesión.',
      'Queremos ayudarte a recuperar el acceso a tu cuenta cuanto antes.',
    ],
    performance: [
      'Sabemos lo importantes que son la velocidad y la batería, y hemos compartido tu opinión con el equipo técnico.',
      'Gracias por avisarnos de la lentitud; se lo hemos trasladado al equipo.',
    ],
    ads: [
      'Gracias por tu opinión sobre los anuncios; se la hemos trasladado al equipo.',
      'Tomamos nota de tus comentarios sobre la publicidad.',
    ],
    sync: [
      'Sabemos lo importantes que son tus datos y queremos revisarlo contigo cuanto antes.',
      'Sentimos los problemas de sincronización; hemos trasladado tu aviso a nuestro equipo.',
    ],
    ui: [
      'Gracias por tu opinión sobre el diseño; la hemos compartido con nuestro equipo.',
      'Queremos que {brand|la app} sea fácil de usar, y tus comentarios nos ayudan.',
    ],
    support: [
      'Sentimos que hayas tenido que esperar nuestra respuesta.',
      'Lamentamos que nuestro soporte no haya estado a la altura esta vez.',
    ],
  },
  positive: {
    praise: [
      'Nos alegra mucho saber que {brand|la app} te resulta útil.',
      'Reseñas como la tuya motivan a todo el equipo.',
      'Nos encanta saber que te funciona tan bien.',
    ],
    ui: ['¡Nos alegra que te guste el diseño!', 'Qué bien que te resulte fácil de usar.'],
    support: [
      '¡Le pasaremos tus amables palabras a nuestro equipo de soporte!',
      'A nuestro equipo de soporte le encantará leer esto.',
    ],
  },
  nextStep: {
    contact: [
      'Escríbenos a {contact} y lo revisamos con más detalle.',
      'Si nos contactas en {contact}, te ayudaremos encantados.',
      'Nuestro equipo te atenderá con gusto en {contact}.',
    ],
    noContact: [
      'Ponte en contacto con nuestro equipo de soporte para que podamos revisarlo.',
      'Si contactas con nuestro soporte, te ayudaremos encantados.',
    ],
  },
  askMore: ['Nos encantaría saber qué podemos mejorar.', 'Cuéntanos qué echas en falta; leemos todos los comentarios.'],
  closing: {
    high: ['¡Que disfrutes de {brand|la app}!', '¡Gracias de nuevo por tu apoyo!', '¡Que tengas un gran día!'],
    mid: ['Gracias de nuevo por tus comentarios.', 'Tu opinión es muy importante para nosotros.'],
    low: ['Gracias por tu paciencia.', 'Gracias por tu comprensión.'],
  },
  team: 'El equipo de {brand}',
  apology: /sentimos|lamentamos|disculpa/i,
  keywords: {
    crash: ['se cierra', 'se cae', 'crashea', 'se crashea', 'no abre', 'no se abre', 'no arranca', 'pantalla negra', 'se sale sola'],
    bug: ['error', 'fallo', 'falla', 'bug', 'no funciona', 'problema', 'arreglen', 'arreglar'],
    feature_request: ['agreguen', 'añadir', 'añadan', 'agregar', 'sería genial', 'estaría bien', 'ojalá', 'función', 'funcion', 'opción de', 'modo oscuro', 'sugiero', 'sugerencia', 'les falta', 'falta'],
    pricing: ['precio', 'caro', 'cara', 'suscripción', 'pagar', 'pago', 'premium', 'reembolso', 'dinero', 'cobran', 'cobro', 'cobraron', 'gratis', 'carísim', 'un robo'],
    login: ['iniciar sesión', 'inicio de sesión', 'contraseña', 'cuenta', 'no puedo entrar', 'acceder', 'verificación', 'código'],
    performance: ['lenta', 'lento', 'lentitud', 'batería', 'tarda', 'se traba', 'se congela', 'consume', 'carga'],
    ads: ['anuncio', 'publicidad', 'propaganda'],
    sync: ['sincroniz', 'perdí', 'perdido', 'datos', 'copia de seguridad', 'respaldo', 'borró', 'desapareci', 'restaurar', 'móvil nuevo', 'movil nuevo', 'nuevo móvil', 'teléfono nuevo', 'pasar mis'],
    ui: ['diseño', 'interfaz', 'botón', 'menú', 'letra', 'colores', 'tema', 'confus', 'fácil de usar', 'intuitiv'],
    support: ['soporte', 'atención al cliente', 'no responden', 'no contestan', 'servicio al cliente'],
    praise: ['excelente', 'genial', 'me encanta', 'buenísima', 'muy buena', 'muy bueno', 'perfecta', 'recomiendo', 'gracias', 'increíble', 'útil', 'la mejor'],
  },
}
