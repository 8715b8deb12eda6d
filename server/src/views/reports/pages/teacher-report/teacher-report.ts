import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { TeacherFactorRow, TeacherFactorsData } from '@report/contracts/upstream/reports/teachers'
import { choosePaper } from '../../../../domain/reports/paper-choice.ts'
import { headOfByTeacher, linesText, meanGapChart, pageSchools, schoolOf, schoolRows, TEACHER_FIGURE_KEYS, TEACHER_TABS, teacherColumns, teacherFigure, teacherRow, teacherSortOf, teacherTabOf } from '../../../../domain/reports/teacher-report/teacher.ts'
import type { RateKind } from '@report/contracts/upstream/reports/rates'
import { figureItem } from '../../../../domain/metrics/figure-cells.ts'
import { rateLine } from '../../../../domain/metrics/line-legends.ts'
import { leafColumns } from '../../../../domain/tables/columns.ts'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { cellId, definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
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

/** The quality answer of the table's page and sort (the table and its explanations read the same). */
async function qualityOf(ctx: ReportContext, request: ReportTableRequest) {
  const tab = teacherTabOf(ctx.query.tab)
  const { paper } = await chosenPaper(ctx)
  const sortKey = request.sort ? teacherSortOf(request.sort.key) : null
  const data = await ctx.call('teacherFactors', {
    pindex: paper.pindex,
    by: tab,
    ...pagingOf(request),
    sort: sortKey && request.sort ? { key: sortKey, rule: request.sort.rule } : { key: 'roster', rule: 'asc' },
  })
  return { paper, sortKey, data }
}

const qualityTable = defineTable({
  id: 'quality',
  title: '教学质量',
  description: '每个班级（或教师所教的全部班级）与本校同科比较；全校一行为参照。教师只在其所教班级都在您的查看范围内时列出。',
  remote: true,
  async load(ctx, request) {
    const tab = teacherTabOf(ctx.query.tab)
    const { paper, sortKey, data } = await qualityOf(ctx, request)
    const [exam, infos] = await Promise.all([ctx.exam(), ctx.call('teacherInfos', { pindex: paper.pindex, limit: 500 })])
    const heads = headOfByTeacher(infos.items)
    const rows = data.items.map((row) => {
      const view = teacherRow(row, tab, data.schools, heads)
      if (tab === 'class' && row.group) {
        const caption = `${row.group.name} · ${paper.subject}`
        view.drills = {
          // The answer states no 未考: the students it counted are those with a score, not the class's whole list.
          count: ctx.drill('overview', { tgkey: row.group.key, pindex: paper.pindex, filter: 'present', caption: `${caption} · 实考` }),
          ...Object.fromEntries(
            (['excellent', 'good', 'pass', 'low'] as const).map((rate) => [`${rate}.count`, ctx.drill('rate', { tgkey: row.group!.key, pindex: paper.pindex, rate, caption: `${caption} · ${RATE_NAMES[rate]}` })]),
          ),
        }
      }
      return view
    })
    const several = exam.groups.school.length > 1 || data.schools.length > 1
    const table: TableView = {
      columns: teacherColumns(tab, several),
      rows: [...schoolRows(pageSchools(data.schools, data.items), several), ...rows],
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort: sortKey ? request.sort : null,
      emptyText: '您的查看范围内没有可统计的班级或教师',
      explain: [...TEACHER_FIGURE_KEYS],
    }
    return table
  },
})

const RATE_NAMES = { excellent: '优秀', good: '良好', pass: '及格', low: '低分' } as const

/** The school's headline figures on the paper (school|group|key), by teacherFigure like the table's school row. */
const HEADLINE: ReadonlyArray<{ key: string; label: string }> = [
  { key: 'count', label: '实考人数' },
  { key: 'mean', label: '平均分' },
  { key: 'excellent.rate', label: '优秀率' },
  { key: 'good.rate', label: '良好率' },
  { key: 'pass.rate', label: '及格率' },
  { key: 'low.rate', label: '低分率' },
]

/** The chart's call (teachers by 超均率), whose single school the headline shows. */
const headlineCall = (ctx: ReportContext, pindex: number) => ctx.callOnce('teacherFactors', { pindex, by: 'teacher', offset: 0, limit: CHART_TEACHERS, sort: { key: 'overMeanRate', rule: 'desc' } })

function schoolStats(data: TeacherFactorsData): ReportBlock | null {
  const school = data.schools.length === 1 ? data.schools[0] : undefined
  if (!school) return null
  const hint = (key: string) => (key === 'mean' ? `满分 ${formatNumber(data.paper.manfen)}` : key.endsWith('.rate') ? `${school[key.split('.')[0] as RateKind].count} 人` : undefined)
  return {
    kind: 'stats',
    id: 'school',
    title: `${school.group.name} · ${data.paper.subject}`,
    items: HEADLINE.map(({ key, label }) => figureItem(label, teacherFigure(key, school)!, `school|${school.group.key}|${key}`, hint(key))),
  }
}

const MEAN_GAP_ID = 'mean-gap'
/** A teacher of the chart (by teacher over their classes, whichever the table's tab). */
const chartTeacherKey = (row: TeacherFactorRow): string => `teacher:${row.teacher.id}`

/**
 * The chart's 均分差 of a teacher (mean-gap|teacher:{id}|meanGap): the chart's own answer (teachers by 超均率,
 * which the table shows only on its 按教师 tab and in its own order) and the table's teacherFigure.
 */
async function explainMeanGap(ctx: ReportContext, cell: CellRef, paper: PaperRef): Promise<ExplainedFigure | null> {
  const data = await headlineCall(ctx, paper.pindex)
  const row = cell.column === 'meanGap' ? data.items.slice(0, CHART_TEACHERS).find((r) => chartTeacherKey(r) === cell.row) : undefined
  if (!row) return null
  const school = schoolOf(row, data.schools) ?? null
  const name = `${row.teacher.name}${data.schools.length > 1 && school ? `（${school.group.name}）` : ''}`
  return { figure: teacherFigure('meanGap', row, school)!, context: { caption: `${name} · ${paper.subject} · 均分差`, group: name } }
}

/** A figure of the page: the school's headline, or a cell of the quality table, by teacherFigure over the same answer. */
async function explainTeacher(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  const { paper } = await chosenPaper(ctx)
  const lineOf = (key: string, lines: TeacherFactorsData['lines']) => {
    const kind = /^(excellent|good|pass|low)\./.exec(key)?.[1] as RateKind | undefined
    return kind && lines ? rateLine(kind, { pindex: paper.pindex, subject: paper.subject, full: paper.manfen, lines }) : null
  }
  if (cell.block === 'school') {
    const item = HEADLINE.find((h) => h.key === cell.column)
    const data = await headlineCall(ctx, paper.pindex)
    const school = data.schools.length === 1 ? data.schools[0] : undefined
    if (!item || !school || school.group.key !== cell.row) return null
    return { figure: teacherFigure(item.key, school)!, context: { caption: `${school.group.name} · ${paper.subject} · ${item.label}`, group: school.group.name, line: lineOf(item.key, data.lines) } }
  }
  if (cell.block === MEAN_GAP_ID) return explainMeanGap(ctx, cell, paper)
  if (cell.block !== 'quality' || !TEACHER_FIGURE_KEYS.includes(cell.column)) return null
  const [{ data }, table] = await Promise.all([qualityOf(ctx, request), qualityTable.load(ctx, request)])
  const row = table.rows.find((r) => r.key === cell.row)
  const school = data.schools.find((s) => s.group.key === cell.row)
  const item = data.items.find((r) => (r.group ? r.group.key : `teacher:${r.teacher.id}`) === cell.row)
  // A class or teacher row against its school; the school row has no difference of its own.
  const figure = school ? teacherFigure(cell.column, school) : item ? teacherFigure(cell.column, item, schoolOf(item, data.schools) ?? null) : null
  if (!row || !figure) return null
  // A class by its name, a teacher by theirs, a school row by its school.
  const name = school ? school.group.name : (item?.group?.name ?? item?.teacher.name ?? '')
  const title = leafColumns(table.columns).find((l) => l.column.key === cell.column)?.path.join('') ?? cell.column
  return { figure, context: { caption: `${name} · ${paper.subject} · ${title}`, group: name, line: lineOf(cell.column, data.lines), drill: row.drills?.[cell.column] ?? null } }
}

/** teacher-report (教师教学质量): per class or per teacher on one subject, the school's figures, 均分差 by teacher, and the teacher's diagnosis. */
export const teacherReportPage = definePage({
  route: 'teacher-report',
  title: '教师教学质量',
  notes: ['headcount', 'mean', 'meanDiff', 'overMeanRate', 'excellentRate', 'excellentRateDiff', 'goodRate', 'goodRateDiff', 'passRate', 'passRateDiff', 'lowRate', 'lowRateDiff', 'absent'],
  extraNotes: [
    { term: '平均分排名', formula: '名次 = 1 + 本校平均分严格更高的班级（教师）数', note: '按班级时在本校同科各班之间排名，按教师时在本校同科教师之间排名；同分同名次。' },
    { term: '按教师', formula: '教师所教的全部班级合在一起计算', note: '只有所教班级都在您的查看范围内的教师才会列出。' },
  ],
  tables: [qualityTable],
  explain: explainTeacher,
  async build(ctx, kit) {
    const { papers, paper } = await chosenPaper(ctx)
    const tab = teacherTabOf(ctx.query.tab)
    const [table, teachers, diagnosis] = await Promise.all([
      kit.table(qualityTable, { pageSize: 50 }),
      headlineCall(ctx, paper.pindex),
      diagnosisBlock(ctx, { category: 'teacher', type: String(paper.pindex), name: `教师诊断（${paper.subject}）` }),
    ])
    const stats = schoolStats(teachers)
    const blocks: ReportBlock[] = [...(stats ? [stats] : []), table]
    if (teachers.items.length > 0) {
      // Each bar is a teacher's 均分差 of the chart's own answer: its cell is the chart's.
      const explain = { cells: [teachers.items.slice(0, CHART_TEACHERS).map((row) => cellId({ block: MEAN_GAP_ID, row: chartTeacherKey(row), column: 'meanGap' }))] }
      const chart = kit.chart(MEAN_GAP_ID, '各教师均分差', { ...meanGapChart(teachers, CHART_TEACHERS), explain })
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
