/**
 * Grouped headers as table header rows: each cell with its colSpan and rowSpan, leaves spanning
 * down to the last row. Works on any tree of `{ key, title, children? }`. No React here.
 */
export interface HeaderNode {
  key: string
  title: string
  children?: ReadonlyArray<HeaderNode> | undefined
}

export interface HeaderCell<N extends HeaderNode> {
  node: N
  colSpan: number
  rowSpan: number
  /** A leaf holds cells (sortable, aligned); a group only spans. */
  leaf: boolean
}

function depthOf(nodes: ReadonlyArray<HeaderNode>): number {
  let depth = 0
  for (const node of nodes) depth = Math.max(depth, 1 + (node.children?.length ? depthOf(node.children) : 0))
  return depth
}

function width(node: HeaderNode): number {
  return node.children?.length ? node.children.reduce((sum, child) => sum + width(child), 0) : 1
}

export function headerRows<N extends HeaderNode>(columns: ReadonlyArray<N>): Array<Array<HeaderCell<N>>> {
  const depth = depthOf(columns)
  const rows: Array<Array<HeaderCell<N>>> = Array.from({ length: depth }, () => [])
  const walk = (nodes: ReadonlyArray<HeaderNode>, level: number) => {
    for (const node of nodes) {
      const leaf = !node.children?.length
      rows[level]!.push({ node: node as N, colSpan: width(node), rowSpan: leaf ? depth - level : 1, leaf })
      if (!leaf) walk(node.children!, level + 1)
    }
  }
  walk(columns, 0)
  return rows
}

/** Leaves left to right: the cells of a body row. */
export function leafNodes<N extends HeaderNode>(columns: ReadonlyArray<N>): N[] {
  const out: N[] = []
  const walk = (nodes: ReadonlyArray<HeaderNode>) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children)
      else out.push(node as N)
    }
  }
  walk(columns)
  return out
}

export interface GridHeaderCell<N extends HeaderNode> extends HeaderCell<N> {
  /** 1-based grid lines, for CSS grid placement (VirtualTable's header). */
  row: number
  column: number
}

/** The same cells placed on a CSS grid: row and column start lines beside the spans. */
export function headerGrid<N extends HeaderNode>(columns: ReadonlyArray<N>): Array<GridHeaderCell<N>> {
  const cells: Array<GridHeaderCell<N>> = []
  const rows = headerRows(columns)
  // Leaves end at the bottom; each row's cells are laid left to right, skipping columns that a
  // taller cell from a row above still covers.
  const covered: number[] = []
  rows.forEach((row, level) => {
    let column = 1
    for (const cell of row) {
      while ((covered[column] ?? 0) > level) column++
      cells.push({ ...cell, row: level + 1, column })
      for (let c = column; c < column + cell.colSpan; c++) covered[c] = level + cell.rowSpan
      column += cell.colSpan
    }
  })
  return cells
}
