import type { CommandName } from '../../shared/contract'

/**
 * What an assistant can call: each tool is one command of the contract, run through `dispatch`
 * like the CLI and the window, so roles, quotas and validation are the same. Its arguments are
 * the command's input without `workspaceId` (the server's workspace is added, never chosen).
 */
export interface ToolSpec {
  name: string
  command: CommandName
  /** One line, written for a model choosing a tool. */
  description: string
  /** Reads only: assistants may retry it freely. */
  readOnly?: boolean
}

export const TOOLS: ToolSpec[] = [
  {
    name: 'list_apps',
    command: 'apps.list',
    description:
      'List the apps in this workspace with their store listings, review count and average rating.',
    readOnly: true,
  },
  {
    name: 'list_reviews',
    command: 'reviews.list',
    description:
      'List store reviews newest first with the inbox filters (view, appId, store, stars, replyStatus, language, since/until in epoch ms, q full-text search, unread, topic); pass nextCursor back as cursor for the next page.',
    readOnly: true,
  },
  {
    name: 'get_review',
    command: 'reviews.get',
    description:
      'Get one review with its current reply or draft, the reply history (audit trail), topics, internal notes, assignee and rating history.',
    readOnly: true,
  },
  {
    name: 'draft_reply',
    command: 'replies.draft',
    description:
      'Write a reply draft in the brand voice; regenerate: true for a different variant, tone to make it shorter, friendlier or more formal. Never publishes.',
  },
  {
    name: 'edit_reply',
    command: 'replies.edit',
    description:
      'Replace the reply draft with your own text (an approved reply goes back to draft). Never publishes.',
  },
  {
    name: 'tag_review',
    command: 'reviews.setTopic',
    description: 'Add (on: true) or remove (on: false) a topic tag on a review by hand.',
  },
  {
    name: 'add_note',
    command: 'reviews.addNote',
    description:
      'Add an internal note for the team to a review (never sent to the store, webhooks or the API).',
  },
  {
    name: 'list_members',
    command: 'members.list',
    description: 'List the members of this workspace (their userId is what assign_review takes).',
    readOnly: true,
  },
  {
    name: 'assign_review',
    command: 'reviews.assign',
    description:
      'Assign a review to a workspace member by userId, or unassign it with userId: null.',
  },
  {
    name: 'list_digests',
    command: 'insights.digests.list',
    description:
      'List the weekly digests (newest first) with their headline figures, optionally for one app.',
    readOnly: true,
  },
  {
    name: 'get_digest',
    command: 'insights.digests.get',
    description:
      'Get one weekly digest in full: star histogram, change against the previous week and the baseline, reply time, top languages and unanswered negative reviews.',
    readOnly: true,
  },
  {
    name: 'get_reply_effect',
    command: 'insights.replyEffect.get',
    description:
      'Reply Effect: how ratings changed after a reply compared with unreplied reviews, for one app or all, over a period in epoch ms (default the last 90 days).',
    readOnly: true,
  },
  {
    name: 'get_reply_speed',
    command: 'insights.replySpeed.get',
    description:
      'Reply speed: time to first reply against the team target, for one app or all, over a period in epoch ms.',
    readOnly: true,
  },
  {
    name: 'approve_reply',
    command: 'replies.approve',
    description:
      'Approve the draft (optionally with a final body) so it is published after the undo window; refused unless an admin turned on "Assistants may approve".',
  },
  {
    name: 'publish_reply',
    command: 'replies.publish',
    description:
      'Publish the reply (approving the draft first) after the undo window; refused unless an admin turned on "Assistants may approve".',
  },
  {
    name: 'create_tracker_issue',
    command: 'trackerIssues.create',
    description:
      'Create an issue in the connected GitHub, Linear or Jira (kind) in projectId (a repo owner/name, Linear team id or Jira project key) from 1–50 reviewIds; without title/body it quotes the reviews. Links the reviews to it.',
  },
  {
    name: 'link_tracker_issue',
    command: 'trackerIssues.link',
    description:
      'Link 1–50 reviewIds to an existing tracker issue given as ref: its URL or key (owner/repo#12, ENG-12, APP-7). The review then shows the issue and is marked fixed when it closes.',
  },
  {
    name: 'undo_approval',
    command: 'replies.undoApprove',
    description:
      'Take approvals back while they wait in the undo window; the replies become drafts again.',
  },
]
