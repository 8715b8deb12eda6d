import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'
import { reportUrl } from './support/report-routes.ts'
import { paths } from '../src/config/paths.ts'

// Issue 37: a page that shows one class of a view of several schools asks for the school first, then lists only
// that school's classes (one list of every class was a megabyte and named 高二(1)班 once per school).

const JOINT = { examid: '280162611180', org: '0' }

test('学生分析 over six schools: choose a school, then one of its classes, then a student', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, reportUrl(paths.studentReport.path, JOINT), 'demo-city')
  const school = page.getByLabel('学校', { exact: true })
  const group = page.getByLabel('班级', { exact: true })
  await expect(school).toBeVisible({ timeout: 45_000 })
  await expect(school.locator('option')).toHaveCount(6)
  const third = await school.locator('option').nth(2).getAttribute('value')
  await school.selectOption(third!)
  await expect(page).toHaveURL(new RegExp(`school=${encodeURIComponent(third!)}`))
  await expect(school).toHaveValue(third!)
  const classNames = await group.locator('option').allTextContents()
  expect(classNames.length).toBeGreaterThan(1)
  expect(classNames.every((name) => !name.includes(' '))).toBe(true)
  const second = await group.locator('option').nth(1).getAttribute('value')
  await group.selectOption(second!)
  await expect(page).toHaveURL(new RegExp(`group=${encodeURIComponent(second!)}`))
  await expect(school).toHaveValue(third!)
  await expect(page.getByLabel('学生', { exact: true })).toBeVisible()
})
