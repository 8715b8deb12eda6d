import { expect, test, type Page } from '@playwright/test'
import { csvBytes, scoreFile, type ScoreFile } from '../../fixtures/src/custom/import-files.ts'
import { signIn } from './support/demo.ts'

// Issue 18 examMerge: two separately sat exams of one cohort (语数英, then 物化生 with ten students
// fewer and ten more) are merged by 学号; the page shows the students of one exam only before
// confirming, and the merged exam's dashboard opens.

async function importFile(page: Page, file: ScoreFile, name: string): Promise<void> {
  const up = await page.request.post('/report/bff/custom/import/upload?fileName=f.csv', { headers: { 'content-type': 'application/octet-stream' }, data: Buffer.from(csvBytes(file, 'utf8')) })
  const u = (await up.json()).data
  const res = await page.request.post('/report/bff/custom/import/confirm', { data: { draftId: u.draftId, grade: '高二', columns: u.columns, fullScores: u.fullScores, name } })
  expect(res.status()).toBe(200)
}

test('merge two exams of one cohort by student number and open the result', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, '/report/new/custom/examMerge')
  const a = scoreFile({ schoolId: '10001', grade: '高二', rows: 120, seed: 'merge-a' })
  const b0 = scoreFile({ schoolId: '10001', grade: '高二', rows: 130, subjects: ['物理', '化学', '生物'], seed: 'merge-b' })
  await importFile(page, a, '高二语数英（e2e）')
  await importFile(page, { headers: b0.headers, rows: b0.rows.slice(10) }, '高二物化生（e2e）')
  await page.reload()

  await expect(page.getByRole('heading', { name: '自定义分析：合并考试' })).toBeVisible({ timeout: 30_000 })
  // Issue 33 item 7: one 届次 at a time — the newest exam's, 高中2025级 (the imports are 高二 today) — not every exam of every grade.
  await expect(page.getByRole('combobox', { name: '届次' })).toHaveValue('高中|2025')
  const count = async () => Number((await page.getByTestId('merge-count').innerText()).match(/\d+/)![0])
  const oneCohort = await count()
  await page.getByRole('combobox', { name: '届次' }).selectOption('')
  await expect.poll(count, { timeout: 60_000 }).toBeGreaterThan(oneCohort)
  const everyCohort = await count()
  await page.getByRole('combobox', { name: '年级' }).selectOption('高一')
  await expect(page.getByTestId('merge-exams').getByRole('row').filter({ hasText: '高二' })).toHaveCount(0)
  await page.getByRole('combobox', { name: '届次' }).selectOption('高中|2025')
  // One cohort again. Other specs import 高二 exams meanwhile (the workers share one upstream), so the
  // cohort's count may have grown since: the list is at least the cohort's and fewer than every cohort's.
  await expect.poll(async () => {
    const now = await count()
    return now >= oneCohort && now < everyCohort
  }, { timeout: 60_000 }).toBe(true)

  await page.getByRole('checkbox', { name: '选择高二语数英（e2e）' }).first().click({ force: true })
  // The rule shows beside the button the user is about to press, not below the list.
  await expect(page.getByTestId('merge-actions').getByTestId('merge-rule')).toHaveText('请至少选择2场考试')
  await expect(page.getByTestId('merge-rule')).toBeInViewport()
  await page.getByRole('checkbox', { name: '选择高二物化生（e2e）' }).first().click({ force: true })
  await expect(page.getByTestId('merge-rule')).toHaveCount(0)
  await page.getByRole('button', { name: '查看合并结果' }).click()
  await expect(page.getByTestId('merge-preview')).toContainText('合并后共 130 名学生、6 个科目。')
  await expect(page.getByTestId('merge-preview')).toBeInViewport()
  // The 总分 rule's consequence, named before confirming (issue 31 item 2).
  await expect(page.getByTestId('merge-conflicts')).toContainText('20 名学生只参加了部分考试：未参加的考试科目记为未考，这些学生不计总分')
  await expect(page.getByTestId('merge-conflicts')).toContainText('合并后只有 110 名学生 6 科都有成绩、计算总分；其余 20 名学生缺少部分科目成绩，总分记为未考')
  await expect(page.getByTestId('merge-partial').getByRole('row')).toHaveCount(21)
  // A short name: the first exam's, and how many (not every name joined).
  const name = page.getByRole('textbox', { name: '合并后的考试名称' })
  await expect(name).toHaveValue('高二物化生（e2e）等2场合并')
  await page.getByRole('button', { name: '确认合并' }).click()
  await expect(page.getByTestId('merge-done')).toContainText('合并完成：130 名学生', { timeout: 30_000 })
  await expect(page.getByTestId('merge-done')).toBeInViewport()
  await page.getByRole('button', { name: '查看分析报告' }).click()
  await expect(page).toHaveURL(/\/report\/exam\/dashboard\?examid=9\d{11}&org=2&grade=/)
  await expect(page.getByText('高二物化生（e2e）等2场合并').first()).toBeVisible({ timeout: 30_000 })
})
