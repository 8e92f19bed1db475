import { useCallback, useEffect, useState } from 'react'
import { useLocalEdits } from '../../store/localEdits'
import { clearUnsaved, keepUnsaved, readUnsaved } from '../../store/unsavedReplies'

/**
 * The text in the reply editor: the person's unsaved edit of this review, else the server's
 * version. Nothing is copied into component state, so a new server version (a redraft, a save,
 * a teammate's change) shows at once when there is no edit, and an edit is never overwritten.
 * Edits are also written to localStorage; one left from before a reload is not put back
 * silently but offered (`restorable`), since the draft may have changed meanwhile.
 */
export function useReplyText(workspaceId: string, reviewId: string, saved: string) {
  const edit = useLocalEdits((s) => s.edits[reviewId])
  const keep = useLocalEdits((s) => s.keep)
  const drop = useLocalEdits((s) => s.drop)
  const [stored, setStored] = useState<string | null>(null)

  // Opening a review: an edit kept from an earlier session of the app, unless this one has it.
  useEffect(() => {
    setStored(useLocalEdits.getState().edits[reviewId] ? null : readUnsaved(workspaceId, reviewId))
  }, [workspaceId, reviewId])

  // Saved (or approved) with this very text: nothing is unsaved any more.
  useEffect(() => {
    if (edit && edit.body === saved) {
      drop(reviewId)
      clearUnsaved(workspaceId, reviewId)
    }
  }, [edit, saved, drop, reviewId, workspaceId])
  useEffect(() => {
    if (!edit && stored !== null && stored === saved) {
      clearUnsaved(workspaceId, reviewId)
      setStored(null)
    }
  }, [edit, stored, saved, workspaceId, reviewId])

  const setBody = useCallback(
    (text: string) => {
      setStored(null)
      if (text === saved) {
        drop(reviewId)
        clearUnsaved(workspaceId, reviewId)
      } else {
        keep(reviewId, { body: text, base: edit?.base ?? saved })
        keepUnsaved(workspaceId, reviewId, text)
      }
    },
    [saved, drop, keep, reviewId, workspaceId, edit?.base],
  )
  const discard = useCallback(() => {
    drop(reviewId)
    clearUnsaved(workspaceId, reviewId)
    setStored(null)
  }, [drop, reviewId, workspaceId])

  const body = edit?.body ?? saved
  return {
    body,
    dirty: body !== saved,
    setBody,
    discard,
    /** Text from before a reload or restart that differs from the draft, to offer back. */
    restorable: !edit && stored !== null && stored !== saved ? stored : null,
    restore: () => {
      if (stored !== null) setBody(stored)
    },
  }
}
