import { useState } from 'react'
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  type WebhookFiltersDto,
} from '../../../../shared/dto/webhooks'
import { useAppList } from '../../store/apps'
import { FiltersFieldset } from './FiltersFieldset'
import { EVENT_LABEL } from './labels'

/** Events a person can subscribe to (`test` is only ever sent by "Send test"). */
const SUBSCRIBABLE = WEBHOOK_EVENT_TYPES.filter((e) => e !== 'test')

/**
 * What an endpoint receives, as the Add and Edit forms both ask it: which events, and which
 * reviews (the filters). An empty event list in a request means "every event", so picking all of
 * them also subscribes the endpoint to events added in later versions.
 */
export function useEndpointRouting(
  workspaceId: string,
  initial: { events: WebhookEventType[]; filters: WebhookFiltersDto },
) {
  const apps = useAppList(workspaceId)
  const [events, setEvents] = useState<WebhookEventType[]>(
    initial.events.length === 0 ? [...SUBSCRIBABLE] : initial.events.filter((e) => e !== 'test'),
  )
  const [filters, setFilters] = useState<WebhookFiltersDto>(initial.filters)
  return {
    apps: apps ?? [],
    events,
    filters,
    setFilters,
    toggle: (event: WebhookEventType) =>
      setEvents((list) =>
        list.includes(event) ? list.filter((x) => x !== event) : [...list, event],
      ),
    /** The form's error when no event is picked, else null. */
    problem: () =>
      events.length === 0 ? { message: 'Pick at least one event to send.', field: 'events' } : null,
    request: () => ({ events: events.length === SUBSCRIBABLE.length ? [] : events, filters }),
  }
}

/** The events and review filters of an endpoint form. */
export function RoutingFieldsets({ routing }: { routing: ReturnType<typeof useEndpointRouting> }) {
  return (
    <>
      <fieldset className="checks">
        <legend>Events to send</legend>
        {SUBSCRIBABLE.map((ev) => (
          <label key={ev} className="check">
            <input
              type="checkbox"
              checked={routing.events.includes(ev)}
              onChange={() => routing.toggle(ev)}
            />
            {EVENT_LABEL[ev]} <code className="muted">{ev}</code>
          </label>
        ))}
      </fieldset>
      <FiltersFieldset value={routing.filters} apps={routing.apps} onChange={routing.setFilters} />
    </>
  )
}
