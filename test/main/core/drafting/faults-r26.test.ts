import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type Row = [
  language: string,
  stars: number,
  review: string,
  app: 'notes' | 'run' | 'game',
  says: RegExp[],
  never?: RegExp,
]

/**
 * Every distinct fault a review reports is named, each once: a second fault beside a plain
 * apology, a third beside the second, a thing's own trouble beside an app that is slow, and a
 * grievance heard after the fault's apology in words that open like it.
 */
describe('every fault and trouble the review reports is named', () => {
  const rows: Row[] = [
    // The plain apology ("sorry about the trouble with GPS") names the second fault too.
    [
      'sv',
      2,
      'Appen tappar GPS-signalen hela tiden i skogen, rutterna blir helt galna. Och inget synkas till Strava längre.',
      'run',
      [/GPS/, /Strava/],
    ],
    // A third fault in a sentence of its own is named after the second.
    [
      'en',
      2,
      "The home screen widget doesn't refresh. Search doesn't find anything either. And reminders don't go off at all. Galaxy S21",
      'notes',
      [/widget/, /search/, /reminders/],
    ],
    [
      'de',
      2,
      'Das Widget aktualisiert sich nicht. Die Suche findet nichts. Und der Export funktioniert nicht. Galaxy S21',
      'notes',
      [/Widget/, /Suche/, /Export/],
    ],
    // Beside an app that has become slow, the search that finds nothing is its own trouble.
    [
      'de',
      2,
      'Seit Wochen ist alles total langsam und die Suche findet gar nichts mehr.',
      'notes',
      [/langsam/, /Suche nicht funktioniert/],
      /bei der Suche so langsam/,
    ],
    [
      'en',
      2,
      'Everything has become really slow lately and the search does not find my notes anymore.',
      'notes',
      [/slow/, /search isn't working/],
      /slowly when you use the search/,
    ],
    // A pace that swings between figures is measured wrong: a second fault beside the cues.
    [
      'de',
      2,
      'Die Ansagen kommen viel zu spät. Und die Pace schwankt wild zwischen 4:50 und 7:30. iPhone 13.',
      'run',
      [/Ansagen/, /Pace/],
    ],
    // Too many ads beside a slow game: heard in its own line, which opens unlike the apology (de still
    // drops it: both its ads lines say "tut uns leid" again).
    [
      'sv',
      2,
      'Spelet hackar hela tiden på min Galaxy A52. Och reklamen efter varje nivå är för mycket.',
      'game',
      [/långsam/, /reklam/],
    ],
  ]
  for (const [language, stars, review, app, says, never] of rows)
    it(`${language}: ${review}`, () => {
      const reply = replyOf(corpusDraft(language, stars, review, app))
      for (const s of says) expect(reply).toMatch(s)
      if (never) expect(reply).not.toMatch(never)
    })
})
