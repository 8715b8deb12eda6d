// Issue 14 regressions: a platform that sends only the spec's fields must not break the views, and one
// that breaks its contract gets a 502 `upstream` in the error shape (logged once per call and field,
// counted on /metrics every time), never a 500.
import { Writable } from 'node:stream'
import t from 'tap'
import { Compile } from 'typebox/compile'
import { ExamsViewSchema } from '@report/contracts/bff/exams'
import { ShellViewSchema } from '@report/contracts/bff/shell'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'
import { buildMutatingUpstream } from '../helpers/mutating-upstream.ts'

const NOW = new Date('2026-11-21T02:00:00Z')
const ADMIN = { cookie: 'fxtoken=demo-school-admin' }

const lines: Array<Record<string, unknown>> = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>)
    done()
  },
})
const upstream = buildMutatingUpstream({ now: () => NOW })
const app = await buildBff(t, await listen(t, upstream.app), {}, { level: 'warn', stream: logStream })

const map = (call: string, edit: (data: any) => void) => (c: string, data: unknown) => {
  if (c === call) edit(data)
  return data
}

t.test('exam-list items without typeName: 200 and the list (was 500 "typeName" is required!)', async (t) => {
  upstream.mutate(map('POST /obt/v1/exam/compare/list', (d) => d.examList.forEach((e: Record<string, unknown>) => delete e.typeName)))
  t.teardown(() => upstream.mutate(null))
  const res = await app.inject({ url: '/report/bff/exams', headers: ADMIN })
  t.equal(res.statusCode, 200, res.body)
  const view = res.json().data
  t.ok(Compile(ExamsViewSchema).Check(view))
  t.ok(view.exams.length > 0)
  t.ok(view.exams.every((e: { typeName: string }) => e.typeName === ''))
})

t.test('user/info with auth.topRole but no accountType: 200 and the type derived (was 500)', async (t) => {
  for (const [account, want] of [['city', 'city'], ['county', 'county'], ['school-admin', 'school']] as const) {
    upstream.mutate(map('GET /obt/v1/user/info', (d) => delete d.user.accountType))
    const res = await app.inject({ url: '/report/bff/session', headers: { cookie: `fxtoken=demo-${account}` } })
    upstream.mutate(null)
    t.equal(res.statusCode, 200, res.body)
    t.ok(Compile(ShellViewSchema).Check(res.json().data))
    t.equal(res.json().data.user.accountType, want, account)
  }
})

t.test('an exam-list item whose name no form reads is dropped with a log; the list stays, marked incomplete', async (t) => {
  upstream.mutate(map('POST /obt/v1/exam/compare/list', (d) => { if (d.examList[0]) d.examList[0].name = { zh: 42 } }))
  t.teardown(() => upstream.mutate(null))
  const res = await app.inject({ url: '/report/bff/exams?isFilter=1', headers: ADMIN })
  t.equal(res.statusCode, 200, res.body)
  t.equal(res.json().data.incomplete, true)
  t.ok(res.json().data.exams.length > 0, 'the other items stay')
  t.ok(lines.some((l) => l.call === 'POST /obt/v1/exam/compare/list' && l.field === '/examList/*/name'), 'the call and field are logged')
})

t.test('a promised field missing: 502 upstream in the error shape, logged once, counted every time', async (t) => {
  upstream.mutate(map('GET /obt/v1/user/info', (d) => delete d.user.id))
  t.teardown(() => upstream.mutate(null))
  const before = lines.length
  for (const account of ['teacher', 'grade-admin']) {
    const res = await app.inject({ url: '/report/bff/session', headers: { cookie: `fxtoken=demo-${account}` } })
    t.equal(res.statusCode, 502)
    t.match(res.json(), { code: 'BFF_ERR_UPSTREAM_CONTRACT', kind: 'upstream', message: '请稍后重试', requestId: String })
  }
  const logged = lines.slice(before).filter((l) => l.msg === 'upstream answer breaks its contract' && l.field === '/user/id')
  t.equal(logged.length, 1, 'one log line per call and field')
  t.match(logged[0], { call: 'GET /obt/v1/user/info', field: '/user/id', problem: 'is missing' })
  const metrics = (await app.inject({ url: '/metrics' })).body
  t.match(metrics, /bff_upstream_contract_breaches_total\{call="GET \/obt\/v1\/user\/info",field="\/user\/id"\} 2/)
})

t.test('the auth answer’s exam as an object, a path or a bare examid is the redirect target (was ignored)', async (t) => {
  const auth = fakeUpstream({
    'POST /report/obt/auth': async (request) => {
      const { token } = JSON.parse(String(request.body)) as { token: string }
      if (token === 'object') return { code: 0, data: { unifyToken: 'U1', exam: { examid: '123-456', org: 0, grade: '高一' } } }
      if (token === 'bare') return { code: 0, data: { unifyToken: 'U2', exam: '123-456' } }
      if (token === 'path') return { code: 0, data: { unifyToken: 'U3', exam: '/report/exam/dashboard?examid=123-456&org=1&grade=高二' } }
      if (token === 'evil') return { code: 0, data: { unifyToken: 'U4', exam: { examid: '../../admin', org: 0 } } }
      if (token === 'null') return { code: 0, data: { unifyToken: 'U5', exam: null } }
      return { code: 0, data: { unifyToken: 'U6' } }
    },
  })
  const bff = await buildBff(t, await listen(t, auth.app))
  const target = async (token: string) => decodeURI(String((await bff.inject({ url: `/report/exam/ranking?token=${token}&x=1` })).headers.location))
  t.equal(await target('object'), '/report/exam/dashboard?examid=123-456&org=0&grade=高一')
  t.equal(await target('bare'), '/report/exam/dashboard?examid=123-456')
  t.equal(await target('path'), '/report/exam/dashboard?examid=123-456&org=1&grade=高二')
  t.equal(await target('evil'), '/report/exam/ranking?x=1', 'an unusable exam: the same page minus the token')
  t.equal(await target('null'), '/report/exam/ranking?x=1')
  t.equal(await target('none'), '/report/exam/ranking?x=1')
})

t.test('through the token chain against the reference upstream: a token naming an exam lands on its dashboard', async (t) => {
  upstream.mutate(map('POST /obt/auth', (d) => {
    const path = new URL(String(d.exam), 'http://x')
    d.exam = { examid: path.searchParams.get('examid'), org: Number(path.searchParams.get('org')), grade: path.searchParams.get('grade') }
  }))
  t.teardown(() => upstream.mutate(null))
  const res = await app.inject({ url: '/report/?token=demo-school-admin~100152611100' })
  t.equal(res.statusCode, 302)
  t.match(decodeURI(String(res.headers.location)), /^\/report\/exam\/dashboard\?examid=100152611100&org=0&grade=/)
})
