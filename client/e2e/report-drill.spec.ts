import { expect, test, type Locator } from '@playwright/test'
import ExcelJS from 'exceljs'
import type { DrillAnswer } from '@report/contracts/bff/drill'
import type { TableColumn } from '@report/contracts/bff/table'
import { collectConsoleErrors } from './support/console.ts'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { collectBffFailures, nextDrillAnswer, openReportPage, tableBlocks } from './support/report-page.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// The student-list drill (spec 2 §2, §4): a drillable count cell of 考试概览 (a class's 实考人数) opens
// 学生名单详情, 930 px wide, 10 rows a page, with headcount/mean/max/min; paging and asc/desc/clear
// sorting ask the BFF again; closing and reopening starts over; 下载表格 gets every listed student.
const overview = REPORT_ROUTES.find((r) => r.name === 'general-overview')!
const DRILL_BUTTON = 'button[title="查看学生名单"]'

function leafKeys(columns: readonly TableColumn[]): string[] {
  return columns.flatMap((c) => ('children' in c && c.children ? leafKeys(c.children as TableColumn[]) : [c.key]))
}

/** The texts of one leaf column of the dialog's body rows. */
function columnTexts(dialog: Locator, index: number): Promise<string[]> {
  return dialog.locator('tbody tr').evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent ?? ''), index)
}

const numbers = (texts: readonly string[]) => texts.map(Number).filter((n) => Number.isFinite(n))
const isSorted = (values: readonly number[], rule: 'asc' | 'desc') => values.every((v, i) => i === 0 || (rule === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v))

test('a count cell drills into 学生名单详情: summary, paging, sorting, reopening, and the .xlsx download', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  const failures = collectBffFailures(page)

  const view = await openReportPage(page, overview.name, reportUrl(overview.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  // A class row's first drill cell (实考人数): a few dozen students, more than one page.
  const block = tableBlocks(view).find((b) => b.table.rows.some((row) => !row.pinned && row.drills && Object.keys(row.drills).length > 0))
  expect(block, `${overview.name}: a table with drill cells in a unit row`).toBeDefined()
  const unitRow = block!.table.rows.find((row) => !row.pinned && row.drills && Object.keys(row.drills).length > 0)!
  const firstKey = leafKeys(block!.table.columns)[0]!
  const unit = String(unitRow.cells[firstKey])
  const cell = page
    .getByTestId(`block-${block!.id}`)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: unit, exact: true }) })
    .locator(DRILL_BUTTON)
    .first()
  await expect(cell, `the drill cell of ${unit}`).toBeVisible()
  const cellText = (await cell.textContent())?.trim() ?? ''

  let drilled = nextDrillAnswer(page)
  await cell.click()
  const dialog = page.getByTestId('student-drill-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: '学生名单详情' })).toBeVisible()
  // Measured once the opening animation (a short scale-in) has settled.
  await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(930)

  const { answer: first, url: firstUrl } = await drilled
  expect(firstUrl.searchParams.get('page')).toBe('1')
  expect(firstUrl.searchParams.get('pageSize')).toBe('10')
  expect(firstUrl.searchParams.has('sortKey')).toBe(false)
  const { headcount, absent } = first.summary
  const total = first.paging.total
  expect(total, 'the drill lists more than one page').toBeGreaterThan(10)
  expect(total, 'the list is the headcount plus the absent').toBe(headcount + absent)
  // The cell counts who sat (实考: with 总分, every paper, issue 31); the list adds the unit's 未考 at its end.
  expect(cellText, `the count in ${unit}'s cell`).toBe(String(headcount))

  // The summary line: 人数 (未考 beside it when any), 平均分, 最高分, 最低分 as the answer has them.
  const summary = dialog.getByTestId('drill-summary')
  await expect(summary).toContainText(`人数${headcount}`)
  if (absent > 0) await expect(summary).toContainText(`未考 ${absent}`)
  await expect(summary).toContainText(`平均分${first.summary.mean}`)
  await expect(summary).toContainText(`最高分${first.summary.max}`)
  await expect(summary).toContainText(`最低分${first.summary.min}`)
  await expect(dialog.getByTestId('table-pager')).toContainText(`共 ${total} 条`)

  const rows = dialog.locator('tbody tr')
  await expect(rows).toHaveCount(10)
  const keys = leafKeys(first.columns)
  const nameAt = keys.indexOf('name')
  const pageOneNames = first.rows.map((r) => String(r.cells.name))
  expect(await columnTexts(dialog, nameAt)).toEqual(pageOneNames)
  await page.screenshot({ path: testInfo.outputPath('drill-page-1.png') })

  // Page 2: the next ten (fewer on a short last page), none of page 1's.
  drilled = nextDrillAnswer(page)
  await dialog.getByRole('button', { name: '下一页' }).click()
  const { answer: second, url: secondUrl } = await drilled
  expect(secondUrl.searchParams.get('page')).toBe('2')
  await expect(rows).toHaveCount(Math.min(10, total - 10))
  await expect.poll(() => columnTexts(dialog, nameAt)).toEqual(second.rows.map((r) => String(r.cells.name)))
  expect(second.rows.map((r) => String(r.cells.name)).some((n) => pageOneNames.includes(n))).toBe(false)

  // Sorting a score column: asc, desc, cleared — each back on page 1, the order changing each time.
  const sortKey = keys.find((k) => k.endsWith('.score')) ?? keys.find((k) => k !== 'name')!
  const sortAt = keys.indexOf(sortKey)
  const header = dialog.locator(`th[data-column="${sortKey}"]`)
  const sorted: Record<'asc' | 'desc', DrillAnswer> = {} as Record<'asc' | 'desc', DrillAnswer>
  for (const rule of ['asc', 'desc'] as const) {
    drilled = nextDrillAnswer(page)
    await header.getByRole('button').click()
    const { answer, url } = await drilled
    expect(url.searchParams.get('sortKey')).toBe(sortKey)
    expect(url.searchParams.get('sortRule')).toBe(rule)
    expect(url.searchParams.get('page')).toBe('1')
    await expect(header).toHaveAttribute('aria-sort', rule === 'asc' ? 'ascending' : 'descending')
    await expect.poll(() => columnTexts(dialog, nameAt)).toEqual(answer.rows.map((r) => String(r.cells.name)))
    const values = numbers(await columnTexts(dialog, sortAt))
    expect(values.length, `${sortKey} has numbers to sort`).toBeGreaterThan(1)
    expect(isSorted(values, rule), `${sortKey} ${rule}: ${values.join(' ')}`).toBe(true)
    sorted[rule] = answer
  }
  expect(sorted.asc.rows.map((r) => r.key)).not.toEqual(sorted.desc.rows.map((r) => r.key))
  drilled = nextDrillAnswer(page)
  await header.getByRole('button').click()
  const { url: clearedUrl } = await drilled
  expect(clearedUrl.searchParams.has('sortKey')).toBe(false)
  await expect(header).toHaveAttribute('aria-sort', 'none')
  await expect.poll(() => columnTexts(dialog, nameAt)).toEqual(pageOneNames)

  // Closing and reopening: page 1, unsorted, whatever was shown before.
  await dialog.getByRole('button', { name: '下一页' }).click()
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  await dialog.getByRole('button', { name: '关闭' }).click()
  await expect(dialog).toBeHidden()
  drilled = nextDrillAnswer(page)
  await cell.click()
  const { url: reopenedUrl } = await drilled
  expect(reopenedUrl.searchParams.get('page')).toBe('1')
  expect(reopenedUrl.searchParams.has('sortKey')).toBe(false)
  await expect(dialog.locator(`th[data-column="${sortKey}"]`)).toHaveAttribute('aria-sort', 'none')
  await expect(dialog.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page')
  await expect.poll(() => columnTexts(dialog, nameAt)).toEqual(pageOneNames)

  // 下载表格: every listed student in an .xlsx, in the list's own order.
  const downloading = page.waitForEvent('download', { timeout: 60_000 })
  await dialog.getByRole('button', { name: '下载表格' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^学生名单.*\.xlsx$/)
  const file = testInfo.outputPath('drill.xlsx')
  await download.saveAs(file)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const sheet = workbook.worksheets[0]!
  const headerRows = (sheet.views[0] as { ySplit?: number } | undefined)?.ySplit ?? 1
  expect(sheet.rowCount - headerRows, 'data rows in the .xlsx').toBe(total)
  const exported = Array.from({ length: pageOneNames.length }, (_, i) => String(sheet.getRow(headerRows + 1 + i).getCell(nameAt + 1).value))
  expect(exported).toEqual(pageOneNames)

  expect(failures, 'failed /report/bff requests').toEqual([])
  expect(errors, 'console errors').toEqual([])
})

test('the 未考 cell drills into the absent students: 人数 counts those who sat (none), 未考 the rest', async ({ page }) => {
  test.setTimeout(120_000)
  const view = await openReportPage(page, overview.name, reportUrl(overview.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const found = tableBlocks(view)
    .flatMap((block) => block.table.rows.flatMap((row) => Object.entries(row.drills ?? {}).map(([key, params]) => ({ block, row, key, params }))))
    .find(({ params }) => /未考/.test(params.caption ?? ''))
  expect(found, `${overview.name}: a 未考 drill cell`).toBeDefined()
  const { block, row, key } = found!
  const keys = leafKeys(block.table.columns)
  const unit = String(row.cells[keys[0]!])
  const cell = page
    .getByTestId(`block-${block.id}`)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: unit, exact: true }) })
    .locator('td')
    .nth(keys.indexOf(key))
    .locator(DRILL_BUTTON)
  const absentCount = Number(row.cells[key])
  expect(absentCount, `${unit}'s 未考 count`).toBeGreaterThan(0)

  const drilled = nextDrillAnswer(page)
  await cell.click()
  const { answer } = await drilled
  expect(answer.paging.total).toBe(absentCount)
  expect(answer.summary, 'nobody listed sat the paper').toEqual({ headcount: 0, absent: absentCount, mean: '--', max: '--', min: '--' })
  await expect(page.getByTestId('drill-summary')).toContainText(`人数0（未考 ${absentCount}）`)
})
