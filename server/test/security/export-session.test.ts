import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { EXPORT_SESSION_MS, exportSessionTokenFor, pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { buildUpstream } from '@report/fixtures/upstream/app'
import type { ConsumerTask } from '@report/contracts/upstream/tasks-report'
import { buildBff, cookieHeaderFrom, listen, type Teardown } from '../helpers/build.ts'

// Issue 30 item 3: an fxPdfToken gave a full session that never expired, reusable, with which
// settings/save, custom-tables/templates, upgrade/form, tutoring/share and POST /transcripts answered
// 200. Now (DESIGN.md "Kinds of session"): an export session is read-only on every state-changing
// route, sees only its exam, ends with its token and its task, and its cookies carry a Max-Age; its
// fxPdfToken is exchanged once.

/** 江州市第一中学 2026学年第一学期高二期中考试: the school admin's own exam. */
const MIDTERM = '100152611100'
/** An exam of the same school the export session does not print (the school admin's 高一期中考试). */
const OTHER_EXAM = '100142611080'

async function setup(t: Teardown) {
  const upstream = buildUpstream({ tasks: { failureRate: 0 } })
  /** Every call the upstream received, and the Cookie header it came with. */
  const seen: string[] = []
  const cookies: string[] = []
  upstream.addHook('onRequest', async (request) => {
    seen.push(`${request.method} ${request.url.split('?')[0]}`)
    cookies.push(request.headers.cookie ?? '')
  })
  const upstreamUrl = await listen(t, upstream)
  const app = await buildBff(t, upstreamUrl)
  return { upstream, upstreamUrl, app, seen, cookies }
}

/** The export session an fxPdfToken gives through the BFF's token chain, and the answer that set it. */
async function exportSession(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: `/report/export/pdf?report=total-report&examid=${MIDTERM}&export=pdf&fxPdfToken=${token}` })
  return { res, cookie: cookieHeaderFrom(res.headers['set-cookie']) }
}

/** A route of the app as a request: parameters filled, a passthrough wildcard given a write path. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'v1/settings/save')
}

t.test('every state-changing route refuses an export session, route by route, before the upstream hears of it', async (t) => {
  const { app, seen } = await setup(t)
  const { cookie } = await exportSession(app, pdfTokenFor('school-admin', { exam: MIDTERM }))
  t.match(cookie, /fxExport=pdf/)
  await app.ready()
  const routes = app.stateChangingRoutes
  const listed = new Set(routes.map((r) => `${r.method} ${r.url}`))
  // The probe, by name: each of these answered 200 to an export session.
  for (const route of ['POST /report/bff/settings/save', 'POST /report/bff/custom-tables/templates', 'POST /report/bff/upgrade/form', 'POST /report/bff/tutoring/share', 'POST /report/bff/transcripts']) {
    t.ok(listed.has(route), `${route} is among the app's state-changing routes`)
  }
  t.ok(routes.length > 50, `${routes.length} state-changing routes, every POST of the app and the passthrough's every method`)

  // The cookie can be dropped by whoever holds the session: its token's claims still say export.
  const withoutMark = cookie.split('; ').filter((c) => !c.startsWith('fxExport=')).join('; ')
  const before = seen.length
  for (const { method, url } of routes) {
    const path = concrete(url)
    for (const [label, session] of [['', cookie], [' (fxExport cookie dropped)', withoutMark]] as const) {
      const body = method === 'TRACE' ? {} : { payload: '{}' }
      const res = await app.inject({ method: method as 'POST', url: path, headers: { cookie: session, 'content-type': 'application/json' }, ...body })
      const answer = res.statusCode === 403 ? (res.json() as { code?: string }) : {}
      t.equal(`${res.statusCode} ${answer.code ?? res.body.slice(0, 80)}`, '403 BFF_ERR_EXPORT_READ_ONLY', `${method} ${path}${label}`)
    }
  }
  t.same(seen.slice(before), [], 'no refused request reached the upstream')
})

t.test('a user\'s own session is not held to it: the gate is the export session\'s', async (t) => {
  const { app } = await setup(t)
  const signIn = await app.inject({ url: '/report/?token=demo-school-admin' })
  const cookie = cookieHeaderFrom(signIn.headers['set-cookie'])
  const res = await app.inject({ method: 'POST', url: '/report/bff/upgrade/form', headers: { cookie, 'content-type': 'application/json' }, payload: '{}' })
  t.not(res.json().code, 'BFF_ERR_EXPORT_READ_ONLY', `the school admin's own session reaches the route (${res.statusCode} ${res.json().code})`)
})

t.test('an export session reads its exam and no other; its cookies last until its end', async (t) => {
  const { app } = await setup(t)
  const started = Date.now()
  const { res, cookie } = await exportSession(app, pdfTokenFor('school-admin', { exam: MIDTERM }))
  t.equal(res.statusCode, 302)
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
  t.same(set.map((c) => c.split('=', 1)[0]).sort(), ['fxExport', 'fxtoken', 'unifyToken'])
  for (const line of set) {
    const maxAge = Number(/;\s*Max-Age=(\d+)/i.exec(line)?.[1])
    const longest = Math.ceil((EXPORT_SESSION_MS + Date.now() - started) / 1000)
    t.ok(maxAge > 0 && maxAge <= longest && maxAge >= EXPORT_SESSION_MS / 1000 - 60, `${line.split('=', 1)[0]}: Max-Age ${maxAge} s, the session's end`)
  }

  const session = await app.inject({ url: '/report/bff/session', headers: { cookie } })
  t.equal(session.statusCode, 200)
  t.equal(session.json().data.exportMode, true)
  const own = await app.inject({ url: `/report/bff/exam-context?examid=${MIDTERM}&org=0`, headers: { cookie } })
  t.equal(own.statusCode, 200, 'its exam')
  const withSchool = await app.inject({ url: `/report/bff/exam-context?examid=${MIDTERM}-10001&org=0`, headers: { cookie } })
  t.not(withSchool.json().code, 'BFF_ERR_EXPORT_OTHER_EXAM', 'its exam with a school part (spec 1 §2)')
  for (const url of [`/report/bff/exam-context?examid=${OTHER_EXAM}&org=0`, `/report/obt/v1/exam/info?examid=${OTHER_EXAM}`, `/report/exam/dashboard?examid=${OTHER_EXAM}&org=0&grade=%E9%AB%98%E4%B8%80`]) {
    const other = await app.inject({ url, headers: { cookie } })
    t.equal(`${other.statusCode} ${other.json().code}`, '403 BFF_ERR_EXPORT_OTHER_EXAM', url)
  }
  // The same account's own session sees that exam: it is the export session that may not.
  const signIn = await app.inject({ url: '/report/?token=demo-school-admin' })
  const web = await app.inject({ url: `/report/bff/exam-context?examid=${OTHER_EXAM}&org=0`, headers: { cookie: cookieHeaderFrom(signIn.headers['set-cookie']) } })
  t.equal(web.statusCode, 200, 'the school admin\'s own session reads the other exam')
})

t.test('an fxPdfToken is exchanged once: a copy of it, here or later, makes no session', async (t) => {
  const { app, upstreamUrl, seen } = await setup(t)
  const token = pdfTokenFor('school-admin', { exam: MIDTERM })
  const first = await exportSession(app, token)
  t.match(first.cookie, /unifyToken=/)
  const copies = await Promise.all([exportSession(app, token), exportSession(app, token)])
  for (const copy of copies) {
    t.equal(copy.res.statusCode, 302)
    t.notMatch(String(copy.res.headers.location), /fxPdfToken/, 'the token leaves the address')
    t.equal(copy.cookie, '', 'no session for the copy')
  }
  t.equal(seen.filter((s) => s === 'POST /report/obt/v1/user/genUnifyToken').length, 1, 'one exchange at the upstream')
  // A second BFF (another instance without a shared store) asks the upstream, which has spent it too.
  const other = await buildBff(t, upstreamUrl)
  t.equal((await exportSession(other, token)).cookie, '', 'the upstream refuses it as well')
})

t.test('an export session past its end is no session: its tokens go nowhere', async (t) => {
  const { app, cookies } = await setup(t)
  const ended = exportSessionTokenFor('school-admin', { exam: MIDTERM }, Date.now() - 1000)
  const cookie = `fxExport=pdf; unifyToken=${ended}`
  const before = cookies.length
  const session = await app.inject({ url: '/report/bff/session', headers: { cookie } })
  t.equal(session.statusCode, 401)
  t.equal(session.json().kind, 'no-session')
  const passthrough = await app.inject({ url: '/report/obt/v1/user/info', headers: { cookie } })
  t.equal(passthrough.statusCode, 401, 'nor does the passthrough take it')
  t.notOk(cookies.slice(before).some((c) => c.includes(ended)), 'the ended token was sent nowhere')
})

t.test("an export session made for a task ends with the task", async (t) => {
  const { upstream, app } = await setup(t)
  const created = await upstream.inject({ method: 'POST', url: '/report/task/report/create', headers: { cookie: 'fxtoken=demo-school-admin' }, payload: { examid: MIDTERM, org: 0, reports: ['total'] } })
  const id = created.json<{ data: { id: string } }>().data.id
  const relay = async (path: string, body: object) =>
    app.inject({ method: 'POST', url: `/report/bff/renderer/${path}`, headers: { 'content-type': 'application/json', 'x-consumer-key': 'reference-pdf-renderer' }, payload: body })
  const task = (await relay('task', { type: 'report', worker: 'test' })).json<{ data: { task: ConsumerTask } }>().data.task
  t.equal(task.id, id)
  const { cookie } = await exportSession(app, task.pdfToken)
  // Through the passthrough: the upstream judges the session on every call (views keep a user's facts 30 s).
  const userInfo = async () => (await app.inject({ url: '/report/obt/v1/user/info', headers: { cookie } })).statusCode
  t.equal(await userInfo(), 200, 'it prints while the task does')
  const pdf = Buffer.from('%PDF-1.4 total').toString('base64')
  await relay('task/update', { id, lease: task.lease, page: { key: 'total', status: 1, pdfBase64: pdf } })
  t.equal((await relay('task/update', { id, lease: task.lease, status: 1, pdfBase64: pdf })).statusCode, 200)
  t.equal(await userInfo(), 401, 'the task done: the session is over')
})

t.test('a unifyToken in an address never makes an export session (nor a user\'s out of one)', async (t) => {
  const { app, seen } = await setup(t)
  const exportToken = exportSessionTokenFor('school-admin', { exam: MIDTERM }, Date.now() + 600_000)
  const before = seen.length
  const res = await app.inject({ url: `/report/?unifyToken=${exportToken}` })
  t.equal(res.statusCode, 302)
  t.notOk(res.headers['set-cookie'], 'no cookie set')
  t.same(seen.slice(before), [], 'not exchanged')
})
