import type { NumberFormat } from '@report/contracts/bff/table'
import type { ContrastMetric, ContrastUnitCell } from '@report/contracts/upstream/contrast'
import { FIXED, INTEGER, PERCENT, SIGNED } from '../tables/format-number.ts'
import { integer, fixed, percent, signed } from './format.ts'

// Which figures a comparison's unit tables and charts show (issue 19; spec 1 §2 indicator parameter
// settings, contrast: 对比指标). The upstream names the metrics of the settings version the comparison's
// newest exam is published against; none named (an exam on the defaults, or a platform that does not say)
// shows every figure, as the defaults, which name every metric, do.

export interface UnitColumn {
  title: string
  /** The metric that brings the column; null: always shown (实考, 未考). */
  metric: ContrastMetric | null
  /** How the cells are written (a download reads them back as numbers). */
  format: NumberFormat
  /** The cell of a unit in one exam; prev is its cell in the exam before; reference rows have no 超均率 or rank. */
  cell: (c: ContrastUnitCell, prev: ContrastUnitCell | null, reference: boolean) => string
}

const rankChange = (c: ContrastUnitCell, prev: ContrastUnitCell | null) => (c.rank && prev?.rank ? prev.rank - c.rank : null)

export const UNIT_COLUMNS: readonly UnitColumn[] = [
  { title: '实考', metric: null, format: INTEGER, cell: (c) => integer(c.count) },
  { title: '未考', metric: null, format: INTEGER, cell: (c) => integer(c.absent) },
  { title: '平均分', metric: 'mean', format: FIXED, cell: (c) => fixed(c.mean) },
  { title: '超均率', metric: 'mean', format: PERCENT, cell: (c, _p, reference) => (reference ? '--' : percent(c.overMean)) },
  { title: '优秀率', metric: 'excellentRate', format: PERCENT, cell: (c) => percent(c.excellent) },
  { title: '良好率', metric: 'goodRate', format: PERCENT, cell: (c) => percent(c.good) },
  { title: '及格率', metric: 'passRate', format: PERCENT, cell: (c) => percent(c.pass) },
  { title: '排名', metric: 'rank', format: INTEGER, cell: (c, _p, reference) => (reference ? '--' : integer(c.rank)) },
  { title: '名次变化', metric: 'rank', format: SIGNED, cell: (c, prev, reference) => (reference ? '--' : signed(rankChange(c, prev))) },
]

/** unitColumns(m) = the per-exam columns of a unit table: every one without metrics, else 实考, 未考 and those of the named metrics. */
export function unitColumns(metrics: readonly ContrastMetric[] | undefined): UnitColumn[] {
  if (!metrics) return [...UNIT_COLUMNS]
  return UNIT_COLUMNS.filter((c) => c.metric === null || metrics.includes(c.metric))
}

/** Whether the trend charts of 平均分 and 超均率 show: without metrics, or with 平均分 among them. */
export function showsMeanTrends(metrics: readonly ContrastMetric[] | undefined): boolean {
  return !metrics || metrics.includes('mean')
}
