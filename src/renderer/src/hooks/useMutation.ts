import { useCallback } from 'react'
import type { CommandName, InputOf, OutputOf } from '../../../shared/contract'
import type { Result } from '../../../shared/result'
import { call } from '../api/client'

/**
 * A command a page runs when the person acts (a change, or a read a click asks for): a page's
 * one way to the core besides `useCommand` and the stores, so pages never reach the transport
 * themselves (eslint refuses `call` under pages/ and components/). Naming the command here, once
 * at the top of the component, lists every command a page can run in one place. The function
 * keeps its identity, so it may sit in effect and callback dependencies. Like `call`, it never
 * throws: failures come back as Results the page shows in plain words.
 */
export function useMutation<N extends CommandName>(
  name: N,
): (input: InputOf<N>) => Promise<Result<OutputOf<N>>> {
  return useCallback((input: InputOf<N>) => call(name, input), [name])
}
