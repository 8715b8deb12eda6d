import { expect, test } from '@playwright/test'
import { csvBytes } from '../../fixtures/src/custom/import-files.ts'
import { questionColumnsOf, questionFile, type QuestionFileSpec } from '../../fixtures/src/custom/question-files.ts'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'
import { nextReportPage } from './support/report-page.ts'

// Issue 18 ("per-subject — optionally per-question — scores"): a school manager imports a small file of
// question scores. The guess takes 数学-第1题 … and 物理T1 … for questions; the last 数学 column is headed
// 附加题, which the guess takes for a subject, so the user makes it 数学's question 5 and sets its full
// score. The preview shows each subject worth its questions' sum; the new exam's 试题分析 shows 第1题's
// 得分率 as recomputed from the file, and 第1题 opens its own question page.

const spec: QuestionFileSpec = {
  schoolId: '10001',
  grade: '高二',
  rows: 60,
  seed: 'e2e-questions',
  papers: [
    { subject: '数学', questions: [5, 5, 10, 15, 15] },
    { subject: '物理', questions: [30, 30, 40] },
  ],
  header: (s, n) => (s === '数学' ? (n === 5 ? '附加题' : `${s}-第${n}题`) : `${s}T${n}`),
  problems: [{ kind: 'absent', row: 4, subject: '数学' }],
}

/** The pages' percent: half up at 2 decimals. */
const pct = (x: number) => `${(Math.round(Number((x * 10000).toPrecision(15))) / 100).toFixed(2)}%`

test('import a per-question file, map the missed question, confirm, open its question pages', async ({ page }) => {
  test.setTimeout(150_000)
  const errors = collectConsoleErrors(page)
  const file = questionFile(spec)
  await signIn(page, '/report/new/custom')
  await expect(page.getByRole('heading', { name: '自定义分析：导入成绩' })).toBeVisible()
  await page.getByRole('combobox', { name: '导入年级' }).selectOption('高二')
  await page.getByLabel('选择成绩文件').setInputFiles({ name: '高二小题分.csv', mimeType: 'text/csv', buffer: Buffer.from(csvBytes(file, 'utf8')) })

  await expect(page.getByTestId('column-mapping')).toBeVisible()
  await expect(page.getByRole('combobox', { name: '数学-第1题对应' })).toHaveValue('question')
  await expect(page.getByRole('textbox', { name: '数学-第1题题号' })).toHaveValue('1')
  await expect(page.getByRole('textbox', { name: '物理T3题号' })).toHaveValue('3')
  await expect(page.getByRole('combobox', { name: '附加题对应' })).toHaveValue('subject')
  await page.getByRole('combobox', { name: '附加题对应' }).selectOption('question')
  await page.getByRole('textbox', { name: '附加题科目名称' }).fill('数学')
  await page.getByRole('textbox', { name: '附加题题号' }).fill('5')
  await expect(page.getByTestId('mapping-error')).toHaveText('请为“数学”第5题填写满分（大于0且不超过1000）')
  for (const p of spec.papers) {
    for (const [j, full] of p.questions.entries()) {
      const header = spec.header!(p.subject, j + 1)
      await page.getByRole('textbox', { name: `${header}满分` }).fill(String(full))
    }
  }
  await expect(page.getByTestId('mapping-error')).toHaveCount(0)
  await page.getByRole('button', { name: '下一步：预览' }).click()

  await expect(page.getByTestId('preview-summary')).toHaveText('共 60 行，全部可以导入；学号和姓名都与学籍一致')
  const sample = page.getByTestId('import-sample')
  await expect(sample).toContainText('数学（满分50，5题）')
  await expect(sample).toContainText('物理（满分100，3题）')
  await page.getByRole('textbox', { name: '考试名称' }).fill('高二小题分（自定义导入）')
  await page.getByRole('button', { name: '确认导入' }).click()
  await expect(page.getByTestId('import-done')).toContainText('导入完成：60 行成绩已生成自定义分析', { timeout: 30_000 })
  await page.getByRole('button', { name: '查看分析报告' }).click()
  await expect(page).toHaveURL(/\/report\/exam\/dashboard\?examid=9\d{11}&org=2&grade=/)
  const examid = new URL(page.url()).searchParams.get('examid')!

  // 第1题 of 数学 over the students who sat it (any question filled), recomputed from the file.
  const math = questionColumnsOf(spec, '数学')
  const sat = file.rows.filter((r) => math.questions.some((c) => r[c] !== ''))
  const rate = sat.reduce((s, r) => s + Number(r[math.questions[0]!] || 0), 0) / sat.length / 5
  const view = nextReportPage(page, 'report-question')
  await page.goto(`/report/exam/common/question?examid=${examid}&org=2&grade=${encodeURIComponent('高二')}&pindex=1`)
  await view
  const quality = page.getByTestId('block-quality')
  await expect(quality.locator('tbody tr')).toHaveCount(5, { timeout: 30_000 })
  const first = quality.locator('tbody tr').first()
  await expect(first).toContainText('第1题')
  await expect(first).toContainText(pct(rate))

  const single = nextReportPage(page, 'question-report')
  await first.getByRole('link', { name: '第1题' }).click()
  const question = await single
  expect(question.filters.find((f) => f.key === 'qid')?.options.map((o) => o.label)).toEqual([1, 2, 3, 4, 5].map((n) => `第${n}题（解答题）`))
  await expect(page).toHaveURL(/\/report\/exam\/question\?/)
  expect(errors).toEqual([])
})
