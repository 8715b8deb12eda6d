// The grade-band settings dialog (档次设置): spec 2 §3 "Level settings", §4 "Level dialog", §5
// "Level dialog" and §9 (1 to 8 bands, defaults 15 %, 35 %, 60 %). Pure input filters, mode/rule
// transitions and validation, run by the dialog as the user types and by the BFF before it saves.

export const LEVEL_LINES_MESSAGES = {
  nameRepeat: '档次名称不能重复',
  empty: '参数不能为空',
  nameTooLong: '档次名称最多6个字',
  bandCount: '档次数量须为1到8个',
  scoreOrder: '档次分数线必须高于下一档次',
  rankOrder: '名次必须大于上一档次',
  ratioOrder: '比例必须大于上一档次',
  unsaved: '设置尚未保存，确认放弃修改吗？',
  systemWarning: '系统算法：只需设置总分档次线，各学科档次线按总分上线比例匹配（有效分算法）自动生成',
  calcError: 'error',
} as const
export type LevelLinesMessage = (typeof LEVEL_LINES_MESSAGES)[keyof typeof LEVEL_LINES_MESSAGES]

export const LEVEL_BANDS = {
  min: 1,
  max: 8,
  nameMaxLength: 6,
  /** Cumulative percent of the default three bands. */
  defaultRatios: [15, 35, 60] as readonly number[],
  names: ['一档', '二档', '三档', '四档', '五档', '六档', '七档', '八档'] as readonly string[],
  ratioDecimals: 4,
  scoreDecimals: 2,
} as const

/** mode: 1 by score, 2 by ratio, 3 by rank. */
export const LEVEL_MODE = { score: 1, ratio: 2, rank: 3 } as const
export type LevelMode = (typeof LEVEL_MODE)[keyof typeof LEVEL_MODE]
/** rule: 0 system algorithm, 1 same as total score, 2 same ratio as total, 3 same rank as total. */
export const LEVEL_RULE = { system: 0, sameAsTotal: 1, sameRatio: 2, sameRank: 3 } as const
export type LevelRule = (typeof LEVEL_RULE)[keyof typeof LEVEL_RULE]

export const LEVEL_MODE_LABELS: Readonly<Record<LevelMode, string>> = { 1: '按分数', 2: '按比例', 3: '按名次' }
export const LEVEL_RULE_LABELS: Readonly<Record<LevelRule, string>> = { 0: '系统算法', 1: '与总分相同', 2: '与总分比例相同', 3: '与总分名次相同' }

/**
 * ruleAfterModeChange(mode, rule) = spec 2 §4: mode 1 with rule 1 becomes rule 2; modes 2 and 3
 * with rule 2 or 3 become rule 1; anything else stays.
 */
export function ruleAfterModeChange(mode: LevelMode, rule: LevelRule): LevelRule {
  if (mode === LEVEL_MODE.score && rule === LEVEL_RULE.sameAsTotal) return LEVEL_RULE.sameRatio
  if (mode !== LEVEL_MODE.score && (rule === LEVEL_RULE.sameRatio || rule === LEVEL_RULE.sameRank)) return LEVEL_RULE.sameAsTotal
  return rule
}

/**
 * ruleOptions(mode) = the rules offered in a mode. Spec 2 §4 says mode 1 hides 'same ratio', but
 * its own transition moves mode 1's rule 1 to rule 2 ('same ratio'), so hiding rule 2 would leave
 * the select on a hidden value. We hide what the transitions make unreachable instead: mode 1
 * (a score line cannot be 'the same' across subjects of different full scores) offers 0, 2, 3;
 * modes 2 and 3 (where 'same as total' already is the same ratio or rank) offer 0, 1.
 */
export function ruleOptions(mode: LevelMode): LevelRule[] {
  return mode === LEVEL_MODE.score ? [0, 2, 3] : [0, 1]
}

/** keepDigitsAndDot(s) = s without anything but digits and the first dot (spec 2 §5). */
export function keepDigitsAndDot(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '')
  const dot = kept.indexOf('.')
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '')
}

function decimalsOf(text: string): number {
  const dot = text.indexOf('.')
  return dot === -1 ? 0 : text.length - dot - 1
}

/** filterRatioInput(s) = the kept text, or '' when above 100 or with more than 4 decimals. */
export function filterRatioInput(raw: string): string {
  const text = keepDigitsAndDot(raw)
  if (text === '' || text === '.') return text
  return Number(text) > 100 || decimalsOf(text) > LEVEL_BANDS.ratioDecimals ? '' : text
}

/** filterRankInput(s, n) = the digits (an integer), or '' when above the subject's student count n. */
export function filterRankInput(raw: string, studentCount: number): string {
  const text = raw.replace(/\D/g, '')
  if (text === '') return text
  return Number(text) > studentCount ? '' : text
}

/** filterScoreInput(s, W) = the kept text, or '' when above the full score W or with more than 2 decimals. */
export function filterScoreInput(raw: string, fullScore: number): string {
  const text = keepDigitsAndDot(raw)
  if (text === '' || text === '.') return text
  return Number(text) > fullScore || decimalsOf(text) > LEVEL_BANDS.scoreDecimals ? '' : text
}

/** filterBandInput(mode, s, row) = the filter of the mode. */
export function filterBandInput(mode: LevelMode, raw: string, row: { studentCount: number; fullScore: number }): string {
  if (mode === LEVEL_MODE.ratio) return filterRatioInput(raw)
  if (mode === LEVEL_MODE.rank) return filterRankInput(raw, row.studentCount)
  return filterScoreInput(raw, row.fullScore)
}

export type BandValue = string | number | null | undefined

export interface LevelLinesRowInput {
  /** 'totalScore' or the paper's pindex. */
  key: string
  /** Rows that are validated: the total always, a subject when ticked custom (and the rule is not 0). */
  custom: boolean
  /** The values of the current mode, one per band, highest band first. */
  values: readonly BandValue[]
}

export interface LevelLinesInput {
  mode: LevelMode
  rule: LevelRule
  names: readonly string[]
  rows: readonly LevelLinesRowInput[]
}

export interface LevelLinesError {
  /** Row key, or 'names'. */
  key: string
  /** 0-based band, −1 for the whole row. */
  band: number
  message: LevelLinesMessage
}

export interface LevelLinesVerdict {
  ok: boolean
  errors: LevelLinesError[]
  message: LevelLinesMessage | null
}

const TOTAL_KEY = 'totalScore'

function valueOf(v: BandValue): number | null {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  const t = v.trim()
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null
}

/** The rows the rule asks the user to fill: rule 0 needs only the total's bands. */
export function rowsToValidate(input: Pick<LevelLinesInput, 'rule' | 'rows'>): LevelLinesRowInput[] {
  return input.rows.filter((r) => r.key === TOTAL_KEY || (input.rule !== LEVEL_RULE.system && r.custom))
}

/**
 * validateLevelLines(s) = spec 2 §5 level dialog: 1–8 bands; names filled, at most 6 characters,
 * none repeated; every value of the rows to fill present; by score each band's line above the next
 * band's; by rank and by ratio each band's value above the previous band's.
 */
export function validateLevelLines(input: LevelLinesInput): LevelLinesVerdict {
  const errors: LevelLinesError[] = []
  const n = input.names.length
  if (n < LEVEL_BANDS.min || n > LEVEL_BANDS.max) errors.push({ key: 'names', band: -1, message: LEVEL_LINES_MESSAGES.bandCount })
  const seen = new Set<string>()
  input.names.forEach((raw, b) => {
    const name = raw.trim()
    if (name === '') errors.push({ key: 'names', band: b, message: LEVEL_LINES_MESSAGES.empty })
    else if ([...name].length > LEVEL_BANDS.nameMaxLength) errors.push({ key: 'names', band: b, message: LEVEL_LINES_MESSAGES.nameTooLong })
    else if (seen.has(name)) errors.push({ key: 'names', band: b, message: LEVEL_LINES_MESSAGES.nameRepeat })
    seen.add(name)
  })
  for (const row of rowsToValidate(input)) {
    const values = Array.from({ length: n }, (_, b) => valueOf(row.values[b]))
    values.forEach((v, b) => {
      if (v === null) errors.push({ key: row.key, band: b, message: LEVEL_LINES_MESSAGES.empty })
    })
    for (let b = 1; b < n; b++) {
      const prev = values[b - 1]
      const cur = values[b]
      if (prev === null || prev === undefined || cur === null || cur === undefined) continue
      if (input.mode === LEVEL_MODE.score && !(prev > cur)) errors.push({ key: row.key, band: b - 1, message: LEVEL_LINES_MESSAGES.scoreOrder })
      if (input.mode === LEVEL_MODE.rank && !(cur > prev)) errors.push({ key: row.key, band: b, message: LEVEL_LINES_MESSAGES.rankOrder })
      if (input.mode === LEVEL_MODE.ratio && !(cur > prev)) errors.push({ key: row.key, band: b, message: LEVEL_LINES_MESSAGES.ratioOrder })
    }
  }
  return { ok: errors.length === 0, errors, message: errors[0]?.message ?? null }
}

/** defaultBandNames(n) = 一档 … for n bands. */
export function defaultBandNames(n: number): string[] {
  return LEVEL_BANDS.names.slice(0, Math.max(LEVEL_BANDS.min, Math.min(LEVEL_BANDS.max, n)))
}
