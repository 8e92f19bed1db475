import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildContext, ignored, parseDockerignore } from './dockerignore'

const patterns = parseDockerignore(readFileSync('.dockerignore', 'utf8'))
const dockerfile = readFileSync('Dockerfile', 'utf8')
const compose = readFileSync('deploy/compose.yaml', 'utf8')

/** What a person following the docs (or just working here) may have lying in the checkout. */
const PLANTED = [
  'deploy/certs/privkey.pem',
  'deploy/certs/fullchain.pem',
  'deploy/certs/README',
  'certs/server.key',
  'server.key',
  'tls/cert.crt',
  'keys/AuthKey_ABC123.p8',
  'client.p12',
  '.data/review-reply.db',
  '.data/review-reply.db-wal',
  '.data/vault.key',
  'data/review-reply.db',
  'backup.db',
  'backup.db.partial',
  'review-reply.db.before-restore-2026-11-09',
  '.env',
  '.env.production',
  'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
  'packages/x/node_modules/y/index.js',
  'out/cli/index.mjs',
  'coverage/index.html',
]

const SECRET =
  /\.(pem|key|crt|cer|der|p8|p12|pfx|jks)$|(^|\/)certs\/|\.db(-wal|-shm|\.partial)?$|before-restore|(^|\/)\.env(\.|$)|(^|\/)\.?data\//

describe('the Docker build context', () => {
  let root: string
  let context: string[]
  beforeAll(() => {
    // A copy of the checkout's file list (tracked and untracked, as empty files) plus planted keys.
    root = mkdtempSync(join(tmpdir(), 'rr-context-'))
    const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean)
    for (const path of [...listed, ...PLANTED]) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), '')
    }
    context = buildContext(root, patterns)
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('holds no key, certificate, database, vault key or environment file', () => {
    expect(context.filter((path) => SECRET.test(path))).toEqual([])
    for (const path of PLANTED) expect(context, path).not.toContain(path)
  })

  it('keeps the committed test key out as well', () => {
    expect(context.some((path) => path.startsWith('test/fixtures/licence/'))).toBe(true)
    expect(context).not.toContain('test/fixtures/licence/licence-private.pem')
  })

  it('still holds what the image build needs', () => {
    for (const path of [
      'package.json',
      'package-lock.json',
      'bin/review-reply.mjs',
      'scripts/healthcheck.mjs',
      'src/main/serve/serve.ts',
      'src/renderer/index.html',
    ]) {
      expect(context, path).toContain(path)
    }
  })

  it('matches patterns the way Docker does (anchored at the root, ** across folders, last match wins)', () => {
    const rules = parseDockerignore('out\n**/*.pem\nnotes/*.md\n!notes/keep.md\n/lead\n')
    expect(ignored(rules, 'out/cli/index.mjs')).toBe(true)
    expect(ignored(rules, 'src/out/file.ts')).toBe(false)
    expect(ignored(rules, 'a/b/c.pem')).toBe(true)
    expect(ignored(rules, 'c.pem')).toBe(true)
    expect(ignored(rules, 'notes/a.md')).toBe(true)
    expect(ignored(rules, 'notes/sub/a.md')).toBe(false)
    expect(ignored(rules, 'notes/keep.md')).toBe(false)
    expect(ignored(rules, 'lead/x')).toBe(true)
  })
})

describe('certificates in the container', () => {
  it('are mounted read-only by deploy/compose.yaml, never copied by the Dockerfile', () => {
    expect(compose).toMatch(/^\s+- \.\/certs:\/certs:ro$/m)
    expect(compose).toMatch(/--tls-key\n\s+- \/certs\/privkey\.pem/)
    expect(dockerfile).not.toMatch(/^(COPY|ADD)\b.*(certs|\.pem|\.key)/im)
  })
})
