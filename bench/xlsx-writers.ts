// The 60,000-row ranking .xlsx (issue 22, speed): the floor, exceljs's streaming writer, the BFF's
// writer (server/src/lib/xlsx-stream.ts) and the whole download through the BFF, taking turns in one
// run. The rows are the BFF's own download of the 120,000-examinee exam's ranking (exam 280262611120,
// demo-city), read back once and held in memory, so every in-process contestant writes the same rows.
// Run: node --import tsx bench/xlsx-writers.ts [rounds, default 2] [zlib level, default 1]
//
// The floor is the same sheet XML built as strings and deflated by zlib with no zip container, two
// ways: the whole sheet deflated in one call (the XML held whole), and in chunks through a zlib stream
// (what a streaming writer can overlap with building the next chunk). Its bytes are checked to be the
// BFF writer's sheet part, so the floor writes no less than the writer does.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable, type TransformOptions } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { crc32, createDeflateRaw, deflateRawSync, type ZlibOptions } from 'node:zlib'
import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import { request } from 'undici'
import type { XlsxCell, XlsxColumn } from '@report/contracts/bff/xlsx'
import { writeXlsx, type XlsxSheet } from '../server/src/lib/xlsx-stream.ts'
import { XlsxStyles } from '../server/src/lib/xlsx-parts.ts'
import { sheetXml } from '../server/src/lib/xlsx-sheet-xml.ts'
import { writeXlsxWithExceljs } from './lib/exceljs-xlsx-writer.ts'
import { cpuSeconds, freePort, signIn, startBff, startUpstream } from './lib/processes.ts'

const EXAM = 'examid=280262611120&org=0'
const CHUNK_CHARS = 128 * 1024

/** A sink that counts bytes and drops them. */
function counter(): Writable & { bytes: number } {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      sink.bytes += chunk.length
      callback()
    },
  }) as Writable & { bytes: number }
  sink.bytes = 0
  return sink
}

/** The columns and rows of a downloaded ranking, as the BFF's source handed them to the writer. */
async function readRanking(file: string): Promise<{ name: string; columns: XlsxColumn[]; rows: XlsxCell[][] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' })
  for await (const sheet of reader) {
    const head: Array<Array<unknown>> = []
    const rows: XlsxCell[][] = []
    let columns: XlsxColumn[] = []
    let width = 0
    for await (const row of sheet) {
      const values = (row.values as unknown[]).slice(1)
      if (row.number <= 2) {
        head.push(values)
        width = Math.max(width, values.length)
        continue
      }
      if (row.number === 3) {
        // Two header rows when the first column's title is merged down (groups above other columns).
        const grouped = head[1]![0] === undefined
        if (!grouped) rows.push(head[1]!.map((v) => (v ?? null) as XlsxCell))
        let group: string | undefined
        columns = Array.from({ length: width }, (_, i) => {
          const top = head[0]![i] as string | undefined
          const bottom = grouped ? (head[1]![i] as string | undefined) : undefined
          if (top !== undefined) group = bottom === undefined ? undefined : top
          const numFmt = row.getCell(i + 1).numFmt
          return {
            title: bottom ?? top ?? '',
            ...(bottom !== undefined && group ? { group } : {}),
            ...(numFmt === '@' ? { text: true } : numFmt && numFmt !== 'General' ? { numFmt } : {}),
            width: 12,
          }
        })
      }
      const cells: XlsxCell[] = new Array(width)
      for (let i = 0; i < width; i++) cells[i] = (values[i] ?? null) as XlsxCell
      rows.push(cells)
    }
    return { name: (sheet as unknown as { name: string }).name, columns, rows }
  }
  throw new Error('the download has no sheet')
}

/** The floor, whole: the sheet's XML as one string, one deflate call. */
function floorWhole(columns: XlsxColumn[], rows: XlsxCell[][], level: number): { bytes: number; crc: number; size: number } {
  const xml = sheetXml(columns, new XlsxStyles())
  const parts: string[] = [xml.head]
  for (let i = 0; i < rows.length; i++) parts.push(xml.row(rows[i]!, xml.headerRows + i + 1))
  parts.push(xml.tail)
  const raw = Buffer.from(parts.join(''), 'utf8')
  return { bytes: deflateRawSync(raw, { level }).length, crc: crc32(raw), size: raw.length }
}

/** The floor, streamed: the same XML in chunks through a zlib stream, no container, no checksum. */
async function floorStream(columns: XlsxColumn[], rows: XlsxCell[][], level: number): Promise<{ bytes: number }> {
  const xml = sheetXml(columns, new XlsxStyles())
  const deflate = createDeflateRaw({ level: level, writableHighWaterMark: 1024 * 1024 } as ZlibOptions & TransformOptions)
  let bytes = 0
  deflate.on('data', (chunk: Buffer) => (bytes += chunk.length))
  const ended = new Promise((resolve) => deflate.once('end', resolve))
  let pending = xml.head
  for (let i = 0; i < rows.length; i++) {
    pending += xml.row(rows[i]!, xml.headerRows + i + 1)
    if (pending.length >= CHUNK_CHARS) {
      const full = !deflate.write(pending)
      pending = ''
      if (full) await new Promise((resolve) => deflate.once('drain', resolve))
    }
  }
  deflate.end(pending + xml.tail)
  await ended
  return { bytes }
}

/** Scenario 6c: the contest, as a RESULTS.md section. */
export async function xlsxWritersScenario(rounds = 2, level = 1): Promise<string> {
  const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ')
  const loadAtStart = load()
  const upstream = await startUpstream({}, await freePort())
  const bff = await startBff({ UPSTREAM_URL: upstream.url }, await freePort())
  const dir = mkdtempSync(join(tmpdir(), 'bench-xlsx-writers-'))
  try {
    const cookie = await signIn(upstream.url, 'demo-city')
    // The first report call builds the exam's score cube: not part of any contestant's time.
    for (let attempt = 0, status = 0; attempt < 10 && status !== 200; attempt++) {
      status = (await request(`${bff.url}/report/bff/report-page?route=report-ranking&${EXAM}`, { headers: { cookie } })).statusCode
    }
    const download = async (file?: string) => {
      const started = performance.now()
      const res = await request(`${bff.url}/report/bff/table-export?source=report-table&route=report-ranking&block=ranking&${EXAM}`, { headers: { cookie } })
      if (res.statusCode !== 200) throw new Error(`the download answered ${res.statusCode}: ${await res.body.text()}`)
      const sink = counter()
      await pipeline(res.body, file ? createWriteStream(file) : sink)
      return { ms: performance.now() - started, bytes: sink.bytes }
    }
    const file = join(dir, 'ranking.xlsx')
    await download(file)
    const { name, columns, rows } = await readRanking(file)
    process.stderr.write(`xlsx-writers: ${rows.length} rows × ${columns.length} columns in memory\n`)
    const sheet = (): XlsxSheet[] => [{ name, header: columns, rows }]

    // Fairness: the floor's XML is the writer's sheet part, byte for byte (same size and checksum).
    const check = floorWhole(columns, rows, level)
    const written: Buffer[] = []
    const collect = new Writable({ write: (chunk: Buffer, _e, callback) => (written.push(chunk), callback()) })
    await writeXlsx(collect, sheet(), { level })
    const part = unzipSync(Buffer.concat(written), { filter: (f) => f.name === 'xl/worksheets/sheet1.xml' })['xl/worksheets/sheet1.xml']!
    if (part.length !== check.size || crc32(part) !== check.crc) throw new Error('the floor does not build the writer\'s sheet XML')

    // Where the download's time goes besides the writer: the rows' way from the upstream through the BFF.
    const pages = Math.ceil(rows.length / 500)
    const page = async (n: number) => {
      const res = await request(`${bff.url}/report/bff/report-table?route=report-ranking&block=ranking&page=${n}&pageSize=500&${EXAM}`, { headers: { cookie } })
      if (res.statusCode !== 200) throw new Error(`report-table page ${n} answered ${res.statusCode}`)
      return (await res.body.arrayBuffer()).byteLength
    }
    const pagesAsJson = async () => {
      let bytes = 0
      let next: Promise<number> | null = page(1)
      for (let n = 1; next; n++) {
        const current: Promise<number> = next
        next = n < pages ? page(n + 1) : null
        bytes += await current
      }
      return bytes
    }

    const contestants: Array<[string, () => Promise<number>]> = [
      ['floor, whole: sheet XML as one string + one zlib deflateRaw call', async () => floorWhole(columns, rows, level).bytes],
      ['floor, streamed: sheet XML in 128 K chunks through a zlib deflateRaw stream', async () => (await floorStream(columns, rows, level)).bytes],
      ['BFF writer (xlsx-stream.ts: XML strings, zlib stream, fflate zip container)', async () => {
        const sink = counter()
        await writeXlsx(sink, sheet(), { level })
        return sink.bytes
      }],
      ['exceljs streaming WorkbookWriter (the writer before)', async () => {
        const sink = counter()
        await writeXlsxWithExceljs(sink, sheet())
        return sink.bytes
      }],
      ['whole download through the BFF (upstream pages → rows → file → HTTP client)', async () => (await download()).bytes],
      [`no file: the same ${pages} pages of 500 rows as the BFF's report-table JSON view, the next asked while one is read (as the export pages)`, pagesAsJson],
    ]
    const times = contestants.map(() => [] as number[])
    const sizes = contestants.map(() => 0)
    // CPU seconds of this process, the BFF and the upstream during each round: whose work the time is.
    const cpu = contestants.map(() => [] as Array<[number, number, number]>)
    const cpuNow = (): [number, number, number] => {
      const own = process.cpuUsage()
      return [(own.user + own.system) / 1e6, cpuSeconds(bff.pid), cpuSeconds(upstream.pid)]
    }
    for (let round = 0; round < rounds; round++) {
      for (const [k, [label, run]] of contestants.entries()) {
        const cpuBefore = cpuNow()
        const started = performance.now()
        sizes[k] = await run()
        times[k]!.push(performance.now() - started)
        const cpuAfter = cpuNow()
        cpu[k]!.push([0, 1, 2].map((i) => cpuAfter[i]! - cpuBefore[i]!) as [number, number, number])
        process.stderr.write(`round ${round + 1} ${label}: ${Math.round(times[k]!.at(-1)!)} ms\n`)
      }
    }
    const best = times.map((xs) => Math.min(...xs))
    const floor = Math.min(best[0]!, best[1]!)
    const lines = [
      `## 6c. ${rows.length.toLocaleString('en')}-row ranking .xlsx: writers against the floor, in one run (issue 22)`,
      '',
      `\`node --import tsx bench/xlsx-writers.ts ${rounds} ${level}\`, ${new Date().toISOString()}; load average ${loadAtStart} at the start, ${load()} at the end.`,
      `The rows: the BFF's own download of 成绩排名 of exam 280262611120 (120,000 examinees) as demo-city, read back once: ${rows.length.toLocaleString('en')} rows × ${columns.length} columns held in memory; zlib level ${level} for every contestant (exceljs's zip, compress-commons, uses 1).`,
      `${rounds} rounds, contestants taking turns; the best round of each; the floor is the faster floor. The floor's XML was checked to be the writer's sheet part byte for byte.`,
      '',
      '| contestant | best s | rounds s | output MiB | × the floor | CPU s in the best round: bench process / BFF / upstream |',
      '| --- | ---: | --- | ---: | ---: | --- |',
      ...contestants.map(([label], k) => {
        const round = times[k]!.indexOf(best[k]!)
        const used = cpu[k]![round]!.map((s) => s.toFixed(1)).join(' / ')
        return `| ${label} | ${(best[k]! / 1000).toFixed(2)} | ${times[k]!.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} | ${(sizes[k]! / 2 ** 20).toFixed(1)} | ${(best[k]! / floor).toFixed(2)} | ${used} |`
      }),
    ]
    return lines.join('\n')
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await bff.stop()
    await upstream.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${await xlsxWritersScenario(Number(process.argv[2] ?? 2), Number(process.argv[3] ?? 1))}\n`)
}
