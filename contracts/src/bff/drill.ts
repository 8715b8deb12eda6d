import { Type, type Static } from 'typebox'
import { CellValueSchema, SortRuleSchema, TableColumnSchema, TablePagingSchema, TableRowSchema, TableSortSchema } from './table.ts'

/**
 * The student-list drill dialog (spec 2 §2 Student-list drill dialog, §4 Drill dialog): the students
 * behind one table cell. Each report page's drill endpoint takes its own cell keys (tgkey, pindex,
 * rate …) plus the paging and sort below, and answers a DrillAnswer.
 */

export { DRILL_CODE_IGNORED, DRILL_CODE_OK, DRILL_PAGE_SIZE, DRILL_TITLE, DRILL_DIALOG_WIDTH } from './table-rules.ts'

/** Paging and sort every drill endpoint accepts beside its cell keys (query-string strings). */
export const DrillPagingProperties = {
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
  sortKey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_.:-]*$' })),
  sortRule: Type.Optional(Type.Enum(['asc', 'desc', ''])),
}

/** What the dialog asks for: the cell's parameters (from `TableRow.drills`) and its paging and sort. */
export const DrillQuerySchema = Type.Object({
  params: Type.Record(Type.String(), Type.String()),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500 }),
  sort: Type.Union([Type.Object({ key: Type.String(), rule: SortRuleSchema }), Type.Null()]),
})
export type DrillQuery = Static<typeof DrillQuerySchema>

/** The summary line: headcount, mean, max and min of the listed students (未考 excluded; `--` when none sat). */
export const DrillSummarySchema = Type.Object({
  headcount: Type.Integer({ minimum: 0 }),
  absent: Type.Integer({ minimum: 0 }),
  mean: CellValueSchema,
  max: CellValueSchema,
  min: CellValueSchema,
})
export type DrillSummary = Static<typeof DrillSummarySchema>

/** Where 下载表格 gets every row: a registered table-export source and its query (contracts/src/bff/xlsx.ts). */
export const TableExportRefSchema = Type.Object({
  source: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' }),
  params: Type.Record(Type.String(), Type.String()),
  filename: Type.Optional(Type.String({ maxLength: 80 })),
})
export type TableExportRef = Static<typeof TableExportRefSchema>

export const DrillAnswerSchema = Type.Object({
  /** A subtitle under 学生名单详情 (e.g. 一班 · 数学 · 优秀). */
  caption: Type.Optional(Type.String()),
  summary: DrillSummarySchema,
  columns: Type.Array(TableColumnSchema),
  /** Cells use `--` for unknown values and `未考` for absent students. */
  rows: Type.Array(TableRowSchema),
  paging: TablePagingSchema,
  sort: Type.Union([TableSortSchema, Type.Null()]),
  /** Absent when the user may not download. */
  export: Type.Optional(TableExportRefSchema),
})
export type DrillAnswer = Static<typeof DrillAnswerSchema>

/**
 * A drill endpoint's body: the upstream's business code carried through (code 5 means "ignore",
 * spec 2 §7), `data` only with code 0.
 */
export const DrillResponseSchema = Type.Object({
  code: Type.Integer(),
  msg: Type.Optional(Type.String()),
  data: Type.Optional(DrillAnswerSchema),
})
export type DrillResponse = Static<typeof DrillResponseSchema>
