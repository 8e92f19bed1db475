import type { Phrasebook } from './types'

/** Portuguese with "você", natural in Brazil and understood everywhere. */
export const pt: Phrasebook = {
  code: 'pt',
  locale: 'pt-BR',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Olá, {name}!', 'Oi, {name}!'], formal: ['Olá, {name},'] },
    anonymous: { casual: ['Olá!'], formal: ['Olá,'] },
  },
  opener: {
    high: {
      casual: [
        'Muito obrigado pela avaliação!',
        'Obrigado pelas palavras tão gentis!',
        'Que alegria ler sua avaliação! Obrigado.',
      ],
      formal: [
        'Agradecemos sua avaliação positiva.',
        'Muito obrigado pela excelente avaliação.',
        'Agradecemos o seu feedback positivo.',
      ],
    },
    mid: {
      casual: [
        'Obrigado pelo feedback sincero!',
        'Obrigado por tirar um tempo para contar o que achou.',
        'Agradecemos sua opinião.',
      ],
      formal: [
        'Agradecemos seu feedback.',
        'Obrigado por compartilhar sua opinião conosco.',
        'Agradecemos sua avaliação sincera.',
      ],
    },
    low: {
      casual: [
        'Sentimos muito pela sua experiência.',
        'Que pena que {brand|o app} não atendeu às suas expectativas.',
        'Lamentamos muito o transtorno.',
      ],
      formal: [
        'Pedimos desculpas pelo transtorno.',
        'Lamentamos que sua experiência não tenha sido a esperada.',
        'Sentimos muito pelos inconvenientes.',
      ],
    },
  },
  issue: {
    crash: [
      'Sentimos muito que o app esteja fechando sozinho; já repassamos seu relato para nossa equipe.',
      'Obrigado por nos avisar sobre a falha; já encaminhamos os detalhes para nossa equipe técnica.',
    ],
    bug: [
      'Obrigado por relatar o erro; já o encaminhamos para nossa equipe técnica.',
      'Já repassamos o problema que você descreveu para nossa equipe.',
    ],
    feature_request: [
      'Obrigado pela sugestão! Já compartilhamos com nossa equipe.',
    ],
    pricing: [
      'Entendemos que o preço é importante e já levamos sua opinião à equipe.',
      'Obrigado pela opinião sobre os preços; ela é muito importante para nós.',
    ],
    login: [
      'Sentimos muito que você esteja com dificuldade para entrar na sua conta.',
      'Queremos ajudar você a recuperar o acesso à sua conta o quanto antes.',
    ],
    performance: [
      'Sabemos como a velocidade e a bateria são importantes, e já compartilhamos sua opinião com nossa equipe técnica.',
      'Obrigado por avisar sobre a lentidão; já repassamos isso para a equipe.',
    ],
    ads: [
      'Obrigado pela opinião sobre os anúncios; já a repassamos para a equipe.',
      'Anotamos seus comentários sobre a publicidade.',
    ],
    sync: [
      'Sabemos como seus dados são importantes e queremos verificar isso com você o quanto antes.',
      'Sentimos muito pelos problemas de sincronização; já repassamos seu relato para nossa equipe.',
    ],
    ui: [
      'Obrigado pela opinião sobre o design; já compartilhamos com nossa equipe.',
      'Queremos que {brand|o app} seja fácil de usar, e seu feedback ajuda muito.',
    ],
    support: [
      'Sentimos muito pela demora em responder.',
      'Lamentamos que nosso suporte não tenha correspondido às suas expectativas.',
    ],
  },
  positive: {
    praise: [
      'Ficamos muito felizes em saber que {brand|o app} é útil para você.',
      'Avaliações como a sua motivam toda a equipe.',
      'Que bom saber que está funcionando tão bem para você.',
    ],
    ui: ['Que bom que você gostou do design!', 'Ficamos felizes que o app seja fácil de usar.'],
    support: [
      'Vamos repassar seu elogio para a nossa equipe de suporte!',
      'Nossa equipe de suporte vai adorar ler isso.',
    ],
  },
  nextStep: {
    contact: [
      'Escreva para {contact} para analisarmos com mais detalhes.',
      'Fale com a gente em {contact} e teremos prazer em ajudar.',
      'Nossa equipe pode ajudar você em {contact}.',
    ],
    noContact: [
      'Entre em contato com nosso suporte para analisarmos com mais detalhes.',
      'Fale com nossa equipe de suporte e teremos prazer em ajudar.',
    ],
  },
  askMore: ['Adoraríamos saber o que podemos melhorar.', 'Conte para a gente o que está faltando; lemos todos os comentários.'],
  closing: {
    high: ['Aproveite o app!', 'Obrigado mais uma vez pelo apoio!', 'Tenha um ótimo dia!'],
    mid: ['Obrigado mais uma vez pelo feedback.', 'Sua opinião é muito importante para nós.'],
    low: ['Obrigado pela paciência.', 'Obrigado pela compreensão.'],
  },
  team: 'Equipe {brand}',
  apology: /sentimos|lamentamos|desculpa|que pena/i,
  keywords: {
    crash: ['fecha sozinho', 'fecha toda vez', 'fecha toda hora', 'fecha sempre', 'fecha ao abrir', 'fechando sozinho', 'fecha do nada', 'crash', 'trava', 'travando', 'não abre', 'nao abre', 'tela preta'],
    bug: ['erro', 'bug', 'não funciona', 'nao funciona', 'problema', 'falha', 'corrijam', 'arrumem'],
    feature_request: ['adicionem', 'adicionar', 'seria bom', 'seria ótimo', 'poderiam', 'função', 'opção de', 'modo escuro', 'sugiro', 'sugestão', 'falta'],
    pricing: ['preço', 'caro', 'caras', 'muito cara', 'cara demais', 'bem cara', 'assinatura', 'pagar', 'pago', 'premium', 'reembolso', 'dinheiro', 'cobrança', 'cobraram', 'grátis', 'gratuito', 'caríssim', 'um roubo'],
    login: ['login', 'entrar na conta', 'senha', 'conta', 'acessar', 'verificação', 'código'],
    performance: ['lento', 'lenta', 'lentidão', 'bateria', 'demora', 'pesado', 'esquenta', 'carregando'],
    ads: ['anúncio', 'propaganda', 'publicidade'],
    sync: ['sincroniz', 'perdi', 'perdeu', 'dados', 'backup', 'sumiu', 'sumiram', 'apagou', 'restaurar', 'celular novo', 'novo celular', 'passar minhas'],
    ui: ['design', 'interface', 'layout', 'botão', 'menu', 'fonte', 'cores', 'tema', 'confus', 'fácil de usar', 'intuitiv'],
    support: ['suporte', 'atendimento', 'não respondem', 'sem resposta', '=sac'],
    praise: ['ótimo', 'ótima', 'excelente', 'adoro', 'amei', '=amo', 'perfeito', 'recomendo', 'muito bom', 'muito boa', 'maravilhos', 'incrível', '=top', 'obrigad'],
  },
}
