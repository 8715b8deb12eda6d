// /examSync's view and the score-sync prompt it ends (spec 1 §2, §3, §4; spec 2 §4), against the
// reference upstream with a sync that completes one paper per 200 ms of a hand-moved clock.
import t from 'tap'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { resetSync, setSyncClock } from '@report/fixtures/sync/sync-runs'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'
import { NOW } from '../integration/shell-rig.ts'

const UNSYNCED = '280162611180'
const json = { 'content-type': 'application/json' }

t.test('the organiser starts a sync; the page and the exam frame follow it until the dialog is gone', async (t) => {
  let now = 5_000_000
  setSyncClock(() => now)
  t.teardown(resetSync)
  const app = await buildBff(t, await listen(t, buildUpstream({ now: () => NOW, syncStepMs: 200 })))
  const res = await app.inject({ url: '/report/?token=demo-school-admin' })
  const cookie = cookieHeaderFrom(res.headers['set-cookie'])
  const view = async () => (await app.inject({ url: '/report/bff/exam-sync', headers: { cookie } })).json().data
  const dialog = async () => (await app.inject({ url: `/report/bff/exam-context?examid=${UNSYNCED}&org=0`, headers: { cookie } })).json().data.syncDialog

  const v = await view()
  t.equal(v.selected, `${UNSYNCED}:0`, 'the first exam not yet synced')
  t.match(v.exam, { state: '未同步', canStart: true, isSync: false, running: false })
  t.match(v.exam.papers[0], { published: true, status: '已完成' })
  t.match(v.exam.papers.at(-1).status, /^\d+ \/ \d+$/)
  t.equal(v.refreshMs, null)
  t.ok(await dialog(), 'the exam frame shows the sync dialog')

  const started = await app.inject({ method: 'POST', url: '/report/bff/exam-sync/start', headers: { cookie, ...json }, payload: { examid: UNSYNCED, org: 0 } })
  t.same(started.json().data, { message: '已开始从阅卷同步成绩，同步完成后各报告自动更新' })
  const moving = await view()
  t.match(moving.exam, { state: '同步中', canStart: false, running: true })
  t.equal(moving.refreshMs, 1500)

  now += 60_000
  const done = await view()
  t.match(done.exam, { state: '已同步', isSync: true, canStart: false, summary: `已发布 ${done.exam.papers.length} / ${done.exam.papers.length} 科` })
  t.ok(done.exam.schools.every((s: { done: boolean }) => s.done))
  t.equal(await dialog(), null, 'synced: the dialog stops showing')
})

t.test('a teacher sees no exam to sync; a student is refused', async (t) => {
  t.teardown(resetSync)
  const app = await buildBff(t, await listen(t, buildUpstream({ now: () => NOW })))
  const sign = async (token: string) => cookieHeaderFrom((await app.inject({ url: `/report/?token=${token}` })).headers['set-cookie'])
  const teacher = (await app.inject({ url: '/report/bff/exam-sync', headers: { cookie: await sign('demo-teacher') } })).json().data
  t.same([teacher.allowed, teacher.notice, teacher.exam], [true, '暂无需要同步成绩的联考', null])
  const student = (await app.inject({ url: '/report/bff/exam-sync', headers: { cookie: await sign('demo-student') } })).json().data
  t.same([student.allowed, student.notice], [false, '学生账号无法使用成绩同步'])
})
