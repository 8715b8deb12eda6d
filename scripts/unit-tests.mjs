// The last step of `npm run test:unit`: tap over the bundles (tap-bundled.yaml), its output passed
// through as it comes. When a test fails, its `not ok` lines and their diagnostics are printed again at
// the end: a CI log is often read from its tail, and there a failure in one of 69 folders was out of sight
// (stop 43's log ended on passing folders and "fail: 1").
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
/** At most this many lines are repeated: enough for a few failures' diagnostics, not a second log. */
const MAX_LINES = 400

/** failures(lines) = each `not ok` line with the YAML block under it and the subtest names above it. */
export function failures(lines) {
  const out = []
  const open = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const subtest = /^(\s*)# Subtest: (.*)$/.exec(line)
    if (subtest) {
      const depth = subtest[1].length
      while (open.length > 0 && open[open.length - 1].depth >= depth) open.pop()
      open.push({ depth, name: subtest[2] })
      continue
    }
    if (!/^\s*not ok\b/.test(line)) continue
    const depth = /^\s*/.exec(line)[0].length
    // The containing subtests, outermost first, name where a nested failure is.
    const path = open.filter((s) => s.depth < depth).map((s) => s.name)
    out.push('', ...(path.length > 0 ? [`in ${path.join(' › ')}`] : []), line)
    if (/^\s*---\s*$/.test(lines[i + 1] ?? '')) {
      for (let j = i + 1; j < lines.length; j++) {
        out.push(lines[j])
        if (/^\s*\.\.\.\s*$/.test(lines[j])) break
      }
    }
  }
  return out
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Arguments go on to tap: `node scripts/unit-tests.mjs .test-build/folders/12/…` runs one bundle.
  const child = spawn(join(root, 'node_modules', '.bin', 'tap'), process.argv.slice(2), {
    cwd: root,
    env: { ...process.env, TAP_RCFILE: 'tap-bundled.yaml' },
    stdio: ['inherit', 'pipe', 'inherit'],
  })
  let text = ''
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    text += chunk.toString()
  })
  child.on('exit', (code, signal) => {
    const failed = failures(text.split('\n'))
    if (failed.length > 0) {
      const shown = failed.slice(0, MAX_LINES)
      process.stdout.write(`\n# The failures again (${failed.filter((l) => /^\s*not ok\b/.test(l)).length} not-ok lines):\n${shown.join('\n')}\n${failed.length > shown.length ? `# … ${failed.length - shown.length} more lines above\n` : ''}`)
    }
    process.exitCode = code ?? (signal ? 1 : 0)
  })
}
