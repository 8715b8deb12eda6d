import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The newest modification time under a file or folder (0 when it is missing): a build is stale when a source is newer. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs)
}

/** The oldest of several outputs, 0 when one is missing: every one must be newer than the sources. */
export function oldestMtime(paths) {
  return Math.min(...paths.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)))
}
