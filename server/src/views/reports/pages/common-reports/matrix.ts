import type { MetricNote } from '@report/contracts/bff/metric-notes'
import type { CellLink, CellValue, TableColumn, TableRow, TableSort } from '@report/contracts/bff/table'
import type { ExamInfoAll } from '@report/contracts/upstream/exam'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { MatrixData, MatrixRow } from '@report/contracts/upstream/reports/matrix'
import { BLANK_ANSWER, MATRIX_MEANS_ROW, MATRIX_RATE_ROW, matrixMeanFigure, matrixStudentCell, questionColumns, questionIndexOf, questionKey } from '../../../../domain/reports/common-reports/matrix.ts'
import { answerPicturesOpen } from '../../../../domain/answer-cards/access.ts'
import { questionPicHref } from '../../../../domain/answer-cards/question-pic-view.ts'
import { ViewUpstream } from '../../../upstream-calls.ts'
import { chosenUnit } from '../../../../domain/reports/class-choice.ts'
import { classChoiceOf } from '../class-filter.ts'
import { formatNumber, toCell } from '../../../../domain/tables/format-number.ts'
import { leafColumns } from '../../../../domain/tables/columns.ts'
import { shown } from '../../../../domain/metrics/figures.ts'
import { definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { paperFilter, usefulFilters } from '../filters.ts'
import { pagingOf } from '../student-table.ts'

/** Sort keys the matrix call takes (STUDENT_SORT_KEYS without the county rank); score and ranks read the chosen paper. */
const SORT_KEYS = ['name', 'xuehao', 'school', 'class', 'score', 'rank', 'schoolRank', 'classRank'] as const

/** The chosen paper: the 科目 filter over the papers only (总分 has no questions), default the first. */
async function matrixPaper(ctx: ReportContext): Promise<{ papers: PaperRef[]; paper: PaperRef }> {
  const papers = (await ctx.papers()).filter((p) => p.pindex !== 0)
  const wanted = Number(ctx.query.pindex)
  const paper = papers.find((p) => p.pindex === wanted) ?? papers[0]
  if (!paper) throw new Error('exam without papers')
  return { papers, paper }
}

/** 学校 and 班级: the chosen class or school, else (全部) every student in view. */
const matrixChoice = (ctx: ReportContext) => classChoiceOf(ctx, true)

function upstreamSort(sort: TableSort | null, pindex: number): { sort?: { key: string; rule: 'asc' | 'desc'; pindex: number } } {
  return sort && (SORT_KEYS as readonly string[]).includes(sort.key) ? { sort: { key: sort.key, rule: sort.rule, pindex } } : {}
}

function identityColumns(schools: boolean): TableColumn[] {
  const sortable = (key: string, title: string, extra: Partial<TableColumn> = {}): TableColumn => ({ key, title, sortable: true, ...extra })
  return [
    sortable('name', '姓名', { pinned: true, width: 88 }),
    sortable('xuehao', '学号', { text: true, width: 120 }),
    ...(schools ? [sortable('school', '学校', { width: 140 })] : []),
    sortable('class', '班级', { width: 88 }),
    sortable('score', '得分', { align: 'right', format: { kind: 'score' } }),
    sortable('rank', '排名', { align: 'right', format: { kind: 'integer' } }),
    ...(schools ? [sortable('schoolRank', '校排名', { align: 'right', format: { kind: 'integer' } })] : []),
    sortable('classRank', '班排名', { align: 'right', format: { kind: 'integer' } }),
  ]
}

/**
 * Whether the cells open the student's answer picture (issue 20, spec 3 §7 matrix/answer-pic): the exam
 * info of the access check (a session fact), read for its paper cards and trial flag.
 */
async function answerPictures(ctx: ReportContext): Promise<boolean> {
  const exam = await new ViewUpstream(ctx.app, ctx.session, ctx.log).json<ExamInfoAll>('POST', '/exam/v1/exam/info/all', { examid: ctx.frame.examid, org: ctx.frame.org ?? -1 })
  return answerPicturesOpen(exam)
}

/** Each item cell of a student who sat the paper opens their answer to the question, in a new tab. */
function pictureLinks(ctx: ReportContext, student: MatrixRow, data: MatrixData): Record<string, CellLink> | undefined {
  if (student.absent) return undefined
  const frame = ctx.frameParams()
  const links: Record<string, CellLink> = {}
  for (const q of data.questions) {
    links[questionKey(q)] = { href: questionPicHref('/report/answer-pic', { examid: frame.examid ?? ctx.frame.examid, org: frame.org, grade: frame.grade, pindex: String(data.paper.pindex), qid: q.qid, skey: student.key }), target: 'new-tab' }
  }
  return links
}

/** A student's row: identity, then the cells of matrixStudentCell (an objective item's shows the chosen option beside the score). */
function studentRow(student: MatrixRow, data: MatrixData): TableRow {
  const cells: Record<string, CellValue> = {
    name: toCell(student.name),
    xuehao: toCell(student.xuehao),
    school: toCell(student.school),
    class: toCell(student.class),
  }
  for (const key of figureKeys(data)) cells[key] = matrixStudentCell(key, student, data.questions)!.cell
  return { key: student.key, cells }
}

const STUDENT_FIGURES = ['score', 'rank', 'schoolRank', 'classRank'] as const
/** A student's figures: the score, the ranks and every item's score. */
const figureKeys = (data: MatrixData): string[] => [...STUDENT_FIGURES, ...data.questions.map(questionKey)]

/** The item means of the whole view (pinned on every page), and the score rate they make: matrixMeanFigure's. */
function averageRows(data: MatrixData): TableRow[] {
  const row = (key: string, name: string): TableRow => {
    const cells: Record<string, CellValue> = { name }
    for (const column of ['score', ...data.questions.map(questionKey)]) cells[column] = shown(matrixMeanFigure(key, column, data)!)
    return { key, cells, pinned: true }
  }
  return [row(MATRIX_MEANS_ROW, '平均分'), row(MATRIX_RATE_ROW, '得分率')]
}

/** The columns whose cells open into their explanation: the score, the ranks the table shows, and every item. */
function figureColumns(columns: readonly TableColumn[], data: MatrixData): string[] {
  const keys = new Set(leafColumns(columns).map(({ column }) => column.key))
  return figureKeys(data).filter((key) => keys.has(key))
}

/** The matrix page of the table's request (the table and its explanations read the same answer). */
async function matrixOf(ctx: ReportContext, request: ReportTableRequest) {
  const [exam, { paper }] = await Promise.all([ctx.exam(), matrixPaper(ctx)])
  const tgkey = chosenUnit(await matrixChoice(ctx))?.key
  const sort = upstreamSort(request.sort, paper.pindex)
  const data = await ctx.call('matrix', { pindex: paper.pindex, ...(tgkey ? { tgkey } : {}), ...pagingOf(request), ...sort })
  return { exam, sort, data }
}

const matrixTable = defineTable({
  id: 'matrix',
  title: '小分矩阵',
  description: '每名学生每道题的得分，客观题括号内为所选选项；置顶两行为本范围全部学生的每题平均分与得分率（未考学生不计入）。点击表头可按得分、名次、姓名等排序。',
  remote: true,
  async load(ctx, request: ReportTableRequest) {
    const [{ exam, sort, data }, pictures] = await Promise.all([matrixOf(ctx, request), answerPictures(ctx)])
    const schools = exam.groups.school.length > 1
    const columns = [...identityColumns(schools), ...questionColumns(data.questions)]
    return {
      columns,
      rows: [
        ...averageRows(data),
        ...data.items.map((student) => {
          const row = studentRow(student, data)
          const links = pictures ? pictureLinks(ctx, student, data) : undefined
          return links ? { ...row, links } : row
        }),
      ],
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort: sort.sort ? request.sort : null,
      // An item cell that opens the student's answer picture keeps it (the client opens a link first).
      explain: figureColumns(columns, data),
    }
  },
})

/**
 * A figure of the matrix (matrix|row|column) on the table's page and sort: a student's score, rank or
 * item score with the cell it makes (matrixStudentCell: an objective item's '3 (B)' states the option
 * chosen and the key), or the view's item mean or score rate (matrixMeanFigure); null for other cells.
 */
async function explainMatrix(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  if (cell.block !== 'matrix') return null
  const { data } = await matrixOf(ctx, request)
  const j = questionIndexOf(data.questions, cell.column)
  const item = j < 0 ? '得分' : `第 ${data.questions[j]!.name} 题`
  const full = j < 0 ? data.paper.manfen : data.questions[j]!.score
  const fullInput = [{ label: j < 0 ? '满分 W' : '题目满分 W', value: String(formatNumber(full)) }]
  if (cell.row === MATRIX_MEANS_ROW || cell.row === MATRIX_RATE_ROW) {
    const figure = matrixMeanFigure(cell.row, cell.column, data)
    const group = chosenUnit(await matrixChoice(ctx))?.name ?? '本范围全部学生'
    const title = cell.row === MATRIX_MEANS_ROW ? '平均分' : '得分率'
    return figure ? { figure, context: { caption: `${group} · ${data.paper.subject} · ${item} · ${title}`, group, inputs: fullInput } } : null
  }
  const student = data.items.find((s) => s.key === cell.row)
  const own = student ? matrixStudentCell(cell.column, student, data.questions) : null
  if (!student || !own) return null
  const title = j < 0 ? (leafColumns(identityColumns(true)).find(({ column }) => column.key === cell.column)?.column.title ?? cell.column) : item
  const inputs = j < 0 ? [] : [...fullInput, ...answerInputs(own.answer, data.questions[j]!.answer)]
  return { figure: own.figure, context: { caption: `${student.name} · ${data.paper.subject} · ${title}`, group: student.name, cell: own.cell, ...(inputs.length > 0 ? { inputs } : {}) } }
}

/** An objective item's answer as the panel lists it: the option chosen and, when the answer states it, the key. */
function answerInputs(chosen: string | null, key: string | null): Array<{ label: string; value: string }> {
  if (chosen === null) return []
  return [{ label: '所选选项', value: chosen === '' ? BLANK_ANSWER : chosen }, ...(key !== null && key.trim() !== '' ? [{ label: '正确答案', value: key }] : [])]
}

const EXTRA_NOTES: readonly MetricNote[] = [
  { term: '所选选项', formula: '得分 (选项)', note: '客观题在得分旁显示学生所选选项，多选题列出全部所选；“未答”表示该题未作答。' },
]

/** report-matrix: students × questions of one paper, with the item means of the view on top. */
export const matrixPage = definePage({
  route: 'report-matrix',
  title: '小分矩阵',
  notes: ['itemScore', 'itemMean', 'itemMeanSum', 'itemDifficulty', 'scoreRate', 'rank', 'absent'],
  extraNotes: EXTRA_NOTES,
  trialTip: true,
  tables: [matrixTable],
  explain: explainMatrix,
  async build(ctx, kit) {
    const [exam, { papers, paper }, table] = await Promise.all([ctx.exam(), matrixPaper(ctx), kit.table(matrixTable, { pageSize: 20 })])
    const questions = exam.papers.find((p) => p.pindex === paper.pindex)?.questions ?? []
    return {
      subtitle: `${paper.subject} · 满分 ${paper.manfen} · ${questions.length} 题（客观题 ${questions.filter((q) => q.isObjective).length} 题）`,
      filters: usefulFilters([paperFilter(papers, paper.pindex), ...(await matrixChoice(ctx)).filters]),
      blocks: [table],
    }
  },
})
