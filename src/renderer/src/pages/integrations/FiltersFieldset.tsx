import { useId } from 'react'
import {
  REVIEW_STORES,
  REVIEW_TOPIC_NAMES,
  type WebhookFiltersDto,
} from '../../../../shared/dto/webhooks'
import type { AppDto } from '../../../../shared/dto/apps'
import { STORE_LABEL, TOPIC_LABEL } from './labels'

const RATINGS: readonly number[] = [1, 2, 3, 4, 5]

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
      <CheckGroup
        label="Star rating"
        title="Rating"
        options={RATINGS}
        text={(r) => `${r}★`}
        checked={value.ratings}
        onChange={(ratings) => onChange({ ...value, ratings })}
      />
      <CheckGroup
        label="Store"
        options={REVIEW_STORES}
        text={(s) => STORE_LABEL[s]}
        checked={value.stores}
        onChange={(stores) => onChange({ ...value, stores })}
      />
      {apps.length > 1 && (
        <CheckGroup
          label="App"
          options={apps.map((a) => a.id)}
          text={(id) => apps.find((a) => a.id === id)?.name ?? id}
          checked={value.appIds}
          onChange={(appIds) => onChange({ ...value, appIds })}
        />
      )}
      <CheckGroup
        label="Topic"
        options={REVIEW_TOPIC_NAMES}
        text={(t) => TOPIC_LABEL[t]}
        checked={value.topics}
        onChange={(topics) => onChange({ ...value, topics })}
      />
    </fieldset>
  )
}

/** One group of the filters: a checkbox per option; none ticked means any. */
function CheckGroup<T extends string | number>({
  label,
  title = label,
  options,
  text,
  checked,
  onChange,
}: {
  label: string
  title?: string
  options: readonly T[]
  text(option: T): string
  checked: readonly T[]
  onChange(next: T[]): void
}) {
  return (
    <div className="filter-group" role="group" aria-label={label}>
      <span className="filter-label">{title}</span>
      {options.map((option) => (
        <label key={option} className="check">
          <input
            type="checkbox"
            checked={checked.includes(option)}
            onChange={() => onChange(toggled(checked, option))}
          />
          {text(option)}
        </label>
      ))}
    </div>
  )
}
