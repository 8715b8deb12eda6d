import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { Zip } from 'fflate'
import type { XlsxCell, XlsxColumn } from '@report/contracts/bff/xlsx'
import { XlsxStyles, appXml, contentTypesXml, coreXml, packageRelsXml, workbookRelsXml, workbookXml, worksheetPath } from './xlsx-parts.ts'
import { sheetXml } from './xlsx-sheet-xml.ts'
import { ZipDeflateEntry } from './zip-deflate-entry.ts'

/**
 * Streaming .xlsx: each sheet's XML is built as strings row by row, deflated by Node's zlib and
 * written into fflate's zip container as it comes, so a 60,000-row export holds one chunk of rows
 * (and zlib's window) in memory, never the sheet. The pace is the reader's: after every chunk the
 * writer waits while zlib or `out` need draining, which in turn holds back the row source (an async
 * iterator fed by upstream pages). exceljs's streaming writer did this before at 4–12 times the cost of
 * the XML and deflate alone (bench/xlsx-writers.ts, RESULTS.md 6c); exceljs still reads every file back in tests.
 */

export interface XlsxSheet {
  /** Sheet name; Chinese is fine. Cleaned to Excel's rules (31 characters, no []:*?/\). */
  name: string
  /** The columns, in order: must be an array. Strings are shorthand for `{ title }`. */
  header: ReadonlyArray<XlsxColumn | string>
  rows: AsyncIterable<readonly XlsxCell[]> | Iterable<readonly XlsxCell[]>
  /** Stop after this many data rows. */
  maxRows?: number | undefined
}

export interface WriteXlsxOptions {
  signal?: AbortSignal | undefined
  creator?: string
  /** Rows between two looks at the output's backpressure (and a turn of the event loop), at most. */
  batchRows?: number
  /** zlib level; 1 (fastest) as exceljs's zip (compress-commons) used. */
  level?: number
}

export interface WriteXlsxResult {
  /** Data rows written per sheet. */
  rows: number[]
}

const MAX_SHEET_NAME = 31
/** Characters of XML built before it goes to zlib: big enough that zlib's calls are few. */
const CHUNK_CHARS = 128 * 1024
/** zlib's input buffer: room for the next chunk while the thread pool deflates this one. */
const DEFLATE_BUFFER = 1024 * 1024

/** Excel's sheet-name rules: no []:*?/\, no leading or trailing apostrophe, at most 31 characters, unique. */
export function sheetName(name: string, taken: ReadonlySet<string> = new Set()): string {
  const base = name.replace(/[[\]:*?/\\]/g, '_').replace(/^'+|'+$/g, '').trim().slice(0, MAX_SHEET_NAME) || 'Sheet'
  let candidate = base
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const suffix = `(${n})`
    candidate = base.slice(0, MAX_SHEET_NAME - suffix.length) + suffix
  }
  return candidate
}

function columnsOf(header: unknown): XlsxColumn[] {
  if (!Array.isArray(header)) throw new TypeError('header must be an array')
  return header.map((column: unknown, index) => {
    if (typeof column === 'string') return { title: column }
    if (column && typeof column === 'object' && typeof (column as XlsxColumn).title === 'string') return column as XlsxColumn
    throw new TypeError(`header[${index}] must be a string or a column with a title`)
  })
}

/** Writes the workbook to `out`, ends it, and resolves when `out` has taken the last byte. */
export async function writeXlsx(out: Writable, sheets: readonly XlsxSheet[], options: WriteXlsxOptions = {}): Promise<WriteXlsxResult> {
  // Every header is checked before the first byte, so a bad call fails as an error, not a broken file.
  const plans = sheets.map((sheet) => ({ sheet, columns: columnsOf(sheet.header) }))
  const level = options.level ?? 1
  const batchRows = options.batchRows ?? Number.POSITIVE_INFINITY
  const styles = new XlsxStyles()
  const taken = new Set<string>()
  const named = plans.map(({ sheet, columns }) => {
    const name = sheetName(sheet.name, taken)
    taken.add(name.toLowerCase())
    return { sheet, name, xml: sheetXml(columns, styles) }
  })
  const names = named.map((n) => n.name)
  const now = new Date()
  const result: WriteXlsxResult = { rows: [] }

  let failure: Error | null = null
  let zipped = () => {}
  const zipDone = new Promise<void>((resolve) => (zipped = resolve))
  const zip = new Zip((error, chunk, final) => {
    if (error) failure ??= error
    else {
      if (chunk.length && !out.destroyed) out.write(chunk)
      if (final) zipped()
    }
  })
  const part = (path: string, text: string) => {
    const entry = new ZipDeflateEntry(path, level, now)
    zip.add(entry)
    entry.whole(text)
  }
  try {
    options.signal?.throwIfAborted()
    part('[Content_Types].xml', contentTypesXml(named.length))
    part('_rels/.rels', packageRelsXml())
    part('docProps/app.xml', appXml(names))
    part('docProps/core.xml', coreXml(options.creator ?? '成绩分析报告', now))
    part('xl/workbook.xml', workbookXml(names))
    part('xl/_rels/workbook.xml.rels', workbookRelsXml(named.length))
    // Every sheet's styles are known from its columns, so styles go before the rows.
    part('xl/styles.xml', styles.xml())

    for (const [index, { sheet, xml }] of named.entries()) {
      const entry = new ZipDeflateEntry(worksheetPath(index), level, now)
      zip.add(entry)
      const zlib = entry.open(DEFLATE_BUFFER)
      let pending = xml.head
      let inChunk = 0
      let rowNumber = xml.headerRows
      const max = sheet.maxRows ?? Number.POSITIVE_INFINITY
      /** Adds a row; true when the chunk is ready to go. */
      const add = (cells: readonly XlsxCell[]) => {
        options.signal?.throwIfAborted()
        pending += xml.row(cells, ++rowNumber)
        return pending.length >= CHUNK_CHARS || ++inChunk >= batchRows
      }
      const flush = async () => {
        const zlibFull = !zlib.write(pending)
        pending = ''
        inChunk = 0
        if (zlibFull) await zlib.drained()
        await drained(out, options.signal)
        if (failure) throw failure
      }
      const source = sheet.rows
      // Rows held in memory go without a promise per row; pages from the upstream come as an async iterator.
      if (Symbol.asyncIterator in source) {
        for await (const cells of source) {
          if (rowNumber - xml.headerRows >= max) break
          if (add(cells)) await flush()
        }
      } else {
        for (const cells of source) {
          if (rowNumber - xml.headerRows >= max) break
          if (add(cells)) await flush()
        }
      }
      zlib.write(pending + xml.tail)
      await zlib.end()
      result.rows.push(rowNumber - xml.headerRows)
    }
    zip.end()
    await zipDone
    if (failure) throw failure
    out.end()
    await finished(out, options.signal)
    return result
  } catch (error) {
    // Stop the zip and zlib so nothing more is written; the caller decides what happens to `out`.
    zip.terminate()
    throw error
  }
}

/** A turn of the event loop (zlib hands over its output), then wait while `out` is over its high-water mark. */
async function drained(out: Writable, signal: AbortSignal | undefined): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve))
  while (out.writableNeedDrain && !out.destroyed) await until(out, 'drain', signal)
  signal?.throwIfAborted()
  if (out.destroyed) throw new Error('output closed before the workbook was complete')
}

/** Waits for 'finish' after out.end(): the reader has taken every byte (or `out` buffered them). */
async function finished(out: Writable, signal: AbortSignal | undefined): Promise<void> {
  if (!out.writableFinished) await until(out, 'finish', signal)
  if (!out.writableFinished) throw new Error('output closed before the workbook was complete')
}

/** `event` or 'close', whichever comes first; rejects on 'error' or an abort. Leaves no listeners behind. */
async function until(out: Writable, event: string, signal: AbortSignal | undefined): Promise<void> {
  const stop = new AbortController()
  const options = { signal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal }
  try {
    await Promise.race([once(out, event, options), once(out, 'close', options)])
  } finally {
    stop.abort()
  }
}
