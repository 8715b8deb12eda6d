import { expect, test } from '@playwright/test'
import { EXAMS, signIn, signInToExam } from './support/demo.ts'

// Score sync (issue 19; spec 1 §2 examSync, §3 sync status, spec 2 §4): the organiser starts a sync on
// /examSync, the reference upstream moves it along paper by paper, and once synced the exam's sync
// dialog no longer shows. One paper takes UPSTREAM_SYNC_STEP_MS (4 s unless the run sets it).

// The unsynced joint exam's life in order: the tests that need it unsynced come first, then the sync,
// which leaves it synced for every later test of the run (a file's tests run in order on one worker;
// spread over two spec files, the sync sometimes ran first and the dialog tests found no dialog).

test('the unsynced joint exam shows the sync dialog; 等待同步 keeps informing, 查看分析 proceeds', async ({ page }) => {
  await signInToExam(page, 'demo-school-admin', EXAMS.unsyncedJoint)
  const dialog = page.getByRole('dialog', { name: '成绩同步进度' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('row')).not.toHaveCount(0)
  await expect(dialog.getByText('已发布').first()).toBeVisible()
  await expect(dialog.getByText('未发布').first()).toBeVisible()
  await expect(page.getByTestId('crumb-note')).toHaveText('成绩同步中')

  await dialog.getByRole('button', { name: '等待同步' }).click()
  await expect(dialog).toBeHidden()
  const waiting = page.getByTestId('sync-waiting')
  await expect(waiting).toBeVisible()
  await expect(waiting).toContainText('成绩同步中')
  await expect(page.getByTestId('exam-summary')).toHaveCount(0)

  await waiting.getByRole('button', { name: '查看分析' }).click()
  await expect(page.getByTestId('exam-summary')).toBeVisible()

  // A fresh entry asks again, and 查看分析 in the dialog goes straight on.
  await page.reload()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '查看分析' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('exam-summary')).toBeVisible()
  await expect(page.getByTestId('sync-waiting')).toHaveCount(0)
})

test('a paid school opens its export pages from the exam frame', async ({ page }) => {
  await signInToExam(page, 'demo-school-admin', EXAMS.unsyncedJoint)
  await page.getByRole('dialog', { name: '成绩同步进度' }).getByRole('button', { name: '查看分析' }).click()
  await page.getByRole('button', { name: '导出与设置' }).click()
  await page.getByRole('menuitem', { name: '导出报告' }).click()
  await expect(page).toHaveURL(new RegExp(`/report/config-view/report-export\\?examid=${EXAMS.unsyncedJoint}`))
  await expect(page.getByTestId('version-tip')).toHaveCount(0)
})

test('a syncing exam becomes synced and its dialog stops showing', async ({ page }) => {
  test.setTimeout(150_000)
  await signInToExam(page, 'demo-school-admin', EXAMS.unsyncedJoint)
  const dialog = page.getByRole('dialog', { name: '成绩同步进度' })
  await expect(dialog).toBeVisible({ timeout: 60_000 })
  // Issue 33 item 1: the dialog and the panel after 等待同步 lead to /examSync, where the sync is run.
  await expect(dialog.getByRole('link', { name: '去成绩同步' })).toBeVisible()
  await dialog.getByRole('button', { name: '等待同步' }).click()
  const waiting = page.getByTestId('sync-waiting')
  await expect(waiting).toBeVisible()
  // The dashboard's figures before the sync: the unsynced schools' scores are not in them yet.
  const dashboard = async () => JSON.stringify(((await (await page.request.get(`/report/bff/report-page?route=dashboard&examid=${EXAMS.unsyncedJoint}&org=0`)).json()) as { data: { blocks: unknown[] } }).data.blocks)
  const before = await dashboard()
  await waiting.getByRole('link', { name: '去成绩同步' }).click()

  await expect(page).toHaveURL(new RegExp(`/report/examSync\\?examid=${EXAMS.unsyncedJoint}&org=0`))
  await expect(page.getByLabel('选择考试')).toHaveValue(`${EXAMS.unsyncedJoint}:0`)
  const state = page.getByTestId('sync-state')
  await expect(state).toHaveText('未同步')
  const papers = page.getByRole('table', { name: '科目同步状态' })
  await expect(papers.getByText('未发布').first()).toBeVisible()
  await expect(page.getByRole('table', { name: '学校同步状态' }).getByRole('row')).not.toHaveCount(0)

  await page.getByRole('button', { name: '开始同步' }).click()
  await expect(page.getByTestId('sync-message')).toHaveText('已开始从阅卷同步成绩，同步完成后各报告自动更新')
  await expect(state).toHaveText('同步中')
  await expect(page.getByRole('button', { name: '开始同步' })).toBeDisabled()
  // The page asks again while the sync moves; no reload needed.
  await expect(state).toHaveText('已同步', { timeout: 120_000 })
  await expect(papers.getByText('未发布')).toHaveCount(0)
  // What the sync changed: the scores it added and the figures that moved, subject by subject.
  const changes = page.getByTestId('sync-changes')
  await expect(changes).toContainText(/本次同步为 \d+ 个科目补入 \d+ 条学生成绩/)
  await expect(changes.getByRole('table', { name: '同步前后的变化' }).locator('tr[data-moved]')).not.toHaveCount(0)
  await expect(changes.getByRole('row', { name: /总分/ })).toContainText('→')
  expect(await dashboard(), 'the dashboard counts the synced scores').not.toEqual(before)

  await page.getByRole('link', { name: '查看分析' }).click()
  await expect(page).toHaveURL(new RegExp(`/report/exam/dashboard\\?examid=${EXAMS.unsyncedJoint}`))
  await expect(page.getByTestId('exam-summary')).toBeVisible()
  await expect(page.getByRole('dialog', { name: '成绩同步进度' })).toHaveCount(0)
  await expect(page.getByTestId('crumb-note')).toHaveCount(0)
})

test('a teacher has no joint exam to sync', async ({ page }) => {
  await signIn(page, '/report/examSync', 'demo-teacher')
  await expect(page.getByText('暂无需要同步成绩的联考')).toBeVisible()
})

test('a school’s missing paper scores: a bad file lists its rows, a good one adds them', async ({ page }) => {
  const ExcelJS = (await import('exceljs')).default
  const xlsx = async (rows: (string | number)[][]) => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('成绩')
    for (const r of rows) sheet.addRow(r)
    return Buffer.from(await book.xlsx.writeBuffer())
  }
  // 江州六校 高二11月联考 (synced), 江州市第二中学's 数学.
  await signIn(page, '/report/examSync/addData?examid=280152611190&org=0&schoolid=10002&pindex=2')
  const missing = page.getByRole('table', { name: '缺少成绩的学生' })
  await expect(missing.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 })
  const rows = await missing.getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')))
  const file = page.getByLabel('选择成绩文件')

  await file.setInputFiles({ name: 'bad.xlsx', mimeType: 'application/octet-stream', buffer: await xlsx([['考号', '姓名', '分数'], [rows[0]![0]!, rows[0]![1]!, 151], ['999', '某某', 60]]) })
  await expect(page.getByText('第 2 行：分数须在 0 到满分之间（满分 150）')).toBeVisible()
  await expect(page.getByText(/第 3 行：该考号不是本校该科目缺少成绩的学生/)).toBeVisible()
  await expect(page.getByRole('button', { name: '确认导入' })).toBeDisabled()

  await file.setInputFiles({ name: 'good.xlsx', mimeType: 'application/octet-stream', buffer: await xlsx([['考号', '姓名', '分数'], ...rows.map(([id, name]) => [id!, name!, 88])]) })
  await expect(page.getByTestId('add-data-check')).toContainText(`可导入 ${rows.length} 行，问题 0 处`)
  await page.getByRole('button', { name: '确认导入' }).click()
  await expect(page.getByText('该校该科目没有缺少成绩的学生')).toBeVisible()
})
