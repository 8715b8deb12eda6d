/**
 * Constants and pure ordering rules of report tables and drill dialogs, shared by the BFF
 * (server/src/domain/tables/) and the client's report kit (client/src/components/report/logic/).
 * Plain TypeScript on purpose: importing a value from a TypeBox module would pull TypeBox (≈68 kB)
 * into client chunks. The schemas are in table.ts and drill.ts.
 */

/** Spec 2 §9: page sizes 5, 10, 20, 50 (default 10). */
export const TABLE_PAGE_SIZES = [5, 10, 20, 50] as const
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number]
export const TABLE_DEFAULT_PAGE_SIZE: TablePageSize = 10
/** Spec 2 §9: tables with more than 10 rows may collapse, showing 5. */
export const TABLE_COLLAPSE_ABOVE = 10
export const TABLE_COLLAPSED_ROWS = 5
/** Spec 2 §2: the sticky header sits 40 px down (135 on the combine page). */
export const TABLE_STICKY_OFFSET = 40
export const TABLE_STICKY_OFFSET_COMBINE = 135

/** A value the statistics cannot give (spec 2 §2 drill dialog: unknown shows '--'). */
export const CELL_UNKNOWN = '--'
/** A student who did not sit the paper (spec 2 §2: absent shows '未考'; analytics.md: absent is not zero). */
export const CELL_ABSENT = '未考'

/** Spec 2 §2, §9: the drill dialog. */
export const DRILL_TITLE = '学生名单详情'
export const DRILL_DIALOG_WIDTH = 930
export const DRILL_PAGE_SIZE = 10
/** Spec 2 §7: code 0 is success, code 5 is ignored, any other code shows its msg as an error. */
export const DRILL_CODE_OK = 0
export const DRILL_CODE_IGNORED = 5

type Cell = string | number | null | undefined

/** '--', '未考', '' or nothing: sorted after every value, whatever the direction. */
export function isBlankCell(value: Cell): boolean {
  return value === undefined || value === null || value === '' || value === CELL_UNKNOWN || value === CELL_ABSENT
}

const CN_DIGIT: Readonly<Record<string, number>> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }
const TOKEN = /(\d+(?:\.\d+)?)|([零〇一二两三四五六七八九十百]+)|([^\d零〇一二两三四五六七八九十百]+)/gu

/** 十一 → 11, 二十 → 20, 一百零五 → 105; digit strings without 十/百 read positionally (二〇二四 → 2024). */
export function chineseNumeral(run: string): number | null {
  if (!run) return null
  if (!/[十百]/u.test(run)) {
    let value = 0
    for (const ch of run) {
      const digit = CN_DIGIT[ch]
      if (digit === undefined) return null
      value = value * 10 + digit
    }
    return value
  }
  let total = 0
  let current = 0
  for (const ch of run) {
    if (ch === '十' || ch === '百') {
      total += (current || 1) * (ch === '十' ? 10 : 100)
      current = 0
    } else {
      const digit = CN_DIGIT[ch]
      if (digit === undefined) return null
      current = digit
    }
  }
  return total + current
}

type Token = { n: number } | { s: string }

/** Class and unit names recur in every sort of every page: their tokens are kept (bounded). */
const tokenMemo = new Map<string, Token[]>()
const TOKEN_MEMO_MAX = 4096

function tokens(text: string): Token[] {
  const known = tokenMemo.get(text)
  if (known) return known
  const out = tokenize(text)
  if (tokenMemo.size >= TOKEN_MEMO_MAX) tokenMemo.clear()
  tokenMemo.set(text, out)
  return out
}

function tokenize(text: string): Token[] {
  const out: Token[] = []
  for (const match of text.normalize('NFKC').matchAll(TOKEN)) {
    if (match[1] !== undefined) out.push({ n: Number(match[1]) })
    else if (match[2] !== undefined) {
      const n = chineseNumeral(match[2])
      out.push(n === null ? { s: match[2] } : { n })
    } else out.push({ s: match[3] ?? '' })
  }
  return out
}

const collator = new Intl.Collator('zh-Hans-CN', { sensitivity: 'base' })

/**
 * Natural order (spec 2 §9: class names in natural numeric order): 1班 2班 … 10班; 高一(2)班 before
 * 高一（10）班 (full-width forms folded); 一班 二班 … 十一班; numbers before words; words by the
 * Chinese collation. Ties fall back to code points, so the order is total.
 */
export function compareNatural(a: string, b: string): number {
  if (a === b) return 0
  return compareTokens(tokens(a), tokens(b)) || (a < b ? -1 : 1)
}

function compareTokens(ta: readonly Token[], tb: readonly Token[]): number {
  const n = Math.min(ta.length, tb.length)
  for (let i = 0; i < n; i++) {
    const x = ta[i]!
    const y = tb[i]!
    if ('n' in x && 'n' in y) {
      if (x.n !== y.n) return x.n - y.n
    } else if ('n' in x) return -1
    else if ('n' in y) return 1
    else {
      const c = collator.compare(x.s, y.s)
      if (c !== 0) return c
    }
  }
  return ta.length - tb.length
}

const NUMERIC = /^[-+]?\d+(?:\.\d+)?%?$/

function numericOf(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const trimmed = value.trim()
  return NUMERIC.test(trimmed) ? Number.parseFloat(trimmed) : null
}

/** Ascending order of two non-blank display cells: numbers (and '70.00%') numerically and first, text naturally. */
export function compareCells(a: string | number, b: string | number): number {
  const x = numericOf(a)
  const y = numericOf(b)
  if (x !== null && y !== null) return x - y
  if (x !== null) return -1
  if (y !== null) return 1
  return compareNatural(String(a), String(b))
}

export interface SortableRow {
  cells: Readonly<Record<string, Cell>>
  pinned?: boolean | undefined
}

/**
 * Rows sorted by one column: pinned rows (全体, 全校) stay on top in their order; blanks ('--', '未考')
 * go last in either direction ('--' before '未考'); equal cells keep their order (stable).
 */
export function sortRows<R extends SortableRow>(rows: readonly R[], sort: { key: string; rule: 'asc' | 'desc' } | null): R[] {
  if (!sort) return rows.slice()
  const pinned: R[] = []
  // Each cell is read once (number, or the tokens of its text): 60,000 rows sort in well under a second.
  const rest: Array<{ row: R; index: number; blank: number; num: number | null; text: string; tokens: Token[] | null }> = []
  rows.forEach((row, index) => {
    if (row.pinned) return void pinned.push(row)
    const value = row.cells[sort.key]
    if (isBlankCell(value)) return void rest.push({ row, index, blank: blankRank(value), num: null, text: '', tokens: null })
    const num = numericOf(value as string | number)
    const text = String(value)
    rest.push({ row, index, blank: 0, num, text, tokens: num === null ? tokens(text) : null })
  })
  const sign = sort.rule === 'desc' ? -1 : 1
  rest.sort((p, q) => {
    if (p.blank || q.blank) {
      if (p.blank && q.blank) return p.blank - q.blank || p.index - q.index
      return p.blank ? 1 : -1
    }
    let c: number
    if (p.num !== null && q.num !== null) c = p.num - q.num
    else if (p.num !== null) c = -1
    else if (q.num !== null) c = 1
    else c = compareTokens(p.tokens!, q.tokens!) || (p.text === q.text ? 0 : p.text < q.text ? -1 : 1)
    return sign * c || p.index - q.index
  })
  return [...pinned, ...rest.map((r) => r.row)]
}

/** 1 for '--', 2 for '未考', 3 for nothing at all: the order of blanks at the end. */
function blankRank(value: Cell): number {
  return value === CELL_ABSENT ? 2 : value === CELL_UNKNOWN ? 1 : 3
}

/** Spec 2 §9: a page size outside 5/10/20/50 (or not a number) becomes the default 10. */
export function normalizePageSize(raw: unknown): TablePageSize {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  return (TABLE_PAGE_SIZES as readonly unknown[]).includes(n) ? (n as TablePageSize) : TABLE_DEFAULT_PAGE_SIZE
}

/** Pages needed for `total` rows (at least 1, so an empty table still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)))
}

/** A requested page kept inside 1…pageCount; anything not a positive integer is page 1. */
export function clampPage(page: unknown, total: number, pageSize: number): number {
  const n = typeof page === 'string' && page.trim() !== '' ? Number(page) : page
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return 1
  return Math.min(n, pageCount(total, pageSize))
}
