import type { TableColumn, TableLeafColumn } from '@report/contracts/bff/table'

export interface LeafWithPath {
  column: TableLeafColumn
  /** Titles from the top header row down to the leaf (语文 › 分数). */
  path: string[]
}

type Node = TableLeafColumn & { children?: ReadonlyArray<Node> | undefined }

/** The cell-holding columns of a (grouped) header, left to right, each with its header path. */
export function leafColumns(columns: readonly TableColumn[]): LeafWithPath[] {
  const out: LeafWithPath[] = []
  const walk = (nodes: ReadonlyArray<Node>, path: string[]) => {
    for (const node of nodes) {
      const here = [...path, node.title]
      if (node.children && node.children.length > 0) walk(node.children, here)
      else {
        const { children: _children, ...leaf } = node
        out.push({ column: leaf, path: here })
      }
    }
  }
  walk(columns as ReadonlyArray<Node>, [])
  return out
}

/** Header rows a column tree needs (1 without groups, up to 3). */
export function headerDepth(columns: readonly TableColumn[]): number {
  return leafColumns(columns).reduce((depth, leaf) => Math.max(depth, leaf.path.length), columns.length ? 1 : 0)
}

/** Sortable leaf keys: what readTableQuery accepts as a sort key. */
export function sortableKeys(columns: readonly TableColumn[]): string[] {
  return leafColumns(columns)
    .filter((leaf) => leaf.column.sortable)
    .map((leaf) => leaf.column.key)
}
