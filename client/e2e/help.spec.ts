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
