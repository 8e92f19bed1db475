import { describe, expect, it } from 'vitest'
import { corpusDraft, corpusRows as rows, replyOf } from './fixtures'

/** "Better X please" asks for a better X: a wish, about the X the app has. */
rows('a better thing asked for by name', [
  ['en', 4, 'better search pls', /(?:suggestion for|idea for|feedback on|thoughts on) the search/, 'notes'],
])

/** "would be cool to have …" is a wish phrase like "would be nice": what follows is named. */
rows('a wish after a verdict on the thing', [
  [
    'en',
    2,
    'maps are really basic tbh. would be cool to have satellite view for trail runs',
    /suggesting a satellite view for trail runs/,
    'run',
    /suggesting trail runs/,
  ],
])

/** A missing way to do what a feature does is wished for, never answered with another Answer. */
rows('no way to do a feature action', [
  [
    'en',
    3,
    'no way to export runs to gpx?? kinda basic for a running app',
    /suggesting exporting runs to GPX/,
    'run',
    /Strava/,
  ],
])

/** What they miss is named by its own words where no feature word knows it. */
rows('a removed thing named', [
  [
    'en',
    3,
    'what happened to the sort by colour option?? it was there last month and now I cant find it anywhere',
    /miss the sort by colour option/,
    'notes',
  ],
  [
    'en',
    2,
    'you guys removed the split times screen and now i have to scroll forever',
    /miss the split times screen/,
    'run',
  ],
])

/** A wish in a sentence of its own beside lost data is still thanked for (where the reply has room). */
describe('a wish beside a loss', () => {
  it('en: lost notes, and a wish to lock notes with a PIN', () => {
    const d = corpusDraft(
      'en',
      1,
      'Sync is broken AGAIN, lost two notes. also would really like a way to lock individual notes with a PIN',
      'notes',
      'app_store',
    )
    expect(replyOf(d), d.body).toMatch(/suggesting locking individual notes with a PIN/)
  })
})

/** "… is a pain" is no praise. */
rows('a chore is no praise', [
  [
    'en',
    3,
    'would be nice if handwriting got converted to text. typing on ipad is a pain',
    /handwriting/,
    'notes',
    /kind words/,
  ],
])

/** Wishes in Turkish and Ukrainian named. */
rows('tr and uk wishes named', [
  ['tr', 3, 'Karanlık mod gelsin artık', /karanlık mod önerinizi/i, 'run'],
  [
    'uk',
    4,
    'Додайте, будь ласка, можливість ділитися нотатками з іншими людьми',
    /ідею про спільний доступ/,
    'notes',
  ],
])

/** "… by time and not only by distance": what it should not be only is there already, no second wish. */
rows('not only', [
  [
    'it',
    4,
    'Ottima app, però vorrei poter impostare gli intervalli a tempo e non solo a distanza',
    /idea di impostare gli intervalli a tempo(?:!| al)/,
    'run',
    /distanza/,
  ],
])

/**
 * "One wish: Apple Watch support": the device named with the kind of thing wished for it; where
 * the team keeps an Answer about the device, that Answer is the reply (round 18).
 */
rows('a device wished for by its support', [
  [
    'en',
    5,
    'Awesome tracker. One wish: Apple Watch support so I can leave my phone at home',
    /StrideRun has apps for Apple Watch/,
    'run',
  ],
])

/** "would be even better with X", "please make X bigger" mid-review: wishes, named. */
rows('more English wish phrases', [
  ['en', 5, 'Perfect. would be even better with a Mac app', /suggesting a Mac app/, 'notes'],
  [
    'en',
    4,
    'pls make the text size bigger in the editor, hard to read',
    /(?:suggestion for|idea for|feedback on|thoughts on) the text size/,
    'notes',
  ],
])

/** A Dutch separable verb is named whole ("het uitzetten van …"), never split ("zetten van stem uit"). */
rows('a Dutch separable verb', [
  [
    'nl',
    4,
    'Graag een optie om de stem uit te zetten tijdens intervallen',
    /uitzetten van/,
    'run',
    /zetten van stem uit/,
  ],
])

/** Batch 2: "where did the X go" names all of X; what a thing should do too is a change to it. */
rows('after batch 2', [
  [
    'en',
    2,
    'Where did the word count go?? used it every day for my essays',
    /miss the word count/,
    'notes',
  ],
  [
    'en',
    4,
    'Really good but the voice feedback should tell my heart rate too, not only pace',
    /(?:suggestion for|idea for|feedback on|thoughts on) the audio cues/,
    'run',
    /device and app version/,
  ],
  [
    'en',
    5,
    'Best running app. Would be perfect with Spotify integration',
    /suggesting Spotify integration/,
    'run',
  ],
])
