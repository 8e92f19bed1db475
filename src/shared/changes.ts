/**
 * What a change notice says changed. One list for the core's signals, IPC, the `serve` event
 * stream and the renderer's subscriptions, so a view cannot wait for a kind nobody sends.
 */
export type ChangeKind =
  | 'workspaces'
  | 'apps'
  | 'reviews'
  | 'replies'
  | 'read'
  | 'sync'
  | 'plan'
  | 'model'
  | 'voice'
  | 'webhooks'
  | 'digests'
  | 'alerts'
  | 'members'
  | 'drafts'
  | 'topics'
  | 'templates'
  | 'answers'
  | 'trackers'

/** "Something of this kind changed in this workspace": views reload what they show. */
export interface ChangeNotice {
  workspaceId: string
  what: ChangeKind
}
