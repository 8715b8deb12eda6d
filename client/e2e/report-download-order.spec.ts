import { expect, test, type Locator, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import type { TableBlock } from '@report/contracts/bff/report-page'
import type { TableColumn } from '@report/contracts/bff/table'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { openReportPage, tableBlocks } from './support/report-page.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// Issue 15 item 6: 下载表格 brings the rows in the order the user sorted them on screen, for a table
// sorted in the browser, one sorted by the BFF, and the drill dialog's student list.

const route = (name: string) => REPORT_ROUTES.find((r) => r.name === name)!

interface Leaf { key: string; sortable?: boolean }
function leaves(columns: readonly TableColumn[]): Leaf[] {
  return columns.flatMap((c) => ('children' in c && c.children ? leaves(c.children as TableColumn[]) : [c as Leaf]))
}

/** The first column's texts of the rows drawn in `scope`. */
const drawnNames = (scope: Locator) => scope.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.children[0]?.textContent?.trim() ?? ''))

/** Clicks 下载表格 in `scope` and returns column A of the file below its header rows, from the row holding `first`. */
async function downloadedNames(page: Page, scope: Locator, first: string): Promise<string[]> {
  const downloading = page.waitForEvent('download')
  await scope.getByRole('button', { name: '下载表格' }).click()
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile((await (await downloading).path())!)
  const sheet = book.worksheets[0]!
  const column: string[] = []
  sheet.getColumn(1).eachCell({ includeEmpty: true }, (cell) => column.push(String(cell.value ?? '').trim()))
  const start = column.indexOf(first)
  expect(start, `the file holds ${first}`).toBeGreaterThanOrEqual(0)
  return column.slice(start)
}

test('a table sorted in the browser downloads in that order', async ({ page }) => {
  test.setTimeout(120_000)
  const dashboard = route('dashboard')
  const view = await openReportPage(page, dashboard.name, reportUrl(dashboard.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const block = tableBlocks(view).find((b: TableBlock) => !b.remote && b.export && b.table.rows.filter((r) => !r.pinned).length > 3)!
  expect(block, 'a local table with several units').toBeDefined()
  const column = leaves(block.table.columns).filter((c) => c.sortable)[1]!
  const scope = page.getByTestId(`block-${block.id}`)
  const header = scope.locator(`th[data-column="${column.key}"]`)
  await header.getByRole('button').click()
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  const expand = scope.getByRole('button', { name: /展开/ })
  if (await expand.count()) await expand.click()
  const onScreen = await drawnNames(scope)
  const file = await downloadedNames(page, scope, onScreen[0]!)
  expect(file.slice(0, onScreen.length)).toEqual(onScreen)
})

test('a table sorted by the BFF downloads in that order', async ({ page }) => {
  test.setTimeout(120_000)
  const combine = route('combine-page')
  await openReportPage(page, combine.name, reportUrl(combine.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const scope = page.getByTestId('block-combine')
  const header = scope.locator('th[data-column="p0.mean"]')
  const sorted = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/report-table') && new URL(r.url()).searchParams.get('sortRule') === 'asc')
  await header.getByRole('button').click()
  await sorted
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  const onScreen = await drawnNames(scope)
  const file = await downloadedNames(page, scope, onScreen[0]!)
  expect(file.slice(0, onScreen.length)).toEqual(onScreen)
})

test('the drill dialog downloads its students in the order on screen', async ({ page }) => {
  test.setTimeout(120_000)
  const overview = route('general-overview')
  await openReportPage(page, overview.name, reportUrl(overview.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  await page.locator('button[title="查看学生名单"]').first().click()
  const dialog = page.getByTestId('student-drill-dialog')
  await expect(dialog.locator('tbody tr')).toHaveCount(10)
  const header = dialog.locator('th[aria-sort]').nth(1)
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('sortRule') === 'desc')
  await header.getByRole('button').click()
  await header.getByRole('button').click()
  await answered
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  const names = await dialog.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.children[0]?.textContent?.trim() ?? ''))
  const file = await downloadedNames(page, dialog, names[0]!)
  expect(file.slice(0, names.length)).toEqual(names)
})
