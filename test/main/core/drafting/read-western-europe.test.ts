import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../src/main/core/drafting/read/read'
import type { Intent } from '../../../../src/main/core/drafting/read/types'

/**
 * Reviews as people write them in German, French, Spanish, Portuguese, Italian and Dutch
 * (typos, dropped accents, slang), none taken from the blind corpus: what the reader must take
 * from each, and a thing a reply would name.
 */
type Case = [text: string, stars: number, main: Intent, named?: string]

const CASES: Record<string, Case[]> = {
  de: [
    ['Ladet lieber NotizPlus runter, viel besser: bit.ly/np123', 1, 'spam'],
    [
      'Tolle App, benutze sie täglich für meine Einkaufslisten. Absolut empfehlenswert!',
      5,
      'praise',
      'Einkaufslisten',
    ],
    [
      'Seit dem Update funktioniert die Synchronisierung mit dem Tablet nicht mehr',
      5,
      'bug',
      // One thing, with what makes it specific.
      'Synchronisierung mit dem Tablet',
    ],
    ['Läuft stabil und stürzt nie ab', 4, 'praise'],
    ['Kann ich nur empfehlen, die beste Notiz-App!', 5, 'praise'],
    ['Gibt es eine Möglichkeit, die Notizen auf ein neues Handy zu übertragen', 4, 'question'],
    [
      'Habe das Abo im März gekündigt und trotzdem wurde im April wieder abgebucht. Ich will mein Geld zurück!',
      1,
      'billing',
    ],
    ['Wie lösche ich mein Konto und alle meine Daten?', 3, 'account'],
    ['Nach dem Update sind alle meine Notizen weg!!! Drei Jahre Arbeit', 1, 'data_loss'],
    ['Na toll, jetzt kostet auch noch die Suche extra 🙄', 2, 'complaint'],
    ['Spiel hängt sich bei Level 220 auf, Xiaomi 13', 1, 'bug', 'Level 220'],
  ],
  fr: [
    [
      "Super appli, je l'utilise tous les jours pour mes rappels. Je recommande !",
      5,
      'praise',
      'rappels',
    ],
    ['ca marche pas, ecran noir depuis la maj', 1, 'bug'],
    ['Fonctionne bien, aucun bug depuis des mois', 4, 'praise'],
    ["Je n'aime pas du tout la nouvelle interface", 2, 'complaint', 'nouvelle interface'],
    [
      "J'ai résilié mon abonnement en mars et j'ai quand même été prélevé de 9,99 € en avril.",
      1,
      'billing',
      '9,99 €',
    ],
    ['Comment supprimer mon compte et toutes mes données ?', 3, 'account'],
    ['Après la mise à jour toutes mes notes ont disparu !!!', 1, 'data_loss'],
    [
      "J'ai écrit trois fois au support, aucune réponse. La synchro ne marche plus.",
      1,
      'bug',
      'synchro',
    ],
    [
      'Gagnez 500€ par jour depuis chez vous ! Contactez-moi sur WhatsApp +33 6 12 34 56 78',
      5,
      'spam',
    ],
  ],
  es: [
    ['Mis datos no se sincronizan con la tablet desde ayer', 2, 'bug'],
    [
      'Muy buena app, los recordatorios son lo mejor. ¡La recomiendo!',
      5,
      'praise',
      'recordatorios',
    ],
    ['No me gusta nada, es lenta y muy complicada de usar.', 2, 'complaint'],
    ['se traba en el nivel 512 cada vez que uso el martillo', 1, 'bug', 'nivel 512'],
    ['hay alguna forma de pasar las notas a un celular nuevo', 4, 'question'],
    [
      'Sería genial poder poner colores a las carpetas',
      3,
      'request',
      'poner colores a las carpetas',
    ],
    [
      'Cancelé la suscripción en marzo y me siguen cobrando. Quiero mi dinero de vuelta',
      1,
      'billing',
    ],
    ['¿Cómo elimino mi cuenta y todos mis datos?', 3, 'account'],
    ['perdi todo mi progreso y ahora empiezo desde el nivel 1. Horrible', 1, 'data_loss'],
  ],
  pt: [
    ['Amo demais, os lembretes salvam minha vida kkkkk', 1, 'praise', 'lembretes'],
    ['o app fecha sozinho quando tento abrir a lista de compras', 2, 'bug', 'lista de compras'],
    ['Posso dizer que é o melhor app que já usei', 5, 'praise'],
    ['Poderiam colocar opção de mudar o tamanho da letra?', 3, 'request', 'tamanho da letra'],
    [
      'Cancelei a assinatura e mesmo assim cobraram R$ 89,90 no cartão. Quero meu dinheiro de volta!!!',
      1,
      'billing',
      'R$ 89,90',
    ],
    ['Não consigo entrar na minha conta, diz que a senha está errada', 1, 'account'],
    ['lixo, desenvolvedores ladroes fdp', 1, 'abuse'],
  ],
  it: [
    ["Perché un'app di note vuole accedere ai miei contatti? Non mi fido", 2, 'privacy'],
    ['Scaricate invece NotePlus, è gratis: bit.ly/np123', 1, 'spam'],
    [
      'App fantastica, la sincronizzazione tra telefono e tablet è istantanea',
      5,
      'praise',
      'sincronizzazione',
    ],
    [
      "L'esportazione su Strava non funziona piu, le corse non arrivano",
      1,
      'bug',
      'esportazione su Strava',
    ],
    ['Non è male ma costa troppo per quello che offre', 2, 'complaint'],
    ["c'è un modo per spostare le note su un telefono nuovo", 4, 'question'],
    ['Disdetto Premium a gennaio, addebitato di nuovo a febbraio. VERGOGNA', 1, 'billing'],
    ['Dopo il livello 88 il gioco crasha ogni volta', 1, 'bug', 'livello 88'],
    ['Cerchi un personal trainer? Scrivimi su Instagram per schede a soli 19€', 1, 'spam'],
  ],
  nl: [
    [
      'Super handige app! De checklists met herinneringen gebruik ik voor alles. Dikke aanrader 👍',
      5,
      'praise',
      'checklists met herinneringen',
    ],
    ['Wat een kut app, alles is traag', 1, 'complaint'],
    ['Crasht niet meer, bedankt voor het oplossen', 5, 'praise'],
    ['Kan ik iedereen aanraden, super handig', 5, 'praise'],
    ['Het spel blijft hangen op het laadscherm na de update', 1, 'bug', 'laadscherm'],
    ['kan er een donkere modus komen?', 4, 'request', 'donkere modus'],
    ['Er staat €19,99 van Tile Quest op mijn rekening, heb niks gekocht.', 1, 'billing', '€19,99'],
    ['Fijn hoor, na de update zit zoeken ineens achter Premium', 2, 'complaint'],
    ['Stelletje oplichters zijn jullie', 1, 'abuse'],
  ],
}

describe('reading reviews in German, French, Spanish, Portuguese, Italian and Dutch', () => {
  for (const [lang, cases] of Object.entries(CASES)) {
    const book = phrasebookFor(lang)
    if (!book) throw new Error(`no phrasebook for ${lang}`)
    describe(lang, () => {
      it.each(cases)('%s', (text, stars, main, named) => {
        const reading = readReview({ rating: stars, body: text }, book)
        const caught = reading.main === main || (main === 'spam' && reading.spam !== null)
        expect(
          caught,
          `main ${reading.main}, points ${reading.points.map((p) => p.intent).join(',')}`,
        ).toBe(true)
        expect(reading.doubts.join(' ')).not.toContain('roughly')
        if (named) expect(reading.things.map((t) => t.text)).toContain(named)
      })
    })
  }
})
