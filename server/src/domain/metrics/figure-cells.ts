import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { CellValue } from '@report/contracts/bff/table'
import { shown, type Figure } from './figures.ts'
import { smallFigure } from './explanation.ts'

/**
 * The cells of `keys` from their figures (issue 36): each shown as its figure rounds it, so the cell and
 * its explanation cannot differ; with the keys of the means and rates over a small group.
 */
export function figureCells(keys: readonly string[], figureOf: (key: string) => Figure | null): { cells: Record<string, CellValue>; small: string[] } {
  const cells: Record<string, CellValue> = {}
  const small: string[] = []
  for (const key of keys) {
    const figure = figureOf(key)
    if (!figure) continue
    cells[key] = shown(figure)
    if (smallFigure(figure)) small.push(key)
  }
  return { cells, small }
}

/** A headline figure as a stats block shows it: shown(figure), opening into the explanation of `cell`. */
export function figureItem(label: string, figure: Figure, cell: string | null, hint?: string): Extract<ReportBlock, { kind: 'stats' }>['items'][number] {
  return { label, value: shown(figure), ...(hint ? { hint } : {}), ...(cell ? { cell } : {}), ...(smallFigure(figure) ? { small: true } : {}) }
}
