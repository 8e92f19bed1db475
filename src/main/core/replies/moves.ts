import type { ReplyStatus } from '../../../shared/dto/replies'

/** A reply's state before a move: null when the review has no reply yet. */
type From = ReplyStatus | null
/** A reply's state after a move: null when the reply row is removed. */
type To = ReplyStatus | null

/** Who may make a move: a person (an audit line with their id) or Review Reply itself. */
type Mover = 'person' | 'app' | 'either'

interface Move {
  from: readonly From[]
  to: readonly To[]
  by: Mover
}

const move = (from: readonly From[], to: readonly To[], by: Mover): Move => ({ from, to, by })

/** Statuses a fresh draft may replace: never a reply on its way to the store or approved. */
const REPLACEABLE: readonly From[] = [
  null,
  'draft',
  'failed',
  'dismissed',
  'published',
  'pending_publish',
]
/** Statuses with nothing on the store yet (or only an older version of the text). */
const UNSENT: readonly From[] = [null, 'draft', 'approved', 'failed']

/**
 * The reply lifecycle (docs/architecture.md), one row per audit action: from which states, to
 * which, and by whom. `transitionReply` and `removeReply` refuse any other move, so a new code path
 * that would, say, publish a dismissed reply or drop an approval fails in its first test.
 */
const MOVES: Readonly<Record<string, Move>> = {
  // Drafting: automatic drafting (the app) or a person's Regenerate / tone.
  drafted: move(REPLACEABLE, ['draft'], 'either'),
  redrafted: move(REPLACEABLE, ['draft'], 'either'),
  // A person's text; an approved or live reply becomes a draft again, to be approved again.
  edited: move([...UNSENT, 'dismissed', 'published', 'pending_publish'], ['draft'], 'person'),
  approved: move(['draft', 'failed'], ['approved'], 'person'),
  auto_approved: move(['draft', 'failed'], ['approved'], 'app'),
  approval_undone: move(['approved'], ['draft'], 'person'),
  dismissed: move(UNSENT, ['dismissed'], 'person'),
  reopened: move(['dismissed'], ['draft'], 'person'),
  // The drafter's verdict or a person's: only a draft nobody approved is set aside.
  marked_spam: move(['draft', 'failed'], ['dismissed'], 'either'),
  // The publisher: claim, then the store's answer, a retry later, or recovery after a crash.
  publishing: move(['approved'], ['publishing'], 'app'),
  published: move(['publishing'], ['published'], 'app'),
  sent_to_store: move(['publishing'], ['pending_publish'], 'app'),
  publish_deferred: move(['publishing'], ['approved'], 'app'),
  publish_interrupted: move(['publishing'], ['approved'], 'app'),
  publish_failed: move(['publishing', 'pending_publish'], ['failed'], 'app'),
  // What a sync finds on the store.
  found_on_store: move(
    [null, 'draft', 'approved', 'failed', 'dismissed'],
    ['published', 'pending_publish'],
    'app',
  ),
  store_published: move(['pending_publish', 'failed'], ['published'], 'app'),
  changed_on_store: move(['published', 'pending_publish'], ['published', 'pending_publish'], 'app'),
  // A reply gone from the store: removed here too, or kept as the draft it still is.
  removed_on_store: move(
    ['published', 'pending_publish', 'draft', 'approved', 'failed', 'dismissed'],
    [null, 'draft', 'approved', 'dismissed'],
    'app',
  ),
  deleted: move(
    ['published', 'pending_publish', 'draft', 'approved', 'failed', 'dismissed'],
    [null, 'draft', 'approved', 'dismissed'],
    'person',
  ),
}

/** Throws (a programming error, not a user's) when `action` may not move a reply from → to. */
export function assertMove(action: string, from: From, to: To, actorUserId: string | null): void {
  const allowed = MOVES[action]
  const by = actorUserId === null ? 'app' : 'person'
  if (
    !allowed ||
    !allowed.from.includes(from) ||
    !allowed.to.includes(to) ||
    (allowed.by !== 'either' && allowed.by !== by)
  )
    throw new Error(
      `illegal reply move "${action}" by ${by === 'app' ? 'Review Reply' : 'a person'}: ${from ?? 'none'} → ${to ?? 'removed'}`,
    )
}
