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

  it('puts a Russian, Ukrainian or Polish name in the accusative where the line holds it, unquoted', () => {
    expect(line('ru', 'Спасибо за идею про {feature}.', 'повторяющаяся задача')).toBe(
      'Спасибо за идею про повторяющуюся задачу.',
    )
    // Neuter plurals and masculine things do not change; what follows the head keeps its case.
    expect(line('ru', 'Сбой, затронувший {feature}.', 'вложения')).toBe(
      'Сбой, затронувший вложения.',
    )
    expect(line('ru', 'Спасибо за идею про {feature}.', 'карта маршрута')).toBe(
      'Спасибо за идею про карту маршрута.',
    )
    expect(line('uk', 'Дякуємо за ідею про {feature}.', 'темна тема для віджета')).toBe(
      'Дякуємо за ідею про темну тему для віджета.',
    )
    expect(line('uk', 'Збій, що зачепив {feature}.', 'нагадування')).toBe(
      'Збій, що зачепив нагадування.',
    )
    expect(line('pl', 'Dzięki za pomysł na {feature}.', 'codzienna nagroda')).toBe(
      'Dzięki za pomysł na codzienną nagrodę.',
    )
    expect(line('pl', 'Błąd, który wpływa na {feature}.', 'strona główna')).toBe(
      'Błąd, który wpływa na stronę główną.',
    )
    // Before "to" (Polish) and "по душе" (Russian) the name stays as written.
    expect(line('ru', 'Рады, что вам по душе {feature}.', 'шаблоны', 'чек-листы')).toBe(
      'Рады, что вам по душе шаблоны и чек-листы.',
    )
    // A sum is not a thing paid for: "за 749 ₽" reads "в размере 749 ₽".
    expect(line('ru', 'Простите, что оплату за {feature} списали дважды.', '749 ₽')).toBe(
      'Простите, что оплату в размере 749 ₽ списали дважды.',
    )
  })

  it('joins two Japanese or Korean names as the language joins nouns', () => {
    expect(
      line('ja', '{feature}について嬉しいお言葉をありがとうございます！', '音声ガイド', 'ペース'),
    ).toBe('音声ガイドとペースについて嬉しいお言葉をありがとうございます！')
    expect(line('ko', '{feature}에 대해 감사합니다.', '템플릿', '폴더')).toBe(
      '템플릿과 폴더에 대해 감사합니다.',
    )
    expect(line('ko', '{feature}에 대해 감사합니다.', '페이스', '워치 앱')).toBe(
      '페이스와 워치 앱에 대해 감사합니다.',
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
