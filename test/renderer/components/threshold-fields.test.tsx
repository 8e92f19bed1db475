import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import type { AnomalySettingsDto } from '../../../src/shared/dto/insights'
import { ThresholdFields } from '../../../src/renderer/src/pages/settings/insights/ThresholdFields'
import { render, unmountAll } from '../support/render'

afterEach(unmountAll)

const settings: AnomalySettingsDto = {
  enabled: true,
  ratingDrop: { windowDays: 7, baselineDays: 28, minReviews: 10, minDrop: 0.5, pValue: 0.05 },
  reviewSpike: { windowHours: 24, baselineDays: 28, minReviews: 20, minRatio: 3, pValue: 0.01 },
  clearAfterHours: 48,
}

function input(view: HTMLElement, id: string): HTMLInputElement {
  const found = view.querySelector<HTMLInputElement>(`#${id}`)
  if (!found) throw new Error(`No field #${id}`)
  return found
}

/** Types `text` into the field as a person would, then leaves it. */
async function typeAndLeave(field: HTMLInputElement, text: string) {
  await act(async () => {
    // React listens for `input` and reads the value through the prototype's setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => {
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
}

describe('the alert threshold fields', () => {
  it('show every threshold under its heading, with its label and current value', () => {
    const view = render(<ThresholdFields settings={settings} onSave={() => {}} />)
    expect([...view.querySelectorAll('h4')].map((h) => h.textContent)).toEqual([
      'Rating drop',
      'Review spike',
    ])
    const labels = [...view.querySelectorAll('label')].map((l) => l.textContent)
    expect(labels).toEqual([
      'Recent days',
      'Compared with the previous days',
      'At least this many reviews',
      'Drop of at least (stars)',
      'Recent hours',
      'Compared with the previous days',
      'At least this many reviews',
      'Times the usual volume',
      'An alert ends after this many clear hours',
    ])
    expect(input(view, 'rd-drop').value).toBe('0.5')
    expect(input(view, 'rd-drop').step).toBe('0.1')
    expect(input(view, 'rs-ratio').value).toBe('3')
    expect(input(view, 'clear-after').getAttribute('aria-describedby')).toBe('clear-after-hint')
  })

  it('save only the field that changed, where it lives in the settings', async () => {
    const onSave = vi.fn()
    const view = render(<ThresholdFields settings={settings} onSave={onSave} />)
    await typeAndLeave(input(view, 'rs-min'), '25')
    await typeAndLeave(input(view, 'clear-after'), '72')
    expect(onSave.mock.calls).toEqual([
      [{ reviewSpike: { minReviews: 25 } }],
      [{ clearAfterHours: 72 }],
    ])
  })

  it('refuse an empty value: nothing is saved and the saved value comes back', async () => {
    const onSave = vi.fn()
    const view = render(<ThresholdFields settings={settings} onSave={onSave} />)
    const field = input(view, 'rd-window')
    await typeAndLeave(field, '')
    expect(onSave).not.toHaveBeenCalled()
    expect(field.value).toBe('7')
  })

  it('save nothing when the value did not change', async () => {
    const onSave = vi.fn()
    const view = render(<ThresholdFields settings={settings} onSave={onSave} />)
    await typeAndLeave(input(view, 'rd-min'), '10')
    expect(onSave).not.toHaveBeenCalled()
  })
})
