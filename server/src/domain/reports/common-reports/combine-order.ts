import type { TableSort } from '@report/contracts/bff/table'

/** The combine page's two calls: overview (each paper's mean and its rank) and rates (优秀率, 及格率). */
export type CombineCall = 'overview' | 'rates'

/** A column's field → the call that can sort by it, and that call's sort key. */
const SORTS: Readonly<Record<string, { call: CombineCall; key: string }>> = {
  mean: { call: 'overview', key: 'mean' },
  rank: { call: 'overview', key: 'mean_rank' },
  excellent: { call: 'rates', key: 'excellent' },
  pass: { call: 'rates', key: 'pass' },
}

export interface CombineOrder {
  /** The call paged in the table's order; the other call's rows are joined to its units by group key. */
  leads: CombineCall
  /** The leading call's sort, absent for roster order. */
  sort?: { key: string; rule: 'asc' | 'desc'; pindex: number }
  /** The sort the table reports as applied (null: roster order). */
  applied: TableSort | null
}

/**
 * Which upstream call a combine-page sort goes to: `p{pindex}.mean|rank` to overview, `.excellent|.pass`
 * to rates. An unknown column or a paper this exam lacks falls back to roster order.
 */
export function combineOrder(sort: TableSort | null, papers: ReadonlySet<number>): CombineOrder {
  const match = sort ? /^p([0-9]{1,2})\.([a-z]+)$/.exec(sort.key) : null
  const target = match ? SORTS[match[2]!] : undefined
  if (!sort || !match || !target || !papers.has(Number(match[1]))) return { leads: 'overview', applied: null }
  return { leads: target.call, sort: { key: target.key, rule: sort.rule, pindex: Number(match[1]) }, applied: sort }
}
