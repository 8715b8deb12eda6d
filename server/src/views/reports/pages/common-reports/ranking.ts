import { rankingHead, type TopStudent } from '../../../../domain/reports/common-reports/top-students.ts'
import { scoreFigure, shown } from '../../../../domain/metrics/figures.ts'
import { studentScoreFigure } from '../../../../domain/reports/student-cells.ts'
import { definePage, defineTable, type ReportPageDef } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import type { StudentRow } from '@report/contracts/upstream/reports/common'
import { pagingOf, studentCellFigure, studentFigureKeys, studentSheetPage, studentSort, studentTable } from '../student-table.ts'

/** A printed ranking shows its head; the whole list is the download's (a 500-row table takes the renderer tens of seconds). */
const PRINTED_ROWS = 100
/**
 * On screen, the rows of one page of the virtual table: the box shows some 15 and draws a dozen more,
 * and the next page is asked as the reader scrolls towards it. A first page of 500 made the page's view
 * 300 KB and its answer three times slower than 100 rows, all before the first cell (issue 34).
 */
const SCREEN_PAGE_ROWS = 100

const rankingTable = defineTable({
  id: 'ranking',
  title: '成绩排名',
  description: '按总分从高到低排列（同分同名次）；未考学生列在最后。点击表头可按任一科目的分数或名次排序。',
  remote: true,
  virtual: true,
  async load(ctx, request) {
    const [exam, data] = await Promise.all([ctx.exam(), ctx.call('ranking', { ...pagingOf(request), ...studentSort(request) })])
    const table = studentTable(exam, data, request, { compact: ctx.session.exportMode })
    return { ...table, explain: studentFigureKeys(table) }
  },
  async sheetPage(ctx, request) {
    const [exam, data] = await Promise.all([ctx.exam(), ctx.call('ranking', { ...pagingOf(request), ...studentSort(request) })])
    return studentSheetPage(exam, data, { compact: ctx.session.exportMode })
  },
})

/** The top three on 总分 (a student: themself): the head and its explanations read this answer. */
const topOf = (ctx: ReportContext) => ctx.callOnce('topStudents', { pindex: 0, top: 3 })

/**
 * A score or rank of a student of the ranking (ranking|student|column): the table's page, the same figures
 * as its cells; a head's 总分 (top|student|score): the top answer's, as studentScoreFigure of the tables.
 */
const explainRanking: NonNullable<ReportPageDef['explain']> = async (ctx, cell, request) => {
  if (cell.block === 'top') {
    const student = cell.column === 'score' ? (await topOf(ctx)).items.find((s) => s.key === cell.row) : undefined
    return student ? { figure: studentScoreFigure(0, student.subjects.find((c) => c.pindex === 0)), context: { caption: `${student.name} · 总分`, group: student.name } } : null
  }
  if (cell.block !== 'ranking') return null
  return studentCellFigure(await ctx.call('ranking', { ...pagingOf(request), ...studentSort(request) }), cell)
}

/** report-ranking: every student in view, ranked at each scope; the top ten on 总分 as figures. */
export const rankingPage = definePage({
  route: 'report-ranking',
  title: '排名统计',
  notes: ['rank', 'absent', 'totalScore'],
  trialTip: true,
  tables: [rankingTable],
  explain: explainRanking,
  async build(ctx, kit) {
    const [exam, table, top, access] = await Promise.all([
      ctx.exam(),
      kit.table(rankingTable, { pageSize: ctx.session.exportMode ? PRINTED_ROWS : SCREEN_PAGE_ROWS }),
      topOf(ctx),
      ctx.access(),
    ])
    // A missed 总分 is no score: the head shows -- as studentScoreFigure has it.
    const head = rankingHead(access, top.items.map(topStudentOf), (score) => shown(scoreFigure('totalScore', score)), top.display?.mode)
    return {
      subtitle: `共 ${exam.inView.toLocaleString('zh-CN')} 名学生`,
      filters: [],
      blocks: [
        { kind: 'stats', id: 'top', ...head },
        table,
      ],
    }
  },
})

function topStudentOf(s: Pick<StudentRow, 'key' | 'name' | 'class' | 'subjects'>): TopStudent {
  const total = s.subjects.find((c) => c.pindex === 0)
  return { key: s.key, name: s.name, className: s.class, score: studentScoreFigure(0, total).raw, rank: total?.all ?? null, level: total?.level ?? null }
}
