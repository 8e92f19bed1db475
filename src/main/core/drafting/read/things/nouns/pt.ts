import { table, type NounBook } from './types'

const NOUNS = table(`
  m: pedido troféu filtro quebra-cabeça enigma chefe chefão traje visual boss puzzle relatório gráfico objetivo resumo recurso suporte segundo widget backup lembrete alarme calendário anexo scanner escaneamento modelo template compartilhamento bloqueio gps
     relógio smartwatch aviso comando plano treino intervalado tiro parcial tempo ritmo pace mapa percurso trajeto desafio nível
     coração diamante prêmio bônus booster reforço martelo evento progresso salvamento anúncio login contato design visual menu
     som modo tema tamanho app aplicativo celular cadastro pagamento reembolso pacote histórico acesso armazenamento áudio
     arquivo link perfil sensor fone treinador coach
  ;f: medalha conquista insígnia missão quest batalha skin dica estatística trilha meta visão compatibilidade integração conexão visualização exportação importação sincronização cópia busca pesquisa barra notificação agenda pasta etiqueta tag lista caixa
     digitalização escrita caneta partilha versão fonte letra senha impressão digital lixeira reciclagem frequência cinta zona
     narração distância rota fase vida moeda gema recompensa remoção propaganda publicidade assinatura conta localização
     criptografia interface música tela nota anotação função opção bateria câmera foto página voz corrida categoria compra
     tarefa cobrança sequência checklist
  ;mp: dados batimentos
`)

/** Portuguese nouns; a plural is found by its singular ("lembretes", "notificações", "níveis"). */
export const pt: NounBook = {
  head(word) {
    const w = word.toLowerCase()
    const found = NOUNS.get(w)
    if (found) return found
    const stems = [
      w.replace(/s$/, ''),
      w.replace(/ões$/, 'ão'),
      w.replace(/is$/, 'l'),
      w.replace(/ns$/, 'm'),
    ]
    const singular = stems
      .filter((s) => s !== w)
      .map((s) => NOUNS.get(s))
      .find(Boolean)
    return singular ? { gender: singular.gender, plural: true } : null
  },
}
