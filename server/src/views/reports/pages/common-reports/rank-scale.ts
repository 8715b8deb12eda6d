import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn } from '@report/contracts/bff/table'
import { rankBandLabel, rankCumulativeLabel } from '../../../../domain/reports/common-reports/bands.ts'
import type { RankScaleRow } from '@report/contracts/upstream/reports/rank-scale'
import { rankScaleCellOf, rankScaleFigure } from '../../../../domain/reports/common-reports/unit-figures.ts'
import { blockChartExplain } from '../../chart-explain.ts'
import { definePage, defineTable, type ReportPageDef, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { caption, CHART_UNITS, figureCells, unitCellFigure, unitColumns, unitRows, unitTableAnswer, unitTablePaging, unitTableSpansSchools, type UnitRowParts } from './unit-tables.ts'
import { paperFilter, unitFilter, unitLabel, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'

/** A unit list the upstream sorts only by 参与排名人数 (RANK_SCALE_SORT_KEYS) when a view's units are read by pages. */
const UPSTREAM_SORTS: ReadonlySet<string> = new Set(['total'])

/** The rank-scale answer: every unit, or the table's page for a view of many units (unitTableAnswer). */
async function rankScaleOf(ctx: ReportContext, request?: ReportTableRequest) {
  const [exam, pindex, level] = await Promise.all([ctx.exam(), ctx.pindex(), unitLevel(ctx)])
  const answer = await unitTableAnswer(ctx, 'rankScale', { pindex, level }, request, UPSTREAM_SORTS)
  return { exam, pindex, level, data: answer.data, answer }
}

/** The chart's units: the table's first page at CHART_UNITS rows when it is read by pages. */
const CHART_PAGE = { page: 1, pageSize: CHART_UNITS, sort: null }

const count = { kind: 'integer' } as const
const share = { kind: 'percent' } as const

/** Per band (or cut-off) a header group with 人数 and 占比; `what` is 'band' or 'cum' (累计). */
function bandColumns(cutoffs: readonly number[], what: 'band' | 'cum', sortable: boolean): TableColumn[] {
  return cutoffs.map((_, b) => ({
    key: `${what}${b}`,
    title: what === 'band' ? rankBandLabel(cutoffs, b) : `累计${rankCumulativeLabel(cutoffs, b)}`,
    children: [
      { key: `${what}${b}.count`, title: '人数', sortable, align: 'right' as const, format: count },
      { key: `${what}${b}.share`, title: '占比', sortable, align: 'right' as const, format: share },
    ],
  }))
}

type RankScaleView = Awaited<ReturnType<typeof rankScaleOf>>

/** Every figure key of a unit's row: 参与排名人数, then per band and per cut-off 人数 and 占比. */
const figureKeys = (cutoffs: readonly number[]): string[] => ['total', ...(['band', 'cum'] as const).flatMap((what) => cutoffs.flatMap((_, b) => [`${what}${b}.count`, `${what}${b}.share`]))]

const bandTitle = (cutoffs: readonly number[], what: 'band' | 'cum', b: number): string => (what === 'band' ? rankBandLabel(cutoffs, b) : rankCumulativeLabel(cutoffs, b))

/** A unit's row: every figure from rankScaleFigure; the counts drill to their students. */
function rankScaleParts(ctx: ReportContext, { pindex, data }: RankScaleView) {
  const { cutoffs } = data
  const keys = figureKeys(cutoffs)
  return (row: RankScaleRow, drillable: boolean): UnitRowParts => {
    const parts = figureCells(keys, (key) => rankScaleFigure(key, row))
    const drills: Record<string, Record<string, string>> = {}
    cutoffs.forEach((_, b) => {
      for (const [what, counts] of [['band', row.counts], ['cum', row.cumulative]] as const) {
        if (!drillable || !counts[b]) continue
        drills[`${what}${b}.count`] = ctx.drill('rank-scale', {
          tgkey: row.group.key,
          pindex,
          band: b,
          cutoffs: cutoffs.join(','),
          cumulative: what === 'cum',
          caption: caption(row.group.name, data.paper.subject, bandTitle(cutoffs, what, b)),
        })
      }
    })
    return { ...parts, drills }
  }
}

const rankScaleTable = defineTable({
  id: 'rank-scale',
  title: '名次段人数',
  description: '名次按所选科目在全体考生中的排名（同分同名次）；占比 = 人数 / 本单位参与排名人数。点击人数可查看名单。',
  remote: false,
  collapsible: true,
  async load(ctx, request) {
    const view = await rankScaleOf(ctx, request)
    const { exam, level, data, answer } = view
    const { cutoffs } = data
    const columns: TableColumn[] = [
      ...unitColumns(level, unitTableSpansSchools(exam, level, answer)),
      { key: 'total', title: '参与排名人数', sortable: true, align: 'right', format: count },
      // Paged, the upstream sorts the units by 参与排名人数 only.
      ...bandColumns(cutoffs, 'band', !answer.paged),
      ...bandColumns(cutoffs, 'cum', !answer.paged),
    ]
    const rows = unitRows(exam, level, data, rankScaleParts(ctx, view))
    return { columns, rows, paging: unitTablePaging(answer, request), sort: answer.sort, explain: figureKeys(cutoffs) }
  },
})

/** 名次段分析's figure of one cell (rank-scale|group|column): the same answer, rankScaleFigure and drills as the table. */
const explainRankScale: NonNullable<ReportPageDef['explain']> = async (ctx, cell, request) => {
  if (cell.block !== 'rank-scale') return null
  const view = await rankScaleOf(ctx, request)
  const band = rankScaleCellOf(cell.column)
  if (cell.column !== 'total' && !band) return null
  const what = band ? `${band.what === 'cum' ? '累计' : ''}${bandTitle(view.data.cutoffs, band.what, band.b)} · ${band.value === 'share' ? '占比' : '人数'}` : '参与排名人数'
  return unitCellFigure(view.exam, view.data, cell, (row) => rankScaleFigure(cell.column, row), rankScaleParts(ctx, view), () => `${view.data.paper.subject} · ${what}`)
}

/** report-byRankScale: per unit the students inside each rank band and up to each cut-off. */
export const rankScalePage = definePage({
  route: 'report-byRankScale',
  title: '名次段分析',
  notes: ['rankBands', 'rank', 'absent', 'totalScore'],
  tables: [rankScaleTable],
  explain: explainRankScale,
  async build(ctx, kit) {
    const [{ exam, pindex, level, data, answer }, papers, table] = await Promise.all([rankScaleOf(ctx, CHART_PAGE), ctx.papers(), kit.table(rankScaleTable)])
    const units = data.items.slice(0, CHART_UNITS)
    const blocks: ReportBlock[] = [table]
    if (units.length > 0) {
      // Each band's 人数 of a unit is the table's cell: of the local table, or of its first page at CHART_UNITS rows.
      const countKeys = data.cutoffs.map((_, b) => `band${b}.count`)
      blocks.push(
        kit.chart('rank-scale-chart', `各${unitLabel(level)}名次段人数${data.total > CHART_UNITS ? `（前 ${CHART_UNITS} 个）` : ''}`, {
          kind: 'bar',
          labels: units.map((u) => u.group.name),
          series: data.cutoffs.map((_, b) => ({ name: rankBandLabel(data.cutoffs, b), values: units.map((u) => rankScaleFigure(countKeys[b]!, u)!.raw), stack: 'bands' })),
          yTitle: '人数',
          unit: '人',
          horizontal: units.length > 12,
          explain: blockChartExplain(rankScaleTable.id, units.map((u) => u.group.key), countKeys, answer.paged ? CHART_PAGE : undefined),
        }),
      )
    }
    return {
      subtitle: `${data.paper.subject} · 名次分界 ${data.cutoffs.join(' / ')}`,
      filters: usefulFilters([paperFilter(papers, pindex), unitFilter(unitLevelsOf(exam), level)]),
      blocks,
    }
  },
})
