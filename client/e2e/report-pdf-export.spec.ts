/// <reference types="node" />
// The test reads the downloaded PDF in Node with poppler's pdfinfo and pdftotext (.ci/run installs them).
import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { TaskPanelView, TaskRow } from '@report/contracts/bff/tasks'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

// Issue 17 end to end: a school manager creates 导出报告; the PDF renderer (playwright.config.ts runs
// one beside the BFF) claims the task, prints the report through the BFF's export page and sends the
// merged PDF back; the panel shows the task printing, then the file, and downloads it by itself. The
// file is A4 with the exam's name, the report's figures as text, and page numbers.

/** 江州市第一中学 2026学年第一学期高二期中考试: the school admin's own exam. */
const EXAM = { examid: '100152611100', org: '0', grade: '高二' }
const EXAM_NAME = '2026学年第一学期高二期中考试'
const query = new URLSearchParams(EXAM).toString()
const DASHBOARD = `/report/exam/dashboard?${query}`

async function reportRow(page: Page, id: string): Promise<TaskRow | undefined> {
  const panel = ((await (await page.request.get(`/report/bff/tasks?${query}`)).json()) as { data: TaskPanelView }).data
  return panel.tabs.find((t) => t.kind === 'report')?.rows.find((r) => r.id === id)
}

/** In-app navigation (wouter listens to pushState): the page, its module state and its fake clock stay. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => window.history.pushState(null, '', url), path)
}

test('导出报告: the renderer prints it, the panel follows it to the file, and the PDF is A4 with the exam, its figures and page numbers', async ({ page }, testInfo) => {
  test.setTimeout(420_000)
  const errors = collectConsoleErrors(page)
  await page.clock.install()
  await signIn(page, `/report/config-view/report-export?${query}`)
  const exportView = page.getByTestId('report-export')
  await expect(exportView).toBeVisible({ timeout: 30_000 })

  // The school report and one report per subject: ten reports, so the task is seen printing, report by report.
  await exportView.getByText('每个科目一份学科分析报告').click()
  await expect(exportView.getByRole('checkbox', { name: /学科报告/ })).toBeChecked()
  const created = page.waitForResponse((r) => r.url().endsWith('/report/bff/tasks/report') && r.request().method() === 'POST')
  // Watched from the click on: page.clock.install() lets time flow, so while the test polls the task in real
  // time the panel's own 60 s refresh may see it done and download it before the test's last step.
  const downloaded = page.waitForEvent('download', { timeout: 400_000, predicate: (d) => d.suggestedFilename() === `${EXAM_NAME}分析报告.pdf` })
  downloaded.catch(() => undefined)
  await exportView.getByRole('button', { name: '导出报告' }).click()
  const id = ((await (await created).json()) as { data: { taskId: string } }).data.taskId
  await expect(exportView.getByRole('button', { name: '已创建' })).toBeDisabled()

  await navigate(page, DASHBOARD)
  const panel = page.getByTestId('download-task-panel')
  await expect(panel.getByRole('tab', { name: '导出报告' })).toHaveAttribute('aria-selected', 'true')
  const row = panel.locator(`[data-testid="download-task-row"][data-id="${id}"]`)
  await expect(row).toHaveAttribute('data-state', 'generating')

  // The renderer claims it (status 5) and reports each printed report: the BFF's row carries the real
  // share (taskScheduler), and the next refresh (60 s on the page's clock) shows it in the panel.
  let printing: TaskRow | undefined
  await expect
    .poll(async () => {
      printing = await reportRow(page, id)
      return printing?.state === 'generating' && printing.progress.mode === 'value' && printing.progress.value > 0
    }, { timeout: 180_000, intervals: [250, 500, 1000] })
    .toBe(true)
  expect(printing!.statusText).toBe('生成中')
  await page.clock.runFor(60_000)
  // The refresh the clock fires is a request: the row shows the share once it has answered (reading the
  // row straight away read the one before it, 0, in one full run).
  const shown = () => row.getByTestId('task-progress').getAttribute('data-value').then(Number)
  await expect.poll(shown, { message: 'a real share of the reports, not a simulation', timeout: 15_000 }).toBeGreaterThan(0)
  await expect(row).toContainText('生成中')
  expect(await shown()).toBeLessThan(100)

  await expect.poll(async () => (await reportRow(page, id))?.state, { timeout: 240_000, intervals: [500, 1000, 2000] }).toBe('done')
  await page.clock.runFor(60_000)
  await expect(row).toHaveAttribute('data-state', 'done')
  await page.clock.runFor(2_000)
  const download = await downloaded
  expect(download.suggestedFilename()).toBe(`${EXAM_NAME}分析报告.pdf`)
  const file = testInfo.outputPath('report.pdf')
  await download.saveAs(file)

  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
  expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/)
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1])
  expect(pages).toBeGreaterThan(0)
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  await testInfo.attach('report.txt', { body: text, contentType: 'text/plain' })
  expect(text).toContain(EXAM_NAME)
  // Every page has its footer, counted over the whole file: 第 1..N 页 / 共 N 页 across the ten reports
  // (pdftotext closes up the small spaces).
  const footers = [...text.matchAll(/第\s*(\d+)\s*页\s*\/\s*共\s*(\d+)\s*页/g)].map((m) => [Number(m[1]), Number(m[2])])
  expect(footers).toEqual(Array.from({ length: pages }, (_, i) => [i + 1, pages]))

  // The figures are the ones the screen shows: the same view model (the total report's first figures).
  const view = ((await (await page.request.get(`/report/bff/report-page?route=total-report&${query}`)).json()) as { data: ReportPageView }).data
  expect(text).toContain(view.title)
  const stats = view.blocks.find((b) => b.kind === 'stats')
  expect(stats, 'the total report has figures').toBeTruthy()
  if (stats?.kind === 'stats') {
    for (const item of stats.items.slice(0, 4)) {
      expect(text).toContain(item.label)
      expect(text).toContain(String(item.value))
    }
  }
  // The report ends with its appendix: the definitions its figures used, whom each counts, and the settings version.
  expect(text).toContain('附录：指标说明')
  expect(text).toContain('统计范围与取舍')
  for (const note of view.notes.slice(0, 3)) expect(text).toContain(note.term)
  expect(view.settingsVersion, 'the total report counts rates on the exam\'s lines').toBeTruthy()
  expect(text.replace(/\s+/g, '')).toContain(`设置版本：${view.settingsVersion}`.replace(/\s+/g, ''))
  expect(errors).toEqual([])
})
