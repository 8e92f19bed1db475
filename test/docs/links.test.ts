import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headingAnchors, linkTargets } from './markdown'

const root = resolve(import.meta.dirname, '../..')

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

const pages = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))]

/** Every relative link of a page that points at nothing: a missing file, or a missing heading. */
function brokenLinks(page: string): string[] {
  const text = readFileSync(page, 'utf8')
  const broken: string[] = []
  for (const target of linkTargets(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue // https:, mailto: and the like
    const [pathPart = '', anchor] = target.split('#')
    const file = pathPart === '' ? page : resolve(dirname(page), decodeURIComponent(pathPart))
    if (!existsSync(file)) {
      broken.push(`${target} (no such file)`)
      continue
    }
    if (anchor && file.endsWith('.md') && !headingAnchors(readFileSync(file, 'utf8')).has(anchor)) {
      broken.push(`${target} (no such heading)`)
    }
  }
  return broken
}

describe('documentation links', () => {
  it.each(pages.map((p) => [relative(root, p), p]))('%s links only to files and headings that exist', (_name, page) => {
    expect(brokenLinks(page)).toEqual([])
  })

  it('README stays a short front page', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(150)
  })

  it("CI runs the test command the README shows", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const tests = readme.slice(readme.indexOf('## Tests'))
    const command = /```sh\n([^\n]+)\n```/.exec(tests)?.[1]
    expect(command).toBe('npm test')
    const ci = readFileSync(join(root, '.ci/run'), 'utf8').split('\n').map((line) => line.trim())
    expect(ci).toContain(command)
  })

  it('code and config name only docs and scripts that exist', () => {
    const sources = ['src', 'scripts', 'test', 'bench', 'bin', '.ci']
      .flatMap((dir) => (existsSync(join(root, dir)) ? walk(join(root, dir)) : []))
      .concat(['electron-builder.yml', 'package.json'].map((f) => join(root, f)))
    const missing: string[] = []
    for (const file of sources) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/(?<![\w/.-])((?:docs|scripts)\/[\w./-]+\.(?:md|json|mjs|ts|sh))/g)) {
        const path = match[1] ?? ''
        if (!existsSync(join(root, path))) missing.push(`${relative(root, file)}: ${path}`)
      }
      for (const match of text.matchAll(/(?<![\w/.-])(\.{1,2}\/[\w./-]+\.md)\b/g)) {
        const path = match[1] ?? ''
        if (!existsSync(resolve(dirname(file), path))) missing.push(`${relative(root, file)}: ${path}`)
      }
    }
    expect(missing).toEqual([])
  })
})

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'migrations') return []
    if (statSync(path).isDirectory()) return walk(path)
    return /\.(ts|tsx|mjs|js|sh|yml|json)$/.test(name) || dir.endsWith('.ci') ? [path] : []
  })
}
