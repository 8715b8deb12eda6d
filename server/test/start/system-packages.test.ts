import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { SYSTEM_PACKAGES, installCommands, missingPackages } from '../../../scripts/system-packages.mjs'

// Issue 29: `npm test` checks the Debian packages the tests need before its first test, from one list that
// .ci/run shares; a test must not find a missing program after minutes of others.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

t.test('what is missing is what a package lacks a file of', async (t) => {
  const have = new Set(SYSTEM_PACKAGES.flatMap((p) => p.files))
  t.same(missingPackages((f) => have.has(f)), [], 'nothing missing when every file is there')
  have.delete('/usr/bin/soffice')
  have.delete('/usr/bin/pdfinfo')
  t.same(missingPackages((f) => have.has(f)).map((p) => p.name), ['poppler-utils', 'libreoffice-calc-nogui'], 'one file of a package missing makes the package missing')
})

t.test('install commands: one update, the packages, LibreOffice without its recommends', async (t) => {
  const byName = (...names: string[]) => SYSTEM_PACKAGES.filter((p) => names.includes(p.name))
  t.same(installCommands(byName('nginx', 'redis-server')), [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', 'redis-server', 'nginx']])
  t.same(installCommands(byName('libreoffice-calc-nogui')), [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'libreoffice-calc-nogui']])
})

t.test('npm test and .ci/run both go through the one list', async (t) => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  t.match(pkg.scripts.test, /^node scripts\/system-packages\.mjs && /, 'npm test checks the packages first')
  const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8')
  t.match(ci, /node scripts\/system-packages\.mjs/, '.ci/run installs from the same list')
  t.notMatch(ci, /apt-get install/, '.ci/run keeps no list of its own')
})

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sources(path)
    else if (/\.(ts|mts|mjs)$/.test(name)) yield path
  }
}

t.test('every system program or font a test names is in the list', async (t) => {
  const listed = new Set(SYSTEM_PACKAGES.flatMap((p) => p.files))
  // The base image's own programs, there on every Debian machine.
  const base = new Set(['/usr/bin/env', '/bin/sh', '/usr/bin/node'])
  const named = new Map<string, string>()
  for (const dir of ['server/test', 'client/e2e', 'fixtures/test', 'contracts/test']) {
    for (const file of sources(join(ROOT, dir))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`](\/usr\/(?:s?bin|share\/fonts)\/[^'"`\s]+)['"`]/g)) named.set(m[1]!, relative(ROOT, file))
    }
  }
  t.ok(named.size > 0, 'the tests name system files')
  for (const [path, file] of named) if (!base.has(path)) t.ok(listed.has(path), `${path} (${file}) is checked by scripts/system-packages.mjs`)
})
