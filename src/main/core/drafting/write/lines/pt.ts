import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Brazilian Portuguese with "você", as the phrasebook writes it, readable in Portugal: no
 * gerunds ("está fechando"), no "a gente", no words only one side uses ("celular",
 * "incômodo"). A named thing takes its article, fused after "de", "em", "a", "por" by
 * `write/naming` ("com o modo escuro", "do widget"). The product is "o app": Portuguese puts an article before an app's
 * name ("o Notes Pro"), which a line could not know to add.
 * Nothing agrees with the reviewer's gender ("cobrado/cobrada").
 */
export const pt: MoveLines = {
  thanks: {
    casual: [
      'Muito obrigado pelas palavras tão gentis!',
      'Obrigado pela avaliação incrível!',
      'Obrigado por tirar um tempo para escrever para nós!',
    ],
    formal: [
      'Agradecemos muito a sua avaliação.',
      'Muito obrigado pelas suas palavras gentis.',
      'Agradecemos de verdade o seu feedback positivo.',
    ],
  },
  thanksFor: {
    casual: [
      'Muito obrigado pelo elogio a {feature}!',
      'Obrigado! Que bom saber que você gosta tanto de {feature}.',
      'Obrigado pelas palavras sobre {feature}!',
    ],
    formal: [
      'Agradecemos as palavras gentis sobre {feature}.',
      'Obrigado. Ficamos felizes em saber que você aprecia {feature}.',
    ],
  },
  praiseMore: [
    'Que bom saber que o app agrada tanto a você.',
    'Avaliações como a sua motivam toda a equipe.',
    'Ficamos felizes em saber que tudo funciona bem para você.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['E parabéns pela conquista!'],
  praiseAlso: [
    'Obrigado também pelo elogio[ a {feature}].',
    'Seu elogio[ a {feature}] também nos deixou muito felizes.',
  ],
  askMissing: [
    'Conte para nós o que podemos melhorar: lemos todas as mensagens.',
    'Se sentir falta de algo ou achar que podemos fazer melhor, conte para nós.',
  ],
  neutral: {
    casual: ['Obrigado pelo feedback.', 'Obrigado por tirar um tempo para avaliar.'],
    formal: [
      'Agradecemos o seu feedback.',
      'Obrigado por dedicar um tempo a deixar a sua avaliação.',
    ],
  },
  request: [
    'Obrigado pela sugestão[ de {feature}]! Já a levamos à nossa equipe.',
    'Anotamos a sua ideia[ de {feature}] e já a passamos para a nossa equipe de produto.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['Obrigado pela sugestão[ sobre {feature}]! Já a levamos à nossa equipe.'],
  sorry: {
    casual: [
      'Sentimos muito pelo problema[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}].',
      'Lamentamos que você tenha problemas[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
      'Pedimos desculpa pelos problemas[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    formal: [
      'Pedimos desculpas pelo problema[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}][, e lamentamos que {also}].',
      'Lamentamos o transtorno[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}].',
      'Sentimos muito pelo transtorno[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
  },
  sorryCrash: [
    'Sentimos muito que o app feche sozinho[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    'Lamentamos os fechamentos inesperados[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    'Pedimos desculpas pelos fechamentos inesperados[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}].',
  ],
  phoneHot: 'o celular aqueça',
  measures: {
    distance: 'da distância',
    steps: 'dos passos',
    calories: 'das calorias',
    pace: 'do ritmo',
    heartRate: 'da frequência cardíaca',
  },
  sorryFor: {
    freeze: [
      'Lamentamos que o app esteja travando[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    slow: [
      'Lamentamos que o app esteja tão lento[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    sync: [
      'Lamentamos que a sincronização não esteja funcionando direito[ com {feature}][ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    logout: [
      'Lamentamos que o app fique desconectando você da conta[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    open: [
      'Lamentamos que o app não abra[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    battery: [
      'Lamentamos que o app gaste tanta bateria[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    // The phone heats up, said alone.
    heat: [
      'Lamentamos que o seu {device} esquente tanto com o app[ {when}][ ({os})][ na versão {version}][ e que {also}].',
      'Lamentamos que o celular esquente tanto com o app[ {when}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    late: [
      'Lamentamos que as notificações cheguem atrasadas[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    wrong: [
      'Lamentamos que a medição {measure} não esteja correta[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      'Lamentamos que {feature} não atualize[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    blank: [
      'Lamentamos que {feature} fique em branco[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    cuts: [
      'Lamentamos que {feature} fique caindo[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    load: [
      'Lamentamos que {feature} não carregue[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    reset: [
      'Lamentamos que {feature} volte ao padrão[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    save: [
      'Lamentamos que {feature} não salve[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    missing: [
      'Lamentamos que {feature} não apareça[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    gone: [
      'Lamentamos que {feature} desapareça[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    broken: [
      'Lamentamos que {feature} não funcione[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Lamentamos que o app pare de gravar sozinho[ {when}][ no seu {device}][ ({os})][ na versão {version}][ e que {also}].',
    ],
  },
  // The same for a plural thing, whose verb agrees with it.
  sorryForMany: {
    stale: [
      'Lamentamos que {feature} não atualizem[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    blank: [
      'Lamentamos que {feature} fiquem em branco[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    cuts: [
      'Lamentamos que {feature} fiquem caindo[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    load: [
      'Lamentamos que {feature} não carreguem[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    reset: [
      'Lamentamos que {feature} voltem ao padrão[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    save: [
      'Lamentamos que {feature} não salvem[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    missing: [
      'Lamentamos que {feature} não apareçam[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    gone: [
      'Lamentamos que {feature} desapareçam[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
    broken: [
      'Lamentamos que {feature} não funcionem[ {when}][ no seu {device}][ ({os})][ na versão {version}].',
    ],
  },
  alsoFor: {
    gone: '{feature} desapareça',
    stale: '{feature} não atualize',
    blank: '{feature} fique em branco',
    cuts: '{feature} fique caindo',
    load: '{feature} não carregue',
    reset: '{feature} volte ao padrão',
    save: '{feature} não salve',
    missing: '{feature} não apareça',
    broken: '{feature} não funcione',
    sync: '{feature} não sincronize',
    wrong: '{feature} não funcione direito',
    freeze: '{feature} trave',
  },
  // The same for a plural thing, whose verb agrees with it.
  alsoForMany: {
    gone: '{feature} desapareçam',
    stale: '{feature} não atualizem',
    blank: '{feature} fiquem em branco',
    cuts: '{feature} fiquem caindo',
    load: '{feature} não carreguem',
    reset: '{feature} voltem ao padrão',
    save: '{feature} não salvem',
    missing: '{feature} não apareçam',
    broken: '{feature} não funcionem',
    sync: '{feature} não sincronizem',
    wrong: '{feature} não funcionem direito',
    freeze: '{feature} travem',
  },
  heard: {
    price: [
      'Sentimos muito que o preço[ de {feature}] não pareça justo para você; já levamos a sua opinião à equipe.',
      'Lamentamos que o preço[ de {feature}] tenha desanimado você; já compartilhamos a sua opinião com a equipe.',
      "Entendemos que o preço[ de {feature}] não pareça justo para você; já levamos a sua opinião à equipe.",
    ],
    ads: [
      'Sentimos muito que os anúncios atrapalhem; já levamos a sua opinião à equipe.',
      'Lamentamos que os anúncios estraguem a sua experiência; já compartilhamos a sua opinião com a equipe.',
      "Quanto aos anúncios, entendemos que atrapalhem; já levamos a sua opinião à equipe.",
    ],
    design: [
      'Sentimos muito que o novo design[ de {feature}] não agrade você; já compartilhamos a sua opinião com a nossa equipe de design.',
      'Lamentamos que o design[ de {feature}] pareça um passo atrás; já levamos a sua opinião à equipe.',
      "Entendemos que o design[ de {feature}] não agrade você; já compartilhamos a sua opinião com a nossa equipe de design.",
    ],
    slow: [
      'Sentimos muito que o app esteja tão lento; já levamos a sua opinião à equipe.',
      'Lamentamos a lentidão do app; já compartilhamos a sua opinião com a equipe.',
      "Entendemos como é chato o app estar tão lento; já levamos a sua opinião à equipe.",
    ],
    account: [
      'Sentimos muito que a obrigação de criar uma conta incomode você; já levamos a sua opinião à equipe.',
    ],
    notifications: [
      'Sentimos muito que as notificações estejam sendo demais; já levamos a sua opinião à equipe.',
      "Quanto às notificações, entendemos que estejam sendo demais; já levamos a sua opinião à equipe.",
    ],
    other: [
      'Sentimos muito que a experiência[ com {feature}] não seja a que você esperava; já levamos a sua opinião à equipe.',
      // "A decepção com a caneta" overstates a remark on how a thing is made (often under praise).
      'Que pena que a experiência[ com {feature}] ainda não seja como você gostaria; já compartilhamos a sua opinião com a equipe.',
      "Entendemos a sua decepção[ com {feature}]; já levamos a sua opinião à equipe.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: ['Lamentamos a decepção[ com {feature}]; já compartilhamos a sua opinião com a equipe.'],
    // The game held to push buying to get ahead: the push heard, not the price of one thing.
    payToWin: [
      'Sentimos muito que pareça que só dá para avançar pagando[ por {item}]; já compartilhamos a sua opinião com a equipe.',
      "Entendemos que pareça que só dá para avançar pagando[ por {item}]; já levamos a sua opinião à equipe.",
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      'Lamentamos que o app não tenha correspondido às suas expectativas; já compartilhamos a sua opinião com a equipe.',
      'Sentimos muito que o app tenha ficado aquém do que você esperava; já levamos a sua opinião à equipe.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Sentimos muito que {feature} incomodem você; já levamos a sua opinião à equipe.",
      "Entendemos que {feature} incomodem você; já levamos a sua opinião à equipe.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "o sistema de vidas",
    priceOf: "o preço de {feature}",
    designOf: "o design de {feature}",
    newDesignOf: "o novo design de {feature}",
    price: "o preço",
    ads: "os anúncios",
    design: "o design",
    newDesign: "o novo design",
    slow: "a lentidão do app",
    notifications: "o excesso de notificações",
    account: "a obrigação de criar uma conta",
    hard: "a dificuldade",
    payToWin: "a sensação de ter que pagar para avançar",
    rateNag: "os pedidos de avaliação",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    'Sentimos muito que o fechamento inesperado do app[ na versão {version}] tenha feito você perder dados.',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    'Sentimos muito que o app tenha travado[ na versão {version}] e feito você perder dados.',
  ],
  sorryLoss: [
    'Sentimos muito que você tenha perdido {feature}[ desde a versão {version}].',
    'Sentimos muito que os seus dados tenham desaparecido[ desde a versão {version}].',
    'Lamentamos muito que os seus dados tenham desaparecido[ no seu {device}].',
    'Sentimos muito que você tenha perdido dados por causa de um problema com {cause}[ na versão {version}].',
  ],
  elsewhere: {
    app: ['Desculpe a confusão! Parece que isto se refere a outro app.'],
    outside: ['Obrigado pela sinceridade; mesmo assim, sentimos muito pelo transtorno.'],
  },
  sorrySarcasm: [
    'É uma crítica justa[ sobre {feature}], e lamentamos a frustração.',
    'Entendemos a sua frustração[ com {feature}] e pedimos desculpas.',
  ],
  details: {
    contact: [
      'Diga-nos em {contact} o modelo do seu aparelho e a versão do app, e analisamos isso com você.',
    ],
    noContact: [
      'Entre em contato com o nosso suporte informando o modelo do seu aparelho e a versão do app, para analisarmos isso com você.',
    ],
  },
  followUp: {
    contact: [
      'Escreva para nós em {contact} e vamos analisar isso com você.',
      'Se você escrever para nós em {contact}, analisaremos isso com você.',
    ],
    noContact: ['Entre em contato com o nosso suporte e vamos analisar isso com você.'],
  },
  recovery: {
    contact: [
      'Escreva para nós em {contact} assim que puder, para verificarmos juntos o que pode ser recuperado.',
      'Fale conosco agora mesmo em {contact}; vamos verificar com você o que pode ser restaurado.',
    ],
    noContact: [
      'Entre em contato com o nosso suporte assim que puder, para verificarmos juntos o que pode ser recuperado.',
    ],
  },
  answerLead: [
    'Obrigado pela pergunta!',
    'Ficamos felizes em ajudar!',
    'Boa pergunta, obrigado por perguntar!',
  ],
  askedLead: ['Obrigado pela pergunta.', 'Obrigado pela mensagem.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      'Sentimos muito pela cobrança de {feature} por {item} depois do cancelamento.',
      'Sentimos muito pela cobrança[ de {feature}] depois do cancelamento.',
      'Lamentamos a cobrança[ de {feature}] feita mesmo após o cancelamento.',
    ],
    cantCancel: [
      'Lamentamos que não tenha sido possível cancelar a assinatura e que as cobranças[ de {feature}] tenham continuado.',
    ],
    twice: [
      'Sentimos muito pela cobrança em dobro de {feature} por {item}.',
      'Sentimos muito pela cobrança em dobro[ de {feature}].',
      'Lamentamos a cobrança duplicada[ de {feature}].',
    ],
    wrongPlan: [
      'Sentimos muito que a cobrança[ de {feature}] tenha sido de um plano diferente do que você escolheu.',
    ],
    unknown: [
      'Sentimos muito por essa cobrança inesperada de {feature} por {item}.',
      'Sentimos muito por essa cobrança inesperada[ de {feature}].',
      'Lamentamos a cobrança[ de {feature}] que você não esperava.',
    ],
    renewed: [
      'Sentimos muito pela cobrança de {feature} por {item} na renovação feita sem um aviso claro.',
      'Sentimos muito pela cobrança[ de {feature}] na renovação feita sem um aviso claro.',
      'Lamentamos que a assinatura tenha sido renovada sem aviso, com a cobrança[ de {feature}].',
    ],
    trial: [
      'Sentimos muito pela cobrança de {feature} por {item} no fim do período de teste.',
      'Sentimos muito pela cobrança[ de {feature}] no fim do período de teste.',
      'Lamentamos que o teste tenha virado uma assinatura paga, com a cobrança[ de {feature}].',
    ],
    missing: [
      'Sentimos muito que a sua compra[ de {feature}] não apareça: você deve ter tudo o que pagou.',
      'Lamentamos que a sua compra[ de {feature}] não apareça.',
    ],
    refund: [
      'Entendemos que você queira o reembolso da sua compra[ de {feature}].',
      'Sentimos muito pelo problema com a sua compra[ de {feature}].',
    ],
    family: [
      'Sentimos muito que o compartilhamento familiar não funcione para sua família[ com {feature}].',
    ],
    currency: [
      'Sentimos muito que a cobrança[ de {feature}] tenha sido feita em outra moeda que não a sua.',
    ],
    priceRise: ['Entendemos a frustração com o aumento do preço[ de {feature}].'],
    child: ['Lamentamos que uma criança tenha feito uma compra sem a sua permissão.'],
    approval: {
      app_store: [
        'Para que isso não aconteça de novo, você pode fazer com que a Apple peça sua aprovação ou sua senha antes de cada compra.',
      ],
      google_play: [
        'Para que isso não aconteça de novo, você pode exigir autenticação para todas as compras nas configurações do Google Play.',
      ],
    },
    storeSettings: {
      app_store: [
        'Você pode ver ou cancelar a assinatura quando quiser nos ajustes de assinaturas da Apple: Ajustes → seu nome → Assinaturas.',
      ],
      google_play: [
        'Você pode ver ou cancelar a assinatura quando quiser no Google Play → Perfil → Pagamentos e assinaturas → Assinaturas.',
      ],
    },
    other: [
      'Sentimos muito pelo problema com o pagamento[ de {feature}].',
      'Entendemos como um problema de cobrança é frustrante.',
    ],
    refundPath: {
      app_store: [
        `Só a Apple pode reembolsar compras da App Store: você pode pedir o reembolso em ${APPLE}.`,
      ],
      google_play: [`Nas 48 horas após a compra, é possível pedir o reembolso em ${GOOGLE}.`],
    },
    checkOrder: {
      contact: [
        'Envie o número do pedido para nós em {contact} e verificaremos a cobrança com você.',
        'Se você nos enviar o número do pedido em {contact}, analisaremos o pedido com você.',
      ],
      noContact: [
        'Se você enviar o número do pedido ao nosso suporte, verificaremos a cobrança com você.',
      ],
    },
    loop: [
      'Ninguém deveria ser mandado de um lado para o outro por causa disso.',
      'Sentimos muito por todo esse vaivém.',
    ],
  },
  supportFailed: [
    'Você deveria ter recebido uma resposta nossa, e isso não aconteceu.',
    'Sentimos muito que ninguém tenha respondido a você.',
  ],
  supportFailedDirect: {
    contact: [
      'Você devia ter recebido resposta: envie o número do ticket ou o endereço de onde escreveu para {contact} para encontrarmos sua mensagem.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Você devia ter recebido resposta: envie o número do pedido e o endereço de onde escreveu para {contact} para encontrarmos sua mensagem.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Você devia ter recebido resposta: envie o número do pedido para {contact}.'],
  },
  supportReplied: [
    'Sentimos muito que as nossas respostas não tenham resolvido o problema.',
    'As nossas respostas até agora não resolveram o problema.',
  ],
  contactAgain: {
    contact: [
      'Não precisa explicar tudo de novo: envie o número do ticket ou o endereço de onde escreveu para {contact} para encontrarmos sua mensagem.',
    ],
  },
  orderAgain: {
    contact: [
      'Envie o número do pedido e o endereço de onde escreveu para {contact} para encontrarmos sua mensagem e a cobrança.',
    ],
  },
  privacyAsked: ['Você tem razão em perguntar por que o app pede acesso {feature}.'],
  permissions: {
    location: 'à sua localização',
    contacts: 'aos seus contatos',
    microphone: 'ao seu microfone',
    camera: 'à sua câmera',
    photos: 'às suas fotos',
  },
  privacy: [
    'Você tem razão em perguntar o que acontece com os seus dados, e merece uma resposta clara.',
    'É uma pergunta justa sobre os seus dados, então aqui vai uma resposta direta.',
  ],
  deletionAsked: ['Entendemos que você nos pediu para excluir sua conta e seus dados.'],
  dataCopy: {
    contact: [
      'Para receber uma cópia dos dados pessoais que temos sobre você, escreva diretamente para nós em {contact} para que possamos atender à sua solicitação.',
    ],
    noContact: [
      'Para receber uma cópia dos dados pessoais que temos sobre você, fale diretamente com a nossa equipe de suporte para que possamos atender à sua solicitação.',
    ],
  },
  deletion: [
    'Entendemos que você quer excluir a sua conta e os seus dados.',
    'Você quer excluir a sua conta e os seus dados: veja como fazer.',
  ],
  tried: {
    contact: [
      'Como você já tentou os passos de sempre, escreva direto para nós em {contact} e vamos analisar o seu caso com você.',
    ],
    noContact: [
      'Como você já tentou os passos de sempre, fale direto com a nossa equipe de suporte e vamos analisar o seu caso com você.',
    ],
  },
  lockedOut: {
    contact: [
      'Sentimos muito que você não consiga entrar na sua conta. Escreva para nós em {contact} usando o e-mail da conta, para ajudarmos você a recuperar o acesso.',
      'Para recuperar o acesso à sua conta, escreva para nós em {contact} usando o e-mail da conta, e ajudaremos você.',
    ],
    noContact: [
      'Sentimos muito que você não consiga entrar na sua conta. Entre em contato com o nosso suporte usando o e-mail da conta, para ajudarmos você a recuperar o acesso.',
      'Para recuperar o acesso à sua conta, entre em contato com o nosso suporte usando o e-mail da conta, e ajudaremos você.',
    ],
  },
  contact: {
    contact: [
      'Se você escrever para nós em {contact}, teremos prazer em ajudar.',
      'A nossa equipe pode ajudar você em {contact}.',
    ],
    noContact: ['Se você entrar em contato com o nosso suporte, teremos prazer em ajudar.'],
  },
  closing: {
    positive: ['Aproveite o app!', 'Obrigado mais uma vez!', 'Tenha um ótimo dia!'],
    neutral: ['Obrigado mais uma vez pelo feedback.', 'Obrigado por usar o app.'],
    negative: ['Obrigado pela paciência.', 'Obrigado por nos avisar.'],
  },
}
