import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { toEuropeanPortuguese } from '../../../../src/main/core/drafting/builtin/european-portuguese'
import { portugueseVariant } from '../../../../src/main/core/drafting/language/portuguese'
import type { DraftReview } from '../../../../src/main/core/drafting/types'
import { voiceWith } from './fixtures'

/** Words and turns a reader in Portugal takes for Brazilian. */
const BRAZILIAN_ONLY =
  /(?<![\p{L}-])(equipe|contato|conosco|celular|tela|usuário|a gente|você|Oi|o app|excluir|acessa)(?![\p{L}-])/u

const drafts = (
  review: Omit<DraftReview, 'id'>,
  store: 'google_play' | 'app_store' = 'google_play',
) =>
  [0, 1, 2, 3, 4, 5].map(
    (variant) =>
      draftBuiltin({
        voice: voiceWith({
          brandName: 'Folha',
          supportContact: 'ajuda@folha.example',
          signOff: 'The Folha team',
          length: 'medium',
        }),
        store,
        limit: 5970,
        variant,
        review: { id: `pt-${review.rating}`, ...review },
      }).body,
  )

describe('European Portuguese', () => {
  it('is told by the store region, the territory, or the text', () => {
    expect(portugueseVariant({ language: 'pt-PT', body: 'Gosto muito' })).toBe('pt-PT')
    expect(portugueseVariant({ language: 'pt_PT', body: 'Gosto muito' })).toBe('pt-PT')
    expect(portugueseVariant({ territory: 'PRT', body: 'Gosto muito' })).toBe('pt-PT')
    expect(portugueseVariant({ territory: 'AGO', body: 'Gosto muito' })).toBe('pt-PT')
    expect(portugueseVariant({ language: 'pt-BR', body: 'Gosto muito' })).toBe('pt-BR')
    expect(portugueseVariant({ language: 'pt', body: 'Gosto muito' })).toBeNull()
    // The text decides over the store's region when it plainly shows which side it is from.
    expect(
      portugueseVariant({
        language: 'pt-BR',
        body: 'No meu telemóvel o ecrã fica preto quando estou a usar a aplicação',
      }),
    ).toBe('pt-PT')
    expect(
      portugueseVariant({
        language: 'pt-PT',
        body: 'No meu celular a tela fica preta quando estou usando o aplicativo',
      }),
    ).toBe('pt-BR')
    // One "você" from Portugal is still Portugal.
    expect(
      portugueseVariant({ language: 'pt-PT', body: 'Você devia ver isto, não funciona' }),
    ).toBe('pt-PT')
    expect(
      portugueseVariant({ language: 'pt', body: 'Sou utilizador há anos e nunca tive problemas' }),
    ).toBe('pt-PT')
  })

  it('replies to a reviewer in Portugal without Brazilian-only words', () => {
    const reviews: Omit<DraftReview, 'id'>[] = [
      {
        rating: 1,
        body: 'A aplicação fecha sempre que abro uma nota com imagens. Tenho um Samsung A54.',
        language: 'pt-PT',
        author: 'Rui',
      },
      {
        rating: 2,
        body: 'Cobraram-me a assinatura anual duas vezes este mês. Quero o reembolso.',
        language: 'pt-PT',
        author: 'Inês',
      },
      {
        rating: 5,
        body: 'Excelente aplicação, uso todos os dias para as listas de compras.',
        language: 'pt-PT',
        author: 'Tiago',
      },
      {
        rating: 3,
        body: 'Não consigo entrar na minha conta desde ontem, diz que a palavra-passe está errada.',
        language: 'pt-PT',
        author: 'Marta',
      },
      {
        rating: 4,
        body: 'Gostava que desse para exportar as notas em PDF.',
        territory: 'PRT',
        author: 'Joana',
      },
    ]
    for (const review of reviews)
      for (const body of drafts(review, review.territory ? 'app_store' : 'google_play')) {
        expect(body, body).not.toMatch(BRAZILIAN_ONLY)
        expect(body, body).toMatch(/Equipa Folha/)
      }
  })

  it('leaves Brazilian reviews in Brazilian Portuguese', () => {
    for (const body of drafts({
      rating: 1,
      body: 'O aplicativo fecha sozinho toda vez que eu abro uma nota com foto.',
      language: 'pt-BR',
      author: 'Caio',
    })) {
      expect(body).toMatch(/Equipe Folha/)
    }
  })

  it("rewrites the drafter's lines, never the review's quoted words, addresses or links", () => {
    expect(
      toEuropeanPortuguese('Oi, Rui! Que bom saber que você gosta tanto de “tela inicial”.'),
    ).toBe('Olá, Rui! Que bom saber que gosta tanto de “tela inicial”.')
    expect(
      toEuropeanPortuguese(
        'Escreva para nós em equipe@folha.example e analisaremos isso com você.',
      ),
    ).toBe('Escreva-nos em equipe@folha.example e analisaremos isso consigo.')
    expect(toEuropeanPortuguese('Você deveria ter recebido uma resposta nossa.')).toBe(
      'Deveria ter recebido uma resposta nossa.',
    )
    expect(toEuropeanPortuguese('Obrigado pela sugestão! Já a levamos à nossa equipe.')).toBe(
      'Obrigado pela sugestão! Já a levámos à nossa equipa.',
    )
    expect(toEuropeanPortuguese('Sentimos muito que o app feche sozinho no seu celular.')).toBe(
      'Sentimos muito que a aplicação feche sozinha no seu telemóvel.',
    )
  })
})
