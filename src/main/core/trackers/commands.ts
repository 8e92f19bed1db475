import type { trackerCommands } from '../../../shared/contract/trackers'
import { reviewDetail } from '../replies/detail'
import {
  connectTracker,
  disconnectTracker,
  listConnections,
  setDefaultProject,
  testTracker,
  trackerProjects,
} from './connections'
import { draftFollowUp } from './follow-up'
import {
  createTrackerIssue,
  issuesForReview,
  linkTrackerIssue,
  previewTrackerIssue,
  setFixedIn,
  unlinkTrackerIssue,
} from './issues'
import { refreshTrackerIssues } from './poll'
import type { Handlers } from '../commands/types'

/** Roles are the contract's (admin connects, editor links, viewer reads); the dispatcher checks them. */
export const trackerHandlers = {
  'trackers.list': ({ core, actor }) => listConnections(core, actor),
  'trackers.connect': ({ core, actor }, input) => connectTracker(core, actor, input),
  'trackers.test': ({ core, actor }, input) => testTracker(core, actor, input.kind),
  'trackers.disconnect': ({ core, actor }, input) => disconnectTracker(core, actor, input.kind),
  'trackers.projects': ({ core, actor }, input) => trackerProjects(core, actor, input.kind),
  'trackers.setDefaultProject': ({ core, actor }, input) =>
    setDefaultProject(core, actor, input.kind, input.projectId),
  'trackerIssues.create': ({ core, actor }, input) => createTrackerIssue(core, actor, input),
  'trackerIssues.preview': ({ core, actor }, input) => previewTrackerIssue(core, actor, input),
  'trackerIssues.link': ({ core, actor }, input) => linkTrackerIssue(core, actor, input),
  'trackerIssues.unlink': ({ core, actor }, input) =>
    unlinkTrackerIssue(core, actor, input.reviewId, input.issueId),
  'trackerIssues.forReview': ({ core, actor }, input) =>
    issuesForReview(core, actor, input.reviewId),
  'trackerIssues.refresh': ({ core, actor }) => refreshTrackerIssues(core, actor),
  'trackerIssues.setFixedIn': ({ core, actor }, input) =>
    setFixedIn(core, actor, input.issueId, input.fixedIn),
  'replies.followUp': ({ core, actor }, input) => {
    draftFollowUp(core, actor, input.reviewId)
    return reviewDetail(core, actor, input.reviewId)
  },
} satisfies Handlers<keyof typeof trackerCommands>
