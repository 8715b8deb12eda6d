// The views an exam route asks on entry (and on the click that leads to it): the frame's context and
// the report page, in the keys the views' hooks take them by.
import t from 'tap'
import { routeViews } from '../../../client/src/app/routes/exam/route-views.ts'

const EXAM = '?examid=100152611100&org=0&grade=%E9%AB%98%E4%BA%8C'

t.test('an exam route asks its frame and its page; without an exam in the address, neither', async (t) => {
  const cases: Array<[Parameters<typeof routeViews>[0], string, ReturnType<typeof routeViews>]> = [
    ['reportRanking', EXAM, ['/exam-context?examid=100152611100&org=0&grade=%E9%AB%98%E4%BA%8C&route=report-ranking', '/report-page?route=report-ranking&examid=100152611100&org=0&grade=%E9%AB%98%E4%BA%8C']],
    ['dashboard', `${EXAM}&lkschool=7`, ['/exam-context?examid=100152611100&org=0&grade=%E9%AB%98%E4%BA%8C&lkschool=7&route=dashboard', '/report-page?route=dashboard&examid=100152611100&org=0&grade=%E9%AB%98%E4%BA%8C&lkschool=7']],
    ['reportRanking', '?grade=%E9%AB%98%E4%BA%8C', [null, null]],
  ]
  for (const [key, search, views] of cases) t.same(routeViews(key, search), views, `${key} ${search}`)
})
