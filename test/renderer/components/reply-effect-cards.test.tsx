import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  EffectFiguresDto,
  ReplyEffectDto,
  ReplySpeedDto,
} from '../../../src/shared/dto/reply-effect'
import { ReplyEffectCard } from '../../../src/renderer/src/pages/dashboard/ReplyEffectCard'
import {
  BacklogChart,
  ReplySpeedKpis,
} from '../../../src/renderer/src/pages/dashboard/ReplySpeedCard'
import { button, click, render, unmountAll } from '../support/render'

const { call, download } = vi.hoisted(() => ({ call: vi.fn(), download: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
}))
vi.mock('../../../src/renderer/src/pages/insights/download', () => ({ download }))

const HOUR = 3_600_000
const DAY = 24 * HOUR

const figures = (f: Partial<EffectFiguresDto>): EffectFiguresDto => ({
  reviews: 0,
  changed: 0,
  raised: 0,
  lowered: 0,
  unchanged: 0,
  averageChange: null,
  medianTimeToChangeMs: null,
  ...f,
})

const EFFECT: ReplyEffectDto = {
  appId: null,
  store: null,
  since: 0,
  until: 90 * DAY,
  windowDays: 90,
  replied: figures({
    reviews: 4,
    changed: 2,
    raised: 2,
    unchanged: 2,
    averageChange: 2.5,
    medianTimeToChangeMs: 3 * DAY,
  }),
  baseline: figures({
    reviews: 10,
    changed: 1,
    raised: 1,
    unchanged: 9,
    averageChange: 1,
    medianTimeToChangeMs: 6 * DAY,
  }),
  breakdowns: {
    drafter: [
      {
        key: 'builtin',
        label: 'Built-in drafter',
        ...figures({ reviews: 3, changed: 1, raised: 1, unchanged: 2, averageChange: 2 }),
      },
      {
        key: 'person',
        label: 'Written or edited by a person',
        ...figures({ reviews: 1, changed: 1, raised: 1, averageChange: 3 }),
      },
    ],
    template: [],
    approver: [
      {
        key: 'usr_2',
        label: 'Eddie',
        ...figures({ reviews: 4, raised: 2, changed: 2, unchanged: 2 }),
      },
    ],
    language: [],
    stars: [],
  },
  baselineByStars: [],
}

beforeEach(() => {
  call.mockReset()
  download.mockReset()
})
afterEach(unmountAll)

const cells = (row: Element | null | undefined) =>
  [...(row?.querySelectorAll('th, td') ?? [])].map((c) => c.textContent)

describe('the Reply Effect card', () => {
  const input = { workspaceId: 'ws_1', since: 0, until: 90 * DAY }

  it('says the effect in a sentence, and shows the numbers and each breakdown as tables', async () => {
    const view = render(<ReplyEffectCard e={EFFECT} input={input} />)
    expect(view.querySelector('#reply-effect-summary')?.textContent).toBe(
      '50% of replied reviews raised their rating within 90 days (average change +2.50★), against 10% of unreplied ones.',
    )
    // The chart: one bar per group, raised / unchanged / lowered as shares of its reviews.
    const chart = view.querySelector('svg[role="img"]')
    expect(chart?.getAttribute('aria-labelledby')).toBe('reply-effect-title reply-effect-summary')
    const bars = [...(chart?.querySelectorAll('g') ?? [])].map((g) => ({
      label: g.querySelector('text')?.textContent,
      widths: [...g.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width'))),
    }))
    expect(bars).toEqual([
      { label: 'Replied', widths: [125, 125, 0] },
      { label: 'Not replied', widths: [25, 225, 0] },
    ])
    expect(view.querySelector('details summary')?.textContent).toBe('Show the numbers')
    const [groups, breakdown] = [...view.querySelectorAll('details table')]
    expect(cells(groups?.querySelectorAll('tbody tr')[0])).toEqual([
      'Replied (from the reply)',
      '4',
      '2',
      '0',
      '2',
      '+2.50★',
      '3.0 days',
    ])
    expect(cells(groups?.querySelectorAll('tbody tr')[1])).toEqual([
      'Not replied, same ratings (from first seen)',
      '10',
      '1',
      '0',
      '9',
      '+1.00★',
      '6.0 days',
    ])
    expect([...(breakdown?.querySelectorAll('tbody th') ?? [])].map((t) => t.textContent)).toEqual([
      'Built-in drafter',
      'Written or edited by a person',
    ])
    const select = view.querySelector('details select') as HTMLSelectElement
    const { act } = await import('react')
    await act(async () => {
      select.value = 'approver'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    const after = view.querySelectorAll('details table')[1]
    expect(after?.querySelector('thead th')?.textContent).toBe('Approver')
    expect(cells(after?.querySelector('tbody tr'))[0]).toBe('Eddie')
  })

  it('downloads the CSV the core made', async () => {
    call.mockResolvedValue({
      ok: true,
      value: { filename: 'reply-effect.csv', mimeType: 'text/csv', content: 'group\r\n' },
    })
    const view = render(<ReplyEffectCard e={EFFECT} input={input} />)
    await click(button(view, 'Download CSV'))
    expect(call).toHaveBeenCalledWith('insights.replyEffect.export', input)
    expect(download).toHaveBeenCalledWith('reply-effect.csv', 'text/csv', 'group\r\n')
  })
})

const SPEED: ReplySpeedDto = {
  appId: null,
  store: null,
  since: 0,
  until: 1,
  targetMs: 24 * HOUR,
  reviews: 10,
  replied: 9,
  medianMs: 30 * HOUR,
  p90Ms: 60 * HOUR,
  within24hShare: 0.4,
  withinTargetShare: 0.4,
  targetMissed: true,
  backlog: { under_1d: 1, '1_3d': 2, '3_7d': 0, over_7d: 3 },
  overdue: 5,
}

describe('the reply speed figures', () => {
  it('turns a missed target red and says so in words; the overdue link opens the view', async () => {
    const open = vi.fn()
    const view = render(<ReplySpeedKpis s={SPEED} onOpenOverdue={open} />)
    const median = view.querySelector('[data-testid="reply-speed-median"]')
    expect(median?.querySelector('.kpi-value')?.className).toBe('kpi-value missed')
    expect(median?.textContent).toContain('30 h')
    expect(median?.textContent).toContain('over the 24 h target')
    await click(button(view, 'Waiting over 24 h: open them'))
    expect(open).toHaveBeenCalledOnce()

    unmountAll()
    const met = render(
      <ReplySpeedKpis
        s={{ ...SPEED, medianMs: 5 * HOUR, targetMissed: false }}
        onOpenOverdue={open}
      />,
    )
    const ok = met.querySelector('[data-testid="reply-speed-median"]')
    expect(ok?.querySelector('.kpi-value')?.className).toBe('kpi-value')
    expect(ok?.textContent).toContain('within the 24 h target')
  })

  it('shows the backlog by age with its numbers', () => {
    const view = render(<BacklogChart s={SPEED} />)
    expect(view.querySelector('#backlog-summary')?.textContent).toBe(
      '6 reviews wait for a reply; 5 over the 24 h target.',
    )
    expect([...view.querySelectorAll('details tbody tr')].map((r) => cells(r).slice(0, 2))).toEqual(
      [
        ['Under 1 day', '1'],
        ['1–3 days', '2'],
        ['3–7 days', '0'],
        ['Over 7 days', '3'],
      ],
    )
  })
})
