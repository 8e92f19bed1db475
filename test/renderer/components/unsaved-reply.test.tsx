import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useReplyText } from '../../../src/renderer/src/pages/inbox/useReplyText'
import { useLocalEdits } from '../../../src/renderer/src/store/localEdits'
import { render, unmountAll } from '../support/render'

type Text = ReturnType<typeof useReplyText>
let current: Text

function Probe({ ws, review, saved }: { ws: string; review: string; saved: string }) {
  current = useReplyText(ws, review, saved)
  return null
}

/** A reload or a restart: the window's memory is gone, localStorage is not. */
function reload() {
  unmountAll()
  useLocalEdits.setState({ edits: {} })
}

beforeEach(() => {
  window.localStorage.clear()
  useLocalEdits.setState({ edits: {} })
})
afterEach(unmountAll)

describe('unsaved reply text across a reload', () => {
  it('is offered back when the review opens again, and Restore puts it in the editor', () => {
    render(<Probe ws="ws_1" review="rev_1" saved="Thanks for the review." />)
    act(() => current.setBody('Thanks for the review! The fix ships today.'))
    expect(current.dirty).toBe(true)

    reload()
    render(<Probe ws="ws_1" review="rev_1" saved="Thanks for the review." />)
    // Not put back silently: the draft is shown and the old text offered.
    expect(current.body).toBe('Thanks for the review.')
    expect(current.restorable).toBe('Thanks for the review! The fix ships today.')
    act(() => current.restore())
    expect(current.body).toBe('Thanks for the review! The fix ships today.')
    expect(current.dirty).toBe(true)
    expect(current.restorable).toBeNull()
  })

  it('is gone after Discard, and after the text was saved', () => {
    render(<Probe ws="ws_1" review="rev_1" saved="Draft" />)
    act(() => current.setBody('Draft, edited'))
    reload()
    render(<Probe ws="ws_1" review="rev_1" saved="Draft" />)
    act(() => current.discard())
    expect(current.restorable).toBeNull()
    reload()
    render(<Probe ws="ws_1" review="rev_1" saved="Draft" />)
    expect(current.restorable).toBeNull()

    // Typed, then saved: the server now has the very text, nothing is left to offer.
    act(() => current.setBody('Draft, saved'))
    unmountAll()
    render(<Probe ws="ws_1" review="rev_1" saved="Draft, saved" />)
    reload()
    render(<Probe ws="ws_1" review="rev_1" saved="Draft, saved" />)
    expect(current.restorable).toBeNull()
    expect(window.localStorage.length).toBe(0)
  })

  it('belongs to one workspace and one review', () => {
    render(<Probe ws="ws_1" review="rev_1" saved="" />)
    act(() => current.setBody('For rev_1 in ws_1'))
    reload()
    render(<Probe ws="ws_2" review="rev_1" saved="" />)
    expect(current.restorable).toBeNull()
    reload()
    render(<Probe ws="ws_1" review="rev_2" saved="" />)
    expect(current.restorable).toBeNull()
    reload()
    render(<Probe ws="ws_1" review="rev_1" saved="" />)
    expect(current.restorable).toBe('For rev_1 in ws_1')
  })

  it('is not offered when it equals the draft (a teammate saved the same words)', () => {
    render(<Probe ws="ws_1" review="rev_1" saved="Old" />)
    act(() => current.setBody('New words'))
    reload()
    render(<Probe ws="ws_1" review="rev_1" saved="New words" />)
    expect(current.restorable).toBeNull()
    expect(window.localStorage.length).toBe(0)
  })
})
