import { Fragment } from 'react'
import type { AnomalySettingsDto } from '../../../../../shared/dto/insights'
import { NumberField } from './NumberField'
import { THRESHOLD_SECTIONS, thresholdPatch, thresholdValue } from './thresholdTable'

interface Props {
  settings: AnomalySettingsDto
  /** Saves a partial update of the alert settings. */
  onSave(patch: Record<string, unknown>): void
}

/** The alert thresholds, drawn from THRESHOLD_SECTIONS. */
export function ThresholdFields({ settings, onSave }: Props) {
  return THRESHOLD_SECTIONS.map((section) => {
    const fields = section.fields.map((field) => (
      <NumberField
        key={field.id}
        id={field.id}
        label={field.label}
        value={thresholdValue(settings, field)}
        step={field.step}
        hint={field.hint}
        onSave={(v) => onSave(thresholdPatch(field, v))}
      />
    ))
    if (section.heading === null) return <Fragment key={section.fields[0]?.id}>{fields}</Fragment>
    return (
      <Fragment key={section.heading}>
        <h4>{section.heading}</h4>
        <div className="field-row">{fields}</div>
      </Fragment>
    )
  })
}
