import type { ReportBlock, ReportFilter } from '@report/contracts/bff/report-page'
import type { TableColumn } from '@report/contracts/bff/table'
import { occupiedSegments, segmentCumulativeLabel, segmentLabel, segmentStart } from '../../../../domain/reports/common-reports/bands.ts'
import { referenceTotal } from '../../../../domain/reports/units.ts'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { definePage, defineTable } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { allUnits, caption, spansSchools, unitColumns, unitRows } from './unit-tables.ts'
import { paperFilter, unitFilter, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'

const TABS = [
  { value: 'count', label: '人数' },
  { value: 'cumulative', label: '累计人数' },
] as const

function cumulativeTab(ctx: ReportContext): boolean {
  return ctx.query.tab === 'cumulative'
}

async function segmentsOf(ctx: ReportContext) {
  const [exam, pindex, level] = await Promise.all([ctx.exam(), ctx.pindex(), unitLevel(ctx)])
  const data = await allUnits(ctx, 'segments', { pindex, level })
  const { from, to } = occupiedSegments([...data.totals, ...data.items], data.segments.length)
  const shown = data.segments.map((segment, i) => ({ segment, i, top: i === 0 })).slice(from, to + 1)
  return { exam, pindex, level, data, shown }
}

const segmentTable = defineTable({
  id: 'segments',
  title: '分数段人数',
  description: '分数段左闭右开，满分并入最高段；最高分以上、最低分以下无人的分数段不列出。点击人数可查看该段学生。',
  remote: false,
  collapsible: true,
  async load(ctx) {
    const { exam, pindex, level, data, shown } = await segmentsOf(ctx)
    const cumulative = cumulativeTab(ctx)
    const columns: TableColumn[] = [
      ...unitColumns(level, spansSchools(level, data.items)),
      { key: 'total', title: '实考人数', sortable: true, align: 'right', format: { kind: 'integer' } },
      {
        key: 'segments',
        title: `${data.paper.subject}（${data.step} 分一段${cumulative ? '，累计' : ''}）`,
        children: shown.map(({ segment, i, top }) => ({
          key: `s${i}`,
          title: cumulative ? segmentCumulativeLabel(segment) : segmentLabel(segment, top),
          sortable: true,
          align: 'right' as const,
          format: { kind: 'integer' as const },
        })),
      },
    ]
    const rows = unitRows(exam, level, data, (row, drillable) => {
      const counts = cumulative ? row.cumulative : row.counts
      const cells: Record<string, number | string> = { total: formatNumber(row.total, { kind: 'integer' }) }
      const drills: Record<string, Record<string, string>> = {}
      shown.forEach(({ segment, i, top }) => {
        cells[`s${i}`] = formatNumber(counts[i] ?? null, { kind: 'integer' })
        if (drillable && (counts[i] ?? 0) > 0) {
          const label = cumulative ? segmentCumulativeLabel(segment) : segmentLabel(segment, top)
          drills[`s${i}`] = ctx.drill('segment', { tgkey: row.group.key, pindex, lower: segment.lower, step: data.step, cumulative, caption: caption(row.group.name, data.paper.subject, label) })
        }
      })
      return { cells, drills }
    })
    return { columns, rows, paging: null, sort: null }
  },
})

/** report-segment: per unit the students in each score segment (or at and above it), and the view total's distribution. */
export const segmentPage = definePage({
  route: 'report-segment',
  title: '分数段分析',
  notes: ['segments', 'headcount', 'absent', 'totalScore'],
  tables: [segmentTable],
  async build(ctx, kit) {
    const [{ exam, pindex, level, data, shown }, papers, table] = await Promise.all([segmentsOf(ctx), ctx.papers(), kit.table(segmentTable)])
    const tab = cumulativeTab(ctx) ? 'cumulative' : 'count'
    const tabFilter: ReportFilter = { key: 'tab', label: '显示', value: tab, options: TABS.map((t) => ({ ...t })) }
    const reference = referenceTotal(data.totals, level)
    const ascending = [...shown].reverse()
    const blocks: ReportBlock[] = [table]
    if (reference) {
      blocks.push(
        kit.chart('segment-chart', `${reference.group.name} · ${data.paper.subject}分数段分布`, {
          kind: 'bar',
          labels: ascending.map(({ segment, top }) => segmentLabel(segment, top)),
          series: [{ name: '人数', values: ascending.map(({ i }) => reference.counts[i] ?? null) }],
          xTitle: '分数段',
          yTitle: '人数',
          unit: '人',
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
