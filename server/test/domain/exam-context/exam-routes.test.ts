// Table tests for the route names of spec 1 §2 the exam frame resolves (route table and "Route names also
// used in navigation"), and the links it builds (query keys examid, org, grade of §2 query parameters).
import t from 'tap'
import { examHref, examRouteOf } from '../../../src/domain/exam-context/exam-routes.ts'

t.test('examRouteOf table', async (t) => {
  const rows: Array<[string | undefined, string]> = [
    ['dashboard', '/exam/dashboard'],
    ['score-report', '/exam/oldReport/table'],
    ['score-school', '/exam/oldReport/table/school'],
    ['report-ranking', '/exam/common/ranking'],
    ['report-byRankScale', '/exam/common/byRankScale'],
    ['total-report', '/exam/total'],
    ['knowledge-report', '/exam/knowledge'],
    ['export-excel', '/config-view/export-excel'],
    ['contrastCreat', '/contrast/creat'],
    [undefined, '/exam/dashboard'],
    ['', '/exam/dashboard'],
    ['no-such-route', '/exam/dashboard'],
  ]
  for (const [name, path] of rows) t.equal(examRouteOf(name).path, path, String(name))
})

t.test('examHref table', async (t) => {
  const base = { examid: '100-200', org: 0, grade: '高一' }
  t.equal(examHref('/exam/dashboard', base), '/report/exam/dashboard?examid=100-200&org=0&grade=%E9%AB%98%E4%B8%80')
  t.equal(examHref('/exam/total', base, [['qxschool', '330702'], ['lkschool', undefined]]), '/report/exam/total?examid=100-200&org=0&grade=%E9%AB%98%E4%B8%80&qxschool=330702')
  t.equal(examHref('/x', { ...base, grade: '' }, [['a', '']]), '/report/x?examid=100-200&org=0&grade=', 'empty extras are left out')
})
