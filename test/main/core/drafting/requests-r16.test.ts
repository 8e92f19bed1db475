import { corpusRows as rows } from './fixtures'

/** A wish to change a thing the app has is an idea for it, never "suggesting" it as new. */
rows('a change to a feature the app has', [
  [
    'en',
    5,
    'Could you make the daily puzzle reset at midnight local time instead of UTC? otherwise perfect game',
    /(?:suggestion for|idea for|feedback on|thoughts on) the daily puzzle/,
    'game',
    /suggesting a daily puzzle/,
  ],
  [
    'en',
    4,
    'love this app but pls add a real dark mode, the current one is more grey than dark',
    /(?:suggestion for|idea for|feedback on|thoughts on) the dark mode/,
    'notes',
    /suggesting a real dark mode/,
  ],
  [
    'en',
    2,
    'Heart rate zones are useless without custom zones. let me set my own max HR',
    /(?:suggestion for|idea for|feedback on|thoughts on) the heart rate zones/,
    'run',
  ],
  [
    'en',
    3,
    'can you make the hint button show how many hints I have left? I keep wasting coins',
    /(?:suggestion for|idea for|feedback on|thoughts on) the hint button/,
    'game',
  ],
  // A new thing stays a suggestion of it.
  [
    'en',
    3,
    'Pls add an undo button!!! one misclick ruins the whole level',
    /suggesting an undo button/,
    'game',
  ],
])
