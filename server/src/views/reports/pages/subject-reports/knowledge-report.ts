import type { ReportBlock, ReportFilter } from '@report/contracts/bff/report-page'
import type { TableColumn, TableView } from '@report/contracts/bff/table'
import type { FactorsData } from '@report/contracts/upstream/reports/knowledge'
import { chartPoints, factorCells, factorColumns, pointLabel } from '../../../../domain/reports/subject-reports/factor-columns.ts'
import { formatNumber, INTEGER, PERCENT, roundHalfUp, toCell } from '../../../../domain/tables/format-number.ts'
import { definePage, defineTable } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { emptyTable, subjectFilter, subjectPaper, subjectPapers, unitChoice, unitColumn, unitRows, type ExamPaper } from './page-parts.ts'
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

/** Each point with the questions that test it, its full score and the totals' mastery. */
const pointsTable = defineTable({
  id: 'points',
  title: '得分情况',
  remote: false,
  collapsible: true,
  async load(ctx): Promise<TableView> {
    const paper = await subjectPaper(ctx)
    if (!paper) return emptyTable()
    const data = await factors(ctx, paper, { limit: 1 })
    const names = new Map(paper.questions.map((q) => [q.qid, q.name]))
    const columns: TableColumn[] = [
      { key: 'point', title: noun(tabOf(ctx)), pinned: true, width: 180 },
      { key: 'questions', title: '对应题号', width: 160 },
      { key: 'full', title: '分值', format: { kind: 'score' }, align: 'right', sortable: true },
      ...data.totals.map((t, i) => ({ key: `t${i}`, title: `${t.group.name}掌握度`, format: PERCENT, align: 'right' as const, sortable: true })),
    ]
    return {
      columns,
      rows: data.points.map((point, p) => ({
        key: point.id,
        cells: {
          point: pointLabel(point),
          questions: toCell(point.questions.map((qid) => names.get(qid) ?? qid).join('、')),
          full: formatNumber(point.full),
          ...Object.fromEntries(data.totals.map((t, i) => [`t${i}`, formatNumber(t.mastery[p] ?? null, PERCENT)])),
        },
      })),
      paging: null,
      sort: null,
    }
  },
})

/** Units × points mastery; the upstream pages the units; the view's totals pinned on every page. */
const unitsTable = defineTable({
  id: 'units',
  title: '各单位掌握度',
  remote: true,
  async load(ctx, request): Promise<TableView> {
    const [exam, paper, unit] = await Promise.all([ctx.exam(), subjectPaper(ctx), unitChoice(ctx)])
    if (!paper) return emptyTable(request)
    const data = await factors(ctx, paper, { level: unit.level, ...pagingOf(request) })
    return {
      columns: [unitColumn(unit.level), { key: 'count', title: '实考人数', format: INTEGER, align: 'right' }, ...factorColumns(data.points)],
      rows: unitRows(exam, data.totals, data.items, (row) => ({ cells: { count: formatNumber(row.count, INTEGER), ...factorCells(row.mastery, data.points.length) } })),
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort: null,
    }
  },
})

const STUDENT_SORTS = new Set(['name', 'xuehao', 'class', 'score'])

/** Every student in view with their mastery of each point, paged and sorted upstream (default 得分 high to low). */
const studentsTable = defineTable({
  id: 'students',
  title: '学生掌握度',
  description: '按本科得分从高到低排列；未考学生列在最后。',
  remote: true,
  async load(ctx, request): Promise<TableView> {
    const paper = await subjectPaper(ctx)
    if (!paper) return emptyTable(request)
    const sort = request.sort && STUDENT_SORTS.has(request.sort.key) ? request.sort : null
    const data = await ctx.call(tabOf(ctx) === 'ability' ? 'abilityStudents' : 'knowledgeStudents', {
      pindex: paper.pindex,
      ...pagingOf(request),
      ...(sort ? { sort: { key: sort.key, rule: sort.rule, pindex: paper.pindex } } : {}),
    })
    const k = data.points.length
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
          score: toCell(s.score, { absent: s.absent, format: { kind: 'score' } }),
          ...factorCells(s.mastery, k, s.absent),
        },
      })),
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort,
    }
  },
})

/** The totals' (and a small view's units') mastery across the chapters or abilities: a radar, or bars past 12 spokes. */
function masteryChart(data: FactorsData, tab: Tab): ReportBlock {
  const spokes = chartPoints(data.points).slice(0, CHART_MAX)
  const rows = [...data.totals, ...(data.total <= CHART_UNITS_MAX ? data.items : [])]
  const percent = (v: number | null | undefined) => (v === null || v === undefined ? null : roundHalfUp(v * 100, 2))
  const radar = spokes.length <= RADAR_MAX && spokes.length >= 3
  return {
    kind: 'chart',
    id: 'mastery',
    title: `${noun(tab)}掌握度`,
    chart: {
      kind: radar ? 'radar' : 'bar',
      labels: spokes.map((p) => data.points[p]!.name),
      series: rows.map((row) => ({ name: row.group.name, values: spokes.map((p) => percent(row.mastery[p])) })),
      unit: '%',
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
  notes: ['knowledgeMastery', 'absent'],
  extraNotes: [{ term: '能力掌握度', formula: 'Σ得分 / Σ满分（考查该能力的全部题目）', note: '一道题可同时考查多个知识点或能力，其得分计入每一个。' }],
  tables: [pointsTable, unitsTable, studentsTable],
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
