import type { CellValue, TableColumn } from '@report/contracts/bff/table'
import type { PaperStats } from '@report/contracts/upstream/reports/overview'
import { RATE_KINDS, type PaperRates, type RateKind } from '@report/contracts/upstream/reports/rates'
import { toCell } from '../../tables/format-number.ts'

export const RATE_TITLES: Readonly<Record<RateKind, string>> = { excellent: '优秀', good: '良好', pass: '及格', low: '低分' }

/** Column key of a rate's headcount or share: `excellent.count`, `excellent.rate` … */
export function rateCellKey(kind: RateKind, what: 'count' | 'rate'): string {
  return `${kind}.${what}`
}

/** Which upstream call orders the units by a column, and its sort key there (overview or rates sort keys). */
export type UnitScoreSort = { call: 'overview' | 'rates'; key: string }

const OVERVIEW_SORTS: Readonly<Record<string, string>> = { total: 'total', mean: 'mean', meanRank: 'mean_rank', max: 'max', min: 'min' }

/** A unit-score column key read back into the upstream sort; null for keys neither call sorts by. */
export function unitScoreSortOf(key: string): UnitScoreSort | null {
  const overview = OVERVIEW_SORTS[key]
  if (overview) return { call: 'overview', key: overview }
  const kind = RATE_KINDS.find((k) => rateCellKey(k, 'rate') === key)
  return kind ? { call: 'rates', key: kind } : null
}

const integer = { kind: 'integer' } as const
const score = { kind: 'score' } as const
const percent = { kind: 'percent' } as const

/**
 * Columns of a score table by unit (学校成绩, 区县成绩): the unit, 实考, 平均分 and its rank among the exam's
 * units, 最高/最低分, then 人数 and 率 of 优秀/良好/及格/低分. Sortable where the upstream sorts (rates by share).
 */
export function unitScoreColumns(unitTitle: string): TableColumn[] {
  const right = 'right' as const
  return [
    { key: 'name', title: unitTitle, pinned: true, width: 160 },
    { key: 'total', title: '实考', sortable: true, format: integer, align: right },
    { key: 'mean', title: '平均分', sortable: true, format: score, align: right },
    { key: 'meanRank', title: '平均分排名', sortable: true, format: integer, align: right },
    { key: 'max', title: '最高分', sortable: true, format: score, align: right },
    { key: 'min', title: '最低分', sortable: true, format: score, align: right },
    ...RATE_KINDS.map((kind) => ({
      key: kind,
      title: RATE_TITLES[kind],
      children: [
        { key: rateCellKey(kind, 'count'), title: '人数', format: integer, align: right },
        { key: rateCellKey(kind, 'rate'), title: '率', sortable: true, format: percent, align: right },
      ],
    })),
  ]
}

/** One unit's cells on one paper: '--' where the statistic is undefined (nobody sat, or no rank for a total). */
export function unitScoreCells(name: string, stats: PaperStats | undefined, rates: PaperRates | undefined): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {
    name: toCell(name),
    total: toCell(stats?.total ?? rates?.totalCount ?? null, { format: integer }),
    mean: toCell(stats?.mean ?? null, { format: score }),
    meanRank: toCell(stats?.mean_rank ?? null, { format: integer }),
    max: toCell(stats?.max ?? null, { format: score }),
    min: toCell(stats?.min ?? null, { format: score }),
  }
  for (const kind of RATE_KINDS) {
    cells[rateCellKey(kind, 'count')] = toCell(rates?.[kind].count ?? null, { format: integer })
    cells[rateCellKey(kind, 'rate')] = toCell(rates?.[kind].rate ?? null, { format: percent })
  }
  return cells
}
