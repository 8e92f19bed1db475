import { useState, type KeyboardEvent, type PointerEvent } from 'react'

/**
 * Which bucket of a chart is highlighted: by pointer (nearest column) or by keyboard (arrow
 * keys while the chart has focus), so the details are reachable without a mouse.
 */
export function useHover(count: number, plotLeft: number, plotWidth: number, viewWidth: number) {
  const [index, setIndex] = useState<number | null>(null)
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    const x = ((e.clientX - box.left) / box.width) * viewWidth
    const i = Math.floor(((x - plotLeft) / plotWidth) * count)
    setIndex(i >= 0 && i < count ? i : null)
  }
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    if (count === 0) return
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault()
      const delta = e.key === 'ArrowRight' ? 1 : -1
      setIndex((i) =>
        i === null ? (delta > 0 ? 0 : count - 1) : Math.max(0, Math.min(count - 1, i + delta)),
      )
    } else if (e.key === 'Home') setIndex(0)
    else if (e.key === 'End') setIndex(count - 1)
    else if (e.key === 'Escape') setIndex(null)
  }
  return {
    index,
    handlers: {
      onPointerMove,
      onPointerLeave: () => setIndex(null),
      onKeyDown,
      onBlur: () => setIndex(null),
    },
  }
}
