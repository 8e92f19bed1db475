import type { Cues } from './types'

// "não funciona", "nao abre mais", "parou de sincronizar", Brazilian and European forms, with
// and without the tilde reviews often leave out (folding makes "não" and "nao" one).
const VERBS = [
  'funciona', 'funcionam', 'abre', 'abrem', 'carrega', 'carregam', 'sincroniza', 'sincronizam', 'salva', 'salvam', 'grava', 'guarda', 'registra', 'regista',
  'mostra', 'mostram', 'aparece', 'aparecem', 'toca', 'tocam', 'conecta', 'mede', 'exporta', 'inicia', 'responde', 'atualiza', 'envia', 'notifica',
  'avisa', 'chega', 'chegam', 'entra', 'deixa', 'roda', 'reconhece', 'detecta', 'conta os',
]
const broken = [...VERBS.flatMap((v) => [`não ${v}`, `n ${v}`, `nunca ${v}`]), 'não me deixa', 'não dá']
const ACTIONS = ['funcionar', 'abrir', 'carregar', 'sincronizar', 'salvar', 'gravar', 'registrar', 'mostrar', 'tocar', 'conectar', 'contar', 'exportar', 'importar', 'responder', 'notificar', 'atualizar', 'enviar', 'anexar', 'adicionar']
const stopped = ACTIONS.flatMap((v) => [`parou de ${v}`, `para de ${v}`, `deixou de ${v}`, `não consigo ${v}`, `nao consigo ${v}`, `não dá pra ${v}`, `não dá para ${v}`, `impossível ${v}`])

export const pt: Cues = {
  resolved: ['resolveu', 'resolveram', 'resolvido', 'solucionou', 'solucionaram', 'me ajudaram', 'me ajudou', 'em uma hora', 'numa hora', 'responderam rápido'],
  thanks: ['obrigado', 'obrigada', 'valeu', 'obg', 'desde já obrigado', 'agradeço'],
  positive: [
    '❤', '😍', '🥰', '👍', '👌', '🙌', '🔥', '💯', '⭐', '😊', '🤩', '=amo', 'amei', 'adoro', 'adorei', 'amando', 'gosto muito', 'gostei', 'curti', 'curtindo', 'ótimo',
    'ótima', 'excelente', 'perfeito', 'perfeita', 'maravilhoso', 'maravilhosa', 'incrível', 'incríveis', 'incriveis', 'sensacional', 'fantástico', 'fantástica', 'espetacular', '=top', 'top demais',
    'muito bom', 'muito boa', '=bom', '=boa', '=bons', '=boas', 'bom demais', 'o melhor', 'a melhor', 'melhor app', 'melhor aplicativo', 'melhor jogo', '=melhor', 'lindo',
    'linda', 'bonito', 'legal', 'massa', 'show', 'show de bola', 'amo demais', 'gostei demais', '=útil', '=úteis', '=prático', '=prática', 'fácil', '=simples', 'intuitivo',
    'intuitiva', 'organizado', 'organizada', 'organizadas', 'organizados', 'acha tudo', 'encontra tudo', '=leve', 'rápido', 'rápida', 'fluido', 'liso', 'roda liso', 'roda bem', 'funciona bem', 'funciona perfeitamente', 'funciona muito bem', 'estável',
    'confiável', 'precisão', 'recomendo', 'super recomendo', 'obrigado', 'obrigada', '=obg', 'valeu', 'parabéns', 'continuem', 'ótimo trabalho', 'satisfeito',
    'satisfeita', 'feliz', 'viciante', 'viciado', 'viciada', 'divertido', 'divertida', 'relaxante', 'vale a pena', 'vale cada centavo', 'finalmente', 'salva minha vida',
    'salvam minha vida', 'salvou minha', 'salva-vidas', 'indispensável', 'essencial', '5 estrelas', 'cinco estrelas', '10/10', 'nota 10', 'nota mil', 'perfeição',
    'sem defeitos', 'respeita', 'sem erros', 'sem travar', 'não trava mais', 'não fecha mais', 'nunca travou', 'não dá mais erro', 'parou de travar', 'parou de fechar', 'sem problemas', 'uau', 'caprichado', 'bem feito', 'bem feita', 'mandaram bem', 'arrasou', 'tá de parabéns',
    'está de parabéns', 'melhorou', 'boas', 'muito bem',
  ],
  negative: [
    // How it looks ("o novo visual ficou feio"): a complaint about how it is made, nothing broken.
    '=feio', '=feia', 'feíssimo', 'horroroso', 'horrorosa',
    // Scorn for the people who made the app ("you are incompetent liars").
    'incompetente', 'incompetentes', 'mentiroso', 'mentirosos', 'picaretas',
    'não acho nada', 'não se acha nada', 'não se encontra nada', 'não encontro nada',
    'péssimo', 'péssima', 'horrível', 'terrível', 'ruim', 'muito ruim', 'lixo', 'porcaria', 'merda', 'bosta', 'droga', 'inútil', 'não presta', 'não serve',
    'decepção', 'decepcionado', 'decepcionada', 'decepcionante', 'frustrante', 'chato', 'chata', 'irritante', 'insuportável', 'ridículo', 'vergonha', 'absurdo',
    'golpe', 'roubo', 'ladrão', 'ladrões', 'enganação', 'caro', 'muito caro', 'caríssimo', 'muita propaganda', 'muitas propagandas', 'propaganda demais',
    'muito anúncio', 'muitos anúncios', 'anúncio demais', 'anúncios demais', 'desinstal', 'não recomendo', 'lento', 'lenta', 'pesado', 'complicado', 'complicada',
    'confuso', 'confusa', 'piorou', 'pior', 'cada vez pior', 'não gosto', 'não gostei', 'problema', 'problemas', 'toda vez', 'sempre que', 'depois da atualização',
    'desde a atualização', 'após a atualização', 'com a atualização', 'depois que atualizou', 'depois que atualizei', 'corrijam', 'arrumem', 'consertem', 'resolvam',
    '1 estrela', 'uma estrela', 'zero estrelas', '👎', '😡', '🤬', '😤', '💩', '😠', '😞', '😢', '🤮', '😕', 'difícil demais', 'muito difícil', 'impossível',
    'puxado', 'puxados', 'puxada', 'paga pra ganhar', 'pay to win', 'obrigam', 'obrigatório', 'forçado', 'que saco', 'raiva', 'triste', 'que pena', 'uma pena',
    'lamentável', 'medíocre', '=fraco', '=fraca', 'não vale a pena', 'não vale', 'perda de tempo', 'desrespeito', 'palhaçada', 'sacanagem', 'zoado', 'zuado',
    'bugado', 'travando', 'abusivo', 'enganoso', 'propaganda enganosa', 'tem que pagar', 'só pagando', 'antes era',
    'funcionava bem', 'funcionava perfeitamente', 'funcionava direitinho', 'antes funcionava', 'podia ser melhor', 'poderia ser melhor', 'precisa melhorar', 'deixa a desejar', 'já não', 'meio cara', 'muito cara', 'bem cara', 'é cara', 'meio caro', 'não acho mais nada', 'não acho nada', 'era meu favorito', 'era meu app favorito', 'já foi bom', 'já foi melhor',
    'mais lento', 'mais lenta', 'difícil de ler', 'ilegível', 'apagar todas', 'apagou todas', 'apagaram todas', 'apagou tudo', 'apagaram tudo',
    'até o redesign', 'até a atualização', 'antes da atualização', 'antes do redesign',
  ],
  negators: ['não', 'nao', 'ñ', 'n', 'nunca', 'jamais', 'nem', 'nada', 'sem', 'nenhum', 'nenhuma', 'tampouco'],
  sarcasm: [
    // "Love paying to watch ads": nobody loves paying; the praise is said with a rolled eye.
    'adoro pagar', 'adoro perder', 'amo perder', 'amo pagar', 'que delícia pagar',
    '🙄', '🙃', '😒', '/s', 'obrigado por nada', 'obrigada por nada', 'valeu por nada', 'só que não', '=sqn', 'aham', 'parabéns pela', 'parabéns aos gênios',
    'ótima ideia', 'que ideia genial', 'mais uma atualização', 'mais um redesign', 'exatamente o que eu precisava', 'muito obrigado por estragar',
    '🤡', 'melhor atualização da história',
  ],
  ironic: ['parabéns', 'que maravilha', 'que lindo', 'adorei que', 'amei que', 'amo quando', 'obrigado por', 'obrigada por', 'valeu por', 'ótimo', 'maravilha', 'genial', '👏', 'melhor atualização'],
  contrast: ['=mas', 'porém', 'contudo', 'entretanto', 'no entanto', 'todavia', 'infelizmente', 'embora', 'apesar', 'só que', 'só acho', 'único problema', 'único defeito', 'única coisa', 'só falta', 'exceto', 'tirando', 'fora isso', 'de resto', 'pena que', 'o ruim é', 'o chato é'],
  bug: [
    ...broken,
    ...stopped,
    'fecha sozinho', 'fecha toda vez', 'fecha sempre', 'fecha ao abrir', 'fecha quando', 'fecha assim que', 'fecha no meio', 'fecha sozinha', 'fica fechando', 'fechando toda hora', 'fecha toda hora', 'vive fechando', 'vive travando', 'fecha o tempo todo', 'fechando sozinho', 'fechando sozinha', 'fecha do nada', 'fechando do nada', 'trava', 'travando', 'travou', 'travado', 'travada',
    'congela', 'congelando', 'congelou', 'crash', 'crasha', 'crashando', 'buga', 'bugado', 'bugada', 'bugou', 'bug', 'bugs', 'erro', 'falha', 'tela preta', 'tela branca',
    'tela em branco', 'ecrã preto', 'ecrã branco', 'carregando infinito', 'fica carregando', 'demora muito', 'demoram muito', 'demora demais', 'demoram demais', 'uma eternidade', 'demora séculos', 'demoram séculos', 'demora horas', 'demoram horas', 'demora pra abrir', 'demora para abrir', 'lag', 'lagado',
    'lagando', 'reinicia sozinho', 'sumiu', 'sumiram', '=some', 'some tudo', 'duplica', 'duplicado', 'duplicada', 'errado', 'errada', 'incorreto', 'incorreta', 'impreciso',
    'imprecisa', 'mede errado', 'marca errado', 'conta errado', 'calcula errado', 'perde o sinal', 'perde o gps', 'perde sinal', 'desconecta', 'desconectando',
    'me desloga', 'deslogando', 'desloga sozinho', 'gasta bateria', 'gasta muita bateria', 'consome bateria', 'consome muita bateria', 'drena a bateria', 'esquenta',
    'superaquece', 'sem som', 'dá erro', 'deu erro', 'dando erro', 'não funciona', 'nao funciona', 'parou de', 'deixou de', 'quebrado', 'quebrou', 'não abre',
    'não carrega', 'não consigo abrir', 'fica travado', 'fica travada', 'para sozinho', 'para do nada',
    'atrasad', 'com atraso', 'de atraso', 'até eu abrir', 'até abrir o app', 'só quando abro', 'nada carrega', 'não carrega nada', 'chegam duplicad', 'chegam duas vezes',
    'corrijam', 'consertem', 'arrumem', 'por favor corrigir', 'resolvam',
    // "A exportação corta a última linha", "os acentos saem errados": what the app cuts or mangles.
    'corta a última', 'corta o final', 'corta o fim', 'corta a parte', 'sai cortad', 'fica cortad', 'vem cortad', 'saem cortad', 'ficam cortad', 'desconfigura', 'desconfigurado', 'desconfigurada',
    // "O widget às vezes fica em branco": a screen that shows nothing.
    'fica em branco', 'ficou em branco', 'fica todo branco', 'fica vazio', 'fica vazia', 'ficou vazio', 'ficou vazia',
    'caracteres estranhos', 'saem errad', 'ficam errad', 'não atualiza', 'nao atualiza', 'não sincroniza', 'nao sincroniza', 'não recebi', 'nao recebi', 'não veio', 'nao veio', 'não chegou', 'nao chegou',
  ],
  notWish: ['queria agradecer', 'gostaria de agradecer', 'quero agradecer', 'queria parabenizar', 'gostaria de parabenizar', 'quero parabenizar'],
  request: [
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    'vão lançar', 'vão adicionar', 'vão colocar', 'vão ter', 'tem previsão', 'há planos', 'tem planos', 'pretendem', 'vai chegar', 'quando vai ter', 'vai ter versão', 'vai ter opção', 'vai ter integração', 'precisa de mais', 'precisava de mais', 'precisa mais', 'podia ter mais', 'poderia ter mais', 'coloquem mais', 'adicionem mais',
    // Asking to be let do something ("… por favor deixem a gente fazer isso") wishes for it.
    // "Façam uma versão para iPad": make one.
    'façam uma', 'façam um', 'lancem uma', 'lancem um', 'criem uma', 'criem um',
    'deixem a gente', 'deixem eu', 'deixem-me', 'deixa a gente', 'permitam', 'liberem',
    // A thing the app lacks ("no dark mode", "doesn't have a widget") is wished for. A lacking way
    // to do something ("no way to log in", "… to cancel") is left out: it is most often a fault.
    'não tem modo',
    'adoraria', 'amaria se', 'amaria que', 'eu amaria', 'só faltou', 'só falta', 'só queria', 'queria mais', 'queria que tivesse',
    'adicionem', 'coloquem', 'ponham', 'incluam', 'implementem', 'por favor adicionem', 'por favor coloquem', 'podiam', 'poderiam', 'deveriam',
    'deveria', 'seria bom', 'seria melhor', 'seria ótimo', 'seria legal', 'seria top', 'seria incrível', 'seria perfeito', 'seria útil', 'seria interessante', 'seria bacana',
    'seria massa', 'seria show', 'ficaria melhor', 'ficaria perfeito', 'queria que', 'queria muito', 'gostaria', 'quero que', 'quero poder', 'falta', 'faltava',
    'faltou', 'só falta', 'sinto falta', 'precisava', 'precisa ter', 'opção de', 'opção para', 'opção pra', 'possibilidade de', 'sugestão', 'sugiro', 'voltem',
    'tragam de volta', 'quando vão', 'quando vai ter', '5 estrelas se', 'cinco estrelas se', 'daria 5',
    // "Se tiver, vou dar 5 estrelas": stars promised on a condition are a wish, no praise yet.
    'se tiver vou', 'vou dar 5', 'vou dar cinco', 'dou 5 estrelas', 'dou cinco estrelas', 'ganha 5 estrelas', 'ganha cinco estrelas', 'mudo pra 5', 'mudo para 5', 'se tivesse', 'se tivessem', 'se desse', 'se pudesse',
    'podia ter', 'deviam',
    'podem adicionar', 'podiam adicionar', 'poderiam adicionar', 'podem colocar', 'podem incluir', 'dá pra adicionar', 'da pra adicionar', 'seria 5 estrelas', 'seriam 5 estrelas', 'seria nota 5',
    'vão colocar', 'vão adicionar', 'vão lançar', 'vai ter',
    // Asking to change what the app has ("mudem o tamanho da letra") wishes for it too.
    'mudem', 'alterem', 'melhorem', 'aumentem',
  ],
  question: [
    'gostaria de saber', 'queria saber', 'quero saber', 'como faço', 'como eu faço', 'como posso', 'como que', 'como recupero', 'como recuperar', 'como faz', 'como mudar', 'como tiro', 'como cancelo', 'como excluo',
    'como apago', 'como ligo', 'como conecto', 'tem como', 'tem jeito', 'tem algum jeito', 'tem alguma forma', 'tem alguma opção', 'existe alguma forma', 'existe forma',
    'existe como', 'há como', 'é possível', 'dá pra', 'dá para', 'onde fica', 'onde está', 'onde encontro', 'onde acho', 'por que', 'por quê',
    'quanto custa', 'quantos', 'quantas', 'o que acontece', 'o que aconteceu', 'alguém sabe', 'alguém me ajuda', 'alguém pode', 'me ajudem', 'preciso de ajuda',
    'socorro', 'funciona com', 'funciona no', 'é compatível', 'compatível com', 'não sei como', 'não acho a', 'não acho o', 'não acho onde', 'não acho como', 'não encontro a', 'não encontro o', 'não encontro onde', '=cadê',
  ],
  billing: [
    'cobrança', 'cobrado', 'cobrada', 'cobraram', 'cobrando', 'cobrar', 'cobrou', 'fatura', '=pago', 'paga', 'paguei', 'pagar', 'pagamento', 'dinheiro', 'grana',
    'assinatura', 'assinei', 'assinante', 'assinar', 'cancelei', 'cancelar', 'cancelamento', 'renovação', 'renovou', 'teste grátis', 'período de teste',
    'avaliação gratuita', 'cartão', 'banco', 'compra', 'comprei', 'comprar', 'recibo', 'transação', 'r$', '€', '$', 'reais', 'euros', 'premium', 'versão pro',
    'reembolso', 'estorno', 'extrato', '=pix', 'boleto',
  ],
  charge: {
    afterCancel: ['cancelei', 'mesmo cancelando', 'mesmo depois de cancelar', 'depois de cancelar', 'mesmo tendo cancelado', 'já cancelei', 'mesmo assim cobraram', 'mesmo assim cobrou', 'continuam cobrando', 'continua cobrando', 'cobraram de novo', 'cobrou de novo', 'cobraram novamente', 'renovou sozinha', 'renovou mesmo'],
    twice: ['duas vezes', '2 vezes', 'cobrança dupla', 'cobrança duplicada', 'cobrado duas vezes', 'cobraram duas vezes', 'em dobro', 'duplicada', '2x'],
    unknown: ['não reconheço', 'não comprei', 'nunca comprei', 'não assinei', 'nunca assinei', 'sem minha autorização', 'sem autorização', 'sem meu consentimento', 'sem permissão', 'sem avisar', 'sem aviso', 'cobrança indevida', 'cobrança desconhecida', 'não autorizei', 'teste grátis', 'nunca fiz', 'não fiz assinatura', 'nunca contratei', 'não contratei', 'nunca pedi'],
    refund: ['reembols', 'estorn', 'meu dinheiro', 'dinheiro de volta', 'devolvam', 'devolver o dinheiro', 'devolução'],
    charged: ['cobraram', 'me cobraram', 'fui cobrado', 'fui cobrada', 'foi cobrado', 'cobrado', 'cobrada', 'descontaram', 'debitaram', 'debitado', 'cobrança', 'renovou', 'no cartão', 'na fatura', 'no extrato', 'tiraram dinheiro', 'tiraram o dinheiro', 'tiraram do meu cartão', 'tiraram da minha conta'],
    cancelled: ['cancelei', 'cancelado', 'cancelada', 'cancelamento', 'desassinei'],
    missing: ['restaurar compra', 'restaurar compras', 'restaurar a compra', 'recuperar a compra', 'recuperar minha compra', 'recuperar o premium', 'recuperar a assinatura', 'como se eu não tivesse', 'como se não tivesse', 'não tivesse assinado', 'não tivesse comprado', 'perdi o premium', 'premium sumiu', 'assinatura sumiu', 'compra sumiu', 'pagar de novo', 'pagar novamente', 'paguei e', 'paguei mas', 'anúncios voltaram', 'propagandas voltaram', 'voltaram os anúncios', 'voltou a propaganda', 'não reconhece minha compra', 'restaurei as compras', 'restaurei minhas compras', 'restaurei a compra', 'restaurei minha compra'],
  },
  privacy: [
    'privacidade', 'vendem meus dados', 'usam meus dados', 'fazem com meus dados', 'com os meus dados', 'com meus dados', 'dados pessoais', 'informações pessoais', 'coleta de dados', 'coletam', 'vendem', 'vender meus', 'vendendo meus', 'terceiros',
    'rastreamento', 'me rastreia', 'rastreador', 'espiona', 'espião', 'permissões', 'acesso aos meus', 'acesso à minha localização', 'minha localização', 'meus contatos',
    'microfone', 'lgpd', 'gdpr', 'criptograf', 'segurança', 'vazamento', 'vazaram', 'anúncios personalizados',
    'onde eu moro', 'onde moro', 'meu endereço', 'todo mundo vê', 'todo mundo pode ver',
  ],
  account: [
    'minha conta', 'uma conta', 'da conta', 'sua conta', 'na conta', 'conta do google', 'criar conta', 'criar uma conta', 'cadastro', 'cadastrar', 'login', 'logar',
    'fazer login', 'entrar na conta', 'senha', 'nome de usuário', 'perfil', 'código de verificação', 'verificação',
  ],
  lockedOut: ['não consigo entrar', 'não consigo logar', 'não consigo acessar', 'não consigo fazer login', 'não entra na conta', 'não loga', 'conta bloqueada', 'bloquearam minha conta', 'conta não encontrada', 'conta não existe', 'perdi o acesso', 'sem acesso à conta', 'não chega o código', 'código não chega', 'não recebo o código', 'esqueci minha senha', 'esqueci a senha', 'redefinir senha', 'redefinir a senha', 'redefinição de senha', 'não chega o email', 'não chega o e-mail', 'senha incorreta'],
  deletion: ['excluir minha conta', 'excluir a conta', 'excluir conta', 'apagar minha conta', 'apagar a conta', 'deletar minha conta', 'deletar a conta', 'deletar conta', 'encerrar minha conta', 'remover minha conta', 'excluir meus dados', 'apagar meus dados', 'deletar meus dados', 'excluir todos os dados', 'exclusão da conta', 'exclusão de conta', 'exclusão dos dados', 'eliminar a minha conta', 'excluo minha conta', 'excluo a conta', 'apago minha conta', 'apago a conta', 'deleto minha conta', 'excluam minha conta', 'apaguem minha conta', 'deletem minha conta', 'excluam meus dados', 'apaguem meus dados'],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      'não salvou', 'não foi salva', 'não foi salvo', 'não foram salvas', 'não foram salvos', 'não ficou salva', 'não ficou salvo', 'não gravou', 'não registrou', 'não foi registrada', 'não foi registrado',
      // "Another update that deletes my notes": the app deleting, said in the present.
      'que apaga', 'que deleta', 'que me apaga', 'que some com','perdi', 'perdeu', 'perdido', 'perdidos', 'perdidas', 'sumiu', 'sumiram', 'desapareceu', 'desapareceram', 'apagou', 'apagaram', 'apagado', 'apagados', 'apagadas', 'deletou', 'deletado', 'excluiu', 'zerou', 'zerado', 'zerada', 'resetou', 'resetado', 'vazio', 'vazia', 'sobrescreveu', 'não estão mais', 'começar do zero', 'do zero'],
    objects: ['minha corrida', 'corrida inteira', 'nota', 'notas', 'anotação', 'anotações', 'dados', 'progresso', 'níveis', 'fases', 'moedas', 'gemas', 'diamantes', 'todas as minhas', 'todos os meus', 'arquivos', 'fotos', 'pasta', 'pastas', 'histórico', 'corridas', 'treinos', 'estatísticas', 'recordes', 'listas', 'documentos', 'gravações', 'conquistas', 'medalhas', 'troféus', 'insígnias', 'plano de treino'],
    phrases: ['perda de dados', 'perdi tudo', 'sumiu tudo', 'apagou tudo', 'tudo sumiu', 'voltei pro nível 1', 'voltou pro nível 1', 'voltei para o nível 1', 'perdi meu progresso', 'progresso zerado', 'zerou meu progresso', 'zerou tudo', 'minhas notas de volta', 'meus dados de volta', 'meu progresso de volta', 'recuperar minhas notas', 'recuperar meus dados'],
    bought: ['gemas', 'moedas', 'diamantes', 'premium', 'assinatura', '=compra', '=compras', 'versão pro', 'sem anúncios'],
    fears: ['eu perco', '=perco', 'vou perder', 'perderei', 'se eu trocar', 'se trocar', 'ao trocar de', 'se reinstalar', 'se desinstalar', 'sem perder'],
    // "Não quero começar do zero" (don't want to start over): dreaded, not suffered.
    worries: ['medo', 'caso eu perca', 'não quero perder', 'receio de perder', 'não quero começar', 'não quero recomeçar', 'sem ter que começar', 'sem precisar começar'],
    notData: [
      // "GPS signal lost during my whole run": a fault, no data lost.
      'perde o sinal', 'perdeu o sinal', 'perde o gps', 'perdeu o gps', 'perdeu a conexão', 'perdi o interesse', 'perdi a paciência', 'perdi a vontade', 'perdi a confiança', 'perdi a motivação', 'perco a paciência', 'perdendo a paciência'],
  },
  supportFailed: [
    'sem resposta', 'nenhuma resposta', 'não respondem', 'não responderam', 'nunca responderam', 'ninguém responde', 'não me respondem', 'ignoram', 'me ignoram',
    'ignorado', 'ignorada', 'suporte inútil', 'suporte péssimo', 'suporte não responde', 'sem suporte', 'nenhum suporte', 'mandei email', 'mandei e-mail', 'mandei mensagem',
    'enviei email', 'enviei e-mail', 'mandei vários', 'já mandei', 'entrei em contato', 'contatei o suporte', 'escrevi pro suporte', 'escrevi para o suporte',
    'continuo esperando', 'até agora nada', 'resposta automática',
    'nunca responde', 'atendimento não responde', 'não responde nunca', 'nunca me respondem', 'nunca me responderam', 'ninguém me respondeu',
    'esperando resposta', 'aguardando resposta', 'nenhum retorno', 'sem retorno',
    'respostas automáticas', 'mesma resposta', 'resposta padrão',
    'suporte nem responde', 'nem resposta', 'nem retorno', 'no vácuo',
  ],
  storeLoop: [
    'google diz', 'google disse', 'google falou', 'apple diz', 'apple disse', 'apple falou', 'play store diz', 'falar com vocês', 'falar com o desenvolvedor',
    'contatar o desenvolvedor', 'entrar em contato com o desenvolvedor', 'me mandaram falar', 'me mandam falar', 'jogam a responsabilidade', 'empurram',
    'google negou', 'apple negou', 'reembolso negado', 'negaram o reembolso', 'google recusou',
  ],
  abuse: ['=fdp', 'filho da puta', 'filhos da puta', 'vagabundo', 'vagabundos', 'otário', 'otários', 'idiota', 'idiotas', 'imbecil', 'imbecis', 'babaca', 'babacas', 'arrombado', 'arrombados', 'desgraçado', 'desgraçados', 'corno', 'cornos', 'vai se foder', 'vão se foder', 'vai tomar no cu', '=vtnc', '=vsf', '=tnc', 'cuzão', 'devs burros', 'desenvolvedores burros', 'cambada de', 'vá à falência', 'vão à falência', 'vão falir', 'morram', 'espero que a empresa', 'vão tomar no cu', 'tomar no cu', 'seus lixos', 'seus merdas', 'bando de ladrões', 'bando de idiotas', 'bando de incompetentes', 'bando de vagabundos', 'bando de otários', 'bando de palhaços'],
  legal: ['advogado', 'processar vocês', 'processar a empresa', 'vou processar', 'processo judicial', 'procon', 'reclame aqui', 'reclameaqui', 'justiça', 'juizado', 'pequenas causas', 'polícia', 'boletim de ocorrência', 'denúncia', 'denunciar', 'anpd', 'contestar no cartão', 'chargeback'],
  plea: ['consertar isso', 'consertem', 'corrijam', 'corrigir isso', 'vão corrigir', 'vão consertar', 'arrumem', 'arrumar isso', 'resolvam', 'resolver isso', 'me ajudem', 'socorro', 'preciso de ajuda', 'ajuda por favor', 'ajudem'],
  rhetorical: ['de quem foi a ideia', 'quem em sã consciência', 'por que alguém', 'quem pagaria', 'quem vai pagar', 'com a cabeça', 'o que vocês estavam pensando', 'em que vocês estavam pensando', 'quem desenhou', 'quem projetou', 'quem teve a ideia', 'quem aprovou', 'é piada', 'só pode ser piada', 'é brincadeira', 'sério?', 'vocês testaram', 'testaram isso', 'é tão difícil', 'pra que serve'],
  why: ['por que', 'por quê', '=pq', '=porque', '=porquê'],
  wishQuestion: ['é possível', 'dá pra', 'dá para', 'tem como'],
  patterns: {
    // "Consigo usar sem internet" asks; "posso dizer que é o melhor" does not.
    question: [
      /^(?:consigo|posso|podemos|consegue|da pra|da para) (?:usar|ver|exportar|passar|mudar|trocar|recuperar|sincronizar|conectar|correr|jogar|colocar|tirar|apagar|ter|fazer|salvar|baixar|ligar)\b/u,
      // "E como exporto pro Garmin?", "como mudo a cor?": "como" and a verb in "I" asks how, even
      // after "e" or "mas"; never "como novo" (like new) or "como todo" (as a whole).
      /^(?:e |mas |ai |e ai )?como (?:eu |que eu )?(?!todo\b|novo\b|sempre\b|antigo\b)\p{L}{2,}o(?!\p{L})/u,
    ],
    request: [
      // "E queria um widget também": a thing they wanted, not an answer or money back they wanted.
      /(?:^|\s)queria (?:um|uma|uns|umas|mais|poder) (?!resposta|solu|reembolso|explica|ajuda|retorno|estorno)\S/u,
      // "Por que não dá pra mudar a cor das notas?": asking why a choice is not there wishes for it.
      /^(?:e )?(?:por que|porque|pq) (?:nao|não) (?:da|dá|tem como|posso|podemos) (?:pra |para )?(?:mudar|trocar|escolher|personalizar|ordenar|organizar|fixar|colocar|adicionar|criar|separar|filtrar)\b/u,
    ],
  },
  spam: [
    'ganhe dinheiro', 'ganhar dinheiro', 'renda extra', 'renda passiva', 'trabalhe de casa', 'trabalho em casa', 'clique aqui', 'visite', 'me segue', 'me sigam', 'inscreva-se',
    'meu canal', 'código promocional', 'cupom', 'use meu código', 'moedas grátis', 'diamantes grátis', 'gemas grátis', 'melhor baixar', 'baixem o', 'chama no zap',
    '=zap', 'chama no whats', 'me chama', 'no instagram', 'empréstimo', 'cassino', 'aposta', '=bet',
    'link na bio', 'link no perfil', 'no insta', 'no pix todo dia', 'dinheiro no pix', 'trabalhando de casa', 'sem experiência', 'cripto', 'bitcoin', 'te ensino', 'macete', 'copie e cole', 'me chama no whats', 'reais por dia',
    'moedas infinitas', 'diamantes infinitos', 'no meu perfil',
    'meu site',
  ],
}
