import type { ReportBlock } from '@report/contracts/bff/report-page'
import { PAPER_SUMMARY_COLUMNS, paperSummaryRows } from '../../../../domain/reports/score-report/paper-summary.ts'
import { referenceTotal } from '../../../../domain/reports/units.ts'
import { definePage, defineTable } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { ratesSentence } from '../../../../domain/metrics/line-legends.ts'
import { viewRateLines } from '../rate-lines.ts'

/** Every paper's statistics for the view's total, the narrowest one (what classes compare with); the call lists every paper, one unit keeps it small. */
async function viewTotals(ctx: ReportContext) {
  const [overview, rates] = await Promise.all([ctx.callOnce('overview', { limit: 1 }), ctx.callOnce('rates', { limit: 1 })])
  const total = referenceTotal(overview.totals, 'class')
  const rateRow = rates.totals.find((r) => r.group.key === total?.group.key)
  return { total, rateRow }
}

const papersTable = defineTable({
  id: 'papers',
  title: '各科成绩',
  remote: false,
  async load(ctx) {
    const [papers, { total, rateRow }] = await Promise.all([ctx.papers(), viewTotals(ctx)])
    return { columns: [...PAPER_SUMMARY_COLUMNS], rows: paperSummaryRows(papers, total?.stats ?? [], rateRow?.rates ?? []), paging: null, sort: null }
  },
})

/** score-report (成绩报表, path table): the score tables of this view, and the exam's papers at a glance. */
export const scoreReportPage = definePage({
  route: 'score-report',
  title: '成绩报表',
  notes: ['headcount', 'absent', 'totalScore', 'mean', 'standardDeviation', 'excellentRate', 'goodRate', 'passRate', 'lowRate'],
  tables: [papersTable],
  async build(ctx, kit) {
    const [exam, table, { total }, lines] = await Promise.all([ctx.exam(), kit.table(papersTable), viewTotals(ctx), viewRateLines(ctx)])
    const oneSchool = exam.groups.school.length <= 1
    const links: Extract<ReportBlock, { kind: 'links' }>['links'] = [
      { label: '学校成绩', description: oneSchool ? '各班级的平均分、最高最低分与优秀、良好、及格、低分人数和比率' : '各学校的平均分、最高最低分与优秀、良好、及格、低分人数和比率', href: ctx.href('score-school'), target: 'same-tab' },
    ]
    if (exam.groups.county.length > 1) links.push({ label: '区县成绩', description: '各区县的平均分、最高最低分与四率对比', href: ctx.href('score-county'), target: 'same-tab' })
    links.push(
      { label: '成绩明细', description: '每名学生的总分与各科分数、排名，以及缺考名单', href: ctx.href('lesson-report'), target: 'same-tab' },
      { label: '排名统计', description: '全体学生按总分排名，可按任一科目排序', href: ctx.href('report-ranking'), target: 'same-tab' },
    )
    if (total) {
      table.title = `${total.group.name}各科成绩`
      table.description = `统计范围：${total.group.name}。未考学生不计入实考人数和任何统计；${ratesSentence(lines)}。`
    }
    return {
      subtitle: `${exam.name} · ${exam.inView.toLocaleString('zh-CN')} 名学生`,
      filters: [],
      blocks: [{ kind: 'links', id: 'tables', title: '成绩报表', links }, table],
      lines,
    }
  },
})
