import { Type, type Static } from 'typebox'
import { CellValueSchema, NumberFormatSchema } from './table.ts'
import { ReportPageQueryProperties } from './report-page.ts'

/**
 * A metric's definition (issue 36): the one text the 指标说明 blocks, the help centre and the figure
 * explanations render, so they cannot disagree. The catalogue itself is metric-catalogue.ts (plain data
 * typed by this schema).
 */
export const MetricDefinitionSchema = Type.Object({
  /** The Chinese name (平均分). */
  term: Type.String({ minLength: 1 }),
  /** The formula in words (所有有效成绩之和除以有效成绩人数). */
  words: Type.String({ minLength: 1 }),
  /** The formula in symbols (x̄ = Σx / N): the 指标说明's 计算方法. */
  symbols: Type.String({ minLength: 1 }),
  /** Who counts (未考不计入; 0 分计入 …). */
  population: Type.String({ minLength: 1 }),
  /** How the shown number is rounded. */
  rounding: Type.String({ minLength: 1 }),
  /** The settings (指标参数设置) the figure reads; empty when it reads none. */
  settings: Type.Array(Type.String()),
  /** The rest of the 指标说明's 说明 ('' when none). */
  note: Type.String(),
})
export type MetricDefinition = Static<typeof MetricDefinitionSchema>

export const REPORT_EXPLAIN_PATH = '/report-explain'

/** GET /report/bff/report-explain?<the page's query>&cell=<block|row|column>[&page&pageSize&sortKey&sortRule of the table]. */
export const ReportExplainQuerySchema = Type.Object({
  ...ReportPageQueryProperties,
  cell: Type.String({ minLength: 3, maxLength: 200, pattern: '^[0-9A-Za-z_-]+\\|[^|]{0,128}\\|[0-9A-Za-z_.:-]+$' }),
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  sortKey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_.:-]*$' })),
  sortRule: Type.Optional(Type.Enum(['asc', 'desc', ''])),
})
export type ReportExplainQuery = Static<typeof ReportExplainQuerySchema>

/**
 * How the value follows from the inputs, so anyone (and the recomputation test) can redo it:
 * count: value = count; mean: sum / n; ratio: part / whole; quotient: numerator / denominator (x̄ / W);
 * rank: 1 + higher; observed: a score as it was recorded; platform: a statistic the platform computed
 * from the scores themselves (the BFF sees only its value); difference: value − reference (a unit against
 * its reference total); relative: (value − reference) / reference (超均率); sum: the parts added (a paper's
 * mean as the sum of its items' means).
 */
export const FigureComputationSchema = Type.Union([
  Type.Object({ kind: Type.Literal('count'), count: Type.Integer() }),
  Type.Object({ kind: Type.Literal('mean'), sum: Type.Number(), n: Type.Integer({ minimum: 1 }) }),
  Type.Object({ kind: Type.Literal('ratio'), part: Type.Integer({ minimum: 0 }), whole: Type.Integer({ minimum: 1 }) }),
  Type.Object({ kind: Type.Literal('quotient'), numerator: Type.Number(), denominator: Type.Number() }),
  Type.Object({ kind: Type.Literal('rank'), higher: Type.Integer({ minimum: 0 }) }),
  Type.Object({ kind: Type.Literal('observed'), value: Type.Number() }),
  Type.Object({ kind: Type.Literal('platform'), value: Type.Number() }),
  Type.Object({ kind: Type.Literal('difference'), value: Type.Number(), reference: Type.Number() }),
  Type.Object({ kind: Type.Literal('relative'), value: Type.Number(), reference: Type.Number() }),
  Type.Object({ kind: Type.Literal('sum'), parts: Type.Array(Type.Number(), { minItems: 1, maxItems: 500 }) }),
])
export type FigureComputation = Static<typeof FigureComputationSchema>

/** A 95 % interval of a small group's mean (t) or rate (Wilson). */
export const FigureIntervalSchema = Type.Object({
  method: Type.Enum(['wilson', 't']),
  level: Type.Number(),
  low: Type.Number(),
  high: Type.Number(),
  /** Shown as the figure is (same format). */
  text: Type.String(),
})
export type FigureInterval = Static<typeof FigureIntervalSchema>

/** What a figure of a report page is and where it came from: the explanation panel's view model. */
export const FigureExplanationSchema = Type.Object({
  metric: Type.String(),
  definition: MetricDefinitionSchema,
  /** What the cell is: 全体 · 数学 · 平均分. */
  caption: Type.String(),
  group: Type.Object({ name: Type.String(), n: Type.Union([Type.Integer(), Type.Null()]) }),
  /** The settings version the figure was computed with (第 3 版（… 保存）, 本考试单独设置); null: the figure reads no setting. Also the last input. */
  settingsVersion: Type.Union([Type.String(), Type.Null()]),
  /** The inputs as the panel lists them (label, value), in order. */
  inputs: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  computation: Type.Union([FigureComputationSchema, Type.Null()]),
  /** The value before rounding (null: no value, the cell shows --). */
  raw: Type.Union([Type.Number(), Type.Null()]),
  shown: CellValueSchema,
  /**
   * The cell as the page shows it, when it shows more than the figure: an objective item's '3 (B)' (the
   * score, then the chosen option), '未考'. The figure leads the cell. Absent: the cell is `shown`.
   */
  cell: Type.Optional(CellValueSchema),
  format: NumberFormatSchema,
  /** The population rule and how many students of the group it left out. */
  population: Type.Object({ rule: Type.String(), leftOut: Type.Union([Type.Integer(), Type.Null()]), leftOutLabel: Type.String() }),
  /** The line the figure counted against (a rate's, 有效分's), and the settings it came from. */
  line: Type.Union([Type.Object({ text: Type.String(), settings: Type.String() }), Type.Null()]),
  /** Fewer than 10 students: read with care; the interval says how far the figure could move. */
  small: Type.Boolean(),
  interval: Type.Union([FigureIntervalSchema, Type.Null()]),
  /** The students behind the figure: GET report-drill with these parameters (the drill dialog). */
  drill: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
})
export type FigureExplanation = Static<typeof FigureExplanationSchema>
