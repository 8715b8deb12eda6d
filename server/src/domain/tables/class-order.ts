import { compareNatural } from '@report/contracts/bff/table-rules'

/**
 * Spec 2 §9: class names are sorted in natural numeric order — 1班 2班 … 10班, 高一(2)班 before
 * 高一（10）班, 一班 … 十一班. The rule itself is shared with the client (contracts table-rules).
 */
export const compareClassNames = compareNatural

/** A copy of `items` in natural order of their names; equal names keep their order. */
export function sortByClassName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, name: nameOf(item) }))
    .sort((a, b) => (a.name === b.name ? a.index - b.index : compareNatural(a.name, b.name)))
    .map((entry) => entry.item)
}
