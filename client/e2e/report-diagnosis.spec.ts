import { expect, test } from '@playwright/test'
import { EXAMS, SCHOOL_ADMIN_TOKEN, signIn } from './support/demo.ts'
import { REPORT_EXAM, reportUrl } from './support/report-routes.ts'

// Issue 15 item 4, spec 2 §6 report editing: 总体诊断 is never an empty grey block beside a disabled
// 保存 with nothing said. Editing on: while the editor loads it says so, then the empty editor says
// what to do. Editing off: the read-only hint.

test('editing on: the diagnosis says it is loading, then what to write', async ({ page }) => {
  await signIn(page, reportUrl('/exam/total', REPORT_EXAM, { grade: '高二' }), SCHOOL_ADMIN_TOKEN)
  const block = page.getByTestId('block-diagnosis')
  await expect(block).toBeVisible({ timeout: 60_000 })
  await expect(block.getByTestId('diagnosis-loading').or(block.getByRole('textbox', { name: '总体诊断' }))).toBeVisible()
  const editor = block.getByRole('textbox', { name: '总体诊断' })
  await expect(editor).toBeVisible()
  await expect(block.getByRole('button', { name: '保存' })).toBeEnabled()
  const shown = await editor.evaluate((el) => (el.innerHTML.trim() === '' ? getComputedStyle(el, '::before').content : 'text'))
  expect(shown).toContain('暂未添加个性化评语')
})

test('editing off (a trial school): the read-only hint of spec 2 §6', async ({ page }) => {
  await signIn(page, reportUrl('/exam/total', { examid: EXAMS.trial, org: '0' }), 'demo-trial')
  const block = page.getByTestId('block-diagnosis')
  await expect(block).toBeVisible({ timeout: 60_000 })
  await expect(block).toContainText('暂未添加个性化评语，请先开通编辑报告功能')
  await expect(block.getByRole('button', { name: '保存' })).toHaveCount(0)
})
