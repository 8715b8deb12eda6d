/**
 * The columns of a wide table a row draws (issue 34: a ranking has 33 columns, its box shows some 12):
 * those that meet the box's visible span widened by `overscanPx` on each side, and the first, which is
 * sticky and shows wherever the box is scrolled. `widths` are the columns' minimum widths; a column is
 * never narrower than that, so the columns counted as in view are never fewer than those on screen.
 */
export function columnsInView(widths: readonly number[], left: number, width: number, overscanPx: number): number[] {
  const from = left - overscanPx
  const to = left + width + overscanPx
  const drawn: number[] = []
  let start = 0
  widths.forEach((w, index) => {
    if (index === 0 || (start + w > from && start < to)) drawn.push(index)
    start += w
  })
  return drawn
}

/** Whether two lists of column indexes are the same (a scroll that changes neither redraws nothing). */
export function sameColumns(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((index, i) => index === b[i])
}
