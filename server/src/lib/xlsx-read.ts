import { readXmlPart, type XmlHandlers } from './xml-part.ts'
import { BrokenFileError, ReadLimitError, ZipParts } from './zip-parts.ts'

/**
 * The first worksheet of an uploaded .xlsx as rows of cell text, read with every bound held while
 * it is read (DESIGN.md "Sessions and inputs"): the zip's parts through ZipParts (entries, bytes per
 * part and in all, counted while inflating), the workbook, its relationships, styles, shared strings
 * and the sheet through a streaming XML parser (characters between marks, nesting), shared strings
 * by count, and each cell by its characters and column, all refused at the first one past its bound.
 * The text of a cell is what Excel shows: numbers as written, formulas by their cached result, rich
 * text joined (phonetic runs left out), booleans TRUE/FALSE, errors as #N/A…, dates YYYY-MM-DD.
 */

export const XLSX_READ_LIMITS = {
  /** Entries the zip's central directory may list. */
  entries: 2_000,
  /** Bytes the parts read may inflate to together. */
  inflatedBytes: 128 * 1024 * 1024,
  /** Bytes the worksheet may inflate to. */
  sheetBytes: 96 * 1024 * 1024,
  /** Bytes the shared strings may inflate to. */
  sharedStringsBytes: 32 * 1024 * 1024,
  /** Bytes any other part read (workbook, relationships, styles) may inflate to. */
  partBytes: 4 * 1024 * 1024,
  /** Shared strings. */
  sharedStrings: 500_000,
  /** Characters between two XML marks. */
  markupRun: 64 * 1024,
  /** XML elements open at once. */
  depth: 64,
} as const

export interface SheetLimits {
  /** Characters one cell may hold. */
  cellChars: number
  /** Columns a cell with text may be in. */
  columns: number
}

/** A row with text in it: its cells (blank ones as ''), and its number in the sheet (1-based). */
export type RowSink = (cells: string[], rowNumber: number) => void

export { BrokenFileError, ReadLimitError }

const xmlLimits = { markupRun: XLSX_READ_LIMITS.markupRun, depth: XLSX_READ_LIMITS.depth }

/** readFirstSheet(bytes, limits, onRow) calls onRow for each row with text of the workbook's first sheet. */
export async function readFirstSheet(bytes: Buffer, limits: SheetLimits, onRow: RowSink): Promise<void> {
  const zip = await ZipParts.open(bytes, XLSX_READ_LIMITS)
  const workbookPath = (await relationships(zip, '_rels/.rels', '')).find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml'
  if (!zip.has(workbookPath)) throw new BrokenFileError('no workbook')
  const workbook = await readWorkbook(zip, workbookPath)
  const base = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1)
  const rels = await relationships(zip, `${base}_rels/${workbookPath.slice(base.length)}.rels`, base)
  const target = (type: string, fallback: string) => rels.find((r) => r.type.endsWith(type))?.target ?? fallback
  const sheetPath = (workbook.firstSheetRel && rels.find((r) => r.id === workbook.firstSheetRel)?.target) || firstSheetByName(zip)
  if (!sheetPath || !zip.has(sheetPath)) throw new BrokenFileError('no worksheet')
  const dateStyles = await readDateStyles(zip, target('/styles', `${base}styles.xml`))
  const strings = await readSharedStrings(zip, target('/sharedStrings', `${base}sharedStrings.xml`), limits.cellChars)
  await readSheet(zip, sheetPath, { strings, dateStyles, date1904: workbook.date1904, limits }, onRow)
}

interface Relationship {
  id: string
  type: string
  target: string
}

/** A part's relationships, targets resolved against `base` (the folder of the part they belong to). */
async function relationships(zip: ZipParts, part: string, base: string): Promise<Relationship[]> {
  if (!zip.has(part)) return []
  const out: Relationship[] = []
  await readXmlPart(zip, part, XLSX_READ_LIMITS.partBytes, xmlLimits, {
    open(name, a) {
      if (name !== 'Relationship' || a.TargetMode === 'External' || !a.Id || !a.Type || !a.Target) return
      out.push({ id: a.Id, type: a.Type, target: resolvePath(base, a.Target) })
    },
    text() {},
    close() {},
  })
  return out
}

function resolvePath(base: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : base + target).split('/')
  const out: string[] = []
  for (const p of parts) {
    if (p === '..') out.pop()
    else if (p !== '.' && p !== '') out.push(p)
  }
  return out.join('/')
}

/** The workbook's first sheet (its relationship id) and date system. */
async function readWorkbook(zip: ZipParts, part: string): Promise<{ firstSheetRel: string | null; date1904: boolean }> {
  let firstSheetRel: string | null = null
  let date1904 = false
  await readXmlPart(zip, part, XLSX_READ_LIMITS.partBytes, xmlLimits, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true'
      if (name !== 'sheet' || firstSheetRel !== null) return
      // r:id, whatever prefix the writer gave the relationships namespace.
      firstSheetRel = Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1] ?? null
      return false
    },
    text() {},
    close() {},
  })
  return { firstSheetRel, date1904 }
}

/** Without a usable workbook: the lowest-numbered xl/worksheets/sheetN.xml. */
function firstSheetByName(zip: ZipParts): string | null {
  const sheets = zip
    .names()
    .map((n) => ({ n, m: /^xl\/worksheets\/sheet(\d+)\.xml$/i.exec(n) }))
    .filter((x) => x.m)
    .sort((a, b) => Number(a.m![1]) - Number(b.m![1]))
  return sheets[0]?.n ?? null
}

/** Built-in number formats that show a date (ECMA-376 18.8.30, with the CJK ones). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58])

/** A custom format code shows a date when, outside quotes, escapes and [brackets], it has a y or a d. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '')
  return /[yd]/i.test(bare)
}

/** The cell styles (cellXfs) whose number format shows a date. */
async function readDateStyles(zip: ZipParts, part: string): Promise<ReadonlySet<number>> {
  const dates = new Set<number>()
  if (!zip.has(part)) return dates
  const customDates = new Set<number>()
  let inCellXfs = false
  let xf = 0
  await readXmlPart(zip, part, XLSX_READ_LIMITS.partBytes, xmlLimits, {
    open(name, a) {
      if (name === 'numFmt' && a.formatCode !== undefined && isDateFormat(a.formatCode)) customDates.add(Number(a.numFmtId))
      else if (name === 'cellXfs') inCellXfs = true
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0)
        if (DATE_FORMAT_IDS.has(id) || customDates.has(id)) dates.add(xf)
        xf += 1
      }
    },
    text() {},
    close(name) {
      if (name !== 'cellXfs') return
      inCellXfs = false
      return false
    },
  })
  return dates
}

/** OOXML's escape of characters XML cannot hold: _x000D_ is a carriage return. */
const unescapeXstring = (s: string) => (s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : s)

/**
 * Text gathered from <t> elements of a string item (a shared string or an inline one), phonetic
 * runs (<rPh>) left out, kept to at most `max` + 1 characters: one more than a cell may hold is
 * enough to refuse it.
 */
class StringItem {
  private text = ''
  private inT = false
  private inPhonetic = 0

  constructor(private readonly max: number) {}

  open(name: string): void {
    if (name === 'rPh') this.inPhonetic += 1
    else if (name === 't' && this.inPhonetic === 0) this.inT = true
  }

  add(text: string): void {
    if (this.inT && this.text.length <= this.max) this.text += text.slice(0, this.max + 1 - this.text.length)
  }

  close(name: string): void {
    if (name === 'rPh') this.inPhonetic -= 1
    else if (name === 't') this.inT = false
  }

  take(): string {
    const text = unescapeXstring(this.text)
    this.text = ''
    return text
  }
}

async function readSharedStrings(zip: ZipParts, part: string, cellChars: number): Promise<string[]> {
  const strings: string[] = []
  if (!zip.has(part)) return strings
  const item = new StringItem(cellChars)
  const state = { inItem: false }
  try {
    await readXmlPart(zip, part, XLSX_READ_LIMITS.sharedStringsBytes, xmlLimits, {
      open(name) {
        if (name === 'si') state.inItem = true
        item.open(name)
      },
      text: (text) => item.add(text),
      close(name) {
        item.close(name)
        if (name !== 'si') return
        state.inItem = false
        if (strings.length >= XLSX_READ_LIMITS.sharedStrings) throw new ReadLimitError('sharedStrings', { part })
        strings.push(item.take())
      },
    })
  } catch (error) {
    // A run of text too long for saxes to gather, inside a string: a cell's text, whichever cell shows it.
    if (error instanceof ReadLimitError && error.limit === 'markup' && state.inItem) throw new ReadLimitError('cellChars', { part })
    throw error
  }
  return strings
}

/** A column's 0-based index from a cell reference (B3 → 1); -1 past three letters (beyond XFD). */
function columnOf(ref: string): number {
  let n = 0
  let i = 0
  for (; i < ref.length && i < 4; i++) {
    const c = ref.charCodeAt(i) | 0x20
    if (c < 97 || c > 122) break
    n = n * 26 + (c - 96)
  }
  return i === 0 ? -2 : i > 3 ? -1 : n - 1
}

const MS_PER_DAY = 86_400_000
/** Day 0 of Excel's 1900 date system as the serial counts it (1899-12-30, its leap-year bug included), and of the 1904 one. */
const EPOCH_1900 = Date.UTC(1899, 11, 30)
const EPOCH_1904 = Date.UTC(1904, 0, 1)

export function serialDate(serial: number, date1904: boolean): string {
  const ms = (date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * MS_PER_DAY)
  const d = new Date(ms)
  return Number.isNaN(d.getTime()) ? String(serial) : d.toISOString().slice(0, 10)
}

interface SheetContext {
  strings: readonly string[]
  dateStyles: ReadonlySet<number>
  date1904: boolean
  limits: SheetLimits
}

/** The text a cell shows, from its type (t), style (s) and the text of its <v> or inline string. */
function cellValue(type: string | undefined, style: number, value: string, context: SheetContext): string {
  switch (type) {
    case 's':
      return context.strings[Number.parseInt(value, 10)] ?? ''
    case 'inlineStr':
    case 'str':
    case 'e':
      return value
    case 'b':
      return value === '' ? '' : value === '1' || value === 'true' ? 'TRUE' : 'FALSE'
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value
    default: {
      if (value === '') return ''
      const n = Number(value)
      if (!Number.isFinite(n)) return value
      return context.dateStyles.has(style) ? serialDate(n, context.date1904) : String(n)
    }
  }
}

interface OpenCell {
  type: string | undefined
  style: number
  column: number
  value: string
}

async function readSheet(zip: ZipParts, part: string, context: SheetContext, onRow: RowSink): Promise<void> {
  const { cellChars, columns } = context.limits
  const at: { row: number; cells: string[]; column: number; cell: OpenCell | null; inValue: boolean } = { row: 0, cells: [], column: -1, cell: null, inValue: false }
  const inline = new StringItem(cellChars)
  const handlers: XmlHandlers = {
    open(name, a) {
      if (name === 'row') {
        const r = Number(a.r)
        at.row = Number.isInteger(r) && r > 0 ? r : at.row + 1
        at.cells = []
        at.column = -1
      } else if (name === 'c') {
        const ref = a.r === undefined ? -2 : columnOf(a.r)
        at.column = ref === -2 ? at.column + 1 : ref
        at.cell = { type: a.t, style: Number(a.s ?? 0), column: at.column, value: '' }
      } else if (at.cell) {
        if (name === 'v') at.inValue = true
        else inline.open(name)
      }
    },
    text(text) {
      const cell = at.cell
      if (!cell) return
      if (at.inValue) {
        if (cell.value.length <= cellChars) cell.value += text.slice(0, cellChars + 1 - cell.value.length)
      } else inline.add(text)
    },
    close(name) {
      const cell = at.cell
      if (name === 'v') at.inValue = false
      else if (name === 'c' && cell) {
        const inlineText = inline.take()
        const text = cellValue(cell.type, cell.style, cell.type === 'inlineStr' ? inlineText : cell.value, context)
        if (text !== '') {
          if (text.length > cellChars) throw new ReadLimitError('cellChars', { part, row: at.row, column: cell.column + 1 })
          if (cell.column < 0 || cell.column >= columns) throw new ReadLimitError('columns', { part, row: at.row })
          while (at.cells.length < cell.column) at.cells.push('')
          at.cells[cell.column] = text
        }
        at.cell = null
      } else if (name === 'row') {
        if (at.cells.length > 0) onRow(at.cells, at.row)
        at.cells = []
      } else if (name === 'sheetData') return false
      else if (cell) inline.close(name)
    },
  }
  try {
    await readXmlPart(zip, part, XLSX_READ_LIMITS.sheetBytes, xmlLimits, handlers)
  } catch (error) {
    // A run of text too long for saxes to gather, inside a cell: that cell's text.
    if (error instanceof ReadLimitError && error.limit === 'markup' && at.cell) throw new ReadLimitError('cellChars', { part, row: at.row, column: at.cell.column + 1 })
    throw error
  }
}
