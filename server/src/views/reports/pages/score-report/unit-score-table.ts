import type { CellLink, TableRow, TableView } from '@report/contracts/bff/table'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import { MAX_PAGE_LIMIT, type GroupRef, type UnitLevel } from '@report/contracts/upstream/reports/common'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import { RATE_KINDS, type RatesRow } from '@report/contracts/upstream/reports/rates'
import type { MetricNoteKey } from '@report/contracts/bff/metric-notes'
import { RATE_TITLES, rateCellKey, UNIT_SCORE_FIGURES, unitScoreColumns, unitScoreFigure, unitScoreRow, unitScoreSortOf } from '../../../../domain/reports/score-report/unit-scores.ts'
import type { Figure } from '../../../../domain/metrics/figures.ts'
import { rateLine } from '../../../../domain/metrics/line-legends.ts'
import { wholeInView } from '../../../../domain/reports/units.ts'
import { leafColumns } from '../../../../domain/tables/columns.ts'
import { defineTable, type CellRef, type ExplainedFigure, type ReportPageDef, type ReportTableDef, type ReportTableRequest } from '../../define.ts'
import { chartAnswer, chartMeanFigure, MEANS_CHART_ID } from './unit-chart.ts'
import { groupFigureDrill } from '../figure-drills.ts'
import { viewRateLines } from '../rate-lines.ts'
import type { ReportContext } from '../../report-context.ts'
import { unitLabel } from '../filters.ts'
import { pagingOf } from '../student-table.ts'

interface UnitPage {
  totals: OverviewRow[]
  items: OverviewRow[]
  total: number
  rates: Map<string, RatesRow>
}

type GroupedAnswer<R> = { totals: R[]; items: R[]; total: number }

/**
 * One page of units with their overview and rate figures. The two calls page alike in roster order; when
 * the table is sorted, the call that owns the sort key pages and the other is looked up by group.
 */
async function unitPage(ctx: ReportContext, level: UnitLevel, pindex: number, request: ReportTableRequest): Promise<UnitPage> {
  const base = { level, pindex }
  const sort = request.sort ? unitScoreSortOf(request.sort.key) : null
  const paging = pagingOf(request)
  const overview = (body: object) => ctx.call('overview', { ...base, ...body })
  const rates = (body: object) => ctx.call('rates', { ...base, ...body })
  if (!sort || !request.sort) {
    const [o, r] = await Promise.all([overview(paging), rates(paging)])
    return { totals: o.totals, items: o.items, total: o.total, rates: byGroup([...r.totals, ...r.items]) }
  }
  const sorted = { ...paging, sort: { key: sort.key, rule: request.sort.rule, pindex } }
  const roster = { offset: 0, limit: MAX_PAGE_LIMIT }
  if (sort.call === 'overview') {
    const [o, r] = await Promise.all([overview(sorted), rates(roster)])
    return { totals: o.totals, items: o.items, total: o.total, rates: byGroup(await rowsCovering(rates, r, o.items)) }
  }
  const [r, o] = await Promise.all([rates(sorted), overview(roster)])
  const overviewRows = byGroup(await rowsCovering(overview, o, r.items))
  return {
    totals: o.totals,
    items: r.items.map((row) => overviewRows.get(row.group.key) ?? { group: row.group, stats: [] }),
    total: r.total,
    rates: byGroup([...r.totals, ...r.items]),
  }
}

/**
 * The other call's rows for a sorted page: its first roster page (MAX_PAGE_LIMIT units, fetched beside the
 * sorted call), then further pages only while the sorted page names units not yet seen.
 */
async function rowsCovering<R extends { group: GroupRef }>(call: (body: object) => Promise<GroupedAnswer<R>>, first: GroupedAnswer<R>, needed: readonly { group: GroupRef }[]): Promise<R[]> {
  const rows = [...first.totals, ...first.items]
  const have = new Set(rows.map((r) => r.group.key))
  for (let offset = MAX_PAGE_LIMIT; offset < first.total && needed.some((n) => !have.has(n.group.key)); offset += MAX_PAGE_LIMIT) {
    const more = await call({ offset, limit: MAX_PAGE_LIMIT })
    for (const row of more.items) {
      rows.push(row)
      have.add(row.group.key)
    }
  }
  return rows
}

function byGroup<R extends { group: GroupRef }>(rows: readonly R[]): Map<string, R> {
  return new Map(rows.map((row) => [row.group.key, row]))
}

export interface UnitScoreTableSpec {
  id: string
  title: string
  description?: string
  level(ctx: ReportContext): Promise<UnitLevel>
  /** Where a unit's name leads (the unit's own report or view); totals never link. */
  link?(ctx: ReportContext, group: GroupRef): CellLink | undefined
}

/** The table's paper: the 科目 filter's, and its subject. */
async function paperOf(ctx: ReportContext) {
  const [pindex, papers] = await Promise.all([ctx.pindex(), ctx.papers()])
  return { pindex, subject: papers.find((p) => p.pindex === pindex)?.subject ?? '总分' }
}

/** The rate a count or rate column counts (excellent.count → excellent); null for other columns. */
const rateOf = (key: string) => RATE_KINDS.find((kind) => key === rateCellKey(kind, 'count') || key === rateCellKey(kind, 'rate')) ?? null

/** The students behind a rate or its count of a unit wholly in view (the rate drill); null for other figures. */
function rateDrill(ctx: ReportContext, exam: ReportExamInfo, group: GroupRef, key: string, figure: Figure, paper: { pindex: number; subject: string }): Record<string, string> | null {
  const rate = rateOf(key)
  if (!rate || !wholeInView(group, exam)) return null
  return groupFigureDrill(ctx, figure, { tgkey: group.key, pindex: paper.pindex, students: rate, caption: `${group.name} · ${paper.subject} · ${RATE_TITLES[rate]}` })
}

/**
 * A score table by unit on the 科目 filter's paper (学校成绩, 区县成绩): the view's totals pinned on top, then a
 * page of units; every rate headcount opens its students (drill 'rate'). Each figure is unitScoreFigure's.
 */
export function unitScoreTable(spec: UnitScoreTableSpec): ReportTableDef {
  return defineTable({
    id: spec.id,
    title: spec.title,
    ...(spec.description ? { description: spec.description } : {}),
    remote: true,
    async load(ctx, request): Promise<TableView> {
      const [level, paper, exam] = await Promise.all([spec.level(ctx), paperOf(ctx), ctx.exam()])
      const page = await unitPage(ctx, level, paper.pindex, request)
      const row = (o: OverviewRow, pinned: boolean): TableRow => {
        const stats = o.stats.find((s) => s.pindex === paper.pindex)
        const rates = page.rates.get(o.group.key)?.rates.find((r) => r.pindex === paper.pindex)
        const drills: Record<string, Record<string, string>> = {}
        for (const kind of RATE_KINDS) {
          const key = rateCellKey(kind, 'count')
          const drill = rateDrill(ctx, exam, o.group, key, unitScoreFigure(key, stats, rates)!, paper)
          if (drill) drills[key] = drill
        }
        const link = pinned ? undefined : spec.link?.(ctx, o.group)
        const { cells, small } = unitScoreRow(o.group.name, stats, rates)
        return {
          key: o.group.key,
          cells,
          ...(pinned ? { pinned: true } : {}),
          ...(Object.keys(drills).length ? { drills } : {}),
          ...(small.length ? { small } : {}),
          ...(link ? { links: { name: link } } : {}),
        }
      }
      return {
        columns: unitScoreColumns(unitLabel(level)),
        rows: [...page.totals.map((o) => row(o, true)), ...page.items.map((o) => row(o, false))],
        paging: { page: request.page, pageSize: request.pageSize, total: page.total },
        sort: request.sort && unitScoreSortOf(request.sort.key) ? request.sort : null,
        explain: [...UNIT_SCORE_FIGURES],
      }
    },
  })
}

/**
 * A figure of a unit score table ({id}|group|column): the table's page of the same answers, unitScoreFigure,
 * a rate's line and its students as the table's drills open them.
 */
export function explainUnitScores(spec: UnitScoreTableSpec): NonNullable<ReportPageDef['explain']> {
  return async (ctx, cell, request) => {
    if (cell.block === MEANS_CHART_ID) return explainChartMean(ctx, spec, cell)
    if (cell.block !== spec.id || !UNIT_SCORE_FIGURES.includes(cell.column)) return null
    const [level, paper, exam] = await Promise.all([spec.level(ctx), paperOf(ctx), ctx.exam()])
    const page = await unitPage(ctx, level, paper.pindex, request)
    const o = [...page.totals, ...page.items].find((r) => r.group.key === cell.row)
    if (!o) return null
    const rates = page.rates.get(o.group.key)?.rates.find((r) => r.pindex === paper.pindex)
    const stats = o.stats.find((s) => s.pindex === paper.pindex)
    const figure = unitScoreFigure(cell.column, stats, rates)
    if (!figure) return null
    const rate = rateOf(cell.column)
    const lines = rate ? (await viewRateLines(ctx, paper.pindex)).find((l) => l.pindex === paper.pindex) : undefined
    const title = leafColumns(unitScoreColumns('')).find(({ column }) => column.key === cell.column)?.column.title ?? ''
    return {
      figure,
      context: {
        caption: `${o.group.name} · ${paper.subject} · ${rate ? `${RATE_TITLES[rate]}${title}` : title}`,
        group: o.group.name,
        line: rate && lines ? rateLine(rate, lines) : null,
        drill: rateDrill(ctx, exam, o.group, cell.column, figure, paper),
        sigma: stats?.standardDeviation ?? null,
      },
    }
  }
}

/**
 * A unit's 平均分 as the means chart draws it (means|group|mean): the chart's own answer (its units need not be
 * on the table's page or in its order) and the table's figure, chartMeanFigure.
 */
async function explainChartMean(ctx: ReportContext, spec: UnitScoreTableSpec, cell: CellRef): Promise<ExplainedFigure | null> {
  if (cell.column !== 'mean') return null
  const [level, paper] = await Promise.all([spec.level(ctx), paperOf(ctx)])
  const { data } = await chartAnswer(ctx, level, paper.pindex)
  const o = [...data.totals, ...data.items].find((r) => r.group.key === cell.row)
  if (!o) return null
  const sigma = o.stats.find((s) => s.pindex === paper.pindex)?.standardDeviation ?? null
  return { figure: chartMeanFigure(o, paper.pindex), context: { caption: `${o.group.name} · ${paper.subject} · 平均分`, group: o.group.name, sigma } }
}

/** The 指标说明 of a unit score page (平均分排名 among the exam's units of the same level: the catalogue's meanRank). */
export function unitScoreNotes(): { notes: readonly MetricNoteKey[] } {
  return { notes: ['headcount', 'mean', 'meanRank', 'excellentRate', 'goodRate', 'passRate', 'lowRate', 'absent', 'totalScore'] }
}
