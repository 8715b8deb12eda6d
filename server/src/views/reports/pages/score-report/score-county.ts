import type { ReportBlock } from '@report/contracts/bff/report-page'
import { definePage } from '../../define.ts'
import { paperFilter, usefulFilters } from '../filters.ts'
import { MEANS_CHART_ID, unitMeanChart } from './unit-chart.ts'
import { explainUnitScores, unitScoreNotes, unitScoreTable, type UnitScoreTableSpec } from './unit-score-table.ts'
import { viewRateLines } from '../rate-lines.ts'

const countyScores: UnitScoreTableSpec = {
  id: 'counties',
  title: '区县成绩',
  description: '总体行固定在最上方；点击人数查看学生名单，点击区县名称查看该区县各学校的成绩。',
  level: async () => 'county',
  link: (ctx, group) => (group.type === 'county' ? { href: ctx.href('score-school', { qxschool: group.id }), target: 'same-tab' } : undefined),
}
const countyTable = unitScoreTable(countyScores)

/** score-county (区县成绩): per county of the view on the chosen paper; a one-county view says why there is nothing to compare. */
export const scoreCountyPage = definePage({
  route: 'score-county',
  title: '区县成绩',
  ...unitScoreNotes(),
  tables: [countyTable],
  explain: explainUnitScores(countyScores),
  async build(ctx, kit) {
    const [exam, papers, pindex] = await Promise.all([ctx.exam(), ctx.papers(), ctx.pindex()])
    const subject = papers.find((p) => p.pindex === pindex)?.subject ?? '总分'
    const counties = exam.groups.county
    const filters = usefulFilters([paperFilter(papers, pindex)])
    const lines = await viewRateLines(ctx, pindex)
    if (counties.length <= 1) {
      const table = await kit.table(countyTable)
      table.title = `${counties[0]?.name ?? '本区县'}${subject}成绩`
      const notice: ReportBlock = {
        kind: 'notice',
        id: 'one-county',
        tone: 'info',
        text: `本视图只涉及${counties[0] ? `一个区县（${counties[0].name}）` : '一个区县'}，没有可比较的其他区县，下表为该区县的总体成绩。各学校或各班级之间的比较请查看“学校成绩”。`,
      }
      return { subtitle: `${subject} · 单一区县`, filters, blocks: [notice, table], lines }
    }
    const [table, chart] = await Promise.all([kit.table(countyTable), unitMeanChart(ctx, 'county', pindex, subject, countyTable.id)])
    table.title = `各区县${subject}成绩`
    return {
      subtitle: `${subject} · 按区县统计，共 ${counties.length} 个区县`,
      filters,
      blocks: [table, kit.chart(MEANS_CHART_ID, chart.title, chart.chart)],
      lines,
    }
  },
})
