import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { canonicalWords, cliCommands } from '../../src/main/cli/registry'
import { GLOBAL_OPTIONS } from '../../src/main/cli/global-options'

const root = resolve(import.meta.dirname, '../..')

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

const globalFlags = GLOBAL_OPTIONS.map((o) => o.flag.split(' ')[0])

/**
 * `review-reply …` invocations in the docs, joined across `\` line continuations: the word in
 * command position (a line's start, after a backtick, `npx`, `$`, a pipe or a parenthesis), not a
 * folder or a container's service named review-reply.
 */
function invocations(markdown: string): string[] {
  const joined = markdown.replace(/\\\n\s*/g, ' ')
  return [...joined.matchAll(/(?:^|\n\s*|[`(]|npx |\$ |\| )review-reply ([^\n`|#]+)/g)].map((m) =>
    (m[1] ?? '').trim(),
  )
}

/** What is wrong with one invocation: an unknown command, or a flag its usage does not list. */
function problem(invocation: string): string | null {
  const words = canonicalWords(invocation.split(/\s+/).filter((w) => /^[a-z][a-z-]*$/.test(w)))
  const command = cliCommands
    .filter((c) => c.path.every((w, i) => words[i] === w))
    .sort((a, b) => b.path.length - a.path.length)[0]
  if (!command) return words[0] === '<command>' ? null : `unknown command: review-reply ${invocation}`
  for (const flag of invocation.match(/--[a-z][a-z-]*/g) ?? []) {
    if (!globalFlags.includes(flag) && !new RegExp(`${flag}(?![a-z-])`).test(command.usage)) {
      return `${flag} is not an option of \`review-reply ${command.path.join(' ')}\` (usage: ${command.usage})`
    }
  }
  return null
}

describe('commands shown in the docs', () => {
  const pages = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs')).filter((p) => !p.includes('/reference/'))]
  it.each(pages.map((p) => [relative(root, p), p]))('%s uses only real commands and options', (_name, page) => {
    const problems = invocations(readFileSync(page, 'utf8'))
      .map(problem)
      .filter((p): p is string => p !== null)
    expect(problems).toEqual([])
  })

  it.each(pages.map((p) => [relative(root, p), p]))('%s runs only npm scripts that exist', (_name, page) => {
    const scripts = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts)
    const named = [...readFileSync(page, 'utf8').matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? '')
    expect(named.filter((name) => !scripts.includes(name))).toEqual([])
  })
})
