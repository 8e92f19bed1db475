import { describe, expect, it } from 'vitest'
import { englishBook, phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import type { Phrasebook } from '../../../../src/main/core/drafting/phrasebooks/types'
import { splitClauses } from '../../../../src/main/core/drafting/read/clauses'
import { holdsAny } from '../../../../src/main/core/drafting/read/match'
import { readReview } from '../../../../src/main/core/drafting/read/read'
import { amountsIn } from '../../../../src/main/core/drafting/read/things/amounts'

const book = (lang: string): Phrasebook => phrasebookFor(lang) ?? englishBook
const read = (lang: string, body: string, rating = 3) => readReview({ rating, body }, book(lang))
const things = (lang: string, body: string, rating = 3) =>
  read(lang, body, rating).things.map((t) => t.text)

describe('whole-word lists', () => {
  it('keep every letter of a phrase', () => {
    expect(holdsAny('this is not great', ['not'], 'en', 'word', 'rules:not', true)).toBe(true)
    // "geen" (no) must not be found in "een" (a).
    expect(holdsAny('wat een app', ['geen'], 'nl', 'word', 'rules:geen', true)).toBe(false)
  })

  it('turn praise around after a negator, and leave it alone after an article', () => {
    expect(read('en', 'not great, not terrible either', 3).polarity).toBeLessThan(1)
    expect(read('de', 'Ein super Spiel für zwischendurch', 3).main).toBe('praise')
    expect(read('nl', 'Wat een kut app', 3).main).toBe('complaint')
  })
})

describe('clauses', () => {
  it('are cut at a turn even when the clause holds a letter that folds longer ("ß")', () => {
    const clauses = splitClauses('Macht Spaß aber die Werbung nervt', 'de', 'word', ['=aber'])
    expect(clauses.map((c) => c.text)).toEqual(['Macht Spaß', 'aber die Werbung nervt'])
    expect(clauses[1]?.turn).toBe(true)
  })
})

describe('turns', () => {
  it('cut once where one turn phrase holds another', () => {
    const clauses = splitClauses('Sehr gut. Einziges Manko ist der Preis', 'de', 'word', [
      'einziges manko',
      'manko',
    ])
    expect(clauses.map((c) => c.text)).toEqual(['Sehr gut.', 'Einziges Manko ist der Preis'])
  })
})

describe('cues that start a common word', () => {
  it('are not found in it', () => {
    // "blij" (glad) in "blijft" (keeps), "perso" (lost) in "personali", "some" (vanishes) in
    // "somente" (only), "compré" in "comprendo", "police" (font) as the police, "liebe" in "lieber".
    expect(
      read('nl', 'Het scherm blijft zwart bij het opstarten', 1).points.map((p) => p.intent),
    ).not.toContain('praise')
    expect(read('it', 'Dove finiscono i miei dati personali?', 2).main).not.toBe('data_loss')
    expect(read('pt', 'Somente uso para listas, funciona bem', 5).main).toBe('praise')
    expect(read('es', 'No comprendo cómo se exporta a PDF', 3).billing).toBeNull()
    expect(read('fr', 'La police est trop petite, impossible de lire mes notes', 2).legal).toBe(
      false,
    )
    expect(
      read('de', 'Lieber nicht installieren, stürzt ständig ab', 1).points.map((p) => p.intent),
    ).not.toContain('praise')
  })
})

describe('named things', () => {
  it('name the sum of a charge or of a price complained about, and no figure that is no sum', () => {
    expect(amountsIn('2x 24,99€ am selben Tag, dann R$ 89,90 und $79.99')).toEqual([
      '24,99€',
      'R$ 89,90',
      '$79.99',
    ])
    expect(amountsIn('Level 347, 6x800m, 2:04')).toEqual([])
    expect(things('de', 'Mir wurden 4,99€ abgebucht, obwohl ich nichts gekauft habe')).toContain(
      '4,99€',
    )
    // "We hear you on the price (4,99€)": a price complaint is answered about that price.
    expect(things('de', 'Für 4,99€ im Monat ist die App zu teuer')).toContain('4,99€')
  })

  it('quote a level with its number', () => {
    expect(things('es', 'Se traba en el nivel 512', 1)).toContain('nivel 512')
    expect(things('de', 'Level 347 lädt nicht', 1)).toContain('Level 347')
  })

  it('quote a feature word as written where the language allows, even across "ß" and a device', () => {
    expect(things('de', 'Die Schriftgröße lässt sich nicht ändern, bloß warum?', 2)).toContain(
      'Schriftgröße',
    )
    expect(things('de', 'Auf dem Pixel 8 stürzt die Kalenderansicht ab', 1)).toEqual(
      expect.arrayContaining(['Pixel 8', 'Kalenderansicht']),
    )
    expect(things('fr', 'comment on relie l’appli à strava ?', 4)).toContain('Strava')
  })
})

describe('what a review is mainly about', () => {
  it('reads a wish asked with a question mark as a wish, and a real question as a question', () => {
    expect(read('en', 'Could you add a dark mode?', 4).main).toBe('request')
    expect(read('pt', 'Poderiam colocar opção de mudar o tamanho da letra?', 3).main).toBe(
      'request',
    )
    expect(read('en', 'How do I export a note as PDF?', 4).main).toBe('question')
  })

  it('does not count the praise word of a wish as praise', () => {
    const reading = read('es', 'Sería bueno poder sincronizar con Garmin', 3)
    expect(reading.points.map((p) => p.intent)).toEqual(['request'])
  })

  it("leads with the praise of a fan's small gripe, and with the gripe of a complaint", () => {
    const fan = read(
      'pt',
      'Jogo leve, roda liso. As recompensas diárias são boas. Só acho que depois do nível 600 fica difícil demais',
      4,
    )
    expect(fan.points.map((p) => p.intent)).toEqual(['praise', 'complaint'])
    const gripe = read(
      'en',
      'Good app, but the ads are annoying. A full screen ad after every note is too much',
      2,
    )
    expect(gripe.main).toBe('complaint')
  })

  it('reads asking to delete the account and its data as an account matter', () => {
    const reading = read('es', '¿Cómo elimino mi cuenta y todos mis datos?', 3)
    expect(reading.main).toBe('account')
    expect(reading.wantsDeletion).toBe(true)
    expect(reading.points.map((p) => p.intent)).not.toContain('privacy')
  })

  it('reads a lone praise word next to a complaint as sarcasm, and praise before a turn as praise', () => {
    const redesign = read('de', 'Super, schon wieder ein Redesign und die Suche ist woanders', 2)
    expect(redesign.sarcasm).toBe(true)
    expect(redesign.points.map((p) => p.intent)).not.toContain('praise')
    const closing = read('fr', "J'ai écrit 2 fois au support, aucune réponse. Génial.", 1)
    expect(closing.points.map((p) => p.intent)).not.toContain('praise')
    const sincere = read('de', 'Super, nur die Werbung nervt', 4)
    expect(sincere.sarcasm).toBe(false)
    expect(sincere.points.map((p) => p.intent)).toContain('praise')
  })

  it('reads a bug word inside praise as praise', () => {
    expect(
      read('nl', 'Crasht niet meer, bedankt voor het oplossen', 5).points.map((p) => p.intent),
    ).toEqual(['praise'])
    expect(read('de', 'Läuft stabil und stürzt nie ab', 5).points.map((p) => p.intent)).toEqual([
      'praise',
    ])
  })
})
