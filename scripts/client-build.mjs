import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { exitAs, runChild } from './child-process.mjs'
import { newestMtime } from './newest-mtime.mjs'

const root = new URL('..', import.meta.url).pathname
const dist = join(root, 'client', 'dist', 'index.html')
// The page renderer the BFF draws report pages with (issue 34), built by the same script.
const renderer = join(root, 'client', 'dist', '.ssr', 'entry-server.js')
const sources = [join(root, 'client', 'src'), join(root, 'client', 'index.html'), join(root, 'client', 'vite.config.ts'), join(root, 'contracts', 'src')]

/** Builds the client only when there is no build or a source is newer than it. */
export async function ensureClientBuild() {
  const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0
  if (builtAt > 0 && existsSync(renderer) && sources.every((s) => newestMtime(s) <= builtAt)) return
  process.stdout.write('building the client…\n')
  const ended = await runChild('npm', ['run', 'build', '--workspace', 'client'], { cwd: root })
  if (ended.code !== 0) await exitAs(ended)
}
