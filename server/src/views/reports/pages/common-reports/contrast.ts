import type { MetricNote } from '@report/contracts/bff/metric-notes'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn } from '@report/contracts/bff/table'
import type { GroupRef, PaperRef, Sort, UnitLevel } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { RatesRow } from '@report/contracts/upstream/reports/rates'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import { contrastFigure, contrastScoreRate, type ContrastFigureKey, type ContrastSide } from '../../../../domain/reports/common-reports/contrast.ts'
import { overviewFigure } from '../../../../domain/reports/common-reports/overview-figures.ts'
import { rateTableFigure } from '../../../../domain/reports/common-reports/unit-figures.ts'
import type { Figure } from '../../../../domain/metrics/figures.ts'
import { referenceTotal, wholeInView } from '../../../../domain/reports/units.ts'
import { roundHalfUp } from '../../../../domain/tables/format-number.ts'
import { blockChartExplain } from '../../chart-explain.ts'
import { cellId, definePage, defineTable, type CellRef, type ExplainedFigure, type ReportPageDef, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { allUnits, caption, catalogueOf, CHART_UNITS, figureCells, spansSchools, unitColumns, unitRows, type UnitRowParts } from './unit-tables.ts'
import { paperFilter, unitFilter, unitLabel, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'
import { rateLine, ratesSentence, type PaperLines } from '../../../../domain/metrics/line-legends.ts'
import { pagingOf } from '../student-table.ts'
import { groupFigureDrill } from '../figure-drills.ts'
import { ratesLines } from '../../../../domain/reports/paper-lines.ts'

/** Units the radar compares: the group chooser's limited mode (spec 2 §9: at most 5). */
const RADAR_UNITS = 5
const score = { kind: 'score' } as const
const percent = { kind: 'percent' } as const

/** A side of the contrast: the group's own 平均分, 优秀率 and 及格率 cells (rates unknown when the unit's rates row is not at hand). */
function sideOf(row: OverviewRow | null | undefined, p: number, rates: ReadonlyMap<string, RatesRow>): ContrastSide {
  const r = row ? rates.get(row.group.key)?.rates.find((x) => x.pindex === p) : undefined
  return { mean: overviewFigure('mean', row?.stats.find((s) => s.pindex === p)), excellent: rateTableFigure('excellent.rate', r)!, pass: rateTableFigure('pass.rate', r)! }
}

const byKey = <R extends { group: GroupRef }>(...lists: ReadonlyArray<readonly R[]>): Map<string, R> => new Map(lists.flatMap((rows) => rows.map((row) => [row.group.key, row] as const)))

/**
 * One page of the table's units with their overview and rates (issue 37: a city's 对比分析 shipped every unit of
 * the exam). In roster order both calls are read at the same page; sorted, the call whose figure orders the
 * column is read sorted (a difference orders as the unit's own figure: one reference for every row) and the
 * other call whole, as is a roster page the other call lists differently.
 */
async function contrastOf(ctx: ReportContext, request: ReportTableRequest) {
  const [exam, level, papers, pindex] = await Promise.all([ctx.exam(), unitLevel(ctx), ctx.papers(), ctx.pindex()])
  const sorted = contrastSort(request, papers)
  const page = { level, ...pagingOf(request), ...(sorted ? { sort: sorted.sort } : {}) }
  const [overview, ratesAnswer] = await Promise.all([
    sorted?.call === 'rates' ? allUnits(ctx, 'overview', { level }) : ctx.callOnce('overview', page),
    sorted?.call === 'overview' ? allUnits(ctx, 'rates', { level }) : ctx.callOnce('rates', page),
  ])
  let rates = byKey(ratesAnswer.totals, ratesAnswer.items)
  if (!sorted && overview.items.some((row) => !rates.has(row.group.key))) {
    const every = await allUnits(ctx, 'rates', { level })
    rates = byKey(every.totals, every.items)
  }
  const overviews = byKey(overview.items)
  const lead: ReadonlyArray<{ group: GroupRef }> = sorted?.call === 'rates' ? ratesAnswer.items : overview.items
  const items: OverviewRow[] = lead.map((unit) => overviews.get(unit.group.key) ?? { group: unit.group, stats: [] })
  const reference = referenceTotal(overview.totals, level)
  const figureOf = (row: OverviewRow, p: number, what: ContrastFigureKey): Figure => contrastFigure(what, sideOf(row, p, rates), sideOf(reference, p, rates))
  const lines = ratesLines(papers, [...rates.values()])
  return { exam, level, papers, pindex, totals: overview.totals, items, total: sorted?.call === 'rates' ? ratesAnswer.total : overview.total, applied: sorted ? request.sort : null, reference, figureOf, lines }
}

type ContrastView = Awaited<ReturnType<typeof contrastOf>>

const FIGURE_COLUMNS: ReadonlyArray<[ContrastFigureKey, string, typeof score | typeof percent]> = [
  ['mean', '平均分', score],
  ['meanDiff', '均分差', score],
  ['overMean', '超均率', percent],
  ['excellent', '优秀率', percent],
  ['excellentDiff', '优秀率差', percent],
  ['pass', '及格率', percent],
  ['passDiff', '及格率差', percent],
]

/** The rate a column shows or differs in (优秀率, 优秀率差 → excellent); null for the means. */
const rateOf = (what: ContrastFigureKey): 'excellent' | 'pass' | null => (what.startsWith('excellent') ? 'excellent' : what.startsWith('pass') ? 'pass' : null)

/** The upstream call and sort that order a column of a paper the table shows (p{pindex}.{figure}); null: roster order. */
function contrastSort(request: ReportTableRequest, papers: readonly PaperRef[]): { call: 'overview' | 'rates'; sort: Sort } | null {
  const m = request.sort ? /^p([0-9]{1,2})\.([A-Za-z]+)$/.exec(request.sort.key) : null
  const what = FIGURE_COLUMNS.find(([key]) => key === m?.[2])?.[0]
  const pindex = Number(m?.[1])
  if (!request.sort || !what || !papers.some((p) => p.pindex === pindex)) return null
  const rate = rateOf(what)
  return { call: rate ? 'rates' : 'overview', sort: { key: rate ?? 'mean', rule: request.sort.rule, pindex } }
}

function paperColumns(paper: PaperRef): TableColumn {
  return {
    key: `p${paper.pindex}`,
    title: paper.subject,
    children: FIGURE_COLUMNS.map(([what, title, format]) => ({ key: `p${paper.pindex}.${what}`, title, sortable: true, align: 'right' as const, format })),
  }
}

/** The students of a unit's rate (优秀率, 及格率; not their differences), when the unit is wholly in view. */
function rateDrill(ctx: ReportContext, row: OverviewRow, paper: PaperRef, what: ContrastFigureKey, figure: Figure, drillable: boolean): Record<string, string> | null {
  if (!drillable || (what !== 'excellent' && what !== 'pass')) return null
  return groupFigureDrill(ctx, figure, { tgkey: row.group.key, pindex: paper.pindex, students: what, caption: caption(row.group.name, paper.subject, what === 'excellent' ? '优秀' : '及格') })
}

/** A unit's row: each paper's figures by contrastFigure, its rates opening their students. */
function contrastParts(ctx: ReportContext, view: ContrastView) {
  return (row: OverviewRow, drillable: boolean): UnitRowParts => {
    const drills: Record<string, Record<string, string>> = {}
    const keys = view.papers.flatMap((paper) => FIGURE_COLUMNS.map(([what]) => ({ paper, what, key: `p${paper.pindex}.${what}` })))
    const figures = new Map(keys.map(({ paper, what, key }) => [key, view.figureOf(row, paper.pindex, what)]))
    const { cells, small } = figureCells([...figures.keys()], (key) => figures.get(key) ?? null)
    if (row === view.reference) cells.unit = `${row.group.name}（参照）`
    for (const { paper, what, key } of keys) {
      const drill = rateDrill(ctx, row, paper, what, figures.get(key)!, drillable)
      if (drill) drills[key] = drill
    }
    return { cells, drills, small }
  }
}

const contrastTable = defineTable({
  id: 'contrast',
  title: '各单位与总体对比',
  description: '差值 = 本单位 − 参照总体（置顶行中标为参照的一行）；优秀、及格按本次考试发布时的分数线设置。点击优秀率、及格率可查看名单。',
  async describe(ctx) {
    return `差值 = 本单位 − 参照总体（置顶行中标为参照的一行）；${ratesSentence(await linesOf(ctx), ['excellent', 'pass'])}。点击优秀率、及格率可查看名单。`
  },
  remote: true,
  async load(ctx, request) {
    const view = await contrastOf(ctx, request)
    const { exam, level, papers } = view
    const columns: TableColumn[] = [...unitColumns(level, spansSchools(level, catalogueOf(exam, level).map((group) => ({ group })))), ...papers.map(paperColumns)]
    const rows = unitRows(exam, level, view, contrastParts(ctx, view))
    return { columns, rows, paging: { page: request.page, pageSize: request.pageSize, total: view.total }, sort: view.applied, explain: papers.flatMap((p) => FIGURE_COLUMNS.map(([what]) => `p${p.pindex}.${what}`)) }
  },
})

/** The lines the view's rates were counted with, as the rates answer states them (its totals come whole with any page). */
async function linesOf(ctx: ReportContext): Promise<PaperLines[]> {
  const [level, papers] = await Promise.all([unitLevel(ctx), ctx.papers()])
  const rates = await ctx.callOnce('rates', { level, offset: 0, limit: 1 })
  return ratesLines(papers, [...rates.totals, ...rates.items])
}

/** The first units in roster order with the totals: the bar chart's, and the radar's when it shows the first ones. */
async function firstUnits(ctx: ReportContext) {
  return ctx.callOnce('overview', { level: await unitLevel(ctx), offset: 0, limit: CHART_UNITS })
}

/**
 * The overview rows of the radar's units: from the first units when there, else each read at its place in the
 * roster (the catalogue's order); a platform that lists them otherwise is read whole.
 */
async function unitsByKey(ctx: ReportContext, keys: readonly string[]): Promise<OverviewRow[]> {
  const [exam, level, first] = await Promise.all([ctx.exam(), unitLevel(ctx), firstUnits(ctx)])
  const known = byKey(first.items)
  const catalogue = catalogueOf(exam, level)
  const rows = await Promise.all(
    keys.map(async (key) => {
      const at = catalogue.findIndex((g) => g.key === key)
      if (known.has(key) || at < 0) return known.get(key) ?? null
      const row = (await ctx.callOnce('overview', { level, offset: at, limit: 1 })).items[0]
      return row?.group.key === key ? row : null
    }),
  )
  if (rows.every((row) => row !== null)) return rows
  const every = byKey((await allUnits(ctx, 'overview', { level })).items)
  return keys.flatMap((key) => every.get(key) ?? [])
}

/** The radar's 平均分 figure of a group: its own mean, the same overviewFigure as the table's cell. */
const meanOf = (row: OverviewRow, p: number): Figure => overviewFigure('mean', row.stats.find((s) => s.pindex === p))
/** 均分差 of a unit against the reference: contrastFigure of the two means (the rates play no part). */
const meanDiffOf = (row: OverviewRow, reference: OverviewRow | null, p: number): Figure => contrastFigure('meanDiff', sideOf(row, p, NO_RATES), sideOf(reference, p, NO_RATES))
const NO_RATES: ReadonlyMap<string, RatesRow> = new Map()

const RADAR_ID = 'contrast-radar'

/** The radar's value of a group on a paper (contrast-radar|group|p{pindex}): its 得分率, from the 平均分 its cell shows. */
const radarCell = (group: string, pindex: number): string => cellId({ block: RADAR_ID, row: group, column: `p${pindex}` })

/** A 得分率 the radar draws (contrast-radar|group|p{pindex}): contrastScoreRate of the same 平均分 figure as the table's. */
async function explainRadar(ctx: ReportContext, cell: CellRef): Promise<ExplainedFigure | null> {
  const pindex = /^p([0-9]{1,2})$/.exec(cell.column)?.[1]
  if (pindex === undefined) return null
  const [papers, first] = await Promise.all([ctx.papers(), firstUnits(ctx)])
  const paper = papers.find((p) => p.pindex === Number(pindex) && p.pindex !== 0)
  const row = first.totals.find((r) => r.group.key === cell.row) ?? (await unitsByKey(ctx, [cell.row]))[0]
  if (!paper || !row) return null
  return { figure: contrastScoreRate(meanOf(row, paper.pindex), paper.manfen), context: { caption: caption(row.group.name, paper.subject, '得分率'), group: row.group.name } }
}

/** A figure of 对比分析 (contrast|group|p{pindex}.{figure}): the table's page, the same contrastFigure; a rate's line and students. */
const explainContrast: NonNullable<ReportPageDef['explain']> = async (ctx, cell, request) => {
  if (cell.block === RADAR_ID) return explainRadar(ctx, cell)
  const m = /^p([0-9]{1,2})\.([A-Za-z]+)$/.exec(cell.column)
  const column = FIGURE_COLUMNS.find(([what]) => what === m?.[2])
  if (cell.block !== 'contrast' || !m || !column) return null
  const view = await contrastOf(ctx, request)
  const paper = view.papers.find((p) => p.pindex === Number(m[1]))
  const row = [...view.totals, ...view.items].find((r) => r.group.key === cell.row)
  if (!paper || !row) return null
  const [what, title] = column
  const figure = view.figureOf(row, paper.pindex, what)
  const rate = rateOf(what)
  const lines = view.lines.find((l) => l.pindex === paper.pindex)
  return {
    figure,
    context: {
      caption: caption(row.group.name, paper.subject, title),
      group: row.group.name,
      line: rate && lines ? rateLine(rate, lines) : null,
      drill: rateDrill(ctx, row, paper, what, figure, wholeInView(row.group, view.exam)),
      sigma: what === 'mean' ? (row.stats.find((s) => s.pindex === paper.pindex)?.standardDeviation ?? null) : null,
    },
  }
}

const percentValue = (ratio: number | null): number | null => (ratio === null ? null : roundHalfUp(ratio * 100, 2))

/** 均分差, 超均率 and the rate differences are the catalogue's (their explanations read the same entries); 得分率 is the radar's. */
const EXTRA_NOTES: readonly MetricNote[] = [{ term: '得分率', formula: '平均分 / 满分', note: '雷达图比较各科得分率，消除各科满分不同的影响。' }]

/** The units the group chooser picked (known ones, at most RADAR_UNITS), else the first ones. */
function chosenUnits(catalogue: readonly GroupRef[], groups: string | undefined): GroupRef[] {
  const picked = (groups ?? '').split(',').flatMap((key) => catalogue.filter((unit) => unit.key === key)).slice(0, RADAR_UNITS)
  return picked.length > 0 ? picked : catalogue.slice(0, RADAR_UNITS)
}

/** report-contrast: units against each other and the view's total, paper by paper. */
export const contrastPage = definePage({
  route: 'report-contrast',
  title: '对比分析',
  notes: ['mean', 'meanDiff', 'overMeanRate', 'excellentRate', 'excellentRateDiff', 'passRate', 'passRateDiff', 'absent', 'totalScore'],
  extraNotes: EXTRA_NOTES,
  tables: [contrastTable],
  explain: explainContrast,
  async build(ctx, kit) {
    const [exam, level, papers, pindex] = await Promise.all([ctx.exam(), unitLevel(ctx), ctx.papers(), ctx.pindex()])
    const catalogue = catalogueOf(exam, level)
    const chosen = chosenUnits(catalogue, ctx.query.groups)
    const [table, first, chosenRows, lines] = await Promise.all([kit.table(contrastTable), firstUnits(ctx), unitsByKey(ctx, chosen.map((unit) => unit.key)), linesOf(ctx)])
    const reference = referenceTotal(first.totals, level)
    const subjects = papers.filter((p) => p.pindex !== 0)
    const paper = papers.find((p) => p.pindex === pindex) ?? papers[0]!
    const blocks: ReportBlock[] = [table]
    const radarRows = [...(reference ? [reference] : []), ...chosenRows]
    if (subjects.length > 2 && chosenRows.length > 0) {
      blocks.push(
        kit.chart(RADAR_ID, `各科得分率（所选 ${chosenRows.length} 个${unitLabel(level)}与${reference?.group.name ?? '总体'}）`, {
          kind: 'radar',
          labels: subjects.map((p) => p.subject),
          series: radarRows.map((row) => ({ name: row.group.name, values: subjects.map((p) => percentValue(contrastScoreRate(meanOf(row, p.pindex), p.manfen).raw)) })),
          unit: '%',
          yMin: 0,
          yMax: 100,
          // 得分率 is no column of the table: each opens into the chart's own cell, from the mean the table shows.
          explain: { cells: radarRows.map((row) => subjects.map((p) => radarCell(row.group.key, p.pindex))) },
        }),
      )
    }
    const units = first.items
    if (units.length > 0) {
      blocks.push(
        kit.chart('contrast-diff', `${paper.subject}均分差（对比${reference?.group.name ?? '总体'}）${first.total > CHART_UNITS ? `（前 ${CHART_UNITS} 个${unitLabel(level)}）` : ''}`, {
          kind: 'bar',
          labels: units.map((row) => row.group.name),
          series: [{ name: '均分差', values: units.map((row) => { const d = meanDiffOf(row, reference, paper.pindex).raw; return d === null ? null : roundHalfUp(d, 2) }) }],
          yTitle: '分',
          unit: '分',
          horizontal: units.length > 12,
          // Each unit's 均分差 is its cell of the table's first page in roster order at CHART_UNITS rows.
          explain: blockChartExplain(contrastTable.id, units.map((row) => row.group.key), [`p${paper.pindex}.meanDiff`], { page: 1, pageSize: CHART_UNITS }),
        }),
      )
    }
    return {
      ...(reference ? { subtitle: `参照总体：${reference.group.name}` } : {}),
      filters: usefulFilters([
        paperFilter(papers, pindex, '图表科目'),
        unitFilter(unitLevelsOf(exam), level),
        {
          key: 'groups',
          label: '雷达图对比',
          value: chosen.map((unit) => unit.key).join(','),
          options: catalogue.map((unit) => ({ value: unit.key, label: unit.name })),
          multiple: { max: RADAR_UNITS, noun: unitLabel(level) },
        },
      ]),
      blocks,
      lines,
    }
  },
})
