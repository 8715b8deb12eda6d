import type { ReportBlock } from '@report/contracts/bff/report-page'
import { RATE_KINDS } from '@report/contracts/upstream/reports/rates'
import { isPaperSummaryFigure, PAPER_SUMMARY_COLUMNS, PAPER_SUMMARY_FIGURES, paperSummaryFigure, paperSummaryRows } from '../../../../domain/reports/score-report/paper-summary.ts'
import { referenceTotal, wholeInView } from '../../../../domain/reports/units.ts'
import { leafColumns } from '../../../../domain/tables/columns.ts'
import { definePage, defineTable, type ReportPageDef } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { rateLine, ratesSentence } from '../../../../domain/metrics/line-legends.ts'
import { groupFigureDrill } from '../figure-drills.ts'
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
    return { columns: [...PAPER_SUMMARY_COLUMNS], rows: paperSummaryRows(papers, total?.stats ?? [], rateRow?.rates ?? []), paging: null, sort: null, explain: [...PAPER_SUMMARY_FIGURES] }
  },
})

/** A figure of the papers table (papers|p{pindex}|column): the same answers and paperSummaryFigure; its line and students. */
const explainPapers: NonNullable<ReportPageDef['explain']> = async (ctx, cell) => {
  const pindex = /^p([0-9]{1,2})$/.exec(cell.row)?.[1]
  if (cell.block !== 'papers' || pindex === undefined || !isPaperSummaryFigure(cell.column)) return null
  const [exam, papers, { total, rateRow }, lines] = await Promise.all([ctx.exam(), ctx.papers(), viewTotals(ctx), viewRateLines(ctx)])
  const paper = papers.find((p) => p.pindex === Number(pindex))
  if (!paper || !total) return null
  const key = cell.column
  const rates = rateRow?.rates.find((r) => r.pindex === paper.pindex)
  const figure = paperSummaryFigure(key, total.stats.find((s) => s.pindex === paper.pindex), rates)
  const title = leafColumns(PAPER_SUMMARY_COLUMNS).find(({ column }) => column.key === key)?.column.title ?? key
  const caption = `${total.group.name} · ${paper.subject} · ${title}`
  const rate = RATE_KINDS.find((kind) => kind === key)
  const paperLines = lines.find((l) => l.pindex === paper.pindex)
  const students = rate ?? (key === 'total' ? 'all' : key === 'absent' ? 'absent' : null)
  return {
    figure,
    context: {
      caption,
      group: total.group.name,
      line: rate && paperLines ? rateLine(rate, paperLines) : null,
      drill: students && wholeInView(total.group, exam) ? groupFigureDrill(ctx, figure, { tgkey: total.group.key, pindex: paper.pindex, students, caption }) : null,
    },
  }
}

/** score-report (成绩报表, path table): the score tables of this view, and the exam's papers at a glance. */
export const scoreReportPage = definePage({
  route: 'score-report',
  title: '成绩报表',
  notes: ['headcount', 'absent', 'totalScore', 'mean', 'standardDeviation', 'excellentRate', 'goodRate', 'passRate', 'lowRate'],
  tables: [papersTable],
  explain: explainPapers,
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
