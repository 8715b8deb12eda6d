// The lean .xlsx writer (server/src/lib/xlsx-stream.ts, issue 22): cells read back by exceljs as they
// went in (spec 2 §9: 学号 as text with its leading zeros), every XML part well-formed, the zip's
// checksums and sizes right, the package parts wired as exceljs's own files wire them, the style of
// the header, and bytes out before the last row exists. The route-level tests (60,000 rows through
// table-export, backpressure, merges, caps, aborts) are in test/integration/table-export-stream.test.ts.
import t from 'tap'
import { PassThrough, Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import { SaxesParser } from 'saxes'
import type { XlsxCell, XlsxColumn } from '@report/contracts/bff/xlsx'
import { writeXlsx, type XlsxSheet } from '../../src/lib/xlsx-stream.ts'
import { calcCell, resavedByLibreOffice } from '../helpers/libreoffice.ts'
// The reference upstream's zip reader: it inflates every part through the central directory and throws
// when a part's CRC-32 or size is not the one stored for it.
import { readZip as zipParts, type ReadEntry as ZipPart } from '@report/fixtures/tasks/zip'

async function written(sheets: XlsxSheet[]): Promise<Buffer> {
  const chunks: Buffer[] = []
  const out = new Writable({ write: (chunk: Buffer, _e, callback) => (chunks.push(chunk), callback()) })
  await writeXlsx(out, sheets)
  return Buffer.concat(chunks)
}

function wellFormed(xml: string): string | null {
  const parser = new SaxesParser({ xmlns: true })
  let problem: string | null = null
  parser.on('error', (error) => (problem ??= error.message))
  parser.write(xml).close()
  return problem
}

const CASES: Array<{ what: string; column: XlsxColumn; value: XlsxCell; expected: unknown }> = [
  { what: '学号 with leading zeros in a text column stays text', column: { title: '学号', text: true }, value: '0000000001', expected: '0000000001' },
  { what: 'a number in a text column becomes its text', column: { title: '学号', text: true }, value: 7, expected: '7' },
  { what: 'Chinese text', column: { title: '姓名' }, value: '欧阳娜娜', expected: '欧阳娜娜' },
  { what: 'characters outside the BMP (a surrogate pair)', column: { title: '姓名' }, value: '𠮷野家', expected: '𠮷野家' },
  { what: '& < > escaped', column: { title: '备注' }, value: 'A&B <b>1</b> > 0', expected: 'A&B <b>1</b> > 0' },
  { what: 'something that looks like an entity stays as typed', column: { title: '备注' }, value: '&amp; &lt;', expected: '&amp; &lt;' },
  { what: 'control characters XML cannot hold are dropped (as exceljs did)', column: { title: '备注' }, value: 'a\u0001b\u0008c\u001fd\uffff', expected: 'abcd' },
  { what: 'a lone surrogate half is dropped', column: { title: '备注' }, value: 'x\ud800y', expected: 'xy' },
  { what: 'tab and line break kept', column: { title: '备注' }, value: 'a\tb\nc', expected: 'a\tb\nc' },
  { what: 'edge spaces kept (xml:space="preserve")', column: { title: '备注' }, value: '  缩进 ', expected: '  缩进 ' },
  { what: "'--' and '未考' stay text in a number column", column: { title: '名次' }, value: '未考', expected: '未考' },
  { what: 'an integer', column: { title: '分数' }, value: 148, expected: 148 },
  { what: 'a fraction', column: { title: '分数' }, value: 72.5, expected: 72.5 },
  { what: 'a negative number', column: { title: '增量' }, value: -0.125, expected: -0.125 },
  { what: 'zero', column: { title: '分数' }, value: 0, expected: 0 },
  { what: 'a number written with an exponent', column: { title: '分数' }, value: 1e21, expected: 1e21 },
  { what: 'a percentage column keeps the number', column: { title: '得分率', numFmt: '0.00%' }, value: 0.8765, expected: 0.8765 },
  { what: 'true', column: { title: '是否' }, value: true, expected: true },
  { what: 'false', column: { title: '是否' }, value: false, expected: false },
  { what: 'a date', column: { title: '时间' }, value: new Date(Date.UTC(2026, 10, 26)), expected: new Date(Date.UTC(2026, 10, 26)) },
  { what: 'null is an empty cell', column: { title: '分数' }, value: null, expected: null },
  { what: 'undefined is an empty cell', column: { title: '分数' }, value: undefined, expected: null },
  { what: 'NaN is an empty cell (no <v>NaN</v>)', column: { title: '分数' }, value: Number.NaN, expected: null },
  { what: 'an empty string is an empty text cell', column: { title: '备注' }, value: '', expected: null },
]

t.test('every cell reads back in exceljs as it was written', async (t) => {
  const columns = CASES.map((c) => c.column)
  const row = CASES.map((c) => c.value)
  const file = await written([{ name: '单元格', header: columns, rows: [row, [...row].reverse()] }])
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  const sheet = workbook.getWorksheet('单元格')!
  for (const [i, c] of CASES.entries()) {
    const cell = sheet.getRow(2).getCell(i + 1)
    const value = c.expected === null && cell.value === '' ? null : cell.value
    t.same(value, c.expected, c.what)
    if (c.column.text) t.equal(cell.numFmt, '@', `${c.what}: formatted as text`)
  }
  t.same(sheet.getRow(3).getCell(CASES.length).value, '0000000001', 'the second row too (cells in another order)')
  for (const part of zipParts(file)) t.equal(wellFormed(part.data.toString('utf8')), null, `${part.name} is well-formed XML`)
})

t.test('every cell reads back as written after LibreOffice Calc opens and saves the file (issue 22)', async (t) => {
  const columns = CASES.map((c) => c.column)
  const file = await written([{ name: '单元格', header: columns, rows: [CASES.map((c) => c.value)] }])
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await resavedByLibreOffice(file)) as unknown as ArrayBuffer)
  const sheet = workbook.getWorksheet('单元格')!
  t.same((sheet.getRow(1).values as unknown[]).slice(1), columns.map((c) => c.title), 'the header')
  for (const [i, c] of CASES.entries()) {
    const value = calcCell(sheet.getRow(2).getCell(i + 1).value)
    t.same(value === undefined || (c.expected === null && value === '') ? null : value, c.expected, c.what)
  }
})

t.test('header: bold, merged groups, widths, the frozen header, the sheet names as before', async (t) => {
  const header: XlsxColumn[] = [
    { title: '学号', text: true, width: 16 },
    { title: '姓名', width: 10 },
    { title: '分数', group: '语文' },
    { title: '排名', group: '语文' },
    { title: '得分率', numFmt: '0.0%' },
  ]
  const file = await written([
    { name: '成绩/排名', header, rows: [['001', '张三', 99, 1, 0.66]] },
    { name: '成绩/排名', header: ['A'], rows: [] },
  ])
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  t.same(workbook.worksheets.map((w) => w.name), ['成绩_排名', '成绩_排名(2)'])
  const sheet = workbook.worksheets[0]!
  t.same([1, 2, 3, 4, 5].map((c) => sheet.getColumn(c).width), [16, 10, 14, 14, 14], 'widths as asked, 14 otherwise')
  t.same([1, 2, 5].map((c) => sheet.getColumn(c).numFmt), ['@', undefined, '0.0%'], 'columns carry their format, so cells typed later into 学号 stay text')
  t.same([1, 2, 3, 4, 5].map((c) => sheet.getRow(1).getCell(c).font?.bold ?? false), [true, true, true, true, true], 'first header row bold')
  t.same([3, 4].map((c) => sheet.getRow(2).getCell(c).font?.bold ?? false), [true, true], 'second header row bold')
  t.notOk(sheet.getRow(3).getCell(2).font?.bold, 'data not bold')
  t.same([...sheet.model.merges].sort(), ['A1:A2', 'B1:B2', 'C1:D1', 'E1:E2'])
  t.same(sheet.getRow(1).getCell(3).value, '语文')
  t.same([sheet.getRow(2).getCell(3).value, sheet.getRow(2).getCell(4).value], ['分数', '排名'])
  t.match(sheet.views[0], { state: 'frozen', ySplit: 2 })
  t.equal(sheet.getRow(3).getCell(5).numFmt, '0.0%', 'a custom number format (a <numFmt> entry)')
  t.match(workbook.worksheets[1]!.views[0], { state: 'frozen', ySplit: 1 }, 'one header row: one frozen row')
  t.equal(workbook.worksheets[1]!.rowCount, 1, 'an empty sheet has its header')
})

/** [Content_Types].xml as part name → content type (Overrides, then Defaults by extension). */
function contentTypes(parts: ZipPart[]): (name: string) => string | undefined {
  const xml = parts.find((p) => p.name === '[Content_Types].xml')!.data.toString('utf8')
  const overrides = new Map([...xml.matchAll(/<Override PartName="\/([^"]+)" ContentType="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]))
  const defaults = new Map([...xml.matchAll(/<Default Extension="([^"]+)" ContentType="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]))
  return (name) => overrides.get(name) ?? defaults.get(name.slice(name.lastIndexOf('.') + 1))
}

/** Relationships of a .rels part as resolved target path → type. */
function relationships(parts: ZipPart[], rels: string, base: string): Map<string, string> {
  const xml = parts.find((p) => p.name === rels)?.data.toString('utf8') ?? ''
  return new Map([...xml.matchAll(/<Relationship [^>]*?Id="[^"]+" Type="([^"]+)" Target="([^"]+)"/g)].map((m) => [(base + m[2]!).replace(/^\//, ''), m[1]!]))
}

t.test('the package parts are wired as exceljs wires its own files', async (t) => {
  const sheets = (): XlsxSheet[] => [
    { name: '第一', header: ['学号', '分数'], rows: [['01', 1]] },
    { name: '第二', header: ['学号'], rows: [['02']] },
  ]
  const file = await written(sheets())
  t.doesNotThrow(() => zipParts(file), 'every part: CRC-32 and size match its bytes')
  const ours = zipParts(file)
  const chunks: Buffer[] = []
  const reference = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new Writable({ write: (c: Buffer, _e, cb) => (chunks.push(c), cb()) }), useStyles: true, useSharedStrings: false })
  for (const sheet of sheets()) {
    const worksheet = reference.addWorksheet(sheet.name)
    for (const row of [sheet.header as string[], ...(sheet.rows as XlsxCell[][])]) worksheet.addRow(row).commit()
    worksheet.commit()
  }
  await reference.commit()
  const theirs = zipParts(Buffer.concat(chunks))

  const ourType = contentTypes(ours)
  const theirType = contentTypes(theirs)
  for (const part of ours.filter((p) => p.name !== '[Content_Types].xml')) {
    t.ok(ourType(part.name), `${part.name} has a content type`)
    if (theirs.some((p) => p.name.replace(/^\//, '') === part.name)) t.equal(ourType(part.name), theirType(part.name), `${part.name}: the content type exceljs gives it`)
  }
  t.same(
    ours.map((p) => p.name).filter((n) => n.startsWith('xl/worksheets/')),
    theirs.map((p) => p.name).filter((n) => n.startsWith('xl/worksheets/')).sort(),
    'the worksheets where exceljs puts them',
  )
  for (const [rels, base] of [['_rels/.rels', ''], ['xl/_rels/workbook.xml.rels', 'xl/']] as const) {
    const mine = relationships(ours, rels, base)
    const reference = relationships(theirs.map((p) => ({ ...p, name: p.name.replace(/^\//, '') })), rels, base)
    t.ok(mine.size > 0, `${rels} has relationships`)
    for (const [target, type] of mine) {
      t.ok(ours.some((p) => p.name === target), `${rels} → ${target} exists`)
      if (reference.has(target)) t.equal(type, reference.get(target), `${rels} → ${target}: the relationship type exceljs uses`)
    }
    for (const [target, type] of reference) if (!/theme|sharedStrings/.test(target)) t.equal(mine.get(target), type, `exceljs's ${rels} → ${target} is there too`)
  }
  const workbook = ours.find((p) => p.name === 'xl/workbook.xml')!.data.toString('utf8')
  const rels = ours.find((p) => p.name === 'xl/_rels/workbook.xml.rels')!.data.toString('utf8')
  const ids = [...workbook.matchAll(/<sheet name="([^"]+)" sheetId="\d+" r:id="([^"]+)"/g)].map((m) => [m[1], m[2]])
  t.same(ids.map(([name]) => name), ['第一', '第二'])
  for (const [name, id] of ids) t.match(rels, new RegExp(`Id="${id}" Type="[^"]+/worksheet" Target="worksheets/sheet\\d\\.xml"`), `${name}'s r:id is a worksheet relationship`)
})

t.test('the sheet streams: its bytes go out before the last row is produced', async (t) => {
  const ROWS = 50_000
  // The parts before the sheet (content types, relationships, workbook, styles, properties) take
  // about 2 KB; past 32 KB, the bytes are the sheet's rows.
  const SHEET_BYTES = 32 * 1024
  let produced = 0
  let producedAtSheetBytes = -1
  let bytes = 0
  const out = new PassThrough()
  out.on('data', (chunk: Buffer) => {
    bytes += chunk.length
    if (producedAtSheetBytes < 0 && bytes > SHEET_BYTES) producedAtSheetBytes = produced
  })
  async function* rows() {
    for (let i = 1; i <= ROWS; i++) {
      produced = i
      if (i % 500 === 0) await new Promise((r) => setImmediate(r))
      yield [String(i).padStart(10, '0'), `学生${i}`, i % 150, i]
    }
  }
  const result = await writeXlsx(out, [{ name: '名单', header: [{ title: '学号', text: true }, '姓名', '分数', '名次'], rows: rows() }])
  t.same(result.rows, [ROWS])
  t.ok(bytes > 10 * SHEET_BYTES, `${bytes} bytes in all`)
  t.ok(producedAtSheetBytes > 0 && producedAtSheetBytes < ROWS / 2, `${SHEET_BYTES} bytes were out at row ${producedAtSheetBytes} of ${ROWS}`)
})
