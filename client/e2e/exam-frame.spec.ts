import { expect, test, type Page } from '@playwright/test'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { ExamsView } from '@report/contracts/bff/exams'
import { collectConsoleErrors } from './support/console.ts'
import { EXAMS, signIn, signInToExam } from './support/demo.ts'

async function bff<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/report/bff${path}`)
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true)
  return ((await answer.json()) as { data: T }).data
}

const sessionValue = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key)

test('the dashboard frame shows the breadcrumb and the exam: name, subjects with full scores, student count', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  await signIn(page, '/report/')
  const first = page.getByTestId('exam-row').first().getByRole('link')
  const name = (await first.textContent()) ?? ''
  await first.click()
  await expect(page).toHaveURL(/\/report\/exam\/dashboard\?examid=/)

  const query = new URL(page.url()).search
  const context = await bff<ExamContext>(page, `/exam-context${query}&route=dashboard`)

  await expect(page.getByTestId('exam-summary').getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByTestId('student-count')).toHaveText(context.exam.studentCount.toLocaleString('zh-CN'))
  await expect(page.getByTestId('subject-chip')).toHaveText(context.exam.subjects.map((s) => new RegExp(`${s.subject}\\s*满分 ${s.fullScore}`)))
  await expect(page.getByTestId('exam-breadcrumb')).toContainText(name)
  await expect(page).toHaveTitle('考后分析 - 成绩分析报告')
  await page.screenshot({ path: testInfo.outputPath('dashboard-frame.png'), fullPage: true })

  // Another report route of the same exam: the frame around the total report's page.
  await page.goto(`/report/exam/total${query}`)
  await expect(page.getByTestId('exam-breadcrumb')).toContainText(name)
  await expect(page.getByTestId('report-page')).toHaveAttribute('data-route', 'total-report')
  await expect(page.getByText('该功能建设中')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('the banned exam shows its alert with the reason, and the user stays on the route', async ({ page }) => {
  await signInToExam(page, 'demo-city', EXAMS.banned)
  await expect(page).toHaveURL(new RegExp(`/report/exam/dashboard\\?examid=${EXAMS.banned}`))
  const url = page.url()
  const alert = page.getByRole('alertdialog')
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('禁止下载')
  await expect(alert).toContainText(/原因：\S+/)
  await alert.getByRole('button', { name: '确定' }).click()
  await expect(alert).toBeHidden()
  expect(page.url()).toBe(url)
  await expect(page.getByTestId('exam-summary')).toBeVisible()
})

test('a trial exam shows demo data with the purchase prompt and the way to the account manager', async ({ page }) => {
  await signInToExam(page, 'demo-trial', EXAMS.trial)
  const prompt = page.getByTestId('purchase-prompt')
  await expect(prompt).toBeVisible()
  await expect(page.getByTestId('exam-summary')).toBeVisible()
  await prompt.getByRole('button', { name: '联系客户经理' }).click()
  await expect(page.getByTestId('contact-card')).toBeVisible()
  await page.keyboard.press('Escape')

  // An export that needs a purchased version shows the version tip instead of its page.
  const url = page.url()
  await page.getByRole('button', { name: '导出与设置' }).click()
  await page.getByRole('menuitem', { name: '导出报告' }).click()
  const tip = page.getByTestId('version-tip')
  await expect(tip).toBeVisible()
  await expect(tip.getByRole('button', { name: '联系客户经理' })).toBeVisible()
  expect(page.url()).toBe(url)
})

test('a 走班 exam offers the layered-class trial, which leads to the account manager', async ({ page }) => {
  await signIn(page, '/report/', 'demo-zb-school')
  await page.getByTestId('tag-chip-Z').click()
  await page.getByTestId('exam-row').first().getByRole('link').click()
  await page.getByRole('button', { name: '申请试用走班高级功能' }).click()
  const dialog = page.getByTestId('apply-layered-class')
  await expect(dialog).toBeVisible()
  // No form that posts nowhere: the one way on is the account manager.
  await expect(dialog.getByRole('textbox')).toHaveCount(0)
  await dialog.getByRole('button', { name: '联系客户经理' }).click()
  await expect(page.getByTestId('contact-card')).toBeVisible()
})

test('a restricted IP and an exam outside its access period are full-page notices', async ({ page }) => {
  await signInToExam(page, 'demo-school-admin', EXAMS.ipRestricted)
  await expect(page.getByText('当前IP访问受限，请联系客服')).toBeVisible()
  await expect(page.getByTestId('exam-frame')).toHaveCount(0)

  await signInToExam(page, 'demo-showcase', EXAMS.outOfPeriod)
  await expect(page.getByText('当前考试不在访问期内，请联系客服')).toBeVisible()
  await expect(page.getByTestId('exam-frame')).toHaveCount(0)
})

test('an exam route without an exam says what to choose and leads to it (issue 33 item 8: no bare dead end)', async ({ page }) => {
  await signIn(page, '/report/exam/dashboard')
  await expect(page.getByRole('heading', { name: '请先选择一场考试' })).toBeVisible()
  await expect(page.getByRole('link', { name: '去选择考试' })).toBeVisible()
})

test('a district in the link stays in the address and is mirrored in session state; a breadcrumb click resets the navigation state', async ({ page }) => {
  await signIn(page, '/report/', 'demo-city')
  await expect(page.getByTestId('exam-row').first()).toBeVisible()

  // A three-level exam of the city: the first unified exam whose frame has the navbar.
  const { exams } = await bff<ExamsView>(page, '/exams')
  let target: { path: string; context: ExamContext } | undefined
  for (const exam of exams.filter((e) => e.tagGroup === 'L').slice(0, 20)) {
    const query = exam.dashboardPath.slice(exam.dashboardPath.indexOf('?'))
    const context = await bff<ExamContext>(page, `/exam-context${query}&route=dashboard`)
    if (context.navbar && context.navbar.counties.length > 1) {
      target = { path: exam.dashboardPath, context }
      break
    }
  }
  expect(target, 'a three-level exam with counties').toBeDefined()
  const county = target!.context.navbar!.counties[1]!

  await page.goto(`${target!.path}&qxschool=${county.id}`)
  const navbar = page.getByTestId('three-level-navbar')
  await expect(navbar).toBeVisible()
  // The address names the scope (issue 15 item 1: the page below asks with it); session state mirrors it.
  await expect(page).toHaveURL(new RegExp(`qxschool=${county.id}`))
  await expect.poll(() => sessionValue(page, 'countyId')).toBe(county.id)
  expect(await sessionValue(page, 'analyzeType')).toBe('county')
  await expect(navbar.getByRole('combobox', { name: '选择区县' })).toHaveValue(county.id)

  // The first crumb: navigation info back to all, no district, no school.
  await page.getByTestId('exam-breadcrumb').getByRole('link').first().click()
  await expect.poll(() => sessionValue(page, 'analyzeType')).toBe('all')
  expect(await sessionValue(page, 'compareType')).toBe('all')
  expect(await sessionValue(page, 'countyId')).toBeNull()
  expect(await sessionValue(page, 'schoolId')).toBeNull()
  await expect(navbar.getByRole('combobox', { name: '选择区县' })).toHaveCount(0)
  await expect(navbar.getByRole('radio', { name: target!.context.navbar!.tabs[0]!.label })).toBeChecked()
})
