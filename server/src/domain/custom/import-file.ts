import { Readable } from 'node:stream'
import { parseString } from '@fast-csv/parse'
import ExcelJS from 'exceljs'
import { CUSTOM_IMPORT_LIMITS } from '@report/contracts/validators/custom-import'

// Reading an uploaded score file (issue 18): .xlsx through exceljs's streaming reader, .csv through
// fast-csv after decoding UTF-8 or GBK (TextDecoder; Excel in China saves CSV as GBK). The result is the
// header row and the data rows as cell text; what the text means is the rules' business
// (contracts/src/validators/custom-import.ts). A file the import cannot take throws ImportFileError
// with the message the user sees.

export interface ImportTable {
  headers: string[]
  rows: string[][]
  /** 'xlsx' or the CSV's encoding. */
  format: 'xlsx' | 'csv-utf8' | 'csv-gbk'
}

export class ImportFileError extends Error {
  override readonly name = 'ImportFileError'
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message)
  }
}

const MESSAGES = {
  empty: '文件是空的，请检查后重新上传',
  tooLarge: `文件超过${CUSTOM_IMPORT_LIMITS.maxBytes / 1024 / 1024}MB，请拆分后分别导入`,
  tooManyRows: `文件超过${CUSTOM_IMPORT_LIMITS.maxRows.toLocaleString('en-US')}行，请拆分后分别导入`,
  tooManyColumns: `文件超过${CUSTOM_IMPORT_LIMITS.maxColumns}列，请删除无关的列后重新上传`,
  kind: '只支持 .xlsx 和 .csv 文件，请另存为这两种格式之一后上传',
  xls: '不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后上传',
  brokenXlsx: '文件无法作为 .xlsx 读取，可能已损坏，请在 Excel 中另存后重新上传',
  brokenCsv: 'CSV 文件格式不正确（引号未闭合等），请检查后重新上传',
  noSheet: '文件中没有工作表',
  noHeader: '第一行应为表头（学号、姓名、班级、各科目），没有找到表头',
  noRows: '文件中只有表头，没有学生成绩行',
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
  if (ext === 'xlsx' || (ext !== 'csv' && isZip(bytes))) return finish(await readXlsx(bytes), 'xlsx')
  if (ext === 'csv' || ext === 'txt') {
    const { text, encoding } = decodeText(bytes)
    return finish(await readCsv(text), encoding)
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

function readCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = []
    parseString<string[], string[]>(text, { headers: false, ignoreEmpty: true, trim: false })
      .on('error', () => reject(new ImportFileError(MESSAGES.brokenCsv)))
      .on('data', (row: string[]) => {
        if (rows.length > CUSTOM_IMPORT_LIMITS.maxRows + 1) return
        rows.push(row)
      })
      .on('end', () => resolve(rows))
  })
}

/** The text a cell shows: numbers as written, formulas by their result, rich text joined, dates as YYYY-MM-DD. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown }
    if ('result' in v) return cellText(v.result)
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('')
    if (typeof v.text === 'string') return v.text
    if (typeof v.error === 'string') return v.error
  }
  return ''
}

/** The first worksheet's rows through exceljs's whole-workbook reader (the streaming one's fallback). */
async function readXlsxWhole(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer)
  const sheet = book.worksheets[0]
  if (!sheet) throw new ImportFileError(MESSAGES.noSheet)
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length > CUSTOM_IMPORT_LIMITS.maxRows + 1) return
    const values = row.values as unknown[]
    const cells: string[] = []
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]))
    rows.push(cells)
  })
  return rows
}

function sharedStringRef(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('sharedString' in value)) return null
  const n = (value as { sharedString: unknown }).sharedString
  return typeof n === 'number' ? n : null
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const rows: string[][] = []
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    })
    let sheets = 0
    // A worksheet the zip holds before its shared strings (Excel writes them in that order; ours too) is
    // read before the strings are: its text cells come as {sharedString: n}, filled in once the file is read.
    // When the streaming unzip never reaches the strings (seen with a small stored, not deflated, last
    // entry), the workbook is read whole instead.
    const later: { cells: string[]; at: number; index: number }[] = []
    for await (const sheet of reader) {
      // Only the first worksheet holds the scores; the rest of the file is drained unread.
      if (sheets++ > 0) continue
      for await (const row of sheet) {
        if (rows.length > CUSTOM_IMPORT_LIMITS.maxRows + 1) continue
        const values = (row as { values: unknown[] }).values
        const cells: string[] = []
        for (let i = 1; i < values.length; i++) {
          const ref = sharedStringRef(values[i])
          if (ref !== null) later.push({ cells, at: cells.length, index: ref })
          cells.push(cellText(values[i]))
        }
        rows.push(cells)
      }
    }
    if (sheets === 0) throw new ImportFileError(MESSAGES.noSheet)
    const strings = (reader as unknown as { sharedStrings?: unknown[] }).sharedStrings
    if (later.length > 0 && !strings) return await readXlsxWhole(bytes)
    for (const { cells, at, index } of later) cells[at] = cellText(strings?.[index])
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    throw new ImportFileError(MESSAGES.brokenXlsx)
  }
  return rows
}

function finish(raw: string[][], format: ImportTable['format']): ImportTable {
  const blank = (r: readonly string[]) => r.every((c) => c.trim() === '')
  const rows = raw.filter((r) => !blank(r))
  const head = rows.shift()
  if (!head) throw new ImportFileError(MESSAGES.empty)
  if (head.length > CUSTOM_IMPORT_LIMITS.maxColumns) throw new ImportFileError(MESSAGES.tooManyColumns)
  const headers = head.map((h) => h.trim())
  // A header row has text in it; a first row of numbers is data without a header.
  if (headers.filter((h) => h !== '' && !Number.isFinite(Number(h))).length < 2) throw new ImportFileError(MESSAGES.noHeader)
  if (rows.length === 0) throw new ImportFileError(MESSAGES.noRows)
  if (rows.length > CUSTOM_IMPORT_LIMITS.maxRows) throw new ImportFileError(MESSAGES.tooManyRows)
  const width = headers.length
  return { headers, rows: rows.map((r) => (r.length === width ? r : r.length > width ? r.slice(0, width) : [...r, ...Array<string>(width - r.length).fill('')])), format }
}
