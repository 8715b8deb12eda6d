// Issue 14: a report answer that breaks its contract is the 502 `upstream` with the catalogue message,
// logged once per call and field and counted, never a 500: a group whose type must be read from a key
// that names none, an exam without papers. Issue 32: a promised field in another form is read (a count
// as text); one no form reads (spec 2 §3 overview stats name `mean`) costs its item, not the page, and is
// logged once per call and field and counted as drift.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { answerKey } from '@report/contracts/upstream/answers'
import { ERROR_CATALOGUE } from '../../src/domain/errors/catalogue.ts'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'
import { MIDTERM } from './report-rig.ts'

const NOW = new Date('2026-11-21T02:00:00Z')
type Data = Record<string, unknown>
let breakAnswer: ((data: Data) => void) | null = null
let brokenCall = ''

const upstream = buildUpstream({ now: () => NOW, tasks: { failureRate: 0 } })
upstream.addHook('onSend', async (request, _reply, payload) => {
  if (!breakAnswer || typeof payload !== 'string' || answerKey(request.method, request.url) !== brokenCall) return payload
  const body = JSON.parse(payload) as { code: number; data: Data }
  breakAnswer(body.data)
  return JSON.stringify(body)
})
const lines: Array<Record<string, unknown>> = []
const logger = { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } }
const bff: FastifyInstance = await buildBff(t, await listen(t, upstream), { LOG_LEVEL: 'warn' }, logger)

const stats = (data: Data) => (data.totals as Array<{ group: Data; stats: Data[] }>).flatMap((row) => row.stats)
const groups = (data: Data) => [...(data.totals as Array<{ group: Data }>), ...(data.items as Array<{ group: Data }>)].map((row) => row.group)

const OVERVIEW = 'POST /api/v4/exam/overview'
const CASES: Array<[what: string, call: string, route: string, breakIt: (data: Data) => void, field: string]> = [
  ['a group key that names no group type, its type left out', OVERVIEW, 'general-overview', (data) => groups(data).forEach((g) => { delete g.type; g.key = `row-${String(g.id)}` }), '/totals/*/group'],
  // Found by fuzz/report-answers: choosing the 科目 threw on an exam without papers (a 500).
  ['an exam without papers', 'POST /obt/v1/exam/info', 'teacher-report', (data) => (data.papers = []), '/papers'],
]

for (const [what, call, route, breakIt, field] of CASES) {
  t.test(`${what}: 502 upstream, logged once with the call and field`, async (t) => {
    breakAnswer = breakIt
    brokenCall = call
    lines.length = 0
    try {
      for (let i = 0; i < 2; i++) {
        const res = await bff.inject({ url: `/report/bff/report-page?route=${route}&examid=${MIDTERM}&org=0`, headers: { cookie: 'fxtoken=demo-school-admin' } })
        t.equal(res.statusCode, 502)
        t.match(res.json(), { code: 'BFF_ERR_UPSTREAM_CONTRACT', kind: 'upstream', message: ERROR_CATALOGUE.BFF_ERR_UPSTREAM_CONTRACT.message, requestId: String })
      }
    } finally {
      breakAnswer = null
    }
    const logged = lines.filter((l) => l.msg === 'upstream answer breaks its contract')
    t.equal(logged.length, 1, 'once for two requests')
    t.match(logged[0], { call, field })
    const metrics = await bff.inject({ url: '/metrics' })
    const counted = metrics.body.split('\n').find((l) => l.startsWith(`bff_upstream_contract_breaches_total{call="${call}",field="${field}"}`))
    t.ok(Number(counted?.split(' ').pop()) >= 2, `counted every time: ${counted}`)
  })
}

async function page(route: string): Promise<{ status: number; body: unknown }> {
  const res = await bff.inject({ url: `/report/bff/report-page?route=${route}&examid=${MIDTERM}&org=0`, headers: { cookie: 'fxtoken=demo-school-admin' } })
  return { status: res.statusCode, body: res.json() }
}

t.test('a promised count sent as text is read: the page is the page of the reference answer', async (t) => {
  const whole = await page('general-overview')
  breakAnswer = (data) => stats(data).forEach((s) => (s.total = String(s.total)))
  brokenCall = OVERVIEW
  try {
    const read = await page('general-overview')
    t.equal(read.status, 200)
    t.same(read.body, whole.body)
  } finally {
    breakAnswer = null
  }
})

t.test('a promised statistic (mean) no form reads costs its items, not the page: 200, drift logged once and counted', async (t) => {
  const field = '/totals/*/stats/*/mean'
  // The first total row's statistics lose their mean; every other row stays whole.
  breakAnswer = (data) => (data.totals as Array<{ stats: Data[] }>)[0]!.stats.forEach((s) => delete s.mean)
  brokenCall = OVERVIEW
  lines.length = 0
  try {
    for (let i = 0; i < 2; i++) t.equal((await page('general-overview')).status, 200, 'the page answers')
  } finally {
    breakAnswer = null
  }
  t.same(lines.filter((l) => l.msg === 'upstream answer breaks its contract'), [], 'no breach')
  const logged = lines.filter((l) => String(l.msg).startsWith('upstream answer drifts'))
  t.equal(logged.length, 1, 'logged once for two requests')
  t.match(logged[0], { call: OVERVIEW, field })
  const metrics = await bff.inject({ url: '/metrics' })
  const counted = metrics.body.split('\n').find((l) => l.startsWith(`bff_upstream_drift_total{call="${OVERVIEW}",field="${field}"}`))
  t.ok(Number(counted?.split(' ').pop()) >= 2, `counted every time: ${counted}`)
})

t.test('the same page answers 200 when the answer keeps its promises', async (t) => {
  const res = await bff.inject({ url: `/report/bff/report-page?route=general-overview&examid=${MIDTERM}&org=0`, headers: { cookie: 'fxtoken=demo-school-admin' } })
  t.equal(res.statusCode, 200)
})
