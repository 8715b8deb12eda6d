import { expect, test } from '@playwright/test'
import type { ShellView } from '@report/contracts/bff/shell'
import { HELP_CENTER_PATH } from '@report/fixtures/upstream/routes/shell-contact'
import { signIn } from './support/demo.ts'
import { withoutFirstView } from './support/first-view.ts'

test('the expiring plan shows its remaining-days badge; a long plan shows none', async ({ page }) => {
  await signIn(page, '/report/', 'demo-expiring')
  const badge = page.getByTestId('remaining-days')
  await expect(badge).toBeVisible()
  const days = Number(/剩余\s*(\d+)\s*天/.exec((await badge.textContent()) ?? '')?.[1])
  expect(days).toBeGreaterThanOrEqual(0)
  expect(days).toBeLessThanOrEqual(31)
  await expect(page.getByRole('banner')).toContainText('专业版')

  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()
  await expect(page.getByTestId('remaining-days')).toHaveCount(0)
})

test('back-to-top appears after scrolling half a screen and takes the page back up', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 480 })
  await signIn(page, '/report/')
  await expect(page.getByTestId('exam-row').first()).toBeVisible()
  const backTop = page.getByRole('button', { name: '回到顶部' })
  await expect(backTop).toHaveCount(0)

  await page.mouse.wheel(0, 2000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(240)
  await expect(backTop).toBeVisible()
  await backTop.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(backTop).toHaveCount(0)
})

test('the widget group: public-account QR and feedback on hover, and it folds away', async ({ page }) => {
  await signIn(page, '/report/')
  const shell = ((await (await page.request.get('/report/bff/session')).json()) as { data: ShellView }).data

  await page.getByRole('button', { name: '公众号' }).hover()
  const qr = page.getByRole('dialog', { name: '公众号' })
  await expect(qr).toBeVisible()
  await expect(qr.getByRole('img', { name: '公众号二维码' })).toHaveAttribute('width', String(shell.widgets.publicAccountQr.width))
  await expect(qr).toContainText(shell.widgets.publicAccountQr.text)

  await page.getByRole('button', { name: '意见反馈' }).hover()
  await expect(page.getByRole('dialog', { name: '意见反馈' })).toContainText(shell.widgets.feedbackText)
  // The hint says to click the icon: the click opens where suggestions go (the shell's contact card).
  await page.getByRole('button', { name: '意见反馈' }).click()
  const feedback = page.getByTestId('feedback-dialog')
  await expect(feedback).toBeVisible()
  await expect(feedback.getByRole('heading', { name: '意见反馈' })).toBeVisible()
  if (shell.contact.phone) await expect(feedback).toContainText(shell.contact.phone)
  // spec 3 §9: the provider's support line (issue 33 item 10: it read 400-600-1234).
  await expect(feedback).toContainText('400-616-8079转1')
  if (shell.contact.accountManager) await expect(feedback).toContainText(shell.contact.accountManager.name)
  await feedback.getByRole('button', { name: '关闭' }).first().click()
  await expect(feedback).toHaveCount(0)

  // 客服 and 专属客服 come from getCustomerServiceQrCore and getSchoolQrcode (spec 1 §3, §6).
  await page.getByRole('button', { name: '客服', exact: true }).hover()
  const desk = page.getByRole('dialog', { name: '客服', exact: true })
  await expect(desk).toContainText('客服电话：400-616-8079转1')
  for (const alt of ['客服二维码', '客服群二维码']) {
    const image = desk.getByRole('img', { name: alt })
    await expect(image).toHaveAttribute('src', /\/report\/user\/v1\/qrcode\/customer-(service|group)-\d+\.svg$/)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: `${alt} loads` }).toBeGreaterThan(0)
  }
  const manager = shell.contact.accountManager
  expect(manager, 'the school admin has an account manager').not.toBeNull()
  await page.getByRole('button', { name: '专属客服' }).hover()
  const managerCard = page.getByRole('dialog', { name: '专属客服' })
  await expect(managerCard).toContainText(`客户经理：${manager?.name ?? ''}`)
  await expect(managerCard.getByRole('img', { name: '客户经理二维码' })).toHaveAttribute('src', manager?.qrCodeUrl ?? '')

  await page.getByRole('button', { name: '收起' }).click()
  await expect(page.getByRole('button', { name: '公众号' })).toHaveCount(0)
  await page.getByRole('button', { name: '展开' }).click()
  await expect(page.getByRole('button', { name: '公众号' })).toBeVisible()
})

test('the header: plan, Home/Settings menu, phone report-card QR (130 px), footer texts', async ({ page }) => {
  await signIn(page, '/report/')
  const shell = ((await (await page.request.get('/report/bff/session')).json()) as { data: ShellView }).data
  const banner = page.getByRole('banner')
  await expect(banner).toContainText(shell.version.name)
  await expect(page.getByRole('navigation', { name: '菜单' }).getByRole('link')).toHaveText(shell.header.menus.map((m) => m.label))

  await page.getByTestId('report-card-tip').hover()
  const tip = page.getByRole('dialog', { name: '手机查看成绩单' })
  await expect(tip.getByRole('img')).toHaveAttribute('width', '130')

  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(shell.footer.copyright)
  await expect(footer.getByRole('link', { name: shell.footer.filing.label })).toHaveAttribute('href', shell.footer.filing.href)
  if (shell.versionBanner) await expect(page.getByTestId('version-banner')).toContainText(shell.versionBanner.versionName)
  // 帮助中心 goes where the platform's helpCenter/jump says; the personal edition's platform names none: our own help.
  const help = footer.getByRole('link', { name: '帮助中心' })
  await expect(help).toHaveAttribute('href', HELP_CENTER_PATH)
  // The platform's help centre opens in a new tab and is there (served through the BFF, as the QR images).
  const opened = page.waitForEvent('popup')
  await help.click()
  const centre = await opened
  await expect(centre.getByRole('heading', { level: 1 })).toHaveText('帮助中心')
  await expect(centre.getByRole('listitem')).not.toHaveCount(0)
  await centre.close()
  await signIn(page, '/report/', 'demo-simple')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/report/help')
})

test('a blocking notice cannot be closed', async ({ page }) => {
  // No demo account has a grade mismatch: the notice is put into the real shell view model, which
  // the page then asks for itself rather than take the one its document carries.
  await signIn(page, '/report/')
  await withoutFirstView(page)
  await page.route('**/report/bff/session*', async (route) => {
    const answer = await route.fetch()
    const body = (await answer.json()) as { code: number; data: ShellView }
    body.data.blockingNotice = { text: '当前角色所在年级与购买版本的年级不一致，请联系客服处理', qr: null }
    await route.fulfill({ response: answer, json: body })
  })
  await page.goto('/report/')
  const notice = page.getByRole('alertdialog')
  await expect(notice).toContainText('年级不一致')
  await page.keyboard.press('Escape')
  await page.mouse.click(10, 10)
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('button')).toHaveCount(0)
})

test('a multi-school owner switches school in the owner view; the route is replaced', async ({ page }) => {
  await signIn(page, '/report/', 'demo-owner')
  const shell = ((await (await page.request.get('/report/bff/session')).json()) as { data: ShellView }).data
  expect(shell.ownerView).not.toBeNull()
  const owner = shell.ownerView!

  await page.getByRole('link', { name: '进入单校历史考试对比' }).click()
  await expect(page).toHaveURL(/\/report\/compare\/school\/\w+\?owner=true$/)
  const view = page.getByTestId('owner-view')
  await expect(view.getByRole('heading')).toHaveText(owner.title)
  await expect(view).toContainText(owner.hint)
  await expect(page.getByTestId('exam-row').first()).toBeVisible()

  const other = owner.schools.find((s) => s.id !== owner.currentSchoolId)!
  const historyLength = await page.evaluate(() => history.length)
  await view.getByRole('combobox', { name: '选择学校' }).selectOption(other.id)
  await expect(page).toHaveURL(new RegExp(`/report/compare/school/${other.id}\\?owner=true$`))
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
  await expect(page.getByRole('heading', { name: `${other.name} · 考试列表` })).toBeVisible()
})
