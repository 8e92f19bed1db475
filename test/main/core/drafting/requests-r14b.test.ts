import { corpusRows as rows } from './fixtures'

/** Two wishes in one clause are both named, in the order the review says them. */
rows('two wishes joined', [
  [
    'en',
    4,
    "Solid tracker. Two things I'd love: a dark mode and the ability to pause auto-lap.",
    /a dark mode and pausing auto-lap/,
    'run',
  ],
])

/** An activity wished for is named without "a" ("route planning"). */
rows('an activity takes no article', [
  [
    'en',
    4,
    'Would be great to have route planning before a run, like pick a loop on the map',
    /suggesting route planning/,
    'run',
  ],
])

/** A feature the team took away is missed by name: no "didn't live up", no slot, no "tell us what's missing". */
rows('a feature taken away', [
  [
    'en',
    2,
    'the new update removed the relaxing mode, it was my favourite part. why??',
    /sorry (?:about|to hear you miss) the relaxing mode/,
    'game',
    /live up|\[answer|missing for you/,
  ],
  [
    'en',
    2,
    'they removed the relaxing mode, it was my favourite part',
    /sorry (?:about|to hear you miss) the relaxing mode/,
    'game',
    /live up/,
  ],
  [
    'en',
    3,
    'where did the daily challenges go? loved them',
    /sorry (?:about|to hear you miss) the daily challenges/,
    'game',
    /\[answer/,
  ],
  [
    'fr',
    2,
    "Où sont passés les défis quotidiens ? Je les adorais, c'était la meilleure partie du jeu.",
    /déception au sujet des défis/,
    'game',
    /\[answer/,
  ],
  [
    'es',
    2,
    '¿Qué pasó con los retos diarios? Eran lo mejor del juego',
    /los retos diarios/,
    'game',
    /\[answer/,
  ],
  [
    'en',
    2,
    'you took out the zen levels in the last update, that was the only reason i played',
    /sorry (?:about|to hear you miss) the zen levels/,
    'game',
    /look into it/,
  ],
])

/** A wish said as a name and "please", or as what alone is missing, is thanked for by name. */
rows('a wish said briefly', [
  // The team's Answer about the watch is the reply to a wish for the app on it (round 18).
  [
    'en',
    5,
    "Apple Watch support please! Then it's 5 stars forever.",
    /StrideRun has apps for Apple Watch/,
    'run',
  ],
  ['en', 5, 'perfect app, only missing markdown support', /suggesting markdown support/i],
  ['en', 5, 'I would really love a dark mode, great app', /suggesting a dark mode/],
])
