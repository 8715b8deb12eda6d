import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import type { KnowledgeAnalysisData, PaperAnalysis, QuestionLostData } from '@report/contracts/upstream/reports/student-report'
import type { ChartExplain } from '@report/contracts/bff/chart'
import { knowledgeColumns, knowledgeRows, pointNames, questionColumns, questionRows, weakItems, type PaperCounts } from '../../../../domain/reports/student-report/student-items.ts'
import { paperColumns, paperRows, SCORE_RATE_SERIES, scoreRateChartFigure, scoreRateRadar, SEGMENT_SERIES, segmentChart, segmentText, studentRankColumns, studentScopes, studentSegmentFigure, studentStats, wholeLabel, type StudentScopes } from '../../../../domain/reports/student-report/student.ts'
import { cellId, definePage, defineTable, type CellRef, type ExplainedFigure } from '../../define.ts'
import type { Figure } from '../../../../domain/metrics/figures.ts'
import type { FigureContext } from '../../../../domain/metrics/explanation.ts'
import { isRankKey, KNOWLEDGE_FIGURE_KEYS, knowledgeFigure, PAPER_FIGURE_KEYS, paperFigure, QUESTION_FIGURE_KEYS, questionFigure, type StudentRankKey } from '../../../../domain/reports/student-report/student-figures.ts'
import { leafColumns } from '../../../../domain/tables/columns.ts'
import { smallFigure } from '../../../../domain/metrics/explanation.ts'
import { pointScoreSigma } from '../../../../domain/reports/subject-reports/knowledge-figures.ts'
import type { FactorPoint } from '@report/contracts/upstream/reports/knowledge'
import { MAX_PAGE_LIMIT } from '@report/contracts/upstream/reports/common'
import { segmentChartExplain } from '../segment-chart.ts'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
import type { ReportContext } from '../../report-context.ts'
import { chosenStudent, filtersOf, knowledgeOf, overviewOf, papersOf, questionsOf, segmentsOf } from './student-data.ts'

const EMPTY: TableView = { columns: [], rows: [], paging: null, sort: null, emptyText: '没有可查看的学生' }

/** The chosen student and the rank scopes their figures show (null: nobody in view). */
async function studentOf(ctx: ReportContext): Promise<{ id: string; scopes: StudentScopes; pindex: number } | null> {
  const choice = await chosenStudent(ctx)
  if (!choice.student) return null
  const [exam, overview] = await Promise.all([ctx.exam(), overviewOf(ctx, choice.student)])
  return { id: choice.student, scopes: studentScopes(overview.total, exam.scale), pindex: choice.paper.pindex }
}

/** The chosen paper's N of the class, the school and the exam (the papers answer): the groups of the figures beside the student's. */
async function countsOf(ctx: ReportContext, id: string, pindex: number): Promise<PaperCounts> {
  const paper = (await papersOf(ctx, id)).papers.find((p) => p.pindex === pindex)
  return { class: paper?.classCount ?? 0, school: paper?.schoolCount ?? 0, all: paper?.allCount ?? 0 }
}

/** A table of the chosen paper's questions and knowledge points (the calls shared through the request). */
async function paperTable(
  ctx: ReportContext,
  explain: readonly string[],
  build: (scopes: StudentScopes, questions: QuestionLostData, knowledge: KnowledgeAnalysisData, counts: PaperCounts) => Pick<TableView, 'columns' | 'rows'>,
): Promise<TableView> {
  const student = await studentOf(ctx)
  if (!student) return EMPTY
  const [questions, knowledge, counts] = await Promise.all([questionsOf(ctx, student.id, student.pindex), knowledgeOf(ctx, student.id, student.pindex), countsOf(ctx, student.id, student.pindex)])
  const built = build(student.scopes, questions, knowledge, counts)
  const keys = new Set(leafColumns(built.columns).map(({ column }) => column.key))
  return { ...built, paging: null, sort: null, explain: explain.filter((key) => keys.has(key)) }
}

const papersTable = defineTable({
  id: 'papers',
  title: '各科成绩',
  description: '总分与各科的得分、名次和等级；“评价”按学科名次与总分名次之差判断优势和薄弱学科。',
  remote: false,
  async load(ctx) {
    const student = await studentOf(ctx)
    if (!student) return EMPTY
    const [overview, papers] = await Promise.all([overviewOf(ctx, student.id), papersOf(ctx, student.id)])
    const columns = paperColumns(student.scopes, studentRankColumns(student.scopes, overview.display))
    const keys = new Set(columns.map((c) => c.key))
    return { columns, rows: paperRows(overview.total, papers), paging: null, sort: null, explain: PAPER_FIGURE_KEYS.filter((key) => keys.has(key)) }
  },
})

const questionsTable = defineTable({
  id: 'questions',
  title: '失分题目',
  description: '所选科目每道题的得分与失分，对照班级和全体的得分率；“薄弱”为得分率比班级低 30 个百分点以上的题。',
  remote: false,
  collapsible: true,
  load: (ctx) => paperTable(ctx, QUESTION_FIGURE_KEYS, (s, questions, knowledge, counts) => ({ columns: questionColumns(s), rows: questionRows(questions, pointNames(knowledge), counts) })),
})

const knowledgeTable = defineTable({
  id: 'knowledge',
  title: '知识点掌握',
  description: '掌握度 = 该知识点下各题得分之和 / 满分之和；“薄弱”为本人掌握度低于 60% 且低于班级。',
  remote: false,
  collapsible: true,
  load: (ctx) => paperTable(ctx, KNOWLEDGE_FIGURE_KEYS, (s, questions, knowledge, counts) => ({ columns: knowledgeColumns(s), rows: knowledgeRows(knowledge, questions.absent, counts) })),
})

/** What a scope's rank is within: the student's class, school, county or the whole exam. */
function scopeName(key: StudentRankKey, student: { class: string; school: string }, scopes: StudentScopes): string {
  if (key === 'classRank') return student.class
  if (key === 'schoolRank') return student.school
  return key === 'county' ? '区县' : wholeLabel(scopes)
}

/**
 * A figure of the page (block|row|column): the headline (total|student|key) and 各科成绩 by paperFigure,
 * 失分题目 by questionFigure, 知识点掌握 by knowledgeFigure, over the same answers as the cells; null for
 * other cells, or when the row is not the chosen student's.
 */
async function explainStudent(ctx: ReportContext, cell: CellRef): Promise<ExplainedFigure | null> {
  const choice = await chosenStudent(ctx)
  const id = choice.student
  if (!id) return null
  const [exam, overview] = await Promise.all([ctx.exam(), overviewOf(ctx, id)])
  const student = overview.student
  const scopes = studentScopes(overview.total, exam.scale)
  // A rank is of its scope; the class's and the exam's figures are theirs; the rest are the student's own.
  const groupOf = (key: string): string =>
    isRankKey(key) ? scopeName(key, student, scopes) : key === 'classMean' || key === 'class' || key === 'classRate' ? student.class : key === 'school' ? student.school : key === 'allMean' || key === 'allMax' || key === 'all' || key === 'allRate' ? wholeLabel(scopes) : student.name
  const of = (figure: Figure | null, subject: string, title: string, inputs?: FigureContext['inputs']): ExplainedFigure | null =>
    figure ? { figure, context: { caption: `${student.name} · ${subject} · ${title}`, group: groupOf(cell.column), ...(inputs ? { inputs } : {}) } } : null
  const titleIn = (columns: TableView['columns']) => leafColumns(columns).find(({ column }) => column.key === cell.column)?.column.title ?? cell.column
  const show = studentRankColumns(scopes, overview.display)
  if (cell.block === 'total') {
    const item = cell.row === id ? studentStats(overview.total, scopes, show, id).find((i) => i.cell === cellId(cell)) : undefined
    return item ? of(paperFigure(cell.column, overview.total, overview.total), overview.total.subject, item.label) : null
  }
  if (cell.block === 'papers') {
    const columns = paperColumns(scopes, show)
    const p = (await papersOf(ctx, id)).papers.find((x) => `p${x.pindex}` === cell.row)
    const paper = cell.row === 'p0' ? overview.total : p
    if (!paper || !(PAPER_FIGURE_KEYS as readonly string[]).includes(cell.column) || !columns.some((c) => c.key === cell.column)) return null
    return of(paperFigure(cell.column, paper, overview.total), paper.subject, titleIn(columns))
  }
  if (cell.block === 'score-rates' || cell.block === 'segments') return explainChart(ctx, cell, id, overview.total, groupOf)
  const pindex = choice.paper.pindex
  const counts = await countsOf(ctx, id, pindex)
  if (cell.block === 'questions') {
    const questions = await questionsOf(ctx, id, pindex)
    const q = questions.questions.find((x) => x.qid === cell.row)
    if (!q) return null
    return of(questionFigure(cell.column, q, questions.absent, counts), questions.paper.subject, `第 ${q.name} 题 · ${titleIn(questionColumns(scopes))}`, [{ label: '题目满分 W', value: String(formatNumber(q.score)) }])
  }
  if (cell.block === 'knowledge') {
    const knowledge = await knowledgeOf(ctx, id, pindex)
    const i = knowledge.points.findIndex((p) => p.id === cell.row)
    const columns = knowledgeColumns(scopes)
    if (i < 0 || !columns.some((c) => c.key === cell.column)) return null
    const figure = knowledgeFigure(cell.column, knowledge, i, counts)
    const explained = of(figure, knowledge.paper.subject, `${knowledge.points[i]!.name} · ${titleIn(columns)}`)
    const sigma = figure && explained ? await groupPointSigma(ctx, student, cell.column, knowledge.points[i]!, pindex, figure) : null
    return explained && sigma !== null ? { ...explained, context: { ...explained.context, sigma } } : explained
  }
  return null
}

/**
 * σ of the student's class's (school's) scores on a point, which a small group's 掌握度 interval reads
 * (issue 36 item 3), as 知识点分析 has it (pointScoreSigma over the group's students); null for other
 * figures, and for a student reader, whose scope lists no classmates.
 */
async function groupPointSigma(ctx: ReportContext, student: { classId: string; schoolId: string }, key: string, point: FactorPoint, pindex: number, figure: Figure): Promise<number | null> {
  const tgkey = key === 'class' && student.classId ? `class:${student.classId}` : key === 'school' && student.schoolId ? `school:${student.schoolId}` : null
  if (!tgkey || !smallFigure(figure) || figure.n === null || (await ctx.access()).student) return null
  const students = await ctx.call('knowledgeStudents', { pindex, tgkey, limit: MAX_PAGE_LIMIT })
  const p = students.points.findIndex((x) => x.id === point.id)
  return p < 0 ? null : pointScoreSigma(students, p, point.full, figure.n)
}

/**
 * The charts' cells of the class's and the exam's values (score-rates|p{pindex}|class, all; the student's
 * own 得分率 opens in 各科成绩) and of the segment bars (segments|s{i}|all, class): the same answers and
 * figure functions as the charts, each count out of its group's N on 总分.
 */
async function explainChart(ctx: ReportContext, cell: CellRef, id: string, total: PaperAnalysis, groupOf: (key: string) => string): Promise<ExplainedFigure | null> {
  const series = cell.column
  if (cell.block === 'score-rates') {
    const p = (await papersOf(ctx, id)).papers.find((x) => `p${x.pindex}` === cell.row && x.pindex !== 0)
    if (!p || (series !== 'class' && series !== 'all')) return null
    return { figure: scoreRateChartFigure(series, p), context: { caption: `${groupOf(series)} · ${p.subject} · 得分率`, group: groupOf(series) } }
  }
  const data = await segmentsOf(ctx, id)
  const i = /^s([0-9]{1,3})$/.exec(cell.row)?.[1]
  const segment = i === undefined ? undefined : data.segments[Number(i)]
  if (!segment || (series !== 'class' && series !== 'all')) return null
  const figure = studentSegmentFigure(data, Number(i), series, (series === 'class' ? total.classCount : total.allCount) || null)
  const range = `[${formatNumber(segment.lower)}, ${formatNumber(segment.upper)})`
  return figure ? { figure, context: { caption: `${groupOf(series)} · ${data.paper.subject} · ${range}`, group: groupOf(series) } } : null
}

/** The charts' cells: the student's 得分率 in 各科成绩, the class's and the exam's as the chart's own; the segment bars as the chart's own. */
const scoreRateCells = (pindexes: readonly number[]): ChartExplain => ({
  cells: SCORE_RATE_SERIES.map((key) => pindexes.map((pindex) => cellId(key === 'self' ? { block: 'papers', row: `p${pindex}`, column: 'scoreRate' } : { block: 'score-rates', row: `p${pindex}`, column: key }))),
})
const segmentCells = segmentChartExplain('segments', SEGMENT_SERIES)

/** student-report (学生分析): one student's figures, papers, standing in the segments, lost questions and knowledge points. */
export const studentReportPage = definePage({
  route: 'student-report',
  title: '学生分析',
  notes: ['scoreRate', 'rank', 'rankGap', 'absent', 'totalScore', 'tScore', 'itemScore', 'itemLost', 'itemDifficulty', 'knowledgeMastery', 'weakSubject', 'gradeBands'],
  extraNotes: [
    { term: 'ABCD', formula: 'A ≥ 优秀线，B ≥ 良好线，C ≥ 及格线，D 低于及格线', note: '按默认的三率线（85 %、70 %、60 % 满分）。' },
  ],
  tables: [papersTable, questionsTable, knowledgeTable],
  explain: explainStudent,
  async build(ctx, kit) {
    const choice = await chosenStudent(ctx)
    const filters = filtersOf(choice)
    if (!choice.student) {
      return { filters, blocks: [{ kind: 'notice', id: 'empty', tone: 'info', text: '您的查看范围内没有学生。' }] }
    }
    const id = choice.student
    const pindex = choice.paper.pindex
    const [exam, overview, papers, segments, questions, knowledge] = await Promise.all([
      ctx.exam(),
      overviewOf(ctx, id),
      papersOf(ctx, id),
      segmentsOf(ctx, id),
      questionsOf(ctx, id, pindex),
      knowledgeOf(ctx, id, pindex),
    ])
    const scopes = studentScopes(overview.total, exam.scale)
    const [papersBlock, questionsBlock, knowledgeBlock] = await Promise.all([kit.table(papersTable), kit.table(questionsTable), kit.table(knowledgeTable)])
    const segmentsChart = kit.chart('segments', '总分分数段', segmentChart(segments, scopes, segmentCells))
    segmentsChart.description = segmentText(segments)
    const student = overview.student
    const blocks: ReportBlock[] = [
      { kind: 'stats', id: 'total', title: `${student.name} · ${student.class}`, items: studentStats(overview.total, scopes, studentRankColumns(scopes, overview.display), id) },
      papersBlock,
      kit.chart('score-rates', '各科得分率', scoreRateRadar(papers, scopes, scoreRateCells)),
      segmentsChart,
      { kind: 'stats', id: 'weak', title: '优势与薄弱', items: weakItems(papers, questions, knowledge) },
      questionsBlock,
      knowledgeBlock,
    ]
    return { subtitle: `${student.school} · ${student.class} · 学号 ${student.xuehao}`, filters, blocks }
  },
})
