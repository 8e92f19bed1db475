import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { TeamAnswer } from '../../../../../src/main/core/drafting/types'
import { voiceWith } from '../fixtures'

/** A recipe app's Answers in several languages, as a small team would write them. */
const answer = (
  id: string,
  language: string,
  title: string,
  keywords: string[],
  examples: string[],
  body: string,
): TeamAnswer => ({ id, language, title, keywords, examples, body })

const ANSWERS: TeamAnswer[] = [
  answer(
    'export-en',
    'en',
    'Exporting recipes to PDF',
    ['export', 'pdf'],
    ['how do I export a recipe as PDF?', 'can I print my recipes?'],
    'Open a recipe, tap Share → Export PDF; you can print it from there.',
  ),
  answer(
    'sync-en',
    'en',
    'Syncing between devices',
    ['sync'],
    ['how do I sync my recipes to my tablet?', 'recipes not showing on my other phone'],
    'Sign in with the same account on both devices and turn on Settings → Sync.',
  ),
  answer(
    'export-de',
    'de',
    'Rezepte als PDF exportieren',
    ['exportieren', 'pdf'],
    ['Wie kann ich ein Rezept als PDF exportieren?', 'Kann ich Rezepte drucken?'],
    'Rezept öffnen, Teilen → PDF exportieren; von dort können Sie drucken.',
  ),
  answer(
    'sync-es',
    'es',
    'Sincronizar entre dispositivos',
    ['sincronizar'],
    ['¿Cómo sincronizo mis recetas con la tableta?'],
    'Inicia sesión con la misma cuenta en ambos dispositivos y activa Ajustes → Sincronizar.',
  ),
  answer(
    'sync-pt',
    'pt',
    'Sincronizar entre aparelhos',
    ['sincronizar'],
    ['Como sincronizo minhas receitas com o tablet?'],
    'Entre com a mesma conta nos dois aparelhos e ative Ajustes → Sincronizar.',
  ),
  answer(
    'dark-fr',
    'fr',
    'Mode sombre',
    ['mode sombre', 'thème sombre'],
    ['Y a-t-il un mode sombre ?'],
    'Le mode sombre suit votre téléphone : activez-le dans les réglages du téléphone.',
  ),
  answer(
    'export-fr',
    'fr',
    'Exporter les recettes en PDF',
    ['exporter', 'pdf'],
    ['Comment exporter une recette en PDF ?'],
    'Ouvrez une recette, touchez Partager → Exporter en PDF.',
  ),
]

const voice = voiceWith({ brandName: 'Recipe Box', supportContact: 'help@recipebox.example' })

function used(language: string, body: string): string[] {
  const d = draftBuiltin({
    review: { id: `${language}:${body}`, rating: 4, body, language },
    voice,
    store: 'app_store',
    limit: 5970,
    answers: ANSWERS.filter((a) => a.language === language),
  })
  return (d.plan?.moves ?? []).flatMap((m) =>
    m.kind === 'answer' ? [m.answer.id] : m.kind === 'slot' ? ['slot'] : [],
  )
}

describe('an Answer whose examples say the same thing in other forms of the words', () => {
  const cases: [string, string, string][] = [
    ['de', 'Kann man die Rezepte irgendwie ausdrucken?', 'export-de'],
    ['de', 'Lassen sich Rezepte ausdrucken? Finde nichts dazu.', 'export-de'],
    ['es', '¿Cómo hago para que las recetas se sincronicen con mi tableta?', 'sync-es'],
    ['pt', 'Como faço para que as receitas sincronizem no tablet?', 'sync-pt'],
    ['en', 'Any way to get the recipes onto my iPad too? They only show on my phone.', 'sync-en'],
  ]
  for (const [language, body, id] of cases)
    it(`answers "${body}" with it instead of a slot (${language})`, () => {
      expect(used(language, body)).toEqual([id])
    })
})

describe('an Answer that shares one keyword with a question about something else', () => {
  const cases: [string, string, string][] = [
    ['en', 'Can I sync my shopping list with my wife? She should see what to buy.', 'sync-en'],
    [
      'en',
      'Does the export include the photos? I exported one and the pictures were gone.',
      'export-en',
    ],
    ['en', 'Can I export my meal plan to my calendar?', 'export-en'],
    ['fr', 'Est-ce que je peux exporter ma liste de courses vers Excel ?', 'export-fr'],
  ]
  for (const [language, body, id] of cases)
    it(`is not pasted for "${body}": a person writes the answer (${language})`, () => {
      const got = used(language, body)
      expect(got).not.toContain(id)
      expect(got).toContain('slot')
    })

  it('still answers a question about the very thing the keyword names (fr)', () => {
    expect(used('fr', 'Il y a un thème sombre quelque part ? Je ne le trouve pas.')).toEqual([
      'dark-fr',
    ])
  })
})

describe('"para que" in Spanish and Portuguese', () => {
  it('asks what for only where it opens the question: the how-to Answer answers "cómo hago para que…"', () => {
    expect(used('es', '¿Cómo hago para que se sincronicen las recetas?')).toEqual(['sync-es'])
  })
})

describe('a "why" question followed by a statement', () => {
  it('is still a question after a reason: the how-to Answer is not pasted (en)', () => {
    const withMove = [
      ...ANSWERS,
      answer(
        'move-en',
        'en',
        'Moving recipes to a new phone',
        ['new phone', 'keep my recipes'],
        ['how do I keep my recipes on a new phone?'],
        'Open Settings → Account and sign in on the old phone, then sign in with the same account on the new one.',
      ),
    ]
    const d = draftBuiltin({
      review: {
        id: 'why-then-statement',
        rating: 1,
        body: "Why must I sign in with Google to keep my recipes?? I don't use Google at all",
        language: 'en',
      },
      voice,
      store: 'google_play',
      limit: 350,
      answers: withMove,
    })
    const used = (d.plan?.moves ?? []).flatMap((m) => (m.kind === 'answer' ? [m.answer.id] : []))
    expect(used).toEqual([])
    expect(d.body).toContain('[answer: Why must I sign in with Google to keep my recipes?]')
  })
})

describe('a question that says less than an example, but nothing else, is still answered by it', () => {
  const moving = answer(
    'move-en',
    'en',
    'Recipes on a new phone',
    ['new phone', 'transfer'],
    ['will my recipes come with me to a new phone?'],
    'Sign in on the new phone with the same account: your recipes sync over.',
  )
  const moves = (body: string) =>
    (
      draftBuiltin({
        review: { id: body, rating: 4, body, language: 'en' },
        voice,
        store: 'google_play',
        limit: 350,
        answers: [moving],
      }).plan?.moves ?? []
    ).flatMap((m) => (m.kind === 'answer' ? [m.answer.id] : m.kind === 'slot' ? ['slot'] : []))

  it('"Getting an iPhone soon. Will my recipes come with me?" gets the new-phone Answer', () => {
    expect(
      moves('Getting an iPhone soon but im on android now. Will my recipes come with me?'),
    ).toEqual(['move-en'])
  })

  it("a question that names another thing in the keyword's place does not", () => {
    expect(moves('Will my recipes come with me to my smartwatch?')).not.toContain('move-en')
  })
})
