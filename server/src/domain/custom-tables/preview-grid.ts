import type { CustomTableGrid } from '@report/contracts/bff/custom-tables'
import { CUSTOM_TABLE_SCOPE_LABEL, customTableColumns, type CustomTableConfig } from '@report/contracts/upstream/custom-table'
import type { OverviewData } from '@report/contracts/upstream/reports/overview'

/** Rows the wizard's live preview shows. */
export const PREVIEW_ROWS = 8

/** A number as the file's cell keeps it: two decimals for num columns, half away from zero on the decimal text. */
export function cellNumber(kind: 'int' | 'num', v: number): number {
  if (kind === 'int') return v
  const scaled = Math.round(Math.abs(Number(`${v}e2`)))
  return Math.sign(v) * Number(`${scaled}e-2`) + 0
}

/**
 * previewGrid(c, o) = the first rows of the table c would generate, from the 总体概况 answer o of the
 * same scope (the rows and statistics the upstream writes the file from): 单位 then the configured
 * columns; the totals first when c.totals; `total` the rows of the whole table.
 */
export function previewGrid(config: CustomTableConfig, overview: OverviewData, limit = PREVIEW_ROWS): CustomTableGrid {
  const columns = customTableColumns(config, overview.papers)
  const source = config.totals ? [...overview.totals, ...overview.items] : overview.items
  const rows = source.slice(0, limit).map((row) => [
    row.group.name,
    ...columns.map((c) => {
      const v = row.stats.find((s) => s.pindex === c.pindex)?.[c.indicator]
      return typeof v === 'number' && Number.isFinite(v) ? cellNumber(c.kind, v) : null
    }),
  ])
  return { columns: [CUSTOM_TABLE_SCOPE_LABEL[config.scope], ...columns.map((c) => c.title)], rows, total: overview.total + (config.totals ? overview.totals.length : 0) }
}
