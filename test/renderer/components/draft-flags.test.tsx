import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InboxItemDto } from '../../../src/shared/dto/inbox'
import { BulkApproveCheck } from '../../../src/renderer/src/pages/inbox/BulkApproveCheck'
import { ReviewRow } from '../../../src/renderer/src/pages/inbox/ReviewRow'
import { button, buttonNames, click, render, unmountAll } from '../support/render'
import { inboxItem } from '../support/inbox-item'

afterEach(unmountAll)

const item = (id: string, more: Partial<InboxItemDto> = {}): InboxItemDto =>
  inboxItem({
    id,
    rating: 4,
    excerpt: 'A review',
    author: 'Ana',
    language: 'en',
    replyStatus: 'draft',
    ...more,
  })

const row = (it: InboxItemDto) =>
  render(
    <ul>
      <ReviewRow
        item={it}
        index={0}
        setSize={1}
        top={0}
        selected={false}
        checked={false}
        terms={[]}
        onOpen={vi.fn()}
        onCheck={vi.fn()}
      />
    </ul>,
  )
const chips = (view: HTMLElement) =>
  [...view.querySelectorAll('.row-meta .tag')].map((t) => ({
    text: t.textContent,
    title: t.getAttribute('title'),
  }))

describe('the inbox row’s chips', () => {
  it('show low or medium confidence with the first reason as the tooltip, and an answer still to fill in', () => {
    const low = row(
      item('rev_1', {
        confidence: 'low',
        confidenceReason: 'the billing claim is unclear',
        needsAnswer: true,
      }),
    )
    expect(chips(low)).toEqual([
      {
        text: 'Low confidence: the billing claim is unclear',
        title: 'the billing claim is unclear',
      },
      { text: 'Needs an answer', title: 'Fill in the [answer: …] before approving' },
    ])
    unmountAll()
    const medium = row(
      item('rev_2', {
        confidence: 'medium',
        confidenceReason: 'needs review: language not covered (cy)',
      }),
    )
    expect(chips(medium)[0]).toEqual({
      text: 'Medium confidence: needs review: language not covered (cy)',
      title: 'needs review: language not covered (cy)',
    })
  })

  it('say nothing about a draft the drafter is sure of, and mark spam', () => {
    expect(chips(row(item('rev_1')))).toEqual([])
    unmountAll()
    expect(chips(row(item('rev_2', { spam: true, replyStatus: 'none' })))[0]?.text).toBe(
      'Looks like spam',
    )
  })
})

describe('the bulk approve check', () => {
  const low = item('rev_low', { confidence: 'low', confidenceReason: 'sarcasm is likely' })
  const answer = item('rev_answer', {
    confidence: 'medium',
    confidenceReason: 'asks a question no Answer covers',
    needsAnswer: true,
  })
  const flagged = item('rev_flagged', {
    confidence: 'medium',
    confidenceReason: 'language not detected',
  })
  const unread = item('rev_unread', { unread: true })
  const fine = item('rev_fine')
  const selected = [low, answer, flagged, unread, fine]
  const ids = selected.map((i) => i.id)

  function open() {
    const onApprove = vi.fn()
    const view = render(
      <BulkApproveCheck selected={selected} ids={ids} onCancel={vi.fn()} onApprove={onApprove} />,
    )
    return { view, onApprove }
  }

  it('leaves low-confidence drafts out by default and says why', async () => {
    const { view, onApprove } = open()
    const text = view.ownerDocument.body.textContent ?? ''
    expect(text).toContain('1 draft has low confidence (sarcasm is likely): they are skipped')
    expect(text).toContain('1 draft has an [answer: …] to fill in')
    expect(text).toContain('1 draft is flagged (language not detected)')
    expect(text).toContain('1 review nobody has opened yet')
    const body = view.ownerDocument.body
    // After the dialog's own close button (×).
    expect(buttonNames(body).slice(1)).toEqual([
      'Cancel',
      'Approve the other 4',
      'Skip 4, approve 1',
    ])
    await click(button(body, 'Skip 4, approve 1'))
    expect(onApprove).toHaveBeenLastCalledWith(['rev_fine'], false)
    await click(button(body, 'Approve the other 4'))
    expect(onApprove).toHaveBeenLastCalledWith(ids, false)
  })

  it('includes them only when the person says so', async () => {
    const { view, onApprove } = open()
    const body = view.ownerDocument.body
    const include = body.querySelector<HTMLInputElement>('input[type="checkbox"]')
    expect(include?.checked).toBe(false)
    expect(body.querySelector(`label[for="${include?.id}"]`)?.textContent).toBe(
      'Include the 1 low-confidence draft',
    )
    await click(include as HTMLInputElement)
    expect(body.textContent).toContain('they are approved too')
    expect(buttonNames(body).slice(1)).toEqual(['Cancel', 'Approve all 5', 'Skip 3, approve 2'])
    await click(button(body, 'Skip 3, approve 2'))
    expect(onApprove).toHaveBeenLastCalledWith(['rev_low', 'rev_fine'], true)
    await click(button(body, 'Approve all 5'))
    expect(onApprove).toHaveBeenLastCalledWith(ids, true)
  })
})
