import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

const kinds = (lang: string, rating: number, body: string) => {
  const d = notesProDraft(lang, rating, body)
  return { d, moves: d.plan?.moves.map((m) => m.kind) ?? [] }
}

/** Reviews written for these tests: something they cannot do, then asking to be let do it. */
const LET_ME: [lang: string, body: string][] = [
  ['de', 'Man kann keine Sprachnotizen anhängen, bitte lasst mich das machen'],
  ['fr', "Impossible d'ajouter une photo dans une liste, laissez-nous le faire svp"],
  ['es', 'No puedo poner fotos dentro de una lista, por favor dejadme hacerlo'],
  ['it', 'Non posso mettere foto nelle liste, per favore fatemelo fare'],
  ['pt', 'Não consigo colocar fotos nas listas, por favor deixem a gente fazer isso'],
  ['nl', "Ik kan geen foto's in een lijst zetten, laat ons dat alsjeblieft doen"],
  ['pl', 'Nie mogę dodać zdjęcia do listy, pozwólcie mi to zrobić'],
  ['ru', 'Не могу вставить фото в список, позвольте это делать'],
  ['uk', 'Не можу вставити фото в список, дозвольте це робити'],
  ['tr', 'Listeye fotoğraf ekleyemiyorum, lütfen buna izin verin'],
  ['sv', 'Jag kan inte lägga bilder i en lista, låt mig göra det'],
]

describe('asking to be let do what the app cannot do is a wish, not a fault', () => {
  it.each(LET_ME)(
    '%s: "%s" gets thanks for the idea, no apology and no support address',
    (lang, body) => {
      const { d, moves } = kinds(lang, 3, body)
      expect(d.reading?.points.map((p) => p.intent)).toContain('request')
      expect(d.reading?.points.map((p) => p.intent)).not.toContain('bug')
      expect(moves).toContain('request')
      expect(moves).not.toContain('details')
      expect(moves.some((m) => m.startsWith('sorry'))).toBe(false)
      expect(d.body).not.toContain('support@notes-pro.example')
    },
  )
})

/** Reviews written for these tests: praise, then a turn to how the new look is ugly. */
const UGLY: [lang: string, body: string][] = [
  ['de', 'Praktische App, aber das neue Design ist echt hässlich'],
  ['fr', 'Appli pratique, mais le nouveau design est vraiment moche'],
  ['es', 'App práctica, pero el nuevo diseño es feísimo'],
  ['it', 'App comoda, però il nuovo design è brutto'],
  ['pt', 'App prático, mas o novo design ficou feio'],
  ['nl', 'Handige app, maar het nieuwe ontwerp is lelijk'],
  ['pl', 'Wygodna aplikacja, ale nowy wygląd jest brzydki'],
  ['ru', 'Удобное приложение, но новый дизайн некрасивый'],
  ['uk', 'Зручний застосунок, але новий дизайн потворний'],
  ['tr', 'Kullanışlı uygulama ama yeni tasarım çirkin'],
]

describe('a new look called ugly is a complaint about how it is made, not a bug report', () => {
  it.each(UGLY)(
    '%s: "%s" is apologised for as a grievance, without the bug template',
    (lang, body) => {
      const { d, moves } = kinds(lang, 3, body)
      expect(d.reading?.points.map((p) => p.intent)).toContain('complaint')
      expect(d.reading?.points.map((p) => p.intent)).not.toContain('bug')
      expect(moves).not.toContain('details')
      expect(moves).not.toContain('thanks')
      expect(d.body).not.toContain('support@notes-pro.example')
    },
  )
})

/** Reviews written for these tests: praise that is not meant. */
const SNEERS: [lang: string, body: string][] = [
  ['tr', 'Teşekkürler(!) premium aldım yine reklam izliyorum'],
  ['de', 'Danke(!) jetzt sehe ich nach jeder Notiz Werbung'],
  ['ja', 'ありがとう（棒）毎回広告を見せてくれて'],
  ['es', 'Me encanta pagar la suscripción para seguir viendo anuncios'],
  ['pt', 'Adoro pagar assinatura pra continuar vendo propaganda'],
  ['fr', "J'adore payer un abonnement pour voir encore des pubs"],
  ['it', "Adoro pagare l'abbonamento per vedere ancora la pubblicità"],
  ['nl', 'Heerlijk om te betalen voor een abonnement met reclame'],
  ['ru', 'Обожаю платить за подписку и смотреть рекламу'],
  ['pl', 'Uwielbiam płacić za subskrypcję i oglądać reklamy'],
  ['sv', 'Älskar att betala för en prenumeration med reklam'],
]

describe('praise marked as not meant is sarcasm: the complaint is answered, never thanked', () => {
  it.each(SNEERS)('%s: "%s" reads as sarcastic and gets no thanks for kind words', (lang, body) => {
    const { d, moves } = kinds(lang, 2, body)
    expect(d.reading?.sarcasm).toBe(true)
    expect(d.reading?.points.map((p) => p.intent)).not.toContain('praise')
    expect(moves.some((m) => m === 'thanks' || m === 'thanksFor' || m === 'praiseAlso')).toBe(false)
  })
})
