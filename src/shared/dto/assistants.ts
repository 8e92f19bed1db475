/** What a person's own AI assistant (the `review-reply mcp` server) may do in a workspace. */
export interface AssistantSettingsDto {
  /** Off by default: assistants draft, edit and triage, but approving or publishing stays human. */
  mayApprove: boolean
}
