import type { AnomalySettingsDto } from '../../../../../shared/dto/insights'

type Group = 'ratingDrop' | 'reviewSpike'

/** One number of the alert settings: where it lives in the settings and how it is asked for. */
type ThresholdField = {
  id: string
  label: string
  /** The input's step (whole numbers unless said otherwise). */
  step?: number
  hint?: string
} & (
  | { [G in Group]: { group: G; key: keyof AnomalySettingsDto[G] } }[Group]
  | { group: null; key: 'clearAfterHours' }
)

/** A block of fields under one heading; a block without a heading stands alone. */
interface ThresholdSection {
  heading: string | null
  fields: ThresholdField[]
}

export const THRESHOLD_SECTIONS: ThresholdSection[] = [
  {
    heading: 'Rating drop',
    fields: [
      { id: 'rd-window', label: 'Recent days', group: 'ratingDrop', key: 'windowDays' },
      {
        id: 'rd-baseline',
        label: 'Compared with the previous days',
        group: 'ratingDrop',
        key: 'baselineDays',
      },
      { id: 'rd-min', label: 'At least this many reviews', group: 'ratingDrop', key: 'minReviews' },
      {
        id: 'rd-drop',
        label: 'Drop of at least (stars)',
        group: 'ratingDrop',
        key: 'minDrop',
        step: 0.1,
      },
    ],
  },
  {
    heading: 'Review spike',
    fields: [
      { id: 'rs-window', label: 'Recent hours', group: 'reviewSpike', key: 'windowHours' },
      {
        id: 'rs-baseline',
        label: 'Compared with the previous days',
        group: 'reviewSpike',
        key: 'baselineDays',
      },
      {
        id: 'rs-min',
        label: 'At least this many reviews',
        group: 'reviewSpike',
        key: 'minReviews',
      },
      {
        id: 'rs-ratio',
        label: 'Times the usual volume',
        group: 'reviewSpike',
        key: 'minRatio',
        step: 0.5,
      },
    ],
  },
  {
    heading: null,
    fields: [
      {
        id: 'clear-after',
        label: 'An alert ends after this many clear hours',
        group: null,
        key: 'clearAfterHours',
        hint: 'One alert per episode: nothing more is sent until the condition has cleared for this long.',
      },
    ],
  },
]

/** The field's current value in the settings. */
export function thresholdValue(settings: AnomalySettingsDto, field: ThresholdField): number {
  if (field.group === null) return settings[field.key]
  if (field.group === 'ratingDrop') return settings.ratingDrop[field.key]
  return settings.reviewSpike[field.key]
}

/** The partial update that sets only this field (the command merges it into the rest). */
export function thresholdPatch(field: ThresholdField, value: number): Record<string, unknown> {
  return field.group === null ? { [field.key]: value } : { [field.group]: { [field.key]: value } }
}
