// Spec 1 §4 step 5 "go to the exam given in the response" (DESIGN.md token chain step 4): the auth
// answer's exam as a dashboard path, a bare examid or an object {examid, org, grade}; examids like
// 123-456 are valid (spec 1 §2 "may look like 'id-schoolid'"); every target stays inside /report/.
import t from 'tap'
import { authExamTarget } from '../../../src/domain/session/auth-exam-target.ts'

t.test('authExamTarget table', async (t) => {
  const rows: Array<[ref: string, exam: Parameters<typeof authExamTarget>[0], want: string | null]> = [
    ['none', undefined, null],
    ['null', null, null],
    ['empty string', '', null],
    ['dashboard path as given', '/report/exam/dashboard?examid=9&org=0&grade=高一', '/report/exam/dashboard?examid=9&org=0&grade=%E9%AB%98%E4%B8%80'],
    ['dashboard path without the base', '/exam/dashboard?examid=9&org=0', '/report/exam/dashboard?examid=9&org=0'],
    ['bare examid', '123-456', '/report/exam/dashboard?examid=123-456'],
    ['object with examid, org and grade', { examid: '123-456', org: 0, grade: '高一' }, '/report/exam/dashboard?examid=123-456&org=0&grade=%E9%AB%98%E4%B8%80'],
    ['object with a numeric examid and org as text', { examid: 42, org: '1', grade: '初三' }, '/report/exam/dashboard?examid=42&org=1&grade=%E5%88%9D%E4%B8%89'],
    ['object with examid only', { examid: 'e1' }, '/report/exam/dashboard?examid=e1'],
    ['object whose examid could smuggle a path', { examid: '../../x', org: 0 }, null],
    ['object whose org is not a code', { examid: 'e1', org: 'x&a=b' }, null],
    ['object whose grade is too long is dropped', { examid: 'e1', org: 0, grade: 'x'.repeat(40) }, '/report/exam/dashboard?examid=e1&org=0'],
    ['protocol-relative path goes home', '//evil.example/report/', '/report/'],
    ['absolute URL goes home', 'https://evil.example/report/exam/dashboard?examid=1', '/report/'],
    ['path outside /report goes home', '/admin', '/report/'],
    ['dotted path goes home', '/report/../admin', '/report/'],
    ['text that is neither an id nor a path goes home', 'exam 1', '/report/'],
  ]
  for (const [ref, exam, want] of rows) t.equal(authExamTarget(exam), want, ref)
})
