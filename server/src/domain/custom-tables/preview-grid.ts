import type { CustomTableGrid } from '@report/contracts/bff/custom-tables'
import { CUSTOM_TABLE_SCOPE_LABEL, customTableColumns, customTableValue, type CustomTableConfig } from '@report/contracts/upstream/custom-table'
import type { OverviewData } from '@report/contracts/upstream/reports/overview'

/** Rows the wizard's live preview shows. */
export const PREVIEW_ROWS = 8

/** Decimals a cell keeps, as the file's column format shows it: num '0.00', pct '0.00%' (a share: 4). */
const DECIMALS = { int: 0, num: 2, pct: 4 } as const

/** A number as the file's cell keeps it, half away from zero on the decimal text. */
export function cellNumber(kind: 'int' | 'num' | 'pct', v: number): number {
  const d = DECIMALS[kind]
  const scaled = Math.round(Math.abs(Number(`${v}e${d}`)))
  return Math.sign(v) * Number(`${scaled}e-${d}`) + 0
}

/**
 * previewGrid(c, o) = the first rows of the table c would generate, from the 总体概况 answer o of the
 * same scope (the rows and statistics the upstream writes the file from): 单位 then the configured
 * columns; the totals first when c.totals; `total` the rows of the whole table.
 */
export function previewGrid(config: CustomTableConfig, overview: OverviewData, limit = PREVIEW_ROWS): CustomTableGrid {
  const columns = customTableColumns(config, overview.papers)
  const source = config.totals ? [...overview.totals, ...overview.items] : overview.items
  const reference = overview.totals[0]
  const rows = source.slice(0, limit).map((row) => [
    row.group.name,
    ...columns.map((c) => {
      const v = customTableValue(c.indicator, row.stats.find((s) => s.pindex === c.pindex), reference?.stats.find((s) => s.pindex === c.pindex))
      return v === null ? null : cellNumber(c.kind, v)
    }),
  ])
  return { columns: [CUSTOM_TABLE_SCOPE_LABEL[config.scope], ...columns.map((c) => c.title)], rows, total: overview.total + (config.totals ? overview.totals.length : 0) }
}
