import { CUSTOM_IMPORT_LIMITS, columnLetter } from '@report/contracts/validators/custom-import'

// The table of an uploaded score file, built row by row as the file is read, so that each bound of
// CUSTOM_IMPORT_LIMITS holds while reading and the first row past one stops it: columns, characters
// per cell and in all, data rows, and cells (header width × data rows). Blank rows are left out.

export interface ImportTable {
  headers: string[]
  rows: string[][]
  /** 'xlsx' or the CSV's encoding. */
  format: 'xlsx' | 'csv-utf8' | 'csv-gbk'
}

/** A file the import cannot take, with the message the user sees; `tooLarge` when a bound was passed (413). */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError'
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message)
  }
}

const L = CUSTOM_IMPORT_LIMITS
const count = (n: number) => n.toLocaleString('en-US')

export const IMPORT_TABLE_MESSAGES = {
  empty: '文件是空的，请检查后重新上传',
  noHeader: '第一行应为表头（学号、姓名、班级、各科目），没有找到表头',
  noRows: '文件中只有表头，没有学生成绩行',
  tooManyRows: `文件超过${count(L.maxRows)}行，请拆分后分别导入`,
  tooManyColumns: `文件超过${L.maxColumns}列，请删除无关的列后重新上传`,
  tooManyCells: `文件超过${count(L.maxCells)}个单元格（行数×列数），请拆分后分别导入`,
  tooManyChars: `文件的文字超过${count(L.maxTextChars)}个字符，请拆分后分别导入`,
  /** Where the cell is: its row and column (1-based), or 0 when the file does not say (a shared string). */
  cellTooLong: (row: number, column: number) =>
    row > 0 && column > 0 ? `第 ${row} 行 ${columnLetter(column - 1)} 列的单元格超过${count(L.maxCellChars)}个字符，请检查后重新上传` : `文件中有单元格超过${count(L.maxCellChars)}个字符，请检查后重新上传`,
} as const

const M = IMPORT_TABLE_MESSAGES
const tooLarge = (message: string) => new ImportFileError(message, true)

export class ImportTableBuilder {
  private head: string[] | null = null
  private readonly rows: string[][] = []
  private cells = 0
  private chars = 0

  /** One row as read, `rowNumber` its number in the file (1-based); ImportFileError past a bound. */
  add(cells: string[], rowNumber: number): void {
    let width = cells.length
    while (width > 0 && cells[width - 1] === '') width -= 1
    let blank = true
    for (let i = 0; i < width; i++) {
      const c = cells[i]!
      if (c.length > L.maxCellChars) throw tooLarge(M.cellTooLong(rowNumber, i + 1))
      this.chars += c.length
      if (blank && c.trim() !== '') blank = false
    }
    if (blank) return
    if (width > L.maxColumns) throw tooLarge(M.tooManyColumns)
    if (this.chars > L.maxTextChars) throw tooLarge(M.tooManyChars)
    const row = width === cells.length ? cells : cells.slice(0, width)
    if (!this.head) {
      this.head = row
      return
    }
    if (this.rows.length >= L.maxRows) throw tooLarge(M.tooManyRows)
    this.cells += Math.max(width, this.head.length)
    if (this.cells > L.maxCells) throw tooLarge(M.tooManyCells)
    this.rows.push(row)
  }

  /** The header and data rows, each row as wide as the header. */
  finish(format: ImportTable['format']): ImportTable {
    if (!this.head) throw new ImportFileError(M.empty)
    const headers = this.head.map((h) => h.trim())
    // A header row has text in it; a first row of numbers is data without a header.
    if (headers.filter((h) => h !== '' && !Number.isFinite(Number(h))).length < 2) throw new ImportFileError(M.noHeader)
    if (this.rows.length === 0) throw new ImportFileError(M.noRows)
    const width = headers.length
    const rows = this.rows.map((r) => (r.length === width ? r : r.length > width ? r.slice(0, width) : [...r, ...Array<string>(width - r.length).fill('')]))
    return { headers, rows, format }
  }
}
