#!/usr/bin/env node
// The Debian packages the tests need: one list, checked by `npm test` before its first test and by .ci/run
// before `npm ci`. A missing package is installed when this process may (root, or password-less sudo, and
// apt-get present); otherwise the run stops at once with the one command to type, instead of a test
// discovering the gap after minutes of others (issue 29).
// Plain Node with no dependencies: .ci/run calls it before node_modules exists.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * `files`: what the tests use of the package (all must exist). `lean`: installed without recommends
 * (LibreOffice's recommends are a desktop and Java).
 */
export const SYSTEM_PACKAGES = [
  { name: 'chromium', files: ['/usr/bin/chromium'], why: 'browser tests and the PDF renderer (never a downloaded browser)' },
  { name: 'fonts-noto-cjk', files: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'], why: 'Chinese text in screenshots and printed PDFs' },
  { name: 'fonts-wqy-zenhei', files: ['/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc'], why: "the renderer's page-number font" },
  { name: 'poppler-utils', files: ['/usr/bin/pdftotext', '/usr/bin/pdfinfo'], why: 'reading the printed PDFs back' },
  { name: 'redis-server', files: ['/usr/bin/redis-server'], why: 'several BFF instances on one Redis (server/test/scale-out)' },
  { name: 'nginx', files: ['/usr/sbin/nginx'], why: 'the rolling restart behind nginx and deploy/nginx.conf' },
  { name: 'unzip', files: ['/usr/bin/unzip'], why: 'answer-card and report zips opened as a user would' },
  { name: 'libreoffice-calc-nogui', files: ['/usr/bin/soffice'], lean: true, why: 'downloads must open in LibreOffice Calc' },
]

/** @param {(path: string) => boolean} exists */
export function missingPackages(exists = existsSync) {
  return SYSTEM_PACKAGES.filter((p) => !p.files.every((f) => exists(f)))
}

/** The commands that install `missing`, as argument lists (no shell). */
export function installCommands(missing) {
  const full = missing.filter((p) => !p.lean).map((p) => p.name)
  const lean = missing.filter((p) => p.lean).map((p) => p.name)
  const commands = [['apt-get', 'update', '-qq']]
  if (full.length) commands.push(['apt-get', 'install', '-y', '-qq', ...full])
  if (lean.length) commands.push(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...lean])
  return commands
}

function canRun(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0
}

function installer() {
  if (!canRun('sh', ['-c', 'command -v apt-get'])) return null
  if (process.getuid?.() === 0) return []
  if (canRun('sudo', ['-n', 'true'])) return ['sudo', '-n']
  return null
}

function main() {
  const missing = missingPackages()
  if (missing.length === 0) return 0
  const commands = installCommands(missing)
  const shown = commands.map((c) => `sudo ${c.join(' ')}`).join(' && ')
  process.stderr.write(
    `missing Debian packages the tests need:\n${missing.map((p) => `  ${p.name}: ${p.why}`).join('\n')}\n`,
  )
  const prefix = process.env.SYSTEM_PACKAGES_INSTALL === '0' ? null : installer()
  if (prefix === null) {
    process.stderr.write(`install them, then run the tests again:\n  ${shown}\n`)
    return 1
  }
  process.stderr.write('installing them now (SYSTEM_PACKAGES_INSTALL=0 to stop instead)\n')
  for (const [command, ...args] of commands) {
    const [head, ...rest] = [...prefix, command, ...args]
    const run = spawnSync(head, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (run.status !== 0) {
      process.stderr.write(`\`${[head, ...rest].join(' ')}\` failed (exit ${run.status}); install by hand:\n  ${shown}\n`)
      return 1
    }
  }
  const still = missingPackages()
  if (still.length) {
    process.stderr.write(`still missing after the install: ${still.map((p) => p.name).join(', ')}\n`)
    return 1
  }
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main()
