/**
 * Rows one scrolling box holds at most. A box as tall as a 1,000,000-row list (36 px a row: 36,000,000 px)
 * is past what a browser lays out (Chromium stops near 33,554,432 px, so the last rows could not be reached),
 * and the virtualiser keeps a measurement per row (some 90 ms for 1,000,000 in node, 23 ms for 200,000).
 * Every list up to this size stays one box, as before.
 */
export const ROWS_PER_WINDOW = 200_000

/** One stretch of a long list a box shows: rows [offset, offset + count) of the whole, and its label. */
export interface RowWindow {
  offset: number
  count: number
  label: string
}

const grouped = new Intl.NumberFormat('zh-CN')

/** The stretches of a `total`-row list, `size` rows each (the last shorter): one for any list up to `size`. */
export function rowWindows(total: number, size: number = ROWS_PER_WINDOW): RowWindow[] {
  const whole = Math.max(0, Math.floor(total))
  const windows: RowWindow[] = []
  for (let offset = 0; offset < whole || windows.length === 0; offset += size) {
    const count = Math.min(size, whole - offset)
    windows.push({ offset, count, label: count === 0 ? '暂无数据' : `第 ${grouped.format(offset + 1)}–${grouped.format(offset + count)} 条` })
  }
  return windows
}

/** Row `index` of the whole list, held in pages of `pageSize` (1-based page numbers): its page and its place in it. */
export function pageSlot(index: number, pageSize: number): { page: number; at: number } {
  const page = Math.floor(index / pageSize) + 1
  return { page, at: index - (page - 1) * pageSize }
}
