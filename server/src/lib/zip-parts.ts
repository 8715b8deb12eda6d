import yauzl from 'yauzl'

/**
 * The parts of an uploaded zip (an .xlsx), read from its central directory with yauzl and inflated
 * as a stream, with every bound held while inflating: how many entries the directory may list, the
 * bytes one part may inflate to (its declared size is refused before a byte is inflated, and yauzl
 * stops a part that inflates past what it declared), and the bytes the whole file may inflate to.
 */

export type ReadLimit = 'entries' | 'inflated' | 'part' | 'sharedStrings' | 'cellChars' | 'columns' | 'markup' | 'depth'

/** A bound of an upload was reached; `part` names the zip part (`bytes` its bound), `row` and `column` (1-based) the cell. */
export class ReadLimitError extends Error {
  override readonly name = 'ReadLimitError'
  constructor(
    readonly limit: ReadLimit,
    readonly where: { part?: string; bytes?: number; row?: number; column?: number } = {},
  ) {
    super(`read limit: ${limit}${where.part ? ` in ${where.part}` : ''}`)
  }
}

/** The upload is not what it claims to be: not a zip, encrypted or unknown compression, a broken stream or XML. */
export class BrokenFileError extends Error {
  override readonly name = 'BrokenFileError'
}

export interface ZipLimits {
  /** Entries the central directory may list. */
  entries: number
  /** Bytes all the parts read may inflate to together. */
  inflatedBytes: number
}

export class ZipParts {
  private inflated = 0

  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: ReadonlyMap<string, yauzl.Entry>,
    private readonly limits: ZipLimits,
  ) {}

  static async open(bytes: Buffer, limits: ZipLimits): Promise<ZipParts> {
    let zip: yauzl.ZipFile
    try {
      zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false })
    } catch (error) {
      throw new BrokenFileError('not a zip', { cause: error })
    }
    const entries = new Map<string, yauzl.Entry>()
    let count = 0
    try {
      for await (const entry of zip.eachEntry()) {
        if (++count > limits.entries) throw new ReadLimitError('entries')
        // Part names are case-insensitive (OPC); the first of a repeated name counts.
        const name = entry.fileName.toLowerCase()
        if (!entries.has(name)) entries.set(name, entry)
      }
    } catch (error) {
      if (error instanceof ReadLimitError) throw error
      throw new BrokenFileError('broken central directory', { cause: error })
    }
    return new ZipParts(zip, entries, limits)
  }

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase())
  }

  /** Every part's name, in the central directory's order. */
  names(): string[] {
    return [...this.entries.values()].map((e) => e.fileName)
  }

  /**
   * Streams the part's inflated bytes to `onChunk`, at most `maxBytes` of them; `onChunk` returns
   * false to stop reading the part early. ReadLimitError past a bound, BrokenFileError for a part that
   * cannot be inflated.
   */
  async read(name: string, maxBytes: number, onChunk: (chunk: Buffer) => boolean | void): Promise<void> {
    const entry = this.entries.get(name.toLowerCase())
    if (!entry) throw new BrokenFileError(`no part ${name}`)
    if (entry.uncompressedSize > maxBytes) throw new ReadLimitError('part', { part: name, bytes: maxBytes })
    if (this.inflated + entry.uncompressedSize > this.limits.inflatedBytes) throw new ReadLimitError('inflated')
    if (!entry.canDecodeFileData()) throw new BrokenFileError(`cannot inflate ${name}`)
    let stream: NodeJS.ReadableStream & { destroy(): void }
    try {
      stream = (await this.zip.openReadStreamPromise(entry)) as typeof stream
    } catch (error) {
      throw new BrokenFileError(`cannot open ${name}`, { cause: error })
    }
    let bytes = 0
    const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]()
    try {
      for (;;) {
        let next: IteratorResult<Buffer>
        try {
          next = await chunks.next()
        } catch (error) {
          // zlib's errors, and yauzl's when a part inflates past the size it declared.
          throw new BrokenFileError(`cannot inflate ${name}`, { cause: error })
        }
        if (next.done) return
        bytes += next.value.length
        this.inflated += next.value.length
        // yauzl stops a part at its declared size; these hold even if it did not.
        if (bytes > maxBytes) throw new ReadLimitError('part', { part: name, bytes: maxBytes })
        if (this.inflated > this.limits.inflatedBytes) throw new ReadLimitError('inflated')
        if (onChunk(next.value) === false) return
      }
    } finally {
      stream.destroy()
    }
  }
}
