import { en } from './en'
import type { FeatureBook } from './types'

/**
 * Hindi typed in Latin letters names features mostly in English ("sync bhi fast hai", "booster
 * use karte hi"): English's words, a few Hinglish ones, quoted as the reviewer wrote them.
 */
export const hiLatn: FeatureBook = {
  echo: true,
  counted: ['levels'],
  words: [
    ['device_transfer', 'naya phone', 'naya phone', 'new phone', 'phone badla', 'phone change'],
    ['audio_cues', 'voice guidance', 'voice guidance', 'voice guide', 'audio cue', 'awaaz me'],
    ['chest_strap', 'chest strap', 'chest strap', 'heart rate strap', 'hr strap'],
    // Named as the mode, not the machine: a wish for it is no wish for a treadmill.
    ['treadmill', 'treadmill mode', 'treadmill'],
    ...en.words,
    ['lives', 'lives', 'jaan', 'dil'],
    ['coins', 'coins', 'sikke', 'heere'],
  ],
}
