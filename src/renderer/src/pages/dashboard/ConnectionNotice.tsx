import type { AppDto } from '../../../../shared/dto/apps'
import { STORE_LABEL } from '../../format'

/**
 * Store connections of the shown apps that cannot fetch reviews, each pointing to where it is
 * fixed (the Apps page) instead of a vague "sync the stores".
 */
export function ConnectionNotice({ apps, onFix }: { apps: AppDto[]; onFix(appId: string): void }) {
  const broken = apps.flatMap((app) =>
    app.listings.filter((l) => !l.connected || l.lastError).map((l) => ({ app, listing: l })),
  )
  if (broken.length === 0) return null
  return (
    <div className="banner-inline warn" role="status" aria-label="Store connections">
      <p>
        <strong>
          {broken.length === 1
            ? 'One store connection is not fetching reviews'
            : `${broken.length} store connections are not fetching reviews`}
        </strong>
        , so the figures below miss their new reviews.
      </p>
      <ul className="plain">
        {broken.map(({ app, listing }) => (
          <li key={listing.id}>
            {app.name} on {STORE_LABEL[listing.store]}:{' '}
            {listing.connected ? `sync failed: ${listing.lastError}` : 'not connected'}.{' '}
            <button type="button" className="link-button" onClick={() => onFix(app.id)}>
              {listing.connected
                ? `Check the ${STORE_LABEL[listing.store]} connection`
                : `Connect ${STORE_LABEL[listing.store]}`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
