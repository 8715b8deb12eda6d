import { Type, type Static } from 'typebox'

/**
 * Report tables (spec 2 §2 Tables, §9): the view model every report page hands its tables in.
 * The BFF formats every cell (server/src/domain/tables/); the client only lays them out, pages,
 * sorts, collapses and links. Column `format` says how a numeric column was formatted, so the
 * client can align it and an export can keep it numeric. Constants and the pure ordering rules
 * both sides share are in table-rules.ts (no TypeBox there, so client chunks stay small).
 */

export { CELL_ABSENT, CELL_UNKNOWN, TABLE_PAGE_SIZES, TABLE_DEFAULT_PAGE_SIZE } from './table-rules.ts'

/** A display cell: a formatted number, a string, `--` or `未考`. A `type` array, so fast-json-stringify needs no union check. */
export const CellValueSchema = Type.Unsafe<string | number>({ type: ['string', 'number'] })
export type CellValue = Static<typeof CellValueSchema>

export const SortRuleSchema = Type.Enum(['asc', 'desc'])
export type SortRule = Static<typeof SortRuleSchema>
export const TableSortSchema = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }), rule: SortRuleSchema })
export type TableSort = Static<typeof TableSortSchema>

export const TablePagingSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0, description: 'rows in the whole list' }),
})
export type TablePaging = Static<typeof TablePagingSchema>

/**
 * How a numeric column is formatted (domain/tables/format-number.ts):
 * - `score`: up to `digits` (2) decimals, trailing zeros dropped → number (68.2, 70)
 * - `fixed`: exactly `digits` (2) decimals → string ('0.68')
 * - `percent`: a ratio shown ×100 with `digits` (2) decimals and % → string ('70.00%')
 * - `integer`: rounded half up → number (counts, ranks)
 * - `signed`: rounded half up with its sign → string ('+3', '-2', '0': 名次变化)
 * A download writes each as a number with the matching Excel format.
 */
export const NumberFormatSchema = Type.Object({
  kind: Type.Enum(['score', 'fixed', 'percent', 'integer', 'signed']),
  digits: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
})
export type NumberFormat = Static<typeof NumberFormatSchema>

const leafProperties = {
  /** Key of the cell in `row.cells` (and the sort key sent back). */
  key: Type.String({ minLength: 1, maxLength: 64 }),
  title: Type.String(),
  align: Type.Optional(Type.Enum(['left', 'center', 'right'])),
  /** Width in px. */
  width: Type.Optional(Type.Integer({ minimum: 24, maximum: 800 })),
  sortable: Type.Optional(Type.Boolean()),
  format: Type.Optional(NumberFormatSchema),
  /** Kept as text in exports (student numbers: leading zeros survive). */
  text: Type.Optional(Type.Boolean()),
  /** Pinned to the left while the table scrolls sideways. */
  pinned: Type.Optional(Type.Boolean()),
}

/** A column that holds cells. */
export const TableLeafColumnSchema = Type.Object(leafProperties)
export type TableLeafColumn = Static<typeof TableLeafColumnSchema>

/** A second-level group (subject → 分数 / 排名 under a first-level group). */
export const TableSubGroupSchema = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 64 }),
  title: Type.String(),
  children: Type.Array(TableLeafColumnSchema, { minItems: 1 }),
})

/**
 * A column, or a group of columns for grouped headers (up to three header rows). A group's `key`
 * only names it; its other leaf fields are ignored.
 */
export const TableColumnSchema = Type.Object({
  ...leafProperties,
  // The sub-group first: a sub-group also satisfies the leaf schema, and the serialiser takes the first match.
  children: Type.Optional(Type.Array(Type.Union([TableSubGroupSchema, TableLeafColumnSchema]), { minItems: 1 })),
})
export type TableColumn = Static<typeof TableColumnSchema>

/** A cell link to another report route (root-absolute `/report/…`), same tab or new tab (spec 2 §2). */
export const CellLinkSchema = Type.Object({
  href: Type.String({ pattern: '^/report/' }),
  target: Type.Enum(['same-tab', 'new-tab']),
})
export type CellLink = Static<typeof CellLinkSchema>

export const TableRowSchema = Type.Object({
  key: Type.String(),
  cells: Type.Record(Type.String(), CellValueSchema),
  /** Per column key: the cell opens another report route. */
  links: Type.Optional(Type.Record(Type.String(), CellLinkSchema)),
  /** Per column key: the cell opens the student drill dialog with these query parameters. */
  drills: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.String()))),
  /** A total or reference row (全体, 全校), shown emphasised and never sorted away from the top. */
  pinned: Type.Optional(Type.Boolean()),
  /** Column keys whose mean or rate is over fewer than 10 students (shown with a mark; issue 36). */
  small: Type.Optional(Type.Array(Type.String())),
})
export type TableRow = Static<typeof TableRowSchema>

/**
 * A report table. `paging` null: every row is here (the client may collapse it, or page it
 * locally); otherwise `rows` is the page `paging` names and the client asks for others.
 */
export const TableViewSchema = Type.Object({
  columns: Type.Array(TableColumnSchema),
  rows: Type.Array(TableRowSchema),
  paging: Type.Union([TablePagingSchema, Type.Null()]),
  sort: Type.Union([TableSortSchema, Type.Null()]),
  /** Over 10 rows the table shows 5 with 展开/收起 (spec 2 §9); ignored when paged. */
  collapsible: Type.Optional(Type.Boolean()),
  /** Text for an empty table (default 暂无数据). */
  emptyText: Type.Optional(Type.String()),
  /**
   * Cells of these columns open into their explanation (issue 36): GET report-explain with the page's
   * query and cell = <block id>|<row key>|<column key>.
   */
  explain: Type.Optional(Type.Array(Type.String())),
})
export type TableView = Static<typeof TableViewSchema>

/** Query keys a paged or sorted table sends back (strings: they travel in the query string). */
export const TableQuerySchema = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  sortKey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_.:-]*$' })),
  sortRule: Type.Optional(Type.Enum(['asc', 'desc', ''])),
})
export type TableQuery = Static<typeof TableQuerySchema>

/** One entry of a 指标说明 panel (contracts/src/bff/metric-notes.ts holds the standard ones). */
export const MetricNoteSchema = Type.Object({
  term: Type.String(),
  formula: Type.String(),
  note: Type.String(),
  /** Who counts and how the shown number is rounded (the catalogue's): a printed report's appendix states them. */
  population: Type.Optional(Type.String()),
  rounding: Type.Optional(Type.String()),
})
