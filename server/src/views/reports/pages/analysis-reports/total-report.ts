import type { ReportBlock } from '@report/contracts/bff/report-page'
import { bandTable, joinRates, segmentChart, unitSummaryTable } from '../../../../domain/reports/analysis-reports/unit-tables.ts'
import { paperRatesTable, paperStatsTable } from '../../../../domain/reports/analysis-reports/paper-tables.ts'
import { totalReportName } from '../../../../domain/reports/analysis-reports/total-report-name.ts'
import { DEFAULT_TOP_STUDENTS, totalSummary } from '../../../../domain/reports/analysis-reports/total-summary.ts'
import { formatNumber, SCORE } from '../../../../domain/tables/format-number.ts'
import { figureItem } from '../../../../domain/metrics/figure-cells.ts'
import { enrolledFigure, subjectCountFigure, type Figure } from '../../../../domain/metrics/figures.ts'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import { chartValue } from '../../../../domain/metrics/chart-values.ts'
import { blockChartExplain } from '../../chart-explain.ts'
import { explainSegmentBar, segmentChartExplain } from '../segment-chart.ts'
import { cellId, definePage, defineTable, type CellRef, type ExplainedFigure, type PageKit, type ReportTableRequest } from '../../define.ts'
import { bandFigure, paperStatFigure, rateFigureOf, unitSummaryFigure } from '../../../../domain/reports/analysis-reports/report-figures.ts'
import { diagnosisBlock } from '../diagnosis.ts'
import { referenceTotal, wholeInView } from '../../../../domain/reports/units.ts'
import type { ReportContext } from '../../report-context.ts'
import { caption, explainedCell, rateLineOf, rateTitle } from './page-parts.ts'
import { unitFilter, unitLabel, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'
import { pagingOf, studentCellFigure, studentFigureKeys, studentTable } from '../student-table.ts'
import { ratesSentence } from '../../../../domain/metrics/line-legends.ts'
import { viewRateLines } from '../rate-lines.ts'
import { formatDate } from '@report/contracts/format/date-time'

/** 总分 and every paper, totals only (the units of this call are not read). */
const allPapers = (ctx: ReportContext) => ctx.callOnce('overview', { limit: 1 })
const allRates = (ctx: ReportContext) => ctx.callOnce('rates', { limit: 1 })

const papersTable = defineTable({
  id: 'papers',
  title: '各科成绩概览',
  description: '统计范围内各科的实考人数、平均分、最高分、最低分、标准差、难度、区分度和信度；未考学生不计入。',
  remote: false,
  async load(ctx) {
    const [papers, data] = await Promise.all([ctx.papers(), allPapers(ctx)])
    return paperStatsTable(papers, (referenceTotal(data.totals, 'class') ?? undefined)?.stats ?? [])
  },
})

const ratesTable = defineTable({
  id: 'rates',
  title: '各科三率',
  description: '优秀、良好、及格为得分不低于各自的线，低分为低于低分线（线按本次考试发布时的分数线设置）；点击人数查看学生名单。',
  describe: async (ctx) => `${ratesSentence(await viewRateLines(ctx))}；点击人数查看学生名单。`,
  remote: false,
  async load(ctx) {
    const [exam, papers, data] = await Promise.all([ctx.exam(), ctx.papers(), allRates(ctx)])
    const total = (referenceTotal(data.totals, 'class') ?? undefined)
    const subject = (pindex: number) => papers.find((p) => p.pindex === pindex)?.subject ?? ''
    const drill = total && wholeInView(total.group, exam)
      ? (pindex: number, rate: Parameters<typeof rateTitle>[0]) => ctx.drill('rate', { tgkey: total.group.key, pindex, rate, caption: caption(total.group.name, subject(pindex), rateTitle(rate)) })
      : undefined
    return paperRatesTable(papers, total?.rates ?? [], drill)
  },
})

/** The report a unit's name opens. */
const UNIT_REPORTS: Partial<Record<string, string>> = { school: 'school-report', class: 'class-report' }

/** The units' overview and rates of the table's page (the table and its explanations read the same). */
async function unitsOf(ctx: ReportContext, request: ReportTableRequest) {
  const level = await unitLevel(ctx, { widest: true })
  const body = { level, pindex: 0, ...pagingOf(request) }
  const [overview, rates] = await Promise.all([ctx.call('overview', body), ctx.call('rates', body)])
  return { level, overview, rates }
}

const unitsTable = defineTable({
  id: 'units',
  title: '单位对比（总分）',
  description: '各单位总分的实考人数、平均分及其在全体同级单位中的排名、优秀和及格人数与比率；按单位名单顺序分页。',
  remote: true,
  async load(ctx, request) {
    const [exam, { level, overview, rates }] = await Promise.all([ctx.exam(), unitsOf(ctx, request)])
    const total = (referenceTotal(overview.totals, 'class') ?? undefined)
    const totalRates = joinRates(total ? [total] : [], rates.totals)
    const table = unitSummaryTable({
      unitTitle: unitLabel(level),
      pindex: 0,
      totals: totalRates,
      units: joinRates(overview.items, rates.items),
      drill: (group, rate) => (wholeInView(group, exam) ? ctx.drill('rate', { tgkey: group.key, pindex: 0, rate, caption: caption(group.name, '总分', rateTitle(rate)) }) : undefined),
      link: (group) => (UNIT_REPORTS[group.type] ? { href: ctx.href(UNIT_REPORTS[group.type]!, { group: group.key }), target: 'same-tab' } : undefined),
    })
    // Rows of two calls paged alike (roster order): the columns cannot be re-sorted on the upstream together.
    return { columns: table.columns.map((c) => ({ ...c, sortable: false, children: c.children?.map((child) => ({ ...child, sortable: false })) })), rows: table.rows, paging: { page: request.page, pageSize: request.pageSize, total: overview.total }, sort: null, explain: table.explain }
  },
})

const topTable = defineTable({
  id: 'top',
  title: totalSummary(undefined).topTitle,
  description: totalSummary(undefined).topDescription,
  remote: false,
  async load(ctx) {
    const [exam, page] = await Promise.all([ctx.exam(), topStudentsOf(ctx)])
    const table = studentTable(exam, page, { page: 1, pageSize: Math.max(page.items.length, 1), sort: null }, { compact: true })
    return { ...table, paging: null, explain: studentFigureKeys(table) }
  },
})

/** The top students of 总分 as one page of students: the table and its explanations read this. */
async function topStudentsOf(ctx: ReportContext) {
  const exam = await ctx.exam()
  const data = await ctx.callOnce('topStudents', { pindex: 0, top: totalSummary(exam.summary).topStudents ?? DEFAULT_TOP_STUDENTS })
  return { papers: data.papers, items: data.items, total: data.items.length, display: data.display }
}

const bandsTable = defineTable({
  id: 'bands',
  title: '总分档次人数',
  description: '总分各档分数线及上线人数（档次线默认取前 15 %、35 %、60 %，或本账号保存的设置）；点击人数查看学生名单。',
  remote: false,
  async load(ctx) {
    const [exam, data] = await Promise.all([ctx.exam(), ctx.callOnce('levelInfos', { pindex: 0, limit: 1 })])
    const total = (referenceTotal(data.totals, 'class') ?? undefined)
    const drill = total && wholeInView(total.group, exam)
      ? (level: number, cumulative: boolean) => ctx.drill('level', { tgkey: total.group.key, pindex: 0, level, cumulative, caption: caption(total.group.name, '总分', `${data.names[level - 1] ?? ''}${cumulative ? '及以上' : ''}`) })
      : undefined
    return bandTable(data, total, 0, drill)
  },
})

type Section = (ctx: ReportContext, kit: PageKit) => Promise<ReportBlock[]>

/** 参考人数 (实考 + 未考 of 总分) and 科目数 (the exam's papers) beside the headline's statistics. */
const EXTRA_HEADLINE = { enrolled: '参考人数', subjects: '科目数' } as const

function headlineFigure(key: string, s: PaperStats | undefined, exam: ReportExamInfo): Figure | null {
  if (key === 'enrolled') return enrolledFigure(s?.total, s?.absent)
  if (key === 'subjects') return subjectCountFigure(exam.papers.filter((p) => p.pindex !== 0).length)
  return paperStatFigure(key, s)
}

/** The headline figures of 总分 over the view's total. */
const HEADLINE: ReadonlyArray<{ key: string; label: string }> = [
  { key: 'total', label: '实考人数' },
  { key: 'absent', label: '未考人数' },
  { key: 'mean', label: '总分平均分' },
  { key: 'max', label: '总分最高分' },
  { key: 'min', label: '总分最低分' },
  { key: 'sd', label: '总分标准差' },
]

async function figures(ctx: ReportContext): Promise<ReportBlock[]> {
  const [exam, data] = await Promise.all([ctx.exam(), allPapers(ctx)])
  const total = (referenceTotal(data.totals, 'class') ?? undefined)
  const s = total?.stats.find((x) => x.pindex === 0)
  const [headcount, absent, mean, ...rest] = HEADLINE.map(({ key, label }) =>
    figureItem(label, paperStatFigure(key, s)!, total ? `figures|${total.group.key}|${key}` : null, key === 'mean' ? `满分 ${formatNumber(s?.manfen, SCORE)}` : undefined),
  )
  return [
    {
      kind: 'stats',
      id: 'figures',
      title: '考试概况',
      description: `统计范围：${total?.group.name ?? '全体'}。实考、未考按总分计：缺考任一科的学生不计总分，计为未考（名单见成绩明细的缺考名单）。`,
      items: [
        figureItem('参考人数', headlineFigure('enrolled', s, exam)!, total ? `figures|${total.group.key}|enrolled` : null),
        headcount!,
        absent!,
        figureItem('科目数', headlineFigure('subjects', s, exam)!, total ? `figures|${total.group.key}|subjects` : null),
        mean!,
        ...rest,
      ],
    },
  ]
}

/** A headline figure (figures|group|key): 总分 of the same total, the same paperStatFigure; 实考 and 未考 open their students. */
async function explainHeadline(ctx: ReportContext, cell: CellRef): Promise<ExplainedFigure | null> {
  const item = HEADLINE.find((h) => h.key === cell.column) ?? (Object.hasOwn(EXTRA_HEADLINE, cell.column) ? { key: cell.column, label: EXTRA_HEADLINE[cell.column as keyof typeof EXTRA_HEADLINE] } : undefined)
  const [exam, data] = await Promise.all([ctx.exam(), allPapers(ctx)])
  const total = referenceTotal(data.totals, 'class')
  if (!item || !total || total.group.key !== cell.row) return null
  const s = total.stats.find((x) => x.pindex === 0)
  const figure = headlineFigure(item.key, s, exam)!
  // 参考人数's students are the whole list, 实考's too with its 未考 counted apart.
  const filter = item.key === 'total' || item.key === 'enrolled' ? 'all' : item.key === 'absent' ? 'absent' : null
  const drill = filter && figure.raw && wholeInView(total.group, exam) ? ctx.drill('overview', { tgkey: total.group.key, pindex: 0, filter, caption: caption(total.group.name, '总分', item.label) }) : null
  return { figure, context: { caption: caption(total.group.name, item.label), group: total.group.name, drill, sigma: s?.standardDeviation ?? null } }
}

/** A figure of one of the report's tables, by the table's own function over the answer the table read. */
async function explainTable(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  switch (cell.block) {
    case 'papers': {
      const [table, data] = await Promise.all([papersTable.load(ctx, request), allPapers(ctx)])
      const total = referenceTotal(data.totals, 'class')
      const stats = (row: string) => total?.stats.find((x) => String(x.pindex) === row)
      return total ? explainedCell(table, cell, total.group.name, (row, key) => paperStatFigure(key, stats(row)), { sigma: stats(cell.row)?.standardDeviation ?? null }) : null
    }
    case 'rates': {
      const [table, data, lines] = await Promise.all([ratesTable.load(ctx, request), allRates(ctx), viewRateLines(ctx)])
      const total = referenceTotal(data.totals, 'class')
      const figureOf = (row: string, key: string) => rateFigureOf(key, total?.rates.find((x) => String(x.pindex) === row))
      return total ? explainedCell(table, cell, total.group.name, figureOf, { line: rateLineOf(cell.column, lines, Number(cell.row)) }) : null
    }
    case 'units': {
      const [table, { overview, rates }, lines] = await Promise.all([unitsTable.load(ctx, request), unitsOf(ctx, request), viewRateLines(ctx, 0)])
      const row = [...overview.totals, ...overview.items].find((r) => r.group.key === cell.row)
      const ratesRow = [...rates.totals, ...rates.items].find((r) => r.group.key === cell.row)
      const stats = row?.stats.find((x) => x.pindex === 0)
      const figureOf = (_row: string, key: string) => unitSummaryFigure(key, stats, ratesRow?.rates.find((x) => x.pindex === 0))
      return row ? explainedCell(table, cell, row.group.name, figureOf, { paper: '总分', sigma: stats?.standardDeviation ?? null, line: rateLineOf(cell.column, lines, 0) }) : null
    }
    case 'top':
      return studentCellFigure(await topStudentsOf(ctx), cell)
    case 'segments': {
      const [exam, data] = await Promise.all([ctx.exam(), totalSegments(ctx)])
      return explainSegmentBar(ctx, exam, cell, data)
    }
    case 'units-chart': {
      const row = cell.column === 'mean' ? (await topUnits(ctx)).top.items.find((r) => r.group.key === cell.row) : undefined
      const stats = row?.stats.find((s) => s.pindex === 0)
      return row ? { figure: unitMeanFigure(row), context: { caption: caption(row.group.name, '总分', '平均分'), group: row.group.name, sigma: stats?.standardDeviation ?? null } } : null
    }
    case 'bands': {
      const [table, data] = await Promise.all([bandsTable.load(ctx, request), ctx.callOnce('levelInfos', { pindex: 0, limit: 1 })])
      const total = referenceTotal(data.totals, 'class')
      return total ? explainedCell(table, cell, total.group.name, (row, key) => bandFigure(key, data, total, 0, Number(row) - 1), { paper: '总分' }) : null
    }
    default:
      return null
  }
}

/** 总分's segments of the view's total: the chart and its bars' explanations read this. */
const totalSegments = (ctx: ReportContext) => ctx.callOnce('segments', { pindex: 0, limit: 1 })

async function segments(ctx: ReportContext, kit: PageKit): Promise<ReportBlock[]> {
  const data = await totalSegments(ctx)
  const total = (referenceTotal(data.totals, 'class') ?? undefined)
  return [kit.chart('segments', `总分分数段分布（每 ${data.step} 分一段）`, segmentChart(data, total, '总分分数段人数', segmentChartExplain('segments', total ? [total.group.key] : [])))]
}

const CHART_UNITS = 30

/** The units of the highest 总分 mean (the chart's; the units table pages in roster order): the chart and its bars' explanations read this. */
async function topUnits(ctx: ReportContext) {
  const level = await unitLevel(ctx, { widest: true })
  return { level, top: await ctx.callOnce('overview', { level, pindex: 0, limit: CHART_UNITS, sort: { key: 'mean', rule: 'desc', pindex: 0 } }) }
}

/** A unit's 总分 mean as the chart draws it and its bar explains it. */
const unitMeanFigure = (row: OverviewRow) => paperStatFigure('mean', row.stats.find((s) => s.pindex === 0))!

async function units(ctx: ReportContext, kit: PageKit): Promise<ReportBlock[]> {
  const [table, { level, top }] = await Promise.all([kit.table(unitsTable, { pageSize: 20 }), topUnits(ctx)])
  const total = (referenceTotal(top.totals, 'class') ?? undefined)
  const mean = total ? chartValue(unitMeanFigure(total)) : null
  const labels = top.items.map((row) => row.group.name)
  const keys = top.items.map((row) => row.group.key)
  const chart = kit.chart('units-chart', `${unitLabel(level)}总分平均分${top.total > CHART_UNITS ? `（前 ${CHART_UNITS} 名）` : ''}`, {
    kind: 'bar',
    labels,
    series: [
      { name: '平均分', values: top.items.map((row) => chartValue(unitMeanFigure(row))) },
      ...(mean !== null ? [{ name: `${total?.group.name ?? '全体'}平均分`, values: labels.map(() => mean), asLine: true }] : []),
    ],
    yTitle: '平均分',
    unit: '分',
    horizontal: labels.length > 12,
    // The units' bars open as the chart's own cells; the line repeats the total's mean: each label opens the headline's 总分平均分.
    explain: {
      cells: [
        blockChartExplain('units-chart', keys, ['mean']).cells[0]!,
        ...(mean !== null && total ? [keys.map(() => cellId({ block: 'figures', row: total.group.key, column: 'mean' }))] : []),
      ],
    },
  })
  return [table, chart]
}

async function links(ctx: ReportContext): Promise<ReportBlock[]> {
  const entries: Array<[route: string, label: string, description: string]> = [
    ['general-overview', '总体概况', '各单位、各科的完整统计指标'],
    ['report-ranking', '排名统计', '每名学生的分数与各级排名'],
    ['report-segment', '分数段分析', '各单位各分数段人数'],
    ['report-byRankScale', '名次段分析', '各单位落在各名次段的人数'],
    ['school-report', '学校分析', '一所学校与全体的对比及其各班情况'],
    ['class-report', '班级分析', '一个班与本校、全体的对比及其学生'],
    ['subject-report', '学科分析', '单科的分数、三率与单位对比'],
    ['report-question', '试题分析', '每道题的得分率、区分度和选项'],
    ['knowledge-report', '知识点分析', '知识点与能力的掌握情况'],
    ['teacher-report', '教师教学质量', '任课教师所教班级的成绩对比'],
    ['xgk-report', '新高考分析', '首选、再选科目的选考人数与等级赋分'],
  ]
  return [
    {
      kind: 'links',
      id: 'links',
      title: '详细报告',
      links: entries.map(([route, label, description]) => ({ label, description, href: ctx.href(route), target: 'same-tab' as const })),
    },
  ]
}

const tableSection = (def: Parameters<PageKit['table']>[0]): Section => async (_ctx, kit) => [await kit.table(def)]

/** 前列学生 and 总体诊断 as the exam's published summary setting says (issue 19). */
const topStudents: Section = async (ctx, kit) => {
  const summary = totalSummary((await ctx.exam()).summary)
  if (summary.topStudents === null) return []
  return [{ ...(await kit.table(topTable)), title: summary.topTitle, description: summary.topDescription }]
}

const diagnosis: Section = async (ctx) => {
  if (!totalSummary((await ctx.exam()).summary).diagnosis) return []
  return [await diagnosisBlock(ctx, { category: 'total', type: 'total', name: '总体诊断' })]
}

/**
 * The report's blocks in print order. A later block (the teacher diagnosis) is one more entry here;
 * sections run in parallel and keep this order.
 */
export const TOTAL_REPORT_SECTIONS: Section[] = [
  figures,
  tableSection(papersTable),
  tableSection(ratesTable),
  segments,
  units,
  topStudents,
  tableSection(bandsTable),
  diagnosis,
  links,
]

/** total-report (总体分析报告): the whole exam block by block, like the printed report. */
export const totalReportPage = definePage({
  route: 'total-report',
  title: '总体分析报告',
  notes: ['enrolled', 'headcount', 'absent', 'subjectCount', 'totalScore', 'mean', 'standardDeviation', 'difficulty', 'discrimination', 'reliability', 'excellentRate', 'goodRate', 'passRate', 'lowRate', 'segments', 'rank', 'gradeBands'],
  tables: [papersTable, ratesTable, unitsTable, topTable, bandsTable],
  explain: (ctx, cell, request) => (cell.block === 'figures' ? explainHeadline(ctx, cell) : explainTable(ctx, cell, request)),
  async build(ctx, kit) {
    const exam = await ctx.exam()
    const [level, sections, lines] = await Promise.all([unitLevel(ctx, { widest: true }), Promise.all(TOTAL_REPORT_SECTIONS.map((section) => section(ctx, kit))), viewRateLines(ctx)])
    return {
      title: totalReportName(exam),
      subtitle: `${exam.name} · ${formatDate(exam.time)}`,
      filters: usefulFilters([unitFilter(unitLevelsOf(exam), level)]),
      blocks: sections.flat(),
      lines,
    }
  },
})
