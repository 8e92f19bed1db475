import type { Topic } from '../../../../../src/main/core/drafting/phrasebooks/types'
import type { Intent } from '../../../../../src/main/core/drafting/read/types'

/**
 * One labelled review, written for the tests the way people write them on the stores:
 * [rating, text, main intent of the reading, topic, feature the reply should name (requests)].
 *
 * The intent is what the text asks of the reply, most serious point first (the reading's
 * `main`). The labels were first written for the old classifier; each was mapped from its text:
 *
 * - `bug_report` on a crash or a broken button → `bug`;
 * - `bug_report` on "lost all my notes after the sync" → `data_loss` (the reply leads with recovery);
 * - `bug_report` on "I can't log in, the reset e-mail never arrives" → `account` (locked out);
 * - `complaint` on "slow to load and it drains my battery" → `bug`: a fault to look into with
 *   details, not a view to pass on like a price or a design;
 * - `feature_request` → `request`;
 * - `billing` stays `billing`: every such review here is a charge or a refund ("charged twice",
 *   "cancelled but still charged", "bought by mistake, how do I get a refund?"). "Too expensive"
 *   reviews were already labelled `complaint` with the `pricing` topic, and stay so;
 * - `praise`, `complaint` (ads, price, design, support that never answered) and `question` stay.
 *
 * The topic must be in the reading's topics, negative for a problem (complaint, bug, data_loss,
 * account, billing) and not negative otherwise: praise of sync is no sync problem. `null` (the
 * old `general`) is a review that names no topic: then no topic may be read as a problem.
 */
export type Labelled = readonly [
  rating: number,
  text: string,
  intent: Intent,
  topic: Topic | null,
  feature?: string,
]
