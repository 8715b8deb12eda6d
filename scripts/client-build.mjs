import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const dist = join(root, 'client', 'dist', 'index.html')
const sources = [join(root, 'client', 'src'), join(root, 'client', 'index.html'), join(root, 'client', 'vite.config.ts'), join(root, 'contracts', 'src')]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs)
}

/** Builds the client only when there is no build or a source is newer than it. */
export function ensureClientBuild() {
  const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0
  if (builtAt > 0 && sources.every((s) => newestMtime(s) <= builtAt)) return
  process.stdout.write('building the client…\n')
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'client'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
