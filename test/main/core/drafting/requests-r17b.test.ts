import { corpusRows as rows } from './fixtures'

/**
 * A question put beside a wish ("Is there an Apple Watch version? Would love to…") still asks:
 * the team's Answer to it is the reply, never thanks for "suggesting" what the app has.
 */
rows('a question beside a wish', [
  [
    'en',
    4,
    'Is there an Apple Watch version? Would love to leave my phone at home',
    /apps for Apple Watch/,
    'run',
    /suggest/,
  ],
  [
    'en',
    4,
    'Is there an Apple Watch app? Would love to leave my phone at home',
    /apps for Apple Watch/,
    'run',
    /suggest/,
  ],
  // A wish with no Answer that covers it stays a wish, thanked for.
  [
    'en',
    5,
    'Will you add new levels? I finished all 300 already 😅',
    /suggesting new levels/,
    'game',
  ],
])
