import type { TableColumn, TableRow } from '@report/contracts/bff/table'
import { TABLE_STICKY_OFFSET_COMBINE } from '@report/contracts/bff/table-rules'
import { MAX_PAGE_LIMIT, type PaperRef } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import type { RatesRow } from '@report/contracts/upstream/reports/rates'
import { combineOrder, type CombineCall } from '../../../../domain/reports/common-reports/combine-order.ts'
import { orderPapers } from '../../../../domain/reports/papers.ts'
import { COMBINE_FIGURES, combineCellOf, combineFigure, type CombineFigureKey } from '../../../../domain/reports/common-reports/combine-figures.ts'
import { shown, type Figure } from '../../../../domain/metrics/figures.ts'
import { smallFigure } from '../../../../domain/metrics/explanation.ts'
import { rateLine } from '../../../../domain/metrics/line-legends.ts'
import { groupFigureDrill } from '../figure-drills.ts'
import { wholeInView } from '../../../../domain/reports/units.ts'
import { definePage, defineTable, type ReportPageDef, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { choicesOf, pageFilters } from './choices.ts'
import { groupRow, unitPage } from '../unit-rows.ts'
import { pagingOf } from '../student-table.ts'
import { viewRateLines } from '../rate-lines.ts'

const RATES = [
  ['excellent', '优秀率'],
  ['pass', '及格率'],
] as const

function paperColumns(papers: readonly PaperRef[]): TableColumn[] {
  return papers.map((p) => ({
    key: `p${p.pindex}`,
    title: p.subject,
    children: [
      { key: `p${p.pindex}.mean`, title: '平均分', format: { kind: 'score' as const }, align: 'right' as const, sortable: true },
      { key: `p${p.pindex}.rank`, title: '排名', format: { kind: 'integer' as const }, align: 'right' as const, sortable: true },
      ...RATES.map(([rate, title]) => ({ key: `p${p.pindex}.${rate}`, title, format: { kind: 'percent' as const }, align: 'right' as const, sortable: true })),
    ],
  }))
}

/** A 综合报表 rate of a group wholly in view opens its students (the rate drill). */
function combineDrill(ctx: ReportContext, group: OverviewRow['group'], paper: PaperRef, what: CombineFigureKey, figure: Figure, exam: ReportExamInfo): Record<string, string> | null {
  const rate = RATES.find(([r]) => r === what)
  if (!rate || !wholeInView(group, exam)) return null
  return groupFigureDrill(ctx, figure, { tgkey: group.key, pindex: paper.pindex, students: rate[0], caption: `${group.name} · ${paper.subject} · ${rate[1].slice(0, 2)}` })
}

function combinedRow(ctx: ReportContext, row: OverviewRow, rates: RatesRow | undefined, papers: readonly PaperRef[], exam: ReportExamInfo): TableRow {
  const cells: TableRow['cells'] = {}
  const drills: NonNullable<TableRow['drills']> = {}
  const small: string[] = []
  for (const paper of papers) {
    const stats = row.stats.find((s) => s.pindex === paper.pindex)
    const paperRates = rates?.rates.find((r) => r.pindex === paper.pindex)
    for (const what of COMBINE_FIGURES) {
      const key = `p${paper.pindex}.${what}`
      const figure = combineFigure(what, stats, paperRates)
      cells[key] = shown(figure)
      if (smallFigure(figure)) small.push(key)
      const drill = combineDrill(ctx, row.group, paper, what, figure, exam)
      if (drill) drills[key] = drill
    }
  }
  const out = groupRow(ctx, row.group, cells, drills)
  return small.length > 0 ? { ...out, small } : out
}

type UnitRows = { totals: Array<{ group: { key: string } }>; items: Array<{ group: { key: string } }>; total: number }

/**
 * The lead call's page, and the other call's rows for the same units in the same order, read in roster
 * pages (units, not students: the first page of 500, asked alongside the lead, almost always has them).
 */
async function joinedTo<L extends UnitRows, O extends UnitRows>(lead: Promise<L>, rosterPage: (offset: number) => Promise<O>): Promise<[L, O]> {
  const [led, first] = await Promise.all([lead, rosterPage(0)])
  const wanted = new Set(led.items.map((row) => row.group.key))
  const found = new Map<string, O['items'][number]>()
  const keep = (rows: O['items']) => rows.forEach((row) => wanted.has(row.group.key) && found.set(row.group.key, row))
  keep(first.items)
  for (let offset = MAX_PAGE_LIMIT; offset < first.total && found.size < wanted.size; offset += MAX_PAGE_LIMIT) keep((await rosterPage(offset)).items)
  return [led, { ...first, items: led.items.flatMap((row) => found.get(row.group.key) ?? []), total: led.total }]
}

/**
 * One page of units from two calls, rates joined to overview rows by group key, never by position. In
 * roster order both take the same window; sorted, the call the column belongs to leads (domain/reports/common-reports/combine-order.ts).
 */
async function unitsOfPage(ctx: ReportContext, level: string, request: ReportTableRequest, papers: ReadonlySet<number>) {
  const order = combineOrder(request.sort, papers)
  const window = { level, ...pagingOf(request), ...(order.sort ? { sort: order.sort } : {}) }
  const overview = (body: object) => ctx.call('overview', body)
  const rates = (body: object) => ctx.call('rates', body)
  const roster = (offset: number) => ({ level, offset, limit: MAX_PAGE_LIMIT })
  if (!order.sort) return { units: await Promise.all([overview(window), rates(window)]), applied: order.applied }
  if (order.leads === 'overview') return { units: await joinedTo(overview(window), (offset) => rates(roster(offset))), applied: order.applied }
  const [led, joined] = await joinedTo(rates(window), (offset) => overview(roster(offset)))
  return { units: [joined, led] as const, applied: order.applied }
}

const combineTable = defineTable({
  id: 'combine',
  title: '综合报表',
  description: '各单位总分与各科的平均分、平均分排名、优秀率、及格率；点击列头排序，点击优秀率或及格率查看学生名单。',
  remote: true,
  stickyOffset: TABLE_STICKY_OFFSET_COMBINE,
  async load(ctx, request) {
    const { exam, level, papers: examPapers } = await choicesOf(ctx)
    const { units: [overview, rates], applied } = await unitsOfPage(ctx, level, request, new Set(examPapers.map((p) => p.pindex)))
    const papers = orderPapers(overview.papers)
    const ratesOf = new Map([...rates.totals, ...rates.items].map((r) => [r.group.key, r]))
    const table = unitPage(level, paperColumns(papers), overview, (row) => combinedRow(ctx, row, ratesOf.get(row.group.key), papers, exam), request, applied)
    return { ...table, explain: papers.flatMap((p) => COMBINE_FIGURES.map((what) => `p${p.pindex}.${what}`)) }
  },
})

/** A figure of 综合报表 (combine|group|p{pindex}.{figure}): the table's same page, combineFigure, a rate's line and students. */
const explainCombine: NonNullable<ReportPageDef['explain']> = async (ctx, cell, request) => {
  const what = combineCellOf(cell.column)
  if (cell.block !== 'combine' || !what) return null
  const { exam, level, papers: examPapers } = await choicesOf(ctx)
  const { units: [overview, rates] } = await unitsOfPage(ctx, level, request, new Set(examPapers.map((p) => p.pindex)))
  const row = [...overview.totals, ...overview.items].find((r) => r.group.key === cell.row)
  const paper = overview.papers.find((p) => p.pindex === what.pindex)
  if (!row || !paper) return null
  const stats = row.stats.find((s) => s.pindex === paper.pindex)
  const paperRates = [...rates.totals, ...rates.items].find((r) => r.group.key === row.group.key)?.rates.find((r) => r.pindex === paper.pindex)
  const figure = combineFigure(what.what, stats, paperRates)
  const rate = RATES.find(([r]) => r === what.what)
  const lines = rate ? (await viewRateLines(ctx)).find((l) => l.pindex === paper.pindex) : undefined
  const title = rate ? rate[1] : what.what === 'mean' ? '平均分' : '平均分排名'
  return {
    figure,
    context: {
      caption: `${row.group.name} · ${paper.subject} · ${title}`,
      group: row.group.name,
      line: rate && lines ? rateLine(rate[0], lines) : null,
      drill: combineDrill(ctx, row.group, paper, what.what, figure, exam),
      sigma: stats?.standardDeviation ?? null,
    },
  }
}

/** combine-page (综合报表): every paper's mean, its rank and two rates per unit in one wide table. */
export const combinePage = definePage({
  route: 'combine-page',
  title: '综合报表',
  notes: ['mean', 'meanRank', 'excellentRate', 'passRate', 'absent', 'totalScore'],
  tables: [combineTable],
  explain: explainCombine,
  async build(ctx, kit) {
    const [choices, table, lines] = await Promise.all([choicesOf(ctx), kit.table(combineTable), viewRateLines(ctx)])
    return { filters: pageFilters(choices, { unitsOnly: true }), blocks: [table], lines }
  },
})
