import type { AccessOf, CommandName, OutputOf, ParsedInputOf } from '../../../shared/contract'
import type { Actor, Principal } from '../access/actor'
import type { Core } from '../core'

interface SignedInContext {
  core: Core
  principal: Principal
}

/** Workspace-scoped commands get the resolved actor; the dispatcher has already checked the role. */
type HandlerContext<N extends CommandName> = AccessOf<N> extends 'signed_in'
  ? SignedInContext
  : SignedInContext & { actor: Actor }

type Handler<N extends CommandName> = (
  context: HandlerContext<N>,
  input: ParsedInputOf<N>,
) => OutputOf<N> | Promise<OutputOf<N>>

export type Handlers<K extends CommandName> = { [N in K]: Handler<N> }
