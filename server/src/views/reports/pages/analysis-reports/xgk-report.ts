import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn, TableRow } from '@report/contracts/bff/table'
import { LEVEL_PATHS, type LevelExamCfgsData } from '@report/contracts/upstream/level-score'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import { num } from '../../../../domain/reports/analysis-reports/paper-tables.ts'
import { levelBandTable, participationTable, ruleSummary, xgkShape, type XgkShape } from '../../../../domain/reports/analysis-reports/xgk.ts'
import { formatNumber, INTEGER } from '../../../../domain/tables/format-number.ts'
import { ViewUpstream } from '../../../upstream-calls.ts'
import { definePage, defineTable } from '../../define.ts'
import { referenceTotal } from '../../../../domain/reports/units.ts'
import type { ReportContext } from '../../report-context.ts'
import { emptyTable, totalOfType } from './page-parts.ts'
import { unitFilter, unitLabel, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'
import { pagingOf } from '../student-table.ts'

const RULE_312 = '3+1+2'

const totals = (ctx: ReportContext) => ctx.callOnce('overview', { limit: 1 })

/** 总分 takers of a total row (students with a score on at least one paper). */
function takersOf(row: OverviewRow | undefined): number {
  return row?.stats.find((s) => s.pindex === 0)?.total ?? 0
}

/** The exam read as a 3+1+2 exam from the exam-wide takers of each paper (exam info) against the exam's 总分 takers. */
async function shapeOf(ctx: ReportContext): Promise<XgkShape> {
  const [exam, papers, data] = await Promise.all([ctx.exam(), ctx.papers(), totals(ctx)])
  const takers = new Map(exam.papers.map((p) => [p.pindex, p.studentCount]))
  return xgkShape(
    papers.map((p) => ({ ...p, takers: takers.get(p.pindex) ?? 0 })),
    takersOf(totalOfType(data.totals, 'all')),
  )
}

/** levelExamCfgs (spec 2 §7): the regional rules applied to every paper of the exam; null when the call fails. */
function levelCfgs(ctx: ReportContext): Promise<LevelExamCfgsData | null> {
  let answer = cfgAnswers.get(ctx)
  if (!answer) {
    const upstream = new ViewUpstream(ctx.app, ctx.session, ctx.log)
    const body = { examid: ctx.frame.examid, org: ctx.frame.org ?? -1 }
    answer = upstream.soft('level cfgs', () => upstream.json<LevelExamCfgsData>('POST', LEVEL_PATHS.cfgs.slice('/report'.length), body))
    cfgAnswers.set(ctx, answer)
  }
  return answer
}
const cfgAnswers = new WeakMap<ReportContext, Promise<LevelExamCfgsData | null>>()

const participation = defineTable({
  id: 'papers',
  title: '各科参考情况',
  description: '统计范围内各科有成绩的人数（新高考考试中即选考人数）、未考人数、占有总分学生的比例，以及平均分、最高分、最低分和难度。',
  remote: false,
  async load(ctx) {
    const [papers, data, shape] = await Promise.all([ctx.papers(), totals(ctx), shapeOf(ctx)])
    const total = (referenceTotal(data.totals, 'class') ?? undefined)
    return participationTable(papers, total?.stats ?? [], { xgk: shape.isXgk, totalTakers: takersOf(total) })
  },
})

const levels = defineTable({
  id: 'levels',
  title: '再选科目等级赋分',
  description: '按“3+1+2”赋分规则（A–E 五级，比例 15%、35%、35%、13%、2%）对全体考生的再选科目划分等级，列出各级人数与占比；物理、历史使用原始分不赋分。',
  remote: false,
  async load(ctx) {
    const [shape, cfgs] = await Promise.all([shapeOf(ctx), levelCfgs(ctx)])
    const rule = cfgs?.rules.find((r) => r.id === RULE_312 && r.available)
    if (!shape.isXgk || !rule) return { ...emptyTable(), emptyText: '暂无等级赋分数据' }
    return levelBandTable(rule, shape.second)
  },
})

const units = defineTable({
  id: 'units',
  title: '各单位各科参考人数',
  description: '各单位在各科有成绩的人数（新高考考试中即各科选考人数）；点击表头按该科人数排序。',
  remote: true,
  async load(ctx, request) {
    const [level, papers] = await Promise.all([unitLevel(ctx, { widest: true }), ctx.papers()])
    const sort = request.sort ? /^p([0-9]{1,2})\.total$/.exec(request.sort.key) : null
    const data = await ctx.call('overview', { level, ...pagingOf(request), ...(sort ? { sort: { key: 'total', pindex: Number(sort[1]), rule: request.sort!.rule } } : {}) })
    const columns: TableColumn[] = [{ key: 'name', title: unitLabel(level), pinned: true, width: 140 }, ...papers.map((p) => num(`p${p.pindex}.total`, p.subject, INTEGER))]
    const row = (r: OverviewRow, pinned: boolean): TableRow => ({
      key: r.group.key,
      cells: Object.fromEntries([['name', r.group.name], ...papers.map((p) => [`p${p.pindex}.total`, formatNumber(r.stats.find((s) => s.pindex === p.pindex)?.total, INTEGER)])]),
      ...(pinned ? { pinned: true } : {}),
    })
    const total = (referenceTotal(data.totals, 'class') ?? undefined)
    return {
      columns,
      rows: [...(total ? [row(total, true)] : []), ...data.items.map((r) => row(r, false))],
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort: sort ? request.sort : null,
    }
  },
})

const COMPUTED =
  '本页只使用各科有成绩的人数：选科组合（如“物理+化学+生物”）需要逐个学生比对各科成绩，本页不逐人统计，因此不列出各组合人数。未选该科与该科缺考都表现为没有成绩，无法区分。'

function xgkFigures(shape: XgkShape, totalTakers: number): ReportBlock {
  return {
    kind: 'stats',
    id: 'figures',
    title: '选科概况（全体考生）',
    items: [
      { label: '有总分人数', value: formatNumber(totalTakers, INTEGER) },
      { label: '首选物理', value: formatNumber(shape.physics?.takers, INTEGER) },
      { label: '首选历史', value: formatNumber(shape.history?.takers, INTEGER) },
      ...shape.second.map((p) => ({ label: `再选${p.subject}`, value: formatNumber(p.takers, INTEGER) })),
    ],
  }
}

/** xgk-report (新高考分析): the 3+1+2 reading of the exam from per-paper counts, or a notice that the exam is not one. */
export const xgkReportPage = definePage({
  route: 'xgk-report',
  title: '新高考分析',
  notes: ['headcount', 'absent', 'totalScore', 'mean', 'difficulty', 'levelScoring'],
  extraNotes: [
    { term: '选考人数', formula: '该科有成绩的学生数', note: '未选该科与缺考都没有成绩，二者不作区分。' },
    { term: '选考比例', formula: '选考人数 / 有总分的学生数', note: '有总分指至少一科有成绩。' },
  ],
  tables: [participation, levels, units],
  async build(ctx, kit) {
    const [exam, papers, data, shape] = await Promise.all([ctx.exam(), ctx.papers(), totals(ctx), shapeOf(ctx)])
    const level = await unitLevel(ctx, { widest: true })
    const [papersBlock, unitsBlock, levelsBlock] = await Promise.all([kit.table(participation), kit.table(units, { pageSize: 20 }), shape.isXgk ? kit.table(levels) : null])
    const total = (referenceTotal(data.totals, 'class') ?? undefined)
    const subjects = papers.filter((p) => p.pindex !== 0)
    const chart = kit.chart('takers', shape.isXgk ? '各科选考人数' : '各科实考人数', {
      kind: 'bar',
      labels: subjects.map((p) => p.subject),
      series: [{ name: total?.group.name ?? '全体', values: subjects.map((p) => total?.stats.find((s) => s.pindex === p.pindex)?.total ?? null) }],
      yTitle: '人数',
      unit: '人',
    })
    const notice: ReportBlock = shape.isXgk
      ? { kind: 'notice', id: 'computed', tone: 'info', text: `${shape.reason}${COMPUTED}` }
      : { kind: 'notice', id: 'not-xgk', tone: 'warning', text: `本次考试不是新高考（3+1+2）选科考试：${shape.reason}下面只列出各科的参考情况。` }
    const blocks: ReportBlock[] = shape.isXgk
      ? [notice, xgkFigures(shape, takersOf(totalOfType(data.totals, 'all'))), chart, papersBlock, ...(levelsBlock ? [{ ...levelsBlock, description: `${levelsBlock.description ?? ''}${await ruleLine(ctx)}` }] : []), unitsBlock]
      : [notice, papersBlock, chart, unitsBlock]
    return { subtitle: exam.name, filters: usefulFilters([unitFilter(unitLevelsOf(exam), level)]), blocks }
  },
})

async function ruleLine(ctx: ReportContext): Promise<string> {
  const rule = (await levelCfgs(ctx))?.rules.find((r) => r.id === RULE_312)
  return rule ? `各级赋分区间：${ruleSummary(rule)}。` : ''
}
