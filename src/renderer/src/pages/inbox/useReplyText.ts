import { useCallback, useEffect } from 'react'
import { useLocalEdits } from '../../store/localEdits'

/**
 * The text in the reply editor: the person's unsaved edit of this review, else the server's
 * version. Nothing is copied into component state, so a new server version (a redraft, a save,
 * a teammate's change) shows at once when there is no edit, and an edit is never overwritten.
 */
export function useReplyText(reviewId: string, saved: string) {
  const edit = useLocalEdits((s) => s.edits[reviewId])
  const keep = useLocalEdits((s) => s.keep)
  const drop = useLocalEdits((s) => s.drop)

  // Saved (or approved) with this very text: nothing is unsaved any more.
  useEffect(() => {
    if (edit && edit.body === saved) drop(reviewId)
  }, [edit, saved, drop, reviewId])

  const setBody = useCallback(
    (text: string) => {
      if (text === saved) drop(reviewId)
      else keep(reviewId, { body: text, base: edit?.base ?? saved })
    },
    [saved, drop, keep, reviewId, edit?.base],
  )
  const discard = useCallback(() => drop(reviewId), [drop, reviewId])

  const body = edit?.body ?? saved
  return { body, dirty: body !== saved, setBody, discard }
}
