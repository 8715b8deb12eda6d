// The level-score (等级赋分) table of the generation page: spec 2 §5 "Level-score table" and §3
// "Default 13-level rule". Pure functions over the cells as typed (strings) or as numbers, run by the
// client while the user types and by the BFF, whose verdict counts. Rows run from the highest level
// down; each has a ratio (percent of takers) and a score range [start, end] the level converts onto.

/** The exact messages of spec 2 §5 (the ones the spec gives in Chinese are copied verbatim). */
export const LEVEL_SCORE_MESSAGES = {
  cumulative: '累计比例必须为100%，请核查分段比例设置是否正确',
  lowerNotBelowHigher: '低等级赋分不能等于或高于高等级赋分',
  startNotBelowEnd: '赋分起始值必须小于末尾值',
  overlap: '下一等级的赋分最高值必须小于上一等级的赋分最低值',
  ratioInvalid: '等级比例不能为负数、空值或非数字',
  ratioRange: '等级比例须在0到100之间，最多保留两位小数',
  scoreInvalid: '赋分值不能为负数、空值或非数字',
  incomplete: '请填写完整数据',
} as const
export type LevelScoreMessage = (typeof LEVEL_SCORE_MESSAGES)[keyof typeof LEVEL_SCORE_MESSAGES]

/** Spec 2 §9: the generation tool's level count is fixed at 13. */
export const LEVEL_SCORE_LEVEL_COUNT = 13
export const LEVEL_RATIO_DECIMALS = 2

export type Cell = string | number | null | undefined

export interface LevelRowInput {
  rate: Cell
  min: Cell
  max: Cell
}

/** Spec 2 §3 default 13-level rule: percent of people and score range, highest level first. */
export const DEFAULT_LEVEL_TABLE: readonly { rate: number; min: number; max: number }[] = [
  { rate: 2, min: 94, max: 100 },
  { rate: 3, min: 90, max: 93.97 },
  { rate: 10, min: 83, max: 89.98 },
  { rate: 10, min: 78, max: 82.98 },
  { rate: 10, min: 74, max: 77.99 },
  { rate: 15, min: 70, max: 73.99 },
  { rate: 15, min: 66, max: 69.99 },
  { rate: 10, min: 62, max: 65.99 },
  { rate: 10, min: 57, max: 61.98 },
  { rate: 5, min: 53, max: 56.98 },
  { rate: 5, min: 46, max: 52.98 },
  { rate: 3, min: 40, max: 45.97 },
  { rate: 2, min: 30, max: 39.95 },
]

const NUMBER = /^\d+(\.\d+)?$/
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/

/** parseCell(c) = the non-negative number a cell holds, or null when it is empty, negative or not a plain number. */
export function parseCell(cell: Cell): number | null {
  if (cell === null || cell === undefined) return null
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? cell : null
  const text = cell.trim()
  return NUMBER.test(text) ? Number(text) : null
}

function cellText(cell: Cell): string {
  return typeof cell === 'number' ? String(cell) : (cell ?? '').trim()
}

/** ratioError(c) = null for a ratio 0–100 with at most two decimals, else the message. */
export function ratioError(cell: Cell): LevelScoreMessage | null {
  const value = parseCell(cell)
  if (value === null) return LEVEL_SCORE_MESSAGES.ratioInvalid
  if (value > 100 || !TWO_DECIMALS.test(cellText(cell))) return LEVEL_SCORE_MESSAGES.ratioRange
  return null
}

/** scoreError(c) = null for a score ≥ 0, else the message. */
export function scoreError(cell: Cell): LevelScoreMessage | null {
  return parseCell(cell) === null ? LEVEL_SCORE_MESSAGES.scoreInvalid : null
}

/** Hundredths as integers, so that sums of two-decimal ratios are exact. */
const hundredths = (x: number): number => Math.round(x * 100)

/**
 * cumulativeRatios(rows) = the running sum of the ratios rounded to 2 decimals (spec 2 §5); null
 * from the first ratio that is not a valid number on.
 */
export function cumulativeRatios(rows: readonly Pick<LevelRowInput, 'rate'>[]): (number | null)[] {
  let sum = 0
  let broken = false
  return rows.map((row) => {
    const value = parseCell(row.rate)
    if (broken || value === null) {
      broken = true
      return null
    }
    sum += hundredths(value)
    return sum / 100
  })
}

export type LevelTableField = 'rate' | 'min' | 'max' | 'table'

export interface LevelTableError {
  /** 0-based row; −1 for the whole table. */
  row: number
  field: LevelTableField
  message: LevelScoreMessage
}

export interface LevelTableVerdict {
  ok: boolean
  errors: LevelTableError[]
  /** The message to show first (the first error in table order), or null. */
  message: LevelScoreMessage | null
}

function verdict(errors: LevelTableError[]): LevelTableVerdict {
  return { ok: errors.length === 0, errors, message: errors[0]?.message ?? null }
}

/**
 * validateLevelTable(rows) = every broken rule of spec 2 §5, in this order: the cells (ratio 0–100,
 * two decimals; scores ≥ 0; none empty or non-numeric); start < end inside a row (an equal start
 * and end is a level with one fixed score, as the regional tables give); between adjacent rows the
 * lower level's scores below the higher level's ('低等级赋分…' when the lower range reaches the top
 * or the start of the higher one, else '下一等级的赋分最高值…' when only its end overlaps); and
 * the ratios adding up to 100.
 */
export function validateLevelTable(rows: readonly LevelRowInput[]): LevelTableVerdict {
  const errors: LevelTableError[] = []
  rows.forEach((row, i) => {
    const rate = ratioError(row.rate)
    if (rate) errors.push({ row: i, field: 'rate', message: rate })
    const min = scoreError(row.min)
    if (min) errors.push({ row: i, field: 'min', message: min })
    const max = scoreError(row.max)
    if (max) errors.push({ row: i, field: 'max', message: max })
  })
  if (errors.length > 0) return verdict(errors)

  const ranges = rows.map((row) => ({ min: parseCell(row.min) as number, max: parseCell(row.max) as number }))
  ranges.forEach((r, i) => {
    if (r.min > r.max) errors.push({ row: i, field: 'min', message: LEVEL_SCORE_MESSAGES.startNotBelowEnd })
  })
  for (let i = 1; i < ranges.length; i++) {
    const higher = ranges[i - 1]!
    const lower = ranges[i]!
    if (lower.max >= higher.max || lower.min >= higher.min) {
      errors.push({ row: i, field: 'max', message: LEVEL_SCORE_MESSAGES.lowerNotBelowHigher })
    } else if (lower.max >= higher.min) {
      errors.push({ row: i, field: 'max', message: LEVEL_SCORE_MESSAGES.overlap })
    }
  }
  const total = rows.reduce((sum, row) => sum + hundredths(parseCell(row.rate) as number), 0)
  if (rows.length > 0 && total !== 10_000) errors.push({ row: -1, field: 'table', message: LEVEL_SCORE_MESSAGES.cumulative })
  return verdict(errors)
}

export interface LevelScoreSubmitInput {
  examid: string | null | undefined
  pindexs: readonly number[]
  rows: readonly LevelRowInput[]
}

/** validateLevelScoreSubmit(s) = '请填写完整数据' without an exam, a subject or a level list; else the table's verdict. */
export function validateLevelScoreSubmit(input: LevelScoreSubmitInput): LevelTableVerdict {
  if (!input.examid || input.pindexs.length === 0 || input.rows.length === 0) {
    return verdict([{ row: -1, field: 'table', message: LEVEL_SCORE_MESSAGES.incomplete }])
  }
  return validateLevelTable(input.rows)
}

/** toAssignScoreCfgs(rows) = the upstream's assignScoreCfgs of a valid table: {rate, scoreRange [min, max]}. */
export function toAssignScoreCfgs(rows: readonly LevelRowInput[]): { rate: number; scoreRange: [number, number] }[] {
  return rows.map((row) => ({ rate: parseCell(row.rate) ?? 0, scoreRange: [parseCell(row.min) ?? 0, parseCell(row.max) ?? 0] }))
}
