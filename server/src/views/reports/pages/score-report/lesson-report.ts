import { absentCells, absentColumns, missedCountFigure } from '../../../../domain/reports/score-report/absent-rows.ts'
import { chosenUnit } from '../../../../domain/reports/class-choice.ts'
import { classChoiceOf } from '../class-filter.ts'
import { definePage, defineTable, type ReportPageDef, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { pagingOf, studentCellFigure, studentFigureKeys, studentSort, studentTable } from '../student-table.ts'

/** 学校 and 班级: the class or school they choose, else (全部) the whole view. */
const classChoice = (ctx: ReportContext) => classChoiceOf(ctx, true)

async function classBody(ctx: ReportContext): Promise<{ tgkey?: string }> {
  const chosen = chosenUnit(await classChoice(ctx))
  return chosen ? { tgkey: chosen.key } : {}
}

const studentsTable = defineTable({
  id: 'students',
  title: '成绩明细',
  description: '按总分从高到低排列（同分同名次），未考学生列在最后；点击表头可按任一科目的分数或名次排序。',
  remote: true,
  async load(ctx, request) {
    const [exam, group] = await Promise.all([ctx.exam(), classBody(ctx)])
    const table = studentTable(exam, await studentsOf(ctx, group, request), request, { compact: ctx.session.exportMode })
    return { ...table, explain: studentFigureKeys(table) }
  },
})

/** The students table's page: the view's (or the chosen class's) students in the table's order. */
const studentsOf = (ctx: ReportContext, group: { tgkey?: string }, request: ReportTableRequest) => ctx.call('ranking', { ...group, ...pagingOf(request), ...studentSort(request) })

/** The absent list's page: the view's (or the chosen class's) students who missed a paper. */
const absentOf = async (ctx: ReportContext, request: ReportTableRequest) => ctx.call('absent', { ...(await classBody(ctx)), ...pagingOf(request), ...studentSort(request) })

/**
 * A score or rank of a student (students|student|column): the table's page, the same figures as its
 * cells; an absent student's 缺考科数 (absent|student|missedCount): the list's page, missedCountFigure.
 */
const explainStudents: NonNullable<ReportPageDef['explain']> = async (ctx, cell, request) => {
  if (cell.block === 'students') return studentCellFigure(await studentsOf(ctx, await classBody(ctx), request), cell)
  if (cell.block !== 'absent' || cell.column !== 'missedCount') return null
  const data = await absentOf(ctx, request)
  const row = data.items.find((r) => r.key === cell.row)
  return row ? { figure: missedCountFigure(row, data.papers), context: { caption: `${row.name} · 缺考科数`, group: row.name } } : null
}

const absentTable = defineTable({
  id: 'absent',
  title: '缺考名单',
  description: '至少缺考一科的学生及其缺考科目：缺考科目不计入该科的任何统计，也不参与该科排名；这些学生不计总分（总分记为未考，不参与总分排名），已考科目照常统计。',
  remote: true,
  async load(ctx, request) {
    const [exam, data] = await Promise.all([ctx.exam(), absentOf(ctx, request)])
    return {
      columns: absentColumns({ school: exam.groups.school.length > 1, county: exam.groups.county.length > 1 }),
      rows: data.items.map((row) => ({ key: row.key, cells: absentCells(row, data.papers) })),
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort: request.sort,
      emptyText: '没有缺考的学生',
      explain: ['missedCount'],
    }
  },
})

/** lesson-report (成绩明细): every student in view (or of one class) with 总分 and each paper's score and ranks; the absent list. */
export const lessonReportPage = definePage({
  route: 'lesson-report',
  title: '成绩明细',
  notes: ['rank', 'absent', 'totalScore'],
  tables: [studentsTable, absentTable],
  explain: explainStudents,
  async build(ctx, kit) {
    const exam = await ctx.exam()
    const choice = await classChoice(ctx)
    const chosen = chosenUnit(choice)
    const [students, absent] = await Promise.all([kit.table(studentsTable), kit.table(absentTable)])
    const count = students.table.paging?.total ?? 0
    return {
      subtitle: `${chosen ? `${chosen.name} · ` : ''}共 ${count.toLocaleString('zh-CN')} 名学生，其中 ${(absent.table.paging?.total ?? 0).toLocaleString('zh-CN')} 名至少缺考一科`,
      // One class has nothing to choose (as before, no 全部 beside it).
      filters: exam.groups.class.length > 1 ? choice.filters : [],
      blocks: [students, absent],
    }
  },
})
