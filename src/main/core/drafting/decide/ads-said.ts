import type { Phrasebook } from '../phrasebooks/types'
import { withoutNoAdsPack } from '../read/no-ads-pack'
import { detectTopics } from '../topics/detect'

/**
 * Whether a clause read with the ads topic says the ads themselves, not only the purchase that
 * turns them off: "광고 제거 산 게 사라짐", "Werbefrei gekauft, nach Neuinstallation weg", "bought
 * remove ads and it's gone" name the ad-free pack, and a reply that passes on "your feedback
 * about the ads" answers a complaint the review never made. False only where taking the pack's
 * name out of the clause takes its ads with it. Takes the clause folded (`normalizeForMatch`),
 * which the grievance reader has already.
 */
export function adsSaid(norm: string, book: Phrasebook): boolean {
  if (!detectTopics(norm, book).includes('ads')) return true
  return detectTopics(withoutNoAdsPack(norm), book).includes('ads')
}
