/// <reference types="node" />
// The PDF test reads the downloaded file with poppler's pdftotext (.ci/run installs it).
import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { classById, className } from '@report/fixtures/dataset/classes'
import { examById } from '@report/fixtures/dataset/exams'
import { studentsOf } from '@report/fixtures/dataset/students'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

// Issue 20, transcripts: set fields and layout, create for a class from the export menu's entry,
// the fixed-width print page, the school's counter; a report-card host sends every other page to
// the transcript index (playwright.config.ts makes localhost one).

const EXAM_ID = '100152611100'
const exam = examById(EXAM_ID)!
const cls = classById(accountByKey('head-teacher')!.scope().classIds![0]!)!
const label = className(cls, exam.term.schoolYear)

test('a transcript is set up, created for a class and printed; the counter counts it', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/transcript/set')
  const settings = page.getByTestId('transcript-settings')
  await expect(settings).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('transcript-header').getByRole('link', { name: '成绩单设置' })).toHaveAttribute('aria-current', 'page')
  await settings.getByRole('textbox').fill('期中考试成绩单')
  // Settings stay on a reused server: set the field on, whatever it was.
  if (!(await settings.getByRole('checkbox', { name: '年级平均分' }).isChecked())) await page.getByTestId('transcript-fields').getByText('年级平均分').click()
  const before = Number((await page.getByTestId('transcript-counter').innerText()).match(/(\d+) 份/)![1])
  await settings.getByText('每页 2 份').click()
  await settings.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('保存成功')).toBeVisible()

  // From the export menu's entry (school type 0) into create with the exam chosen.
  await page.goto(`/report/config-view/transcript-export?examid=${EXAM_ID}&org=0&grade=高二`)
  await page.getByTestId('transcript-export').getByRole('link', { name: '生成成绩单' }).click()
  const create = page.getByTestId('transcript-create')
  await expect(create).toBeVisible({ timeout: 30_000 })
  await create.getByTestId('transcript-classes').getByText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}（`)).click()
  await create.getByRole('button', { name: '生成 1 个班的成绩单' }).click()

  await expect(page).toHaveURL(/\/report\/transcript\/report\?id=/)
  const pages = page.getByTestId('transcript-page')
  const count = studentsOf(cls).length
  await expect(page.getByTestId('transcript-sheet')).toHaveCount(count, { timeout: 30_000 })
  await expect(pages).toHaveCount(Math.ceil(count / 2))
  const first = page.getByTestId('transcript-sheet').first()
  await expect(first).toContainText('期中考试成绩单')
  await expect(first).toContainText(`班级：${label}`)
  await expect(first.getByRole('columnheader')).toHaveText(['科目', '成绩', '班级排名', '年级排名', '班级平均分', '年级平均分'])
  expect(await pages.first().evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(794)

  await page.evaluate(() => {
    window.print = () => {}
  })
  await page.getByRole('button', { name: '打印' }).click()
  await expect(page.getByText(`本校已下载成绩单 ${before + count} 份`)).toBeVisible()
  await page.goto('/report/transcript/index')
  await expect(page.getByTestId('transcript-counter')).toContainText(`本校已下载成绩单 ${before + count} 份`)
  await expect(page.getByTestId('transcript-row').first()).toContainText(label)
  expect(errors).toEqual([])
})

test('the transcript settings are the school\'s: a teacher sees them read-only (issue 30)', async ({ page }) => {
  await signIn(page, '/report/transcript/set', 'demo-teacher')
  const settings = page.getByTestId('transcript-settings')
  await expect(settings).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('transcript-settings-notice')).toHaveText('当前角色只能查看成绩单设置，修改请联系学校管理员')
  await expect(settings.getByRole('textbox')).toHaveAttribute('readonly', '')
  await expect(settings.getByRole('button', { name: '保存' })).toHaveCount(0)
})

test('on a report-card host every other page goes to the transcript index', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port
  await page.goto(`http://localhost:${port}/report/exam/dashboard?examid=${EXAM_ID}&org=0&token=demo-school-admin`)
  await expect(page).toHaveURL(`http://localhost:${port}/report/transcript/index?examid=${EXAM_ID}&org=0`)
  await expect(page.getByTestId('transcript-index')).toBeVisible({ timeout: 30_000 })
  await page.goto(`http://localhost:${port}/report/config-view/export-excel?examid=${EXAM_ID}&org=0`)
  await expect(page).toHaveURL(new RegExp(`localhost:${port}/report/transcript/index`))
  await page.goto(`http://localhost:${port}/report/transcript/set`)
  await expect(page.getByTestId('transcript-settings')).toBeVisible()
})

test('a transcript is printed to PDF by the PDF renderer: the file shows a student\'s name and score', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  const errors = collectConsoleErrors(page)
  await signIn(page, `/report/transcript/create?examid=${EXAM_ID}&org=0`)
  const create = page.getByTestId('transcript-create')
  await expect(create).toBeVisible({ timeout: 30_000 })
  await create.getByTestId('transcript-classes').getByText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}（`)).click()
  await create.getByRole('button', { name: '生成 1 个班的成绩单' }).click()
  await expect(page).toHaveURL(/\/report\/transcript\/report\?id=/)
  const id = new URL(page.url()).searchParams.get('id')!
  // What the screen shows for the first student: their name and total score.
  const first = page.getByTestId('transcript-sheet').first()
  await expect(first).toBeVisible({ timeout: 30_000 })
  const name = (await first.getByText(/^姓名：/).innerText()).replace('姓名：', '').trim()
  const total = (await first.getByRole('row').last().getByRole('cell').nth(1).innerText()).trim()
  expect(name.length).toBeGreaterThan(0)
  expect(total).toMatch(/^\d+(\.\d)?$/)
  const screenPages = await page.getByTestId('transcript-page').count()

  await page.goto('/report/transcript/index')
  const row = page.locator(`[data-testid="transcript-row"][data-id="${id}"]`)
  await expect(row).toBeVisible({ timeout: 30_000 })
  await row.getByRole('button', { name: '生成 PDF' }).click()
  const pdf = row.getByTestId('transcript-pdf')
  await expect(pdf).toHaveAttribute('data-state', 'generating')
  await expect(pdf).toHaveAttribute('data-state', 'done', { timeout: 180_000 })
  const download = page.waitForEvent('download')
  await row.getByRole('link', { name: '下载 PDF' }).click()
  const file = testInfo.outputPath('transcript.pdf')
  await (await download).saveAs(file)
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  expect(text).toContain(name)
  expect(text).toContain(total)
  expect(text).toContain('总分')
  // As many A4 pages as the print page shows: a transcript never spills onto the next page.
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])
  expect(pages).toBe(screenPages)
  // Downloading it counts the transcript into the school's counter, as printing does.
  await expect(row.getByText('已下载')).toBeVisible()
  expect(errors).toEqual([])
})

// Issue 33 item 8: /transcript/report opened without a transcript showed only 暂无与您相关的数据, outside any
// frame, with no way on; the city's /transcript/index counted for 本校.
test('/transcript/report without a transcript says what to choose and leads to the list; the city’s counter is its schools’', async ({ page }) => {
  await signIn(page, '/report/transcript/report', 'demo-city')
  await expect(page.getByText('请先选择要打印的成绩单')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('暂无与您相关的数据')).toHaveCount(0)
  await expect(page.getByTestId('standalone-header')).toBeVisible()
  await page.getByRole('link', { name: '去成绩单列表' }).click()
  await expect(page).toHaveURL(/\/report\/transcript\/index$/)
  await expect(page.getByTestId('transcript-counter')).toHaveText(/^所辖学校已下载成绩单 \d+ 份$/, { timeout: 30_000 })
})
