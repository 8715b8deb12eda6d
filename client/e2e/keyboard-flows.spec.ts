import { expect, test, type Locator, type Page } from '@playwright/test'
import type { TableColumn } from '@report/contracts/bff/table'
import { collectConsoleErrors } from './support/console.ts'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { collectBffFailures, openReportPage, tableBlocks } from './support/report-page.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// Issue 35 item 3: every task of the main flows with the keyboard alone — sign in, pick an exam, open a
// report page, change the group, sort a table, open a drill, export. The flows press keys only
// (Tab, Shift+Tab, Enter, Space, Escape); locators only say where the focus should be and what shows.

const overview = REPORT_ROUTES.find((r) => r.name === 'general-overview')!
const contrast = REPORT_ROUTES.find((r) => r.name === 'report-contrast')!

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 400 } = {}): Promise<void> {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`)
}

/** The focused control shows it has the focus: a keyboard focus ring (an outline or a shadow). */
async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused()
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      focusVisible: element.matches(':focus-visible'),
      drawn: (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    }
  })
  expect(ring, `${String(target)}: a visible focus ring`).toEqual({ focusVisible: true, drawn: true })
}

/** The skip link is the first stop of the Tab key; Enter on it puts the focus on the page's content. */
async function skipToContent(page: Page): Promise<void> {
  const skip = page.getByRole('link', { name: '跳到主要内容' })
  await tabTo(page, skip, { max: 1 + 1 })
  await expectFocusVisible(skip)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
}

/** Focus is somewhere inside `container`. */
async function expectFocusWithin(container: Locator): Promise<void> {
  await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true)
}

/** Tab to `opener` (its focus visible), Enter: `dialog` shows with the focus inside it. */
async function openWithEnter(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await tabTo(page, opener)
  await expectFocusVisible(opener)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expectFocusWithin(dialog)
}

function leafKeys(columns: readonly TableColumn[]): string[] {
  return columns.flatMap((c) => ('children' in c && c.children ? leafKeys(c.children as TableColumn[]) : [c.key]))
}

test('sign in, pick an exam on the exam list and open a report page from the exam\'s report entries, by keyboard alone', async ({ page }) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page, (message) => message.location().url.includes('/report/bff/session'))

  // Sign in: our sign-in page lists the demo accounts; Tab to the school manager's link, Enter.
  await page.goto('/report/login')
  const account = page.getByRole('link', { name: '以「江州市第一中学 · 校长」登录' })
  await tabTo(page, account)
  await expectFocusVisible(account)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/report\/$/)
  await expect(page.getByTestId('shell-user')).toContainText('江州市第一中学')

  // Pick an exam: past the header by the skip link, then Tab to the exam's name and Enter.
  await expect(page.getByTestId('exam-row').first()).toBeVisible()
  await skipToContent(page)
  // Exams other specs create on the shared server can push it off the list's first page: a keyboard user
  // types its name into the search, as anyone would.
  const search = page.getByRole('textbox', { name: '搜索考试名称' })
  await tabTo(page, search)
  await expectFocusVisible(search)
  await page.keyboard.type('高二期中')
  const exam = page.getByRole('main').locator(`a[href*="examid=${REPORT_EXAM.examid}"]`).first()
  await tabTo(page, exam)
  await expectFocusVisible(exam)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/report/exam/dashboard\\?examid=${REPORT_EXAM.examid}`))
  await expect(page.getByTestId('report-page')).toHaveAttribute('data-route', 'dashboard')
  // The exam's link went with the list: the new page put the focus on its content, where Tab goes on.
  await expect(page.getByRole('main')).toBeFocused()

  // Open a report page from the exam's 常用报表 entries.
  const entry = page.getByTestId('block-reports').getByRole('link', { name: '总体概况', exact: true })
  await tabTo(page, entry)
  await expectFocusVisible(entry)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/report${overview.path}\\?examid=${REPORT_EXAM.examid}`))
  await expect(page.getByTestId('report-page')).toHaveAttribute('data-route', overview.name)
  await expect(page.getByRole('main')).toBeFocused()
  // From the content, Shift+Tab reaches the header's navigation again.
  await tabTo(page, page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '考后分析' }), { back: true, max: 20 })
  expect(errors).toEqual([])
})

test('on a report page: sort a table by a column, open a drill and close it with Escape, download the table, by keyboard alone', async ({ page }) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  const failures = collectBffFailures(page)
  const view = await openReportPage(page, overview.name, reportUrl(overview.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const block = tableBlocks(view).find((b) => b.table.rows.some((row) => !row.pinned && row.drills && Object.keys(row.drills).length > 0))
  expect(block, 'a table with drill cells').toBeDefined()
  const keys = leafKeys(block!.table.columns)
  const column = (block!.table.columns as TableColumn[]).find((c) => c.sortable && !('children' in c && c.children))
  expect(column, 'a sortable column').toBeDefined()
  const table = page.getByTestId(`block-${block!.id}`)
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await skipToContent(page)

  // Sort: Tab to the column's header button; Enter sorts ascending, Space descending; the focus stays.
  const header = table.locator(`th[data-column="${column!.key}"]`)
  const sortButton = header.getByRole('button', { name: column!.title })
  await tabTo(page, sortButton)
  await expectFocusVisible(sortButton)
  const pinned = block!.table.rows.filter((row) => row.pinned).length
  const columnNumbers = () =>
    table.locator('tbody tr').evaluateAll(
      (rows, { index, skip }) => rows.slice(skip).map((row) => Number(row.children[index]?.textContent)).filter((n) => Number.isFinite(n)),
      { index: keys.indexOf(column!.key), skip: pinned },
    )
  for (const [key, rule] of [['Enter', 'ascending'], ['Space', 'descending']] as const) {
    await page.keyboard.press(key)
    await expect(header).toHaveAttribute('aria-sort', rule)
    await expect(sortButton).toBeFocused()
    await expect
      .poll(async () => {
        const numbers = await columnNumbers()
        return numbers.length > 1 && numbers.every((n, i) => i === 0 || (rule === 'ascending' ? numbers[i - 1]! <= n : numbers[i - 1]! >= n))
      }, `${column!.title} ${rule}`)
      .toBe(true)
  }

  // Drill: Tab on to a count cell, Enter opens 学生名单详情 with the focus inside; Tab stays inside
  // (the dialog traps it); Escape closes it and the focus is back on the cell.
  const drillCell = table.locator('button[title="查看学生名单"]').first()
  const dialog = page.getByTestId('student-drill-dialog')
  await openWithEnter(page, drillCell, dialog)
  await expect(dialog.getByTestId('drill-summary')).toBeVisible()
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Tab ${press + 1} stays in the dialog`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(drillCell).toBeFocused()

  // Export: Shift+Tab back to the block's 下载表格, Enter downloads the table as .xlsx.
  const download = table.getByRole('button', { name: '下载表格' })
  await tabTo(page, download, { back: true })
  await expectFocusVisible(download)
  const file = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await file).suggestedFilename()).toMatch(/\.xlsx$/)
  await expect(page.getByText('下载成功！')).toBeVisible()

  expect(failures).toEqual([])
  expect(errors).toEqual([])
})

test('a figure\'s 数值说明 leads on to its students; Escape on that drill returns the focus to the figure', async ({ page }) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  await openReportPage(page, 'dashboard', reportUrl('/exam/dashboard', REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  await expect(page.getByTestId('report-page')).toBeVisible()
  await skipToContent(page)
  const figure = page.getByTestId('block-headline').getByRole('button', { name: /\d/ }).first()
  const explanation = page.getByTestId('figure-explanation')
  await openWithEnter(page, figure, explanation)
  const students = explanation.getByRole('button', { name: '查看学生名单' })
  await tabTo(page, students, { max: 10 })
  await page.keyboard.press('Enter')
  const drill = page.getByTestId('student-drill-dialog')
  await expect(drill.getByTestId('drill-summary')).toBeVisible()
  await expectFocusWithin(drill)
  await page.keyboard.press('Escape')
  await expect(drill).toHaveCount(0)
  // The explanation's button went with its dialog: the focus goes back to the figure it started from.
  await expect(figure).toBeFocused()
  expect(errors).toEqual([])
})

test('change the group: 雷达图对比 opens the chooser, Space unticks a class, 确定 applies it, by keyboard alone', async ({ page }) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  const view = await openReportPage(page, contrast.name, reportUrl(contrast.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const groups = view.filters.find((f) => f.key === 'groups')
  expect(groups?.multiple, 'the contrast page chooses its classes').toBeDefined()
  const chosen = groups!.value.split(',')
  expect(chosen.length).toBeGreaterThan(1)
  const dropped = groups!.options.find((o) => o.value === chosen[0])!

  await skipToContent(page)
  const opener = page.getByTestId('filter-groups')
  const dialog = page.getByTestId('group-chooser-dialog')
  await openWithEnter(page, opener, dialog)
  await expect(dialog.getByTestId('chooser-count')).toHaveText(`已选 ${chosen.length} / ${groups!.multiple!.max}`)

  const box = dialog.getByRole('checkbox', { name: dropped.label, exact: true })
  await tabTo(page, box, { max: 40 })
  await page.keyboard.press('Space')
  await expect(box).not.toBeChecked()
  await expect(dialog.getByTestId('chooser-count')).toHaveText(`已选 ${chosen.length - 1} / ${groups!.multiple!.max}`)

  const confirm = dialog.getByRole('button', { name: '确定' })
  await tabTo(page, confirm, { max: 60 })
  await expectFocusVisible(confirm)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => new URL(page.url()).searchParams.get('groups')).toBe(chosen.slice(1).join(','))
  await expect(opener).toContainText(`已选 ${chosen.length - 1} 个`)
  await expect(opener).toBeFocused()
  expect(errors).toEqual([])
})
