import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import type { KnowledgeAnalysisData, QuestionLostData } from '@report/contracts/upstream/reports/student-report'
import { knowledgeColumns, knowledgeRows, pointNames, questionColumns, questionRows, weakItems } from '../../../../domain/reports/student-report/student-items.ts'
import { paperColumns, paperRows, scoreRateRadar, segmentChart, segmentText, studentRankColumns, studentScopes, studentStats, type StudentScopes } from '../../../../domain/reports/student-report/student.ts'
import { definePage, defineTable } from '../../define.ts'
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

/** A table of the chosen paper's questions and knowledge points (both calls shared through the request). */
async function paperTable(
  ctx: ReportContext,
  build: (scopes: StudentScopes, questions: QuestionLostData, knowledge: KnowledgeAnalysisData) => Pick<TableView, 'columns' | 'rows'>,
): Promise<TableView> {
  const student = await studentOf(ctx)
  if (!student) return EMPTY
  const [questions, knowledge] = await Promise.all([questionsOf(ctx, student.id, student.pindex), knowledgeOf(ctx, student.id, student.pindex)])
  return { ...build(student.scopes, questions, knowledge), paging: null, sort: null }
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
    return { columns: paperColumns(student.scopes, studentRankColumns(student.scopes, overview.display)), rows: paperRows(overview.total, papers), paging: null, sort: null }
  },
})

const questionsTable = defineTable({
  id: 'questions',
  title: '失分题目',
  description: '所选科目每道题的得分与失分，对照班级和全体的得分率；“薄弱”为得分率比班级低 30 个百分点以上的题。',
  remote: false,
  collapsible: true,
  load: (ctx) => paperTable(ctx, (s, questions, knowledge) => ({ columns: questionColumns(s), rows: questionRows(questions, pointNames(knowledge)) })),
})

const knowledgeTable = defineTable({
  id: 'knowledge',
  title: '知识点掌握',
  description: '掌握度 = 该知识点下各题得分之和 / 满分之和；“薄弱”为本人掌握度低于 60% 且低于班级。',
  remote: false,
  collapsible: true,
  load: (ctx) => paperTable(ctx, (s, questions, knowledge) => ({ columns: knowledgeColumns(s), rows: knowledgeRows(knowledge, questions.absent) })),
})

/** student-report (学生分析): one student's figures, papers, standing in the segments, lost questions and knowledge points. */
export const studentReportPage = definePage({
  route: 'student-report',
  title: '学生分析',
  notes: ['rank', 'absent', 'totalScore', 'tScore', 'itemDifficulty', 'knowledgeMastery', 'weakSubject', 'gradeBands'],
  extraNotes: [
    { term: '得分率', formula: '得分 / 满分', note: '雷达图中班级、全体的得分率为其平均分 / 满分。' },
    { term: '与总分名次差', formula: '学科名次 − 总分名次（全体）', note: '正数表示该科名次落后于总分名次。' },
    { term: 'ABCD', formula: 'A ≥ 优秀线，B ≥ 良好线，C ≥ 及格线，D 低于及格线', note: '按默认的三率线（85 %、70 %、60 % 满分）。' },
  ],
  tables: [papersTable, questionsTable, knowledgeTable],
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
    const segmentsChart = kit.chart('segments', '总分分数段', segmentChart(segments, scopes))
    segmentsChart.description = segmentText(segments)
    const student = overview.student
    const blocks: ReportBlock[] = [
      { kind: 'stats', id: 'total', title: `${student.name} · ${student.class}`, items: studentStats(overview.total, scopes, studentRankColumns(scopes, overview.display)) },
      papersBlock,
      kit.chart('score-rates', '各科得分率', scoreRateRadar(papers, scopes)),
      segmentsChart,
      { kind: 'stats', id: 'weak', title: '优势与薄弱', items: weakItems(papers, questions, knowledge) },
      questionsBlock,
      knowledgeBlock,
    ]
    return { subtitle: `${student.school} · ${student.class} · 学号 ${student.xuehao}`, filters, blocks }
  },
})
