import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn, TableRow } from '@report/contracts/bff/table'
import { LEVEL_PATHS, type LevelExamCfgsData } from '@report/contracts/upstream/level-score'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import { num } from '../../../../domain/reports/analysis-reports/paper-tables.ts'
import {
  levelBandFigure,
  levelBandTable,
  levelTableOf,
  participationFigure,
  participationTable,
  ruleSummary,
  xgkShape,
  type PaperDrill,
  type XgkPaper,
  type XgkShape,
} from '../../../../domain/reports/analysis-reports/xgk.ts'
import { overviewFigure } from '../../../../domain/reports/common-reports/overview-figures.ts'
import { countFigure, shown, type Figure } from '../../../../domain/metrics/figures.ts'
import { figureItem } from '../../../../domain/metrics/figure-cells.ts'
import { INTEGER } from '../../../../domain/tables/format-number.ts'
import { chartValue } from '../../../../domain/metrics/chart-values.ts'
import { blockChartExplain } from '../../chart-explain.ts'
import { ViewUpstream } from '../../../upstream-calls.ts'
import { definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
import { referenceTotal, wholeInView } from '../../../../domain/reports/units.ts'
import type { ReportContext } from '../../report-context.ts'
import { groupFigureDrill } from '../figure-drills.ts'
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

/** 各科参考情况's answer: the view's reference total (its papers' statistics and its 总分 takers). */
async function participationOf(ctx: ReportContext) {
  const [exam, papers, data, shape] = await Promise.all([ctx.exam(), ctx.papers(), totals(ctx), shapeOf(ctx)])
  const total = referenceTotal(data.totals, 'class') ?? undefined
  const drill: PaperDrill = (paper, students, figure) =>
    total && wholeInView(total.group, exam)
      ? groupFigureDrill(ctx, figure, { tgkey: total.group.key, pindex: paper.pindex, students, caption: `${total.group.name} · ${paper.subject} · ${students === 'all' ? '实考' : '未考'}` })
      : null
  return { papers, total, shape, options: { xgk: shape.isXgk, totalTakers: takersOf(total), drill } }
}

const participation = defineTable({
  id: 'papers',
  title: '各科参考情况',
  description: '统计范围内各科有成绩的人数（新高考考试中即选考人数）、未考人数、占有总分学生的比例，以及平均分、最高分、最低分和难度。',
  remote: false,
  async load(ctx) {
    const { papers, total, options } = await participationOf(ctx)
    return participationTable(papers, total?.stats ?? [], options)
  },
})

/** The 3+1+2 rule of the exam's level cfgs, when the exam is a 新高考 one and the rule has tables. */
async function levelRuleOf(ctx: ReportContext) {
  const [shape, cfgs] = await Promise.all([shapeOf(ctx), levelCfgs(ctx)])
  const rule = cfgs?.rules.find((r) => r.id === RULE_312 && r.available)
  return shape.isXgk && rule ? { shape, rule } : null
}

const levels = defineTable({
  id: 'levels',
  title: '再选科目等级赋分',
  description: '按“3+1+2”赋分规则（A–E 五级，比例 15%、35%、35%、13%、2%）对全体考生的再选科目划分等级，列出各级人数与占比；物理、历史使用原始分不赋分。',
  remote: false,
  async load(ctx) {
    const answer = await levelRuleOf(ctx)
    if (!answer) return { ...emptyTable(), emptyText: '暂无等级赋分数据' }
    return levelBandTable(answer.rule, answer.shape.second)
  },
})

/** 各单位各科参考人数's answer: the table's page of units in its sort, the view's reference total pinned. */
async function unitsOf(ctx: ReportContext, request: ReportTableRequest) {
  const [exam, level, papers] = await Promise.all([ctx.exam(), unitLevel(ctx, { widest: true }), ctx.papers()])
  const sort = request.sort ? /^p([0-9]{1,2})\.total$/.exec(request.sort.key) : null
  const data = await ctx.call('overview', { level, ...pagingOf(request), ...(sort ? { sort: { key: 'total', pindex: Number(sort[1]), rule: request.sort!.rule } } : {}) })
  return { exam, level, papers, sort, data, total: referenceTotal(data.totals, 'class') ?? undefined }
}

/** A unit's figure of paper p{pindex}.total: its 实考 (选考) 人数 as 各科参考情况 counts it ('--' when the answer has none). */
function unitTakersFigure(key: string, row: OverviewRow, papers: readonly PaperRef[]): { figure: Figure; paper: PaperRef } | null {
  const paper = papers.find((p) => key === `p${p.pindex}.total`)
  return paper ? { figure: participationFigure('total', row.stats.find((s) => s.pindex === paper.pindex), 0)!, paper } : null
}

/** The students behind a unit's 实考 of a paper (the overview list, its 未考 listed as such). */
const unitTakersDrill = (ctx: ReportContext, exam: ReportExamInfo, row: OverviewRow, paper: PaperRef, figure: Figure) =>
  wholeInView(row.group, exam) ? groupFigureDrill(ctx, figure, { tgkey: row.group.key, pindex: paper.pindex, students: 'all', caption: `${row.group.name} · ${paper.subject} · 实考` }) : null

const units = defineTable({
  id: 'units',
  title: '各单位各科参考人数',
  description: '各单位在各科有成绩的人数（新高考考试中即各科选考人数）；点击表头按该科人数排序。',
  remote: true,
  async load(ctx, request) {
    const { exam, level, papers, sort, data, total } = await unitsOf(ctx, request)
    const keys = papers.map((p) => `p${p.pindex}.total`)
    const columns: TableColumn[] = [{ key: 'name', title: unitLabel(level), pinned: true, width: 140 }, ...papers.map((p) => num(`p${p.pindex}.total`, p.subject, INTEGER))]
    const row = (r: OverviewRow, pinned: boolean): TableRow => {
      const drills: Record<string, Record<string, string>> = {}
      const cells: TableRow['cells'] = { name: r.group.name }
      for (const key of keys) {
        const { figure, paper } = unitTakersFigure(key, r, papers)!
        cells[key] = shown(figure)
        const drill = unitTakersDrill(ctx, exam, r, paper, figure)
        if (drill) drills[key] = drill
      }
      return { key: r.group.key, cells, ...(Object.keys(drills).length > 0 ? { drills } : {}), ...(pinned ? { pinned: true } : {}) }
    }
    return {
      columns,
      rows: [...(total ? [row(total, true)] : []), ...data.items.map((r) => row(r, false))],
      paging: { page: request.page, pageSize: request.pageSize, total: data.total },
      sort: sort ? request.sort : null,
      explain: keys,
    }
  },
})

const COMPUTED =
  '本页只使用各科有成绩的人数：选科组合（如“物理+化学+生物”）需要逐个学生比对各科成绩，本页不逐人统计，因此不列出各组合人数。未选该科与该科缺考都表现为没有成绩，无法区分。'

/** The headline's figures: 有总分人数 of the exam's whole total (its 总分 实考), and each 首选 / 再选 paper's takers exam-wide. */
interface HeadlineFigure {
  /** total, p{pindex}; none for a 首选 paper the exam lacks (shown --, nothing to explain). */
  key: string
  label: string
  figure: Figure
}

function headlineFigures(shape: XgkShape, all: OverviewRow | undefined): HeadlineFigure[] {
  const n = takersOf(all)
  const taker = (label: string, paper: XgkPaper | undefined): HeadlineFigure => ({ key: paper ? `p${paper.pindex}` : 'none', label, figure: countFigure('subjectTakers', paper?.takers, n, null) })
  return [
    { key: 'total', label: '有总分人数', figure: overviewFigure('total', all?.stats.find((s) => s.pindex === 0)) },
    taker('首选物理', shape.physics),
    taker('首选历史', shape.history),
    ...shape.second.map((p) => taker(`再选${p.subject}`, p)),
  ]
}

function xgkFigures(shape: XgkShape, all: OverviewRow | undefined): ReportBlock {
  return {
    kind: 'stats',
    id: 'figures',
    title: '选科概况（全体考生）',
    items: headlineFigures(shape, all).map((h) => figureItem(h.label, h.figure, all && h.key !== 'none' ? `figures|${all.group.key}|${h.key}` : null)),
  }
}

/**
 * A figure of 新高考分析 from the answer its block was built from, by the same function: the headline, a
 * paper's participation, a 再选 paper's 等级赋分 band, a unit's takers. 有总分人数 and 实考 / 未考 open the
 * overview lists of their group; the 选考人数 of the headline (exam-wide, from the exam's info) and the
 * 等级赋分 bands have no list of students on this page.
 */
async function explainXgk(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  if (cell.block === 'figures') {
    const [exam, shape, data] = await Promise.all([ctx.exam(), shapeOf(ctx), totals(ctx)])
    const all = totalOfType(data.totals, 'all')
    const item = shape.isXgk && all && all.group.key === cell.row ? headlineFigures(shape, all).find((h) => h.key === cell.column && h.key !== 'none') : undefined
    if (!item || !all) return null
    const drill = item.key === 'total' && wholeInView(all.group, exam) ? groupFigureDrill(ctx, item.figure, { tgkey: all.group.key, pindex: 0, students: 'all', caption: `${all.group.name} · 有总分人数` }) : null
    return { figure: item.figure, context: { caption: `${all.group.name} · ${item.label}`, group: all.group.name, drill } }
  }
  if (cell.block === 'papers') {
    const { papers, total, options } = await participationOf(ctx)
    const paper = papers.find((p) => String(p.pindex) === cell.row)
    const stats = paper ? total?.stats.find((s) => s.pindex === paper.pindex) : undefined
    const figure = paper && total ? participationFigure(cell.column, stats, options.totalTakers) : null
    if (!paper || !total || !figure) return null
    const students = cell.column === 'total' ? 'all' : cell.column === 'absent' ? 'absent' : null
    const title = { total: '实考人数', absent: '未考人数', share: options.xgk ? '选考比例' : '参考比例', mean: '平均分', max: '最高分', min: '最低分', difficulty: '难度' }[cell.column] ?? cell.column
    return { figure, context: { caption: `${total.group.name} · ${paper.subject} · ${title}`, group: total.group.name, drill: students ? options.drill(paper, students, figure) : null, sigma: stats?.standardDeviation ?? null } }
  }
  if (cell.block === 'levels') {
    const answer = await levelRuleOf(ctx)
    const paper = answer?.shape.second.find((p) => String(p.pindex) === cell.row)
    const figure = answer && paper ? levelBandFigure(cell.column, answer.rule, levelTableOf(answer.rule, paper.pindex)) : null
    if (!answer || !paper || !figure) return null
    const level = answer.rule.levels.find((l) => cell.column.startsWith(`l${l.level}.`))
    const title = level ? `${level.name} 等级${cell.column.endsWith('.share') ? '占比' : '人数'}` : '赋分人数'
    return { figure, context: { caption: `全体考生 · ${paper.subject} · ${title}`, group: '全体考生' } }
  }
  if (cell.block !== 'units') return null
  const { exam, papers, data, total } = await unitsOf(ctx, request)
  const row = [...(total ? [total] : []), ...data.items].find((r) => r.group.key === cell.row)
  const found = row ? unitTakersFigure(cell.column, row, papers) : null
  if (!row || !found) return null
  return { figure: found.figure, context: { caption: `${row.group.name} · ${found.paper.subject} · 实考人数`, group: row.group.name, drill: unitTakersDrill(ctx, exam, row, found.paper, found.figure) } }
}

/** xgk-report (新高考分析): the 3+1+2 reading of the exam from per-paper counts, or a notice that the exam is not one. */
export const xgkReportPage = definePage({
  route: 'xgk-report',
  title: '新高考分析',
  notes: ['headcount', 'absent', 'totalScore', 'mean', 'max', 'min', 'difficulty', 'subjectTakers', 'takerShare', 'levelScoring', 'levelScoringTakers', 'levelScoringCount', 'levelScoringShare'],
  tables: [participation, levels, units],
  explain: explainXgk,
  async build(ctx, kit) {
    const [exam, papers, data, shape] = await Promise.all([ctx.exam(), ctx.papers(), totals(ctx), shapeOf(ctx)])
    const level = await unitLevel(ctx, { widest: true })
    const [papersBlock, unitsBlock, levelsBlock] = await Promise.all([kit.table(participation), kit.table(units, { pageSize: 20 }), shape.isXgk ? kit.table(levels) : null])
    const total = (referenceTotal(data.totals, 'class') ?? undefined)
    const subjects = papers.filter((p) => p.pindex !== 0)
    // Each bar is the paper's 实考 (选考) 人数 of 各科参考情况, the same total and participationFigure: it opens there.
    const takers = (p: PaperRef) => chartValue(participationFigure('total', total?.stats.find((s) => s.pindex === p.pindex), takersOf(total)))
    const chart = kit.chart('takers', shape.isXgk ? '各科选考人数' : '各科实考人数', {
      kind: 'bar',
      labels: subjects.map((p) => p.subject),
      series: [{ name: total?.group.name ?? '全体', values: subjects.map(takers) }],
      yTitle: '人数',
      unit: '人',
      explain: blockChartExplain(participation.id, subjects.map((p) => String(p.pindex)), ['total']),
    })
    const notice: ReportBlock = shape.isXgk
      ? { kind: 'notice', id: 'computed', tone: 'info', text: `${shape.reason}${COMPUTED}` }
      : { kind: 'notice', id: 'not-xgk', tone: 'warning', text: `本次考试不是新高考（3+1+2）选科考试：${shape.reason}下面只列出各科的参考情况。` }
    const blocks: ReportBlock[] = shape.isXgk
      ? [notice, xgkFigures(shape, totalOfType(data.totals, 'all')), chart, papersBlock, ...(levelsBlock ? [{ ...levelsBlock, description: `${levelsBlock.description ?? ''}${await ruleLine(ctx)}` }] : []), unitsBlock]
      : [notice, papersBlock, chart, unitsBlock]
    return { subtitle: exam.name, filters: usefulFilters([unitFilter(unitLevelsOf(exam), level)]), blocks }
  },
})

async function ruleLine(ctx: ReportContext): Promise<string> {
  const rule = (await levelCfgs(ctx))?.rules.find((r) => r.id === RULE_312)
  return rule ? `各级赋分区间：${ruleSummary(rule)}。` : ''
}
