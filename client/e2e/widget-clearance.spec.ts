import { expect, test, type Locator, type Page } from '@playwright/test'
import { signIn } from './support/demo.ts'
import { REPORT_EXAM, reportUrl } from './support/report-routes.ts'

// Issue 15 items 2 and 15: the fixed right-side widget group (spec 1 §1) never covers content — the
// right-most table column, 下载表格, the 指标说明 toggle — at 1280 px, nor in embedded (iframe) mode.
test.use({ viewport: { width: 1280, height: 800 } })

const CITY_EXAM = { examid: '300062607010', org: '0' }

async function rightEdge(locator: Locator): Promise<number> {
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  expect(box, 'the element is on screen').not.toBeNull()
  return box!.x + box!.width
}

/** Every column of the widget group lies right of `locator` (wherever the page is scrolled, the group is fixed). */
async function expectClearOfWidgets(page: Page, locator: Locator, what: string) {
  const widgets = page.getByRole('complementary', { name: '侧边工具' })
  await expect(widgets).toBeVisible()
  const right = await rightEdge(locator)
  const group = await widgets.boundingBox()
  expect(right, `${what} ends at ${right}px; the widget group starts at ${group!.x}px`).toBeLessThanOrEqual(group!.x)
}

const lastHeader = (page: Page, block: string) => page.getByTestId(`block-${block}`).locator('thead tr').first().locator('th').last()
const lastCell = (page: Page, block: string) => page.getByTestId(`block-${block}`).locator('tbody tr').first().locator('td').last()

test('成绩报表 at 1280 px: the last column (低分率) and 下载表格 stay clear of the widgets', async ({ page }) => {
  await signIn(page, reportUrl('/exam/oldReport/table', REPORT_EXAM))
  const table = page.getByTestId('report-page').locator('[data-testid^="block-"]').filter({ has: page.locator('table') }).first()
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await expect(table.locator('thead th').last()).toContainText('低分率')
  await expectClearOfWidgets(page, table.locator('thead th').last(), '低分率 header')
  await expectClearOfWidgets(page, table.locator('tbody tr').first().locator('td').last(), 'last cell')
  await expectClearOfWidgets(page, page.getByRole('main'), 'the content area')
  const download = page.getByRole('button', { name: '下载表格' }).first()
  if (await download.count()) await expectClearOfWidgets(page, download, '下载表格')
})

test('the city total report and the ranking at 1280 px: 信度, the last ranking column and 指标说明 收起 stay clear', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, reportUrl('/exam/total', CITY_EXAM, { grade: '高三' }), 'demo-city')
  // The city's whole report is computed on the test machine: its first answer can take a while.
  await expect(lastCell(page, 'papers')).toBeVisible({ timeout: 60_000 })
  await expect(lastHeader(page, 'papers')).toContainText('信度')
  await expectClearOfWidgets(page, lastHeader(page, 'papers'), '信度 header')
  await expectClearOfWidgets(page, lastCell(page, 'papers'), '信度 cell')

  await page.goto(reportUrl('/exam/common/ranking', CITY_EXAM, { grade: '高三' }))
  // A virtual table scrolling sideways inside its block: its visible box is what must stay clear.
  const ranking = page.getByRole('table', { name: '成绩排名' })
  await expect(ranking.getByRole('columnheader').last()).toBeVisible({ timeout: 60_000 })
  await expectClearOfWidgets(page, ranking, 'the ranking table')
  await expectClearOfWidgets(page, page.getByTestId('block-ranking'), 'the ranking block')
  const notes = page.getByTestId('metric-notes').getByRole('button').first()
  await notes.click()
  await expect(notes).toContainText('收起')
  await expectClearOfWidgets(page, notes.getByText('收起'), '指标说明 收起')
})

test('embedded (iframe) mode: 下载任务 does not cover 下载表格', async ({ page }) => {
  await signIn(page, reportUrl('/exam/oldReport/table', REPORT_EXAM, { iframe: '1' }))
  await expect(page.locator('[data-embedded]')).toBeVisible()
  const download = page.getByRole('button', { name: '下载表格' }).first()
  await expect(download).toBeVisible()
  await expect(page.getByRole('button', { name: /下载任务/ })).toBeVisible()
  await expectClearOfWidgets(page, download, '下载表格')
  await expectClearOfWidgets(page, page.getByTestId('report-page').locator('table').first(), 'the first table')
})
