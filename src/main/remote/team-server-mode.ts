import type { Agent } from 'undici'
import type { ChangeNotice } from '../../shared/bridge'
import { isTeamServerCommand } from '../../shared/contract/team-server'
import type { SessionDto } from '../../shared/dto/workspaces'
import type { TeamServerStatusDto } from '../../shared/dto/team-server'
import type { Result } from '../../shared/result'
import type { Principal } from '../core/access/actor'
import { dispatch } from '../core/commands/dispatch'
import type { Core } from '../core/core'
import { CoreError } from '../core/errors'
import type { TeamServerPort } from '../core/team-server/port'
import { forgetConnection, loadConnection, saveConnection } from './connection-store'
import { exchangeSignInLink, TeamServerClient } from './team-server-client'
import { agentTrusting } from './team-server-http'

export type DispatchFn = (name: string, input: unknown) => Promise<Result<unknown>>

interface Connected {
  client: TeamServerClient
  agent: Agent
  caFile: string | null
  memberName: string
  stopWatching: AbortController
}

const RETRY_MS = [1_000, 5_000, 15_000, 60_000]

/**
 * The desktop app's two modes. Local (the default): commands run on this computer's core.
 * Remote: every command of the contract is forwarded to a team server as the signed-in member,
 * except Settings → Team server's own commands. The session lives here in the main process,
 * sealed with the vault in this computer's database; the renderer never sees it.
 */
export class TeamServerMode implements TeamServerPort {
  private connected: Connected | null = null
  private problem: string | null = null

  constructor(
    private readonly core: Core,
    /** A change on the team server, for the window's live views. */
    private readonly onChanged: (notice: ChangeNotice) => void,
  ) {}

  /** Picks up the connection saved by an earlier run, if any. Problems show on Settings → Team server. */
  restore(): void {
    let stored
    try {
      stored = loadConnection(this.core)
    } catch (error) {
      // A session sealed under another vault key cannot be used: ask for a new link.
      this.core.log.warn('team server session unreadable', { error: (error as Error).message })
      forgetConnection(this.core)
      this.problem = 'The saved team server session could not be read. Sign in again with a new link.'
      return
    }
    if (!stored) return
    try {
      const agent = agentTrusting(stored.caFile)
      this.use(new TeamServerClient(stored.serverUrl, stored.cookie, agent), agent, stored.caFile, stored.memberName)
    } catch (error) {
      this.problem = (error as Error).message
    }
  }

  /** The dispatch function the IPC layer calls for every command. */
  dispatchAs(principal: Principal): DispatchFn {
    return async (name, input) => {
      const remote = this.connected
      if (!remote || isTeamServerCommand(name)) return dispatch(this.core, principal, name, input)
      return remote.client.call(name, input)
    }
  }

  status(): TeamServerStatusDto {
    const c = this.connected
    return {
      mode: c ? 'remote' : 'local',
      serverUrl: c?.client.serverUrl ?? null,
      member: c ? { name: c.memberName } : null,
      caFile: c?.caFile ?? null,
      problem: c?.client.problem ?? this.problem,
    }
  }

  async connect(link: string, caFile: string | null): Promise<TeamServerStatusDto> {
    const agent = agentTrusting(caFile)
    try {
      const { serverUrl, cookie } = await exchangeSignInLink(link, agent)
      const client = new TeamServerClient(serverUrl, cookie, agent)
      const session = await client.call('session.get', {})
      if (!session.ok) throw new CoreError(session.error.code, session.error.message)
      const memberName = (session.value as SessionDto).user.name
      await this.dropCurrent(true)
      saveConnection(this.core, { serverUrl, caFile, memberName, cookie })
      this.use(client, agent, caFile, memberName)
    } catch (error) {
      if (!this.connected || this.connected.agent !== agent) await agent.close()
      throw error
    }
    this.problem = null
    return this.status()
  }

  async disconnect(): Promise<TeamServerStatusDto> {
    await this.dropCurrent(true)
    forgetConnection(this.core)
    this.problem = null
    return this.status()
  }

  /** Stops following the server (app quit); the saved connection stays for the next start. */
  async close(): Promise<void> {
    await this.dropCurrent(false)
  }

  private use(client: TeamServerClient, agent: Agent, caFile: string | null, memberName: string): void {
    const stopWatching = new AbortController()
    this.connected = { client, agent, caFile, memberName, stopWatching }
    void this.follow(client, stopWatching.signal)
  }

  private async dropCurrent(signOut: boolean): Promise<void> {
    const current = this.connected
    if (!current) return
    this.connected = null
    current.stopWatching.abort()
    if (signOut) await current.client.signOut()
    await current.agent.close()
  }

  /** Keeps the change feed open, reconnecting with a growing pause; stops when the session ends. */
  private async follow(client: TeamServerClient, signal: AbortSignal): Promise<void> {
    for (let attempt = 0; !signal.aborted; attempt++) {
      let status = 0
      try {
        status = await client.watch((notice) => this.onChanged(notice), signal)
        if (status === 200) attempt = 0
      } catch {
        if (signal.aborted) return
      }
      if (status === 401) {
        client.problem = client.sessionEnded()
        return
      }
      const pause = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 60_000
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause)
        signal.addEventListener('abort', () => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }
}
