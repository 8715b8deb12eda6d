// Streaming .xlsx (server/src/lib/xlsx-stream.ts) through GET /report/bff/table-export: 60,000 rows
// must stream with flat memory and read back whole; the writer waits for a slow reader; the header
// must be an array; grouped headers, several Chinese sheets and row caps.
import t from 'tap'
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import ExcelJS from 'exceljs'
import { Type } from 'typebox'
import { buildBff, listen } from '../helpers/build.ts'
import { calcCell, resavedByLibreOffice } from '../helpers/libreoffice.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'
import { defineTableSource, tableSourcesOf } from '../../src/views/table-export.ts'
import { writeXlsx, type XlsxSheet } from '../../src/lib/xlsx-stream.ts'

const SESSION = 'unifyToken=U1'
const ROWS = 60_000

function studentRow(i: number): Array<string | number> {
  return [String(i).padStart(8, '0'), `学生${i}`, `${(i % 20) + 1}班`, ((i * 7919) % 750) / 5, i % 97 === 0 ? '未考' : (i % 500) + 1, i % 13 === 0 ? '--' : 0.5]
}

const STUDENT_HEADER: XlsxSheet['header'] = [
  { title: '学号', text: true, width: 12 }, { title: '姓名' }, { title: '班级' },
  { title: '分数', group: '总分' }, { title: '名次', group: '总分' }, { title: '得分率', group: '总分', numFmt: '0.00%' },
]

/**
 * 60,000 generated students, produced only as fast as they are asked for (a page boundary every
 * 1,000); `checkpoint` runs at every 15,000th row (memory samples while the stream is under way).
 */
function studentSource(progress: { produced: number; finished: boolean }, checkpoint: (row: number) => void = () => {}) {
  return defineTableSource({
    name: 'students-60k',
    query: Type.Object({}),
    async open() {
      async function* rows() {
        try {
          for (let i = 1; i <= ROWS; i++) {
            progress.produced = i
            if (i % 1000 === 0) await new Promise((r) => setImmediate(r))
            if (i % 15_000 === 0) checkpoint(i)
            yield studentRow(i)
          }
        } finally {
          progress.finished = true
        }
      }
      return { filename: '全体学生', sheets: [{ name: '成绩排名', header: STUDENT_HEADER, rows: rows() }] }
    },
  })
}

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** Live heap plus Buffers: what the process holds on to. */
function live(): number {
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

/** Every row of every sheet through exceljs's streaming reader: values only, nothing kept but what `keep` picks. */
async function readRows(file: string, keep: (sheet: string, row: number) => boolean) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' })
  const counts = new Map<string, number>()
  const kept = new Map<string, unknown[]>()
  for await (const worksheet of reader) {
    const name = (worksheet as unknown as { name: string }).name
    let count = 0
    for await (const row of worksheet) {
      count = row.number
      if (keep(name, row.number)) kept.set(`${name}!${row.number}`, (row.values as unknown[]).slice(1))
    }
    counts.set(name, count)
  }
  return { counts, kept }
}

t.test('60,000 rows stream through the route with flat memory and read back whole', async (t) => {
  const progress = { produced: 0, finished: false }
  // Live memory (after a full collection) at rows 15,000, 30,000, 45,000 and 60,000, against before.
  // Few samples on purpose: a full collection is slow on a busy machine.
  const samples: Array<[row: number, mb: number]> = []
  let baseline = 0
  const app = await buildBff(t, await listen(t, fakeUpstream({}).app))
  tableSourcesOf(app).register(studentSource(progress, (row) => samples.push([row, (live() - baseline) / 2 ** 20])))
  const base = await listen(t, app)
  const dir = mkdtempSync(join(tmpdir(), 'table-export-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'students.xlsx')

  baseline = live()
  const started = performance.now()

  const response = await fetch(`${base}/report/bff/table-export?source=students-60k`, { headers: { cookie: SESSION } })
  t.equal(response.status, 200)
  t.equal(response.headers.get('transfer-encoding'), 'chunked', 'sent as a stream, no content-length')
  t.match(response.headers.get('content-disposition') ?? '', /filename\*=UTF-8''%E5%85%A8%E4%BD%93%E5%AD%A6%E7%94%9F\.xlsx$/)

  let producedAtFirstChunk = -1
  let bytes = 0
  let chunks = 0
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>)
  body.on('data', (chunk: Buffer) => {
    if (producedAtFirstChunk < 0) producedAtFirstChunk = progress.produced
    bytes += chunk.length
    chunks++
  })
  await pipeline(body, createWriteStream(file))
  const peakMb = Math.max(...samples.map(([, mb]) => mb))

  t.ok(producedAtFirstChunk < ROWS / 2, `bytes arrived while rows were still being produced (row ${producedAtFirstChunk} of ${ROWS})`)
  t.ok(chunks > 10, `many chunks (${chunks}), not one buffer`)
  t.ok(progress.finished && progress.produced === ROWS)
  t.comment(`${(bytes / 2 ** 20).toFixed(1)} MB in ${chunks} chunks, ${Math.round(performance.now() - started)} ms; live memory above baseline ${samples.map(([row, mb]) => `row ${row}: ${mb.toFixed(1)} MB`).join(', ')}`)
  t.equal(samples.length, 4)
  // For comparison: exceljs's in-memory Workbook holds these 60,000 rows in about 100 MB of live heap.
  t.ok(peakMb < 24, `memory stays low while streaming (peak ${peakMb.toFixed(1)} MB < 24 MB)`)
  t.ok(samples[3]![1] - samples[0]![1] < 12, 'and flat: row 60,000 holds about what row 15,000 held (no growth with the row count)')

  const { counts, kept } = await readRows(file, (_sheet, n) => n <= 3 || n === 2 + 97 || n === 2 + 13 || n === ROWS + 2)
  t.same([...counts], [['成绩排名', ROWS + 2]], 'one Chinese-named sheet: two header rows plus 60,000 rows')
  t.same(kept.get('成绩排名!1'), ['学号', '姓名', '班级', '总分'], 'group title over its merged columns')
  t.same(kept.get('成绩排名!2'), [undefined, undefined, undefined, '分数', '名次', '得分率'], 'leaf titles; ungrouped titles merged down')
  t.same(kept.get('成绩排名!3'), studentRow(1))
  t.same(kept.get(`成绩排名!${2 + 97}`), studentRow(97), '未考 kept as text')
  t.same(kept.get(`成绩排名!${2 + 13}`), studentRow(13), "'--' kept as text")
  t.same(kept.get(`成绩排名!${ROWS + 2}`), studentRow(ROWS), 'the last row, student number 00060000 with its zeros')

  // Issue 22: the file must open in LibreOffice too. Calc opens it and saves it again; its file reads the same.
  const resaved = join(dir, 'students-libreoffice.xlsx')
  writeFileSync(resaved, await resavedByLibreOffice(readFileSync(file)))
  const calc = await readRows(resaved, (_sheet, n) => n === 3 || n === 2 + 97 || n === 2 + 13 || n === ROWS + 2)
  for (const [key, values] of calc.kept) calc.kept.set(key, values.map((value) => calcCell(value as ExcelJS.CellValue)))
  t.same([...calc.counts], [['成绩排名', ROWS + 2]], 'LibreOffice: the sheet and every row')
  t.same(calc.kept.get('成绩排名!3'), studentRow(1), 'LibreOffice: 学号 00000001 as text, the rest as numbers')
  t.same(calc.kept.get(`成绩排名!${2 + 97}`), studentRow(97), 'LibreOffice: 未考 as text')
  t.same(calc.kept.get(`成绩排名!${2 + 13}`), studentRow(13), "LibreOffice: '--' as text")
  t.same(calc.kept.get(`成绩排名!${ROWS + 2}`), studentRow(ROWS), 'LibreOffice: the last row whole')
})

t.test('the writer waits for a slow reader: rows are produced only as bytes are taken', async (t) => {
  let produced = 0
  function* rows() {
    for (let i = 1; i <= ROWS; i++) {
      produced = i
      yield studentRow(i)
    }
  }
  const out = new PassThrough()
  const done = writeXlsx(out, [{ name: '名单', header: STUDENT_HEADER, rows: rows() }])
  // Wait until the writer settles (no new row for 500 ms; a busy machine makes this slow), at most 20 s.
  let seen = -1
  for (const deadline = Date.now() + 20_000; produced !== seen && Date.now() < deadline; ) {
    seen = produced
    await new Promise((r) => setTimeout(r, 500))
  }
  t.equal(produced, seen, 'nobody reads: the source stops')
  t.ok(seen < ROWS / 4, `well before the end (row ${seen} of ${ROWS})`)
  let bytes = 0
  out.on('data', (chunk: Buffer) => (bytes += chunk.length))
  const result = await done
  t.same(result.rows, [ROWS], 'reading again lets it finish')
  t.ok(bytes > 1_000_000)
})

t.test("the header must be an array: 'header must be an array', before any byte", async (t) => {
  const out = new PassThrough()
  let written = 0
  out.on('data', (chunk: Buffer) => (written += chunk.length))
  for (const header of ['学号', { title: '学号' }, null, undefined]) {
    await t.rejects(writeXlsx(out, [{ name: 'x', header: header as never, rows: [] }]), new TypeError('header must be an array'), String(JSON.stringify(header)))
  }
  await t.rejects(writeXlsx(out, [{ name: 'x', header: [42] as never, rows: [] }]), /header\[0\] must be a string or a column/)
  await new Promise((r) => setImmediate(r))
  t.equal(written, 0, 'nothing written')
})

t.test('several Chinese sheets, grouped-header merges, text columns, row caps, aborts', async (t) => {
  const chunks: Buffer[] = []
  const out = new PassThrough()
  out.on('data', (c: Buffer) => chunks.push(c))
  async function* slow() {
    for (let i = 1; i <= 30; i++) {
      await new Promise((r) => setImmediate(r))
      yield studentRow(i)
    }
  }
  const result = await writeXlsx(out, [
    { name: '高一[1]班', header: STUDENT_HEADER, rows: slow(), maxRows: 12 },
    { name: '高一[1]班', header: ['学号', '姓名'], rows: [['007', '张三'], [8, null]] },
  ], { batchRows: 5 })
  t.same(result.rows, [12, 2])
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer)
  t.same(workbook.worksheets.map((w) => w.name), ['高一_1_班', '高一_1_班(2)'], 'cleaned and unique')
  const first = workbook.worksheets[0]!
  t.equal(first.rowCount, 14, 'capped at 12 rows')
  t.same([...first.model.merges].sort(), ['A1:A2', 'B1:B2', 'C1:C2', 'D1:F1'])
  t.equal(first.getRow(3).getCell(1).numFmt, '@')
  t.equal(first.getRow(3).getCell(6).numFmt, '0.00%')
  t.same([4, 5].map((c) => first.getRow(13).getCell(c).numFmt), [undefined, undefined], 'columns without a format keep none, to the last row')
  t.same([1, 6].map((c) => first.getRow(13).getCell(c).numFmt), ['@', '0.00%'], 'and formatted columns keep theirs')
  t.match(first.views[0], { state: 'frozen', ySplit: 2 }, 'header rows frozen')
  const second = workbook.worksheets[1]!
  t.same(second.getRow(2).values, [undefined, '007', '张三'])
  t.same(second.getRow(3).values, [undefined, 8], 'no text format asked for: numbers stay numbers, empty stays empty')

  const controller = new AbortController()
  const aborted = new PassThrough()
  aborted.resume()
  async function* endless() {
    for (let i = 1; ; i++) {
      if (i === 50) controller.abort(new Error('stop'))
      await new Promise((r) => setImmediate(r))
      yield studentRow(i)
    }
  }
  await t.rejects(writeXlsx(aborted, [{ name: 'x', header: STUDENT_HEADER, rows: endless() }], { signal: controller.signal, batchRows: 10 }), /stop/)
})
