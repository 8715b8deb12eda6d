import type { GroupRef, PaperRef } from '@report/contracts/upstream/reports/common'
import { classTypeRowOf, classTypesOf, typeLabel } from '../../../../domain/reports/analysis-reports/class-types.ts'
import { meanDiffFigure, paperComparisonTable, weakTable, type PaperComparison } from '../../../../domain/reports/analysis-reports/paper-tables.ts'
import { unitSummaryFigure, weakFigure } from '../../../../domain/reports/analysis-reports/report-figures.ts'
import { formatNumber, INTEGER } from '../../../../domain/tables/format-number.ts'
import type { Figure } from '../../../../domain/metrics/figures.ts'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import { figureItem } from '../../../../domain/metrics/figure-cells.ts'
import { definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
import { diagnosisBlock } from '../diagnosis.ts'
import type { ReportContext } from '../../report-context.ts'
import { CLASSES_LIMIT, caption, emptyTable, explainComparison, explainedCell, explainGroupHeadline, explainScoreRate, groupHeadline, rateTitle, schoolOverview, schoolRateLines, schoolRates, scoreRateSeries, totalOfType, type ScoreRateGroup } from './page-parts.ts'
import { classChoiceOf } from '../class-filter.ts'
import { usefulFilters } from '../filters.ts'
import { pagingOf, studentCellFigure, studentFigureKeys, studentSort, studentTable } from '../student-table.ts'

// Every call and drill of this page focuses the class's school (lkschool), so its totals carry 本校 (sall).

/** 学校 (a view of several) and 班级, and the class they choose (the first when none is asked). */
const classChoice = (ctx: ReportContext) => classChoiceOf(ctx, false)

async function chosenClass(ctx: ReportContext): Promise<(GroupRef & { schoolId: string }) | undefined> {
  const { group } = await classChoice(ctx)
  return group?.schoolId ? { ...group, schoolId: group.schoolId } : undefined
}

/** The class's row, 本校 and 全体 of 总分 and every paper. */
async function classFigures(ctx: ReportContext, group: GroupRef & { schoolId: string }) {
  const [overview, rates] = await Promise.all([schoolOverview(ctx, group.schoolId), schoolRates(ctx, group.schoolId)])
  return {
    own: overview.items.find((row) => row.group.key === group.key),
    ownRates: rates.items.find((row) => row.group.key === group.key),
    school: totalOfType(overview.totals, 'sall'),
    type: classTypeRowOf(classTypesOf(overview.classTypes, rates.classTypes, group.schoolId), group),
    all: totalOfType(overview.totals, 'all'),
  }
}

/** 本班 and 本校 of the 各科得分率 chart. */
const scoreRateGroups = (group: GroupRef, f: Awaited<ReturnType<typeof classFigures>>): ScoreRateGroup[] => [
  { key: 'class', name: '本班', group: group.name, stats: f.own?.stats ?? [] },
  { key: 'school', name: '本校', group: f.school?.group.name ?? '本校', stats: f.school?.stats ?? [] },
]

/** The class against 本校, its class type and 全体, paper by paper: the comparison table and its explanations read this. */
async function comparisonOf(ctx: ReportContext, group: GroupRef & { schoolId: string }): Promise<{ papers: PaperRef[]; comparison: PaperComparison }> {
  const [papers, f] = await Promise.all([ctx.papers(), classFigures(ctx, group)])
  return {
    papers,
    comparison: {
      subject: { label: '本班', stats: f.own?.stats ?? [], rates: f.ownRates?.rates ?? [] },
      references: [
        ...(f.school ? [{ label: '本校', stats: f.school.stats }] : []),
        ...(f.type ? [{ label: typeLabel(f.type.group.name), stats: f.type.stats }] : []),
        ...(f.all ? [{ label: '全体', stats: f.all.stats }] : []),
      ],
      rankTitle: '班级排名',
      drill: (pindex, rate) => ctx.drill('rate', { lkschool: group.schoolId, tgkey: group.key, pindex, rate, caption: caption(group.name, papers.find((p) => p.pindex === pindex)?.subject ?? '', rateTitle(rate)) }),
    },
  }
}

const comparisonTable = defineTable({
  id: 'comparison',
  title: '班级与本校、全体对比',
  description: '各科本班平均分、本校与全体平均分、与本校的均分差、本班平均分在全体班级中的排名，以及本班优秀、良好、及格的人数与比率；点击人数查看学生名单。',
  remote: false,
  async load(ctx) {
    const group = await chosenClass(ctx)
    if (!group) return emptyTable()
    const { papers, comparison } = await comparisonOf(ctx, group)
    return paperComparisonTable(papers, comparison)
  },
})

const studentsTable = defineTable({
  id: 'students',
  title: '本班学生成绩',
  description: '本班每名学生的总分与各科分数、排名（同分同名次），按总分从高到低；未考学生列在最后。点击表头可按任一科目排序。',
  remote: true,
  async load(ctx, request) {
    const group = await chosenClass(ctx)
    const exam = await ctx.exam()
    if (!group) return { ...emptyTable(), paging: { page: 1, pageSize: request.pageSize, total: 0 } }
    const table = studentTable(exam, await studentsOf(ctx, group, request), request, { compact: ctx.session.exportMode })
    return { ...table, explain: studentFigureKeys(table) }
  },
})

/** The class's students on the table's page: the table and its explanations read this. */
const studentsOf = (ctx: ReportContext, group: GroupRef & { schoolId: string }, request: ReportTableRequest) =>
  ctx.call('ranking', { lkschool: group.schoolId, tgkey: group.key, ...pagingOf(request), ...studentSort(request) })

/** The school's weak-subject answer per class (the table and its explanations read the class's row of it). */
const weakOf = (ctx: ReportContext, group: GroupRef & { schoolId: string }) => ctx.callOnce('weakSubjects', { lkschool: group.schoolId, level: 'class', limit: CLASSES_LIMIT })

const weakSubjectsTable = defineTable({
  id: 'weak',
  title: '短板学生',
  description: '学科名次落后总分名次超过设定差距（默认参考人数的五分之一）的学生人数及其占本班有总分学生的比例；点击人数查看学生名单。',
  remote: false,
  async load(ctx) {
    const group = await chosenClass(ctx)
    if (!group) return emptyTable()
    const [papers, data] = await Promise.all([ctx.papers(), weakOf(ctx, group)])
    const row = data.items.find((r) => r.group.key === group.key)
    const subject = (pindex: number) => (pindex === 0 ? '任一学科' : (papers.find((p) => p.pindex === pindex)?.subject ?? ''))
    return weakTable(papers, row, (pindex) => ctx.drill('weak', { lkschool: group.schoolId, tgkey: group.key, pindex, caption: caption(group.name, subject(pindex), '短板') }))
  },
})

/** The class's headline figures on 总分 (figures|class|key). */
const HEADLINE = groupHeadline({ key: 'rank', label: '班级排名', hint: '总分平均分在全体班级中的名次' })

/** The class's headline 均分差 on 总分 (figures|class|diff.school, diff.type): the class's mean figure − 本校's or its class type's. */
function headlineDiff(key: string, f: Awaited<ReturnType<typeof classFigures>>): { label: string; figure: Figure; hint?: string } | null {
  const at = (stats: readonly PaperStats[] | undefined) => stats?.find((x) => x.pindex === 0)
  const own = at(f.own?.stats)
  if (key === 'diff.school') return { label: '与本校均分差', figure: meanDiffFigure(own, at(f.school?.stats))! }
  if (key === 'diff.type' && f.type) return { label: `与${typeLabel(f.type.group.name)}均分差`, figure: meanDiffFigure(own, at(f.type.stats))!, hint: `本班属于${f.type.group.name}` }
  return null
}

/** A figure of the class report: the headline, or a cell of its comparison or weak-subject table, each by the function its cell came from. */
async function explainClass(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  const group = await chosenClass(ctx)
  if (!group) return null
  const lines = await schoolRateLines(ctx, group.schoolId)
  switch (cell.block) {
    case 'figures': {
      const [f, comparison] = await Promise.all([classFigures(ctx, group), comparisonTable.load(ctx, request)])
      if (!f.own) return null
      const diff = f.own.group.key === cell.row ? headlineDiff(cell.column, f) : null
      if (diff) return { figure: diff.figure, context: { caption: caption(group.name, '总分', diff.label), group: group.name } }
      const own = { key: f.own.group.key, name: group.name, stats: f.own.stats.find((x) => x.pindex === 0), rates: f.ownRates?.rates.find((x) => x.pindex === 0) }
      return explainGroupHeadline(cell, HEADLINE, own, comparison, lines)
    }
    case 'comparison': {
      const [table, { comparison }] = await Promise.all([comparisonTable.load(ctx, request), comparisonOf(ctx, group)])
      return explainComparison(table, cell, group.name, comparison, lines)
    }
    case 'students':
      return studentCellFigure(await studentsOf(ctx, group, request), cell)
    case 'score-rates': {
      const [papers, f] = await Promise.all([ctx.papers(), classFigures(ctx, group)])
      return explainScoreRate(cell, papers.filter((p) => p.pindex !== 0), scoreRateGroups(group, f))
    }
    case 'weak': {
      const [table, data] = await Promise.all([weakSubjectsTable.load(ctx, request), weakOf(ctx, group)])
      const row = data.items.find((r) => r.group.key === group.key)
      return explainedCell(table, cell, group.name, (pindex, key) => weakFigure(key, row, Number(pindex)), { paper: '短板' })
    }
    default:
      return null
  }
}

/** class-report (班级分析): one class against its school and the exam, its students and its weak-subject students. */
export const classReportPage = definePage({
  route: 'class-report',
  title: '班级分析',
  notes: ['headcount', 'absent', 'totalScore', 'mean', 'meanDiff', 'excellentRate', 'goodRate', 'passRate', 'rank', 'weakSubject'],
  extraNotes: [
    { term: '班级排名', formula: '本班平均分在全体班级中的名次', note: '同分同名次。' },
    { term: '得分率', formula: '平均分 / 满分', note: '用于比较满分不同的科目。' },
  ],
  tables: [comparisonTable, studentsTable, weakSubjectsTable],
  explain: explainClass,
  async build(ctx, kit) {
    const [choice, papers] = await Promise.all([classChoice(ctx), ctx.papers()])
    const group = await chosenClass(ctx)
    if (!group) return { filters: [], blocks: [{ kind: 'notice', id: 'none', tone: 'info', text: '当前账号的查看范围内没有班级数据。' }] }
    const [f, comparison, students, weak, diagnosis, lines] = await Promise.all([
      classFigures(ctx, group),
      kit.table(comparisonTable),
      kit.table(studentsTable, { pageSize: 50 }),
      kit.table(weakSubjectsTable),
      diagnosisBlock(ctx, { category: 'class', type: group.id, name: `${group.name}教师诊断` }),
      schoolRateLines(ctx, group.schoolId),
    ])
    const s = f.own?.stats.find((x) => x.pindex === 0)
    const r = f.ownRates?.rates.find((x) => x.pindex === 0)
    const headline = (key: string, hint?: string) => {
      const item = HEADLINE.find((h) => h.key === key)!
      return figureItem(item.label, unitSummaryFigure(key, s, r)!, f.own ? `figures|${f.own.group.key}|${key}` : null, hint ?? item.hint)
    }
    const diff = (key: string) => {
      const d = headlineDiff(key, f)
      return d ? [figureItem(d.label, d.figure, f.own ? `figures|${f.own.group.key}|${key}` : null, d.hint)] : []
    }
    const subjects = papers.filter((p) => p.pindex !== 0)
    return {
      subtitle: group.name,
      filters: usefulFilters(choice.filters),
      blocks: [
        {
          kind: 'stats',
          id: 'figures',
          title: group.name,
          items: [
            headline('total', `未考 ${formatNumber(s?.absent, INTEGER)} 人`),
            headline('mean'),
            ...diff('diff.school'),
            ...diff('diff.type'),
            ...HEADLINE.slice(2).map((h) => headline(h.key)),
          ],
        },
        comparison,
        kit.chart('score-rates', '各科得分率：本班与本校', {
          kind: 'radar',
          labels: subjects.map((p) => p.subject),
          ...scoreRateSeries(subjects, scoreRateGroups(group, f)),
          unit: '%',
          yMin: 0,
          yMax: 100,
        }),
        students,
        weak,
        diagnosis,
      ],
      lines,
    }
  },
})
