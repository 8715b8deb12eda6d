import { expect, test } from '@playwright/test'
import { EXAMS, signIn } from './support/demo.ts'

test('a locked export page opens the upgrade form: prefilled, checked as typed, 提交成功 closes it, a refusal shows the platform\'s message', async ({ page }) => {
  await signIn(page, `/report/config-view/report-export?examid=${EXAMS.trial}&org=0`, 'demo-trial')
  const locked = page.getByTestId('version-locked')
  await expect(locked).toBeVisible()
  await locked.getByRole('button', { name: '我要升级' }).click()

  const form = page.getByTestId('upgrade-form')
  await expect(form.getByTestId('upgrade-prefill')).toContainText('江南省 江州市')
  await expect(form.getByTestId('upgrade-prefill')).toContainText('青山区第二初级中学')
  await expect(form.getByTestId('upgrade-prefill')).toContainText('账号 800014')
  // spec 3 §3: interestingInfo defaults to upgrading to the paid version.
  await expect(form.getByRole('combobox', { name: '感兴趣的内容' })).toHaveValue('升级分析系统付费版本')

  // spec 3 §5 messages, as the user types.
  await form.getByRole('button', { name: '提交' }).click()
  await expect(form.getByText('请输入姓名')).toBeVisible()
  await expect(form.getByText('请输入手机号')).toBeVisible()
  await expect(form.getByTestId('upgrade-failure')).toHaveText('请填写正确的信息')
  const name = form.getByPlaceholder('请输入姓名')
  const phone = form.getByPlaceholder('请输入手机号')
  await name.fill('王')
  await expect(form.getByText('长度在 2 到 10 个字符')).toBeVisible()
  await phone.fill('12345678901')
  await expect(form.getByText('请输入正确的号码')).toBeVisible()

  const number = `137${String(Date.now()).slice(-8)}`
  await name.fill('王老师')
  await phone.fill(number)
  await expect(form.getByText('长度在 2 到 10 个字符')).toHaveCount(0)
  await expect(form.getByText('请输入正确的号码')).toHaveCount(0)
  await form.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('提交成功')).toBeVisible()
  await expect(form).toHaveCount(0)

  // The same phone again: the reference platform refuses it, and the form shows its message.
  await locked.getByRole('button', { name: '我要升级' }).click()
  await expect(form.getByTestId('upgrade-prefill')).toContainText('账号 800014')
  await form.getByPlaceholder('请输入姓名').fill('王老师')
  await form.getByPlaceholder('请输入手机号').fill(number)
  await form.getByRole('button', { name: '提交' }).click()
  await expect(form.getByTestId('upgrade-failure')).toHaveText('该手机号今天已提交过升级意向，客户经理会尽快与您联系')
  await expect(form).toBeVisible()
})

test('the version tip of a trial report page carries 我要升级', async ({ page }) => {
  await signIn(page, `/report/exam/common/ranking?examid=${EXAMS.trial}&org=0`, 'demo-trial')
  const tip = page.getByTestId('report-page').getByTestId('version-tip')
  await expect(tip).toBeVisible()
  await tip.getByRole('button', { name: '我要升级' }).click()
  await expect(page.getByTestId('upgrade-form').getByTestId('upgrade-prefill')).toContainText('账号 800014')
  await page.getByTestId('upgrade-form').getByRole('button', { name: '取消' }).click()
})

test('a tool the edition lacks (等级赋分 on 专业版) is an upgrade prompt with the form', async ({ page }) => {
  await signIn(page, '/report/level/score', 'demo-expiring')
  await page.getByRole('button', { name: '我要升级' }).click()
  await expect(page.getByTestId('upgrade-form').getByTestId('upgrade-prefill')).toContainText('当前版本 专业版')
})
