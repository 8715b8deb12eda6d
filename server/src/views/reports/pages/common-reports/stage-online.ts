import type { ChartView } from '@report/contracts/bff/chart'
import type { UnitLevel } from '@report/contracts/upstream/reports/common'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn, TableLeafColumn, TableRow } from '@report/contracts/bff/table'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { LevelBufferRow, LevelBuffersData, LevelInfoRow, LevelInfosData, LevelLine } from '@report/contracts/upstream/reports/levels'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { wholeInView } from '../../../../domain/reports/units.ts'
import { bandCellOf, bandFigure, bufferCellOf, bufferFigure, gradeLineFigure } from '../../../../domain/reports/common-reports/level-figures.ts'
import { shown, type Figure } from '../../../../domain/metrics/figures.ts'
import { blockChartExplain } from '../../chart-explain.ts'
import { definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
import { figureCells } from './unit-tables.ts'
import type { ReportContext } from '../../report-context.ts'
import { CHART_UNITS, groupRow, unitPage, upstreamSort } from '../unit-rows.ts'
import { choicesOf, pageFilters } from './choices.ts'
import { unitLabel } from '../filters.ts'
import { pagingOf } from '../student-table.ts'

const count = (key: string, title: string, sortable = false): TableLeafColumn => ({ key, title, format: { kind: 'integer' }, align: 'right', sortable })
const share = (key: string, title: string, sortable = false): TableLeafColumn => ({ key, title, format: { kind: 'percent' }, align: 'right', sortable })

/** Band n's columns: 人数 and 占比 in the band, then 累计 (bands 1…n) from the second band on; 累计占比 sorts upstream (bandN). */
function bandColumns(names: readonly string[]): TableColumn[] {
  return names.map((name, b) => ({
    key: `b${b + 1}`,
    title: name,
    children:
      b === 0
        ? [count('b1.count', '人数'), share('b1.share', '占比', true)]
        : [count(`b${b + 1}.count`, '人数'), share(`b${b + 1}.share`, '占比'), count(`b${b + 1}.cum`, '累计人数'), share(`b${b + 1}.cumShare`, '累计占比', true)],
  }))
}

function bandSortKeys(names: readonly string[]): Record<string, string> {
  const keys: Record<string, string> = { total: 'total', 'b1.share': 'band1' }
  names.forEach((_, b) => (keys[`b${b + 1}.cumShare`] = `band${b + 1}`))
  return keys
}

/** The keys of a band row's figures: 实考, then per band 人数 and 占比, and from the second band on 累计人数 and 累计占比. */
const bandKeys = (names: readonly string[]): string[] => ['total', ...names.flatMap((_, b) => (b === 0 ? ['b1.count', 'b1.share'] : [`b${b + 1}.count`, `b${b + 1}.share`, `b${b + 1}.cum`, `b${b + 1}.cumShare`]))]

/** The students of a band cell of a group wholly in view: a band's 人数 and 占比 open the band, 累计 and 累计占比 the band and those above. */
function bandDrill(ctx: ReportContext, row: LevelInfoRow, key: string, figure: Figure, at: { pindex: number; subject: string; names: readonly string[]; exam: ReportExamInfo }): Record<string, string> | null {
  const cell = bandCellOf(key)
  const counted = figure.computation?.kind === 'count' ? figure.computation.count : figure.computation?.kind === 'ratio' ? figure.computation.part : 0
  if (!cell || counted === 0 || !wholeInView(row.group, at.exam)) return null
  const cumulative = cell.what === 'cum' || cell.what === 'cumShare'
  const caption = `${row.group.name} · ${at.subject} · ${at.names[cell.band - 1] ?? ''}${cumulative ? '及以上' : ''}`
  return ctx.drill('level', { tgkey: row.group.key, pindex: at.pindex, level: cell.band, cumulative, caption })
}

function bandRow(ctx: ReportContext, row: LevelInfoRow, data: LevelInfosData, pindex: number, subject: string, exam: ReportExamInfo): TableRow {
  const paper = row.papers.find((p) => p.pindex === pindex)
  const { cells, small } = figureCells(bandKeys(data.names), (key) => bandFigure(key, paper))
  const drills: NonNullable<TableRow['drills']> = {}
  for (const key of bandKeys(data.names)) {
    const cell = bandCellOf(key)
    if (cell?.what !== 'count' && cell?.what !== 'cum') continue
    const drill = bandDrill(ctx, row, key, bandFigure(key, paper)!, { pindex, subject, names: data.names, exam })
    if (drill) drills[key] = drill
  }
  const out = groupRow(ctx, row.group, cells, drills)
  return small.length > 0 ? { ...out, small } : out
}

/** The bands table's page of the levelInfos answer (a sort on a band this exam lacks is asked again in roster order). */
async function bandsOf(ctx: ReportContext, request: ReportTableRequest) {
  const choices = await choicesOf(ctx)
  const { pindex, level } = choices
  // The band count is known only from the answer; a sort on a band this exam lacks is refused upstream, so ask again in roster order.
  const { sort, applied } = upstreamSort(request, bandSortKeys(Array.from({ length: 8 }, () => '')), pindex)
  const ask = (withSort: boolean) => ctx.call('levelInfos', { pindex, level, ...pagingOf(request), ...(withSort && sort ? { sort } : {}) })
  const data = await ask(true).catch((error: unknown) => (sort ? ask(false) : Promise.reject(error)))
  const sorted = applied && bandSortKeys(data.names)[applied.key] ? applied : null
  return { ...choices, data, sorted }
}

const bandsTable = defineTable({
  id: 'bands',
  title: '各档上线人数',
  description: '每档人数为落在本档线与上一档线之间的学生，累计为本档线及以上的全部学生；点击人数查看学生名单。',
  remote: true,
  async load(ctx, request) {
    const { exam, pindex, level, subject, data, sorted } = await bandsOf(ctx, request)
    const table = unitPage(level, [count('total', '实考', true), ...bandColumns(data.names)], data, (row) => bandRow(ctx, row, data, pindex, subject, exam), request, sorted)
    return { ...table, explain: bandKeys(data.names) }
  },
})

/** A figure of the bands table (bands|group|column): the same page and bandFigure; its students as its count opens them. */
async function explainBands(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  const { exam, pindex, subject, data } = await bandsOf(ctx, request)
  const row = [...data.totals, ...data.items].find((r) => r.group.key === cell.row)
  if (!row || !bandKeys(data.names).includes(cell.column)) return null
  const figure = bandFigure(cell.column, row.papers.find((p) => p.pindex === pindex))!
  const band = bandCellOf(cell.column)
  const title = band ? `${data.names[band.band - 1] ?? ''}${BAND_TITLES[band.what]}` : '实考人数'
  return { figure, context: { caption: `${row.group.name} · ${subject} · ${title}`, group: row.group.name, drill: bandDrill(ctx, row, cell.column, figure, { pindex, subject, names: data.names, exam }) } }
}

const BAND_TITLES = { count: '人数', share: '占比', cum: '累计人数', cumShare: '累计占比' } as const
const SIDE_TITLES = { below: '线下', above: '线上', both: '合计' } as const

/** The keys of a borderline row's figures: 实考, then per band 线下, 线上 and 合计. */
const bufferKeys = (names: readonly string[]): string[] => ['total', ...names.flatMap((_, b) => (['below', 'above', 'both'] as const).map((side) => `b${b + 1}.${side}`))]

/** The borderline students of a cell of a group wholly in view (the level-buffer drill). */
function bufferDrill(ctx: ReportContext, row: LevelBufferRow, key: string, figure: Figure, data: LevelBuffersData, exam: ReportExamInfo): Record<string, string> | null {
  const cell = bufferCellOf(key)
  if (!cell || !figure.raw || !wholeInView(row.group, exam)) return null
  return ctx.drill('level-buffer', { tgkey: row.group.key, pindex: data.paper.pindex, level: cell.band, side: cell.side, caption: `${row.group.name} · ${data.paper.subject} · ${data.names[cell.band - 1] ?? ''}临界生` })
}

function bufferRow(ctx: ReportContext, row: LevelBufferRow, data: LevelBuffersData, exam: ReportExamInfo): TableRow {
  const keys = bufferKeys(data.names)
  const { cells } = figureCells(keys, (key) => bufferFigure(key, row))
  const drills: NonNullable<TableRow['drills']> = {}
  for (const key of keys) {
    const drill = bufferDrill(ctx, row, key, bufferFigure(key, row)!, data, exam)
    if (drill) drills[key] = drill
  }
  return groupRow(ctx, row.group, cells, drills)
}

/** The borderline table's page of the levelBuffers answer. */
async function buffersOf(ctx: ReportContext, request: ReportTableRequest) {
  const { exam, pindex, level } = await choicesOf(ctx)
  const { sort, applied } = upstreamSort(request, { total: 'total' }, pindex)
  const data = await ctx.call('levelBuffers', { pindex, level, ...pagingOf(request), ...(sort ? { sort } : {}) })
  return { exam, level, data, applied }
}

const buffersTable = defineTable({
  id: 'buffers',
  title: '临界生人数',
  description: '线下为 [线 − 窗口, 线)，线上为 [线, 线 + 窗口)；总分窗口 10 分，单科 5 分。点击人数查看学生名单。',
  remote: true,
  async load(ctx, request) {
    const { exam, level, data, applied } = await buffersOf(ctx, request)
    const lineOf = (b: number) => data.windows[b]?.line
    const columns: TableColumn[] = [
      count('total', '实考', true),
      ...data.names.map((name, b) => ({
        key: `b${b + 1}`,
        title: lineOf(b) === null || lineOf(b) === undefined ? name : `${name}（${formatNumber(lineOf(b))}分）`,
        children: [count(`b${b + 1}.below`, '线下'), count(`b${b + 1}.above`, '线上'), count(`b${b + 1}.both`, '合计')],
      })),
    ]
    return { ...unitPage(level, columns, data, (row) => bufferRow(ctx, row, data, exam), request, applied), explain: bufferKeys(data.names) }
  },
})

/** A figure of the borderline table (buffers|group|column): the same page and bufferFigure; its students. */
async function explainBuffers(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  const { exam, data } = await buffersOf(ctx, request)
  const row = [...data.totals, ...data.items].find((r) => r.group.key === cell.row)
  if (!row || !bufferKeys(data.names).includes(cell.column)) return null
  const figure = bufferFigure(cell.column, row)!
  const side = bufferCellOf(cell.column)
  const window = side ? data.windows[side.band - 1] : undefined
  const title = side ? `${data.names[side.band - 1] ?? ''}临界生${SIDE_TITLES[side.side]}` : '实考人数'
  return {
    figure,
    context: {
      caption: `${row.group.name} · ${data.paper.subject} · ${title}`,
      group: row.group.name,
      line: side && window?.line !== null && window?.line !== undefined ? { text: `${data.names[side.band - 1] ?? ''}线 ${formatNumber(window.line)} 分，窗口 ${formatNumber(data.window)} 分`, settings: '档次线设置（本账号为本次考试保存的设置，未设置时用默认比例）' } : null,
      drill: bufferDrill(ctx, row, cell.column, figure, data, exam),
    },
  }
}

/** The lines block's answer: the first units of the page's levelInfos, whose lines the block shows. */
const linesAnswer = (ctx: ReportContext, pindex: number, level: UnitLevel) => ctx.callOnce('levelInfos', { pindex, level, offset: 0, limit: CHART_UNITS })

/** The band lines of the paper as figures: score, share of takers at or above, rank. */
function linesBlock(line: LevelLine | undefined, names: readonly string[]): ReportBlock {
  if (!line || line.error) return { kind: 'notice', id: 'lines', tone: 'warning', text: `档次线计算失败：${line?.error ?? '没有该科目的档次线'}` }
  return {
    kind: 'stats',
    id: 'lines',
    title: `${line.subject}档次线`,
    items: names.map((name, b) => ({
      label: `${name}（分）`,
      value: shown(gradeLineFigure(line.scores[b], line.studentCount)),
      hint: `前 ${formatNumber(line.scales[b] ?? null, { kind: 'fixed' })}%，第 ${formatNumber(line.ranks[b] ?? null, { kind: 'integer' })} 名`,
      cell: `lines|p${line.pindex}|b${b + 1}`,
    })),
  }
}

/** A band line (lines|p{pindex}|b{n}): the same answer's line, gradeLineFigure. */
async function explainLine(ctx: ReportContext, cell: CellRef): Promise<ExplainedFigure | null> {
  const { pindex, level } = await choicesOf(ctx)
  const data = await linesAnswer(ctx, pindex, level)
  const line = data.lines.find((l) => l.pindex === pindex)
  const b = Number(/^b([1-8])$/.exec(cell.column)?.[1] ?? 0) - 1
  if (!line || line.error || cell.row !== `p${pindex}` || b < 0 || b >= data.names.length) return null
  const name = data.names[b]!
  const scale = `按档次线设置取前 ${formatNumber(line.scales[b] ?? null, { kind: 'fixed' })}% 的学生，第 ${formatNumber(line.ranks[b] ?? null, { kind: 'integer' })} 名的分数`
  return { figure: gradeLineFigure(line.scores[b], line.studentCount), context: { caption: `${line.subject} · ${name}线`, group: line.subject, line: { text: scale, settings: line.is_custom ? '本账号为本次考试保存的档次线设置' : '默认档次线设置' } } }
}

/** stage-online (分段上线): the band lines, who is above each per unit, and the borderline students. */
export const stageOnlinePage = definePage({
  route: 'stage-online',
  title: '分段上线',
  // The band and borderline figures are the catalogue's entries, as their explanations are.
  notes: ['gradeBands', 'levelBand', 'levelBandShare', 'levelOnline', 'levelOnlineShare', 'borderline', 'levelBuffer', 'headcount', 'absent', 'totalScore'],
  tables: [bandsTable, buffersTable],
  explain: (ctx, cell, request) => {
    if (cell.block === 'bands') return explainBands(ctx, cell, request)
    if (cell.block === 'buffers') return explainBuffers(ctx, cell, request)
    return cell.block === 'lines' ? explainLine(ctx, cell) : Promise.resolve(null)
  },
  async build(ctx, kit) {
    const choices = await choicesOf(ctx)
    const { pindex, level, subject } = choices
    const [bands, buffers, chartData] = await Promise.all([
      kit.table(bandsTable),
      kit.table(buffersTable),
      linesAnswer(ctx, pindex, level),
    ])
    const units = chartData.items
    const countKeys = chartData.names.map((_, b) => `b${b + 1}.count`)
    const chart: ChartView = {
      kind: 'bar',
      labels: units.map((u) => u.group.name),
      series: chartData.names.map((name, b) => ({ name, stack: 'bands', values: units.map((u) => bandFigure(countKeys[b]!, u.papers.find((p) => p.pindex === pindex))!.raw) })),
      yTitle: '人数',
      unit: '人',
      ...(units.length > 12 ? { horizontal: true } : {}),
      // The chart's units are the bands table's first page at CHART_UNITS rows (roster order): each band's 人数 opens there.
      explain: blockChartExplain(bandsTable.id, units.map((u) => u.group.key), countKeys, { page: 1, pageSize: CHART_UNITS }),
    }
    const title = `各${unitLabel(level)}${subject}各档人数${chartData.total > CHART_UNITS ? `（前 ${CHART_UNITS} 个）` : ''}`
    return {
      filters: pageFilters(choices),
      blocks: [linesBlock(chartData.lines.find((l) => l.pindex === pindex), chartData.names), bands, ...(units.length > 0 ? [kit.chart('band-counts', title, chart)] : []), buffers],
    }
  },
})
