import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Spanish with "tú", as the phrasebook writes it, in words shared by Spain and Latin America
 * (no "móvil"/"celular", no "vosotros"). A named thing takes its article, fused after
 * "de" and "a" by `write/naming` ("con el modo oscuro", "del escáner"); "tu {device}" fits any device. Nothing
 * agrees with the reviewer's gender, and "a través de {contact}" fits an address or a web page.
 */
export const es: MoveLines = {
  thanks: {
    casual: [
      '¡Muchísimas gracias por tus palabras!',
      '¡Gracias por una reseña tan bonita!',
      '¡Gracias por tomarte el tiempo de escribirnos!',
    ],
    formal: [
      'Muchas gracias por tu valoración.',
      'Te agradecemos mucho tus amables palabras.',
      'Agradecemos de verdad tus comentarios.',
    ],
  },
  thanksFor: {
    casual: [
      '¡Muchas gracias por lo que dices de {feature}!',
      '¡Gracias por tus palabras sobre {feature}!',
      '¡Gracias! Qué alegría saber que valoras tanto {feature}.',
    ],
    formal: [
      'Gracias por tus amables palabras sobre {feature}.',
      'Gracias. Nos alegra saber que valoras {feature}.',
    ],
  },
  praiseMore: [
    'Nos alegra mucho que {brand|la app} te guste tanto.',
    'Reseñas como la tuya nos motivan muchísimo.',
    'Nos encanta saber que todo te funciona bien.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['¡Y enhorabuena por tu logro!'],
  praiseAlso: [
    'Gracias también por tus palabras[ sobre {feature}].',
    'Tus palabras[ sobre {feature}] también nos alegran mucho.',
  ],
  askMissing: [
    'Cuéntanos qué podríamos mejorar: leemos todos los mensajes.',
    'Si echas algo en falta o hay algo que podamos hacer mejor, cuéntanoslo.',
  ],
  neutral: {
    casual: ['Gracias por tus comentarios.', 'Gracias por tomarte el tiempo de dejar una reseña.'],
    formal: [
      'Gracias por tu opinión.',
      'Te agradecemos que te hayas tomado el tiempo de dejar una reseña.',
    ],
  },
  request: [
    '¡Gracias por la sugerencia[ de {feature}]! Ya se la hemos pasado al equipo.',
    'Tomamos nota de tu idea[ de {feature}] y la hemos compartido con nuestro equipo de producto.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['¡Gracias por tu sugerencia[ sobre {feature}]! Ya se la hemos pasado al equipo.'],
  sorry: {
    casual: [
      'Sentimos mucho los problemas[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
      'Lamentamos que tengas problemas[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
      'Sentimos que estés teniendo problemas[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    formal: [
      'Lamentamos las molestias[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
      'Te pedimos disculpas por el problema[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}][, y lamentamos que {also}].',
      'Sentimos las molestias[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
  },
  sorryCrash: [
    'Sentimos mucho que {brand|la app} se cierre[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    'Lamentamos los cierres inesperados[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    'Te pedimos disculpas por los cierres inesperados[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
  ],
  phoneHot: 'tu teléfono se caliente',
  measures: {
    distance: 'de la distancia',
    steps: 'de los pasos',
    calories: 'de las calorías',
    pace: 'del ritmo',
    heartRate: 'de la frecuencia cardíaca',
  },
  sorryFor: {
    freeze: [
      'Lamentamos que la app se congele[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    slow: [
      'Lamentamos que la app vaya tan lenta[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    sync: [
      'Lamentamos que la sincronización no funcione bien[ con {feature}][ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    logout: [
      'Lamentamos que la app te cierre la sesión una y otra vez[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    open: [
      'Lamentamos que la app no se abra[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    battery: [
      'Lamentamos que la app gaste tanta batería[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    // The phone heats up, said alone.
    heat: [
      'Lamentamos que tu {device} se caliente tanto con la app[ {when}][ ({os})][ en la versión {version}][ y que {also}].',
      'Lamentamos que tu teléfono se caliente tanto con la app[ {when}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    late: [
      'Lamentamos que las notificaciones te lleguen tarde[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    wrong: [
      'Lamentamos que la medición {measure} no sea correcta[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      'Lamentamos que {feature} no se actualice[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    blank: [
      'Lamentamos que {feature} se quede en blanco[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    cuts: [
      'Lamentamos que {feature} se corte[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    load: [
      'Lamentamos que {feature} no cargue[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    reset: [
      'Lamentamos que {feature} se restablezca[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    save: [
      'Lamentamos que {feature} no se guarde[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    missing: [
      'Lamentamos que {feature} no aparezca[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    gone: [
      'Lamentamos que {feature} desaparezca[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    broken: [
      'Lamentamos que {feature} no funcione[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Lamentamos que la app deje de grabar por sí sola[ {when}][ en tu {device}][ ({os})][ en la versión {version}][ y que {also}].',
    ],
  },
  // The same for a plural thing, whose verb agrees with it.
  sorryForMany: {
    stale: [
      'Lamentamos que {feature} no se actualicen[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    blank: [
      'Lamentamos que {feature} se queden en blanco[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    cuts: [
      'Lamentamos que {feature} se corten[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    load: [
      'Lamentamos que {feature} no carguen[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    reset: [
      'Lamentamos que {feature} se restablezcan[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    save: [
      'Lamentamos que {feature} no se guarden[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    missing: [
      'Lamentamos que {feature} no aparezcan[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    gone: [
      'Lamentamos que {feature} desaparezcan[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
    broken: [
      'Lamentamos que {feature} no funcionen[ {when}][ en tu {device}][ ({os})][ en la versión {version}].',
    ],
  },
  alsoFor: {
    gone: '{feature} desaparezca',
    stale: '{feature} no se actualice',
    blank: '{feature} se quede en blanco',
    cuts: '{feature} se corte',
    load: '{feature} no cargue',
    reset: '{feature} se restablezca',
    save: '{feature} no se guarde',
    missing: '{feature} no aparezca',
    broken: '{feature} no funcione',
    sync: '{feature} no se sincronice',
    wrong: '{feature} no funcione bien',
    freeze: '{feature} se congele',
  },
  // The same for a plural thing, whose verb agrees with it.
  alsoForMany: {
    gone: '{feature} desaparezcan',
    stale: '{feature} no se actualicen',
    blank: '{feature} se queden en blanco',
    cuts: '{feature} se corten',
    load: '{feature} no carguen',
    reset: '{feature} se restablezcan',
    save: '{feature} no se guarden',
    missing: '{feature} no aparezcan',
    broken: '{feature} no funcionen',
    sync: '{feature} no se sincronicen',
    wrong: '{feature} no funcionen bien',
    freeze: '{feature} se congelen',
  },
  heard: {
    price: [
      'Sentimos que el precio[ de {feature}] no te convenza; le hemos trasladado tu opinión al equipo.',
      'Lamentamos que el precio[ de {feature}] te eche para atrás; hemos compartido tu opinión con el equipo.',
      "Entendemos que el precio[ de {feature}] no te convenza; ya le hemos pasado tu opinión al equipo.",
    ],
    ads: [
      'Sentimos que los anuncios te molesten; le hemos trasladado tu opinión al equipo.',
      'Lamentamos que los anuncios te estropeen la experiencia; hemos compartido tu opinión con el equipo.',
      "En cuanto a los anuncios, entendemos que molesten; ya le hemos pasado tu opinión al equipo.",
    ],
    design: [
      'Sentimos que el nuevo diseño[ de {feature}] no te convenza; lo hemos compartido con nuestro equipo de diseño.',
      'Lamentamos que el diseño[ de {feature}] te parezca un paso atrás; le hemos trasladado tu opinión al equipo.',
      "Entendemos que el diseño[ de {feature}] no te convenza; ya lo hemos compartido con nuestro equipo de diseño.",
    ],
    slow: [
      'Lamentamos que la app te vaya tan lenta; hemos compartido tu opinión con el equipo.',
      'Sentimos que la app vaya tan lenta; ya le hemos pasado tu comentario al equipo.',
      "Entendemos lo molesto que es que la app vaya tan lenta; ya le hemos pasado tu opinión al equipo.",
    ],
    account: [
      'Sentimos que tener que crear una cuenta te resulte molesto; ya le hemos pasado tu opinión al equipo.',
    ],
    notifications: [
      'Sentimos que las notificaciones te resulten excesivas; ya le hemos pasado tu opinión al equipo.',
      "En cuanto a las notificaciones, entendemos que te resulten excesivas; ya le hemos pasado tu opinión al equipo.",
    ],
    // Too hard: the difficulty itself, which "sorry about the levels" leaves unsaid.
    hard: [
      "Sentimos que la dificultad del juego te resulte tan frustrante; le hemos trasladado tu opinión al equipo.",
      "Entendemos que la dificultad del juego te frustre; ya le hemos pasado tu opinión al equipo.",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: [
      "Sentimos que tengas la impresión de que solo se avanza pagando; le hemos trasladado tu opinión al equipo.",
      "Lamentamos que el juego te dé la sensación de que sin pagar no se puede avanzar; hemos compartido tu opinión con el equipo.",
      "Entendemos que tengas la impresión de que solo se avanza pagando; ya le hemos pasado tu opinión al equipo.",
    ],
    other: [
      'Sentimos que la experiencia[ con {feature}] no sea la que esperabas; le hemos trasladado tu opinión al equipo.',
      'Lamentamos la decepción[ con {feature}]; hemos compartido tu opinión con el equipo.',
      "Entendemos tu decepción[ con {feature}]; ya le hemos pasado tu opinión al equipo.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: ['Lamentamos la decepción[ con {feature}]; hemos compartido tu opinión con el equipo.'],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      'Sentimos que la app no haya estado a la altura de lo que esperabas; le hemos trasladado tu opinión al equipo.',
      'Lamentamos no haber cumplido tus expectativas; ya compartimos tu opinión con el equipo.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Sentimos que {feature} te molesten; le hemos trasladado tu opinión al equipo.",
      "Entendemos que {feature} te molesten; ya le hemos pasado tu opinión al equipo.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "el sistema de vidas",
    priceOf: "el precio de {feature}",
    designOf: "el diseño de {feature}",
    newDesignOf: "el nuevo diseño de {feature}",
    price: "el precio",
    ads: "los anuncios",
    design: "el diseño",
    newDesign: "el nuevo diseño",
    slow: "la lentitud de la app",
    notifications: "las notificaciones tan frecuentes",
    account: "tener que crear una cuenta",
    hard: "la dificultad",
    payToWin: "la sensación de tener que pagar para avanzar",
    rateNag: "las peticiones de valoración",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    'Sentimos muchísimo que el cierre inesperado de la app[ en la versión {version}] te haya hecho perder datos.',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    'Sentimos muchísimo que la app se haya congelado[ en la versión {version}] y te haya hecho perder datos.',
  ],
  sorryLoss: [
    'Sentimos muchísimo que hayas perdido {feature}[ desde la versión {version}].',
    'Sentimos muchísimo que falten tus datos[ desde la versión {version}].',
    'Sentimos mucho que no encuentres tus datos[ en tu {device}].',
    'Sentimos muchísimo que hayas perdido datos por un problema con {cause}[ en la versión {version}].',
  ],
  elsewhere: {
    app: ['¡Perdona la confusión! Parece que esto se refiere a otra app.'],
    outside: ['Gracias por tu sinceridad; aun así, sentimos mucho las molestias.'],
  },
  sorrySarcasm: [
    'Es una crítica justa[ sobre {feature}], y sentimos que resulte tan frustrante.',
    'Entendemos tu frustración[ con {feature}] y lo sentimos.',
  ],
  details: {
    contact: [
      'Indícanos en {contact} tu dispositivo y la versión de la app, y lo revisamos contigo.',
    ],
    noContact: [
      'Ponte en contacto con nuestro equipo de soporte e indícanos el modelo de tu dispositivo y la versión de la app para que podamos revisarlo contigo.',
    ],
  },
  followUp: {
    contact: [
      'Escríbenos a través de {contact} y lo revisamos contigo.',
      'Si nos escribes a través de {contact}, lo revisaremos contigo.',
    ],
    noContact: ['Ponte en contacto con nuestro equipo de soporte y lo revisamos contigo.'],
  },
  recovery: {
    contact: [
      'Escríbenos cuanto antes a través de {contact} para comprobar contigo qué se puede recuperar.',
      'Contacta con nosotros ahora a través de {contact}; revisaremos contigo qué se puede restaurar.',
    ],
    noContact: [
      'Ponte en contacto con nuestro equipo de soporte cuanto antes para comprobar contigo qué se puede recuperar.',
    ],
  },
  answerLead: [
    '¡Gracias por preguntar!',
    '¡Encantados de ayudarte!',
    'Buena pregunta, ¡gracias por hacerla!',
  ],
  askedLead: ['Gracias por tu pregunta.', 'Gracias por tu mensaje.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      'Sentimos mucho el cobro de {feature} por {item} después de cancelar.',
      'Sentimos mucho el cobro[ de {feature}] después de cancelar.',
      'Un cobro[ de {feature}] después de la cancelación no debería ocurrir, y lo lamentamos.',
    ],
    cantCancel: [
      'Sentimos que no hayas podido cancelar la suscripción y que los cobros[ de {feature}] hayan seguido.',
    ],
    twice: [
      'Sentimos mucho el cobro doble de {feature} por {item}.',
      'Sentimos mucho el cobro doble[ de {feature}].',
      'Lamentamos el doble cobro[ de {feature}].',
    ],
    wrongPlan: [
      'Sentimos mucho que el cobro[ de {feature}] fuera por un plan distinto del que elegiste.',
    ],
    unknown: [
      'Sentimos mucho ese cargo de {feature} por {item} que no esperabas.',
      'Sentimos mucho ese cargo[ de {feature}] que no esperabas.',
      'Lamentamos que te haya llegado un cobro inesperado[ de {feature}].',
    ],
    renewed: [
      'Sentimos mucho el cobro de {feature} por {item} en una renovación sin un aviso claro.',
      'Sentimos mucho el cobro[ de {feature}] por una renovación sin un aviso claro.',
      'Lamentamos que la suscripción se renovara sin aviso y te llegara un cobro[ de {feature}].',
    ],
    trial: [
      'Sentimos mucho el cobro de {feature} por {item} al terminar la prueba.',
      'Sentimos mucho el cobro[ de {feature}] al terminar la prueba.',
      'Lamentamos que la prueba se convirtiera en una suscripción de pago con un cobro[ de {feature}].',
    ],
    missing: [
      'Sentimos que tu compra[ de {feature}] no aparezca: deberías tener todo lo que pagaste.',
      'Lamentamos que tu compra[ de {feature}] no se muestre.',
    ],
    refund: [
      'Entendemos que quieras el reembolso de tu compra[ de {feature}].',
      'Sentimos mucho los problemas con tu compra[ de {feature}].',
    ],
    family: [
      'Sentimos que tu familia no tenga acceso[ a {feature}] a través del uso compartido en familia.',
    ],
    currency: ['Sentimos que se te cobrara[ {feature}] en una moneda distinta a la tuya.'],
    priceRise: ['Entendemos que moleste que haya subido el precio[ de {feature}].'],
    child: ['Lamentamos que un menor haya hecho una compra sin tu permiso.'],
    approval: {
      app_store: [
        'Para que no vuelva a pasar, puedes hacer que Apple pida tu aprobación o tu contraseña antes de cada compra.',
      ],
      google_play: [
        'Para que no vuelva a pasar, puedes exigir autenticación para cada compra en los ajustes de Google Play.',
      ],
    },
    storeSettings: {
      app_store: [
        'Puedes ver o cancelar tu suscripción cuando quieras en los ajustes de suscripciones de Apple: Ajustes → tu nombre → Suscripciones.',
      ],
      google_play: [
        'Puedes ver o cancelar tu suscripción cuando quieras en Google Play → Perfil → Pagos y suscripciones → Suscripciones.',
      ],
    },
    other: [
      'Sentimos los problemas con tu pago[ de {feature}].',
      'Entendemos lo frustrante que es un problema con un cobro.',
    ],
    refundPath: {
      app_store: [
        `Solo Apple puede reembolsar las compras del App Store: puedes solicitar el reembolso en ${APPLE}.`,
      ],
      google_play: [
        `En las 48 horas siguientes a la compra puedes pedir el reembolso en ${GOOGLE}.`,
      ],
    },
    checkOrder: {
      contact: [
        'Envíanos tu número de pedido a través de {contact} y revisaremos el cobro contigo.',
        'Si nos escribes a través de {contact} con tu número de pedido, revisaremos el pedido contigo.',
      ],
      noContact: [
        'Si envías tu número de pedido a nuestro equipo de soporte, revisaremos el cobro contigo.',
      ],
    },
    loop: [
      'No deberías tener que ir de un sitio a otro por esto.',
      'Sentimos que te hayan mandado de un sitio a otro.',
    ],
  },
  supportFailed: [
    'Deberías haber recibido una respuesta nuestra, y no fue así.',
    'Sentimos mucho que nadie te haya respondido.',
  ],
  supportFailedDirect: {
    contact: [
      'Debiste recibir respuesta: envía tu número de ticket o la dirección desde la que escribiste a {contact} para que encontremos tu mensaje.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Debiste recibir respuesta: envía tu número de pedido y la dirección desde la que escribiste a {contact} para que encontremos tu mensaje.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Debiste recibir respuesta: envía tu número de pedido a {contact}.'],
  },
  supportReplied: [
    'Sentimos que nuestras respuestas no te hayan servido.',
    'Nuestras respuestas hasta ahora no han resuelto el problema.',
  ],
  contactAgain: {
    contact: [
      'No hace falta que lo expliques todo otra vez: envía tu número de ticket o la dirección desde la que escribiste a {contact} para que encontremos tu mensaje.',
    ],
  },
  orderAgain: {
    contact: [
      'Envía tu número de pedido y la dirección desde la que escribiste a {contact} para que encontremos tu mensaje y el cobro.',
    ],
  },
  privacyAsked: ['Haces bien en preguntar por qué la app pide acceso a {feature}.'],
  permissions: {
    location: 'tu ubicación',
    contacts: 'tus contactos',
    microphone: 'tu micrófono',
    camera: 'tu cámara',
    photos: 'tus fotos',
  },
  privacy: [
    'Haces bien en preguntar qué pasa con tus datos, y mereces una respuesta clara.',
    'Es una pregunta justa sobre tus datos, así que aquí va una respuesta directa.',
  ],
  deletionAsked: ['Entendemos que nos pediste eliminar tu cuenta y tus datos.'],
  dataCopy: {
    contact: [
      'Para recibir una copia de los datos personales que tenemos sobre ti, escríbenos directamente a través de {contact} para que podamos atender tu solicitud.',
    ],
    noContact: [
      'Para recibir una copia de los datos personales que tenemos sobre ti, ponte en contacto directamente con nuestro equipo de soporte para que podamos atender tu solicitud.',
    ],
  },
  deletion: [
    'Entendemos que quieres eliminar tu cuenta y tus datos.',
    'Quieres eliminar tu cuenta y tus datos: te contamos cómo.',
  ],
  tried: {
    contact: [
      'Como ya has probado los pasos habituales, escríbenos directamente a través de {contact} y revisaremos tu caso contigo.',
    ],
    noContact: [
      'Como ya has probado los pasos habituales, contacta directamente con nuestro equipo de soporte y revisaremos tu caso contigo.',
    ],
  },
  lockedOut: {
    contact: [
      'Sentimos que no puedas acceder a tu cuenta. Escríbenos a través de {contact} desde el correo de tu cuenta para ayudarte a recuperar el acceso.',
      'Para recuperar el acceso a tu cuenta, escríbenos a través de {contact} desde el correo de la cuenta y te ayudaremos.',
    ],
    noContact: [
      'Sentimos que no puedas acceder a tu cuenta. Ponte en contacto con nuestro equipo de soporte desde el correo de tu cuenta para que podamos ayudarte a recuperar el acceso.',
      'Para recuperar el acceso a tu cuenta, ponte en contacto con nuestro equipo de soporte desde el correo de la cuenta y te ayudaremos.',
    ],
  },
  contact: {
    contact: [
      'Si nos escribes a través de {contact}, te ayudaremos encantados.',
      'Nuestro equipo te ayudará con gusto en {contact}.',
    ],
    noContact: ['Si contactas con nuestro equipo de soporte, te ayudaremos encantados.'],
  },
  closing: {
    positive: [
      '¡Que disfrutes de {brand|la app}!',
      '¡Gracias de nuevo!',
      '¡Que tengas un gran día!',
    ],
    neutral: ['Gracias de nuevo por tus comentarios.', 'Gracias por usar {brand|la app}.'],
    negative: ['Gracias por tu paciencia.', 'Gracias por avisarnos.'],
  },
}
