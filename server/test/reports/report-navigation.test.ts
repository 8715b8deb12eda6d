// The link lists of the report navigation (spec 2 §2 report routes; issue 15 item 5). The walk over the
// view models (navigation-reach.test.ts) proves reachability; this holds the lists themselves.
import t from 'tap'
import { EXAM_ROUTES } from '../../src/domain/exam-context/exam-routes.ts'
import { COMMON_CHILDREN, COMMON_MORE, DASHBOARD_SHORTCUTS, REPORT_PURPOSES } from '../../src/domain/reports/report-navigation.ts'

const LISTS = { DASHBOARD_SHORTCUTS, COMMON_CHILDREN, COMMON_MORE }

t.test('every listed route is a report route with a title and a line saying what it answers, once per list', async (t) => {
  for (const [name, list] of Object.entries(LISTS)) {
    t.equal(new Set(list).size, list.length, `${name}: no repeats`)
    for (const route of list) {
      t.ok(EXAM_ROUTES.get(route)?.title, `${name}: ${route} has a title`)
      t.ok(REPORT_PURPOSES[route], `${name}: ${route} says what it answers`)
    }
  }
})

t.test('the entries a user could not find before are listed', async (t) => {
  const cases: Array<[string, readonly string[], string]> = [
    ['成绩报表 from the dashboard', DASHBOARD_SHORTCUTS, 'score-report'],
    ['the 常用报表 hub from the dashboard', DASHBOARD_SHORTCUTS, 'common'],
    ['成绩明细 from the hub', COMMON_MORE, 'lesson-report'],
    ['学生分析 from the hub', COMMON_MORE, 'student-report'],
    ['学生动态 from the hub', COMMON_MORE, 'dynamic'],
    ['有效分分析 from the hub', COMMON_MORE, 'standardEffective'],
  ]
  for (const [name, list, route] of cases) t.ok(list.includes(route), name)
  t.same([...COMMON_CHILDREN], ['combine-page', 'stage-online', 'general-overview', 'report-ranking', 'report-matrix', 'report-byRankScale', 'report-segment', 'report-question', 'report-contrast'], 'spec 2 §2: the hub children in order')
})
