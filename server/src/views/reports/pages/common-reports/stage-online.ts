import type { ChartView } from '@report/contracts/bff/chart'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn, TableLeafColumn, TableRow } from '@report/contracts/bff/table'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { LevelBufferRow, LevelBuffersData, LevelInfoRow, LevelInfosData, LevelLine } from '@report/contracts/upstream/reports/levels'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { wholeInView } from '../../../../domain/reports/units.ts'
import { definePage, defineTable } from '../../define.ts'
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

function bandRow(ctx: ReportContext, row: LevelInfoRow, data: LevelInfosData, pindex: number, subject: string, exam: ReportExamInfo): TableRow {
  const paper = row.papers.find((p) => p.pindex === pindex)
  const cells: TableRow['cells'] = { total: formatNumber(paper?.total ?? null, { kind: 'integer' }) }
  const drills: NonNullable<TableRow['drills']> = {}
  const canDrill = wholeInView(row.group, exam)
  data.names.forEach((name, b) => {
    const n = b + 1
    cells[`b${n}.count`] = formatNumber(paper?.counts[b] ?? null, { kind: 'integer' })
    cells[`b${n}.share`] = formatNumber(paper?.shares[b] ?? null, { kind: 'percent' })
    if (b > 0) {
      cells[`b${n}.cum`] = formatNumber(paper?.cumulative[b] ?? null, { kind: 'integer' })
      cells[`b${n}.cumShare`] = formatNumber(paper?.cumulativeShares[b] ?? null, { kind: 'percent' })
    }
    if (!canDrill) return
    const caption = `${row.group.name} · ${subject} · ${name}`
    if (paper?.counts[b]) drills[`b${n}.count`] = ctx.drill('level', { tgkey: row.group.key, pindex, level: n, cumulative: false, caption })
    if (b > 0 && paper?.cumulative[b]) drills[`b${n}.cum`] = ctx.drill('level', { tgkey: row.group.key, pindex, level: n, cumulative: true, caption: `${caption}及以上` })
  })
  return groupRow(ctx, row.group, cells, drills)
}

const bandsTable = defineTable({
  id: 'bands',
  title: '各档上线人数',
  description: '每档人数为落在本档线与上一档线之间的学生，累计为本档线及以上的全部学生；点击人数查看学生名单。',
  remote: true,
  async load(ctx, request) {
    const { exam, pindex, level, subject } = await choicesOf(ctx)
    // The band count is known only from the answer; a sort on a band this exam lacks is refused upstream, so ask again in roster order.
    const { sort, applied } = upstreamSort(request, bandSortKeys(Array.from({ length: 8 }, () => '')), pindex)
    const ask = (withSort: boolean) => ctx.call('levelInfos', { pindex, level, ...pagingOf(request), ...(withSort && sort ? { sort } : {}) })
    const data = await ask(true).catch((error: unknown) => (sort ? ask(false) : Promise.reject(error)))
    const sorted = applied && bandSortKeys(data.names)[applied.key] ? applied : null
    return unitPage(level, [count('total', '实考', true), ...bandColumns(data.names)], data, (row) => bandRow(ctx, row, data, pindex, subject, exam), request, sorted)
  },
})

function bufferRow(ctx: ReportContext, row: LevelBufferRow, data: LevelBuffersData, pindex: number, exam: ReportExamInfo): TableRow {
  const cells: TableRow['cells'] = { total: formatNumber(row.total, { kind: 'integer' }) }
  const drills: NonNullable<TableRow['drills']> = {}
  const canDrill = wholeInView(row.group, exam)
  data.names.forEach((name, b) => {
    const band = row.bands[b]
    for (const side of ['below', 'above', 'both'] as const) {
      const key = `b${b + 1}.${side}`
      const value = band ? (side === 'both' ? band.total : band[side]) : null
      cells[key] = formatNumber(value, { kind: 'integer' })
      if (canDrill && value) drills[key] = ctx.drill('level-buffer', { tgkey: row.group.key, pindex, level: b + 1, side, caption: `${row.group.name} · ${data.paper.subject} · ${name}临界生` })
    }
  })
  return groupRow(ctx, row.group, cells, drills)
}

const buffersTable = defineTable({
  id: 'buffers',
  title: '临界生人数',
  description: '线下为 [线 − 窗口, 线)，线上为 [线, 线 + 窗口)；总分窗口 10 分，单科 5 分。点击人数查看学生名单。',
  remote: true,
  async load(ctx, request) {
    const { exam, pindex, level } = await choicesOf(ctx)
    const { sort, applied } = upstreamSort(request, { total: 'total' }, pindex)
    const data = await ctx.call('levelBuffers', { pindex, level, ...pagingOf(request), ...(sort ? { sort } : {}) })
    const lineOf = (b: number) => data.windows[b]?.line
    const columns: TableColumn[] = [
      count('total', '实考', true),
      ...data.names.map((name, b) => ({
        key: `b${b + 1}`,
        title: lineOf(b) === null || lineOf(b) === undefined ? name : `${name}（${formatNumber(lineOf(b))}分）`,
        children: [count(`b${b + 1}.below`, '线下'), count(`b${b + 1}.above`, '线上'), count(`b${b + 1}.both`, '合计')],
      })),
    ]
    return unitPage(level, columns, data, (row) => bufferRow(ctx, row, data, pindex, exam), request, applied)
  },
})

/** The band lines of the paper as figures: score, share of takers at or above, rank. */
function linesBlock(line: LevelLine | undefined, names: readonly string[]): ReportBlock {
  if (!line || line.error) return { kind: 'notice', id: 'lines', tone: 'warning', text: `档次线计算失败：${line?.error ?? '没有该科目的档次线'}` }
  return {
    kind: 'stats',
    id: 'lines',
    title: `${line.subject}档次线`,
    items: names.map((name, b) => ({
      label: name,
      value: line.scores[b] === null || line.scores[b] === undefined ? '--' : `${formatNumber(line.scores[b])}分`,
      hint: `前 ${formatNumber(line.scales[b] ?? null, { kind: 'fixed' })}%，第 ${formatNumber(line.ranks[b] ?? null, { kind: 'integer' })} 名`,
    })),
  }
}

/** stage-online (分段上线): the band lines, who is above each per unit, and the borderline students. */
export const stageOnlinePage = definePage({
  route: 'stage-online',
  title: '分段上线',
  notes: ['gradeBands', 'borderline', 'headcount', 'absent', 'totalScore'],
  extraNotes: [{ term: '单科临界窗口', formula: '线 − 5 ≤ 分数 < 线 + 5', note: '总分窗口为 10 分，单科为 5 分。档次线按账号保存的设置计算，未设置时用默认比例。' }],
  tables: [bandsTable, buffersTable],
  async build(ctx, kit) {
    const choices = await choicesOf(ctx)
    const { pindex, level, subject } = choices
    const [bands, buffers, chartData] = await Promise.all([
      kit.table(bandsTable),
      kit.table(buffersTable),
      ctx.call('levelInfos', { pindex, level, offset: 0, limit: CHART_UNITS }),
    ])
    const units = chartData.items
    const chart: ChartView = {
      kind: 'bar',
      labels: units.map((u) => u.group.name),
      series: chartData.names.map((name, b) => ({ name, stack: 'bands', values: units.map((u) => u.papers.find((p) => p.pindex === pindex)?.counts[b] ?? null) })),
      yTitle: '人数',
      unit: '人',
      ...(units.length > 12 ? { horizontal: true } : {}),
    }
    const title = `各${unitLabel(level)}${subject}各档人数${chartData.total > CHART_UNITS ? `（前 ${CHART_UNITS} 个）` : ''}`
    return {
      filters: pageFilters(choices),
      blocks: [linesBlock(chartData.lines.find((l) => l.pindex === pindex), chartData.names), bands, ...(units.length > 0 ? [kit.chart('band-counts', title, chart)] : []), buffers],
    }
  },
})
