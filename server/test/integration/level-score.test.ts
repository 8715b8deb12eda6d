// The grade-scoring view models against the reference upstream: spec 2 §4 page and generation, §5
// the shared validation table (contracts/test/rules/level-score-cases.ts), §6 access, §8 list failure.

import t from 'tap'
import { LEVEL_SCORE_CASES, rowsOf, defaultRows } from '../../../contracts/test/rules/level-score-cases.ts'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'
import { shellRig } from './shell-rig.ts'

const MIDTERM = '100152611100'
const json = { 'content-type': 'application/json' }

t.test('the page: access, the list (no type 6, newest first), the 13-level default table', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const res = await rig.app.inject({ url: '/report/bff/level-score', headers: { cookie } })
  t.equal(res.statusCode, 200)
  const page = res.json().data
  t.same(page.access, { allowed: true, reason: 'ok', notice: null })
  t.ok(page.exams.length > 10)
  t.equal(page.levelCount, 13)
  t.same(page.defaultTable[1], { rate: '3', min: '90', max: '93.97' })
  t.equal(page.listError, null)

  for (const [token, reason] of [['demo-student', 'student'], ['demo-expiring', 'edition'], ['demo-small-school', 'edition'], ['demo-simple', 'module']] as const) {
    const other = await rig.app.inject({ url: '/report/bff/level-score', headers: { cookie: await rig.signIn(token) } })
    t.match(other.json().data, { access: { allowed: false, reason }, exams: [] }, `${token}: ${reason}`)
  }
})

t.test('an exam: subjects (all but the total selected) and presets; generate refuses every rule of the table with its message', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const exam = (await rig.app.inject({ url: `/report/bff/level-score/exam?examid=${MIDTERM}&org=0`, headers: { cookie } })).json().data
  t.same(exam.subjects.filter((s: { selected: boolean }) => s.selected).length, 9)
  t.equal(exam.subjects[0].subject, '总分')
  t.equal(exam.subjects[0].selected, false)
  const p312 = exam.presets.find((p: { id: string }) => p.id === '3+1+2')
  t.equal(p312.rows.length, 5)
  t.same(p312.subjects.filter((s: { hasRule: boolean }) => s.hasRule).map((s: { subject: string }) => s.subject), ['化学', '生物', '政治', '地理'])
  t.equal(p312.subjects[0].message, '该科目没有赋分规则')
  t.equal(exam.presets.find((p: { id: string }) => p.id === 'xinzhongkao').available, false)

  for (const c of LEVEL_SCORE_CASES) {
    const complete = c.complete ?? { examid: true, pindexs: true, rows: true }
    const res = await rig.app.inject({
      method: 'POST', url: '/report/bff/level-score/generate', headers: { cookie, ...json },
      payload: { examid: complete.examid ? MIDTERM : '', org: 0, pindexs: complete.pindexs ? [5] : [], rows: rowsOf(c), includeZero: true },
    })
    t.equal(res.statusCode, 400, c.name)
    t.match(res.json(), { kind: 'invalid-input', message: c.message }, `${c.name}: ${c.message}`)
  }
})

t.test('generate 3+1+2: a new exam whose dashboard works; it leaves the level list (type 6)', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const rows = [['15', '86', '100'], ['35', '71', '85'], ['35', '56', '70'], ['13', '41', '55'], ['2', '30', '40']].map(([rate, min, max]) => ({ rate: rate!, min: min!, max: max! }))
  const res = await rig.app.inject({
    method: 'POST', url: '/report/bff/level-score/generate', headers: { cookie, ...json },
    payload: { examid: MIDTERM, org: 0, pindexs: [5, 6, 7, 9], rows, includeZero: false, grade: '高二' },
  })
  t.equal(res.statusCode, 200)
  const created = res.json().data.created
  t.match(created, { org: 2, prompt: '等级赋分考试已生成，是否前往查看？' })
  t.equal(created.dashboardHref, `/report/exam/dashboard?examid=${created.examid}&org=2&grade=%E9%AB%98%E4%BA%8C`)
  const dash = await rig.app.inject({ url: `/api/v3/exam/dashboard?examid=${created.examid}&org=2`, headers: { cookie } })
  t.equal(dash.statusCode, 200)
  t.same(dash.json().data.papers.map((p: { subject: string }) => p.subject), ['化学', '生物', '政治', '地理'])
  const page = (await rig.app.inject({ url: '/report/bff/level-score', headers: { cookie } })).json().data
  t.notOk(page.exams.some((e: { examid: string }) => e.examid === created.examid), 'type 6 left out')

  const student = await rig.app.inject({
    method: 'POST', url: '/report/bff/level-score/generate', headers: { cookie: await rig.signIn('demo-student'), ...json },
    payload: { examid: MIDTERM, org: 0, pindexs: [5], rows: defaultRows(), includeZero: true },
  })
  t.equal(student.statusCode, 403)
  t.equal(student.json().message, '学生账号无法使用等级赋分')
  const bad = await rig.app.inject({
    method: 'POST', url: '/report/bff/level-score/generate', headers: { cookie, ...json },
    payload: { examid: '999999999999', org: 0, pindexs: [5], rows: defaultRows(), includeZero: true },
  })
  t.equal(bad.statusCode, 404, 'an unknown exam is the upstream’s 404')
})

t.test('a failed exam list: 获取考试列表失败, the page still renders', async (t) => {
  const upstream = fakeUpstream({
    // The fields the spec promises for a user (contracts/src/upstream/user.ts); the rest take their defaults.
    'GET /report/obt/v1/user/info': async () => ({ code: 0, data: { user: { id: 'u1', schoolid: 's1', versionCode: 'ultimate', auth: { topRole: 7, isStudent: false } } } }),
    'GET /report/analysis/v1/permission/versionAuth/modules': async () => ({ code: 0, data: { custom_table: 'able', level_points: 'able', history_compare: 'able', common_configs: 'able' } }),
    'POST /report/obt/v1/xgkzb/exam/list': async (_r, reply) => reply.code(500).send({ code: 500, msg: 'boom' }),
  })
  const app = await buildBff(t, await listen(t, upstream.app))
  const res = await app.inject({ url: '/report/bff/level-score', headers: { cookie: 'unifyToken=U' } })
  t.equal(res.statusCode, 200)
  t.match(res.json().data, { access: { allowed: true }, exams: [], listError: '获取考试列表失败', emptyNotice: null })
  const va = await app.inject({ url: '/report/bff/value-added', headers: { cookie: 'unifyToken=U' } })
  t.equal(va.json().data.listError, '获取考试列表失败')
})

t.test('a level-score exam made from a joint exam says whose count its head shows (issue 15 item 11)', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const rows = [['15', '86', '100'], ['35', '71', '85'], ['35', '56', '70'], ['13', '41', '55'], ['2', '30', '40']].map(([rate, min, max]) => ({ rate: rate!, min: min!, max: max! }))
  const res = await rig.app.inject({
    method: 'POST', url: '/report/bff/level-score/generate', headers: { cookie, ...json },
    payload: { examid: '280152611190', org: 0, pindexs: [5, 6, 7, 9], rows, includeZero: false, grade: '高二' },
  })
  t.equal(res.statusCode, 200)
  const { examid } = res.json().data.created
  const context = (await rig.app.inject({ url: `/report/bff/exam-context?examid=${examid}&org=2&grade=%E9%AB%98%E4%BA%8C&route=dashboard`, headers: { cookie } })).json().data
  // The head counts every school of the joint exam; the school manager's tables count only their school.
  t.equal(context.exam.studentCountLabel, '全体参考人数')
  t.ok(context.exam.studentCount > 821)
  t.match(context.exam.studentCountNote, /您可查看的范围（821 人）/)
})
