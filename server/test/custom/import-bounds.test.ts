// Issue 30 item 1: an uploaded score file is read with its bounds held while it is read. Each file
// here is a few hundred KB at most and breaks one bound: parts that inflate to hundreds of MiB (or
// say they do not), a cell of 256 MiB, millions of shared strings, rows, columns, cells, characters,
// zip entries, XML nesting and runs. Each is refused as past a bound (a 413 to the user) with the
// message that names the bound; none is read to its end. Before issue 30 the reader inflated them
// whole: the 256 MiB cell came back as a 256 MB string.

import t from 'tap'
import { CUSTOM_IMPORT_LIMITS } from '@report/contracts/validators/custom-import'
import { IMPORT_FILE_MESSAGES as M, ImportFileError, readImportFile } from '../../src/domain/custom/import-file.ts'
import { XLSX_READ_LIMITS } from '../../src/lib/xlsx-read.ts'
import { HEADER_ROW, declareSize, sheetHead, sheetTail, sheetXml, sstHead, sstTail, textCell, textRow, xlsxFile } from '../helpers/xlsx-files.ts'

const MiB = 1024 * 1024

/** What reading the file gives: the table's size, or the refusal (its message, and whether it is a bound passed). */
async function outcome(bytes: Buffer | Uint8Array, name = 'f.xlsx'): Promise<{ rows: number } | { message: string; tooLarge: boolean }> {
  try {
    return { rows: (await readImportFile(bytes, name)).rows.length }
  } catch (error) {
    if (error instanceof ImportFileError) return { message: error.message, tooLarge: error.tooLarge }
    throw error
  }
}

const refusedAsTooLarge = (message: string) => ({ message, tooLarge: true })

t.test('a worksheet that inflates past its bound is refused before it is inflated, and while inflating when it lies', async (t) => {
  // One cell of 256 MiB: the probe's 0.25 MB file.
  const cell = { head: `${sheetHead}${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>`, body: 'A'.repeat(1024), times: 256 * 1024, tail: `</t></is></c></row>${sheetTail}` }
  const bomb = await xlsxFile({ sheet: cell })
  t.ok(bomb.length < 1 * MiB, `the file is small (${bomb.length} bytes)`)
  t.same(await outcome(bomb), refusedAsTooLarge(M.sheetBytes), 'declared 256 MiB: refused by its declared size')
  // The same file claiming its sheet is 1 MiB: read, and stopped at the cell.
  t.same(await outcome(declareSize(bomb, 'xl/worksheets/sheet1.xml', 1 * MiB)), refusedAsTooLarge(M.cellTooLong(2, 1)), 'a lying size: stopped at the cell')
  // 200 MiB of empty rows claiming to be 1 MiB: yauzl stops the part at its 1 MiB and a byte, as a broken file.
  const rows = await xlsxFile({ sheet: { head: `${sheetHead}${HEADER_ROW}`, body: '<row/>', times: (200 * MiB) / 6, tail: sheetTail } })
  t.same(await outcome(rows), refusedAsTooLarge(M.sheetBytes), 'empty rows of 200 MiB')
  t.same(await outcome(declareSize(rows, 'xl/worksheets/sheet1.xml', 1 * MiB)), { message: M.brokenXlsx, tooLarge: false }, 'the same, lying: refused as broken')
})

t.test('a cell longer than a cell may be is refused at that cell, however long it is', async (t) => {
  const long = (chars: number) => xlsxFile({ sheet: sheetXml(`${HEADER_ROW}${textRow(2, ['001', '张三', '90'])}<row r="3">${textCell('A3', '002')}${textCell('B3', 'x'.repeat(chars))}</row>`) })
  t.same(await outcome(await long(CUSTOM_IMPORT_LIMITS.maxCellChars)), { rows: 2 }, `${CUSTOM_IMPORT_LIMITS.maxCellChars} characters pass`)
  const past = refusedAsTooLarge(M.cellTooLong(3, 2))
  t.equal(past.message, '第 3 行 B 列的单元格超过1,000个字符，请检查后重新上传')
  t.same(await outcome(await long(CUSTOM_IMPORT_LIMITS.maxCellChars + 1)), past, 'one more is refused')
  t.same(await outcome(await long(3 * MiB)), past, 'a cell of 3 MiB: the same message, refused before the cell ends')
})

t.test('shared strings: bounded in bytes, in count, and each string as a cell', async (t) => {
  const strings = (body: string, times: number) => xlsxFile({ sheet: sheetXml(HEADER_ROW), sharedStrings: { head: sstHead, body, times, tail: sstTail } })
  // 2.3 GiB of shared strings in the probe's file; here 40 MiB is enough to pass the bound.
  t.same(await outcome(await strings('<si><t>名字</t></si>', (40 * MiB) / 20)), refusedAsTooLarge(M.sharedStringsBytes), 'past their bytes')
  t.same(await outcome(await strings('<si><t>a</t></si>', XLSX_READ_LIMITS.sharedStrings + 1)), refusedAsTooLarge(M.sharedStrings), 'past their count')
  const long = await xlsxFile({ sheet: sheetXml(HEADER_ROW), sharedStrings: { head: `${sstHead}<si><t>`, body: 'x', times: 2 * MiB, tail: `</t></si>${sstTail}` } })
  t.same(await outcome(long), refusedAsTooLarge(M.cellTooLong(0, 0)), 'a string of 2 MiB')
  // A string just past a cell's bound is read, and refused when a cell shows it.
  const shown = await xlsxFile({
    sheet: sheetXml(`${HEADER_ROW}<row r="2">${textCell('A2', '001')}<c r="B2" t="s"><v>0</v></c></row>`),
    sharedStrings: `${sstHead}<si><t>${'x'.repeat(CUSTOM_IMPORT_LIMITS.maxCellChars + 1)}</t></si>${sstTail}`,
  })
  t.same(await outcome(shown), refusedAsTooLarge(M.cellTooLong(2, 2)))
})

t.test('rows, columns, characters: the first one past the bound stops the reading', async (t) => {
  const rows = await xlsxFile({ sheet: { head: `${sheetHead}${HEADER_ROW}`, body: '<row><c t="inlineStr"><is><t>1</t></is></c><c t="inlineStr"><is><t>张三</t></is></c><c><v>90</v></c></row>', times: CUSTOM_IMPORT_LIMITS.maxRows + 1, tail: sheetTail } })
  t.same(await outcome(rows), refusedAsTooLarge(M.tooManyRows), `${CUSTOM_IMPORT_LIMITS.maxRows + 1} rows`)
  const wide = await xlsxFile({ sheet: sheetXml(`${HEADER_ROW}<row r="2">${textCell('A2', '001')}${textCell('GS2', 'x')}</row>`) })
  t.same(await outcome(wide), refusedAsTooLarge(M.tooManyColumns), 'text in column 201')
  const farOut = await xlsxFile({ sheet: sheetXml(`${HEADER_ROW}<row r="2">${textCell('A2', '001')}${textCell('XFD2', 'x')}${textCell('AAAA2', 'y')}</row>`) })
  t.same(await outcome(farOut), refusedAsTooLarge(M.tooManyColumns), 'text in the last column Excel has')
  // One string of 1,000 characters shown in 16,001 cells: 16 million characters of table.
  const shown = Math.ceil(CUSTOM_IMPORT_LIMITS.maxTextChars / CUSTOM_IMPORT_LIMITS.maxCellChars) + 1
  const chars = await xlsxFile({
    sheet: { head: `${sheetHead}${HEADER_ROW}`, body: '<row><c t="s"><v>0</v></c><c t="s"><v>0</v></c></row>', times: Math.ceil(shown / 2), tail: sheetTail },
    sharedStrings: `${sstHead}<si><t>${'字'.repeat(CUSTOM_IMPORT_LIMITS.maxCellChars)}</t></si>${sstTail}`,
  })
  t.same(await outcome(chars), refusedAsTooLarge(M.tooManyChars), 'past the characters of a table')
})

t.test('cells: header width × data rows; a CSV is held to the same bounds', async (t) => {
  const width = CUSTOM_IMPORT_LIMITS.maxColumns
  const rows = Math.floor(CUSTOM_IMPORT_LIMITS.maxCells / width)
  const header = Array.from({ length: width }, (_, i) => `科目${i + 1}`).join(',')
  const csv = (n: number) => new TextEncoder().encode(`${header}\r\n${`${'1,'.repeat(width - 1)}1\r\n`.repeat(n)}`)
  t.same(await outcome(csv(rows), 'wide.csv'), { rows }, `${rows} rows of ${width} columns pass`)
  t.same(await outcome(csv(rows + 1), 'wide.csv'), refusedAsTooLarge(M.tooManyCells), 'one row more is refused')
  const longCell = new TextEncoder().encode(`学号,姓名\r\n001,${'x'.repeat(CUSTOM_IMPORT_LIMITS.maxCellChars + 1)}\r\n`)
  t.same(await outcome(longCell, 'a.csv'), refusedAsTooLarge(M.cellTooLong(2, 2)), 'a CSV cell past its bound')
})

t.test('the zip and its XML: entries, nesting, and runs between marks', async (t) => {
  const extra = Object.fromEntries(Array.from({ length: XLSX_READ_LIMITS.entries }, (_, i) => [`xl/media/x${i}.txt`, 'x']))
  t.same(await outcome(await xlsxFile({ sheet: sheetXml(HEADER_ROW), extra })), refusedAsTooLarge(M.entries), 'past the entries')
  const deep = `${'<x>'.repeat(XLSX_READ_LIMITS.depth)}${'</x>'.repeat(XLSX_READ_LIMITS.depth)}`
  t.same(await outcome(await xlsxFile({ sheet: sheetXml(`${HEADER_ROW}${deep}`) })), refusedAsTooLarge(M.depth), 'nested too deep')
  const attribute = `<sheetPr codeName="${'x'.repeat(XLSX_READ_LIMITS.markupRun)}"/>`
  t.same(await outcome(await xlsxFile({ sheet: sheetXml(`${attribute}${HEADER_ROW}`) })), refusedAsTooLarge(M.markup), 'a tag longer than a run may be')
})

t.test('a lying central directory or a broken stream is a broken file, not a crash', async (t) => {
  const good = await xlsxFile({ sheet: sheetXml(`${HEADER_ROW}${textRow(2, ['001', '张三', '90'])}`) })
  t.same(await outcome(good), { rows: 1 })
  t.same(await outcome(declareSize(good, 'xl/worksheets/sheet1.xml', 10)), { message: M.brokenXlsx, tooLarge: false }, 'declared smaller than it is')
  const cut = Buffer.from(good)
  cut.fill(0x55, 200, 260)
  t.match(await outcome(cut), { tooLarge: false }, 'bytes overwritten')
  t.same(await outcome(await xlsxFile({ sheet: '<worksheet><sheetData><row>' })), { message: M.brokenXlsx, tooLarge: false }, 'XML cut short')
  const entities = sheetXml(`${HEADER_ROW}<row r="2"><c t="inlineStr"><is><t>&a;&a;</t></is></c></row>`).replace('<worksheet', '<!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa">]><worksheet')
  t.same(await outcome(await xlsxFile({ sheet: entities })), { message: M.brokenXlsx, tooLarge: false }, 'an entity of its own is not expanded')
})
