// Issue 37, item 3: the ranking .xlsx of the provincial exam (280262611120) seeded at N examinees
// (default 1,000,000), downloaded as demo-city (the one account that sees that exam, every examinee of it)
// through a built BFF, against floors measured in the same run:
//   - the floor: the sheet XML for as many rows, in the download's shape, built as strings and deflated
//     through a zlib deflateRaw stream into a sink that drops the bytes (rows cycled from one real page,
//     so this process never holds more than a page);
//   - the stricter floor: the same, its rows read from the upstream's own pages (same page size, same
//     order, the next page asked while one is written, as the export's pagesAhead does);
//   - the pages alone: those upstream pages read and JSON-parsed, nothing written.
// The BFF's RSS is sampled every 100 ms from /proc during its download (and its VmHWM reset before and read
// after, which catches what the sampling misses).
// Run: node --import tsx bench/xlsx-million.ts [--students=N] [--rounds=R] [--rest=S] [--all-rows-floors] [--cpu-prof] [--build]
//   --rest=S (default 45; 0: none): one download right after the BFF's start, its memory reported apart, then S seconds
//   at rest before the rounds. A BFF seconds after its start still holds its start-up's garbage and a young generation
//   grown by it (V8 gives both back after some seconds of rest); one that has been running has not, and the rounds
//   measure that one. Both figures are reported. That first download also warms the BFF's code before the rounds;
//   its seconds are not counted.
//   --all-rows-floors: also time the floors for every examinee, whatever the BFF's row cap lets through.
//   --cpu-prof: the BFF runs under --cpu-prof; the profile's directory is printed.
//   --build: rebuild server/dist and fixtures/dist first when a source is newer (as startBff does). Without it the
//   builds are run as they are, stale or not (a warning says so): a rebuild in a tree someone else is editing
//   would measure their half-made change and replace the build their own benches compare against.
//   SERVER_BUILD_DIR=<dir> runs the builds in server/<dir> and fixtures/<dir> instead of dist.
// The floor is a minimal equivalent of xlsx-writers.ts's floorStream (not exported there): the same
// sheetXml, the same 128 K chunks, the same zlib level 1.
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TransformOptions } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { crc32, createDeflateRaw, type ZlibOptions } from 'node:zlib'
import { Unzip, UnzipInflate } from 'fflate'
import { request } from 'undici'
import { EXPORT_LIMITS, type XlsxCell, type XlsxColumn } from '@report/contracts/bff/xlsx'
import { MAX_PAGE_LIMIT } from '@report/contracts/upstream/reports/common'
import { REPORT_PATHS } from '@report/contracts/upstream/reports/paths'
import { REPORT_ANSWER_SCHEMAS } from '@report/contracts/upstream/reports/answers'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import { completeAnswer } from '../server/src/domain/reports/answer-derivations.ts'
import { cellSheet, pagesAhead } from '../server/src/domain/reports/table-sheet.ts'
import { studentSheetPage } from '../server/src/views/reports/pages/student-table.ts'
import { XlsxStyles } from '../server/src/lib/xlsx-parts.ts'
import { sheetXml } from '../server/src/lib/xlsx-sheet-xml.ts'
import { builtFile, ensureServerBuild, staleSources } from '../scripts/server-build.mjs'
import { option } from './lib/args.ts'
import { countDelta, cpuSeconds, freePort, rssMiB, signIn, startBff, startUpstream, upstreamCounts, type Started } from './lib/processes.ts'

const args = process.argv.slice(2)
const STUDENTS = Number(option('students') ?? 1_000_000)
const ROUNDS = Number(option('rounds') ?? args.find((a) => /^\d+$/.test(a)) ?? 1)
const ALL_ROWS_FLOORS = args.includes('--all-rows-floors')
const CPU_PROF = args.includes('--cpu-prof')
const BUILD = args.includes('--build')
const REST_S = Number(option('rest') ?? 45)
if (!Number.isFinite(REST_S) || REST_S < 0) throw new Error(`--rest takes seconds (0 or more), not ${option('rest')}`)
const LEVEL = 1
const CHUNK_CHARS = 128 * 1024
const EXAM_ID = '280262611120'
const FRAME = { examid: EXAM_ID, org: 0 }
const EXPORT_PATH = `/report/bff/table-export?source=report-table&route=report-ranking&block=ranking&examid=${EXAM_ID}&org=0`
const RSS_TARGET_MB = 300
const RATIO_TARGET = 1.5

type StudentPage = Parameters<typeof studentSheetPage>[1]
type SheetPage = ReturnType<typeof studentSheetPage>

const log = (line: string) => process.stderr.write(`[xlsx-million ${new Date().toISOString().slice(11, 19)}] ${line}\n`)
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ')
const mib = (bytes: number) => bytes / 2 ** 20

/** One report call straight to the upstream, as the BFF makes it (POST, JSON body, the session's cookie); its data. */
async function upstreamCall(upstream: string, cookie: string, path: string, body: object): Promise<unknown> {
  const res = await request(`${upstream}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    headersTimeout: 300_000,
    bodyTimeout: 300_000,
  })
  const text = await res.body.text()
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${text.slice(0, 200)}`)
  const envelope = JSON.parse(text) as { code: number; msg?: string; data?: unknown }
  if (envelope.code !== 0) throw new Error(`${path} answered code ${envelope.code}: ${envelope.msg ?? ''}`)
  return envelope.data
}

/** The ranking's page `n` (1-based) of MAX_PAGE_LIMIT rows: the body the BFF's sheetPage sends (frame, then paging; no sort). */
const rankingPage = (upstream: string, cookie: string, n: number) =>
  upstreamCall(upstream, cookie, REPORT_PATHS.ranking, { ...FRAME, offset: (n - 1) * MAX_PAGE_LIMIT, limit: MAX_PAGE_LIMIT }) as Promise<StudentPage>

/** The sheet XML deflated through a zlib stream into a sink that only counts (and, when asked, checksums the XML). */
class SheetDeflater {
  private readonly xml
  private readonly deflate
  private readonly ended: Promise<unknown>
  private pending: string
  private rowNumber: number
  bytes = 0
  xmlBytes = 0
  crc = 0

  constructor(columns: readonly XlsxColumn[], private readonly checksum = false) {
    this.xml = sheetXml(columns, new XlsxStyles())
    this.deflate = createDeflateRaw({ level: LEVEL, writableHighWaterMark: 1024 * 1024 } as ZlibOptions & TransformOptions)
    this.deflate.on('data', (chunk: Buffer) => (this.bytes += chunk.length))
    this.ended = new Promise((resolve, reject) => {
      this.deflate.once('end', resolve)
      this.deflate.once('error', reject)
    })
    this.pending = this.xml.head
    this.rowNumber = this.xml.headerRows
  }

  /** Adds a row; a promise only when zlib's buffer is full (the writer waits, as xlsx-stream.ts does). */
  add(cells: readonly XlsxCell[]): Promise<void> | undefined {
    this.pending += this.xml.row(cells, ++this.rowNumber)
    if (this.pending.length < CHUNK_CHARS) return undefined
    return this.flush(this.pending)
  }

  private flush(text: string): Promise<void> | undefined {
    this.pending = ''
    if (this.checksum) {
      const buffer = Buffer.from(text, 'utf8')
      this.crc = crc32(buffer, this.crc)
      this.xmlBytes += buffer.length
      return this.deflate.write(buffer) ? undefined : new Promise((resolve) => this.deflate.once('drain', resolve))
    }
    return this.deflate.write(text) ? undefined : new Promise((resolve) => this.deflate.once('drain', resolve))
  }

  async end(): Promise<{ bytes: number; rows: number }> {
    const last = this.pending + this.xml.tail
    if (this.checksum) {
      const buffer = Buffer.from(last, 'utf8')
      this.crc = crc32(buffer, this.crc)
      this.xmlBytes += buffer.length
      this.deflate.end(buffer)
    } else this.deflate.end(last)
    await this.ended
    return { bytes: this.bytes, rows: this.rowNumber - this.xml.headerRows }
  }
}

/** The sheet's columns as the BFF's export makes them from a page (cellSheet's header). */
function columnsOf(page: SheetPage): XlsxColumn[] {
  return cellSheet('成绩排名', page.columns, (async function* () {})(), 0).header as XlsxColumn[]
}

/** The data rows of the downloaded workbook's first sheet, the sheet XML's size and CRC-32: streamed, nothing held. */
async function sheetFacts(file: string): Promise<{ rowElements: number; xmlBytes: number; crc: number }> {
  let rowElements = 0
  let xmlBytes = 0
  let crc = 0
  let carry = Buffer.alloc(0)
  let found = false
  let done!: () => void
  let failed!: (error: Error) => void
  const finished = new Promise<void>((resolve, reject) => ((done = resolve), (failed = reject)))
  const unzip = new Unzip((entry) => {
    if (entry.name !== 'xl/worksheets/sheet1.xml') return
    found = true
    entry.ondata = (error, data, final) => {
      if (error) return failed(error)
      const chunk = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      crc = crc32(chunk, crc)
      xmlBytes += chunk.length
      // '<row ' may straddle two chunks: the last 4 bytes of the one before are searched again with this one.
      const text = carry.length ? Buffer.concat([carry, chunk]) : chunk
      for (let at = text.indexOf('<row '); at !== -1; at = text.indexOf('<row ', at + 5)) rowElements++
      carry = Buffer.from(text.subarray(Math.max(0, text.length - 4)))
      if (final) done()
    }
    entry.start()
  })
  unzip.register(UnzipInflate)
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) unzip.push(chunk as Buffer)
  unzip.push(new Uint8Array(0), true)
  if (!found) throw new Error('the download has no xl/worksheets/sheet1.xml')
  await finished
  return { rowElements, xmlBytes, crc }
}

interface Rss {
  before: number
  sampledPeak: number
  hwm: number | null
  samples: number
}

/** The highest RSS a download reached: the sampled peak, or VmHWM where it caught a higher one. */
const peakOf = (rss: Rss) => Math.max(rss.sampledPeak, rss.hwm ?? 0)

interface Outcome {
  bytes: number
  rows: number
  /** The download only: the BFF's RSS before it, its sampled peak, and its VmHWM after a reset (null when /proc refused the reset). */
  rss?: Rss
}

/** The download through the BFF, streamed to `file`, the BFF's RSS sampled meanwhile. */
async function download(bff: Started, cookie: string, file: string): Promise<Outcome> {
  const before = rssMiB(bff.pid)
  let hwmReset = true
  try {
    // 5 resets the process's peak RSS (VmHWM) to its current RSS (proc(5), clear_refs).
    writeFileSync(`/proc/${bff.pid}/clear_refs`, '5')
  } catch {
    hwmReset = false
  }
  let peak = before
  let samples = 0
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(bff.pid))
      samples++
    } catch {
      // the BFF is gone: the download fails on its own
    }
  }, 100)
  try {
    const res = await request(`${bff.url}${EXPORT_PATH}`, { headers: { cookie }, headersTimeout: 300_000, bodyTimeout: 300_000 })
    if (res.statusCode !== 200) throw new Error(`the download answered ${res.statusCode}: ${(await res.body.text()).slice(0, 300)}`)
    await pipeline(res.body, createWriteStream(file, { highWaterMark: 1024 * 1024 }))
  } finally {
    clearInterval(sampler)
  }
  peak = Math.max(peak, rssMiB(bff.pid))
  const hwm = hwmReset ? Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${bff.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024 : null
  return { bytes: statSync(file).size, rows: -1, rss: { before, sampledPeak: peak, hwm, samples } }
}

/** Upstream pages 1…last as the export asks for them (pagesAhead: the next asked while one is consumed), each read and parsed. */
async function pagesAlone(upstream: string, cookie: string, rows: number): Promise<Outcome> {
  const last = Math.ceil(rows / MAX_PAGE_LIMIT)
  let seen = 0
  for await (const page of pagesAhead(await rankingPage(upstream, cookie, 1), last, (n) => rankingPage(upstream, cookie, n))) seen += page.items.length
  return { bytes: 0, rows: Math.min(seen, rows) }
}

/** The stricter floor: those pages, each page's rows as the export's cells (studentSheetPage), their XML deflated as they come. */
async function floorWithPages(upstream: string, cookie: string, exam: ReportExamInfo, rows: number, checksum = false): Promise<Outcome & { crc: number; xmlBytes: number }> {
  const last = Math.ceil(rows / MAX_PAGE_LIMIT)
  const sheetPageOf = async (n: number) => studentSheetPage(exam, await rankingPage(upstream, cookie, n))
  const first = await sheetPageOf(1)
  const sheet = new SheetDeflater(columnsOf(first), checksum)
  let written = 0
  for await (const page of pagesAhead(first, last, sheetPageOf)) {
    for (const cells of page.rows) {
      if (written >= rows) break
      written++
      const full = sheet.add(cells)
      if (full) await full
    }
  }
  const { bytes } = await sheet.end()
  return { bytes, rows: written, crc: sheet.crc, xmlBytes: sheet.xmlBytes }
}

/** The floor: `rows` rows of the download's shape (one real page's cells, cycled), their XML deflated. */
async function floor(template: SheetPage, rows: number): Promise<Outcome> {
  const sheet = new SheetDeflater(columnsOf(template))
  const cycle = template.rows
  for (let i = 0; i < rows; i++) {
    const full = sheet.add(cycle[i % cycle.length]!)
    if (full) await full
  }
  return sheet.end()
}

async function waitForStatistics(upstream: string, seconds: number): Promise<number> {
  const started = performance.now()
  for (;;) {
    const state = (await (await fetch(`${upstream}/reference/statistics`)).json()) as { pending: string[]; precomputed: number }
    if (state.pending.length === 0 && state.precomputed > 0) return performance.now() - started
    if (performance.now() - started > seconds * 1000) throw new Error(`the upstream's statistics were not done in ${seconds} s`)
    await sleep(250)
  }
}

async function main(): Promise<void> {
  const date = new Date().toISOString()
  const loadAtStart = load()
  const dir = mkdtempSync(join(tmpdir(), 'bench-xlsx-million-'))
  const profileDir = join(dir, 'cpu-prof')
  const started: Started[] = []
  const stopAll = async () => {
    for (const p of started.reverse()) await p.stop()
  }
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)))
  try {
    if (BUILD) await ensureServerBuild()
    const stale = staleSources()
    if (stale.length > 0) log(`WARNING: the builds are older than ${stale.join(', ')}; measuring them as they are (--build rebuilds)`)
    log(`starting the upstream with ${STUDENTS.toLocaleString('en')} examinees in the provincial exam`)
    const upstream = await startUpstream({ UPSTREAM_PROVINCE_STUDENTS: String(STUDENTS), UPSTREAM_STATISTICS_AHEAD: '1', LOG_LEVEL: 'warn' }, await freePort(), [], { file: builtFile('fixtures') })
    started.push(upstream)
    const statisticsMs = await waitForStatistics(upstream.url, 900)
    log(`upstream statistics done ${(statisticsMs / 1000).toFixed(1)} s after it listened; upstream RSS ${rssMiB(upstream.pid).toFixed(0)} MiB`)
    const bff = await startBff(
      { UPSTREAM_URL: upstream.url, UPSTREAM_HEADERS_TIMEOUT_MS: '120000' },
      await freePort(),
      CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      // A file given: startBff runs it without its ensureServerBuild.
      { file: builtFile('server') },
    )
    started.push(bff)
    const cookie = await signIn(upstream.url, 'demo-city')

    // The ranking's first page once through the BFF (its session and the exam's facts), outside every timing.
    for (let attempt = 0, status = 0; status !== 200; attempt++) {
      const res = await request(`${bff.url}/report/bff/report-page?route=report-ranking&examid=${EXAM_ID}&org=0`, { headers: { cookie }, headersTimeout: 300_000, bodyTimeout: 300_000 })
      status = res.statusCode
      const body = await res.body.text()
      if (status !== 200 && attempt >= 9) throw new Error(`the ranking page answered ${status}: ${body.slice(0, 300)}`)
    }

    const exam = completeAnswer(REPORT_ANSWER_SCHEMAS.examInfo, await upstreamCall(upstream.url, cookie, REPORT_PATHS.examInfo, FRAME), FRAME) as ReportExamInfo
    const head = studentSheetPage(exam, await rankingPage(upstream.url, cookie, 1))
    const examinees = head.total
    log(`the ranking as demo-city: ${examinees.toLocaleString('en')} students, ${columnsOf(head).length} columns; the BFF's export cap (EXPORT_LIMITS.rankingSingle) is ${EXPORT_LIMITS.rankingSingle.toLocaleString('en')} rows`)

    const file = join(dir, 'ranking.xlsx')
    // The download right after start and the rest that follows it (--rest), before the rounds.
    let afterStart: { fresh: Rss; restedFrom: number; restedTo: number } | undefined
    if (REST_S > 0) {
      const fresh = (await download(bff, cookie, file)).rss!
      rmSync(file, { force: true })
      log(`right after start: BFF RSS ${fresh.before.toFixed(0)} → peak ${fresh.sampledPeak.toFixed(0)} MiB (VmHWM ${fresh.hwm?.toFixed(0) ?? '?'}); resting ${REST_S} s`)
      const restedFrom = rssMiB(bff.pid)
      await sleep(REST_S * 1000)
      afterStart = { fresh, restedFrom, restedTo: rssMiB(bff.pid) }
      log(`rested: BFF RSS ${restedFrom.toFixed(0)} → ${afterStart.restedTo.toFixed(0)} MiB`)
    }
    let rows = 0
    type Contestant = { label: string; run: () => Promise<Outcome>; floor?: 'floor' | 'stricter' }
    const contestants: Contestant[] = [
      { label: 'whole download through the BFF (upstream pages → cells → xlsx → HTTP → file)', run: () => download(bff, cookie, file) },
      { label: 'the pages alone: the same upstream pages read and JSON-parsed, the next asked while one is read, nothing written', run: () => pagesAlone(upstream.url, cookie, rows) },
      { label: 'stricter floor: those pages → cells (studentSheetPage) → sheet XML → zlib deflateRaw stream → sink', run: () => floorWithPages(upstream.url, cookie, exam, rows), floor: 'stricter' },
      { label: 'floor: sheet XML of as many rows (one page cycled) → zlib deflateRaw stream → sink', run: () => floor(head, rows), floor: 'floor' },
    ]
    if (ALL_ROWS_FLOORS) {
      contestants.push(
        { label: `every examinee: the pages alone (${Math.ceil(examinees / MAX_PAGE_LIMIT)} pages)`, run: () => pagesAlone(upstream.url, cookie, examinees) },
        { label: 'every examinee: stricter floor', run: () => floorWithPages(upstream.url, cookie, exam, examinees) },
        { label: 'every examinee: floor', run: () => floor(head, examinees) },
      )
    }
    const times = contestants.map(() => [] as number[])
    const outcomes: Outcome[][] = contestants.map(() => [])
    const cpu = contestants.map(() => [] as Array<[number, number, number]>)
    const cpuNow = (): [number, number, number] => {
      const own = process.cpuUsage()
      return [(own.user + own.system) / 1e6, cpuSeconds(bff.pid), cpuSeconds(upstream.pid)]
    }
    let pagesOfDownload: Record<string, number> = {}
    let check = ''
    for (let round = 0; round < ROUNDS; round++) {
      for (const [k, contestant] of contestants.entries()) {
        const countsBefore = k === 0 && round === 0 ? await upstreamCounts(upstream.url).catch(() => ({})) : null
        const cpuBefore = cpuNow()
        const t0 = performance.now()
        const outcome = await contestant.run()
        times[k]!.push(performance.now() - t0)
        const cpuAfter = cpuNow()
        cpu[k]!.push([0, 1, 2].map((i) => cpuAfter[i]! - cpuBefore[i]!) as [number, number, number])
        if (k === 0) {
          const facts = await sheetFacts(file)
          outcome.rows = facts.rowElements - sheetXml(columnsOf(head), new XlsxStyles()).headerRows
          rows = outcome.rows
          if (countsBefore) pagesOfDownload = countDelta(countsBefore, await upstreamCounts(upstream.url).catch(() => ({})))
          if (round === 0) {
            // Fairness, once: the stricter floor's XML is the download's sheet part, byte for byte.
            const mine = await floorWithPages(upstream.url, cookie, exam, rows, true)
            check = mine.xmlBytes === facts.xmlBytes && mine.crc === facts.crc
              ? `the stricter floor's sheet XML is the download's sheet part byte for byte (${mib(facts.xmlBytes).toFixed(1)} MiB, CRC-32 ${facts.crc.toString(16)})`
              : `NOT the same XML: the download's sheet part ${facts.xmlBytes} bytes, CRC-32 ${facts.crc.toString(16)}; the stricter floor's ${mine.xmlBytes} bytes, ${mine.crc.toString(16)}`
            log(check)
          }
          rmSync(file, { force: true })
        }
        outcomes[k]!.push(outcome)
        const rss = outcome.rss ? `; BFF RSS ${outcome.rss.before.toFixed(0)} → peak ${outcome.rss.sampledPeak.toFixed(0)} MiB (VmHWM ${outcome.rss.hwm?.toFixed(0) ?? '?'})` : ''
        log(`round ${round + 1} ${contestant.label}: ${(times[k]!.at(-1)! / 1000).toFixed(2)} s, ${outcome.rows.toLocaleString('en')} rows${rss}`)
      }
    }

    const best = times.map((xs) => Math.min(...xs))
    const floorMs = best[contestants.findIndex((c) => c.floor === 'floor')]!
    const stricterMs = best[contestants.findIndex((c) => c.floor === 'stricter')]!
    const downloads = outcomes[0]!
    const peakRss = Math.max(...downloads.map((o) => peakOf(o.rss!)))
    const mb = (miB: number) => (miB * 2 ** 20) / 1e6
    const freshPeak = afterStart && peakOf(afterStart.fresh)
    const lines = [
      ...(stale.length > 0 ? [`WARNING: the builds measured (${builtFile('server')}, ${builtFile('fixtures')}) are older than ${stale.join(', ')}.`, ''] : []),
      `## xlsx-million: the ranking .xlsx of the ${STUDENTS.toLocaleString('en')}-examinee exam through the BFF (issue 37, item 3)`,
      '',
      `\`node --import tsx bench/xlsx-million.ts --students=${STUDENTS} --rounds=${ROUNDS} --rest=${REST_S}${ALL_ROWS_FLOORS ? ' --all-rows-floors' : ''}${CPU_PROF ? ' --cpu-prof' : ''}\`, ${date}; load average ${loadAtStart} at the start, ${load()} at the end; ${ROUNDS} round(s), contestants taking turns, the best round of each.`,
      `Exam ${EXAM_ID} as demo-city (its ranking holds every examinee: ${examinees.toLocaleString('en')}); the BFF's download stops at EXPORT_LIMITS.rankingSingle = ${EXPORT_LIMITS.rankingSingle.toLocaleString('en')} rows, so the download has **${rows.toLocaleString('en')} data rows** × ${columnsOf(head).length} columns, and the floors write as many. zlib level ${LEVEL} everywhere.`,
      `The upstream's statistics were done ${(statisticsMs / 1000).toFixed(1)} s after it listened. The download's upstream calls: ${Object.entries(pagesOfDownload).map(([k, n]) => `${k} × ${n}`).join(', ') || 'not read'}.`,
      `Check: ${check}.`,
      afterStart
        ? `The rounds ran after one download right after the BFF's start (BFF RSS ${afterStart.fresh.before.toFixed(0)} → peak ${afterStart.fresh.sampledPeak.toFixed(0)} MiB, VmHWM ${afterStart.fresh.hwm?.toFixed(0) ?? '—'}) and ${REST_S} s at rest (RSS ${afterStart.restedFrom.toFixed(0)} → ${afterStart.restedTo.toFixed(0)} MiB).`
        : 'The rounds ran right after the BFF\'s start (`--rest=0`).',
      '',
      '| contestant | rows | best s | rounds s | output MiB | × the floor | × the stricter floor | CPU s in the best round: bench / BFF / upstream | BFF RSS before → peak during (VmHWM), MiB |',
      '| --- | ---: | ---: | --- | ---: | ---: | ---: | --- | --- |',
      ...contestants.map(({ label }, k) => {
        const round = times[k]!.indexOf(best[k]!)
        const outcome = outcomes[k]![round]!
        const rss = outcome.rss ? `${outcome.rss.before.toFixed(0)} → ${outcome.rss.sampledPeak.toFixed(0)} (${outcome.rss.hwm?.toFixed(0) ?? '—'}), ${outcome.rss.samples} samples` : '—'
        return `| ${label} | ${outcome.rows.toLocaleString('en')} | ${(best[k]! / 1000).toFixed(2)} | ${times[k]!.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} | ${outcome.bytes ? mib(outcome.bytes).toFixed(1) : '—'} | ${(best[k]! / floorMs).toFixed(2)} | ${(best[k]! / stricterMs).toFixed(2)} | ${cpu[k]![round]!.map((s) => s.toFixed(1)).join(' / ')} | ${rss} |`
      }),
      '',
      `Against the targets (for ${rows.toLocaleString('en')} rows, not ${STUDENTS.toLocaleString('en')}): BFF peak RSS ${afterStart ? 'in the rounds, after rest, ' : ''}${peakRss.toFixed(0)} MiB = ${mb(peakRss).toFixed(0)} MB against ≤ ${RSS_TARGET_MB} MB: **${mb(peakRss) <= RSS_TARGET_MB ? 'met' : 'missed'}**${freshPeak === undefined ? '' : `, right after start ${freshPeak.toFixed(0)} MiB = ${mb(freshPeak).toFixed(0)} MB: **${mb(freshPeak) <= RSS_TARGET_MB ? 'met' : 'missed'}**`}; the download ${(best[0]! / floorMs).toFixed(2)}× the floor against ≤ ${RATIO_TARGET}×: **${best[0]! / floorMs <= RATIO_TARGET ? 'met' : 'missed'}** (${(best[0]! / stricterMs).toFixed(2)}× the stricter floor).`,
      ...(CPU_PROF ? ['', `The BFF's CPU profile: ${profileDir} (kept).`] : []),
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  } finally {
    await stopAll()
    if (CPU_PROF) log(`the BFF's CPU profile is in ${profileDir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

await main()
