// Issue 30 item 5: a subject teacher unpublished the family reports the school admin had published, and
// rewrote the school's transcript title, fields and layout. Every write that changes what other users
// of the school see now needs the school manager or above (domain/school-wide/school-writer.ts), on
// its route before the body is read and on the passthrough; below, the view models are read-only. The
// school admin is the positive control of each refusal.
import t from 'tap'
import { SCHOOL_WIDE_WRITES } from '../../src/domain/school-wide/school-wide-writes.ts'
import { shellRig } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100' // 高二期中, 江州市第一中学
const UNSYNCED = '280162611180' // the union's joint exam still syncing
const rig = await shellRig(t)
const get = async (token: string, url: string) => rig.app.inject({ url, headers: { cookie: await rig.signIn(token) } })
const post = async (token: string, url: string, payload: unknown) =>
  rig.app.inject({ method: 'POST', url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { cookie: await rig.signIn(token), ...json } })

const READERS = ['demo-teacher', 'demo-head-teacher', 'demo-grade-admin', 'demo-subject-admin', 'demo-student', 'demo-parent', 'demo-grade-bureau', 'demo-simple']

// Signed in before the tests run (a sign-in waits 5 s for the upstream at most; a folder's other files share the process).
for (const token of ['demo-school-admin', 'demo-union', ...READERS]) await rig.signIn(token)

const adminSettings = (await get('demo-school-admin', '/report/bff/settings?page=rankScale')).json().data
const examConfig = (await get('demo-school-admin', `/report/bff/tasks/exam-config?examid=${MIDTERM}&org=0`)).json().data
const transcriptCfg = (await get('demo-school-admin', '/report/bff/transcripts/settings')).json().data.cfg

/** Each school-wide write of the table, with a body its view would take. */
const WRITES: Record<string, unknown> = {
  'POST /settings/save': { page: 'rankScale', grade: adminSettings.grade, values: { cutoffs: [10, 20] } },
  'POST /settings/publish': { examid: MIDTERM, org: 0 },
  'POST /tasks/exam-config': { examid: MIDTERM, org: '0', values: examConfig.values },
  'POST /tutoring/share': { examid: MIDTERM, org: '0', publish: false },
  'POST /transcripts/settings': { ...transcriptCfg, title: '老师改的标题', layout: 2 },
  'POST /exam-sync/start': { examid: UNSYNCED, org: 0 },
  'POST /exam-sync/add-data/commit': { examid: UNSYNCED, org: 0 },
}

t.test('every route of the table is tested here', async (t) => {
  t.same(Object.keys(WRITES).sort(), SCHOOL_WIDE_WRITES.flatMap((w) => (w.route === null ? [] : [w.route])).sort())
})

t.test('below the school manager: each write refused 403, before its body is read', async (t) => {
  for (const [route, body] of Object.entries(WRITES)) {
    const url = `/report/bff${route.slice('POST '.length)}`
    const write = SCHOOL_WIDE_WRITES.find((w) => w.route === route)!
    for (const token of READERS) {
      const res = await post(token, url, body)
      t.equal(res.statusCode, 403, `${token} ${route}`)
      t.match(res.json(), { kind: 'forbidden', message: write.notice }, `${token} ${route}`)
    }
    // Not JSON at all: the refusal comes first (authorise before you parse).
    t.equal((await post('demo-teacher', url, '{"not json')).statusCode, 403, `${route}: refused before parsing`)
  }
})

t.test('the school-wide upstream calls on the passthrough: refused below the school manager', async (t) => {
  for (const write of SCHOOL_WIDE_WRITES) {
    for (const path of write.upstream) {
      const res = await post('demo-teacher', path, { examid: MIDTERM, org: 0 })
      t.equal(res.statusCode, 403, `teacher ${path}`)
      t.match(res.json(), { code: write.route === 'POST /settings/save' || write.route === 'POST /settings/publish' ? 'BFF_ERR_SETTINGS_FORBIDDEN' : 'BFF_ERR_SCHOOL_WRITE_FORBIDDEN', message: write.notice })
    }
  }
  // The positive control: the school admin's own call goes through to the platform.
  const published = await post('demo-school-admin', '/report/analysis/v1/student/share/publish', { examid: MIDTERM, org: 0 })
  t.equal(published.statusCode, 200, published.body)
  t.match(published.json(), { code: 0, data: { shared: true } })
})

t.test('the teacher cannot rewrite the school\'s transcript settings; the admin can', async (t) => {
  t.equal((await post('demo-teacher', '/report/bff/transcripts/settings', { ...transcriptCfg, title: '老师改的标题' })).statusCode, 403)
  t.equal((await get('demo-school-admin', '/report/bff/transcripts/settings')).json().data.cfg.title, transcriptCfg.title, 'the title stays')
  const saved = await post('demo-school-admin', '/report/bff/transcripts/settings', { ...transcriptCfg, title: '江州一中成绩单' })
  t.equal(saved.statusCode, 200, saved.body)
  t.match(saved.json().data, { cfg: { title: '江州一中成绩单' }, canEdit: true, notice: null })
  const teacherView = (await get('demo-teacher', '/report/bff/transcripts/settings')).json().data
  t.match(teacherView, { cfg: { title: '江州一中成绩单' }, canEdit: false, notice: '当前角色只能查看成绩单设置，修改请联系学校管理员' })
})

t.test('the school admin\'s writes go through (the positive control of each refusal)', async (t) => {
  const answers: Record<string, number> = {}
  for (const [route, body] of Object.entries(WRITES)) {
    if (route === 'POST /exam-sync/start' || route === 'POST /exam-sync/add-data/commit') continue
    answers[route] = (await post('demo-school-admin', `/report/bff${route.slice('POST '.length)}`, body)).statusCode
  }
  t.same(answers, { 'POST /settings/save': 200, 'POST /settings/publish': 200, 'POST /tasks/exam-config': 200, 'POST /tutoring/share': 200, 'POST /transcripts/settings': 200 })
  // The union's joint exam is synced by its organiser, the union admin (a school admin of its school).
  const started = await post('demo-union', '/report/bff/exam-sync/start', WRITES['POST /exam-sync/start'])
  t.equal(started.statusCode, 200, started.body)
})

t.test('read-only views from the view models\' flags', async (t) => {
  const settings = (await get('demo-grade-admin', '/report/bff/settings?page=rankScale')).json().data
  t.same([settings.allowed, settings.canEdit, settings.notice], [true, false, '当前角色只能查看指标参数设置，修改请联系学校管理员'], 'grade admin: settings read-only')
  t.equal((await get('demo-grade-admin', `/report/bff/tasks/exam-config?examid=${MIDTERM}&org=0`)).json().data.canEdit, false, 'grade admin: exam settings read-only')
  t.equal((await get('demo-school-admin', `/report/bff/tasks/exam-config?examid=${MIDTERM}&org=0`)).json().data.canEdit, true)
  t.match((await get('demo-teacher', '/report/bff/tutoring/home')).json().data, { canPublish: false, notice: '只有学校管理员可以向家长发布或取消发布成绩报告' })
  t.match((await get('demo-school-admin', '/report/bff/tutoring/home')).json().data, { canPublish: true, notice: null })
})
