import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { GroupRef, PaperRef } from '@report/contracts/upstream/reports/common'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import { classTypesOf } from '../../../../domain/reports/analysis-reports/class-types.ts'
import { joinRates, keyStudentsTable, segmentChart, unitSummaryTable, type UnitSummaryInput } from '../../../../domain/reports/analysis-reports/unit-tables.ts'
import { keyStudentFigure, unitSummaryFigure } from '../../../../domain/reports/analysis-reports/report-figures.ts'
import { paperComparisonTable, type PaperComparison } from '../../../../domain/reports/analysis-reports/paper-tables.ts'
import { sortByClassName } from '../../../../domain/tables/class-order.ts'
import { formatNumber, INTEGER } from '../../../../domain/tables/format-number.ts'
import { figureItem } from '../../../../domain/metrics/figure-cells.ts'
import { definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
import { wholeInView } from '../../../../domain/reports/units.ts'
import type { ReportContext } from '../../report-context.ts'
import { CLASSES_LIMIT, caption, chosenGroup, emptyTable, explainComparison, explainedCell, explainGroupHeadline, explainScoreRate, groupHeadline, localTable, rateLineOf, rateTitle, schoolOverview, schoolRateLines, schoolRates, scoreRateSeries, totalOfType, type ScoreRateGroup } from './page-parts.ts'
import { explainSegmentBar, segmentChartExplain } from '../segment-chart.ts'
import { usefulFilters } from '../filters.ts'

// Every call and drill of this page focuses the chosen school (lkschool): its totals (sall, qxall) exist only then.

interface SchoolChoice {
  key: string
  id: string
  name: string
}

/** 总分 of one school in focus (its totals carry the school's name). */
const schoolTotals = (ctx: ReportContext, schoolId: string) => ctx.callOnce('overview', { lkschool: schoolId, pindex: 0, limit: 1 })

/**
 * The schools in view; an account that sees classes but no whole school (a class director, a teacher)
 * gets the schools of its classes, named by their totals.
 */
async function schoolChoices(ctx: ReportContext): Promise<SchoolChoice[]> {
  const exam = await ctx.exam()
  if (exam.groups.school.length > 0) return exam.groups.school.map((g) => ({ key: g.key, id: g.id, name: g.name }))
  const ids = [...new Set(exam.groups.class.map((c) => c.schoolId).filter((id): id is string => id !== undefined))]
  return Promise.all(
    ids.map(async (id) => {
      const sall = totalOfType((await schoolTotals(ctx, id)).totals, 'sall')
      return { key: `school:${id}`, id, name: sall?.group.name.replace(/全校$/, '') ?? id }
    }),
  )
}

async function chosenSchool(ctx: ReportContext): Promise<SchoolChoice | undefined> {
  return chosenGroup(ctx, await schoolChoices(ctx))
}

function headcount(row: OverviewRow | undefined): number | null {
  const s = row?.stats.find((x) => x.pindex === 0)
  return s ? s.total + s.absent : null
}

/** The school's references: its county when that is more than the school and less than the exam, then the exam. */
function references(totals: readonly OverviewRow[]): OverviewRow[] {
  const all = totalOfType(totals, 'all')
  const county = totalOfType(totals, 'qxall')
  const school = totalOfType(totals, 'sall')
  const countyShown = county && headcount(county) !== headcount(all) && headcount(county) !== headcount(school)
  return [...(countyShown ? [county] : []), ...(all ? [all] : [])]
}

/** The school against its references, paper by paper: the comparison table and its explanations read this. */
async function comparisonOf(ctx: ReportContext, school: SchoolChoice): Promise<{ papers: PaperRef[]; comparison: PaperComparison }> {
  const [exam, papers, overview, rates] = await Promise.all([ctx.exam(), ctx.papers(), schoolOverview(ctx, school.id), schoolRates(ctx, school.id)])
  const own = totalOfType(overview.totals, 'sall')
  const ownRates = totalOfType(rates.totals, 'sall')
  const group = own?.group
  return {
    papers,
    comparison: {
      subject: { label: '本校', stats: own?.stats ?? [], rates: ownRates?.rates ?? [] },
      references: references(overview.totals).map((row) => ({ label: row.group.type === 'all' ? '全体' : row.group.name, stats: row.stats })),
      rankTitle: '校际排名',
      drill: group && wholeInView(group, exam)
        ? (pindex, rate) => ctx.drill('rate', { lkschool: school.id, tgkey: group.key, pindex, rate, caption: caption(school.name, papers.find((p) => p.pindex === pindex)?.subject ?? '', rateTitle(rate)) })
        : undefined,
    },
  }
}

const comparisonTable = defineTable({
  id: 'comparison',
  title: '学校与全体对比',
  description: '各科本校平均分与参照平均分、均分差（本校 − 第一个参照）、本校平均分在全体学校中的排名，以及本校优秀、良好、及格的人数与比率。',
  remote: false,
  async load(ctx) {
    const school = await chosenSchool(ctx)
    if (!school) return emptyTable()
    const { papers, comparison } = await comparisonOf(ctx, school)
    return paperComparisonTable(papers, comparison)
  },
})

/** 总分 of the school, its class types and its classes: the classes table and its explanations read this. */
async function classesOf(ctx: ReportContext, school: SchoolChoice): Promise<UnitSummaryInput> {
  const [exam, overview, rates] = await Promise.all([ctx.exam(), schoolOverview(ctx, school.id), schoolRates(ctx, school.id)])
  const sall = totalOfType(overview.totals, 'sall')
  return {
    unitTitle: '班级',
    pindex: 0,
    totals: joinRates(sall ? [sall] : [], rates.totals),
    units: sortByClassName(joinRates(overview.items, rates.items), (row) => row.overview.group.name),
    classTypes: classTypesOf(overview.classTypes, rates.classTypes, school.id),
    drill: (group, rate) => (wholeInView(group, exam) ? ctx.drill('rate', { lkschool: school.id, tgkey: group.key, pindex: 0, rate, caption: caption(group.type === 'sall' ? school.name : group.name, '总分', rateTitle(rate)) }) : undefined),
    link: (group) => (group.type === 'class' ? { href: ctx.href('class-report', { group: group.key }), target: 'same-tab' } : undefined),
  }
}

const classesTable = defineTable({
  id: 'classes',
  title: '各班总分概览',
  description: '本校各班总分的实考人数、平均分及其在全体班级中的排名、最高分、最低分、标准差、优秀和及格情况；点击班级名称查看班级分析。',
  remote: false,
  collapsible: true,
  async load(ctx) {
    const school = await chosenSchool(ctx)
    if (!school) return emptyTable()
    return localTable(unitSummaryTable(await classesOf(ctx, school)))
  },
})

/** The school's key students per class (总分): the table and its explanations read this call. */
const keyStudentsOf = (ctx: ReportContext, school: SchoolChoice) => ctx.callOnce('keyStudents', { lkschool: school.id, level: 'class', pindex: 0, limit: CLASSES_LIMIT })

const keyTable = defineTable({
  id: 'key-students',
  title: '重点学生人数',
  description: '按总分：尖子生为全体排名前 50 名，学困生为全体最后 50 名（同分并入），临界生为一档线上下 10 分以内；点击人数查看学生名单。',
  remote: false,
  collapsible: true,
  async load(ctx) {
    const school = await chosenSchool(ctx)
    if (!school) return emptyTable()
    const [exam, data] = await Promise.all([ctx.exam(), keyStudentsOf(ctx, school)])
    const sall = totalOfType(data.totals, 'sall')
    const drill = (group: GroupRef, category: 'top' | 'borderline' | 'bottom') =>
      wholeInView(group, exam) ? ctx.drill('key', { lkschool: school.id, tgkey: group.key, pindex: 0, category, caption: caption(group.type === 'sall' ? school.name : group.name, '总分', { top: '尖子生', borderline: '临界生', bottom: '学困生' }[category]) }) : undefined
    return keyStudentsTable('班级', sall ? [sall] : [], sortByClassName(data.items, (r) => r.group.name), drill)
  },
})

/** 本校 and 全体 of the 各科得分率 chart, from the school's overview (its sall and all totals). */
async function scoreRateGroups(ctx: ReportContext, school: SchoolChoice): Promise<ScoreRateGroup[]> {
  const overview = await schoolOverview(ctx, school.id)
  const own = totalOfType(overview.totals, 'sall')
  const all = totalOfType(overview.totals, 'all')
  return [
    { key: 'school', name: '本校', group: school.name, stats: own?.stats ?? [] },
    { key: 'all', name: '全体', group: all?.group.name ?? '全体', stats: all?.stats ?? [] },
  ]
}

/** 总分's segments of the school in focus: the chart and its bars' explanations read this. */
const schoolSegments = (ctx: ReportContext, school: SchoolChoice) => ctx.callOnce('segments', { lkschool: school.id, pindex: 0, limit: 1 })

/** The school's name for its own total (sall), a group's own otherwise. */
const schoolNamer = (school: SchoolChoice) => (group: GroupRef) => (group.type === 'sall' ? school.name : group.name)

/** The school's headline figures on 总分 (figures|sall|key). */
const HEADLINE = groupHeadline({ key: 'rank', label: '校际排名', hint: '本校总分平均分在全体学校中的名次' })

/** The school's 总分 statistics and rates (its sall rows). */
async function schoolTotal(ctx: ReportContext, school: SchoolChoice) {
  const [overview, rates] = await Promise.all([schoolOverview(ctx, school.id), schoolRates(ctx, school.id)])
  const row = totalOfType(overview.totals, 'sall')
  return { row, stats: row?.stats.find((x) => x.pindex === 0), rates: totalOfType(rates.totals, 'sall')?.rates.find((x) => x.pindex === 0) }
}

async function figures(ctx: ReportContext, school: SchoolChoice): Promise<ReportBlock> {
  const { row, stats, rates } = await schoolTotal(ctx, school)
  return {
    kind: 'stats',
    id: 'figures',
    title: school.name,
    items: HEADLINE.map(({ key, label, hint }) =>
      figureItem(label, unitSummaryFigure(key, stats, rates)!, row ? `figures|${row.group.key}|${key}` : null, key === 'total' ? `未考 ${formatNumber(stats?.absent, INTEGER)} 人` : hint),
    ),
  }
}

/** A figure of the school report: the headline, or a cell of one of its tables, each by the function its cell came from. */
async function explainSchool(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  const school = await chosenSchool(ctx)
  if (!school) return null
  const lines = await schoolRateLines(ctx, school.id)
  switch (cell.block) {
    case 'figures': {
      const [{ row, stats, rates }, comparison] = await Promise.all([schoolTotal(ctx, school), comparisonTable.load(ctx, request)])
      return row ? explainGroupHeadline(cell, HEADLINE, { key: row.group.key, name: school.name, stats, rates }, comparison, lines) : null
    }
    case 'comparison': {
      const [table, { comparison }] = await Promise.all([comparisonTable.load(ctx, request), comparisonOf(ctx, school)])
      return explainComparison(table, cell, school.name, comparison, lines)
    }
    case 'classes': {
      const [table, input] = await Promise.all([classesTable.load(ctx, request), classesOf(ctx, school)])
      const entry = [...input.totals, ...(input.classTypes?.entries ?? []), ...input.units].find((e) => e.overview.group.key === cell.row)
      if (!entry) return null
      const stats = entry.overview.stats.find((x) => x.pindex === 0)
      const figureOf = (_row: string, key: string) => unitSummaryFigure(key, stats, entry.rates?.rates.find((x) => x.pindex === 0))
      const name = entry.overview.group.type === 'sall' ? school.name : entry.overview.group.name
      return explainedCell(table, cell, name, figureOf, { paper: '总分', line: rateLineOf(cell.column, lines, 0), sigma: stats?.standardDeviation ?? null })
    }
    case 'score-rates': {
      const [papers, groups] = await Promise.all([ctx.papers(), scoreRateGroups(ctx, school)])
      return explainScoreRate(cell, papers.filter((p) => p.pindex !== 0), groups)
    }
    case 'segments': {
      const [exam, data] = await Promise.all([ctx.exam(), schoolSegments(ctx, school)])
      return explainSegmentBar(ctx, exam, cell, data, { lkschool: school.id, name: schoolNamer(school) })
    }
    case 'key-students': {
      const [table, data] = await Promise.all([keyTable.load(ctx, request), keyStudentsOf(ctx, school)])
      const row = [...data.totals, ...data.items].find((r) => r.group.key === cell.row)
      return row ? explainedCell(table, cell, row.group.type === 'sall' ? school.name : row.group.name, (_row, key) => keyStudentFigure(key, row), { paper: '总分' }) : null
    }
    default:
      return null
  }
}

/** school-report (学校分析): one school against the exam (and its county), its classes, its segments and key students. */
export const schoolReportPage = definePage({
  route: 'school-report',
  title: '学校分析',
  notes: ['headcount', 'mean', 'meanDiff', 'standardDeviation', 'excellentRate', 'goodRate', 'passRate', 'segments', 'rank', 'borderline', 'totalScore'],
  extraNotes: [
    { term: '得分率', formula: '平均分 / 满分', note: '用于比较满分不同的科目。' },
  ],
  tables: [comparisonTable, classesTable, keyTable],
  explain: explainSchool,
  async build(ctx, kit) {
    const [choices, papers] = await Promise.all([schoolChoices(ctx), ctx.papers()])
    const school = chosenGroup(ctx, choices)
    const filter = { key: 'group' as const, label: '学校', value: school?.key ?? '', options: choices.map((c) => ({ value: c.key, label: c.name })) }
    if (!school) {
      return { filters: [], blocks: [{ kind: 'notice', id: 'none', tone: 'info', text: '当前账号的查看范围内没有学校数据。' }] }
    }
    const [figureBlock, comparison, classes, key, rateGroups, segments, lines] = await Promise.all([
      figures(ctx, school),
      kit.table(comparisonTable),
      kit.table(classesTable),
      kit.table(keyTable),
      scoreRateGroups(ctx, school),
      schoolSegments(ctx, school),
      schoolRateLines(ctx, school.id),
    ])
    const subjects = papers.filter((p) => p.pindex !== 0)
    const sall = totalOfType(segments.totals, 'sall')
    const rateChart = kit.chart('score-rates', '各科得分率', {
      kind: 'bar',
      labels: subjects.map((p) => p.subject),
      ...scoreRateSeries(subjects, rateGroups),
      yTitle: '得分率（%）',
      unit: '%',
      yMin: 0,
      yMax: 100,
    })
    return {
      subtitle: school.name,
      filters: usefulFilters([filter]),
      blocks: [
        figureBlock,
        comparison,
        rateChart,
        classes,
        kit.chart('segments', `本校总分分数段分布（每 ${segments.step} 分一段）`, segmentChart(segments, sall, '总分分数段人数', segmentChartExplain('segments', sall ? [sall.group.key] : []))),
        key,
      ],
      lines,
    }
  },
})
