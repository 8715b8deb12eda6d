/// <reference types="node" />
// Issue 31 item 6, on paper: after the 分数线设置 changes (优秀线 75 %, 数学 80/65/55/35 %) and the exam is
// 重新发布, the printed total report (PDF mode, the renderer's page) states those lines in its 各科三率
// note and its 指标说明. Its own exam (江州市第一中学 高三10月月考, which no other browser test reads), so
// the settings it saves move nothing else. The PDF is read with poppler's pdftotext.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { signIn } from './support/demo.ts'
import { reportUrl } from './support/report-routes.ts'

const EXAM = { examid: '100162610100', org: '0' }
const GRADE = '高三'

test('the printed total report states the re-published lines in its 三率 note and its 指标说明', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  await signIn(page, `/report/config/lineScore?grade=${encodeURIComponent(GRADE)}`)
  const q = new URLSearchParams({ page: 'lineScore', grade: GRADE }).toString()
  const form = (await (await page.request.get(`/report/bff/settings?${q}`)).json()) as { data: { values: { subjects: Array<Record<string, number | string>> } } }
  const values = structuredClone(form.data.values)
  for (const s of values.subjects) Object.assign(s, s.subject === '数学' ? { excellent: 80, good: 65, pass: 55, low: 35 } : { excellent: 75 })
  expect((await page.request.post('/report/bff/settings/save', { data: { page: 'lineScore', grade: GRADE, values } })).status()).toBe(200)
  expect((await page.request.post('/report/bff/settings/publish', { data: { examid: EXAM.examid, org: Number(EXAM.org) } })).status()).toBe(200)

  /** The report printed as the renderer prints it, as pdftotext reads it (line breaks and spaces joined away). */
  const printed = async (path: string, extra: Record<string, string> = {}) => {
    await page.goto(reportUrl(path, EXAM, { grade: GRADE, ...extra, export: 'pdf', fxPdfToken: pdfTokenFor('school-admin', { exam: EXAM.examid }) }))
    await page.waitForFunction(() => window.__REPORT_READY__ === true, undefined, { timeout: 90_000 })
    const file = testInfo.outputPath(`${path.split('/').pop()}${extra.pindex ?? ''}.pdf`)
    writeFileSync(file, await page.pdf({ width: '793.7px', height: '1122.01px', printBackground: true }))
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '')
  }

  const total = await printed('/exam/total')
  expect(total).toContain('优秀、良好、及格为得分不低于满分的75%、70%、60%，低分为低于满分的40%；数学为不低于满分的80%、65%、55%，低于满分的35%')
  expect(total).toContain('得分≥75%·W的人数/N')
  expect(total).toContain('其中数学80%·W')
  expect(total).not.toContain('85%、70%、60%')

  // 学科分析 of 数学 (pindex 2), as the export task prints one per subject: its 三率统计 note in shares and points.
  const math = await printed('/exam/subject', { pindex: '2' })
  expect(math).toContain('三率统计')
  expect(math).toContain('优秀、良好、及格为得分不低于满分150的80%、65%、55%（120、97.5、82.5分），低分为低于满分150的35%（52.5分）')
  expect(math).toContain('得分≥80%·W的人数/N')
})
