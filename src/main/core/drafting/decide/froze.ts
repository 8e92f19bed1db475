import type { Reading } from '../read/types'
import { symptomOf } from './symptom'

/**
 * "The app froze when saving and my run is gone", "80. seviyede oyun donuyor, baştan başladım": a
 * freeze the review tells beside the loss. The reply leads with recovery and names the freeze
 * in the same apology, as it names a crash.
 */
export function frozeBeside(reading: Reading): boolean {
  return reading.clauses.some(
    (c) =>
      (c.intents.includes('bug') || c.intents.includes('data_loss')) &&
      symptomOf([c.text]) === 'freeze',
  )
}
