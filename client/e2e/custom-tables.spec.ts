import { expect, test, type Download, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import type { CustomTableListView, CustomTableWizardView } from '@report/contracts/bff/custom-tables'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

// Issue 18 custom tables end to end: a school manager builds a table in the wizard (spec 2 §4 steps,
// §3 defaults), sees the live preview, generates it, follows it in the download panel's 自定义表格 tab
// (spec 3 §4: simulated progress, then done), gets the file downloaded by itself, opens it on
// /customTablePage, and one figure equals the 总体概况 report page's for the same scope.

const MIDTERM = '100152611100'
const NAME = '高二期中班级均分（e2e）'

async function listed(page: Page): Promise<CustomTableListView['tables']> {
  return ((await (await page.request.get('/report/bff/custom-tables/list')).json()) as { data: CustomTableListView }).data.tables
}

test('build a table in the wizard, generate, follow it in the panel, download it, open it online, check a figure', async ({ page }) => {
  test.setTimeout(240_000)
  const errors = collectConsoleErrors(page)
  await page.clock.install()
  await signIn(page, '/report/table-create/creat')
  const wizard = page.getByTestId('table-wizard')
  // A cold server builds the exam's score cube on the first call: give it time.
  await expect(wizard.getByRole('heading', { name: '新建自定义表格' })).toBeVisible({ timeout: 90_000 })

  // Step 1 of 6: the exam. First an exam of two papers (总分, 历史), then the midterm: the subjects start as
  // the midterm's every one. They were once carried over by pindex, so after an exam with fewer papers (the
  // newest is a merged custom exam when the merge spec ran first) 政治, 历史, 地理 started unticked and a
  // click meant to untick one ticked it: the "lost click" this test used to click again for.
  await expect(page.getByTestId('wizard-step')).toContainText('第 1 步：选择考试')
  await wizard.getByRole('combobox', { name: '考试' }).selectOption('100152610210:1')
  await expect(wizard.getByRole('button', { name: '下一步' })).toBeEnabled({ timeout: 60_000 })
  await wizard.getByRole('combobox', { name: '考试' }).selectOption(`${MIDTERM}:0`)
  await wizard.getByRole('button', { name: '下一步' }).click()
  // Step 2: subjects, every one ticked (spec 2 §3 defaults) — then 总分 and 语文 only, one click each.
  await expect(page.getByTestId('wizard-step')).toContainText('第 2 步：选择科目')
  const subjects = wizard.getByRole('group', { name: '科目' })
  const labels = await subjects.locator('label').allInnerTexts()
  expect(labels).toEqual(['总分', '语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'])
  for (const label of labels) await expect(subjects.getByRole('checkbox', { name: label, exact: true })).toBeChecked()
  for (const label of labels) {
    if (label === '总分' || label === '语文') continue
    await subjects.getByText(label, { exact: true }).click()
    await expect(subjects.getByRole('checkbox', { name: label, exact: true })).not.toBeChecked()
  }
  await wizard.getByRole('button', { name: '下一步' }).click()
  // Step 3: scope, 班级 by default (spec 2 §3 scope default 2).
  await expect(wizard.getByRole('combobox', { name: '统计范围' })).toHaveValue('2')
  await wizard.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByTestId('wizard-step')).toContainText('第 4 步：统计指标')
  await wizard.getByRole('button', { name: '上一步' }).click()
  await expect(page.getByTestId('wizard-step')).toContainText('第 3 步：统计范围')
  await wizard.getByRole('button', { name: '下一步' }).click()
  await wizard.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByTestId('wizard-step')).toContainText('第 5 步：行列分组')
  await wizard.getByRole('button', { name: '下一步' }).click()
  // Step 6: privacy on by default; the name.
  await expect(page.getByTestId('wizard-step')).toContainText('第 6 步：隐私与名称')
  await expect(wizard.getByRole('checkbox', { name: /隐私保护/ })).toBeChecked()
  await wizard.getByRole('textbox', { name: '表格名称' }).fill(NAME)

  const preview = page.getByRole('table', { name: '表格预览' })
  await expect(preview.getByRole('columnheader')).toHaveText(['班级', '总分实考人数', '总分平均分', '总分最高分', '总分最低分', '语文实考人数', '语文平均分', '语文最高分', '语文最低分'])
  await expect(preview.getByRole('row')).toHaveCount(9)
  const previewMean = Number(await preview.getByRole('row').nth(2).getByRole('cell').nth(2).innerText())

  // The queue downloads a done table by itself, possibly on the panel's first look: listen from the start.
  const downloaded = page.waitForEvent('download', { timeout: 200_000 })
  downloaded.catch(() => undefined)
  const created = page.waitForResponse((r) => r.url().endsWith('/report/bff/custom-tables/create'))
  await wizard.getByRole('button', { name: '生成表格' }).click()
  let id = ((await (await created).json()) as { data: { taskId: string } }).data.taskId
  await expect(page.getByTestId('table-created')).toContainText('表格生成中')

  // The panel opens on its 自定义表格 tab with the task (spec 3 §2, §4): generating with its progress, or, on a
  // loaded machine where the upstream finished before the panel's first look, already settled (done, or one of
  // the failures the reference upstream makes by design, which the reload below handles).
  const panel = page.getByTestId('download-task-panel')
  await expect(panel.getByRole('tab', { name: '自定义表格' })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 })
  const row = (taskId: string) => panel.locator(`[data-testid="download-task-row"][data-id="${taskId}"]`)
  const generatingOrDone = (taskId: string) =>
    expect(row(taskId).and(panel.locator('[data-state="generating"]')).getByTestId('task-progress').or(row(taskId).and(panel.locator('[data-state="done"], [data-state="failed"]')))).toBeVisible()
  await generatingOrDone(id)

  // The reference upstream fails a few tasks by design: 重新下载 makes the same table again (spec 3 §4 reload).
  const settled = async (taskId: string) => {
    let state = 'generating'
    await expect.poll(async () => (state = (await listed(page)).find((t) => t.id === taskId)?.state ?? 'gone'), { timeout: 60_000, intervals: [500, 1000, 2000] }).not.toBe('generating')
    return state
  }
  let state = await settled(id)
  for (let attempt = 0; state === 'failed' && attempt < 3; attempt++) {
    await page.clock.runFor(60_000)
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/report/bff/tasks/reload'))
    await row(id).getByRole('button', { name: '重新下载' }).click()
    id = ((await (await reloaded).json()) as { data: { taskId: string } }).data.taskId
    await page.clock.runFor(60_000)
    await generatingOrDone(id)
    state = await settled(id)
  }
  expect(state).toBe('done')

  // The next refresh sees it done (if the panel had not already) and the queue downloads it by itself.
  await page.clock.runFor(60_000)
  await expect(row(id)).toHaveAttribute('data-state', 'done')
  await page.clock.runFor(2_000)
  const download = await downloaded
  expect(download.suggestedFilename()).toBe(`${NAME}.xlsx`)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]!
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['班级', '总分实考人数', '总分平均分', '总分最高分', '总分最低分', '语文实考人数', '语文平均分', '语文最高分', '语文最低分'])
  expect(sheet.getCell(3, 3).value).toBe(previewMean)

  // The list, then the table online.
  await page.goto('/report/table-create/list')
  const listedRow = page.getByTestId('custom-table-row').filter({ hasText: NAME }).first()
  await expect(listedRow.getByRole('link', { name: '在线查看' })).toBeVisible({ timeout: 30_000 })
  await listedRow.getByRole('link', { name: '在线查看' }).click()
  await expect(page).toHaveURL(/\/report\/customTablePage\?id=/)
  const online = page.getByRole('table', { name: NAME })
  await expect(online.getByRole('row')).toHaveCount(sheet.rowCount, { timeout: 30_000 })

  // The 总体概况 report page of the same exam (总分, by class): the same 平均分 for the first class.
  const report = ((await (await page.request.get(`/report/bff/report-page?route=general-overview&examid=${MIDTERM}&org=0`)).json()) as { data: ReportPageView }).data
  const block = report.blocks.find((b) => 'table' in b && b.table) as unknown as { table: { rows: Array<{ cells: Record<string, string | number> }> } }
  const firstClass = online.getByRole('row').nth(2)
  const className = await firstClass.getByRole('cell').first().innerText()
  const pageRow = block.table.rows.find((r) => Object.values(r.cells).includes(className))
  expect(pageRow, `the report page lists ${className}`).toBeTruthy()
  expect(Number(await firstClass.getByRole('cell').nth(2).innerText())).toBe(Number(pageRow!.cells['mean']))
  expect(errors).toEqual([])
})

test('a rate indicator: the wizard offers 及格率 and its preview equals the 学科分析 page\'s 三率 for the same class', async ({ page }) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/table-create/creat')
  const wizard = page.getByTestId('table-wizard')
  await expect(wizard.getByRole('heading', { name: '新建自定义表格' })).toBeVisible({ timeout: 90_000 })
  await wizard.getByRole('combobox', { name: '考试' }).selectOption(`${MIDTERM}:0`)
  await wizard.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByTestId('wizard-step')).toContainText('第 2 步：选择科目')
  await wizard.getByRole('button', { name: '下一步' }).click()
  await expect(wizard.getByRole('combobox', { name: '统计范围' })).toHaveValue('2')
  await wizard.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByTestId('wizard-step')).toContainText('第 4 步：统计指标')

  // Only 及格率: the default statistics off, the rate on, one click each.
  const indicators = wizard.getByRole('group', { name: '统计指标' })
  const set = async (label: string, on: boolean) => {
    const box = indicators.getByRole('checkbox', { name: label, exact: true })
    await expect(box).toBeChecked({ checked: !on })
    await indicators.getByText(label, { exact: true }).click()
    await expect(box).toBeChecked({ checked: on })
  }
  await expect(indicators.getByRole('checkbox', { name: '及格率', exact: true })).not.toBeChecked()
  await expect(indicators.getByRole('checkbox', { name: '得分', exact: true })).toHaveCount(0)
  await set('及格率', true)
  for (const label of ['实考人数', '平均分', '最高分', '最低分']) await set(label, false)

  const preview = page.getByRole('table', { name: '表格预览' })
  await expect(preview.getByRole('columnheader').nth(2)).toHaveText('语文及格率', { timeout: 30_000 })
  await expect(preview.getByRole('columnheader').first()).toHaveText('班级')
  const firstClass = preview.getByRole('row').nth(2)
  const className = await firstClass.getByRole('cell').first().innerText()
  // People's numbers (issue 18 defect): a percent as the rate pages print it, never the raw share.
  const shown = await firstClass.getByRole('cell').nth(2).innerText()
  expect(shown).toMatch(/^[0-9]+\.[0-9]{2}%$/)

  // 学科分析 of 语文 (pindex 1) lists the same class's 及格 比率 on the exam's published lines.
  const report = ((await (await page.request.get(`/report/bff/report-page?route=subject-report&examid=${MIDTERM}&org=0&pindex=1`)).json()) as { data: ReportPageView }).data
  const block = report.blocks.find((b) => b.id === 'rates') as unknown as { table: { rows: Array<{ cells: Record<string, string | number> }> } }
  const pageRow = block.table.rows.find((r) => r.cells['unit'] === className)
  expect(pageRow, `the rates page lists ${className}`).toBeTruthy()
  expect(shown).toBe(pageRow!.cells['pass.rate'])
  expect(errors).toEqual([])
})

test('a table over two exams of one cohort: another grade is not offered, then one column group per exam and the second exam\'s figure is its 总体概况 page\'s', async ({ page }) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/table-create/creat')
  const wizard = page.getByTestId('table-wizard')
  await expect(wizard.getByRole('heading', { name: '新建自定义表格' })).toBeVisible({ timeout: 90_000 })
  await wizard.getByRole('combobox', { name: '考试' }).selectOption(`${MIDTERM}:0`)
  const view = ((await (await page.request.get(`/report/bff/custom-tables/wizard?examid=${MIDTERM}&org=0`)).json()) as { data: CustomTableWizardView }).data
  const mid = view.exams.find((e) => e.examid === MIDTERM)!
  const other = view.exams.find((e) => e.examid !== MIDTERM && e.grade === mid.grade && e.schoolid === mid.schoolid)!
  const mixed = view.exams.find((e) => e.grade !== mid.grade)!
  const label = (e: { name: string; time: string }) => `${e.name}${e.time ? `（${e.time}）` : ''}`
  const others = wizard.getByRole('group', { name: '其他考试' })
  const set = async (exam: { name: string; time: string }, on: boolean) => {
    const box = others.getByRole('checkbox', { name: label(exam), exact: true })
    await expect(box).toBeChecked({ checked: !on })
    await others.getByText(label(exam), { exact: true }).click()
    await expect(box).toBeChecked({ checked: on })
  }
  // Another grade is not offered at all (issue 33 item 6: it was, and refused only once picked).
  await expect(others.getByRole('checkbox', { name: label(other), exact: true })).toBeVisible()
  await expect(others.getByRole('checkbox', { name: label(mixed), exact: true })).toHaveCount(0)
  await set(other, true)
  await expect(page.getByTestId('exam-problem')).toHaveCount(0)

  // The preview: one group per exam under its name; the second group's 总分平均分 of the first class is the other exam's page's.
  const preview = page.getByRole('table', { name: '表格预览' })
  await expect(preview.getByTestId('column-group')).toHaveText([mid.name, other.name], { timeout: 60_000 })
  const titles = await preview.getByRole('row').nth(1).getByRole('columnheader').allInnerTexts()
  const at = titles.lastIndexOf('总分平均分')
  expect(at).toBeGreaterThan(titles.indexOf('总分平均分'))
  const firstClass = preview.getByRole('row').nth(3)
  const className = await firstClass.getByRole('cell').first().innerText()
  const shown = Number(await firstClass.getByRole('cell').nth(at).innerText())
  const report = ((await (await page.request.get(`/report/bff/report-page?route=general-overview&examid=${other.examid}&org=${other.org}`)).json()) as { data: ReportPageView }).data
  const block = report.blocks.find((b) => 'table' in b && b.table) as unknown as { table: { rows: Array<{ cells: Record<string, string | number> }> } }
  const pageRow = block.table.rows.find((r) => Object.values(r.cells).includes(className))
  expect(pageRow, `${other.name} lists ${className}`).toBeTruthy()
  expect(shown).toBe(Number(pageRow!.cells['mean']))
  expect(errors).toEqual([])
})

test('a subject only the second exam has: the wizard offers the union of the exams\' subjects, and the preview gives it columns, filled for that exam only', async ({ page }) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/table-create/creat')
  const wizard = page.getByTestId('table-wizard')
  await expect(wizard.getByRole('heading', { name: '新建自定义表格' })).toBeVisible({ timeout: 90_000 })
  // Two unit tests of the 高二 cohort: 历史 (pindex 1) and 地理 (pindex 1 too).
  await wizard.getByRole('combobox', { name: '考试' }).selectOption('100152610210:1')
  const view = ((await (await page.request.get('/report/bff/custom-tables/wizard?examid=100152610120&org=1')).json()) as { data: CustomTableWizardView }).data
  const geography = view.exam!
  const label = `${geography.name}${geography.time ? `（${geography.time}）` : ''}`
  const others = wizard.getByRole('group', { name: '其他考试' })
  await others.getByText(label, { exact: true }).click()
  await expect(others.getByRole('checkbox', { name: label, exact: true })).toBeChecked()
  await wizard.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByTestId('wizard-step')).toContainText('第 2 步：选择科目')
  const subjects = wizard.getByRole('group', { name: '科目' })
  await expect(subjects.locator('label')).toHaveText(['总分', '历史', '地理'])
  for (const s of ['总分', '历史', '地理']) await expect(subjects.getByRole('checkbox', { name: s, exact: true })).toBeChecked()
  await subjects.getByText('总分', { exact: true }).click()
  await expect(subjects.getByRole('checkbox', { name: '总分', exact: true })).not.toBeChecked()

  const preview = page.getByRole('table', { name: '表格预览' })
  const titles = ['历史实考人数', '历史平均分', '历史最高分', '历史最低分', '地理实考人数', '地理平均分', '地理最高分', '地理最低分']
  await expect(preview.getByRole('row').nth(1).getByRole('columnheader')).toHaveText(['班级', ...titles, ...titles], { timeout: 60_000 })
  const firstClass = preview.getByRole('row').nth(3)
  const cells = await firstClass.getByRole('cell').allInnerTexts()
  // An empty cell shows '—'.
  expect(cells.slice(5, 9), 'the 历史 test has no 地理').toEqual(['—', '—', '—', '—'])
  expect(cells.slice(9, 13), 'the 地理 test has no 历史').toEqual(['—', '—', '—', '—'])
  expect(cells.slice(1, 5).every((c) => c !== '—') && cells.slice(13, 17).every((c) => c !== '—'), 'each exam fills its own subject').toBe(true)
  const report = ((await (await page.request.get(`/report/bff/report-page?route=general-overview&examid=${geography.examid}&org=${geography.org}&pindex=1`)).json()) as { data: ReportPageView }).data
  const block = report.blocks.find((b) => 'table' in b && b.table) as unknown as { table: { rows: Array<{ cells: Record<string, string | number> }> } }
  const pageRow = block.table.rows.find((r) => Object.values(r.cells).includes(cells[0]!))
  expect(pageRow, `${geography.name} lists ${cells[0]}`).toBeTruthy()
  expect(Number(cells[14])).toBe(Number(pageRow!.cells['mean']))
  expect(errors).toEqual([])
})

// Issue 33 items 2 and 6, as the walk went: /custom-table/creat has no download-task panel, yet 生成表格
// promises 完成后将自动下载 — the page follows the task and the file arrives by itself; the name step
// follows the exam until the user types one; the other exams offered are the cohort's only; the preview's
// header does not contradict its placeholder.
test('on /custom-table/creat: the name follows the exam, only the cohort is offered, and the generated table downloads by itself', async ({ page }) => {
  test.setTimeout(240_000)
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/custom-table/creat')
  const wizard = page.getByTestId('table-wizard')
  await expect(wizard.getByRole('heading', { name: '新建自定义表格' })).toBeVisible({ timeout: 90_000 })
  await expect(page.getByTestId('download-task-panel')).toHaveCount(0)
  const exams = wizard.getByRole('combobox', { name: '考试' })
  await exams.selectOption(`${MIDTERM}:0`)
  const view = ((await (await page.request.get(`/report/bff/custom-tables/wizard?examid=${MIDTERM}&org=0`)).json()) as { data: CustomTableWizardView }).data
  const mid = view.exam!
  const label = (e: { name: string; time: string }) => `${e.name}${e.time ? `（${e.time}）` : ''}`
  const others = wizard.getByRole('group', { name: '其他考试' })
  await expect(others.getByRole('checkbox')).toHaveCount(view.joinable.length)
  for (const e of view.exams.filter((x) => x.grade !== mid.grade).slice(0, 3)) await expect(others.getByRole('checkbox', { name: label(e), exact: true })).toHaveCount(0)

  // The name step proposes the exam's name; switching the exam switches it; a typed name stays.
  // This page's wizard has no 行列分组 step (spec 2 §4 split scene): steps are reached by their titles.
  const step = page.getByTestId('wizard-step')
  const toStep = async (title: string) => {
    while (!(await step.innerText()).includes(title)) {
      const at = Number(await step.getAttribute('data-step'))
      await wizard.getByRole('button', { name: title === '选择考试' || title === '选择科目' ? '上一步' : '下一步' }).click()
      await expect(step).not.toHaveAttribute('data-step', String(at))
    }
  }
  const nameBox = wizard.getByRole('textbox', { name: '表格名称' })
  await toStep('隐私与名称')
  await expect(nameBox).toHaveValue(`${mid.name}自定义表格`)
  const another = view.joinable[0]!
  await toStep('选择考试')
  await exams.selectOption(`${another.examid}:${another.org}`)
  await expect(wizard.getByRole('button', { name: '下一步' })).toBeEnabled({ timeout: 60_000 })
  await toStep('隐私与名称')
  await expect(nameBox).toHaveValue(`${another.name}自定义表格`)
  const NAME = '自动下载的表格（e2e）'
  await nameBox.fill(NAME)
  await toStep('选择考试')
  await exams.selectOption(`${MIDTERM}:0`)
  await expect(wizard.getByRole('button', { name: '下一步' })).toBeEnabled({ timeout: 60_000 })

  // With no subject the preview asks for one, under a header that claims no rows.
  await wizard.getByRole('button', { name: '下一步' }).click()
  await expect(step).toContainText('选择科目')
  const subjects = wizard.getByRole('group', { name: '科目' })
  for (const s of await subjects.locator('label').allInnerTexts()) await subjects.getByText(s, { exact: true }).click()
  const preview = page.getByTestId('table-preview')
  await expect(preview).toContainText('请选择科目和统计指标后查看预览')
  await expect(preview.getByText(/前 \d+ 行/)).toHaveCount(0)
  await subjects.getByText('总分', { exact: true }).click()
  await expect(preview).toContainText(/预览（前 \d+ 行，共 \d+ 行）/, { timeout: 60_000 })
  await toStep('隐私与名称')
  await expect(nameBox).toHaveValue(NAME)

  // 生成表格: the page follows the task; once done the file downloads without a click. The reference upstream
  // fails a few tasks by design: the page says so, and 生成表格 makes it again.
  let download: Download | null = null
  for (let attempt = 0; attempt < 4 && !download; attempt++) {
    const downloaded = page.waitForEvent('download', { timeout: 150_000 })
    downloaded.catch(() => undefined)
    await wizard.getByRole('button', { name: '生成表格' }).click()
    const card = page.getByTestId('table-created')
    await expect(card).toContainText('请保持本页打开')
    await expect(card).not.toHaveAttribute('data-state', 'generating', { timeout: 150_000 })
    if ((await card.getAttribute('data-state')) !== 'done') continue
    await expect(card).toContainText('表格已生成，已开始下载')
    download = await downloaded
  }
  expect(download!.suggestedFilename()).toBe(`${NAME}.xlsx`)
  await expect(page.getByTestId('table-created').getByRole('link', { name: '在线查看' })).toBeVisible()
  expect(errors).toEqual([])
})

// Issue 33 item 10: a student on /custom-table/list read that custom analysis was refused.
test('a student on the custom-table list reads that custom tables are refused, with a way home', async ({ page }) => {
  await signIn(page, '/report/custom-table/list', 'demo-student')
  await expect(page.getByText('学生账号无法使用自定义表格')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('学生账号无法使用自定义分析')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toBeVisible()
})
