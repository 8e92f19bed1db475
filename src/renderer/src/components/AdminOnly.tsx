import type { ReactNode } from 'react'
import { useCan } from '../store/session'
import { EmptyState } from './EmptyState'

/** Pages only admins may use explain why to everyone else instead of failing. */
export function AdminOnly({ what, children }: { what: string; children: ReactNode }) {
  const isAdmin = useCan('admin')
  if (isAdmin) return <>{children}</>
  return (
    <EmptyState title="Admins only">
      <p>
        Only an admin of this workspace can manage {what}. Ask one of your workspace's admins for
        access.
      </p>
    </EmptyState>
  )
}
