/**
 * What the built preload loads at run time. A sandboxed preload gets a `require` that knows only
 * `electron`, `events`, `timers` and `url` (Electron, "Process Sandboxing"); anything else throws
 * before `window.api` is exposed, so the window cannot run a single command. We allow `electron`
 * alone: the rest is bundled or not used.
 */
const REQUIRE_CALL = /\brequire\s*\(\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`|([^)]*))\s*\)/g
const DYNAMIC_IMPORT = /\bimport\s*\(/

export const PRELOAD_MAY_REQUIRE = ['electron']

/** Every problem with the preload's code, in plain words; empty when it loads in the sandbox. */
export function preloadRequireProblems(code: string): string[] {
  const problems: string[] = []
  for (const m of code.matchAll(REQUIRE_CALL)) {
    const name = m[1] ?? m[2] ?? m[3]
    if (name === undefined)
      problems.push(`the preload calls require(${(m[4] ?? '').trim()}) with a computed name`)
    else if (!PRELOAD_MAY_REQUIRE.includes(name))
      problems.push(
        `the preload requires "${name}", which a sandboxed preload cannot load (bundle it or drop it)`,
      )
  }
  if (DYNAMIC_IMPORT.test(code))
    problems.push('the preload uses import(), which a sandboxed preload cannot run')
  return problems
}
