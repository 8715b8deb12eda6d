import type { TransformOptions } from 'node:stream'
import { crc32, createDeflateRaw, deflateRawSync, type DeflateRaw, type ZlibOptions } from 'node:zlib'
import type { AsyncFlateStreamHandler, ZipInputFile } from 'fflate'

/**
 * A zip entry for fflate's streaming `Zip` whose bytes are deflated by Node's own zlib (in the thread
 * pool, beside the main thread that builds the next chunk) and summed with zlib's crc32, so fflate only
 * writes the container: headers, data descriptors, the central directory. Sizes are known only at the
 * end, which the data descriptor fflate writes after every entry carries. No Zip64: an entry must stay
 * below 4 GiB, which a 60,000-row sheet is far from; it fails rather than write a broken file.
 */

const DEFLATED = 8
const MAX_ZIP32 = 0xffff_ffff

export class ZipDeflateEntry implements ZipInputFile {
  readonly compression = DEFLATED
  readonly mtime: number
  size = 0
  crc = 0
  ondata?: AsyncFlateStreamHandler
  private deflate: DeflateRaw | null = null

  constructor(readonly filename: string, private readonly level: number, mtime: Date) {
    this.mtime = mtime.getTime()
  }

  /** A whole small part at once (call after the entry is added to the Zip). */
  whole(text: string): void {
    const bytes = Buffer.from(text, 'utf8')
    this.crc = crc32(bytes)
    this.size = bytes.length
    this.ondata!(null, deflateRawSync(bytes, { level: this.level }), true)
  }

  /**
   * Streams the entry: `write` hands a chunk to zlib and answers false when zlib's input buffer is
   * over `highWaterMark` (wait for `drained()`); `end()` resolves once the last compressed byte is
   * handed to the Zip.
   */
  open(highWaterMark: number): { write(text: string): boolean; drained(): Promise<void>; end(): Promise<void>; destroy(): void } {
    // zlib's streams are Transforms and take a Transform's options; the typings list only zlib's own.
    const deflate = createDeflateRaw({ level: this.level, writableHighWaterMark: highWaterMark } as ZlibOptions & TransformOptions)
    this.deflate = deflate
    deflate.on('data', (chunk: Buffer<ArrayBuffer>) => this.ondata!(null, chunk, false))
    const failed = new Promise<never>((_, reject) => deflate.once('error', reject))
    failed.catch(() => {})
    return {
      write: (text: string) => {
        const bytes = Buffer.from(text, 'utf8')
        this.crc = crc32(bytes, this.crc)
        this.size += bytes.length
        if (this.size > MAX_ZIP32) throw new Error(`${this.filename} is over 4 GiB, which a zip without Zip64 cannot hold`)
        return deflate.write(bytes)
      },
      drained: () => Promise.race([new Promise<void>((resolve) => deflate.once('drain', resolve)), failed]),
      end: () => {
        const ended = new Promise<void>((resolve) =>
          deflate.once('end', () => {
            this.ondata!(null, new Uint8Array(0), true)
            resolve()
          }),
        )
        deflate.end()
        return Promise.race([ended, failed])
      },
      destroy: () => deflate.destroy(),
    }
  }

  terminate(): void {
    this.deflate?.destroy()
  }
}
