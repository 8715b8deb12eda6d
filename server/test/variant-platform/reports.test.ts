// Issue 32 item 2 for the report views: against a platform that sends every report answer's facts in
// other forms (helpers/variant-platform.ts), every report page, each of its tables (a later page,
// sorted) and a drill of each page (the page-contract walk, helpers/report-walk.ts) answer exactly what
// they answer against the reference upstream, for a school manager, a teacher and the city on a joint
// exam, each under a seed of its own.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { answerKey } from '@report/contracts/upstream/answers'
import { REPORT_ANSWERS } from '@report/contracts/upstream/reports/answers'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'
import { buildVariantPlatform } from '../helpers/variant-platform.ts'
import { walkReports, type ReportVisit } from '../helpers/report-walk.ts'
import { JOINT, MIDTERM } from '../reports/report-rig.ts'

const NOW = new Date('2026-11-21T02:00:00Z')
const VIEWERS = [
  { who: 'school-admin', examid: MIDTERM, seed: 1 },
  { who: 'teacher', examid: MIDTERM, seed: 2 },
  { who: 'city', examid: JOINT, seed: 3 },
]

const reference = await buildBff(t, await listen(t, buildUpstream({ now: () => NOW, tasks: { failureRate: 0 } })))

const walk = (app: FastifyInstance, who: string, examid: string) =>
  walkReports({ examid, org: '0' }, async (path, params) => {
    const res = await app.inject({ url: `${path}?${new URLSearchParams(params).toString()}`, headers: { cookie: `fxtoken=demo-${who}` } })
    return { status: res.statusCode, body: res.json() }
  })

const visitName = (v: ReportVisit) => `${v.route}${v.block ? `/${v.block}` : ''} ${v.kind}${v.kind === 'table' ? ` page ${v.params.page}` : ''}`

for (const { who, examid, seed } of VIEWERS) {
  t.test(`${who}, seed ${seed}: every report page, table and drill answers as against the reference upstream`, async (t) => {
    const reencoded = new Set<string>()
    const variant = await buildBff(t, await listen(t, buildVariantPlatform({ now: () => NOW, tasks: { failureRate: 0 }, seed, onReencode: (call) => reencoded.add(call) })))
    const want = await walk(reference, who, examid)
    const got = await walk(variant, who, examid)
    t.same(got.map(visitName), want.map(visitName), 'the same views, in the same order')
    for (let i = 0; i < Math.min(got.length, want.length); i++) {
      const [g, w] = [got[i]!, want[i]!]
      // One assertion per view, the diff only where they differ (a walk is hundreds of views).
      if (g.answer.status !== w.answer.status || JSON.stringify(g.answer.body) !== JSON.stringify(w.answer.body)) t.same(g.answer, w.answer, `${who} ${visitName(w)}`)
    }
    const ok = want.filter((v) => v.answer.status === 200)
    t.ok(ok.filter((v) => v.kind === 'page').length >= (who === 'school-admin' ? 20 : 5), `${ok.length} views answered 200 on both: ${want.filter((v) => v.kind === 'page').length} pages, ${want.filter((v) => v.kind === 'table').length} tables, ${want.filter((v) => v.kind === 'drill').length} drills`)
    const reportCalls = [...reencoded].filter((call) => REPORT_ANSWERS[call] !== undefined)
    t.ok(reportCalls.length >= (who === 'school-admin' ? 20 : 5), `${reportCalls.length} report calls answered in other forms`)
    t.same([...(variant.upstream.decoder?.undecodedCalls ?? ['no decoder'])], [], 'the BFF read no answer undecoded')
    t.ok(reencoded.has(answerKey('POST', '/report/obt/v1/exam/info')), 'the exam info too')
  })
}
