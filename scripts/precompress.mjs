import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text assets worth compressing; images and fonts of the build are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/
/** Below this a compressed sibling saves less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024
/** A sibling is kept only when it is at most this share of the original. */
const WORTH = 0.9

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible file
 * of `dir` (not recursive), once at build: the BFF serves them to browsers that accept them
 * (@fastify/static preCompressed) and spends no CPU on compression per request. Returns what it wrote.
 *
 * @param {string} dir
 * @returns {Promise<Array<{ file: string, bytes: number, br: number | null, gz: number | null }>>}
 */
export async function precompressDir(dir) {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name)).sort()
  const written = []
  for (const name of names) {
    const path = join(dir, name)
    if (!(await stat(path)).isFile()) continue
    const source = await readFile(path)
    if (source.length < PRECOMPRESS_MIN_BYTES) continue
    const [br, gzipped] = await Promise.all([
      brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
      gz(source, { level: 9 }),
    ])
    const keep = (packed) => packed.length <= source.length * WORTH
    if (keep(br)) await writeFile(`${path}.br`, br)
    if (keep(gzipped)) await writeFile(`${path}.gz`, gzipped)
    written.push({ file: name, bytes: source.length, br: keep(br) ? br.length : null, gz: keep(gzipped) ? gzipped.length : null })
  }
  return written
}
