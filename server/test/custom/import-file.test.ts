// Reading an uploaded .xlsx (issue 18 "Import"; server/src/domain/custom/import-file.ts): a small
// workbook whose worksheet the zip holds before its shared strings, as Excel and our writer save it,
// came out of the streaming reader as {sharedString: n} cells, so its header read as blank and the
// upload was refused as having no header. Every size must read as written. The bounded reader of
// issue 30 keeps what a cell shows: formulas by their result, rich text, dates, leading zeros.

import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import t from 'tap'
import { scoreFile, xlsxBytes } from '@report/fixtures/custom/import-files'
import { questionFile } from '@report/fixtures/custom/question-files'
import { readImportFile } from '../../src/domain/custom/import-file.ts'
import { HEADER_ROW, sheetXml, sstHead, sstTail, xlsxFile } from '../helpers/xlsx-files.ts'

t.test('an .xlsx reads as written at every size, text cells included', async (t) => {
  for (const rows of [1, 3, 40, 300]) {
    const file = scoreFile({ schoolId: '10001', grade: '高二', rows, problems: rows > 1 ? [{ kind: 'absent', row: 3, subject: '英语', mark: '缺考' }] : [] })
    const table = await readImportFile(await xlsxBytes(file), 'a.xlsx')
    t.same(table.headers, file.headers, `${rows} rows: headers`)
    t.same(table.rows, file.rows, `${rows} rows: cells`)
  }
  const q = questionFile({ schoolId: '10001', grade: '高二', rows: 5, subjectColumns: true, papers: [{ subject: '数学', questions: [10, 20] }], problems: [{ kind: 'absent', row: 4, subject: '数学' }] })
  const table = await readImportFile(await xlsxBytes(q), 'q.xlsx')
  t.same([table.headers, table.rows], [q.headers, q.rows], 'a per-question file with blank cells')
})

t.test('a cell reads as Excel shows it, whoever wrote the file', async (t) => {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('成绩')
  sheet.addRow(['学号', '姓名', '日期', '公式', '富文本', '布尔', '错误', '数'])
  sheet.addRow(['0012', '张三', new Date(Date.UTC(2024, 2, 5)), { formula: 'H2*2', result: 170 }, { richText: [{ text: '李' }, { font: { bold: true }, text: '四' }] }, true, { error: '#N/A' }, 85])
  sheet.addRow(['0013', { formula: 'A3', result: '王五' }, 45000.5, { formula: '1/0', result: { error: '#DIV/0!' } }, 'x', false, '', 0.1 + 0.2])
  sheet.getCell('C2').numFmt = 'yyyy"年"m"月"d"日"'
  book.addWorksheet('其他').addRow(['不读', '这一页'])
  const rows = [
    ['0012', '张三', '2024-03-05', '170', '李四', 'TRUE', '#N/A', '85'],
    ['0013', '王五', '45000.5', '#DIV/0!', 'x', 'FALSE', '', '0.30000000000000004'],
  ]
  const table = await readImportFile(Buffer.from(await book.xlsx.writeBuffer()), 'a.xlsx')
  t.same([table.headers, table.rows], [['学号', '姓名', '日期', '公式', '富文本', '布尔', '错误', '数'], rows], 'exceljs: the first sheet, formulas by their result, a date, leading zeros')
  book.properties.date1904 = true
  const in1904 = await readImportFile(Buffer.from(await book.xlsx.writeBuffer()), 'a.xlsx')
  t.equal(in1904.rows[0]![2], '2024-03-05', 'the 1904 date system')

  // exceljs's streaming writer (zip entries with data descriptors), and a hand-made file with prefixed
  // elements, inline strings, a phonetic run and a shared string after the sheet.
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (c: Buffer) => chunks.push(c))
  const streamed = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true })
  const ws = streamed.addWorksheet('成绩')
  ws.addRow(['学号', '姓名', '语文']).commit()
  ws.addRow(['0001', '赵六', 98]).commit()
  await ws.commit()
  await streamed.commit()
  t.same((await readImportFile(Buffer.concat(chunks), 's.xlsx')).rows, [['0001', '赵六', '98']], 'exceljs streaming writer')

  const prefixed = sheetXml(`${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>0002</t></is></c><c r="B2" t="s"><v>0</v></c><c r="C2"><f>SUM(1,2)</f><v>3</v></c></row>`)
    .replace(/<(\/?)(worksheet|sheetData|row|c|v|f|is|t)\b/g, '<$1x:$2')
    .replace('xmlns="', 'xmlns:x="')
  const hand = await xlsxFile({ sheet: prefixed, sharedStrings: `${sstHead}<si><r><t>孙</t></r><r><t>七</t></r><rPh sb="0" eb="1"><t>スン</t></rPh></si>${sstTail}` })
  t.same((await readImportFile(hand, 'h.xlsx')).rows, [['0002', '孙七', '3']], 'prefixed elements, inline strings, phonetic runs left out')
})
