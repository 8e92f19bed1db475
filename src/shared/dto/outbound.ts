/** Where this server's outbound calls may go, shown read-only on Settings → Team server. */
export interface OutboundStatusDto {
  /** Webhooks, the model, SMTP and the rest refuse private, loopback and link-local addresses. */
  guarded: boolean
  /** Why the guard is on, in plain words (empty when it is off). */
  reasons: string[]
  /** The exceptions named with `serve --allow-outbound`; null for people who are not admins. */
  allowOutbound: string[] | null
}
