// Table tests for the reuse of cached answer sheets (issue 20; DESIGN.md caches "answer sheets 3600 s,
// keyed by who asks"; spec 3 §7 exam/interval, §9 "Answer-sheet cache: 3600 s"): the school's window
// must win over the cache, so a student's copy is reused only while the exam has no window.
import t from 'tap'
import { cachedSheetReusable } from '../../src/domain/answer-cards/access.ts'
import { isCacheablePath } from '../../src/domain/gateway/cache-key.ts'
import { sheetExamOf } from '../../src/domain/gateway/sheet-exam.ts'

t.test('cachedSheetReusable: staff always, a student only without a window, nobody unknown', async (t) => {
  const none = { start: null, end: null }
  const rows: Array<[string, Parameters<typeof cachedSheetReusable>[0], boolean]> = [
    ['staff: never refused by the window, the copy stands', { isStudent: false, window: null }, true],
    ['staff with a closed window: still theirs', { isStudent: false, window: { start: null, end: 1 } }, true],
    ['a student, no window set: open for ever, the copy stands', { isStudent: true, window: none }, true],
    ['a student, a window that ends: the platform judges (it may have closed)', { isStudent: true, window: { start: null, end: Date.now() + 3_600_000 } }, false],
    ['a student, a window that starts: the platform judges', { isStudent: true, window: { start: 1, end: null } }, false],
    ['a student, the window unknown (interval failed): no reuse', { isStudent: true, window: null }, false],
    ['who asks unknown (user info failed): no reuse', { isStudent: null, window: none }, false],
  ]
  for (const [name, facts, want] of rows) t.equal(cachedSheetReusable(facts), want, name)
})

t.test('sheetExamOf: the exam of the cached calls that hand a student\'s sheet, nothing for the others', async (t) => {
  const rows: Array<[string, string, string | undefined]> = [
    ['a page of a sheet', '/api/v3/exams/E1/papers/2/students/S1/answer-pics/1', 'E1'],
    ['one question cut from a sheet', '/api/v3/exams/E1/papers/2/students/S1/questions/Q1/answer-pic', 'E1'],
    ['an encoded exam id', '/api/v3/exams/E1%2D9/papers/2/students/S1/answer-pics/1', 'E1-9'],
    ['the page list (obt)', '/report/obt/v1/student/answer-pic?pindex=1&examid=E2&studentId=S', 'E2'],
    ['the page list (pdf)', '/report/pdf/v1/student/answer-pic?examid=E3', 'E3'],
    ['the student\'s own sheet', '/api/v3/user/student/answer-pics?examid=E4&pindex=1', 'E4'],
    ['a sheet call naming no exam: asks the platform', '/api/v3/user/student/answer-pics?pindex=1', ''],
    ['the blank paper is nobody\'s sheet', '/api/v3/exams/E1/papers/2/blank-pics/1', undefined],
    ['the dashboard', '/api/v3/exam/dashboard?examid=E1', undefined],
  ]
  for (const [name, path, want] of rows) t.equal(sheetExamOf(path), want, name)
})

t.test('the cut answer of one question is cached like the sheet it is cut from (DESIGN.md caches)', async (t) => {
  t.equal(isCacheablePath('GET', '/api/v3/exams/E1/papers/2/students/S1/questions/Q1/answer-pic'), true)
  t.equal(isCacheablePath('POST', '/api/v3/exams/E1/papers/2/students/S1/questions/Q1/answer-pic'), false)
  t.equal(isCacheablePath('GET', '/api/v3/exams/E1/papers/2/students/S1/questions/Q1/answer-pic/x'), false)
})
