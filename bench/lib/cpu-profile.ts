import { relative } from 'node:path'
import { ROOT } from './processes.ts'

/** codeArea(url) = where a profiled frame's code lives: a package, a file of this repository, a node: module, or the VM. */
export function codeArea(url: string): string {
  if (!url) return '(native / VM)'
  if (url.startsWith('node:')) return url
  const path = url.startsWith('file://') ? new URL(url).pathname : url
  const nm = path.lastIndexOf('node_modules/')
  if (nm !== -1) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  return relative(ROOT, path)
}
