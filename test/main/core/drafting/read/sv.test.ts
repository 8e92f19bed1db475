import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import type { Intent } from '../../../../../src/main/core/drafting/read/types'

const book = phrasebookFor('sv')

/**
 * Swedish reviews as people write them (written for this test, not taken from the corpus): the
 * point a reply must answer first, and the feature it should name, in the display form a reply uses.
 */
const CASES: [
  rating: number,
  main: Intent | 'spam' | 'abuse',
  text: string,
  names: string | null,
][] = [
  [5, 'praise', 'Bästa anteckningsappen, använder den varje dag, inga buggar alls', null],
  [4, 'praise', 'Allt funkar snabbt, har inte sett några buggar, tack!', null],
  [1, 'bug', 'Efter uppdateringen startar inte appen, kraschar direkt. Samsung Galaxy A52', null],
  [2, 'bug', 'Påminnelserna kommer inte alls fast jag gett alla behörigheter', 'påminnelse'],
  [3, 'complaint', 'Alldeles för mycket reklam, reklam efter varje nivå, tröttsamt', null],
  [4, 'request', 'Hade varit grymt med mörkt läge', 'mörka läget'],
  [5, 'question', 'hur exporterar jag en anteckning till pdf', null],
  [
    1,
    'billing',
    'Ni har dragit pengar två gånger för årsprenumerationen, vill ha pengarna tillbaka',
    null,
  ],
  [1, 'billing', 'Sa upp prenumerationen i mars men i april drogs 99 kr igen', null],
  [
    2,
    'privacy',
    'Varför behöver en löparapp åtkomst till mina kontakter? Säljer ni min data?',
    null,
  ],
  [3, 'account', 'Jag vill radera mitt konto och all min data, hur gör jag', null],
  [1, 'account', 'Kan inte logga in, får ingen kod', null],
  [1, 'data_loss', 'Alla anteckningar försvann efter uppdateringen, allt mitt jobb låg där', null],
  [1, 'spam', 'Tjäna 5000 kr per dag hemifrån! Klicka här och följ mig', null],
  [1, 'abuse', 'Utvecklarna är idioter, dra åt helvete', null],
  [2, 'complaint', 'Tack för ingenting, nya designen är sämst 🙄', null],
  [1, 'complaint', 'Rekommenderar inte, rent skräp', null],
  [5, 'praise', 'Grymt spel, spelar varje kväll, tack till utvecklarna!', null],
  [2, 'bug', 'GPS:en tappar signalen hela tiden och distansen räknas fel', 'GPS'],
  [3, 'question', 'Funkar appen utan internet?', null],
  [3, 'complaint', 'Appen är inte bra, väldigt seg', null],
  [4, 'praise', 'Inte dålig alls, helt okej', null],
  [5, 'praise', 'Inga problem på två år, har aldrig kraschat', null],
  [1, 'praise', 'Fantastisk app, ångrar inte att jag köpte premium', null],
  [3, 'complaint', 'Förr var den bra, nu är det bara reklam', null],
  [4, 'praise', 'Riktigt smidig app', null],
  [2, 'complaint', 'Inte särskilt smidig, allt är rörigt', null],
  [5, 'bug', 'Kraschar ibland när jag öppnar kalendern', 'kalendern'],
  [4, 'question', 'Går det att ändra textstorleken?', 'textstorlek'],
  [1, 'billing', 'Köpte premium, installerade om och nu är premium borta, måste betala igen', null],
  [
    3,
    'data_loss',
    'Mina framsteg nollställdes, var på nivå 300 och nu börjar jag om från början',
    null,
  ],
  // Slang, typos, missing diacritics.
  [5, 'praise', 'appen är grym, rekommenderar till alla', null],
  [1, 'bug', 'ingenting laddar, bara vit skärm', null],
  [3, 'complaint', 'reklam varannan minut, det är ju sjukt', null],
  [1, 'billing', 'drog 49 kr utan att fråga, har aldrig tecknat nån prenumeration', null],
  [4, 'request', 'gör gärna widgeten större', null],
  [2, 'data_loss', 'var finns papperskorgen? raderade en anteckning av misstag', null],
  [1, 'complaint', 'rent skräp, avinstallerar', null],
  [5, 'praise', 'Tack, allt funkar klockrent', null],
  [1, 'bug', 'Efter uppdateringen slängs jag ut ur spelet hela tiden', null],
]

describe('reading Swedish reviews', () => {
  if (!book) throw new Error('no sv phrasebook')
  it.each(CASES)('%i★ %s: %s', (rating, main, text, names) => {
    const reading = readReview({ rating, body: text }, book)
    expect(reading.doubts.join(' ')).not.toMatch(/only roughly/)
    if (main === 'spam' || main === 'abuse') expect(reading.spam).not.toBeNull()
    else expect(reading.main).toBe(main)
    if (names)
      expect(reading.things.map((t) => t.text.toLowerCase()).join(' | ')).toContain(
        names.toLowerCase(),
      )
  })

  it('never reads praise as a complaint, whatever the stars', () => {
    for (const [, main, text] of CASES.filter(([, m]) => m === 'praise')) {
      const reading = readReview({ rating: 1, body: text }, book)
      expect(reading.main, text).toBe(main)
      expect(reading.polarity, text).toBe(1)
    }
  })
})
