// Issue 32 item 2: the BFF against platforms that keep the spec but send every fact in other forms
// (helpers/variant-platform.ts: numbers as text, flags as 1/"0"/"true", ids as numbers, dates as epochs
// or other date strings, keyed collections as maps, empty lists and defaults as null or nothing,
// unknown fields added; each field its own way per seed). Every view — the session, the exam context,
// tasks and exports, the level tools, comparison, custom analysis and tables, settings, the documents
// (transcripts, the Word report), the auxiliary pages — answers 200 with the same view model as against
// the reference upstream, for several seeds. The exam list has its own file, the report pages theirs.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { buildUpstream, type UpstreamOptions } from '@report/fixtures/upstream/app'
import { REPORT_PATHS } from '@report/contracts/upstream/reports/paths'
import { answerKey } from '@report/contracts/upstream/answers'
import { buildBff, listen } from '../helpers/build.ts'
import { buildVariantPlatform } from '../helpers/variant-platform.ts'
import { JOINT, MIDTERM } from '../reports/report-rig.ts'

const NOW = new Date('2026-11-21T02:00:00Z')
const SEEDS = [1, 2, 3]
const Q = `examid=${MIDTERM}&org=0&grade=${encodeURIComponent('高二')}`
const options = (): UpstreamOptions => ({ now: () => NOW, tasks: { failureRate: 0 } })

/** [account, view]: what each platform's BFF is asked, in this order (the tasks first created on each platform). */
const VIEWS: ReadonlyArray<readonly [string, string]> = [
  ['school-admin', '/report/bff/session'],
  ['teacher', '/report/bff/session'],
  ['city', '/report/bff/session'],
  ['student', '/report/bff/session'],
  ['owner', '/report/bff/session'],
  ['school-admin', `/report/bff/exam-context?${Q}&route=dashboard`],
  ['head-teacher', `/report/bff/exam-context?${Q}&route=dashboard`],
  ['city', `/report/bff/exam-context?examid=${JOINT}&org=0&route=dashboard`],
  ['school-admin', `/report/bff/tasks?${Q}`],
  ['school-admin', '/report/bff/tasks/versions'],
  ['school-admin', '/report/bff/tasks/download-config'],
  ['school-admin', `/report/bff/tasks/exam-config?${Q}`],
  ['school-admin', `/report/bff/tasks/report-export?${Q}`],
  ['school-admin', `/report/bff/answer-cards/export?${Q}`],
  ['school-admin', `/report/bff/answer-cards/paper?examid=${MIDTERM}&org=0&pindex=2`],
  ['school-admin', '/report/bff/level-score'],
  ['school-admin', '/report/bff/value-added'],
  ['school-admin', '/report/bff/transformation'],
  ['school-admin', `/report/bff/level-lines?examid=${MIDTERM}&org=0`],
  ['grade-admin', '/report/bff/contrast/history'],
  ['grade-admin', '/report/bff/contrast/create'],
  ['school-admin', '/report/bff/custom/import'],
  ['school-admin', '/report/bff/custom/import-records'],
  ['school-admin', '/report/bff/custom/merge'],
  ['school-admin', '/report/bff/custom-tables/list'],
  ['school-admin', `/report/bff/custom-tables/wizard?examid=${MIDTERM}&org=0`],
  ['school-admin', '/report/bff/settings?page=ranking'],
  ['school-admin', '/report/bff/settings?page=lineScore'],
  ['school-admin', '/report/bff/exam-sync'],
  ['city', `/report/bff/exam-sync/add-data?examid=${JOINT}&org=0&schoolid=10002&pindex=2`],
  ['school-admin', '/report/bff/school-report-word/exams'],
  ['school-admin', '/report/bff/transcripts/index'],
  ['school-admin', '/report/bff/transcripts/settings'],
  ['school-admin', `/report/bff/transcripts/create?examid=${MIDTERM}&org=0`],
  ['school-admin', '/report/bff/work-top'],
  ['school-admin', '/report/bff/upgrade/form'],
  ['head-teacher', '/report/bff/tutoring/home'],
  ['parent', '/report/bff/tutoring/home'],
  ['parent', `/report/bff/tutoring/student?examid=${MIDTERM}&org=0`],
  ['vschool', '/report/bff/data-dashboard'],
]

interface Answer {
  status: number
  body: unknown
}

async function ask(app: FastifyInstance, account: string, url: string): Promise<Answer> {
  const res = await app.inject({ url, headers: { cookie: `fxtoken=demo-${account}` } })
  const type = String(res.headers['content-type'] ?? '')
  if (res.statusCode >= 300 && res.statusCode < 400) return { status: res.statusCode, body: res.headers.location }
  return { status: res.statusCode, body: type.includes('json') ? res.json() : `${type} ${res.rawPayload.length} bytes` }
}

/** The same task on a platform, made there (as the minimal-platform test does), so the task views list one. */
async function seedTasks(upstream: FastifyInstance): Promise<void> {
  const res = await upstream.inject({ method: 'POST', url: `/report/task/v1/group/create?${Q}`, headers: { cookie: 'fxtoken=demo-school-admin' }, payload: { excel_cfgs: { irrank: true, rate: true } } })
  if (res.statusCode !== 200) throw new Error(`task: ${res.body}`)
}

const referenceUpstream = buildUpstream(options())
await seedTasks(referenceUpstream)
const reference = await buildBff(t, await listen(t, referenceUpstream))
const expected = new Map<string, Answer>()
for (const [account, url] of VIEWS) expected.set(`${account} ${url}`, await ask(reference, account, url))

t.test('the reference answers every view (the comparison below compares something)', async (t) => {
  for (const [key, answer] of expected) t.ok(answer.status === 200 || (answer.status === 302 && key.includes('data-dashboard')), `${key}: ${answer.status}`)
})

for (const seed of SEEDS) {
  t.test(`seed ${seed}: every view answers as against the reference upstream`, async (t) => {
    const reencoded = new Set<string>()
    const upstream = buildVariantPlatform({ ...options(), seed, onReencode: (call) => reencoded.add(call) })
    await seedTasks(upstream)
    const app = await buildBff(t, await listen(t, upstream))
    for (const [account, url] of VIEWS) {
      const key = `${account} ${url}`
      const got = await ask(app, account, url)
      t.same(got, expected.get(key), key)
    }
    const reportCalls = new Set(Object.values(REPORT_PATHS).map((path) => answerKey('POST', path)))
    t.ok([...reencoded].filter((call) => !reportCalls.has(call)).length >= 30, `${reencoded.size} calls answered in other forms`)
    t.same([...(app.upstream.decoder?.undecodedCalls ?? ['no decoder'])], [], 'every answer read went through the registry')
  })
}
