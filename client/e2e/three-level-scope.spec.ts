import { expect, test, type Page } from '@playwright/test'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

// Spec 1 §2 three-level navbar: "choosing a county or school writes qxschool or lkschool" — into the
// address, and the page below shows that scope (issue 15 item 1: the screen kept the city's data).
const EXAM = '300062607010'
const BASE = `examid=${EXAM}&org=0&grade=${encodeURIComponent('高三')}`

async function bff<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/report/bff${path}`)
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true)
  return ((await answer.json()) as { data: T }).data
}

/** The 考试概况 figure `label` of the report-page view model the current address asks for. */
async function figureOf(page: Page, route: string, label: string): Promise<string> {
  const search = new URL(page.url()).searchParams
  search.set('route', route)
  const view = await bff<ReportPageView>(page, `/report-page?${search.toString()}`)
  const figures = view.blocks.find((b) => b.kind === 'stats')
  const item = figures?.kind === 'stats' ? figures.items.find((i) => i.label === label) : undefined
  expect(item, `${route}: ${label}`).toBeDefined()
  return String(item!.value)
}


test('单区县分析 → a county: the address gets qxschool and the total report shows that county', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await signIn(page, `/report/exam/total?${BASE}`, 'demo-city')
  const navbar = page.getByTestId('three-level-navbar')
  await expect(navbar).toBeVisible()
  await expect(page.getByTestId('block-figures')).toContainText('统计范围：全体')
  const cityCount = await figureOf(page, 'total-report', '参考人数')

  const context = await bff<ExamContext>(page, `/exam-context?${BASE}&route=total-report`)
  const county = context.navbar!.counties.find((c) => c.name === '白沙县') ?? context.navbar!.counties[1]!
  await navbar.getByText('单区县分析').click()
  await navbar.getByRole('combobox', { name: '选择区县' }).selectOption(county.id)

  await expect(page).toHaveURL(new RegExp(`qxschool=${county.id}`))
  await expect(page.getByTestId('block-figures')).toContainText(`统计范围：${county.name}`)
  const countyCount = await figureOf(page, 'total-report', '参考人数')
  expect(countyCount).not.toBe(cityCount)
  await expect(page.getByTestId('block-figures')).toContainText(countyCount)
  await expect(navbar.getByRole('combobox', { name: '选择区县' })).toHaveValue(county.id)

  // The address alone names the scope: a reload (or a shared link) shows the same county.
  await page.reload()
  await expect(page).toHaveURL(new RegExp(`qxschool=${county.id}`))
  await expect(page.getByTestId('block-figures')).toContainText(`统计范围：${county.name}`)
  await expect(navbar.getByRole('combobox', { name: '选择区县' })).toHaveValue(county.id)

  // 整体对比 clears the district again.
  await navbar.getByText('整体对比').click()
  await expect(page).not.toHaveURL(/qxschool=/)
  await expect(page.getByTestId('block-figures')).toContainText('统计范围：全体')
  expect(errors).toEqual([])
})

test('单校分析 on the dashboard: the address gets lkschool and the dashboard shows that school', async ({ page }) => {
  await signIn(page, `/report/exam/dashboard?${BASE}`, 'demo-city')
  const navbar = page.getByTestId('three-level-navbar')
  await expect(navbar).toBeVisible()
  const context = await bff<ExamContext>(page, `/exam-context?${BASE}&route=dashboard`)
  const school = context.navbar!.schools[2]!

  await navbar.getByText('单校分析').click()
  await expect(page).toHaveURL(/lkschool=/)
  await navbar.getByRole('combobox', { name: '选择学校' }).selectOption(school.id)
  await expect(page).toHaveURL(new RegExp(`lkschool=${school.id}`))

  // What the page draws is the view model of that school, not the city's.
  const search = new URL(page.url()).searchParams
  search.set('route', 'dashboard')
  const view = await bff<ReportPageView>(page, `/report-page?${search.toString()}`)
  const cityView = await bff<ReportPageView>(page, `/report-page?${BASE}&route=dashboard`)
  const headline = (v: ReportPageView) => JSON.stringify(v.blocks.find((b) => b.kind === 'stats'))
  expect(headline(view)).not.toBe(headline(cityView))
  const stats = view.blocks.find((b) => b.kind === 'stats')
  if (stats?.kind === 'stats') {
    for (const item of stats.items.slice(0, 3)) await expect(page.getByTestId(`block-${stats.id}`)).toContainText(String(item.value))
  }
})

// Issue 15 item 1 named the subject and overview pages too: the same choice must reach what they show.
for (const [route, path] of [['subject-report', '/exam/subject'], ['general-overview', '/exam/common/overview']] as const) {
  test(`单校分析 on ${route}: the page asks for that school and shows other figures than the city's`, async ({ page }) => {
    test.setTimeout(120_000)
    await signIn(page, `/report${path}?${BASE}`, 'demo-city')
    const navbar = page.getByTestId('three-level-navbar')
    await expect(navbar).toBeVisible()
    const blocks = page.getByTestId('report-page').locator('[data-testid^="block-"]')
    await expect(blocks.locator('tbody tr').first()).toBeVisible()
    const cityText = (await blocks.allInnerTexts()).join('\n')

    const context = await bff<ExamContext>(page, `/exam-context?${BASE}&route=${route}`)
    const school = context.navbar!.schools[2]!
    const asked = page.waitForResponse((r) => r.url().includes('/report/bff/report-page?') && new URL(r.url()).searchParams.get('lkschool') === school.id)
    await navbar.getByText('单校分析').click()
    await navbar.getByRole('combobox', { name: '选择学校' }).selectOption(school.id)
    await expect(page).toHaveURL(new RegExp(`lkschool=${school.id}`))
    expect((await asked).status()).toBe(200)
    await expect(blocks.locator('tbody tr').first()).toBeVisible()
    await expect.poll(async () => (await blocks.allInnerTexts()).join('\n'), { message: 'the blocks show the school, not the city' }).not.toBe(cityText)
    // The blocks' figures are the school's view model's: its first table's first row is on screen.
    const view = (await (await asked).json() as { data: ReportPageView }).data
    const table = view.blocks.find((b) => b.kind === 'table' && b.table.rows.length > 0)
    if (table?.kind === 'table') {
      const name = Object.values(table.table.rows[0]!.cells).find((v) => typeof v === 'string' && v !== '')
      if (typeof name === 'string') await expect(page.getByTestId(`block-${table.id}`)).toContainText(name)
    }
  })
}
