import { Type, type Static } from 'typebox'

/**
 * GET /report/bff/table-export?source=<name>[&filename=][&…the source's own query]: a streamed .xlsx
 * of a registered row source (server/src/views/table-export.ts). Sources register with a name and a
 * TypeBox schema of their query; every key other than `source` and `filename` is handed to it.
 */

export const TABLE_EXPORT_PATH = '/table-export'
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const TABLE_SOURCE_NAME_PATTERN = '^[a-z][a-z0-9-]{0,39}$'

/** Spec 2 §9 export limits that affect analysis tables (rows per download). */
export const EXPORT_LIMITS = {
  rankingSingle: 60_000,
  rankingAll: 10_000,
  fractionAll: 10_000,
  limitPapers: 5_000,
  papersLength: 7,
  excelExportLimit: 5_000,
} as const

/** The one registered source everything can use now: the user's exam list (GET /report/bff/exams). */
export const EXAMS_SOURCE = 'exams'

export const TableExportQuerySchema = Type.Object(
  {
    source: Type.String({ pattern: TABLE_SOURCE_NAME_PATTERN }),
    /** File name without extension; the source's own name otherwise. */
    filename: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  },
  { additionalProperties: Type.String({ maxLength: 200 }) },
)
export type TableExportQuery = Static<typeof TableExportQuerySchema> & Record<string, string | undefined>

/** A cell of an exported row: text, number, or empty. */
export type XlsxCell = string | number | boolean | Date | null | undefined

/**
 * A column of an exported sheet. `text` keeps the cell a string and formats the column as text
 * (student numbers: leading zeros survive). `group` puts a merged title above consecutive columns
 * of the same group (two header rows).
 */
export interface XlsxColumn {
  title: string
  /** Width in characters. */
  width?: number
  text?: boolean
  /** Excel number format of numeric cells, e.g. '0.00' or '0.00%'. */
  numFmt?: string
  group?: string
}
