import t from 'tap'
import { pageSlot, ROWS_PER_WINDOW, rowWindows } from '../../../client/src/features/reports/logic/row-windows.ts'

t.test('a list is one stretch up to the box\'s size, stretches of that size beyond', async (t) => {
  const cases: Array<[total: number, size: number, expected: Array<[offset: number, count: number, label: string]>]> = [
    [0, 10, [[0, 0, '暂无数据']]],
    [1, 10, [[0, 1, '第 1–1 条']]],
    [10, 10, [[0, 10, '第 1–10 条']]],
    [11, 10, [[0, 10, '第 1–10 条'], [10, 1, '第 11–11 条']]],
    [120_000, ROWS_PER_WINDOW, [[0, 120_000, '第 1–120,000 条']]],
    [1_000_000, ROWS_PER_WINDOW, [[0, 200_000, '第 1–200,000 条'], [200_000, 200_000, '第 200,001–400,000 条'], [400_000, 200_000, '第 400,001–600,000 条'], [600_000, 200_000, '第 600,001–800,000 条'], [800_000, 200_000, '第 800,001–1,000,000 条']]],
    [1_000_001, ROWS_PER_WINDOW, [[0, 200_000, '第 1–200,000 条'], [200_000, 200_000, '第 200,001–400,000 条'], [400_000, 200_000, '第 400,001–600,000 条'], [600_000, 200_000, '第 600,001–800,000 条'], [800_000, 200_000, '第 800,001–1,000,000 条'], [1_000_000, 1, '第 1,000,001–1,000,001 条']]],
  ]
  for (const [total, size, expected] of cases) t.same(rowWindows(total, size).map((w) => [w.offset, w.count, w.label]), expected, `${total} rows by ${size}`)
})

t.test('no stretch is taller than a browser lays out (36 px rows, Chromium\'s 33,554,432 px)', async (t) => {
  t.ok(ROWS_PER_WINDOW * 36 < 33_554_432)
  for (const w of rowWindows(10_000_000)) t.ok(w.count <= ROWS_PER_WINDOW)
})

t.test('a row of the whole list: its page and place (1-based pages)', async (t) => {
  const cases: Array<[index: number, pageSize: number, page: number, at: number]> = [
    [0, 500, 1, 0],
    [499, 500, 1, 499],
    [500, 500, 2, 0],
    [999_999, 500, 2000, 499],
    [800_000, 100, 8001, 0],
  ]
  for (const [index, pageSize, page, at] of cases) t.same(pageSlot(index, pageSize), { page, at }, `row ${index} by ${pageSize}`)
})
