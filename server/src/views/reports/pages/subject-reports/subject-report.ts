import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn, TableView } from '@report/contracts/bff/table'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { OverviewData } from '@report/contracts/upstream/reports/overview'
import type { RateKind } from '@report/contracts/upstream/reports/rates'
import type { SegmentsData } from '@report/contracts/upstream/reports/segments'
import { weakestQuestions } from '../../../../domain/reports/subject-reports/question-quality.ts'
import { questionColumns, questionRow } from './question-rows.ts'
import { FIXED, formatNumber, INTEGER, PERCENT, SCORE, toCell } from '../../../../domain/tables/format-number.ts'
import { definePage, defineTable } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { emptyTable, subjectFilter, subjectPaper, subjectPapers, unitChoice, unitColumn, unitRows, viewTotal } from './page-parts.ts'
import { usefulFilters } from '../filters.ts'
import { pagingOf } from '../student-table.ts'
import { ratesSentence } from '../../../../domain/metrics/line-legends.ts'
import { viewRateLines } from '../rate-lines.ts'


const RATES: ReadonlyArray<{ kind: RateKind; title: string }> = [
  { kind: 'excellent', title: '优秀' },
  { kind: 'good', title: '良好' },
  { kind: 'pass', title: '及格' },
  { kind: 'low', title: '低分' },
]
const WEAKEST = 5
const WEAKEST_COLUMNS = ['name', 'type', 'full', 'mean', 'rate', 'discrimination', 'verdict']
const TOP = 10

/** Table sort key → the rates call's sort: `{rate}.rate` (the share), `count` (实考人数). */
function ratesSort(key: string): string | null {
  if (key === 'count') return 'total'
  const kind = key.replace(/\.rate$/, '')
  return key.endsWith('.rate') && RATES.some((r) => r.kind === kind) ? kind : null
}

/** 三率 of the paper per unit of the widest level in view; the counts drill to the students. */
const ratesTable = defineTable({
  id: 'rates',
  title: '三率统计',
  description: '优秀、良好、及格为得分不低于各自的线，低分为低于低分线（线按本次考试发布时的分数线设置）；点击人数查看学生。',
  async describe(ctx) {
    const paper = await subjectPaper(ctx)
    return `${ratesSentence(paper ? await viewRateLines(ctx, paper.pindex) : [])}；点击人数查看学生。`
  },
  remote: true,
  async load(ctx, request): Promise<TableView> {
    const [exam, paper, unit] = await Promise.all([ctx.exam(), subjectPaper(ctx), unitChoice(ctx, { widest: true })])
    if (!paper) return emptyTable(request)
    const sortKey = request.sort ? ratesSort(request.sort.key) : null
    const data = await ctx.call('rates', {
      pindex: paper.pindex,
      level: unit.level,
      ...pagingOf(request),
      ...(sortKey && request.sort ? { sort: { key: sortKey, rule: request.sort.rule, pindex: paper.pindex } } : {}),
    })
    const columns: TableColumn[] = [
      unitColumn(unit.level),
      { key: 'count', title: '实考人数', format: INTEGER, align: 'right', sortable: true },
      ...RATES.map((r) => ({
        key: r.kind,
        title: r.title,
        children: [
          { key: `${r.kind}.count`, title: '人数', format: INTEGER, align: 'right' as const },
          { key: `${r.kind}.rate`, title: '比率', format: PERCENT, align: 'right' as const, sortable: true },
          { key: `${r.kind}.rank`, title: '排名', format: INTEGER, align: 'right' as const },
        ],
      })),
    ]
    const rows = unitRows(exam, data.totals, data.items, (row, name) => {
      const rates = row.rates.find((r) => r.pindex === paper.pindex)
      const cells: Record<string, string | number> = { count: formatNumber(rates?.totalCount ?? null, INTEGER) }
      const drills: Record<string, Record<string, string>> = {}
      for (const r of RATES) {
        const cell = rates?.[r.kind]
        cells[`${r.kind}.count`] = formatNumber(cell?.count ?? null, INTEGER)
        cells[`${r.kind}.rate`] = formatNumber(cell?.rate ?? null, PERCENT)
        cells[`${r.kind}.rank`] = formatNumber(cell?.rank ?? null, INTEGER)
        if (cell?.count) drills[`${r.kind}.count`] = ctx.drill('rate', { tgkey: row.group.key, pindex: paper.pindex, rate: r.kind, caption: `${name} · ${paper.subject} · ${r.title}`.slice(0, 80) })
      }
      return { cells, drills }
    }, sortKey !== null)
    return { columns, rows, paging: { page: request.page, pageSize: request.pageSize, total: data.total }, sort: sortKey ? request.sort : null }
  },
})

/** The paper's five lowest score rates over the view's total; each opens its question report. */
const weakestTable = defineTable({
  id: 'weakest',
  title: '得分率最低的试题',
  description: `按得分率从低到高取前 ${WEAKEST} 题；点击题号查看该题的详细分析。`,
  remote: false,
  async load(ctx): Promise<TableView> {
    const [exam, paper] = await Promise.all([ctx.exam(), subjectPaper(ctx)])
    if (!paper) return emptyTable()
    const data = await ctx.call('quesQuality', { pindex: paper.pindex, tgkey: viewTotal(exam).key, limit: 1 })
    return {
      columns: questionColumns(WEAKEST_COLUMNS),
      rows: weakestQuestions(data.questions, WEAKEST).map((q) => questionRow(ctx, paper.pindex, q, WEAKEST_COLUMNS)),
      paging: null,
      sort: null,
    }
  },
})

/** The best students in view on the paper (ties at the cut included). */
const topTable = defineTable({
  id: 'top',
  title: '高分学生',
  description: `本科成绩前 ${TOP} 名（同分同名次，末位同分者一并列出）。`,
  remote: false,
  collapsible: true,
  async load(ctx): Promise<TableView> {
    const paper = await subjectPaper(ctx)
    if (!paper) return emptyTable()
    const data = await ctx.call('topStudents', { pindex: paper.pindex, top: TOP })
    // Issue 19: the exam's published ranking settings may show this reader levels, or no rank at all.
    const mode = data.display?.mode ?? 'rank'
    const scopes = data.display?.scopes ?? ['all', 'class']
    const columns: TableColumn[] = [
      ...(mode === 'rank' && scopes.includes('all') ? [{ key: 'rank', title: '名次', format: INTEGER, align: 'right' as const, width: 64 }] : []),
      { key: 'name', title: '姓名', width: 88 },
      { key: 'class', title: '班级', width: 96 },
      { key: 'score', title: '分数', format: SCORE, align: 'right' },
      ...(mode === 'rank' && scopes.includes('class') ? [{ key: 'classRank', title: '班级名次', format: INTEGER, align: 'right' as const }] : []),
      ...(mode === 'level' ? [{ key: 'level', title: '等级', width: 56 }] : []),
    ]
    return {
      columns,
      rows: data.items.map((s) => {
        const cell = s.subjects.find((c) => c.pindex === paper.pindex)
        return {
          key: s.key,
          cells: {
            rank: formatNumber(cell?.all ?? null, INTEGER),
            name: toCell(s.name),
            class: toCell(s.class),
            score: toCell(cell?.score ?? null, { absent: cell?.absent, format: SCORE }),
            classRank: formatNumber(cell?.classRank ?? null, INTEGER),
            ...(mode === 'level' ? { level: toCell(cell?.level ?? null, { absent: cell?.absent }) } : {}),
          },
        }
      }),
      paging: null,
      sort: null,
    }
  },
})

function figures(data: OverviewData, total: GroupRef, pindex: number, subject: string): ReportBlock {
  const row = data.totals.find((r) => r.group.key === total.key) ?? data.totals[0]
  const s = row?.stats.find((x) => x.pindex === pindex)
  return {
    kind: 'stats',
    id: 'figures',
    title: `${subject} · ${row?.group.name ?? total.name}`,
    items: [
      { label: '实考人数', value: formatNumber(s?.total ?? null, INTEGER), hint: `未考 ${s?.absent ?? 0} 人` },
      { label: '平均分', value: formatNumber(s?.mean ?? null, SCORE) },
      { label: '最高分', value: formatNumber(s?.max ?? null, SCORE) },
      { label: '最低分', value: formatNumber(s?.min ?? null, SCORE) },
      { label: '标准差', value: formatNumber(s?.standardDeviation ?? null, SCORE) },
      { label: '难度', value: formatNumber(s?.difficulty ?? null, FIXED) },
      { label: '区分度', value: formatNumber(s?.discrimination ?? null, FIXED) },
      { label: '信度', value: formatNumber(s?.reliability ?? null, FIXED) },
    ],
  }
}

/** The paper's score segments for the view's totals, low to high. */
function segmentChart(data: SegmentsData): ReportBlock {
  const order = data.segments.map((_, i) => i).reverse()
  return {
    kind: 'chart',
    id: 'segments',
    title: `分数段分布（每 ${formatNumber(data.step)} 分）`,
    chart: {
      kind: 'bar',
      labels: order.map((i) => `${formatNumber(data.segments[i]!.lower)}-${formatNumber(data.segments[i]!.upper)}`),
      series: data.totals.map((row) => ({ name: row.group.name, values: order.map((i) => row.counts[i] ?? null) })),
      xTitle: '分数段',
      yTitle: '人数',
      unit: '人',
    },
  }
}

function related(ctx: ReportContext, pindex: number, subject: string): ReportBlock {
  const link = (route: string, label: string, description: string) => ({ label, description, href: ctx.href(route, { pindex: String(pindex) }), target: 'same-tab' as const })
  return {
    kind: 'links',
    id: 'related',
    title: '相关报告',
    links: [link('report-question', '试题分析', `${subject}每道题的难度、区分度与各单位得分率`), link('knowledge-report', '知识点分析', `${subject}各知识点与能力的掌握度`)],
  }
}

/** subject-report (学科分析): one paper as a subject director reads it — figures, 三率, segments, weak questions, top students. */
export const subjectReportPage = definePage({
  route: 'subject-report',
  title: '学科分析',
  notes: ['headcount', 'mean', 'standardDeviation', 'difficulty', 'discrimination', 'reliability', 'excellentRate', 'goodRate', 'passRate', 'lowRate', 'segments', 'itemDifficulty', 'rank'],
  tables: [ratesTable, weakestTable, topTable],
  async build(ctx, kit) {
    const [exam, papers, paper, unit] = await Promise.all([ctx.exam(), subjectPapers(ctx), subjectPaper(ctx), unitChoice(ctx, { widest: true })])
    if (!paper) return { filters: [], blocks: [{ kind: 'notice', id: 'empty', tone: 'info', text: '本次考试没有可分析的科目。' }] }
    const total = viewTotal(exam)
    const [overview, segments, rates, weakest, top, lines] = await Promise.all([
      ctx.call('overview', { pindex: paper.pindex, limit: 1 }),
      ctx.call('segments', { pindex: paper.pindex, limit: 1 }),
      kit.table(ratesTable),
      kit.table(weakestTable),
      kit.table(topTable),
      viewRateLines(ctx, paper.pindex),
    ])
    return {
      subtitle: `${paper.subject} · 满分 ${formatNumber(paper.manfen)}`,
      filters: [subjectFilter(papers, paper), ...usefulFilters([unit.filter])],
      blocks: [figures(overview, total, paper.pindex, paper.subject), rates, segmentChart(segments), weakest, top, related(ctx, paper.pindex, paper.subject)],
      lines,
    }
  },
})
