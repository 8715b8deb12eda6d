import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/demo.ts'
import { reportUrl } from './support/report-routes.ts'

// Indicator parameter settings (issue 19; spec 1 §2, spec 2 §2): the page, every validation message
// as the user types, and a saved segment step reaching the segment report of an exam published after.

const MIDTERM = { examid: '100152611100', org: '0' } // 江州市第一中学 高二期中
const G2 = encodeURIComponent('高二')

test('the settings page: two menu groups, first grade, the notes, the never-set prompt and the usage document', async ({ page }) => {
  // A school nobody has saved settings for in this run.
  await signIn(page, '/report/config', 'demo-expiring')
  await expect(page).toHaveURL(/\/report\/config\/ranking$/)
  const nav = page.getByRole('navigation', { name: '指标参数设置' })
  await expect(nav.getByText('常用综合报表')).toBeVisible()
  await expect(nav.getByText('分析报告')).toBeVisible()
  await expect(nav.getByRole('link', { name: '排名设置' })).toHaveAttribute('aria-current', 'page')
  // Only the one school of the reference data gets these two.
  await expect(nav.getByRole('link', { name: '班级类型设置' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: '选科组合赋分设置' })).toHaveCount(0)
  const grade = page.getByLabel('年级', { exact: true })
  const first = await grade.locator('option').first().getAttribute('value')
  await expect(grade).toHaveValue(first ?? '')
  await expect(page.getByText('保存后的设置仅对新发布的考试分析生效', { exact: false })).toBeVisible()
  await expect(page.getByTestId('never-set')).toContainText('您还未设置过默认参数')
  await expect(page.getByRole('link', { name: '使用说明' })).toBeVisible()
  await nav.getByRole('link', { name: '分数线设置' }).click()
  await expect(page).toHaveURL(/\/report\/config\/lineScore/)
  await expect(page.getByRole('heading', { name: '分数线设置' })).toBeVisible()
})

/** Types into an input found by its label and expects the message to show, with 保存 disabled. */
async function expectMessage(page: Page, label: string, text: string, message: string) {
  const input = page.getByLabel(label, { exact: true })
  await input.fill(text)
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled()
}

const TYPED: [string, string, string, string][] = [
  // page, input label, typed, message
  ['lineScore', '数学 优秀线', '65', '优秀线必须高于良好线'],
  ['lineScore', '数学 良好线', '55', '良好线必须高于及格线'],
  ['lineScore', '数学 低分线', '60', '及格线必须高于低分线'],
  ['lineScore', '语文 优秀线', '120', '比例不能超过 100%'],
  ['lineScore', '英语 低分线', '-5', '不能小于 0'],
  ['lineScore', '物理 及格线', 'abc', '请输入数字'],
  ['segment', '数学 步长', '0', '步长必须大于 0'],
  ['segment', '语文 步长', '0.5', '分数段过多（最多 200 段），请加大步长'],
  ['segment', '英语 起始分', '150', '起始分必须小于满分'],
  ['rankScale', '第 2 个分界名次', '40', '名次必须大于上一个名次段'],
  ['rankScale', '第 1 个分界名次', '2.5', '名次必须是正整数'],
  ['importantStudent', '总分上下浮动', '0', '浮动分数必须大于 0'],
  ['importantStudent', '尖子生人数', '3.5', '人数必须是正整数'],
  ['importantStudent', '短板学科名次差距', '120', '差距比例须在 1% 到 100% 之间'],
  ['contrast', '对比考试数', '12', '对比考试数须为 1 到 10 的整数'],
  ['summary', '前列学生人数', '60', '前列学生人数须为 1 到 50 的整数'],
  ['classType', '类型 2 包含班级', '2班', '2班已属于实验班，一个班级只能属于一个类型'],
  ['classType', '类型 2 名称', '实验班', '班级类型名称不能重复'],
  ['classType', '类型 1 名称', '', '班级类型名称不能为空'],
  ['classType', '类型 1 包含班级', '', '请填写该类型包含的班级'],
]

test('each validation message shows as the user types, and 保存 waits for a valid form', async ({ page }) => {
  // Eight settings pages, each loaded and typed into.
  test.setTimeout(180_000)
  await signIn(page, `/report/config/lineScore?grade=${G2}`)
  let current = ''
  for (const [p, label, text, message] of TYPED) {
    if (p !== current) {
      await page.goto(`/report/config/${p}?grade=${G2}`)
      // The first page of a fresh server builds the catalogue: give it longer under load.
      await expect(page.getByRole('button', { name: '保存' })).toBeEnabled({ timeout: current === '' ? 45_000 : 15_000 })
      current = p
    }
    await expectMessage(page, label, text, message)
  }
  // Lines set as scores: the inputs say 分 and the cap is the subject's full score.
  await page.goto(`/report/config/lineScore?grade=${G2}`)
  await page.getByLabel('分数线按', { exact: true }).selectOption('score')
  await expect(page.getByRole('row', { name: /数学/ }).getByText('分', { exact: true }).first()).toBeVisible()
  await expectMessage(page, '数学 优秀线', '151', '不能超过满分 150 分')
  // Every cut-off removed.
  await page.goto(`/report/config/rankScale?grade=${G2}`)
  for (let i = 5; i >= 1; i--) await page.getByRole('button', { name: `删除第 ${i} 个分界名次` }).click()
  await expect(page.getByRole('alert').filter({ hasText: '名次段须设置 1 到 10 个' })).toBeVisible()
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled()
  // Check-box rules: a scope, a metric and a subject must stay chosen.
  await page.goto(`/report/config/ranking?grade=${G2}`)
  for (const name of ['全体排名', '校内排名', '班级排名']) await page.getByRole('group', { name: '排名范围' }).getByText(name).click()
  await expect(page.getByRole('alert').filter({ hasText: '请至少选择一种排名' })).toBeVisible()
  await page.goto(`/report/config/contrast?grade=${G2}`)
  for (const name of ['平均分', '优秀率', '良好率', '及格率', '名次']) await page.getByRole('group', { name: '对比指标' }).getByText(name).click()
  await expect(page.getByRole('alert').filter({ hasText: '请至少选择一项对比指标' })).toBeVisible()
  await page.goto(`/report/config/gradingScore?grade=${G2}`)
  for (const name of ['语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理']) await page.getByText(name, { exact: true }).click()
  await expect(page.getByText('请至少选择一个赋分科目')).toBeVisible()
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled()
})

test('a changed segment step reaches the segment report of an exam published after it', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, reportUrl('/exam/common/segment', MIDTERM, { grade: '高二', pindex: '2' }))
  await expect(page.getByText('数学 · 满分 150 · 每 10 分一段')).toBeVisible()

  await page.goto(`/report/config/segment?grade=${G2}`)
  await page.getByLabel('数学 步长', { exact: true }).fill('15')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByTestId('settings-done')).toHaveText('设置已保存，将用于之后发布的考试分析')
  await expect(page.getByTestId('settings-version')).toContainText('第')
  // Saving alone moves no exam: the midterm is on an older version until it is published again.
  const row = page.getByTestId(`publish-${MIDTERM.examid}`)
  await expect(row.getByText('非最新')).toBeVisible()
  await row.getByRole('button', { name: '重新发布' }).click()
  await expect(page.getByTestId('settings-done')).toHaveText(/已按第 \d+ 版设置重新发布/)
  await expect(row.getByText('非最新')).toHaveCount(0)

  await page.goto(reportUrl('/exam/common/segment', MIDTERM, { grade: '高二', pindex: '2' }))
  await expect(page.getByText('数学 · 满分 150 · 每 15 分一段')).toBeVisible()
  await expect(page.getByRole('columnheader', { name: '数学（15 分一段）' })).toBeVisible()
})

test('an exam\'s own segment step (issue 32): set from its row of the grade\'s page, its report follows at once, 恢复年级设置 undoes it', async ({ page }) => {
  test.setTimeout(120_000)
  const OCTOBER = { examid: '100152610090', org: '0' } // 高二10月月考
  await signIn(page, `/report/config/segment?grade=${G2}`)
  await page.getByTestId(`publish-${OCTOBER.examid}`).getByRole('link', { name: '本考试单独设置' }).click()
  await expect(page).toHaveURL(new RegExp(`examid=${OCTOBER.examid}`))
  await expect(page.getByTestId('settings-version')).toContainText('沿用年级设置')
  await expect(page.getByText('本考试单独设置只对该考试生效', { exact: false })).toBeVisible()
  await page.getByLabel('数学 步长', { exact: true }).fill('25')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByTestId('settings-done')).toHaveText('已保存为本考试的单独设置，该考试的报告已按此计算')
  await expect(page.getByTestId('settings-version')).toContainText('本考试单独设置')

  await page.goto(reportUrl('/exam/common/segment', OCTOBER, { grade: '高二', pindex: '2' }))
  await expect(page.getByText('数学 · 满分 150 · 每 25 分一段')).toBeVisible()

  await page.goBack()
  await page.getByRole('button', { name: '恢复年级设置' }).click()
  await expect(page.getByTestId('settings-done')).toHaveText('已恢复为年级设置，该考试的报告按年级设置计算')
  await expect(page.getByTestId('settings-version')).toContainText('沿用年级设置')
  await page.getByRole('link', { name: '返回年级设置' }).click()
  await expect(page).toHaveURL(new RegExp(`/report/config/segment\\?grade=${G2}$`))
})
