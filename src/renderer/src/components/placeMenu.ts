/** Room kept between a menu and the window's edge. */
const MARGIN = 8

/**
 * Where a fixed-position menu goes so it lies inside the window: below its button, or above it
 * when there is more room there; its left edge moved in when it would leave the right side; its
 * height capped to the room it has (the menu scrolls inside itself, never the page).
 */
export function placeMenu(
  button: DOMRect,
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number; maxHeight: number } {
  // A button scrolled out of the window (a menu opened by its key) anchors at the nearest edge.
  const clamp = (y: number) => Math.min(Math.max(y, MARGIN), viewport.height - MARGIN)
  const top = clamp(button.top)
  const bottom = clamp(button.bottom)
  const below = viewport.height - bottom - MARGIN
  const above = top - MARGIN
  const left = Math.max(MARGIN, Math.min(button.left, viewport.width - menu.width - MARGIN))
  if (menu.height <= below || below >= above) {
    const maxHeight = Math.max(below - 4, 0)
    return { top: bottom + 4, left, maxHeight }
  }
  const height = Math.min(menu.height, above - 4)
  return { top: top - 4 - height, left, maxHeight: above - 4 }
}
