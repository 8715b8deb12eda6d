// A page of the product asks the BFF for several views (session and shell, exam context, report page); each
// needs the user's info, and the exam frame and the report page both need the exam's info, permissions,
// download ban and trial flag. Within a session they are asked of the upstream once for a while, never shared between
// sessions, and a failure is not kept.
import t from 'tap'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { faultsOf } from '@report/fixtures/upstream/faults'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'
import { NOW } from './shell-rig.ts'

const EXAM = 'examid=100152611100&org=0'
const USER_INFO = 'GET /report/obt/v1/user/info'
const PERMISSION = 'POST /report/exam/v1/exam/permission'
const TRIAL_FLAG = 'GET /report/obt/v1/exam/is_trial'
const EXAM_INFO = 'POST /report/exam/v1/exam/info/all'
const EXAM_BAN = 'POST /report/exam/v1/exam/disabled'
const DASHBOARD = 'POST /report/obt/v1/exam/dashboard'

t.test('user facts are asked once per session across views, per session, and failures are not kept', async (t) => {
  const upstream = buildUpstream({ now: () => NOW })
  const app = await buildBff(t, await listen(t, upstream))
  const faults = faultsOf(upstream)
  const signIn = async (token: string) => cookieHeaderFrom((await app.inject({ url: `/report/?token=${token}` })).headers['set-cookie'])
  const admin = await signIn('demo-school-admin')
  const views = (cookie: string) => Promise.all(
    ['/report/bff/session', `/report/bff/exam-context?${EXAM}`, `/report/bff/report-page?route=dashboard&${EXAM}`].map(async (url) => (await app.inject({ url, headers: { cookie } })).statusCode),
  )

  faults.reset()
  t.same(await views(admin), [200, 200, 200])
  t.same(await views(admin), [200, 200, 200], 'and again, moving on')
  t.equal(faults.counts()[USER_INFO], 1, 'user info asked once for six views')
  t.equal(faults.counts()[PERMISSION], 1, 'the exam\'s permissions asked once by the frame and the page')
  t.equal(faults.counts()[TRIAL_FLAG], 1, 'its trial flag asked once by the frame and the page')
  t.equal(faults.counts()[EXAM_INFO], 1, 'the exam\'s info asked once by the frame and the page')
  t.equal(faults.counts()[EXAM_BAN], 1, 'its download ban asked once')
  t.equal(faults.counts()[DASHBOARD], 2, 'the page\'s own data asked each time')

  const teacher = await signIn('demo-teacher')
  faults.reset()
  await app.inject({ url: '/report/bff/session', headers: { cookie: teacher } })
  t.equal(faults.counts()[USER_INFO], 1, 'another session asks for its own')
  const shell = (await app.inject({ url: '/report/bff/session', headers: { cookie: teacher } })).json() as { data: unknown }
  const adminShell = (await app.inject({ url: '/report/bff/session', headers: { cookie: admin } })).json() as { data: unknown }
  t.not(JSON.stringify(shell.data), JSON.stringify(adminShell.data), 'and sees its own shell, not the admin\'s')

  const fresh = `${admin}; fxtoken=another-login`
  faults.reset()
  faults.set([{ match: '/report/obt/v1/user/info', mode: 'error', status: 503, times: 1 }])
  t.not((await app.inject({ url: '/report/bff/session', headers: { cookie: fresh } })).statusCode, 200, 'a failed user-info call fails the shell')
  faults.set([])
  t.equal((await app.inject({ url: '/report/bff/session', headers: { cookie: fresh } })).statusCode, 200, 'the next view asks again and succeeds')
})

t.test('as the client opens an exam: after the frame\'s view the report page asks only for its own data', async (t) => {
  const upstream = buildUpstream({ now: () => NOW })
  const app = await buildBff(t, await listen(t, upstream))
  const faults = faultsOf(upstream)
  const cookie = cookieHeaderFrom((await app.inject({ url: '/report/?token=demo-school-admin' })).headers['set-cookie'])
  const open = async (url: string) => (await app.inject({ url, headers: { cookie } })).statusCode
  t.equal(await open('/report/bff/session'), 200)
  t.equal(await open(`/report/bff/exam-context?route=dashboard&${EXAM}`), 200)
  faults.reset()
  const page = await app.inject({ url: `/report/bff/report-page?route=dashboard&${EXAM}`, headers: { cookie } })
  t.equal(page.statusCode, 200)
  t.same(faults.counts(), { [DASHBOARD]: 1 }, 'one upstream call: the dashboard\'s')
  const blocks = (page.json() as { data: { blocks: Array<{ kind: string; export?: unknown }> } }).data.blocks
  t.ok(blocks.some((b) => b.kind === 'table' && b.export), 'and the facts it reused still offer 下载表格')
  const metrics = (await app.inject({ url: '/metrics' })).body
  const hits = Number(/bff_cache_lookups_total\{cache="session-facts",result="hit"\} (\d+)/.exec(metrics)?.[1])
  const misses = Number(/bff_cache_lookups_total\{cache="session-facts",result="miss"\} (\d+)/.exec(metrics)?.[1])
  const bytes = Number(/^bff_session_facts_bytes (\d+)/m.exec(metrics)?.[1])
  // user info, the exam's info, permissions, download ban and trial flag
  t.equal(misses, 5, 'operators see the five facts fetched once (by the shell and the frame)')
  t.ok(hits >= 5, `and reused (${hits} hits)`)
  t.ok(bytes > 1000 && bytes < 64 * 1024 * 1024, `their footprint: ${bytes} bytes`)
})
