import type { CustomTableGrid } from '@report/contracts/bff/custom-tables'
import { customTableColumns, customTableLead, customTableLeadCells, customTableValue, effectiveFigures, rankBandTitles, segmentTitles, type CustomTableBandIndicator, type CustomTableConfig, type CustomTableFigures } from '@report/contracts/upstream/custom-table'
import type { OverviewData, OverviewRow } from '@report/contracts/upstream/reports/overview'
import type { RatesData } from '@report/contracts/upstream/reports/rates'
import type { RankingData } from '@report/contracts/upstream/reports/ranking'
import type { EffectiveData } from '@report/contracts/upstream/reports/effective'
import type { RankScaleData } from '@report/contracts/upstream/reports/rank-scale'
import type { SegmentsData } from '@report/contracts/upstream/reports/segments'
import { mergeExamTables } from '@report/contracts/rules/custom-table-exams'
import { formatNumber, PERCENT } from '../tables/format-number.ts'

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
 * A cell as people read it: a share (rates, 超均率) as the report pages' rate columns print it ('69.57%'),
 * the rest as the file keeps it. The .xlsx keeps the share under a '0.00%' format, so the file and the
 * preview show the same text.
 */
export function previewCell(kind: 'int' | 'num' | 'pct', v: number | null): string | number | null {
  if (v === null) return null
  return kind === 'pct' ? formatNumber(v, PERCENT) : cellNumber(kind, v)
}

/** The titles of a paper's bands, as the answers give them: its 名次段 cut-offs (前N名人数) or score segments (分数段人数). */
export function bandTitles(
  rankScales: ReadonlyArray<Pick<RankScaleData, 'paper' | 'cutoffs'>>,
  segmentAnswers: ReadonlyArray<Pick<SegmentsData, 'paper' | 'segments'>>,
): (pindex: number, k: CustomTableBandIndicator) => string[] {
  return (p, k) => (k === 'rankBands' ? rankBandTitles(rankScales.find((d) => d.paper.pindex === p)?.cutoffs ?? []) : segmentTitles(segmentAnswers.find((d) => d.paper.pindex === p)?.segments ?? []))
}

/**
 * previewGrid(c, o, r) = the first rows of the table c would generate, from the 总体概况 answer o of the
 * same scope (the rows and statistics the upstream writes the file from) and, when c has rates, the 三率
 * answer r (with 有效分 figures, the 有效分 answer) of the same units (matched by group key): 单位 then the configured columns; the totals first
 * when c.totals; `total` the rows of the whole table.
 */
export function previewGrid(
  config: CustomTableConfig,
  overview: OverviewData,
  rates: Pick<RatesData, 'totals' | 'items'> | null = null,
  limit = PREVIEW_ROWS,
  effective: Pick<EffectiveData, 'line' | 'papers' | 'totals' | 'items'> | null = null,
  /** 名次段 per paper (one answer each) when c has 前N名人数. */
  rankScales: ReadonlyArray<Pick<RankScaleData, 'paper' | 'cutoffs' | 'totals' | 'items'>> = [],
  /** 分数段 per paper (one answer each) when c has 分数段人数. */
  segmentAnswers: ReadonlyArray<Pick<SegmentsData, 'paper' | 'segments' | 'totals' | 'items'>> = [],
): CustomTableGrid {
  const bands = new Map(rankScales.map((d) => [d.paper.pindex, { cutoffs: d.cutoffs, rows: new Map([...d.totals, ...d.items].map((r) => [r.group.key, r])) }]))
  const segments = new Map(segmentAnswers.map((d) => [d.paper.pindex, { segments: d.segments, rows: new Map([...d.totals, ...d.items].map((r) => [r.group.key, r])) }]))
  const columns = customTableColumns(config, overview.papers, bandTitles(rankScales, segmentAnswers))
  const source = config.totals ? [...overview.totals, ...overview.items] : overview.items
  const reference = overview.totals[0]
  const rateRows = new Map(rates ? [...rates.totals, ...rates.items].map((r) => [r.group.key, r]) : [])
  const effectiveRows = new Map(effective ? [...effective.totals, ...effective.items].map((r) => [r.group.key, r]) : [])
  const figures = (row: OverviewRow | undefined, pindex: number): CustomTableFigures | undefined =>
    row && {
      stats: row.stats.find((s) => s.pindex === pindex),
      rates: rateRows.get(row.group.key)?.rates.find((r) => r.pindex === pindex),
      ...(effective ? { effective: effectiveFigures(effective, effectiveRows.get(row.group.key), pindex) } : {}),
      rankScale: bands.get(pindex)?.rows.get(row.group.key),
      segments: segments.get(pindex)?.rows.get(row.group.key),
    }
  const rows = source.slice(0, limit).map((row) => [
    row.group.name,
    ...columns.map((c) => {
      return previewCell(c.kind, customTableValue(c.indicator, figures(row, c.pindex), figures(reference, c.pindex), c.band))
    }),
  ])
  return { columns: [...customTableLead(config), ...columns.map((c) => c.title)], rows, total: overview.total + (config.totals ? overview.totals.length : 0) }
}

/**
 * studentPreviewGrid(c, r) = the first rows of a table of students (scope 3) from 成绩排名's first page r:
 * 学号, 姓名 (left out when c.privacy), 班级, then each student's own cells; `total` the students in view.
 */
export function studentPreviewGrid(config: CustomTableConfig, ranking: Pick<RankingData, 'papers' | 'items' | 'total'>, limit = PREVIEW_ROWS): CustomTableGrid {
  const columns = customTableColumns(config, ranking.papers)
  const rows = ranking.items.slice(0, limit).map((s) => [
    ...customTableLeadCells(config, s),
    ...columns.map((c) => {
      return previewCell(c.kind, customTableValue(c.indicator, { student: s.subjects.find((x) => x.pindex === c.pindex) }, undefined))
    }),
  ])
  return { columns: [...customTableLead(config), ...columns.map((c) => c.title)], rows, total: ranking.total }
}

/**
 * mergedGrid(c, grids, names, titles) = the preview of a table over several exams (issue 18): each exam's
 * whole grid for c merged by the contracts rule under the value columns `titles` (tableExamsColumns: c
 * over the union of the exams' papers) — the lead columns, then one group per exam under its name, rows
 * matched by unit name or 学号 (empty where an exam lacks the row or the subject); the first `limit`
 * rows, `total` the merged table's rows (every exam's, each matched row once), as the file has them.
 */
export function mergedGrid(config: CustomTableConfig, grids: readonly CustomTableGrid[], names: readonly string[], titles: readonly string[], limit = PREVIEW_ROWS): CustomTableGrid {
  const lead = customTableLead(config).length
  const merged = mergeExamTables(grids.map((g, i) => ({ exam: names[i] ?? '', lead: g.columns.slice(0, lead), columns: g.columns.slice(lead), rows: g.rows })), titles)
  return { columns: [...merged.lead, ...merged.columns], groups: merged.groups, rows: merged.rows.slice(0, limit), total: merged.rows.length }
}
