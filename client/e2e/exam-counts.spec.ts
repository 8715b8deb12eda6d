import { expect, test } from '@playwright/test'
import { SCHOOL_ADMIN_TOKEN } from './support/demo.ts'
import { openReportPage } from './support/report-page.ts'
import { REPORT_EXAM, reportUrl } from './support/report-routes.ts'

// Issue 15 item 11: one page, two counts: the exam head counts every school of a joint exam, the
// page's figures count the user's scope. Each says whose count it is, and they add up.

/** 江州六校 2026学年第一学期高二11月联考: the school admin's school is one of six. */
const JOINT = { examid: '280152611190', org: '0' }

test('a joint exam: the head says 全体参考人数 and the scope the tables count', async ({ page }) => {
  const view = await openReportPage(page, 'dashboard', reportUrl('/exam/dashboard', JOINT, { grade: '高二' }), SCHOOL_ADMIN_TOKEN)
  const head = page.getByTestId('exam-summary')
  await expect(head).toContainText('全体参考人数')
  const note = head.getByTestId('student-count-note')
  await expect(note).toContainText('下方统计为您可查看的范围')
  const stats = view.blocks.find((b) => b.kind === 'stats')
  const item = (label: string) => Number((stats as { items: { label: string; value: unknown }[] }).items.find((i) => i.label === label)?.value ?? 0)
  // The scope the head names is the one the page's 总分 figures count: 参考 + 未考.
  await expect(note).toContainText(`（${(item('参考人数') + item('未考人数')).toLocaleString('zh-CN')} 人）`)
})

test('the school\'s own exam: 参考人数, no note', async ({ page }) => {
  await openReportPage(page, 'dashboard', reportUrl('/exam/dashboard', REPORT_EXAM, { grade: '高二' }), SCHOOL_ADMIN_TOKEN)
  const head = page.getByTestId('exam-summary')
  await expect(head).toContainText('参考人数')
  await expect(head).not.toContainText('全体参考人数')
  await expect(head.getByTestId('student-count-note')).toHaveCount(0)
})
