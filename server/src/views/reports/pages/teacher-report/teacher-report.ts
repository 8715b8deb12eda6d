import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { TeacherFactorsData } from '@report/contracts/upstream/reports/teachers'
import { choosePaper } from '../../../../domain/reports/paper-choice.ts'
import { headOfByTeacher, linesText, meanGapChart, schoolRows, TEACHER_TABS, teacherColumns, teacherRow, teacherSortOf, teacherTabOf } from '../../../../domain/reports/teacher-report/teacher.ts'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { definePage, defineTable } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { diagnosisBlock } from '../diagnosis.ts'
import { paperFilter } from '../filters.ts'
import { pagingOf } from '../student-table.ts'

const CHART_TEACHERS = 40

/** The 科目 of the page: papers only (teaching quality is per subject), the first when the choice is not one. */
async function chosenPaper(ctx: ReportContext): Promise<{ papers: PaperRef[]; paper: PaperRef }> {
  const papers = (await ctx.papers()).filter((p) => p.pindex !== 0)
  return { papers, paper: choosePaper(papers, ctx.query.pindex) }
}

const qualityTable = defineTable({
  id: 'quality',
  title: '教学质量',
  description: '每个班级（或教师所教的全部班级）与本校同科比较；全校一行为参照。教师只在其所教班级都在您的查看范围内时列出。',
  remote: true,
  async load(ctx, request) {
    const tab = teacherTabOf(ctx.query.tab)
    const { paper } = await chosenPaper(ctx)
    const sortKey = request.sort ? teacherSortOf(request.sort.key) : null
    const [exam, data, infos] = await Promise.all([
      ctx.exam(),
      ctx.call('teacherFactors', {
        pindex: paper.pindex,
        by: tab,
        ...pagingOf(request),
        sort: sortKey && request.sort ? { key: sortKey, rule: request.sort.rule } : { key: 'roster', rule: 'asc' },
      }),
      ctx.call('teacherInfos', { pindex: paper.pindex, limit: 500 }),
    ])
    const heads = headOfByTeacher(infos.items)
    const rows = data.items.map((row) => {
      const view = teacherRow(row, tab, data.schools, heads)
      if (tab === 'class' && row.group) {
        const caption = `${row.group.name} · ${paper.subject}`
        view.drills = {
          count: ctx.drill('overview', { tgkey: row.group.key, pindex: paper.pindex, filter: 'all', caption: `${caption} · 实考` }),
          ...Object.fromEntries(
            (['excellent', 'good', 'pass', 'low'] as const).map((rate) => [`${rate}.count`, ctx.drill('rate', { tgkey: row.group!.key, pindex: paper.pindex, rate, caption: `${caption} · ${RATE_NAMES[rate]}` })]),
          ),
        }
      }
      return view
    })
    const table: TableView = {
      columns: teacherColumns(tab, exam.groups.school.length > 1 || data.schools.length > 1),
      rows: [...schoolRows(data.schools), ...rows],
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort: sortKey ? request.sort : null,
      emptyText: '您的查看范围内没有可统计的班级或教师',
    }
    return table
  },
})

const RATE_NAMES = { excellent: '优秀', good: '良好', pass: '及格', low: '低分' } as const

function schoolStats(data: TeacherFactorsData): ReportBlock | null {
  const school = data.schools.length === 1 ? data.schools[0] : undefined
  if (!school) return null
  return {
    kind: 'stats',
    id: 'school',
    title: `${school.group.name} · ${data.paper.subject}`,
    items: [
      { label: '实考人数', value: formatNumber(school.count, { kind: 'integer' }) },
      { label: '平均分', value: formatNumber(school.mean), hint: `满分 ${formatNumber(data.paper.manfen)}` },
      { label: '优秀率', value: formatNumber(school.excellent.rate, { kind: 'percent' }), hint: `${school.excellent.count} 人` },
      { label: '良好率', value: formatNumber(school.good.rate, { kind: 'percent' }), hint: `${school.good.count} 人` },
      { label: '及格率', value: formatNumber(school.pass.rate, { kind: 'percent' }), hint: `${school.pass.count} 人` },
      { label: '低分率', value: formatNumber(school.low.rate, { kind: 'percent' }), hint: `${school.low.count} 人` },
    ],
  }
}

/** teacher-report (教师教学质量): per class or per teacher on one subject, the school's figures, 均分差 by teacher, and the teacher's diagnosis. */
export const teacherReportPage = definePage({
  route: 'teacher-report',
  title: '教师教学质量',
  notes: ['headcount', 'mean', 'overMeanRate', 'excellentRate', 'goodRate', 'passRate', 'lowRate', 'absent'],
  extraNotes: [
    { term: '均分差', formula: '本班（本教师所教班级）平均分 − 本校同科平均分', note: '正数高于全校，负数低于全校。' },
    { term: '平均分排名', formula: '名次 = 1 + 本校平均分严格更高的班级（教师）数', note: '按班级时在本校同科各班之间排名，按教师时在本校同科教师之间排名；同分同名次。' },
    { term: '与全校差', formula: '本班（本教师）比率 − 全校比率', note: '各率的线见页首说明。' },
    { term: '按教师', formula: '教师所教的全部班级合在一起计算', note: '只有所教班级都在您的查看范围内的教师才会列出。' },
  ],
  tables: [qualityTable],
  async build(ctx, kit) {
    const { papers, paper } = await chosenPaper(ctx)
    const tab = teacherTabOf(ctx.query.tab)
    const [table, teachers, diagnosis] = await Promise.all([
      kit.table(qualityTable, { pageSize: 50 }),
      ctx.call('teacherFactors', { pindex: paper.pindex, by: 'teacher', offset: 0, limit: CHART_TEACHERS, sort: { key: 'overMeanRate', rule: 'desc' } }),
      diagnosisBlock(ctx, { category: 'teacher', type: String(paper.pindex), name: `教师诊断（${paper.subject}）` }),
    ])
    const stats = schoolStats(teachers)
    const blocks: ReportBlock[] = [...(stats ? [stats] : []), table]
    if (teachers.items.length > 0) {
      const chart = kit.chart('mean-gap', '各教师均分差', meanGapChart(teachers, CHART_TEACHERS))
      if (teachers.total > CHART_TEACHERS) chart.description = `按超均率从高到低，显示前 ${CHART_TEACHERS} 位教师（共 ${teachers.total} 位）。`
      blocks.push(chart)
    }
    blocks.push(diagnosis)
    return {
      subtitle: [paper.subject, `满分 ${formatNumber(paper.manfen)}`, linesText(teachers.lines)].filter((part) => part !== null).join(' · '),
      filters: [paperFilter(papers, paper.pindex), { key: 'tab', label: '统计方式', value: tab, options: TEACHER_TABS.map((t) => ({ ...t })) }],
      blocks,
      lines: [{ pindex: paper.pindex, subject: paper.subject, full: paper.manfen, lines: teachers.lines }],
    }
  },
})
