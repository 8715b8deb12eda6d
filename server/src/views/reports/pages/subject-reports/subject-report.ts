import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn, TableView } from '@report/contracts/bff/table'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { OverviewData, PaperStats } from '@report/contracts/upstream/reports/overview'
import type { PaperRates, RateKind } from '@report/contracts/upstream/reports/rates'
import type { ScoreCell } from '@report/contracts/upstream/reports/common'
import { overviewFigure, type OverviewFigureKey } from '../../../../domain/reports/common-reports/overview-figures.ts'
import { rateCellOf, rateTableFigure, segmentFigure } from '../../../../domain/reports/common-reports/unit-figures.ts'
import { chartValue } from '../../../../domain/metrics/chart-values.ts'
import { explainSegmentBar, segmentChartExplain } from '../segment-chart.ts'
import { platformFigure, rankFigure, shown, type Figure } from '../../../../domain/metrics/figures.ts'
import { studentRankFigure, studentScoreFigure } from '../../../../domain/reports/student-cells.ts'
import { questionFigure } from '../../../../domain/reports/subject-reports/question-figures.ts'
import { smallFigure } from '../../../../domain/metrics/explanation.ts'
import { figureCells } from '../common-reports/unit-tables.ts'
import type { SegmentsData } from '@report/contracts/upstream/reports/segments'
import { weakestQuestions } from '../../../../domain/reports/subject-reports/question-quality.ts'
import { questionColumns, questionFigureKeys, questionRow } from './question-rows.ts'
import { FIXED, formatNumber, INTEGER, PERCENT, SCORE, toCell } from '../../../../domain/tables/format-number.ts'
import { definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { emptyTable, questionTitle, subjectFilter, subjectPaper, subjectPapers, unitChoice, unitColumn, unitNamer, unitRows, viewTotal, type ExamPaper } from './page-parts.ts'
import { usefulFilters } from '../filters.ts'
import { pagingOf } from '../student-table.ts'
import { rateLine, ratesSentence } from '../../../../domain/metrics/line-legends.ts'
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

/** The 三率 answer of the table's page and sort: the table's rows and their explanations read the same one. */
async function ratesOf(ctx: ReportContext, request: ReportTableRequest) {
  const [exam, paper, unit] = await Promise.all([ctx.exam(), subjectPaper(ctx), unitChoice(ctx, { widest: true })])
  if (!paper) return null
  const sortKey = request.sort ? ratesSort(request.sort.key) : null
  const data = await ctx.call('rates', {
    pindex: paper.pindex,
    level: unit.level,
    ...pagingOf(request),
    ...(sortKey && request.sort ? { sort: { key: sortKey, rule: request.sort.rule, pindex: paper.pindex } } : {}),
  })
  return { exam, paper, unit, data, sortKey }
}

/** Every figure of a 三率 row: 实考人数, then per rate its students, its share and the share's rank among the units. */
const RATE_FIGURE_KEYS = ['count', ...RATES.flatMap((r) => [`${r.kind}.count`, `${r.kind}.rate`, `${r.kind}.rank`])]

/** A rate's rank among the units of its level, as the answer states it (a total's is none: --). */
const RATE_RANK = /^(excellent|good|pass|low)\.rank$/

/** A cell of a 三率 row: a rate's rank (rateRank), else rateTableFigure's. */
function ratesCellFigure(key: string, rates: PaperRates | undefined): Figure | null {
  const rank = RATE_RANK.exec(key)
  return rank ? rankFigure('rateRank', rates?.[rank[1] as RateKind].rank ?? null, null, null) : rateTableFigure(key, rates)
}

/** A 三率 cell's title as its explanation names it. */
function rateCellTitle(key: string): string | null {
  const rank = RATE_RANK.exec(key)
  if (rank) return `${RATES.find((r) => r.kind === rank[1])!.title}率排名`
  const cell = rateCellOf(key)
  if (!cell) return null
  return cell.rate ? `${RATES.find((r) => r.kind === cell.rate)!.title}${cell.what === 'count' ? '人数' : '率'}` : '实考人数'
}

/** The students behind a rate's count (the rate drill). */
const rateDrill = (ctx: ReportContext, tgkey: string, paper: ExamPaper, rate: (typeof RATES)[number], name: string) =>
  ctx.drill('rate', { tgkey, pindex: paper.pindex, rate: rate.kind, caption: `${name} · ${paper.subject} · ${rate.title}`.slice(0, 80) })

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
    const answer = await ratesOf(ctx, request)
    if (!answer) return emptyTable(request)
    const { exam, paper, unit, data, sortKey } = answer
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
      const { cells, small } = figureCells(RATE_FIGURE_KEYS, (key) => ratesCellFigure(key, rates))
      const drills: Record<string, Record<string, string>> = {}
      for (const r of RATES) if (rates?.[r.kind].count) drills[`${r.kind}.count`] = rateDrill(ctx, row.group.key, paper, r, name)
      return { cells, drills, ...(small.length > 0 ? { small } : {}) }
    }, sortKey !== null)
    return { columns, rows, paging: { page: request.page, pageSize: request.pageSize, total: data.total }, sort: sortKey ? request.sort : null, explain: RATE_FIGURE_KEYS }
  },
})

/** A 三率 cell (rates|group|column): the table's page of the same answer, rateTableFigure, the rate's line and students. */
async function explainRates(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  const title = rateCellTitle(cell.column)
  const answer = title ? await ratesOf(ctx, request) : null
  if (!answer || !title) return null
  const { exam, paper, data } = answer
  const row = [...data.totals, ...data.items].find((r) => r.group.key === cell.row)
  const rates = row?.rates.find((r) => r.pindex === paper.pindex)
  const figure = row ? ratesCellFigure(cell.column, rates) : null
  if (!row || !figure) return null
  const name = unitNamer(exam)(row.group)
  // A rate's rank has no students of its own; its line is the rate's.
  const ranked = RATE_RANK.exec(cell.column)?.[1]
  const rate = RATES.find((r) => r.kind === (ranked ?? rateCellOf(cell.column)?.rate))
  const lines = rate ? (await viewRateLines(ctx, paper.pindex)).find((l) => l.pindex === paper.pindex) : undefined
  return {
    figure,
    context: {
      caption: `${name} · ${paper.subject} · ${title}`,
      group: name,
      line: rate && lines ? rateLine(rate.kind, lines) : null,
      drill: rate && !ranked && (rates?.[rate.kind].count ?? 0) > 0 ? rateDrill(ctx, row.group.key, paper, rate, name) : null,
    },
  }
}

/** The paper's five lowest score rates over the view's total; each opens its question report. */
const weakestTable = defineTable({
  id: 'weakest',
  title: '得分率最低的试题',
  description: `按得分率从低到高取前 ${WEAKEST} 题；点击题号查看该题的详细分析。`,
  remote: false,
  async load(ctx): Promise<TableView> {
    const answer = await weakestOf(ctx)
    if (!answer) return emptyTable()
    return {
      columns: questionColumns(WEAKEST_COLUMNS),
      rows: weakestQuestions(answer.data.questions, WEAKEST).map((q) => questionRow(ctx, answer.paper.pindex, q, WEAKEST_COLUMNS)),
      paging: null,
      sort: null,
      explain: questionFigureKeys(WEAKEST_COLUMNS),
    }
  },
})

/** The paper's questions over the view's total: the weakest table and its explanations read this answer. */
async function weakestOf(ctx: ReportContext) {
  const [exam, paper] = await Promise.all([ctx.exam(), subjectPaper(ctx)])
  if (!paper) return null
  const total = viewTotal(exam)
  return { paper, total, data: await ctx.call('quesQuality', { pindex: paper.pindex, tgkey: total.key, limit: 1 }) }
}

/** A weakest question's figure (weakest|qid|column): questionFigure over the same answer, as its cell. */
async function explainWeakest(ctx: ReportContext, cell: CellRef): Promise<ExplainedFigure | null> {
  const answer = questionFigureKeys(WEAKEST_COLUMNS).includes(cell.column) ? await weakestOf(ctx) : null
  const q = answer?.data.questions.find((x) => x.qid === cell.row)
  const figure = q ? questionFigure(cell.column, q) : null
  if (!answer || !q || !figure) return null
  const title = questionColumns([cell.column])[0]!.title
  return { figure, context: { caption: `${answer.total.name} · ${answer.paper.subject}${questionTitle(q)} · ${title}`, group: answer.total.name } }
}

/** The best students in view on the paper (ties at the cut included). */
const topTable = defineTable({
  id: 'top',
  title: '高分学生',
  description: `本科成绩前 ${TOP} 名（同分同名次，末位同分者一并列出）。`,
  remote: false,
  collapsible: true,
  async load(ctx): Promise<TableView> {
    const answer = await topOf(ctx)
    if (!answer) return emptyTable()
    const { paper, data } = answer
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
        const figure = (key: string) => {
          const f = topFigure(key, paper.pindex, cell)!
          return toCell(f.raw, { absent: cell?.absent, format: f.format })
        }
        return {
          key: s.key,
          cells: {
            rank: figure('rank'),
            name: toCell(s.name),
            class: toCell(s.class),
            score: figure('score'),
            classRank: figure('classRank'),
            ...(mode === 'level' ? { level: toCell(cell?.level ?? null, { absent: cell?.absent }) } : {}),
          },
        }
      }),
      paging: null,
      sort: null,
      explain: TOP_FIGURE_KEYS.filter((key) => columns.some((c) => c.key === key)),
    }
  },
})

/** The paper's best students: the top table and its explanations read this answer. */
async function topOf(ctx: ReportContext) {
  const paper = await subjectPaper(ctx)
  return paper ? { paper, data: await ctx.callOnce('topStudents', { pindex: paper.pindex, top: TOP }) } : null
}

const TOP_FIGURE_KEYS = ['rank', 'score', 'classRank']
const TOP_TITLES: Readonly<Record<string, string>> = { rank: '名次', score: '分数', classRank: '班级名次' }

/** A top student's 名次 (全体), 分数 or 班级名次 on the paper: the student tables' figures. */
function topFigure(key: string, pindex: number, cell: ScoreCell | undefined): Figure | null {
  if (key === 'score') return studentScoreFigure(pindex, cell)
  return key === 'rank' ? studentRankFigure('all', cell) : key === 'classRank' ? studentRankFigure('class', cell) : null
}

/** A top student's figure (top|student|column): the same answer and topFigure as the cell. */
async function explainTop(ctx: ReportContext, cell: CellRef): Promise<ExplainedFigure | null> {
  const answer = await topOf(ctx)
  const student = answer?.data.items.find((s) => s.key === cell.row)
  const figure = answer && student ? topFigure(cell.column, answer.paper.pindex, student.subjects.find((c) => c.pindex === answer.paper.pindex)) : null
  if (!answer || !student || !figure) return null
  return { figure, context: { caption: `${student.name} · ${answer.paper.subject} · ${TOP_TITLES[cell.column]}`, group: student.name } }
}

/** The headline figures of the paper over the view's total, each from the same function as 总体概况's cells. */
const HEADLINE: ReadonlyArray<{ key: SubjectFigureKey; label: string }> = [
  { key: 'total', label: '实考人数' },
  { key: 'mean', label: '平均分' },
  { key: 'max', label: '最高分' },
  { key: 'min', label: '最低分' },
  { key: 'standardDeviation', label: '标准差' },
  { key: 'difficulty', label: '难度' },
  { key: 'discrimination', label: '区分度' },
  { key: 'reliability', label: '信度' },
]
type SubjectFigureKey = OverviewFigureKey | 'reliability'

const subjectFigure = (key: SubjectFigureKey, stats: PaperStats | undefined): Figure =>
  key === 'reliability' ? platformFigure('reliability', stats?.reliability, FIXED, stats?.total ?? 0, stats?.absent ?? null) : overviewFigure(key, stats)

/** The view total's row of the overview answer (the headline's group). */
const headlineRow = (data: OverviewData, total: GroupRef) => data.totals.find((r) => r.group.key === total.key) ?? data.totals[0]

/** The headline's overview call: the paper over the view's totals. */
const headlineOverview = (ctx: ReportContext, pindex: number) => ctx.callOnce('overview', { pindex, limit: 1 })

function figures(data: OverviewData, total: GroupRef, pindex: number, subject: string): ReportBlock {
  const row = headlineRow(data, total)
  const s = row?.stats.find((x) => x.pindex === pindex)
  return {
    kind: 'stats',
    id: 'figures',
    title: `${subject} · ${row?.group.name ?? total.name}`,
    items: HEADLINE.map(({ key, label }) => {
      const figure = subjectFigure(key, s)
      return {
        label,
        value: shown(figure),
        ...(key === 'total' ? { hint: `未考 ${s?.absent ?? 0} 人` } : {}),
        ...(row ? { cell: `figures|${row.group.key}|${key}` } : {}),
        ...(smallFigure(figure) ? { small: true } : {}),
      }
    }),
  }
}

/** A headline figure (figures|group|key): the same overview answer and subjectFigure. */
async function explainHeadline(ctx: ReportContext, cell: CellRef): Promise<ExplainedFigure | null> {
  const item = HEADLINE.find((h) => h.key === cell.column)
  const [exam, paper] = await Promise.all([ctx.exam(), subjectPaper(ctx)])
  if (!item || !paper) return null
  const row = headlineRow(await headlineOverview(ctx, paper.pindex), viewTotal(exam))
  if (!row || row.group.key !== cell.row) return null
  const stats = row.stats.find((x) => x.pindex === paper.pindex)
  return { figure: subjectFigure(item.key, stats), context: { caption: `${row.group.name} · ${paper.subject} · ${item.label}`, group: row.group.name, sigma: stats?.standardDeviation ?? null } }
}

/** The paper's segments of the view's totals: the chart and its bars' explanations read this. */
const paperSegments = (ctx: ReportContext, pindex: number) => ctx.callOnce('segments', { pindex, limit: 1 })

/** The paper's score segments for the view's totals, low to high; each bar segmentFigure's count, opening as the chart's own cell. */
function segmentChart(data: SegmentsData): ReportBlock {
  const order = data.segments.map((_, i) => i).reverse()
  return {
    kind: 'chart',
    id: 'segments',
    title: `分数段分布（每 ${formatNumber(data.step)} 分）`,
    chart: {
      kind: 'bar',
      labels: order.map((i) => `${formatNumber(data.segments[i]!.lower)}-${formatNumber(data.segments[i]!.upper)}`),
      series: data.totals.map((row) => ({ name: row.group.name, values: order.map((i) => chartValue(segmentFigure(`s${i}`, row, false))) })),
      xTitle: '分数段',
      yTitle: '人数',
      unit: '人',
      explain: segmentChartExplain('segments', data.totals.map((row) => row.group.key))(order),
    },
  }
}

/** A bar of the segments chart (segments|s{i}|group key): the same answer and segmentFigure. */
async function explainSegments(ctx: ReportContext, cell: CellRef): Promise<ExplainedFigure | null> {
  const [exam, paper] = await Promise.all([ctx.exam(), subjectPaper(ctx)])
  return paper ? explainSegmentBar(ctx, exam, cell, await paperSegments(ctx, paper.pindex)) : null
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
  explain: (ctx, cell, request) => {
    if (cell.block === 'segments') return explainSegments(ctx, cell)
    if (cell.block === 'figures') return explainHeadline(ctx, cell)
    if (cell.block === 'rates') return explainRates(ctx, cell, request)
    if (cell.block === 'weakest') return explainWeakest(ctx, cell)
    return cell.block === 'top' ? explainTop(ctx, cell) : Promise.resolve(null)
  },
  async build(ctx, kit) {
    const [exam, papers, paper, unit] = await Promise.all([ctx.exam(), subjectPapers(ctx), subjectPaper(ctx), unitChoice(ctx, { widest: true })])
    if (!paper) return { filters: [], blocks: [{ kind: 'notice', id: 'empty', tone: 'info', text: '本次考试没有可分析的科目。' }] }
    const total = viewTotal(exam)
    const [overview, segments, rates, weakest, top, lines] = await Promise.all([
      headlineOverview(ctx, paper.pindex),
      paperSegments(ctx, paper.pindex),
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
