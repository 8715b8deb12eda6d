import type { ChartView } from '@report/contracts/bff/chart'
import type { TableRow } from '@report/contracts/bff/table'
import { chartUnits } from '../../../../domain/reports/dashboard/chart-units.ts'
import { dashboardUnitPage } from '../../../../domain/reports/dashboard/unit-page.ts'
import { orderPapers } from '../../../../domain/reports/papers.ts'
import { formatNumber, roundHalfUp } from '../../../../domain/tables/format-number.ts'
import { mapInTurns } from '../../../../lib/map-in-turns.ts'
import { blockChartExplain } from '../../chart-explain.ts'
import { definePage, defineTable } from '../../define.ts'
import { dashboardOf, derivedOf, figureCells, FIGURE_COLUMNS, FIGURE_KEYS, fullOf, headlineStats } from './dashboard-data.ts'
import { explainDashboard } from './dashboard-explain.ts'
import { DASHBOARD_SHORTCUTS, reportLinks } from '../report-links.ts'
import { CHART_UNITS, groupRow, unitMeanChart, unitPage } from '../unit-rows.ts'
import { unitLabel } from '../filters.ts'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { ReportContext } from '../../report-context.ts'
import { statedLines } from '../../../../domain/reports/paper-lines.ts'

const papersTable = defineTable({
  id: 'papers',
  title: '各科成绩',
  description: '所见学生在各科的成绩概况（未考不计入统计）。',
  remote: false,
  async load(ctx) {
    const data = await dashboardOf(ctx)
    const byPindex = new Map(derivedOf(data).figures.papers.map((p) => [p.pindex, p]))
    return {
      columns: [{ key: 'subject', title: '科目', pinned: true, width: 96 }, { key: 'manfen', title: '满分', format: { kind: 'score' }, align: 'right' }, ...FIGURE_COLUMNS],
      rows: orderPapers(data.papers).map((paper) => {
        const { cells, small } = figureCells(byPindex.get(paper.pindex), paper.manfen)
        return { key: String(paper.pindex), cells: { subject: paper.subject, manfen: formatNumber(paper.manfen), ...cells }, ...(small.length ? { small } : {}) }
      }),
      paging: null,
      sort: null,
      explain: FIGURE_KEYS,
    }
  },
})

/** A printed city is one page of every school (2,071 at 1,000,000 examinees, some 50 µs each): built in slices. */
const ROWS_PER_TURN = 250

const unitsTable = defineTable({
  id: 'units',
  title: '各单位总分',
  description: '全体等合计行固定在顶部；点击单位名称查看该单位的分析报告，点击表头排序。',
  // Paged and sorted here from the one answer (issue 37): a city of 2,071 schools made cells for every one.
  remote: true,
  async load(ctx, request) {
    const data = await dashboardOf(ctx)
    const full = fullOf(data, 0)
    const page = dashboardUnitPage(derivedOf(data).units, full, request)
    const rows = await mapInTurns(
      [...data.totals, ...page.items],
      (row): TableRow => {
        const { cells, small } = figureCells(row.papers.find((p) => p.pindex === 0), full)
        const out = groupRow(ctx, row.group, cells)
        return small.length ? { ...out, small } : out
      },
      ROWS_PER_TURN,
    )
    return { ...unitPage(data.level, FIGURE_COLUMNS, { totals: [], items: rows, total: page.total }, (row) => row, request, page.sort), explain: FIGURE_KEYS }
  },
})

/**
 * Who 总分 leaves out (issue 31 item 3): how many of the students in view have no 总分 (they missed a
 * paper, rules/total-score.ts) and the way to the list, the 缺考名单 of 成绩明细.
 */
function missedLink(ctx: ReportContext, count: number): ReportBlock {
  return {
    kind: 'links',
    id: 'total-absent',
    title: '总分未考',
    links: [
      {
        label: `缺考名单（总分未考 ${count.toLocaleString('zh-CN')} 人）`,
        description: '缺考任一科的学生不计总分，总分记为未考，不参与总分的平均分、各率和排名；其已考科目仍计入各科统计。名单列出每名学生的缺考科目。',
        href: ctx.href('lesson-report'),
        target: 'same-tab',
      },
    ],
  }
}

const percent = (ratio: number | null | undefined): number | null => (ratio === null || ratio === undefined ? null : roundHalfUp(ratio * 100, 2))

/** dashboard (考试概览): the view's headline on 总分, each paper, each unit, and the way into the reports. */
export const dashboardPage = definePage({
  route: 'dashboard',
  title: '考试概览',
  notes: ['headcount', 'absent', 'totalScore', 'mean', 'max', 'min', 'difficulty', 'excellentRate', 'passRate'],
  tables: [papersTable, unitsTable],
  explain: explainDashboard,
  async build(ctx, kit) {
    const data = await dashboardOf(ctx)
    const { figures, units: ordered } = derivedOf(data)
    // A printed page has no pager: it lists every unit.
    const [papers, units] = await Promise.all([kit.table(papersTable), kit.table(unitsTable, ctx.session.exportMode ? { pageSize: Math.max(1, ordered.length) } : {})])
    const shown = chartUnits(
      ordered.map((u) => ({ key: u.group.key, name: u.group.name, mean: u.papers.find((p) => p.pindex === 0)?.mean ?? null })),
      CHART_UNITS,
      unitLabel(data.level),
    )
    const meanChart = unitMeanChart(shown.units.map((u) => u.name), shown.units.map((u) => u.mean), '总分平均分', blockChartExplain(unitsTable.id, shown.units.map((u) => u.key), ['mean']))
    const subjects = orderPapers(data.papers).filter((p) => p.pindex !== 0)
    const byPindex = new Map(figures.papers.map((p) => [p.pindex, p]))
    const rateChart: ChartView = {
      kind: 'bar',
      labels: subjects.map((p) => p.subject),
      series: [
        { name: '得分率（难度）', values: subjects.map((p) => percent(byPindex.get(p.pindex)?.difficulty)) },
        { name: '优秀率', values: subjects.map((p) => percent(byPindex.get(p.pindex)?.excellentRate)) },
        { name: '及格率', values: subjects.map((p) => percent(byPindex.get(p.pindex)?.passRate)) },
      ],
      unit: '%',
      yMin: 0,
      yMax: 100,
      explain: blockChartExplain(papersTable.id, subjects.map((p) => String(p.pindex)), ['difficulty', 'excellentRate', 'passRate']),
    }
    const noTotal = figures.papers.find((p) => p.pindex === 0)?.absent ?? 0
    return {
      filters: [],
      blocks: [
        headlineStats(data),
        ...(noTotal > 0 ? [missedLink(ctx, noTotal)] : []),
        papers,
        units,
        ...(shown.units.length > 1 ? [kit.chart('unit-means', `各${unitLabel(data.level)}总分平均分${shown.caption ? `：${shown.caption}` : ''}`, meanChart)] : []),
        kit.chart('paper-rates', '各科得分率、优秀率与及格率', rateChart),
        reportLinks(ctx, 'reports', '常用报表', DASHBOARD_SHORTCUTS),
      ],
      lines: statedLines(orderPapers(data.papers), data.lines),
    }
  },
})
