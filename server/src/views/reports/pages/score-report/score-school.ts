import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { UnitLevel } from '@report/contracts/upstream/reports/common'
import { definePage } from '../../define.ts'
import { paperFilter, usefulFilters } from '../filters.ts'
import { MEANS_CHART_ID, unitMeanChart } from './unit-chart.ts'
import { explainUnitScores, unitScoreNotes, unitScoreTable, type UnitScoreTableSpec } from './unit-score-table.ts'
import { viewRateLines } from '../rate-lines.ts'

/** Schools when the view spans several; else the classes of its one school. */
export function schoolLevel(exam: Pick<ReportExamInfo, 'groups'>): UnitLevel {
  return exam.groups.school.length > 1 ? 'school' : 'class'
}

const schoolScores: UnitScoreTableSpec = {
  id: 'schools',
  title: '学校成绩',
  description: '全体、区县、全校等总体行固定在最上方；点击人数查看学生名单，点击名称进入该单位的分析报告。',
  level: async (ctx) => schoolLevel(await ctx.exam()),
  link: (ctx, group) =>
    group.type === 'school' || group.type === 'class'
      ? { href: ctx.href(group.type === 'school' ? 'school-report' : 'class-report', { group: group.key }), target: 'same-tab' }
      : undefined,
}
const schoolTable = unitScoreTable(schoolScores)

/** score-school (学校成绩): per school of the view (its classes when it is one school) on the chosen paper. */
export const scoreSchoolPage = definePage({
  route: 'score-school',
  title: '学校成绩',
  ...unitScoreNotes(),
  tables: [schoolTable],
  explain: explainUnitScores(schoolScores),
  async build(ctx, kit) {
    const [exam, papers, pindex] = await Promise.all([ctx.exam(), ctx.papers(), ctx.pindex()])
    const level = schoolLevel(exam)
    const subject = papers.find((p) => p.pindex === pindex)?.subject ?? '总分'
    const [table, chart, lines] = await Promise.all([kit.table(schoolTable), unitMeanChart(ctx, level, pindex, subject, schoolTable.id), viewRateLines(ctx, pindex)])
    const units = exam.groups[level].length
    table.title = level === 'school' ? `各学校${subject}成绩` : `各班级${subject}成绩`
    return {
      subtitle: level === 'school' ? `${subject} · 按学校统计，共 ${units} 所学校` : `${subject} · 本视图只含一所学校，按班级统计，共 ${units} 个班级`,
      filters: usefulFilters([paperFilter(papers, pindex)]),
      blocks: [table, kit.chart(MEANS_CHART_ID, chart.title, chart.chart)],
      lines,
    }
  },
})
