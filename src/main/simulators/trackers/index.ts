/** Loopback stand-ins for GitHub Issues, Linear and Jira Cloud (tests and `serve --demo`). */
export { startGitHubSimulator, type GitHubSimulator, type GitHubToken } from './github'
export { startLinearSimulator, type LinearSimulator } from './linear'
export { startJiraSimulator, type JiraSimulator } from './jira'
