import { useId } from 'react'
import {
  REVIEW_STORES,
  REVIEW_TOPIC_NAMES,
  type WebhookFiltersDto,
} from '../../../../shared/dto/webhooks'
import type { AppDto } from '../../../../shared/dto/apps'
import { STORE_LABEL, TOPIC_LABEL } from './labels'

const RATINGS = [1, 2, 3, 4, 5] as const

function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item]
}

/**
 * Which reviews an endpoint receives. Nothing ticked in a group means "any"; digests and alerts
 * are not about one review and always go out.
 */
export function FiltersFieldset({
  value,
  apps,
  onChange,
}: {
  value: WebhookFiltersDto
  apps: AppDto[]
  onChange(next: WebhookFiltersDto): void
}) {
  const hint = useId()
  return (
    <fieldset className="checks route-filters" aria-describedby={hint}>
      <legend>Only these reviews</legend>
      <p className="hint" id={hint}>
        Leave a group empty to send every review. Applies to new reviews, drafts and published
        replies; weekly digests and alerts always go out.
      </p>
      <div className="filter-group" role="group" aria-label="Star rating">
        <span className="filter-label">Rating</span>
        {RATINGS.map((r) => (
          <label key={r} className="check">
            <input
              type="checkbox"
              checked={value.ratings.includes(r)}
              onChange={() => onChange({ ...value, ratings: toggled(value.ratings, r) })}
            />
            {r}★
          </label>
        ))}
      </div>
      <div className="filter-group" role="group" aria-label="Store">
        <span className="filter-label">Store</span>
        {REVIEW_STORES.map((s) => (
          <label key={s} className="check">
            <input
              type="checkbox"
              checked={value.stores.includes(s)}
              onChange={() => onChange({ ...value, stores: toggled(value.stores, s) })}
            />
            {STORE_LABEL[s]}
          </label>
        ))}
      </div>
      {apps.length > 1 && (
        <div className="filter-group" role="group" aria-label="App">
          <span className="filter-label">App</span>
          {apps.map((a) => (
            <label key={a.id} className="check">
              <input
                type="checkbox"
                checked={value.appIds.includes(a.id)}
                onChange={() => onChange({ ...value, appIds: toggled(value.appIds, a.id) })}
              />
              {a.name}
            </label>
          ))}
        </div>
      )}
      <div className="filter-group" role="group" aria-label="Topic">
        <span className="filter-label">Topic</span>
        {REVIEW_TOPIC_NAMES.map((t) => (
          <label key={t} className="check">
            <input
              type="checkbox"
              checked={value.topics.includes(t)}
              onChange={() => onChange({ ...value, topics: toggled(value.topics, t) })}
            />
            {TOPIC_LABEL[t]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
