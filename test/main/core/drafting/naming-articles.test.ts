import { describe, expect, it } from 'vitest'
import { FEATURES } from '../../../../src/main/core/drafting/read/things/features/index'
import { phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import { fitNames, listIn, refer, referIn } from '../../../../src/main/core/drafting/write/refer'

/** A line as the drafter writes it: the name put in where `{feature}` stands, then fitted. */
function line(code: string, template: string, ...things: string[]): string {
  const book = phrasebookFor(code)!
  const name = things.length > 1 ? (listIn(things, book) ?? '') : referIn(things[0] ?? '', book)
  return fitNames(template.replace('{feature}', name), book)
}

describe('a name takes the article, case and contraction its place in the line asks for', () => {
  it('declines German names after the preposition and fuses "bei dem", "zu dem", "an dem"', () => {
    expect(line('de', 'Probleme bei {feature}.', 'Kalender')).toBe('Probleme beim Kalender.')
    expect(line('de', 'Probleme bei {feature}.', 'Suche')).toBe('Probleme bei der Suche.')
    expect(line('de', 'Lob für {feature}.', 'tägliche Belohnungen')).toBe(
      'Lob für die täglichen Belohnungen.',
    )
    expect(line('de', 'Zufrieden mit {feature}.', 'Ordner', 'Tags')).toBe(
      'Zufrieden mit den Ordnern und den Tags.',
    )
    expect(line('de', 'Kritik an {feature}.', 'neues Design')).toBe('Kritik am neuen Design.')
    expect(line('de', 'Vorschlag zu {feature}.', 'Dark Mode für den Editor')).toBe(
      'Vorschlag zum Dark Mode für den Editor.',
    )
    // A name or a numbered thing takes no article.
    expect(line('de', 'Probleme bei {feature}.', 'Level 347')).toBe('Probleme bei Level 347.')
    expect(line('de', 'Probleme bei {feature}.', 'Strava')).toBe('Probleme bei Strava.')
  })

  it('fuses French, Spanish, Italian and Portuguese prepositions with the article, for each of two names', () => {
    expect(line('fr', 'Ce que vous dites de {feature} !', 'modèles', 'widget')).toBe(
      'Ce que vous dites des modèles et du widget !',
    )
    expect(line('fr', "Merci pour l'idée de {feature}.", 'exporter vers Excel')).toBe(
      "Merci pour l'idée d'exporter vers Excel.",
    )
    expect(line('es', 'Tu idea de {feature}.', 'modo oscuro')).toBe('Tu idea del modo oscuro.')
    expect(line('it', 'Belle parole su {feature}.', 'scanner')).toBe('Belle parole sullo scanner.')
    expect(line('it', 'Il design di {feature}.', 'esportazione')).toBe(
      "Il design dell'esportazione.",
    )
    expect(line('pt', 'Que bom que você gosta de {feature}.', 'lembretes')).toBe(
      'Que bom que você gosta dos lembretes.',
    )
    expect(line('pt', 'Problemas com {feature}.', 'segundo plano')).toBe(
      'Problemas com o segundo plano.',
    )
  })

  it('gives Dutch names "de" or "het" and Swedish names their definite ending', () => {
    expect(line('nl', 'Problemen met {feature}.', 'laadscherm')).toBe(
      'Problemen met het laadscherm.',
    )
    expect(line('nl', 'Problemen met {feature}.', 'herinneringen')).toBe(
      'Problemen met de herinneringen.',
    )
    expect(line('sv', 'Problem med {feature}.', 'inköpslista')).toBe('Problem med inköpslistan.')
  })

  it('leaves a name in parentheses bare, as a label', () => {
    expect(line('fr', 'Votre achat ({feature}) ne s’affiche pas.', 'suppression des pubs')).toBe(
      'Votre achat (suppression des pubs) ne s’affiche pas.',
    )
    expect(line('sv', 'Ditt köp ({feature}) syns inte.', 'mynt')).toBe('Ditt köp (mynt) syns inte.')
  })

  it('frees a numbered level of a Slavic line’s "function" frame', () => {
    expect(line('ru', 'Простите за неудобства с функцией «{feature}».', 'уровень 212')).toBe(
      'Простите за неудобства с уровнем 212.',
    )
    expect(line('pl', 'Przepraszamy za kłopot z funkcją „{feature}”.', 'poziom 212')).toBe(
      'Przepraszamy za kłopot z poziomem 212.',
    )
  })

  it('knows the article of every feature name a reply can fall back to, so none is left a bare label', () => {
    for (const code of ['de', 'fr', 'es', 'it', 'pt', 'nl', 'sv']) {
      const book = phrasebookFor(code)!
      const labels = (FEATURES[code]?.words ?? [])
        .map(([, display]) => refer(display, book))
        .filter((n) => /^[«„“”]/u.test(n))
      expect(labels, code).toEqual([])
    }
  })

  it('says the name in the nominative where no line holds it', () => {
    expect(refer('Suche', phrasebookFor('de')!)).toBe('die Suche')
    expect(refer('esportazione in PDF', phrasebookFor('it')!)).toBe("l'esportazione in PDF")
  })
})
