import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, useState } from 'react'
import { ReplyLimit } from '../../../src/renderer/src/pages/apps/ReplyLimit'
import { actAs, render, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
}))

beforeEach(() => {
  call.mockReset()
  actAs('admin')
})
afterEach(unmountAll)

/** Sets the `limit` the page passes to the field, as a reload of the listing would. */
let setLimit: (limit: number) => void = () => {}

function Listing({ initial }: { initial: number }) {
  const [limit, set] = useState(initial)
  setLimit = set
  return (
    <ReplyLimit workspaceId="ws_1" appId="app_1" appName="Notes" limit={limit} onSaved={() => {}} />
  )
}

describe('the reply limit field', () => {
  it('shows the saved limit again when it changes under the field', () => {
    const view = render(<Listing initial={5970} />)
    const field = () => view.querySelector<HTMLInputElement>('input[type=number]')!
    expect(field().value).toBe('5970')

    // The server clamped a saved value, or someone changed it elsewhere: the listing reloads.
    act(() => setLimit(4000))
    expect(field().value).toBe('4000')
    expect(call).not.toHaveBeenCalled()
  })
})
