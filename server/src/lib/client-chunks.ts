import { closeSync, openSync, readSync } from 'node:fs'
import { join } from 'node:path'

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed there by source module. */
interface ManifestChunk {
  file: string
  isEntry?: boolean
  /** Keys of the chunks this one imports statically (it cannot run before they arrive). */
  imports?: string[]
}

type Manifest = Record<string, ManifestChunk>

/** The build manifest read at start: past this it is not ours to trust, and the documents go without preloads. */
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024

/**
 * The client build's chunks by source module: which script files a lazy module needs, so the document
 * of a route can name them for the browser to fetch with the entry (`<link rel="modulepreload">`)
 * instead of one after another as each lazy import runs. Without a manifest (an older build, a test's
 * stand-in) nothing is preloaded.
 */
export class ClientChunks {
  private readonly entryFiles: ReadonlySet<string>
  private readonly known = new Map<string, readonly string[]>()

  constructor(
    private readonly manifest: Manifest,
    private readonly base: string,
  ) {
    this.entryFiles = new Set(Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).flatMap(([key]) => this.closure(key)))
  }

  static read(dist: string, base: string): ClientChunks {
    // Our own build's file, read once at start; still bounded while it is read (Vite writes about 20 KB):
    // a file past the bound, missing or unreadable names no chunks.
    const text = readBounded(join(dist, '.vite', 'manifest.json'), MAX_MANIFEST_BYTES)
    if (text === null) return new ClientChunks({}, base)
    try {
      return new ClientChunks(JSON.parse(text) as Manifest, base)
    } catch {
      return new ClientChunks({}, base)
    }
  }

  /** The URLs of the chunks `modules` need, those the entry's document names already left out; unknown modules add none. */
  preloads(modules: readonly string[]): readonly string[] {
    const id = modules.join('\n')
    let urls = this.known.get(id)
    if (urls === undefined) {
      const files = new Set(modules.flatMap((m) => this.closure(m)))
      urls = [...files].filter((file) => !this.entryFiles.has(file)).map((file) => `${this.base}/${file}`)
      this.known.set(id, urls)
    }
    return urls
  }

  /** The files of a module's chunk and of every chunk it imports statically, itself first. */
  private closure(key: string): string[] {
    const files: string[] = []
    const seen = new Set<string>()
    const visit = (k: string) => {
      const chunk = this.manifest[k]
      if (!chunk || seen.has(k)) return
      seen.add(k)
      if (chunk.file.endsWith('.js')) files.push(chunk.file)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    visit(key)
    return files
  }
}

/** The file's text when it holds at most `max` bytes; null when it is missing, unreadable or longer (never more than max + 1 bytes read). */
function readBounded(path: string, max: number): string | null {
  let fd: number
  try {
    fd = openSync(path, 'r')
  } catch {
    return null
  }
  try {
    const buffer = Buffer.alloc(max + 1)
    let length = 0
    for (let n = 1; n > 0 && length <= max; length += n) n = readSync(fd, buffer, length, max + 1 - length, null)
    return length > max ? null : buffer.subarray(0, length).toString('utf8')
  } catch {
    return null
  } finally {
    closeSync(fd)
  }
}
