import type { TrackerIssueState, TrackerKind } from '../../../../shared/dto/trackers'

/** What each tracker's connect form asks for and where the docs explain making the token (one table, docs/integrations/trackers.md "Connect"). */
export const TRACKER_HELP: Record<
  TrackerKind,
  { token: string; hint: string; anchor: string; keyExample: string }
> = {
  github: {
    token: 'Fine-grained token',
    hint: 'A fine-grained personal access token limited to your repositories with the permission "Issues: Read and write", or a GitHub App installation token with the same permission.',
    anchor: 'docs/integrations/trackers.md#connect',
    keyExample: 'acme/app#12',
  },
  linear: {
    token: 'API key',
    hint: 'A personal API key (Linear → Settings → Security & access → Personal API keys) of a member who can create issues in your teams.',
    anchor: 'docs/integrations/trackers.md#connect',
    keyExample: 'ENG-12',
  },
  jira: {
    token: 'API token',
    hint: 'An API token of your Atlassian account (id.atlassian.com → Security → API tokens); the account needs "Browse projects" and "Create issues" in the projects you file into.',
    anchor: 'docs/integrations/trackers.md#connect',
    keyExample: 'APP-7',
  },
}

/** "Open", or "Closed · Done" with the tracker's own word when it says more than "closed". */
export function issueStateText(state: TrackerIssueState, stateLabel?: string | null): string {
  if (state === 'open') return 'Open'
  const own = stateLabel?.trim()
  return own && own.toLowerCase() !== 'closed' ? `Closed · ${own}` : 'Closed'
}
