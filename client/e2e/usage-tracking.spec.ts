import { expect, test, type Page, type Request } from '@playwright/test'
import { signIn } from './support/demo.ts'

const QUEUE_KEY = 'report.usage.queue'
const queue = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<Record<string, unknown>>, QUEUE_KEY)
const isUpload = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/report/bff/usage'
const datasOf = (request: Request) => (request.postDataJSON() as { datas: Array<Record<string, unknown>> }).datas

test('page views and clicks are uploaded with ids only and cleared on code 0; a failed upload keeps them for the retry', async ({ page }) => {
  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()

  // A page view: the route name, no path values, no names.
  const viewed = page.waitForRequest((r) => isUpload(r) && datasOf(r).some((d) => d.id === 'view:help'))
  await page.goto('/report/help')
  const upload = await viewed
  for (const record of datasOf(upload)) expect(Object.keys(record).sort()).toEqual(['examid', 'id', 'org', 'time'])
  await expect.poll(() => queue(page)).toEqual([])

  // The platform fails: the click stays in the queue.
  let failing = true
  await page.route('**/report/bff/usage', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'BFF_ERR_USAGE_REJECTED', kind: 'upstream', message: '使用记录暂未上传，稍后重试', requestId: 'x' }) })
      : route.continue(),
  )
  await page.goto('/report/comparison-list/version?type=0')
  await page.getByRole('button', { name: '我要升级' }).click()
  await page.getByTestId('upgrade-form').getByRole('button', { name: '取消' }).click()
  // click debounce 15 ms + 500 ms delay, then the failed upload
  await expect.poll(async () => (await queue(page)).map((r) => r.id)).toContain('click:upgrade-open')
  await page.waitForTimeout(800)
  expect((await queue(page)).map((r) => r.id)).toContain('click:upgrade-open')

  // Back online: the next upload carries the kept record and the queue empties.
  failing = false
  const retried = page.waitForRequest((r) => isUpload(r) && datasOf(r).some((d) => d.id === 'click:upgrade-open'))
  await page.goto('/report/help')
  await retried
  await expect.poll(() => queue(page)).toEqual([])
})

test('the queue is bounded: a long offline spell keeps the newest records only', async ({ page }) => {
  await signIn(page, '/report/')
  await expect(page.getByTestId('shell-user')).toBeVisible()
  await page.route('**/report/bff/usage', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"BFF_ERR_USAGE_REJECTED","kind":"upstream","message":"x","requestId":"x"}' }))
  await page.evaluate((key) => {
    const old = Array.from({ length: 200 }, (_, i) => ({ id: `view:old${i}`, time: Date.now() - 1000, examid: '', org: '' }))
    localStorage.setItem(key, JSON.stringify(old))
  }, QUEUE_KEY)
  await page.goto('/report/help')
  await expect.poll(async () => (await queue(page)).some((r) => r.id === 'view:help')).toBe(true)
  const kept = await queue(page)
  expect(kept.length).toBe(200)
  expect(kept[0]?.id).not.toBe('view:old0')
})
