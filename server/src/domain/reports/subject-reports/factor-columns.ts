import type { TableColumn, TableLeafColumn } from '@report/contracts/bff/table'
import type { FactorPoint } from '@report/contracts/upstream/reports/knowledge'
import { PERCENT } from '../../tables/format-number.ts'

/**
 * Knowledge points and abilities as the knowledge report heads its tables (FactorsData.points order:
 * each chapter followed by its leaves). A point's cell key is its position, so it reads the upstream's
 * index-aligned mastery arrays directly.
 */

export function masteryKey(index: number): string {
  return `m${index}`
}


function leaf(point: FactorPoint, index: number, title = point.name): TableLeafColumn {
  return { key: masteryKey(index), title, format: PERCENT, align: 'right', width: 96 }
}

/**
 * One column per point: a chapter with leaves becomes a header group (本章 then its leaves); leaves whose
 * chapter is absent and abilities stand alone.
 */
export function factorColumns(points: readonly FactorPoint[]): TableColumn[] {
  const chapters = new Set(points.filter((p) => p.kind === 'chapter').map((p) => p.id))
  const leavesOf = new Map<string, { point: FactorPoint; index: number }[]>()
  points.forEach((point, index) => {
    if (point.kind === 'leaf' && point.parentId && chapters.has(point.parentId)) {
      const list = leavesOf.get(point.parentId) ?? []
      list.push({ point, index })
      leavesOf.set(point.parentId, list)
    }
  })
  const columns: TableColumn[] = []
  points.forEach((point, index) => {
    if (point.kind === 'leaf' && point.parentId && chapters.has(point.parentId)) return
    const leaves = point.kind === 'chapter' ? (leavesOf.get(point.id) ?? []) : []
    if (leaves.length === 0) columns.push(leaf(point, index))
    else columns.push({ key: `c.${point.id}`, title: point.name, children: [leaf(point, index, '本章'), ...leaves.map((l) => leaf(l.point, l.index))] })
  })
  return columns
}

/**
 * The points a mastery chart spokes over: the chapters when the paper has any (their leaves would crowd
 * it), else every point (abilities, or leaves without chapters). Indexes into `points`.
 */
export function chartPoints(points: readonly FactorPoint[]): number[] {
  const chapters = points.flatMap((p, i) => (p.kind === 'chapter' ? [i] : []))
  return chapters.length > 0 ? chapters : points.map((_, i) => i)
}

/** A leaf under its chapter reads indented (a full-width space survives HTML whitespace collapsing). */
export function pointLabel(point: FactorPoint): string {
  return point.kind === 'leaf' && point.parentId ? `　${point.name}` : point.name
}
