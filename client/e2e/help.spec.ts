import { expect, test } from '@playwright/test'
import { signIn } from './support/demo.ts'

test('the help centre: search a statistic, its formula and worked example, then a report that shows it', async ({ page }) => {
  await signIn(page, '/report/help')
  const centre = page.getByTestId('help-centre')
  await expect(centre.getByTestId('help-count')).toContainText('共')
  await centre.getByRole('searchbox', { name: '搜索帮助' }).fill('标准差')
  await expect(centre.getByTestId('help-count')).toContainText('找到')
  await expect(centre.getByTestId('help-article-link').first()).toContainText('标准差')
  const article = centre.getByTestId('help-article')
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('标准差')
  await expect(article.getByTestId('help-formula')).toHaveText('σ = √(Σ(x − x̄)² / N)')
  // analytics.md worked numbers
  await expect(article.getByTestId('help-example')).toContainText('14.545102')

  await article.getByRole('button', { name: '学校分析' }).click()
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('学校分析')
  await expect(article).toContainText('学校与全体对比')
  await expect(article.getByRole('button', { name: '标准差' })).toBeVisible()

  await centre.getByRole('searchbox', { name: '搜索帮助' }).fill('完全不存在的词')
  await expect(centre).toContainText('没有找到与“完全不存在的词”相关的文章')
})

// Issue 33 item 9: searching 历史对比, 导入, 自定义表格, 成绩单 or 导出 found no article.
test('the help centre has an article on each new tool: what it does, step by step, its formulas, and the way to it', async ({ page }) => {
  test.setTimeout(150_000)
  await signIn(page, '/report/help')
  const centre = page.getByTestId('help-centre')
  const search = centre.getByRole('searchbox', { name: '搜索帮助' })
  const cases: Array<[string, string]> = [['历史对比', '历史对比'], ['导入', '成绩导入（自定义分析）'], ['自定义表格', '自定义表格'], ['成绩单', '成绩单'], ['导出', '导出与下载']]
  for (const [query, title] of cases) {
    await search.fill(query)
    await expect(centre.getByTestId('help-article-link').first()).toContainText(title)
    await centre.getByTestId('help-article-link').first().click()
    const article = centre.getByTestId('help-article')
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(title)
    await expect(article.getByTestId('help-steps').getByRole('listitem').first()).toBeVisible()
    await expect(article.getByTestId('help-formulas').getByRole('listitem').first()).toBeVisible()
  }
  await search.fill('历史对比')
  await centre.getByTestId('help-article-link').first().click()
  await expect(centre.getByTestId('help-formulas')).toContainText('T = 50 + 10Z')
  await centre.getByRole('link', { name: '打开历史对比' }).click()
  await expect(page).toHaveURL(/\/report\/contrast\/history$/)
})
