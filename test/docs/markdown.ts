/** Just enough Markdown reading for the docs tests: links outside code, and GitHub's heading anchors. */

/** Text with fenced code blocks and inline code blanked out, so examples are not read as links. */
function withoutCode(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

/** Targets of inline links and images: `[text](target)`, `![alt](target "title")`. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = []
  for (const match of withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (match[1]) targets.push(match[1])
  }
  return targets
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  const plain = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
  for (const match of plain.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = (match[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  for (const match of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) if (match[1]) anchors.add(match[1])
  return anchors
}
