// Issue 14 "done when": no view answers 500 for an upstream shape. The reference upstream, with every report
// answer (contracts/src/upstream/reports/answers.ts) mutated on its way out — fields dropped, nulls, values
// of the wrong type, anywhere in the data — stands for a platform that breaks its contract. Every report
// page, table and drill of the page-contract walk answers 200 with a view conforming to its schema, or 502
// in the error shape; never a 500, never a serializer exception.
import t from 'tap'
import fc from 'fast-check'
import { Envelope } from '@report/contracts/envelope'
import { DrillResponseSchema } from '@report/contracts/bff/drill'
import { ReportPageViewSchema } from '@report/contracts/bff/report-page'
import { TableViewSchema } from '@report/contracts/bff/table'
import { answerKey } from '@report/contracts/upstream/answers'
import { REPORT_ANSWERS } from '@report/contracts/upstream/reports/answers'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'
import { walkReports, type ReportVisit } from '../helpers/report-walk.ts'
import { contractBreaks } from '../helpers/view-contract.ts'
import { isErrorShape } from '../faults/rig.ts'
import { holds } from './arbitraries.ts'

const RUNS = Number(process.env.FUZZ_REPORT_ANSWER_RUNS ?? 150)
const NOW = new Date('2026-11-21T02:00:00Z')
const MIDTERM = '100152611100'
const JOINT = '280162611180'

type Mutation = { at: number; op: 'drop' | 'null' | 'string' | 'number' | 'boolean' | 'array' | 'object' }
/** What the platform does to one report answer of the request under test (the `call`-th, counted from 0; none between cases). */
let mutations: readonly Mutation[] = []
/** Instead of mutations, the answer's whole `data` replaced by this (the fixed case below). */
let replaced: { data: unknown } | undefined
let target = 0
let seen = 0

const WRONG: Record<Exclude<Mutation['op'], 'drop'>, unknown> = { null: null, string: '7x', number: -1.5, boolean: true, array: [], object: {} }

/** Every place in `data` (a property of an object, an item of an array), by a JSON-pointer-like path. */
function places(data: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  if (out.length >= 5_000 || data === null || typeof data !== 'object') return out
  const entries: Array<[string | number, unknown]> = Array.isArray(data) ? data.map((v, i) => [i, v]) : Object.entries(data)
  for (const [key, value] of entries) {
    out.push([...at, key])
    places(value, [...at, key], out)
  }
  return out
}

function mutate(data: unknown, plan: readonly Mutation[]): unknown {
  const all = places(data)
  if (all.length === 0) return plan.length > 0 ? WRONG[plan[0]!.op === 'drop' ? 'null' : plan[0]!.op] : data
  for (const { at, op } of plan) {
    const path = all[at % all.length]!
    let parent = data as Record<string | number, unknown>
    for (const key of path.slice(0, -1)) {
      const next = parent?.[key]
      if (next === null || typeof next !== 'object') break
      parent = next as Record<string | number, unknown>
    }
    const last = path[path.length - 1]!
    if (parent === null || typeof parent !== 'object') continue
    if (op === 'drop' && Array.isArray(parent)) parent.splice(Number(last), 1)
    else if (op === 'drop') delete parent[last]
    else parent[last] = structuredClone(WRONG[op])
  }
  return data
}

const upstream = buildUpstream({ now: () => NOW, tasks: { failureRate: 0 } })
upstream.addHook('onSend', async (request, reply, payload) => {
  if ((mutations.length === 0 && !replaced) || typeof payload !== 'string' || !REPORT_ANSWERS[answerKey(request.method, request.url)]) return payload
  if (seen++ !== target) return payload
  const body = JSON.parse(payload) as { code?: number; data?: unknown }
  if (body.code !== 0) return payload
  return JSON.stringify({ ...body, data: replaced ? replaced.data : mutate(body.data, mutations) })
})
const bff = await buildBff(t, await listen(t, upstream))

const breaks = { page: contractBreaks(Envelope(ReportPageViewSchema)), table: contractBreaks(Envelope(TableViewSchema)), drill: contractBreaks(DrillResponseSchema) }
const getAs = (who: string) => async (path: string, params: Record<string, string>) => {
  const res = await bff.inject({ url: `${path}?${new URLSearchParams(params).toString()}`, headers: { cookie: `fxtoken=demo-${who}` } })
  return { status: res.statusCode, body: res.json() as unknown }
}

/** The views of the walk: a school manager on one school's exam, the city on a joint exam (counties, schools). */
const views: Array<ReportVisit & { who: string }> = []
for (const [who, examid] of [['school-admin', MIDTERM], ['city', JOINT]] as const) {
  for (const visit of await walkReports({ examid, org: '0' }, getAs(who))) if (visit.answer.status === 200) views.push({ ...visit, who })
}

const mutation = fc.record({ at: fc.nat(), op: fc.constantFrom<Mutation['op']>('drop', 'null', 'string', 'number', 'boolean', 'array', 'object') })

t.test('report answers with fields dropped, nulls and wrong types: 200 conforming or 502, never a 500', async (t) => {
  t.ok(views.length >= 120, `${views.length} views of the walk (pages, tables, drills)`)
  const outcomes = { ok: 0, upstream: 0 }
  await holds(
    t,
    'mutated report answers',
    fc.asyncProperty(fc.nat({ max: views.length - 1 }), fc.nat({ max: 5 }), fc.array(mutation, { minLength: 1, maxLength: 3 }), async (index, call, plan) => {
      const view = views[index]!
      mutations = plan
      target = call
      seen = 0
      try {
        const answer = await getAs(view.who)(view.path, view.params)
        const name = `${view.who} ${view.route}${view.block ? `/${view.block}` : ''} ${view.kind}`
        if (answer.status === 200) {
          const broken = breaks[view.kind](answer.body)
          if (broken) throw new Error(`${name}: 200 but the view breaks its schema: ${broken}`)
          outcomes.ok++
          return
        }
        const body = answer.body as { kind?: string }
        if (answer.status !== 502 || body.kind !== 'upstream' || !isErrorShape(body)) throw new Error(`${name}: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`)
        outcomes.upstream++
      } finally {
        mutations = []
      }
    }),
    { numRuns: RUNS },
  )
  // The BFF reads most broken fields as missing and still answers 200, so a run of random cases may hold
  // no 502 at all (a full run on 2026-11-30 had 150 and 0): the 502 path is held by the fixed case below.
  t.ok(outcomes.ok > 0, `${outcomes.ok} answered 200, ${outcomes.upstream} the contract 502`)
})

t.test('a ranking answer whose data is not an object at all: the ranking table answers the contract 502, in the error shape', async (t) => {
  const view = views.find((v) => v.kind === 'table' && v.route === 'report-ranking' && v.who === 'school-admin')
  if (!view) throw new Error('the walk has no ranking table')
  replaced = { data: '7x' }
  target = 0
  seen = 0
  try {
    const answer = await getAs(view.who)(view.path, view.params)
    t.equal(answer.status, 502)
    t.ok(isErrorShape(answer.body), 'the error shape')
    t.equal((answer.body as { kind?: string }).kind, 'upstream')
  } finally {
    replaced = undefined
  }
})
