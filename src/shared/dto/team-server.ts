/** Where this app's commands go, shown on Settings → Team server. */
export interface TeamServerStatusDto {
  /**
   * local: this computer's own data (the default); remote: every command goes to a team server
   * as the member below; server: this page is served by the team server itself (a browser).
   */
  mode: 'local' | 'remote' | 'server'
  /** The team server's address (remote), or this server's own address (server). */
  serverUrl: string | null
  /** The member the desktop acts as on the team server. */
  member: { name: string } | null
  /** A CA certificate file trusted in addition to the system's, for a private CA. */
  caFile: string | null
  /** Why the connection is not working right now (session ended, server unreachable), in plain words. */
  problem: string | null
}
