import { expect, test, type Page } from '@playwright/test'
import type { ChartView } from '@report/contracts/bff/chart'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { collectConsoleErrors } from './support/console.ts'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { nextReportPage, openReportPage } from './support/report-page.ts'
import { REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// Issue 35 'charts with a text alternative': every report chart's numbers are also a table a screen
// reader reaches — named by the chart's title, a row per category (a point for scatter), a column per
// series, the view's own numbers — and the chart's canvas points to it. The printed report has none.

type ChartBlock = Extract<ReportPageView['blocks'][number], { kind: 'chart' }>
const chartBlocks = (view: ReportPageView) => view.blocks.filter((b): b is ChartBlock => b.kind === 'chart')
const shown = (value: number | null | undefined) => (value === null || value === undefined ? '--' : String(value))

/** The rows a reader should find: [row header, ...cells], straight from the view. */
function expectedRows(chart: ChartView): string[][] {
  if (chart.kind === 'scatter') {
    const named = chart.series.length > 1
    return chart.series.flatMap((s) => (s.points ?? []).map((p, i) => [named ? `${s.name}：${p.label ?? i + 1}` : p.label ?? String(i + 1), shown(p.x), shown(p.y)]))
  }
  return chart.labels.map((label, i) => [label, ...chart.series.map((s) => shown(s.values[i]))])
}

async function expectChartTables(page: Page, view: ReportPageView): Promise<void> {
  const blocks = chartBlocks(view)
  expect(blocks.length, `${view.route}: the page has charts`).toBeGreaterThan(0)
  for (const block of blocks) {
    const name = block.chart.title ?? block.title ?? '图表'
    const frame = page.getByTestId(`block-${block.id}`)
    const table = frame.getByRole('table', { name, exact: true })
    await expect(table, `${view.route} ${block.id}: a table named ${name}`).toHaveCount(1)
    const rows = expectedRows(block.chart)
    expect(rows.length, `${block.id}: the chart has numbers`).toBeGreaterThan(0)
    const header = await table.locator('thead th').allTextContents()
    expect(header.length, `${block.id}: a label column and a column per series (or axis)`).toBe(block.chart.kind === 'scatter' ? 3 : block.chart.series.length + 1)
    for (const [i, series] of block.chart.kind === 'scatter' ? [] : block.chart.series.entries()) expect(header[i + 1]).toContain(series.name)
    const drawn = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')))
    expect(drawn, `${block.id}: the numbers of the view`).toEqual(rows)
    // The canvas is an image named by the title and described by the table.
    const canvas = frame.getByRole('img', { name, exact: true })
    await expect(canvas).toHaveAttribute('aria-describedby', (await table.getAttribute('id'))!)
  }
}

test('the dashboard\'s and 试题分析\'s charts give their numbers as tables a screen reader reaches; the printed page has none', async ({ page }) => {
  test.setTimeout(180_000)
  const errors = collectConsoleErrors(page)
  const dashboard = await openReportPage(page, 'dashboard', reportUrl('/exam/dashboard', REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  await expect(page.getByTestId('report-page')).toBeVisible()
  await expectChartTables(page, dashboard)

  // 试题分析: a scatter of 难度 and 区分度, a row per question.
  const question = REPORT_ROUTES.find((r) => r.name === 'report-question')!
  const answered = nextReportPage(page, question.name)
  await page.goto(reportUrl(question.path, REPORT_EXAM))
  const questions = await answered
  expect(chartBlocks(questions).some((b) => b.chart.kind === 'scatter'), '试题分析 has its scatter').toBe(true)
  await expect(page.getByTestId('report-page')).toHaveAttribute('data-route', question.name)
  await expectChartTables(page, questions)

  // PDF mode prints the page as it looks: no table beside the charts, the canvas describes nothing.
  await page.goto(reportUrl('/exam/dashboard', REPORT_EXAM, { export: 'pdf' }))
  await expect.poll(() => page.evaluate(() => (window as { __REPORT_READY__?: boolean }).__REPORT_READY__ === true), { timeout: 90_000 }).toBe(true)
  await expect(page.locator('canvas').first()).toBeVisible()
  await expect(page.getByTestId('chart-data-table')).toHaveCount(0)
  await expect(page.locator('canvas[aria-describedby]')).toHaveCount(0)
  expect(errors).toEqual([])
})
