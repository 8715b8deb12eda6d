import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import type { ExamsView } from '@report/contracts/bff/exams'
import { signIn } from './support/demo.ts'

// The report kit's 下载表格 path end to end: a signed-in browser downloads the user's exam list through
// GET /report/bff/table-export (streamed by the BFF from the reference upstream's exam pages), and the
// file opens in exceljs with the same exams as GET /report/bff/exams.
test('the exam list downloads as .xlsx through the table-export route', async ({ page }, testInfo) => {
  await signIn(page, '/report/')
  await expect(page.getByTestId('exam-row').first()).toBeVisible()

  const listResponse = await page.request.get('/report/bff/exams')
  expect(listResponse.ok()).toBe(true)
  const { data: list } = (await listResponse.json()) as { data: ExamsView }
  expect(list.exams.length).toBeGreaterThan(0)

  // A plain link click, the way the kit's download helper hands a file to the browser.
  const downloading = page.waitForEvent('download')
  await page.evaluate(() => {
    const anchor = document.createElement('a')
    anchor.href = '/report/bff/table-export?source=exams'
    anchor.download = ''
    document.body.append(anchor)
    anchor.click()
    anchor.remove()
  })
  const download = await downloading
  expect(download.suggestedFilename(), 'the UTF-8 name of filename*').toBe('考试列表.xlsx')
  const file = testInfo.outputPath('exams.xlsx')
  await download.saveAs(file)

  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const sheet = workbook.getWorksheet('考试列表')
  expect(sheet, 'a sheet with a Chinese name').toBeTruthy()
  expect(sheet!.rowCount).toBe(list.exams.length + 1)
  expect(sheet!.getRow(1).values).toEqual([undefined, '考试名称', '考试时间', '考试类型', '类别', '年级', '参考人数', '考试编号'])
  const rows = Array.from({ length: list.exams.length }, (_, i) => sheet!.getRow(i + 2))
  expect(rows.map((row) => row.getCell(7).value)).toEqual(list.exams.map((exam) => exam.examid))
  expect(rows.map((row) => row.getCell(1).value)).toEqual(list.exams.map((exam) => exam.name))
  expect(rows.map((row) => row.getCell(6).value)).toEqual(list.exams.map((exam) => exam.studentCount))
  expect(rows.every((row) => typeof row.getCell(7).value === 'string'), 'exam ids stay text').toBe(true)

  // Without a session the same link answers the BFF's error shape, not a file.
  const anonymous = await page.request.get('/report/bff/table-export?source=exams', { headers: { cookie: '' } })
  expect(anonymous.status()).toBe(401)
  expect((await anonymous.json()).kind).toBe('no-session')
})
