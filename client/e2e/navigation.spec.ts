import { expect, test, type Page } from '@playwright/test'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

const STAFF_ITEMS = ['考后分析', '分数转换', '等级赋分', '历史对比', '自定义分析', '自定义表格', '指标参数设置']

/** The nav entries each role gets (spec 1 §2 top navigation, the reference upstream's menus and editions). */
const ROLES: ReadonlyArray<{ token: string; who: string; items: string[] }> = [
  { token: 'demo-school-admin', who: 'a school admin (flagship)', items: STAFF_ITEMS },
  { token: 'demo-teacher', who: 'a teacher (flagship)', items: STAFF_ITEMS },
  { token: 'demo-student', who: 'a student', items: ['考后分析'] },
  { token: 'demo-simple', who: 'a simple (成绩管理个人版) account', items: ['考后分析'] },
  { token: 'demo-vschool', who: 'a virtual-school admin', items: [...STAFF_ITEMS, '数据看板'] },
]

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' })

for (const role of ROLES) {
  test(`${role.who} sees exactly its nav items`, async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await signIn(page, '/report/', role.token)
    await expect(mainNav(page).getByRole('link')).toHaveText(role.items)
    // Home is the active item on the home page.
    await expect(mainNav(page).getByRole('link', { name: '考后分析' })).toHaveAttribute('aria-current', 'page')
    expect(errors).toEqual([])
  })
}

test('the data dashboard of a virtual school opens in a new tab through the BFF', async ({ page }) => {
  await signIn(page, '/report/', 'demo-vschool')
  const item = mainNav(page).getByRole('link', { name: '数据看板' })
  await expect(item).toHaveAttribute('target', '_blank')
  await expect(item).toHaveAttribute('href', /^\/report\/bff\//)
})

test('the nav highlights the item of the current page and follows navigation', async ({ page }) => {
  await signIn(page, '/report/')
  await mainNav(page).getByRole('link', { name: '等级赋分' }).click()
  await expect(page).toHaveURL(/\/report\/level\/score$/)
  await expect(mainNav(page).getByRole('link', { name: '等级赋分' })).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).getByRole('link', { name: '考后分析' })).not.toHaveAttribute('aria-current', 'page')
  await expect(page).toHaveTitle('等级赋分 - 成绩分析报告')

  // Any path containing /config highlights the settings entry.
  await page.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '设置' }).click()
  await expect(page).toHaveURL(/\/report\/config\/ranking$/)
  await expect(mainNav(page).getByRole('link', { name: '指标参数设置' })).toHaveAttribute('aria-current', 'page')
})

test('a student has no way into custom analysis, grade scoring, comparison or settings', async ({ page }) => {
  test.slow()
  await signIn(page, '/report/', 'demo-student')
  await expect(mainNav(page).getByRole('link')).toHaveText(['考后分析'])
  await expect(page.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '设置' })).toHaveCount(0)

  // Every area says the student may not use it (the BFF's notice on a built page, the empty view on a
  // page still to come) and none says "in construction".
  for (const path of ['/report/new/custom', '/report/contrast/history', '/report/compare', '/report/config/ranking', '/report/custom-table/list', '/report/level/score', '/report/score/transformation']) {
    await page.goto(path)
    await expect(page.getByRole('main').getByText(/暂无与您相关的数据|学生|无法使用|无权|不支持|没有.*权限/).first(), path).toBeVisible()
    await expect(page.getByText('该功能建设中')).toHaveCount(0)
  }
})

test('a school admin is not kept out of those areas: the pages themselves open', async ({ page }) => {
  await signIn(page, '/report/new/custom')
  await expect(page.getByRole('main').getByRole('heading', { name: /自定义分析|导入/ }).first()).toBeVisible()
  await page.goto('/report/contrast/history')
  await expect(page.getByRole('main').getByText(/历史对比/).first()).toBeVisible()
  for (const path of ['/report/new/custom', '/report/contrast/history']) {
    await page.goto(path)
    await expect(page.getByText('暂无与您相关的数据')).toHaveCount(0)
    await expect(page.getByText('该功能建设中')).toHaveCount(0)
  }
})
