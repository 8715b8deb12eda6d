import { expect, test } from '@playwright/test'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { openReportPage } from './support/report-page.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// Every number explains itself (issue 36): a figure of 考试概览 opens into 数值说明 by mouse and by
// keyboard, and the explanation leads on to the students behind it.
const dashboard = REPORT_ROUTES.find((r) => r.name === 'dashboard')!

test('a figure opens into its explanation by mouse and by keyboard, and on to its students', async ({ page }) => {
  test.setTimeout(120_000)
  await openReportPage(page, dashboard.name, reportUrl(dashboard.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const papers = page.getByTestId('block-papers')
  // By mouse: a paper's 及格率.
  await papers.locator('button[data-explain="passRate"]').first().click()
  const panel = page.getByTestId('figure-explanation')
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('及格率')
  await expect(panel).toContainText('得分 ≥')
  await expect(panel.getByTestId('explanation-inputs')).toContainText('有效成绩人数 N')
  await panel.getByRole('button', { name: '关闭' }).click()
  await expect(panel).toBeHidden()
  // By keyboard: focus the 平均分 of the same table and press Enter.
  const mean = papers.locator('button[data-explain="mean"]').first()
  await mean.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('Σx')
  await panel.getByRole('button', { name: '关闭' }).click()
  // On to the students: a 及格率 has them.
  await papers.locator('button[data-explain="passRate"]').first().click()
  await panel.getByRole('button', { name: '查看学生名单' }).click()
  await expect(page.getByTestId('student-drill-dialog')).toBeVisible()
  await expect(page.getByTestId('drill-summary')).toBeVisible()
})

// 有效分分析 (issue 36): a share opens into its explanation with the 总分 line it counted against and the
// settings version the figures were computed with.
const effective = REPORT_ROUTES.find((r) => r.name === 'standardEffective')!

test('有效分分析: 上线率 explains itself with its line and its settings version', async ({ page }) => {
  test.setTimeout(120_000)
  await openReportPage(page, effective.name, reportUrl(effective.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  await page.getByTestId('block-effective').locator('button[data-explain="onlineRate"]').first().click()
  const panel = page.getByTestId('figure-explanation')
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('上线率')
  const inputs = panel.getByTestId('explanation-inputs')
  await expect(inputs).toContainText('总分上线人数')
  await expect(inputs).toContainText('总分有效分线')
  await expect(inputs).toContainText('设置版本')
  await expect(inputs).toContainText('本次考试发布时的设置')
  // The page's 指标说明 states the same version under its entries (one source for both).
  const version = (await inputs.getByText(/^本次考试发布时的设置/).first().innerText()).trim()
  await panel.getByRole('button', { name: '关闭' }).click()
  const notes = page.getByTestId('metric-notes')
  await notes.getByRole('button', { name: /指标说明/ }).click()
  await expect(notes.getByTestId('metric-notes-version')).toContainText(`设置版本：${version}`)
})

// 小分矩阵 (issue 36): a student's 得分 on a page the user sorted opens into that student's explanation —
// the table's sort goes with the request, so the BFF reads the same page of students as the screen shows.
test('小分矩阵 sorted by 得分: a student\'s score explains itself on either order', async ({ page }) => {
  test.setTimeout(120_000)
  await openReportPage(page, 'report-matrix', reportUrl('/exam/common/matrix', REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const matrix = page.getByTestId('block-matrix')
  const panel = page.getByTestId('figure-explanation')
  const header = matrix.getByRole('button', { name: '得分' })
  for (const order of ['ascending', 'descending']) {
    await Promise.all([page.waitForResponse((r) => r.url().includes('/report-table?') && r.ok()), header.click()])
    await expect(matrix.locator(`th[aria-sort="${order}"]`)).toHaveCount(1)
    await expect(matrix.locator('[aria-busy="true"]')).toHaveCount(0)
    // The last student of the page (the first rows are the pinned means).
    const score = matrix.locator('button[data-explain="score"]').last()
    const name = (await score.locator('xpath=ancestor::tr').locator('td').first().innerText()).trim()
    await score.click()
    await expect(panel).toBeVisible()
    await expect(panel).toContainText(name)
    await expect(panel.getByTestId('explanation-inputs')).toContainText('记录的分数')
    await panel.getByRole('button', { name: '关闭' }).click()
    await expect(panel).toBeHidden()
  }
})

// 小分矩阵 with answer pictures open (issue 36): an item's score opens the student's answer picture, and the
// ⓘ beside it opens the score's explanation — by keyboard too; an objective item's states the option chosen.
test('小分矩阵: an item score that opens its answer picture reaches its explanation through the button beside it', async ({ page }) => {
  test.setTimeout(120_000)
  await openReportPage(page, 'report-matrix', reportUrl('/exam/common/matrix', REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const matrix = page.getByTestId('block-matrix')
  const panel = page.getByTestId('figure-explanation')
  // The first item's cell of the first student (the rows above are the pinned means): a link to the picture, and ⓘ.
  const beside = matrix.locator('button[data-explain-beside="q1"]').first()
  const cell = beside.locator('xpath=ancestor::td')
  await expect(cell.locator('a[href*="/report/answer-pic?"]')).toHaveCount(1)
  const shown = (await cell.locator('a').innerText()).trim()
  await beside.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('小题得分')
  await expect(panel).toContainText(`第 1 题`)
  const inputs = panel.getByTestId('explanation-inputs')
  await expect(inputs).toContainText('题目满分 W')
  // An objective item's cell is '3 (B)': the explanation lists the option chosen, and the score the cell leads with.
  const option = /\((.+)\)$/.exec(shown)?.[1]
  if (option) await expect(inputs).toContainText(option)
  await expect(panel).toContainText(`小题得分：${shown.split(' ')[0]}`)
  await panel.getByRole('button', { name: '关闭' }).click()
  await expect(panel).toBeHidden()
})

// A chart's value (issue 36): a click on 考试概览's 各科得分率 chart opens the figure nearest to it; its
// 数据表 puts the chart's numbers on the page, where each opens by keyboard into the same figure the table
// beside it explains — the value the chart draws, in the figure's own words.
test('a chart\'s value opens into its explanation by a click on the chart and by keyboard from its 数据表', async ({ page }) => {
  test.setTimeout(120_000)
  await openReportPage(page, dashboard.name, reportUrl(dashboard.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const chart = page.getByTestId('block-paper-rates')
  const canvas = chart.getByRole('img')
  await expect(canvas).toHaveAttribute('data-labelled-categories', /\d+/)
  const panel = page.getByTestId('figure-explanation')
  const box = (await canvas.boundingBox())!
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText(/得分率|难度|优秀率|及格率/)
  await panel.getByRole('button', { name: '关闭' }).click()
  await expect(panel).toBeHidden()

  // By keyboard: 数据表, then the first subject's 及格率.
  const toggle = chart.getByRole('button', { name: '数据表' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const table = chart.getByTestId('chart-data-table')
  await expect(table).toBeVisible()
  const row = table.locator('tbody tr').first()
  const subject = (await row.locator('th').innerText()).trim()
  const pass = row.locator('td').nth(2).getByRole('button')
  const drawn = (await pass.innerText()).trim()
  await pass.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('及格率')
  await expect(panel).toContainText(subject)
  // The chart draws 及格率 in %, the figure states it so: 62.76 is 62.76%.
  await expect(panel).toContainText(`${Number(drawn).toFixed(2)}%`)
  await panel.getByRole('button', { name: '关闭' }).click()
  await expect(pass).toBeFocused()
})

// Issue 37: 各单位总分 is paged and sorted by the BFF. A unit's figure on page 2, after a sort by 平均分,
// opens into the explanation of that unit — the page and sort the table shows, not the first page's.
test('a unit on page 2 of 各单位总分, sorted by 平均分, opens into its own explanation', async ({ page }) => {
  test.setTimeout(120_000)
  await openReportPage(page, dashboard.name, reportUrl(dashboard.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const units = page.getByTestId('block-units')
  const tableAnswer = (check: (q: URLSearchParams) => boolean) =>
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/report-table') && new URL(r.url()).searchParams.get('block') === 'units' && check(new URL(r.url()).searchParams))
  const header = units.locator('th[data-column="mean"]')
  for (const rule of ['asc', 'desc']) {
    const sorted = tableAnswer((q) => q.get('sortKey') === 'mean' && q.get('sortRule') === rule)
    await header.getByRole('button').click()
    await sorted
  }
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  // Below the pinned 全体, each unit's 平均分 as drawn.
  const means = () => units.locator('tbody tr').evaluateAll((rows) => rows.slice(1).map((row) => parseFloat(row.querySelector('button[data-explain="mean"]')?.textContent ?? '')))
  const onPage1 = await means()
  const second = tableAnswer((q) => q.get('page') === '2' && q.get('sortRule') === 'desc')
  await units.getByRole('button', { name: '下一页' }).click()
  const answered = (await (await second).json()).data.rows as Array<{ cells: Record<string, unknown> }>
  await expect(units.locator('tbody tr')).toHaveCount(answered.length)
  await expect(units.locator('tbody tr').last()).toContainText(String(answered.at(-1)!.cells.name))
  const onPage2 = await means()
  expect(onPage2.length, 'page 2 holds the other classes').toBeGreaterThan(0)
  expect(Math.max(...onPage2), 'page 2 continues below page 1').toBeLessThanOrEqual(Math.min(...onPage1))
  const row = units.locator('tbody tr').last()
  const name = (await row.locator('th, td').first().innerText()).trim()
  const mean = row.locator('button[data-explain="mean"]')
  const shown = (await mean.innerText()).trim()
  await mean.click()
  const panel = page.getByTestId('figure-explanation')
  await expect(panel).toBeVisible()
  await expect(panel).toContainText(`${name} · 总分 · 平均分`)
  await expect(panel).toContainText(shown)
})
