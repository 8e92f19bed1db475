/** The tag `serve` adds to the page it serves, so the renderer knows to use the HTTP bridge. */
export const SERVE_PAGE_MARK = { name: 'review-reply-shell', content: 'serve' } as const

/** The renderer's index.html with the serve mark as the first element of its head. */
export function markServePage(html: string): string {
  return html.replace(
    /<head>/i,
    `<head>\n    <meta name="${SERVE_PAGE_MARK.name}" content="${SERVE_PAGE_MARK.content}" />`,
  )
}
