import { useId, type ReactNode } from 'react'

/** A small labelled control for filter bars: the label names the control and nothing else. */
export function FilterField({
  label,
  children,
}: {
  label: string
  children(id: string): ReactNode
}) {
  const id = useId()
  return (
    <div className="filter">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  )
}
