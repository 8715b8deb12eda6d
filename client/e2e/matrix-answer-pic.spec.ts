import { expect, test } from '@playwright/test'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { classById } from '@report/fixtures/dataset/classes'
import { examById } from '@report/fixtures/dataset/exams'
import { paperQuestions } from '@report/fixtures/dataset/questions'
import { paperSitting } from '@report/fixtures/dataset/responses'
import { studentsOf } from '@report/fixtures/dataset/students'
import { collectConsoleErrors } from './support/console.ts'
import { signIn } from './support/demo.ts'

// Issue 20: a cell of the 小分表 (report-matrix) opens, in a new tab, that student's answer to the
// question cut from their scanned sheet (spec 3 §7 matrix/answer-pic), with the score of the cell and
// the class's answers to the same question (matrix/pics); a classmate's opens from there.

const EXAM_ID = '100152611100'
const exam = examById(EXAM_ID)!
const paper = exam.papers.find((p) => p.subject === '数学')!
const question = paperQuestions(paper.paperid, paper.subject).filter((q) => !q.isObjective).at(-1)!
const headClass = classById(accountByKey('head-teacher')!.scope().classIds![0]!)!
const fmt = (n: number) => String(Math.round(n * 10) / 10)

test('a 小分表 cell opens the student\'s answer picture for the question', async ({ page, context }) => {
  test.setTimeout(120_000)
  const errors = collectConsoleErrors(page)
  await signIn(page, `/report/exam/common/matrix?examid=${EXAM_ID}&org=0&grade=高二&pindex=${paper.pindex}`, 'demo-head-teacher')
  const links = page.locator(`a[href*="/report/answer-pic?"][href*="qid=${question.qid}&"]`)
  await expect(links.first()).toBeVisible({ timeout: 60_000 })
  const href = (await links.first().getAttribute('href'))!
  const skey = new URL(href, 'http://bff').searchParams.get('skey')!
  const student = studentsOf(headClass).find((s) => s.id === skey)!
  expect(student, 'a student of the teacher\'s class').toBeDefined()
  const item = paperSitting(exam, paper, student).responses.find((r) => r.qid === question.qid)!
  await expect(links.first()).toHaveText(fmt(item.score), { useInnerText: true })

  const [tab] = await Promise.all([context.waitForEvent('page'), links.first().click()])
  const tabErrors = collectConsoleErrors(tab)
  await expect(tab.getByTestId('question-pic')).toBeVisible({ timeout: 30_000 })
  await expect(tab.getByTestId('question-pic-title')).toContainText(`第 ${question.name} 题`)
  await expect(tab.getByTestId('question-pic-title')).toContainText(student.name)
  await expect(tab.getByTestId('question-pic-score')).toHaveText(`${fmt(item.score)}/${fmt(question.score)}`)
  // The picture is loaded: the cut of the student's own sheet.
  const img = tab.getByTestId('question-pic-image')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)

  // The class's answers to the same question: one a classmate's, which opens in place.
  const classmates = tab.getByTestId('question-pic-classmates').locator('a')
  await expect(classmates).toHaveCount(studentsOf(headClass).filter((s) => !paperSitting(exam, paper, s).absent).length)
  const other = studentsOf(headClass).find((s) => s.id !== student.id && !paperSitting(exam, paper, s).absent)!
  await classmates.filter({ hasText: other.name }).first().click()
  await expect(tab.getByTestId('question-pic-title')).toContainText(other.name)
  const otherItem = paperSitting(exam, paper, other).responses.find((r) => r.qid === question.qid)!
  await expect(tab.getByTestId('question-pic-score')).toHaveText(`${fmt(otherItem.score)}/${fmt(question.score)}`)
  await expect.poll(() => tab.getByTestId('question-pic-image').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth && el.src)).toContain(other.id)
  expect(errors).toEqual([])
  expect(tabErrors).toEqual([])
})
