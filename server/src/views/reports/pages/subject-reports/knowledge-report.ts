import type { ReportBlock, ReportFilter } from '@report/contracts/bff/report-page'
import type { TableColumn, TableRow, TableView } from '@report/contracts/bff/table'
import type { FactorRow, FactorsData, StudentFactorsData } from '@report/contracts/upstream/reports/knowledge'
import { MAX_PAGE_LIMIT } from '@report/contracts/upstream/reports/common'
import { chartPoints, factorColumns, masteryKey, pointLabel } from '../../../../domain/reports/subject-reports/factor-columns.ts'
import { masteryIndexOf, masteryMetricOf, pointRowFigure, pointScoreSigma, studentMasteryFigure, totalKey, unitMasteryFigure } from '../../../../domain/reports/subject-reports/knowledge-figures.ts'
import { smallFigure } from '../../../../domain/metrics/explanation.ts'
import { figureCells } from '../../../../domain/metrics/figure-cells.ts'
import type { Figure } from '../../../../domain/metrics/figures.ts'
import { wholeInView } from '../../../../domain/reports/units.ts'
import { INTEGER, PERCENT, toCell } from '../../../../domain/tables/format-number.ts'
import { cellId, definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
import { chartPercent } from '../../../../domain/metrics/chart-values.ts'
import type { ReportContext } from '../../report-context.ts'
import { emptyTable, subjectFilter, subjectPaper, subjectPapers, unitChoice, unitColumn, unitNamer, unitRows, type ExamPaper } from './page-parts.ts'
import { usefulFilters } from '../filters.ts'
import { pagingOf } from '../student-table.ts'


type Tab = 'knowledge' | 'ability'
const TABS: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'knowledge', label: '知识点' },
  { value: 'ability', label: '能力' },
]
/** Beyond this many spokes a radar is unreadable: a horizontal bar chart instead. */
const RADAR_MAX = 12
const CHART_MAX = 40
/** A view with at most this many units (a teacher's classes) draws each unit beside the totals. */
const CHART_UNITS_MAX = 4

function tabOf(ctx: ReportContext): Tab {
  return ctx.query.tab === 'ability' ? 'ability' : 'knowledge'
}

function noun(tab: Tab): string {
  return tab === 'ability' ? '能力' : '知识点'
}

function factors(ctx: ReportContext, paper: ExamPaper, extra: object): Promise<FactorsData> {
  return ctx.call(tabOf(ctx) === 'ability' ? 'abilityFactors' : 'knowledgeFactors', { pindex: paper.pindex, ...extra })
}

/** 得分情况's answer: the points with the totals' mastery (the table and its explanations read the same). */
async function pointsOf(ctx: ReportContext) {
  const paper = await subjectPaper(ctx)
  return paper ? { paper, data: await factors(ctx, paper, { limit: 1 }) } : null
}

/** 得分情况's figures of a point: 分值, then each total's mastery. */
const pointKeys = (data: FactorsData): string[] => ['full', ...data.totals.map((_, i) => totalKey(i))]

/** Each point with the questions that test it, its full score and the totals' mastery. */
const pointsTable = defineTable({
  id: 'points',
  title: '得分情况',
  remote: false,
  collapsible: true,
  async load(ctx): Promise<TableView> {
    const answer = await pointsOf(ctx)
    if (!answer) return emptyTable()
    const { paper, data } = answer
    const metric = masteryMetricOf(tabOf(ctx))
    const names = new Map(paper.questions.map((q) => [q.qid, q.name]))
    const columns: TableColumn[] = [
      { key: 'point', title: noun(tabOf(ctx)), pinned: true, width: 180 },
      { key: 'questions', title: '对应题号', width: 160 },
      { key: 'full', title: '分值', format: { kind: 'score' }, align: 'right', sortable: true },
      ...data.totals.map((t, i) => ({ key: totalKey(i), title: `${t.group.name}掌握度`, format: PERCENT, align: 'right' as const, sortable: true })),
    ]
    return {
      columns,
      rows: data.points.map((point, p) => {
        const { cells, small } = figureCells(pointKeys(data), (key) => pointRowFigure(key, point, p, data.totals, metric))
        return {
          key: point.id,
          cells: { point: pointLabel(point), questions: toCell(point.questions.map((qid) => names.get(qid) ?? qid).join('、')), ...cells },
          ...(small.length > 0 ? { small } : {}),
        }
      }),
      paging: null,
      sort: null,
      explain: pointKeys(data),
    }
  },
})

/** 各单位掌握度's answer: the units of the table's page and the view's totals. */
async function unitsOf(ctx: ReportContext, request: ReportTableRequest) {
  const [exam, paper, unit] = await Promise.all([ctx.exam(), subjectPaper(ctx), unitChoice(ctx)])
  return paper ? { exam, paper, unit, data: await factors(ctx, paper, { level: unit.level, ...pagingOf(request) }) } : null
}

/** A unit's figures: 实考人数, then its mastery of each point. */
const unitKeys = (data: FactorsData): string[] => ['count', ...data.points.map((_, p) => masteryKey(p))]

/**
 * The students behind a unit's 实考人数: those with a score on the paper (the overview list's 实考, as
 * 教师教学质量's); its whole list would add the group's 未考, which the factors answer does not count.
 */
function takersDrill(ctx: ReportContext, row: FactorsData['totals'][number], paper: ExamPaper, name: string, drillable: boolean): Record<string, string> | null {
  if (!drillable || row.count <= 0) return null
  return ctx.drill('overview', { tgkey: row.group.key, pindex: paper.pindex, filter: 'present', caption: `${name} · ${paper.subject} · 实考学生`.slice(0, 80) })
}

/** Units × points mastery; the upstream pages the units; the view's totals pinned on every page. */
const unitsTable = defineTable({
  id: 'units',
  title: '各单位掌握度',
  remote: true,
  async load(ctx, request): Promise<TableView> {
    const answer = await unitsOf(ctx, request)
    if (!answer) return emptyTable(request)
    const { exam, paper, unit, data } = answer
    const metric = masteryMetricOf(tabOf(ctx))
    return {
      columns: [unitColumn(unit.level), { key: 'count', title: '实考人数', format: INTEGER, align: 'right' }, ...factorColumns(data.points)],
      rows: unitRows(exam, data.totals, data.items, (row, name): Omit<TableRow, 'key'> => {
        const { cells, small } = figureCells(unitKeys(data), (key) => unitMasteryFigure(key, row, data.points, metric))
        const drill = takersDrill(ctx, row, paper, name, wholeInView(row.group, exam))
        return { cells, ...(drill ? { drills: { count: drill } } : {}), ...(small.length > 0 ? { small } : {}) }
      }),
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort: null,
      explain: unitKeys(data),
    }
  },
})

const STUDENT_SORTS = new Set(['name', 'xuehao', 'class', 'score'])

/** 学生掌握度's answer: the table's page of students in its sort. */
async function studentsOf(ctx: ReportContext, request: ReportTableRequest) {
  const paper = await subjectPaper(ctx)
  if (!paper) return null
  const sort = request.sort && STUDENT_SORTS.has(request.sort.key) ? request.sort : null
  const data: StudentFactorsData = await ctx.call(tabOf(ctx) === 'ability' ? 'abilityStudents' : 'knowledgeStudents', {
    pindex: paper.pindex,
    ...pagingOf(request),
    ...(sort ? { sort: { key: sort.key, rule: sort.rule, pindex: paper.pindex } } : {}),
  })
  return { paper, sort, data }
}

/** A student's figures: their score on the paper, then their mastery of each point. */
const studentKeys = (data: StudentFactorsData): string[] => ['score', ...data.points.map((_, p) => masteryKey(p))]

/** A student's figure as its cell: '未考' for an absent student. */
const studentCell = (figure: Figure, absent: boolean) => toCell(figure.raw, { absent, format: figure.format })

/** Every student in view with their mastery of each point, paged and sorted upstream (default 得分 high to low). */
const studentsTable = defineTable({
  id: 'students',
  title: '学生掌握度',
  description: '按本科得分从高到低排列；未考学生列在最后。',
  remote: true,
  async load(ctx, request): Promise<TableView> {
    const answer = await studentsOf(ctx, request)
    if (!answer) return emptyTable(request)
    const { paper, sort, data } = answer
    const metric = masteryMetricOf(tabOf(ctx))
    const keys = studentKeys(data)
    return {
      columns: [
        { key: 'name', title: '姓名', pinned: true, width: 88, sortable: true },
        { key: 'xuehao', title: '学号', text: true, width: 120, sortable: true },
        { key: 'class', title: '班级', width: 96, sortable: true },
        { key: 'score', title: `${paper.subject}得分`, format: { kind: 'score' }, align: 'right', sortable: true },
        ...factorColumns(data.points),
      ],
      rows: data.items.map((s) => ({
        key: s.key,
        cells: {
          name: toCell(s.name),
          xuehao: toCell(s.xuehao),
          class: toCell(s.class),
          ...Object.fromEntries(keys.map((key) => [key, studentCell(studentMasteryFigure(key, s, data.points, metric)!, s.absent)])),
        },
      })),
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort,
      explain: keys,
    }
  },
})

/**
 * σ of a small group's scores on point p, which its 掌握度's 95 % interval reads (issue 36 item 3): the
 * group's students as the students answer lists them, each one's mastery × 分值; null for a figure that is
 * not a small group's mastery, or when the listing is not the N students the mastery is over.
 */
async function smallGroupSigma(ctx: ReportContext, paper: ExamPaper, row: FactorRow, p: number, full: number, figure: Figure): Promise<number | null> {
  if (!smallFigure(figure) || figure.computation?.kind !== 'quotient') return null
  const students: StudentFactorsData = await ctx.call(tabOf(ctx) === 'ability' ? 'abilityStudents' : 'knowledgeStudents', { pindex: paper.pindex, tgkey: row.group.key, limit: MAX_PAGE_LIMIT })
  return pointScoreSigma(students, p, full, row.count)
}

/** What a cell is, for its explanation's caption: 分值, 实考人数, 得分, or a point's 掌握度. */
function cellTitle(ctx: ReportContext, data: Pick<FactorsData, 'points'>, key: string, point?: string): string {
  if (key === 'full') return `${point ?? ''} · 分值`
  if (key === 'count') return '实考人数'
  if (key === 'score') return '得分'
  const p = masteryIndexOf(key, data.points)
  return `${point ?? (p === null ? '' : data.points[p]!.name)} · ${noun(tabOf(ctx))}掌握度`
}

/**
 * A figure of 知识点分析: a point's 分值 or a total's mastery (points), a unit's 实考人数 or mastery
 * (units), a student's score or mastery (students), each by the function its cell came from over the
 * table's own answer.
 */
async function explainKnowledge(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  const metric = masteryMetricOf(tabOf(ctx))
  if (cell.block === 'points') {
    const answer = await pointsOf(ctx)
    const p = answer ? answer.data.points.findIndex((x) => x.id === cell.row) : -1
    const point = answer?.data.points[p]
    const figure = answer && point ? pointRowFigure(cell.column, point, p, answer.data.totals, metric) : null
    if (!answer || !point || !figure) return null
    const total = cell.column === 'full' ? undefined : answer.data.totals[Number(cell.column.slice(1))]
    const group = total ? total.group.name : answer.paper.subject
    const sigma = total ? await smallGroupSigma(ctx, answer.paper, total, p, point.full, figure) : null
    return { figure, context: { caption: `${group} · ${answer.paper.subject} · ${cellTitle(ctx, answer.data, cell.column, point.name)}`, group, sigma } }
  }
  if (cell.block === 'units') {
    const answer = await unitsOf(ctx, request)
    const row = answer ? [...answer.data.totals, ...answer.data.items].find((r) => r.group.key === cell.row) : undefined
    const figure = answer && row ? unitMasteryFigure(cell.column, row, answer.data.points, metric) : null
    if (!answer || !row || !figure) return null
    const { exam, paper, data } = answer
    const name = unitNamer(exam)(row.group)
    const drill = cell.column === 'count' ? takersDrill(ctx, row, paper, name, wholeInView(row.group, exam)) : null
    const p = masteryIndexOf(cell.column, data.points)
    const sigma = p === null ? null : await smallGroupSigma(ctx, paper, row, p, data.points[p]!.full, figure)
    return { figure, context: { caption: `${name} · ${paper.subject} · ${cellTitle(ctx, data, cell.column)}`, group: name, drill, sigma } }
  }
  if (cell.block !== 'students') return null
  const answer = await studentsOf(ctx, request)
  const s = answer?.data.items.find((x) => x.key === cell.row)
  const figure = answer && s ? studentMasteryFigure(cell.column, s, answer.data.points, metric) : null
  if (!answer || !s || !figure) return null
  return { figure, context: { caption: `${s.name} · ${answer.paper.subject} · ${cellTitle(ctx, answer.data, cell.column)}`, group: s.name } }
}

/**
 * The totals' (and a small view's units') mastery across the chapters or abilities: a radar, or bars past 12
 * spokes. Each value is the group's cell of 各单位掌握度 (its totals pinned on every page; a small view's
 * units all on its first), by the same unitMasteryFigure, and opens there.
 */
function masteryChart(data: FactorsData, tab: Tab): ReportBlock {
  const spokes = chartPoints(data.points).slice(0, CHART_MAX)
  const rows = [...data.totals, ...(data.total <= CHART_UNITS_MAX ? data.items : [])]
  const metric = masteryMetricOf(tab)
  const radar = spokes.length <= RADAR_MAX && spokes.length >= 3
  return {
    kind: 'chart',
    id: 'mastery',
    title: `${noun(tab)}掌握度`,
    chart: {
      kind: radar ? 'radar' : 'bar',
      labels: spokes.map((p) => data.points[p]!.name),
      series: rows.map((row) => ({ name: row.group.name, values: spokes.map((p) => chartPercent(unitMasteryFigure(masteryKey(p), row, data.points, metric))) })),
      unit: '%',
      explain: { cells: rows.map((row) => spokes.map((p) => cellId({ block: unitsTable.id, row: row.group.key, column: masteryKey(p) }))) },
      yMin: 0,
      yMax: 100,
      ...(radar ? {} : { horizontal: true }),
    },
    height: radar ? 360 : Math.min(800, Math.max(240, spokes.length * 28)),
  }
}

function tabFilter(tab: Tab): ReportFilter {
  return { key: 'tab', label: '维度', value: tab, options: TABS.map((t) => ({ value: t.value, label: t.label })) }
}

/** knowledge-report (知识点分析): how well the view mastered each knowledge point (or ability) of one paper. */
export const knowledgeReportPage = definePage({
  route: 'knowledge-report',
  title: '知识点分析',
  notes: ['knowledgeMastery', 'abilityMastery', 'pointFull', 'headcount', 'absent'],
  tables: [pointsTable, unitsTable, studentsTable],
  explain: explainKnowledge,
  async build(ctx, kit) {
    const [papers, paper, unit] = await Promise.all([subjectPapers(ctx), subjectPaper(ctx), unitChoice(ctx)])
    if (!paper) return { filters: [], blocks: [{ kind: 'notice', id: 'empty', tone: 'info', text: '本次考试没有可分析的科目。' }] }
    const tab = tabOf(ctx)
    const [data, points, units, students] = await Promise.all([
      factors(ctx, paper, { level: unit.level, limit: CHART_UNITS_MAX + 1 }),
      kit.table(pointsTable),
      kit.table(unitsTable),
      kit.table(studentsTable),
    ])
    const filters = [subjectFilter(papers, paper), tabFilter(tab), ...usefulFilters([unit.filter])]
    if (data.points.length === 0) return { filters, blocks: [{ kind: 'notice', id: 'empty', tone: 'info', text: `${paper.subject}试卷尚未标注${noun(tab)}。` }] }
    return {
      subtitle: `${paper.subject} · ${noun(tab)}`,
      filters,
      blocks: [masteryChart(data, tab), { ...points, title: `${noun(tab)}得分情况` }, { ...units, title: `各单位${noun(tab)}掌握度` }, students],
    }
  },
})
