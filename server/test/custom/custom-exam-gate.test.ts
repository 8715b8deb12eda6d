// Issue 30 item 6, the BFF's own hold on the rule: an upstream that lists another user's custom exam and
// serves it (as the platform did when the issue was filed) still gets nothing past the BFF. The reference
// upstream here answers for the teacher's own import, rewritten to say the school admin made it: the
// BFF leaves it out of every list and refuses it by examid, on view models and on the passthrough.
import t from 'tap'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { classById, classId } from '@report/fixtures/dataset/classes'
import { studentsOf } from '@report/fixtures/dataset/students'
import { registerCustomExam } from '@report/fixtures/custom/custom-exams'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'
import { buildMutatingUpstream } from '../helpers/mutating-upstream.ts'
import { NOW } from '../integration/shell-rig.ts'

const upstream = buildMutatingUpstream({ now: () => NOW })
const upstreamUrl = await listen(t, upstream.app)
const cls = classById(classId('10001', 'senior', 2025, 3))!
const exam = registerCustomExam({
  account: accountByKey('teacher')!,
  name: '老师自己的导入',
  grade: '高二',
  papers: [{ subject: '数学', manfen: 150 }],
  rows: studentsOf(cls).map((s, i) => ({ xuehao: s.xuehao, name: s.name, classId: s.classId, scores: [60 + (i % 80)] })),
  now: NOW,
})
const SOMEONE_ELSE = accountByKey('school-admin')!.id

/** Every object of an answer that names the exam now says someone else made it and shared it with no one. */
function madeBySomeoneElse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(madeBySomeoneElse)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = madeBySomeoneElse(v)
  return out.examid === exam.id ? { ...out, userid: SOMEONE_ELSE, sharedWith: [] } : out
}

async function teacherOn(bffUrl: string) {
  const app = await buildBff(t, bffUrl)
  const signIn = await app.inject({ url: '/report/?token=demo-teacher' })
  const cookie = cookieHeaderFrom(signIn.headers['set-cookie'])
  if (signIn.statusCode !== 302 || !cookie.includes('unifyToken=')) throw new Error(`the teacher's sign-in answered ${signIn.statusCode} with cookies "${cookie}"`)
  return (url: string) => app.inject({ url, headers: { cookie } })
}

const views = {
  list: '/report/bff/exams',
  frame: `/report/bff/exam-context?examid=${exam.id}&org=2`,
  frameNoOrg: `/report/bff/exam-context?examid=${exam.id}`,
  page: `/report/bff/report-page?route=dashboard&examid=${exam.id}&org=2&grade=${encodeURIComponent('高二')}`,
  upstreamDashboard: `/api/v3/exam/dashboard?examid=${exam.id}&org=2`,
  levelScore: '/report/bff/level-score',
  tutoringHome: '/report/bff/tutoring/home',
  transcripts: '/report/bff/transcripts/create',
}

// Signed in before the tests run: in a folder's one process the next file's set-up may hold the event
// loop longer than the token exchange waits (5 s), and a sign-in then gets no session.
const asMaker = await teacherOn(upstreamUrl)
// A BFF of its own for the second test: the first one's session facts hold the exam as the teacher's for 30 s.
const asOther = await teacherOn(upstreamUrl)

t.test('the maker, as the upstream says: listed and served (the positive control)', async (t) => {
  const get = asMaker
  t.ok((await get(views.list)).body.includes(exam.id), 'listed')
  for (const url of [views.frame, views.frameNoOrg, views.page, views.upstreamDashboard]) t.equal((await get(url)).statusCode, 200, url)
  t.ok((await get(views.tutoringHome)).body.includes(exam.id), 'offered to publish')
})

t.test('someone else\'s, as the upstream says: the BFF lists it nowhere and refuses it', async (t) => {
  upstream.mutate((_call, data) => madeBySomeoneElse(data))
  t.teardown(() => upstream.mutate(null))
  const get = asOther
  for (const url of [views.list, views.levelScore, views.tutoringHome, views.transcripts]) {
    const res = await get(url)
    t.equal(res.statusCode, 200, url)
    t.notOk(res.body.includes(exam.id), `${url}: not offered`)
  }
  for (const url of [views.frame, views.frameNoOrg, views.page, views.upstreamDashboard]) {
    const res = await get(url)
    t.equal(res.statusCode, 403, url)
    t.match(res.json(), { code: 'BFF_ERR_EXAM_NOT_VISIBLE', kind: 'forbidden', message: '该考试不存在或您没有权限，请核查或联系客服' }, url)
  }
})
