import type { ChartExplain } from '@report/contracts/bff/chart'
import type { ReportBlock, ReportFilter } from '@report/contracts/bff/report-page'
import type { TableColumn } from '@report/contracts/bff/table'
import { occupiedSegments, segmentCumulativeLabel, segmentLabel, segmentStart } from '../../../../domain/reports/common-reports/bands.ts'
import { referenceTotal } from '../../../../domain/reports/units.ts'
import type { SegmentRow } from '@report/contracts/upstream/reports/segments'
import { segmentFigure } from '../../../../domain/reports/common-reports/unit-figures.ts'
import { cellId, definePage, defineTable, type ReportPageDef, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { caption, figureCells, unitCellFigure, unitColumns, unitRows, unitTableAnswer, unitTablePaging, unitTableSpansSchools, type UnitRowParts } from './unit-tables.ts'
import { paperFilter, unitFilter, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'

const TABS = [
  { value: 'count', label: '人数' },
  { value: 'cumulative', label: '累计人数' },
] as const

function cumulativeTab(ctx: ReportContext): boolean {
  return ctx.query.tab === 'cumulative'
}

/** A unit list the upstream sorts only by 实考人数 (SEGMENTS_SORT_KEYS) when a view's units are read by pages. */
const UPSTREAM_SORTS: ReadonlySet<string> = new Set(['total'])

/**
 * The segments answer (every unit, or the table's page for a view of many units) and the segments shown: those
 * the totals occupy, which hold every unit's students, so every page shows the same columns.
 */
async function segmentsOf(ctx: ReportContext, request?: ReportTableRequest) {
  const [exam, pindex, level] = await Promise.all([ctx.exam(), ctx.pindex(), unitLevel(ctx)])
  const answer = await unitTableAnswer(ctx, 'segments', { pindex, level }, request, UPSTREAM_SORTS)
  const data = answer.data
  const { from, to } = occupiedSegments([...data.totals, ...(answer.paged ? [] : data.items)], data.segments.length)
  const shown = data.segments.map((segment, i) => ({ segment, i, top: i === 0 })).slice(from, to + 1)
  return { exam, pindex, level, data, shown, answer }
}

type SegmentsView = Awaited<ReturnType<typeof segmentsOf>>

/** A segment's column title: its range, or from its lower bound up on the 累计 tab. */
const segmentTitle = (segment: SegmentsView['shown'][number], cumulative: boolean): string =>
  cumulative ? segmentCumulativeLabel(segment.segment) : segmentLabel(segment.segment, segment.top)

/** A unit's row: 实考人数 and each shown segment's count, each from segmentFigure; the counts drill to their students. */
function segmentParts(ctx: ReportContext, view: SegmentsView, cumulative: boolean) {
  const { pindex, data, shown } = view
  const keys = ['total', ...shown.map(({ i }) => `s${i}`)]
  return (row: SegmentRow, drillable: boolean): UnitRowParts => {
    const parts = figureCells(keys, (key) => segmentFigure(key, row, cumulative))
    const drills: Record<string, Record<string, string>> = {}
    const counts = cumulative ? row.cumulative : row.counts
    for (const s of shown) {
      if (!drillable || !((counts[s.i] ?? 0) > 0)) continue
      drills[`s${s.i}`] = ctx.drill('segment', { tgkey: row.group.key, pindex, lower: s.segment.lower, step: data.step, cumulative, caption: caption(row.group.name, data.paper.subject, segmentTitle(s, cumulative)) })
    }
    return { ...parts, drills }
  }
}

const segmentTable = defineTable({
  id: 'segments',
  title: '分数段人数',
  description: '分数段左闭右开，满分并入最高段；最高分以上、最低分以下无人的分数段不列出。点击人数可查看该段学生。',
  remote: false,
  collapsible: true,
  async load(ctx, request) {
    const view = await segmentsOf(ctx, request)
    const { exam, level, data, shown, answer } = view
    const cumulative = cumulativeTab(ctx)
    const columns: TableColumn[] = [
      ...unitColumns(level, unitTableSpansSchools(exam, level, answer)),
      { key: 'total', title: '实考人数', sortable: true, align: 'right', format: { kind: 'integer' } },
      {
        key: 'segments',
        title: `${data.paper.subject}（${data.step} 分一段${cumulative ? '，累计' : ''}）`,
        children: shown.map((s) => ({
          key: `s${s.i}`,
          title: segmentTitle(s, cumulative),
          // Paged, the upstream sorts the units by 实考人数 only.
          sortable: !answer.paged,
          align: 'right' as const,
          format: { kind: 'integer' as const },
        })),
      },
    ]
    const rows = unitRows(exam, level, data, segmentParts(ctx, view, cumulative))
    return { columns, rows, paging: unitTablePaging(answer, request), sort: answer.sort, explain: ['total', ...shown.map(({ i }) => `s${i}`)] }
  },
})

const CHART_ID = 'segment-chart'

/**
 * 分数段分析's figure of one cell (segments|group|column): the same answer, segmentFigure and drills as the
 * table. The chart draws the segments' own counts on either tab: its cells (segment-chart|group|s{i}) are
 * the 人数 tab's figures.
 */
const explainSegment: NonNullable<ReportPageDef['explain']> = async (ctx, cell, request) => {
  if (cell.block !== 'segments' && cell.block !== CHART_ID) return null
  // The chart's cells are the reference total's, which every page of the table holds.
  const view = await segmentsOf(ctx, cell.block === CHART_ID ? undefined : request)
  const cumulative = cell.block === CHART_ID ? false : cumulativeTab(ctx)
  const segment = view.shown.find(({ i }) => `s${i}` === cell.column)
  if (cell.column !== 'total' && !segment) return null
  const title = `${view.data.paper.subject} · ${segment ? segmentTitle(segment, cumulative) : '实考人数'}`
  return unitCellFigure(view.exam, view.data, cell, (row) => segmentFigure(cell.column, row, cumulative), segmentParts(ctx, view, cumulative), () => title)
}

/**
 * The chart's counts of the reference total (labels = segments, one series = the total's row): the table's
 * cells on the 人数 tab, the chart's own on the 累计 tab, where the table shows the cumulative counts.
 */
function chartCells(reference: string, columns: readonly string[], cumulative: boolean): ChartExplain {
  return { cells: [columns.map((column) => cellId({ block: cumulative ? CHART_ID : segmentTable.id, row: reference, column }))] }
}

/** report-segment: per unit the students in each score segment (or at and above it), and the view total's distribution. */
export const segmentPage = definePage({
  route: 'report-segment',
  title: '分数段分析',
  notes: ['segments', 'headcount', 'absent', 'totalScore'],
  tables: [segmentTable],
  explain: explainSegment,
  async build(ctx, kit) {
    const [{ exam, pindex, level, data, shown }, papers, table] = await Promise.all([segmentsOf(ctx), ctx.papers(), kit.table(segmentTable)])
    const tab = cumulativeTab(ctx) ? 'cumulative' : 'count'
    const tabFilter: ReportFilter = { key: 'tab', label: '显示', value: tab, options: TABS.map((t) => ({ ...t })) }
    const reference = referenceTotal(data.totals, level)
    const ascending = [...shown].reverse()
    const blocks: ReportBlock[] = [table]
    if (reference) {
      blocks.push(
        kit.chart(CHART_ID, `${reference.group.name} · ${data.paper.subject}分数段分布`, {
          kind: 'bar',
          labels: ascending.map(({ segment, top }) => segmentLabel(segment, top)),
          series: [{ name: '人数', values: ascending.map(({ i }) => segmentFigure(`s${i}`, reference, false)!.raw) }],
          xTitle: '分数段',
          yTitle: '人数',
          unit: '人',
          // On the 人数 tab these are the table's cells of the reference row; on the 累计 tab the table shows others.
          explain: chartCells(reference.group.key, ascending.map(({ i }) => `s${i}`), cumulativeTab(ctx)),
        }),
      )
    }
    const start = segmentStart(data.segments, data.step)
    return {
      subtitle: `${data.paper.subject} · 满分 ${data.paper.manfen} · 每 ${data.step} 分一段${start === null ? '' : ` · ${start} 分以下为一段`}`,
      filters: usefulFilters([paperFilter(papers, pindex), unitFilter(unitLevelsOf(exam), level), tabFilter]),
      blocks,
    }
  },
})
