import { expect, test } from '@playwright/test'
import type { ReportBlock } from '@report/contracts/bff/report-page'

type ChartBlock = Extract<ReportBlock, { kind: 'chart' }>
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { openReportPage } from './support/report-page.ts'
import { PROVINCE_EXAM, REPORT_EXAM, REPORT_ROUTES, reportUrl } from './support/report-routes.ts'

// Issue 15 item 8: a chart labels every class (chart.js skipped every other one), and the drill
// dialog's figures keep their labels (最高分, 最低分) on one line.

const route = (name: string) => REPORT_ROUTES.find((r) => r.name === name)!

test('every category of a class chart carries its label', async ({ page }) => {
  const dashboard = route('dashboard')
  const view = await openReportPage(page, dashboard.name, reportUrl(dashboard.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  const charts = view.blocks.filter((b): b is ChartBlock => b.kind === 'chart' && (b.chart.kind === 'bar' || b.chart.kind === 'line'))
  const classChart = charts.find((b) => b.chart.labels.some((l) => l.includes('班')))
  expect(classChart, 'the dashboard has a chart of classes').toBeDefined()
  expect(classChart!.chart.labels.length).toBeGreaterThan(12)
  for (const block of charts) {
    const canvas = page.getByTestId(`chart-${block.id}`).locator('canvas')
    await expect(canvas, `${block.title}: every one of ${block.chart.labels.length} categories labelled`).toHaveAttribute('data-labelled-categories', String(block.chart.labels.length))
  }
})

test('the drill dialog keeps 最高分 and 最低分 on one line', async ({ page }) => {
  const overview = route('general-overview')
  await openReportPage(page, overview.name, reportUrl(overview.path, REPORT_EXAM), SCHOOL_ADMIN_TOKEN)
  await page.locator('button[title="查看学生名单"]').first().click()
  const summary = page.getByTestId('student-drill-dialog').getByTestId('drill-summary')
  await expect(summary).toContainText('最低分')
  // Narrow as the row gets beside a long caption and 下载表格 (the walk saw it at 1280 px): the row
  // may wrap between figures, never inside a label.
  await summary.evaluate((el) => (el.style.maxWidth = '180px'))
  for (const label of ['人数', '平均分', '最高分', '最低分']) {
    const element = summary.getByText(label, { exact: true })
    const lines = await element.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '20')))
    expect(lines, `${label} on one line`).toBe(1)
  }
})

test('the 120,000 exam: the unit chart draws the highest and lowest means and says where every unit is', async ({ page }) => {
  test.setTimeout(180_000)
  const dashboard = route('dashboard')
  const view = await openReportPage(page, dashboard.name, reportUrl(dashboard.path, PROVINCE_EXAM), PROVINCE_EXAM.token, 150_000)
  const units = view.blocks.find((b) => b.kind === 'table' && b.id === 'units') as Extract<ReportBlock, { kind: 'table' }>
  // The table is paged by the BFF (issue 37): its pager counts every unit, the chart's title too.
  const count = units.table.paging?.total ?? 0
  expect(count, 'more units than a chart can draw').toBeGreaterThan(40)
  const chart = view.blocks.find((b): b is ChartBlock => b.kind === 'chart' && b.id === 'unit-means')!
  expect(chart.chart.labels.length).toBe(40)
  expect(chart.title).toContain(`共${count}个`)
  const means = chart.chart.series[0]!.values as number[]
  expect([...means].sort((a, b) => b - a)).toEqual(means)
  const canvas = page.getByTestId('chart-unit-means').locator('canvas')
  await expect(canvas).toHaveAttribute('data-labelled-categories', '40', { timeout: 60_000 })
})
