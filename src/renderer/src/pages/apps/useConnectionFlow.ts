import { type FormEvent, useState } from 'react'
import type { Result } from '../../../../shared/result'
import { toast } from '../../store/toasts'

/** What a "Test connection" answers, whatever the store. */
export interface ConnectionTest {
  ok: boolean
  message: string
  nextStep?: string | undefined
}

export interface ConnectionCommands<T extends ConnectionTest> {
  /** Stores the key; its value is the toast that says which key was saved. */
  connect(): Promise<Result<string>>
  test(): Promise<Result<T>>
  disconnect(): Promise<Result<unknown>>
  /** Reloads the store's status (health, listings). */
  reload(): Promise<unknown>
}

/**
 * Connect, test and disconnect one store: which of them runs (`busy`), whether the key form is
 * open, the last error, the last test and the disconnect confirmation.
 */
export function useConnectionFlow<T extends ConnectionTest>(
  storeName: string,
  commands: ConnectionCommands<T>,
) {
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState<'connect' | 'test' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [test, setTest] = useState<T | null>(null)
  const [confirm, setConfirm] = useState(false)

  const runTest = async () => {
    setBusy('test')
    setTest(null)
    const result = await commands.test()
    setBusy(null)
    if (!result.ok) return setError(result.error.message)
    setTest(result.value)
    // The test's outcome is stored per listing: the badge follows it.
    void commands.reload()
  }

  // A new key is tested at once, so a wrong one shows before the first sync fails.
  const connect = async (e: FormEvent) => {
    e.preventDefault()
    setBusy('connect')
    setError(null)
    const result = await commands.connect()
    setBusy(null)
    if (!result.ok) return setError(result.error.message)
    setEditing(false)
    toast.info(result.value)
    await commands.reload()
    void runTest()
  }

  const disconnect = async () => {
    setConfirm(false)
    const result = await commands.disconnect()
    if (!result.ok) return toast.error(result.error.message)
    toast.success(`${storeName} disconnected; its key was deleted from this computer.`)
    setTest(null)
    void commands.reload()
  }

  return {
    editing,
    setEditing,
    busy,
    error,
    test,
    confirm,
    setConfirm,
    runTest,
    connect,
    disconnect,
  }
}
