import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChangeKind } from '../../../shared/changes'
import type { CommandName, InputOf, OutputOf } from '../../../shared/contract'
import { call } from '../api/client'
import { onChange } from '../store/changes'
import { useSession } from '../store/session'

export interface CommandState<T> {
  data: T | null
  error: string | null
  loading: boolean
  reload(): Promise<void>
  /** Replace the data locally (after a command that returned the new value). */
  set(value: T): void
}

/**
 * Runs a read command and keeps its result; runs again when the input changes (compared by
 * value) and, when `refreshOn` is given, when the core says one of those things changed.
 * `input` null waits (e.g. until a workspace is chosen).
 */
export function useCommand<N extends CommandName>(
  name: N,
  input: InputOf<N> | null,
  options: { refreshOn?: ChangeKind[] } = {},
): CommandState<OutputOf<N>> {
  const [data, setData] = useState<OutputOf<N> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(input !== null)
  const key = input === null ? null : JSON.stringify(input)
  const latest = useRef(0)
  const inputRef = useRef(input)
  inputRef.current = input

  const reload = useCallback(async () => {
    const current = inputRef.current
    if (current === null) return
    const seq = ++latest.current
    setLoading(true)
    const result = await call(name, current)
    if (seq !== latest.current) return
    setLoading(false)
    if (result.ok) {
      setData(result.value)
      setError(null)
    } else setError(result.error.message)
    // `key` stands for the input value, so a new object with the same content is no change.
  }, [name, key])

  // A new input starts clean: neither the old answer nor the old failure belongs to it.
  useEffect(() => {
    setData(null)
    setError(null)
    void reload()
  }, [reload])

  const refreshOn = options.refreshOn?.join(',') ?? ''
  const workspaceId = useSession((s) => s.workspaceId)
  useEffect(() => {
    if (!refreshOn) return
    const wanted = refreshOn.split(',') as ChangeKind[]
    let timer: number | undefined
    const stop = onChange((notice) => {
      if (notice.workspaceId !== workspaceId || !wanted.includes(notice.what)) return
      window.clearTimeout(timer)
      timer = window.setTimeout(() => void reload(), 250)
    })
    return () => {
      window.clearTimeout(timer)
      stop()
    }
  }, [refreshOn, workspaceId, reload])

  return { data, error, loading, reload, set: setData }
}
