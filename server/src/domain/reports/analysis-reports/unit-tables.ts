import type { ChartExplain, ChartView } from '@report/contracts/bff/chart'
import type { CellLink, TableRow, TableView } from '@report/contracts/bff/table'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { KeyCategory, KeyStudentsRow } from '@report/contracts/upstream/reports/focus-students'
import type { LevelInfosData, LevelInfoRow } from '@report/contracts/upstream/reports/levels'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import type { RateKind, RatesRow } from '@report/contracts/upstream/reports/rates'
import type { SegmentRow, SegmentsData } from '@report/contracts/upstream/reports/segments'
import { INTEGER, PERCENT, SCORE } from '../../tables/format-number.ts'
import type { ClassTypes } from './class-types.ts'
import { num, rateCells, rateColumns, smallOf } from './paper-tables.ts'
import { figureCells } from '../../metrics/figure-cells.ts'
import { chartValue } from '../../metrics/chart-values.ts'
import { segmentFigure } from '../common-reports/unit-figures.ts'
import { BAND_KEYS, bandFigure, KEY_STUDENT_KEYS, keyStudentFigure, rateKeys, unitSummaryFigure } from './report-figures.ts'

// Group tables of the total, school and class reports on one paper (usually 总分): totals pinned on
// top, then the units the upstream returned, in the order given.

/** Drill parameters for a cell of a group, or undefined when that group's cells do not drill. */
export type GroupDrill<K> = (group: GroupRef, what: K) => Record<string, string> | undefined

export interface UnitSummaryInput {
  unitTitle: string
  pindex: number
  totals: ReadonlyArray<{ overview: OverviewRow; rates?: RatesRow | undefined }>
  units: ReadonlyArray<{ overview: OverviewRow; rates?: RatesRow | undefined }>
  drill?: GroupDrill<RateKind>
  link?: (group: GroupRef) => CellLink | undefined
  /** 班级类型 (issue 19): a 班级类型 column and one row per type after the totals; absent, the table as before. */
  classTypes?: ClassTypes | undefined
}

/** The 班级类型 cell of a type's own row. */
export const CLASS_TYPE_ROW = '类型汇总'

const SUMMARY_RATES: readonly RateKind[] = ['excellent', 'pass']

function summaryRow(entry: { overview: OverviewRow; rates?: RatesRow | undefined }, input: UnitSummaryInput, pinned: boolean, type = false): TableRow {
  const { group } = entry.overview
  const s = entry.overview.stats.find((x) => x.pindex === input.pindex)
  const r = entry.rates?.rates.find((x) => x.pindex === input.pindex)
  const rates = rateCells(r, SUMMARY_RATES, input.drill && !type ? (kind) => input.drill!(group, kind) : undefined)
  const stats = figureCells(SUMMARY_STATS, (key) => unitSummaryFigure(key, s, r))
  const link = type ? undefined : input.link?.(group)
  return {
    key: group.key,
    cells: {
      name: group.name,
      ...(input.classTypes ? { classType: input.classTypes.typeOf(group) ?? (type ? CLASS_TYPE_ROW : '') } : {}),
      ...stats.cells,
      ...rates.cells,
    },
    ...(rates.drills ? { drills: rates.drills } : {}),
    ...smallOf([...stats.small, ...(rates.small ?? [])]),
    ...(link ? { links: { name: link } } : {}),
    ...(pinned ? { pinned: true } : {}),
  }
}

const SUMMARY_STATS = ['total', 'mean', 'rank', 'max', 'min', 'sd'] as const

/** The figure columns of unitSummaryTable (unitSummaryFigure answers each). */
export const UNIT_SUMMARY_KEYS: readonly string[] = [...SUMMARY_STATS, ...rateKeys(SUMMARY_RATES)]

/** Per unit on one paper: 实考, 平均分, 排名 (mean rank among the exam's units of that level), 最高, 最低, 标准差, 优秀 and 及格. */
export function unitSummaryTable(input: UnitSummaryInput): Pick<TableView, 'columns' | 'rows' | 'explain'> {
  return {
    columns: [
      { key: 'name', title: input.unitTitle, pinned: true, width: 140 },
      ...(input.classTypes ? [{ key: 'classType', title: '班级类型', width: 100 }] : []),
      num('total', '实考人数', INTEGER),
      num('mean', '平均分', SCORE),
      num('rank', '排名', INTEGER),
      num('max', '最高分', SCORE),
      num('min', '最低分', SCORE),
      num('sd', '标准差', SCORE),
      ...rateColumns(SUMMARY_RATES),
    ],
    rows: [
      ...input.totals.map((t) => summaryRow(t, input, true)),
      ...(input.classTypes?.entries ?? []).map((t) => summaryRow(t, input, false, true)),
      ...input.units.map((u) => summaryRow(u, input, false)),
    ],
    explain: [...UNIT_SUMMARY_KEYS],
  }
}

/** Pairs each overview row with the rates row of the same group. */
export function joinRates(overview: readonly OverviewRow[], rates: readonly RatesRow[]): Array<{ overview: OverviewRow; rates: RatesRow | undefined }> {
  const byKey = new Map(rates.map((r) => [r.group.key, r]))
  return overview.map((row) => ({ overview: row, rates: byKey.get(row.group.key) }))
}

const KEY_TITLES: ReadonlyArray<readonly [KeyCategory, string]> = [
  ['top', '尖子生'],
  ['borderline', '临界生'],
  ['bottom', '学困生'],
]

/** 重点学生 per group: 实考 and the 尖子生 / 临界生 / 学困生 counts (each drills to its students). */
export function keyStudentsTable(unitTitle: string, totals: readonly KeyStudentsRow[], units: readonly KeyStudentsRow[], drill?: GroupDrill<KeyCategory>): TableView {
  const row = (r: KeyStudentsRow, pinned: boolean): TableRow => {
    const drills: NonNullable<TableRow['drills']> = {}
    for (const [category] of KEY_TITLES) {
      const params = r[category] > 0 ? drill?.(r.group, category) : undefined
      if (params) drills[category] = params
    }
    return {
      key: r.group.key,
      cells: { name: r.group.name, ...figureCells(KEY_STUDENT_KEYS, (key) => keyStudentFigure(key, r)).cells },
      ...(Object.keys(drills).length > 0 ? { drills } : {}),
      ...(pinned ? { pinned: true } : {}),
    }
  }
  return {
    columns: [{ key: 'name', title: unitTitle, pinned: true, width: 140 }, num('total', '实考人数', INTEGER), ...KEY_TITLES.map(([key, title]) => num(key, title, INTEGER))],
    rows: [...totals.map((r) => row(r, true)), ...units.map((r) => row(r, false))],
    paging: null,
    sort: null,
    explain: [...KEY_STUDENT_KEYS],
  }
}

/**
 * Score segments of one group as a bar chart, low to high, without the empty segments at either end; each
 * bar is segmentFigure's count of segment s{i}. `explain` names the cell of each bar from the indices shown.
 */
export function segmentChart(
  data: Pick<SegmentsData, 'segments' | 'paper'>,
  row: SegmentRow | undefined,
  title: string,
  explain?: (shown: readonly number[]) => ChartExplain,
): ChartView {
  const bins = data.segments.map((seg, i) => ({ seg, i, count: (row && chartValue(segmentFigure(`s${i}`, row, false))) ?? 0 })).reverse()
  const first = bins.findIndex((b) => b.count > 0)
  const last = bins.length - 1 - [...bins].reverse().findIndex((b) => b.count > 0)
  const shown = first < 0 ? [] : bins.slice(first, last + 1)
  const top = data.segments[0]
  return {
    kind: 'bar',
    title,
    labels: shown.map(({ seg }) => (top && seg.lower === top.lower ? `[${seg.lower}, ${seg.upper}]` : `[${seg.lower}, ${seg.upper})`)),
    series: [{ name: row?.group.name ?? '人数', values: shown.map((b) => b.count) }],
    xTitle: `${data.paper.subject}分数段`,
    yTitle: '人数',
    unit: '人',
    ...(explain && row ? { explain: explain(shown.map((b) => b.i)) } : {}),
  }
}

/** Grade bands (档次) of one group on one paper: the line, 人数, 占比, 累计人数, 累计占比 per band (counts drill). */
export function bandTable(data: Pick<LevelInfosData, 'names' | 'lines'>, row: LevelInfoRow | undefined, pindex: number, drill?: (band: number, cumulative: boolean) => Record<string, string> | undefined): TableView {
  const bands = row?.papers.find((p) => p.pindex === pindex)
  return {
    columns: [
      { key: 'name', title: '档次', pinned: true, width: 88 },
      num('line', '分数线', SCORE),
      num('count', '人数', INTEGER),
      num('share', '占比', PERCENT),
      num('cumulative', '累计人数', INTEGER),
      num('cumulativeShare', '累计占比', PERCENT),
    ],
    rows: data.names.map((name, i) => {
      const drills: NonNullable<TableRow['drills']> = {}
      const count = bands?.counts[i] ?? 0
      const cumulative = bands?.cumulative[i] ?? 0
      const own = count > 0 ? drill?.(i + 1, false) : undefined
      const upTo = cumulative > 0 ? drill?.(i + 1, true) : undefined
      if (own) drills.count = own
      if (upTo) drills.cumulative = upTo
      const { cells, small } = figureCells(BAND_KEYS, (key) => bandFigure(key, data, row, pindex, i))
      return { key: String(i + 1), cells: { name, ...cells }, ...(Object.keys(drills).length > 0 ? { drills } : {}), ...smallOf(small) }
    }),
    paging: null,
    sort: null,
    explain: [...BAND_KEYS],
  }
}
