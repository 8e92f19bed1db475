import { lstatSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * `.dockerignore` as Docker applies it (moby/patternmatcher): each line a pattern relative to
 * the context root (a leading `/` or `./` dropped), `*` and `?` within one path segment, `**`
 * across any number of segments, `!` re-includes, the last matching pattern wins, and a pattern
 * that matches a parent folder matches everything inside it.
 */
interface Pattern {
  exclusion: boolean
  regex: RegExp
}

function compile(raw: string): RegExp {
  let source = '^'
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!
    if (ch === '*') {
      if (raw[i + 1] === '*') {
        i++
        if (raw[i + 1] === '/') i++
        source += i + 1 >= raw.length ? '.*' : '(.*/)?'
      } else source += '[^/]*'
    } else if (ch === '?') source += '[^/]'
    else if (ch === '\\' && i + 1 < raw.length) source += `\\${raw[++i]}`
    else if (ch === '[') {
      const end = raw.indexOf(']', i + 1)
      if (end === -1) source += '\\['
      else {
        source += `[${raw.slice(i + 1, end).replace(/^!/, '^')}]`
        i = end
      }
    } else source += /[.+^${}()|\]]/.test(ch) ? `\\${ch}` : ch
  }
  return new RegExp(`${source}$`)
}

export function parseDockerignore(text: string): Pattern[] {
  const patterns: Pattern[] = []
  for (const line of text.split(/\r?\n/)) {
    let entry = line.trim()
    if (!entry || entry.startsWith('#')) continue
    const exclusion = entry.startsWith('!')
    if (exclusion) entry = entry.slice(1).trim()
    entry = entry
      .replace(/^(\.\/|\/)+/, '')
      .replace(/\/+$/, '')
      .replace(/\/{2,}/g, '/')
    if (!entry || entry === '.') continue
    patterns.push({ exclusion, regex: compile(entry) })
  }
  return patterns
}

/** Whether `path` (relative, `/`-separated) is left out of the build context. */
export function ignored(patterns: Pattern[], path: string): boolean {
  const dirs = path.split('/').slice(0, -1)
  let matched = false
  for (const { exclusion, regex } of patterns) {
    if (exclusion !== matched) continue
    let match = regex.test(path)
    for (let i = 1; !match && i <= dirs.length; i++) match = regex.test(dirs.slice(0, i).join('/'))
    if (match) matched = !exclusion
  }
  return matched
}

/**
 * The files Docker sends as the build context of `root`: a walk that skips ignored folders
 * (unless an exception could re-include something inside) and never follows symlinks.
 */
export function buildContext(root: string, patterns: Pattern[]): string[] {
  const exceptions = patterns.some((p) => p.exclusion)
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = dir ? `${dir}/${name}` : name
      const stat = lstatSync(join(root, path))
      if (stat.isDirectory()) {
        if (ignored(patterns, path) && !exceptions) continue
        walk(path)
      } else if (!ignored(patterns, path)) files.push(path)
    }
  }
  walk('')
  return files
}
