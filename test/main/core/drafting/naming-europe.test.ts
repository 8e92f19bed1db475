import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

/**
 * What a reply calls the thing a review raises, in languages whose names take an article, a
 * case or an ending: a publisher posts "beim Kalender" or "des modèles et du widget", never a
 * bare quote ("bei „Erinnerungen“", "« rappels »") or a half name ("« dossier »").
 * Each review is written for this test; `named` must appear in the draft, `never` must not.
 */
type Case = [
  language: string,
  rating: number,
  review: string,
  named: (string | RegExp)[],
  never: string[],
]

const CASES: Case[] = [
  // German: the article declined after its preposition, a qualifier kept, a folder by its name.
  [
    'de',
    2,
    'Die Erinnerungen kommen seit dem Update nicht mehr. Pixel 7',
    ['bei den Erinnerungen'],
    ['„Erinnerungen“'],
  ],
  [
    'de',
    3,
    'Bitte einen Dark Mode für den Kalender einbauen, abends blendet das total.',
    ['Dark Mode für den Kalender'],
    ['„Dark Mode“'],
  ],
  [
    'de',
    5,
    'Ich liebe die Vorlagen und die Suchfunktion!',
    [/den Vorlagen und der Suchfunktion|die Vorlagen und die Suchfunktion/],
    ['„Vorlagen“'],
  ],
  ['de', 1, 'Alle Notizen im Ordner Arbeit sind nach dem Update weg!', ['Ordner Arbeit'], []],
  // French: "de" and "à" fused with the article, each of two things with its own.
  [
    'fr',
    2,
    'Les rappels ne sonnent plus depuis la mise à jour.',
    ['les rappels'],
    ['« rappels »', 'avec rappels'],
  ],
  [
    'fr',
    5,
    "J'adore les modèles et le widget.",
    [/des modèles et du widget|les modèles et le widget/],
    ['de les', 'de le ', '« modèles'],
  ],
  ['fr', 1, 'Toutes mes notes du dossier Cours ont disparu !', ['dossier Cours'], ['« dossier »']],
  [
    'fr',
    2,
    'Le jeu plante au niveau 340 à chaque fois.',
    ['au niveau 340'],
    ['« niveau', 'avec le niveau'],
  ],
  [
    'fr',
    4,
    'Ce serait bien de pouvoir exporter vers Excel.',
    ["d'exporter vers Excel"],
    ['de exporter'],
  ],
  // Spanish: "del", a qualifier that says what the dark mode is for.
  [
    'es',
    4,
    'Ojalá tuviera modo oscuro para el widget.',
    ['del modo oscuro para el widget'],
    ['de el', '«modo oscuro»'],
  ],
  [
    'es',
    2,
    'La búsqueda no funciona desde la actualización.',
    ['que la búsqueda no funcione'],
    ['«búsqueda»'],
  ],
  ['es', 1, 'Perdí todas las notas de la carpeta Trabajo.', ['carpeta Trabajo'], ['«carpeta»']],
  // Italian: "sugli", "sullo", a level with its number, a wish as an infinitive.
  [
    'it',
    5,
    'Mi piacciono tanto gli allegati e lo scanner.',
    [/gli allegati e (sul)?lo scanner/],
    ['su gli', '“allegati”'],
  ],
  ['it', 2, 'Il gioco si blocca al livello 120.', ['il livello 120'], ['“livello']],
  ['it', 4, 'Sarebbe bello poter esportare le note in PDF.', ['di esportare le note in PDF'], []],
  // Portuguese: the article, and the lost notes, never the password changed before.
  ['pt', 2, 'Os lembretes não funcionam mais.', ['com os lembretes'], ['“lembretes”']],
  [
    'pt',
    1,
    'Apagou todas as minhas anotações depois que troquei a senha.',
    ['anotações'],
    ['senha'],
  ],
  // Dutch: "de" or "het" by the noun.
  ['nl', 2, 'Het laadscherm blijft hangen na de update.', ['het laadscherm'], ['“laadscherm”']],
  ['nl', 5, 'De sjablonen zijn echt top.', ['de sjablonen'], ['“sjablonen”']],
  // Swedish: the definite form.
  ['sv', 5, 'Älskar mallarna och widgeten!', ['mallarna och widgeten'], ['”mallarna”']],
  [
    'sv',
    2,
    'Synkningen med klockan slutar fungera.',
    ['synkningen med klockan'],
    ['Synkningen med klockan –'],
  ],
  // A redesign is heard as the design, and an account support sorted out is no feature to praise.
  [
    'fr',
    2,
    'La nouvelle interface est confuse, je ne trouve plus rien dans le menu.',
    [],
    ['design de la nouvelle interface'],
  ],
  [
    'de',
    5,
    'Hatte ein Problem mit meinem Konto, der Support hat es in einer Stunde gelöst. Danke!',
    [],
    ['Konto!', 'zum Konto'],
  ],
  // English: no stray words as names, the qualifier kept, a verb made an activity, the lost data.
  [
    'en',
    5,
    'Bloody brilliant app, the reminders are spot on.',
    ['the reminders'],
    ['the bloody', 'Bloody'],
  ],
  ['en', 4, 'Please add dark mode for the widget.', ['dark mode for the widget'], []],
  [
    'en',
    4,
    'Would be perfect if I could lock individual notes.',
    ['locking individual notes'],
    ['the lock individual'],
  ],
  [
    'en',
    1,
    'Synced with my tablet and all my work notes are gone.',
    ['notes'],
    ['your sync', 'your tablet'],
  ],
  ['en', 5, 'The scanner is better than the one in my bank app.', ['the scanner'], ['the bank']],
]

const draft = namingDraft

describe('names in a reply’s sentence, in languages whose names take an article or a case', () => {
  it.each(CASES)('%s: %s★ “%s”', (language, rating, review, named, never) => {
    const body = draft(language, rating, review)
    for (const n of named) {
      if (typeof n === 'string') expect(body).toContain(n)
      else expect(body).toMatch(n)
    }
    for (const n of never) expect(body).not.toContain(n)
  })
})
