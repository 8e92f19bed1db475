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
  const below = viewport.height - button.bottom - MARGIN
  const above = button.top - MARGIN
  const left = Math.max(MARGIN, Math.min(button.left, viewport.width - menu.width - MARGIN))
  if (menu.height <= below || below >= above) {
    const maxHeight = Math.max(below - 4, 0)
    return { top: button.bottom + 4, left, maxHeight }
  }
  const height = Math.min(menu.height, above - 4)
  return { top: button.top - 4 - height, left, maxHeight: above - 4 }
}
