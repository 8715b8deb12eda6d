// What a document's page asks first (issue 34), by the keys the client asks them under: the BFF
// computes these views while serving the document, and the page finds them only under these keys.
import t from 'tap'
import { documentViews } from '../../../src/domain/first-view/document-views.ts'

const EXAM = 'examid=100152611100&org=0&grade=%E9%AB%98%E4%BA%8C'

t.test('an exam route with an examid: the session, the frame of that route and its report page', async (t) => {
  t.same(documentViews('/report/exam/common/ranking', EXAM, 'document'), {
    session: { key: '/session', embedded: false },
    examRoute: 'report-ranking',
    examContext: { key: `/exam-context?${EXAM}&route=report-ranking`, query: { examid: '100152611100', org: '0', grade: '高二', route: 'report-ranking' } },
    reportPage: { key: `/report-page?route=report-ranking&${EXAM}`, query: { route: 'report-ranking', examid: '100152611100', org: '0', grade: '高二' } },
  })
  t.equal(documentViews('/report/exam/dashboard', EXAM, undefined)?.reportPage?.key, `/report-page?route=dashboard&${EXAM}`)
})

t.test('the address keeps what the page sends and drops the rest', async (t) => {
  const views = documentViews('/report/exam/common/overview', 'examid=7&org=0&pindex=2&lkschool=&export=pdf&token=x&compareType=school&junk=1', undefined)!
  // The frame's key has no filters and no compareType (the client sends neither); the page's has both.
  t.equal(views.examContext?.key, '/exam-context?examid=7&org=0&route=general-overview')
  t.same(views.examContext?.query, { examid: '7', org: '0', compareType: 'school', route: 'general-overview' })
  t.equal(views.reportPage?.key, '/report-page?route=general-overview&examid=7&org=0&compareType=school&pindex=2')
})

t.test('routes without an exam, or not exam routes: the session view alone', async (t) => {
  for (const [path, search, route] of [
    ['/report/exam/dashboard', '', 'dashboard'],
    ['/report/exam/dashboard', 'org=0', 'dashboard'],
    ['/report/', 'examid=1', null],
    ['/report/config-view/export-excel', 'examid=1', null],
    ['/report/contrast/content', 'examid=1', null],
    ['/report/exam', 'examid=1', null],
    ['/report/exam/dashboard/', 'examid=1', null],
  ] as const) {
    const views = documentViews(path, search, undefined)
    t.same(views, { session: { key: '/session', embedded: false }, examRoute: route, examContext: null, reportPage: null }, `${path}?${search}`)
  }
})

t.test('the error page asks for nothing; inside an iframe the session view is the embedded one', async (t) => {
  t.equal(documentViews('/report/error', 'msg=x', undefined), null)
  t.same(documentViews('/report/', '', 'iframe')?.session, { key: '/session?embedded=1', embedded: true })
  t.same(documentViews('/report/', 'iframe=1', 'document')?.session, { key: '/session?embedded=1', embedded: true })
  t.same(documentViews('/report/', 'iframe=0', 'document')?.session, { key: '/session', embedded: false })
})
