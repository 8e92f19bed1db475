import { z } from 'zod'
import type { ReviewDetailDto } from '../dto/replies'
import {
  TRACKER_KINDS,
  type TrackerConnectionDto,
  type TrackerIssueDto,
  type TrackerIssuePreviewDto,
  type TrackerProjectDto,
  type TrackerRefreshResultDto,
  type TrackerTestResultDto,
} from '../dto/trackers'
import { command, id, inWorkspace } from './define'

const kind = z.enum(TRACKER_KINDS)
const reviewIds = z
  .array(id('rev'))
  .min(1, 'pick at least one review')
  .max(50, 'an issue links at most 50 reviews at once')
const projectId = z.string().trim().min(1, 'pick a project').max(200)
const issueId = id('tri')

/**
 * Tracker connections (Integrations, admins) and the issues linked to reviews (editors).
 * Tokens go in and never come back out.
 */
export const trackerCommands = {
  'trackers.list': command<TrackerConnectionDto[]>()('viewer', inWorkspace({})),
  /** Tests first; saves only when the test passes. */
  'trackers.connect': command<TrackerTestResultDto>()(
    'admin',
    inWorkspace({
      kind,
      token: z.string().trim().min(1, 'a token is required').max(4096),
      /** Jira: the Atlassian account's e-mail (Basic auth e-mail:API token). */
      email: z.string().trim().max(320).optional(),
      /** Jira: "acme" or "acme.atlassian.net". */
      site: z.string().trim().max(255).optional(),
      /** Only for GitHub Enterprise or a simulator; otherwise the service's own address. */
      baseUrl: z.string().trim().max(2048).optional(),
    }),
  ),
  'trackers.test': command<TrackerTestResultDto>()('admin', inWorkspace({ kind })),
  /** Forgets the token; links stay (shown without live state). */
  'trackers.disconnect': command<{ ok: true }>()('admin', inWorkspace({ kind })),
  'trackers.projects': command<TrackerProjectDto[]>()('editor', inWorkspace({ kind })),
  'trackers.setDefaultProject': command<TrackerConnectionDto>()(
    'editor',
    inWorkspace({ kind, projectId }),
  ),
  /** Without title/body the core writes them from the review(s), quoting each. */
  'trackerIssues.create': command<TrackerIssueDto>()(
    'editor',
    inWorkspace({
      kind,
      projectId,
      reviewIds,
      title: z.string().trim().min(1).max(250).optional(),
      body: z.string().max(60_000).optional(),
    }),
  ),
  /** What create would send, for editing first. */
  'trackerIssues.preview': command<TrackerIssuePreviewDto>()(
    'editor',
    inWorkspace({ kind, reviewIds }),
  ),
  /** `ref`: an issue URL or key ("o/r#12", "ENG-12", "APP-7"). */
  'trackerIssues.link': command<TrackerIssueDto>()(
    'editor',
    inWorkspace({
      reviewIds,
      ref: z.string().trim().min(1, 'paste an issue URL or key').max(2048),
    }),
  ),
  'trackerIssues.unlink': command<{ ok: true }>()(
    'editor',
    inWorkspace({ reviewId: id('rev'), issueId }),
  ),
  'trackerIssues.forReview': command<TrackerIssueDto[]>()(
    'viewer',
    inWorkspace({ reviewId: id('rev') }),
  ),
  /** Polls the linked issues now, within each service's limits. */
  'trackerIssues.refresh': command<TrackerRefreshResultDto>()('editor', inWorkspace({})),
  'trackerIssues.setFixedIn': command<TrackerIssueDto>()(
    'editor',
    inWorkspace({
      issueId,
      fixedIn: z
        .string()
        .trim()
        .min(1, 'type the version')
        .max(40, 'a version is 40 characters at most'),
    }),
  ),
  /**
   * Drafts a follow-up ("Good news: this is fixed in 4.3") in the review's language as a pending
   * draft that replaces the published reply once approved.
   */
  'replies.followUp': command<ReviewDetailDto>()('editor', inWorkspace({ reviewId: id('rev') })),
}
