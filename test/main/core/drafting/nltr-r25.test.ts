import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

/**
 * Round 25, Dutch, Turkish, Polish and Portuguese: readings that turned a question, a dread or a
 * fault into the wrong reply, and lines a native publisher would rewrite. Each row says what the
 * reply must say and what it must never say.
 */
describe('nl/tr/pl/pt r25: what the reply says and never says', () => {
  const rows: [string, number, string, App, RegExp | null, RegExp | null][] = [
    // Dreading a restart while moving to a new phone is a question, not lost data.
    [
      'pl',
      3,
      'Zmieniam telefon na nowy. Da się przenieść moje poziomy? Nie chcę zaczynać od zera.',
      'game',
      null,
      /zniknęł|przywróci/u,
    ],
    [
      'tr',
      3,
      'Yeni telefon aldım, ilerlememi oraya taşıyabilir miyim? Baştan başlamak istemiyorum.',
      'game',
      null,
      /kaybol|kurtarıl/u,
    ],
    // Features that were free and now cost money, applauded with a rolled eye: no thanks.
    [
      'pl',
      1,
      'No super. Widżety były darmowe, teraz nagle płatne. Brawo 👏',
      'notes',
      null,
      /miłe słowa|Dziękujemy za/u,
    ],
    // Stars promised on a condition are no praise yet.
    [
      'pt',
      3,
      'Tem como importar arquivos do Word? Se tiver vou dar 5 estrelas.',
      'notes',
      null,
      /elogio/u,
    ],
    // The level reached is not what the complaint is about; the lives are.
    [
      'pt',
      4,
      'Muito divertido, cheguei no nível 800. Mas as vidas demoram uma eternidade pra voltar.',
      'game',
      /vidas/u,
      /nível 800/u,
    ],
    // A wait that drags is a grievance, never praise.
    [
      'tr',
      4,
      'Oyun güzel, 300. bölümdeyim. Ama enerjinin dolması çok uzun sürüyor.',
      'game',
      null,
      /mutlu etti|harika bir haber/u,
    ],
    // "Back to level 1" typed without marks is a reset, not a freeze.
    [
      'tr',
      1,
      'Dun oyun 1. seviyeye dondu, 400 bolumluk ilerlemem gitti',
      'game',
      /kaybol/u,
      /dond/u,
    ],
    // Permissions they already granted are a step they took, no question about their data.
    [
      'pt',
      2,
      'A corrida para de gravar quando bloqueio a tela. Já dei todas as permissões. Galaxy A15.',
      'run',
      null,
      /seus dados|\[answer/u,
    ],
    // The recording that keeps stopping is a fault, never kind words.
    [
      'pl',
      2,
      'Bieg przestaje się nagrywać po kilku minutach, choć wyłączyłam oszczędzanie baterii.',
      'run',
      null,
      /miłe słowa|Dziękujemy za/u,
    ],
    // A wish for a lone plural noun: "canlar önerinizi" is no Turkish.
    [
      'tr',
      4,
      'Eğlenceli oyun. Keşke canlar biraz daha çabuk yenilense.',
      'game',
      /canlar ile ilgili önerinizi/u,
      null,
    ],
    // Dutch reviewers write "audio cues" in English: the fault is named.
    [
      'nl',
      4,
      'Fijne app, maar de audio cues vallen steeds weg halverwege mijn run.',
      'run',
      /audiocoaching|audio cues/u,
      null,
    ],
  ]
  for (const [language, rating, body, app, says, never] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, app)
      const reply = replyOf(d)
      if (says) expect(reply, d.body).toMatch(says)
      if (never) expect(reply, d.body).not.toMatch(never)
    })
})

/** Guards: what these changes must leave alone. */
describe('nl/tr/pl/pt r25 guards', () => {
  it('tr: a freeze at a level is still a freeze', () => {
    const d = corpusDraft('tr', 1, 'Oyun 50. seviyede dondu kaldı ve ilerlemem gitti', 'game')
    expect(replyOf(d), d.body).toMatch(/dond/u)
  })
  it('pt: asking why so many permissions is still a privacy question', () => {
    const d = corpusDraft(
      'pt',
      1,
      'Por que o app pede tantas permissões? O que vocês fazem com meus dados?',
      'run',
    )
    expect(replyOf(d), d.body).toMatch(/dados/u)
  })
})
