import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { namingDraft } from '../naming-support'

const read = (lang: string, body: string, rating: number) => {
  const book = phrasebookFor(lang)
  if (!book) throw new Error(`no phrasebook for ${lang}`)
  return readReview({ rating, body }, book)
}
const intents = (lang: string, body: string, rating: number) =>
  read(lang, body, rating).points.map((p) => p.intent)

describe('a review that only praises', () => {
  // Thanks, regret and a recommendation hold wish words; none of them asks the team for anything.
  it.each([
    ['en', 'Wish I had found this years ago! Love the widgets.'],
    ['en', 'Would recommend to anyone who needs a simple planner. Brilliant.'],
    ['de', 'Ich wünschte, ich hätte die App früher entdeckt. Einfach super!'],
    ['fr', "J'aimerais remercier toute l'équipe, l'application est géniale."],
    ['it', 'Vorrei ringraziare gli sviluppatori, app fantastica e semplice.'],
    ['es', 'Me encanta, ojalá la hubiera descubierto antes. Muy útil.'],
  ])('is read as praise with no wish (%s: %s)', (lang, body) => {
    expect(intents(lang, body, 5)).toEqual(['praise'])
  })

  it('gets no "passed the idea to the team" line', () => {
    const body = namingDraft('en', 5, 'Wish I had found this years ago! Love the widgets.')
    expect(body).not.toMatch(/idea|suggest/i)
    expect(body).toMatch(/kind words/i)
  })

  it('still wishes when the wish asks for a feature', () => {
    expect(intents('en', 'Love it. I wish it had a dark mode.', 5)).toContain('request')
    // "when I miss a day" misses no feature.
    expect(
      intents('en', "The plans adapt when I miss a day and it doesn't guilt trip me. Perfect.", 5),
    ).toEqual(['praise'])
  })
})

describe('a feature the app lacks', () => {
  it.each([
    ['en', 'Good app. I miss a dark mode though.', 4],
    ['en', 'I really need an offline mode.', 3],
    ['de', 'Leider kein Dark Mode, schade.', 3],
    ['fr', 'Pas de mode sombre, dommage.', 3],
    ['es', 'No tiene modo oscuro, una pena.', 3],
    ['it', "Non c'è la modalità scura, peccato.", 3],
    ['pt', 'Não tem modo escuro, que pena.', 3],
    ['pl', 'Nie ma trybu ciemnego, szkoda.', 3],
  ])('is a wish, not a fault (%s: %s)', (lang, body, rating) => {
    const found = intents(lang, body, rating)
    expect(found[0]).toBe('request')
    expect(found).not.toContain('bug')
  })

  it('is thanked as an idea, not praised or apologised for', () => {
    const body = namingDraft('en', 4, 'Good app. I miss a dark mode though.')
    expect(body).toMatch(/suggest/i)
    expect(body).not.toMatch(/kind words about the dark mode/i)
    const fr = namingDraft('fr', 3, 'Pas de mode sombre, dommage.')
    expect(fr).not.toMatch(/désolés/i)
  })

  it('asks nothing in a relative clause that goes on with the sentence', () => {
    const reading = read('en', "The app doesn't have a dark mode, which is a shame.", 3)
    expect(reading.main).toBe('request')
    expect(reading.question).toBeNull()
    // "which plan …" still asks, question mark or not.
    expect(read('en', 'I have a question, which plan includes cloud backup', 3).main).toBe(
      'question',
    )
  })

  it('is no idea to thank for when what lacks is a way to do the basics, or the old version', () => {
    expect(namingDraft('en', 1, 'There is no way to cancel the subscription!')).not.toMatch(
      /suggest|idea/i,
    )
    expect(namingDraft('de', 1, 'Es gibt keine Möglichkeit, mich einzuloggen.')).not.toMatch(
      /Vorschlag/i,
    )
    expect(namingDraft('en', 1, 'I miss the old version, this redesign is awful.')).not.toMatch(
      /suggest|idea/i,
    )
  })

  it('that is gone since an update stays a fault', () => {
    expect(
      intents('en', 'The export button is gone since the update, I cannot share anything.', 2),
    ).toContain('bug')
  })
})

describe('praise that is not there', () => {
  it.each([
    ['en', "Thanks for the update, now the app won't even open."],
    ['de', 'Danke für das Update, jetzt stürzt alles ab.'],
    ['fr', "Merci pour la mise à jour, maintenant l'appli plante."],
    ['es', 'Gracias por la actualización, ahora no abre.'],
  ])('is no thanks said straight into a complaint (%s: %s)', (lang, body) => {
    const reading = read(lang, body, 2)
    expect(reading.points.map((p) => p.intent)).not.toContain('praise')
    expect(reading.sarcasm).toBe(true)
  })

  it('is no praise conceded before a turn in a two-star review', () => {
    expect(intents('en', 'Hi! Decent idea but it crashes all the time.', 2)).not.toContain('praise')
    expect(namingDraft('en', 2, 'Hi! Decent idea but it crashes all the time.')).not.toMatch(
      /kind words/i,
    )
  })

  it('is no "great job" beside a report of deleted lists', () => {
    const reading = read('en', 'Wow, great job, the new version deletes my lists.', 1)
    expect(reading.main).toBe('data_loss')
    expect(reading.points.map((p) => p.intent)).not.toContain('praise')
  })

  it('stays praise when the thanks praise the app itself', () => {
    expect(intents('en', 'Thank you, this app is perfect for my morning runs.', 5)).toEqual([
      'praise',
    ])
  })
})

describe("another app pushed in this one's place", () => {
  it.each([
    ['en', 'Download NoteMaster instead, it is free and way better!'],
    ['de', 'Ladet euch lieber NoteMaster runter, viel besser und kostenlos!'],
    ['fr', "Téléchargez plutôt NoteMaster, c'est gratuit et bien mieux."],
    ['es', 'Descarguen NoteMaster en su lugar, es gratis y mucho mejor.'],
    ['pt', 'Baixem o NoteMaster no lugar desse, é grátis e muito melhor.'],
    ['ru', 'Скачайте лучше NoteMaster, он бесплатный.'],
  ])('is spam and gets no draft (%s: %s)', (lang, body) => {
    expect(read(lang, body, 1).spam).not.toBeNull()
    expect(namingDraft(lang, 1, body)).toBe('')
  })

  it.each([
    ['ko', '개발자들 진짜 멍청하다'],
    ['hi', 'डेवलपर्स बेवकूफ हैं'],
  ])('is not the only abuse: insults at the developers get no draft (%s: %s)', (lang, body) => {
    expect(read(lang, body, 1).spam).not.toBeNull()
  })

  it('is no spam when a furious review with swear words reports a fault', () => {
    expect(
      read('en', 'This fucking app crashes every damn time I open it, fix your shit.', 1).spam,
    ).toBeNull()
    expect(read('es', 'Aplicación de mierda, se cierra sola cada vez joder.', 1).spam).toBeNull()
    // Named beside a real fault, a rival app is a complaint's comparison, not an ad.
    expect(
      read(
        'en',
        'Sync loses my notes every day. I switched to NoteMaster instead, it is free and better.',
        1,
      ).spam,
    ).toBeNull()
  })
})
