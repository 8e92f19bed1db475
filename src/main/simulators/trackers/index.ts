/** Loopback stand-ins for GitHub Issues, Linear and Jira Cloud (tests and `serve --demo`). */
export { startGitHubSimulator } from './github'
/** @internal Exported for tests. */
export { type GitHubSimulator } from './github'
/** @internal Exported for tests. */
export { startLinearSimulator, type LinearSimulator } from './linear'
/** @internal Exported for tests. */
export { startJiraSimulator, type JiraSimulator } from './jira'
