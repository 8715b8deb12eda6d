import { compareNatural } from '@report/contracts/bff/table-rules'

/**
 * Spec 2 §9: class names are sorted in natural numeric order — 1班 2班 … 10班, 高一(2)班 before
 * 高一（10）班, 一班 … 十一班. The rule itself is shared with the client (contracts table-rules).
 */
export const compareClassNames = compareNatural

/**
 * A copy of `items` in natural order of their names; equal names keep their order. Each distinct name is ranked once:
 * a city's 10,000 classes share a few dozen names, and comparing their tokens in every step of the sort was the
 * longest stall of its 班级分析 (issue 37).
 */
export function sortByClassName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const names = items.map(nameOf)
  const rankOf = new Map([...new Set(names)].sort(compareNatural).map((name, rank) => [name, rank]))
  const ranks = Int32Array.from(names, (name) => rankOf.get(name)!)
  return items
    .map((_, index) => index)
    .sort((a, b) => ranks[a]! - ranks[b]! || a - b)
    .map((index) => items[index]!)
}
