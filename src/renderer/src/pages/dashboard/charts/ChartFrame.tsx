import type { ReactNode } from 'react'

/**
 * A chart with its title, a one-line summary for screen readers (the SVG's description), and
 * the numbers as a table for anyone who prefers reading them.
 */
export function ChartFrame({
  id,
  title,
  summary,
  children,
  table,
  legend,
}: {
  id: string
  title: string
  summary: string
  children: ReactNode
  table: ReactNode
  legend?: ReactNode
}) {
  return (
    <figure className="chart card" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="muted small" id={`${id}-summary`}>
          {summary}
        </p>
      </figcaption>
      {legend}
      {children}
      <details className="chart-table">
        <summary>Show the numbers</summary>
        {table}
      </details>
    </figure>
  )
}
