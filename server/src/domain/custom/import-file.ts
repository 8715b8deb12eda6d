import { once } from 'node:events'
import { setImmediate as turn } from 'node:timers/promises'
import { parse } from '@fast-csv/parse'
import { CUSTOM_IMPORT_LIMITS } from '@report/contracts/validators/custom-import'
import { BrokenFileError, ReadLimitError, XLSX_READ_LIMITS, readFirstSheet } from '../../lib/xlsx-read.ts'
import { IMPORT_TABLE_MESSAGES, ImportFileError, ImportTableBuilder, type ImportTable } from './import-table.ts'

// Reading an uploaded score file (issue 18; bounded while read, issue 30): .xlsx through the bounded
// reader of lib/xlsx-read.ts, .csv through fast-csv after decoding UTF-8 or GBK (TextDecoder; Excel in
// China saves CSV as GBK), fed in slices with a turn of the event loop between them. Either way each
// row goes through ImportTableBuilder, which holds the table's bounds as rows arrive. The result is
// the header row and the data rows as cell text; what the text means is the rules' business
// (contracts/src/validators/custom-import.ts). A file the import cannot take throws ImportFileError
// with the message the user sees.

export { ImportFileError, type ImportTable }

const MB = (bytes: number) => `${bytes / 1024 / 1024}MB`
const count = (n: number) => n.toLocaleString('en-US')

const MESSAGES = {
  ...IMPORT_TABLE_MESSAGES,
  tooLarge: `文件超过${MB(CUSTOM_IMPORT_LIMITS.maxBytes)}，请拆分后分别导入`,
  kind: '只支持 .xlsx 和 .csv 文件，请另存为这两种格式之一后上传',
  xls: '不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后上传',
  brokenXlsx: '文件无法作为 .xlsx 读取，可能已损坏，请在 Excel 中另存后重新上传',
  brokenCsv: 'CSV 文件格式不正确（引号未闭合等），请检查后重新上传',
  noSheet: '文件中没有工作表',
  inflated: `.xlsx 文件解压后超过${MB(XLSX_READ_LIMITS.inflatedBytes)}，请拆分后分别导入`,
  sheetBytes: `.xlsx 文件的工作表解压后超过${MB(XLSX_READ_LIMITS.sheetBytes)}，请拆分后分别导入`,
  sharedStringsBytes: `.xlsx 文件的共享字符串表解压后超过${MB(XLSX_READ_LIMITS.sharedStringsBytes)}，请拆分后分别导入`,
  partBytes: (part: string) => `.xlsx 文件中的“${part}”解压后超过${MB(XLSX_READ_LIMITS.partBytes)}，请在 Excel 中另存后重新上传`,
  entries: `.xlsx 文件包含的部件超过${count(XLSX_READ_LIMITS.entries)}个，请在 Excel 中另存后重新上传`,
  sharedStrings: `.xlsx 文件的共享字符串超过${count(XLSX_READ_LIMITS.sharedStrings)}个，请拆分后分别导入`,
  markup: `.xlsx 文件中有一段超过${count(XLSX_READ_LIMITS.markupRun)}个字符的连续内容，请在 Excel 中另存后重新上传`,
  depth: `.xlsx 文件的结构嵌套超过${XLSX_READ_LIMITS.depth}层，请在 Excel 中另存后重新上传`,
} as const

export const IMPORT_FILE_MESSAGES = MESSAGES

function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())
  return m ? m[1]!.toLowerCase() : ''
}

const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04
const isOle = (b: Uint8Array) => b.length >= 4 && b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0

/** readImportFile(bytes, name) = the file's header and data rows; ImportFileError for a file the import cannot take. */
export async function readImportFile(bytes: Uint8Array, fileName: string): Promise<ImportTable> {
  if (bytes.length === 0) throw new ImportFileError(MESSAGES.empty)
  if (bytes.length > CUSTOM_IMPORT_LIMITS.maxBytes) throw new ImportFileError(MESSAGES.tooLarge, true)
  const ext = extensionOf(fileName)
  if (ext === 'xls' || isOle(bytes)) throw new ImportFileError(MESSAGES.xls)
  const table = new ImportTableBuilder()
  if (ext === 'xlsx' || (ext !== 'csv' && isZip(bytes))) {
    await readXlsx(bytes, table)
    return table.finish('xlsx')
  }
  if (ext === 'csv' || ext === 'txt') {
    const { text, encoding } = decodeText(bytes)
    await readCsv(text, table)
    return table.finish(encoding)
  }
  throw new ImportFileError(MESSAGES.kind)
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM dropped), else GBK. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'csv-utf8' | 'csv-gbk' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
    return { text, encoding: 'csv-utf8' }
  } catch {
    return { text: new TextDecoder('gbk').decode(bytes), encoding: 'csv-gbk' }
  }
}

/** Characters of CSV text parsed between two turns of the event loop. */
const CSV_SLICE = 64 * 1024

async function readCsv(text: string, table: ImportTableBuilder): Promise<void> {
  const parser = parse<string[], string[]>({ headers: false, ignoreEmpty: false, trim: false })
  let failure: unknown = null
  let record = 0
  parser.on('data', (row: string[]) => {
    if (failure) return
    try {
      table.add(row, ++record)
    } catch (error) {
      failure = error
    }
  })
  const ended = once(parser, 'end').catch(() => {
    throw new ImportFileError(MESSAGES.brokenCsv)
  })
  ended.catch(() => {})
  for (let at = 0; at < text.length && !failure; at += CSV_SLICE) {
    if (!parser.write(text.slice(at, at + CSV_SLICE))) await Promise.race([once(parser, 'drain'), ended])
    await turn()
  }
  if (failure) {
    parser.destroy()
    throw failure
  }
  parser.end()
  await ended
  if (failure) throw failure
}

async function readXlsx(bytes: Uint8Array, table: ImportTableBuilder): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  try {
    await readFirstSheet(buffer, { cellChars: CUSTOM_IMPORT_LIMITS.maxCellChars, columns: CUSTOM_IMPORT_LIMITS.maxColumns }, (cells, row) => table.add(cells, row))
  } catch (error) {
    if (error instanceof ReadLimitError) throw new ImportFileError(limitMessage(error), true)
    if (error instanceof BrokenFileError) throw new ImportFileError(error.message === 'no worksheet' ? MESSAGES.noSheet : MESSAGES.brokenXlsx)
    throw error
  }
}

function limitMessage(error: ReadLimitError): string {
  const { row = 0, column = 0, part = '', bytes } = error.where
  switch (error.limit) {
    case 'cellChars':
      return MESSAGES.cellTooLong(row, column)
    case 'columns':
      return MESSAGES.tooManyColumns
    case 'part':
      return bytes === XLSX_READ_LIMITS.sheetBytes ? MESSAGES.sheetBytes : bytes === XLSX_READ_LIMITS.sharedStringsBytes ? MESSAGES.sharedStringsBytes : MESSAGES.partBytes(part)
    default:
      return MESSAGES[error.limit]
  }
}
