// Issue 14 "Done when": no view can answer 500 for an upstream shape. The reference upstream behind a
// mutating proxy (helpers/mutating-upstream.ts) drops fields, sets nulls, changes types and adds unknown
// fields in the answers of the calls a view makes; the session, exams, exam-context, task and level-tool
// views answer 200 conforming to their view-model schema, or 502 in the error shape, never anything else.
import t from 'tap'
import fc from 'fast-check'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { ShellViewSchema } from '@report/contracts/bff/shell'
import { ExamsViewSchema } from '@report/contracts/bff/exams'
import { ExamContextSchema } from '@report/contracts/bff/exam-context'
import { TaskPanelViewSchema } from '@report/contracts/bff/tasks'
import { LevelScorePageSchema } from '@report/contracts/bff/level-score'
import { ValueAddedPageSchema } from '@report/contracts/bff/level-value-added'
import { TransformationPageSchema } from '@report/contracts/bff/transformation'
import { LevelLinesViewSchema } from '@report/contracts/bff/level-lines'
import { buildBff, listen } from '../helpers/build.ts'
import { buildMutatingUpstream } from '../helpers/mutating-upstream.ts'
import { isErrorShape } from '../faults/rig.ts'
import { holds } from './arbitraries.ts'

const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const NOW = new Date('2026-11-21T02:00:00Z')
const MIDTERM = '100152611100'
const Q = `examid=${MIDTERM}&org=0&grade=${encodeURIComponent('高二')}`
const ACCOUNT = 'demo-school-admin'

const upstream = buildMutatingUpstream({ now: () => NOW, tasks: { failureRate: 0 } })
const app = await buildBff(t, await listen(t, upstream.app), { UPSTREAM_HEADERS_TIMEOUT_MS: '15000', UPSTREAM_BODY_TIMEOUT_MS: '30000' })
// A task on the platform, so the task lists have rows to break.
await upstream.app.inject({ method: 'POST', url: `/report/task/v1/group/create?${Q}`, headers: { cookie: `fxtoken=${ACCOUNT}` }, payload: { excel_cfgs: { irrank: true, rate: true } } })

type Kind = 'drop' | 'null' | 'type' | 'extra'
interface Mutation {
  call: string
  pick: number
  kind: Kind
}

/** Paths into a JSON value, breadth first, the first three items of each array: the places to break. */
function pathsOf(value: unknown, limit = 400): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [[]]
  const queue: Array<[unknown, Array<string | number>]> = [[value, []]]
  while (queue.length > 0 && out.length < limit) {
    const [node, path] = queue.shift()!
    if (Array.isArray(node)) node.slice(0, 3).forEach((item, i) => { out.push([...path, i]); queue.push([item, [...path, i]]) })
    else if (node !== null && typeof node === 'object') for (const [key, item] of Object.entries(node)) { out.push([...path, key]); queue.push([item, [...path, key]]) }
  }
  return out
}

/** A value of another JSON type than `value`. */
function otherType(value: unknown): unknown {
  if (typeof value === 'string') return 7
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'yes' : 0
  if (Array.isArray(value)) return { length: value.length }
  if (value === null) return 'none'
  return [value]
}

function apply(mutation: Mutation, data: unknown): unknown {
  const paths = pathsOf(data)
  const path = paths[mutation.pick % paths.length]!
  if (path.length === 0) return mutation.kind === 'drop' ? undefined : mutation.kind === 'null' ? null : mutation.kind === 'type' ? otherType(data) : data
  const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], data)
  const key = path[path.length - 1]!
  if (mutation.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1)
    else delete parent[key]
  } else if (mutation.kind === 'null') parent[key] = null
  else if (mutation.kind === 'type') parent[key] = otherType(parent[key])
  else if (parent && typeof parent === 'object' && !Array.isArray(parent)) parent.__unknown = { nested: [1, 'x', null] }
  return data
}

interface ViewCase {
  url: string
  schema: TSchema
  /** The calls this view makes (registry keys) whose answers the fuzz breaks. */
  calls: string[]
}

const VIEWS: Record<string, ViewCase> = {
  session: {
    url: '/report/bff/session',
    schema: ShellViewSchema,
    calls: ['GET /obt/v1/user/info', 'GET /analysis/v1/permission/versionAuth/modules', 'GET /user/v1/user/homeMenu', 'GET /user/v1/user/getSchoolQrcode', 'GET /user/v1/user/getCustomerServiceQrCore', 'GET /user/v1/user/helpCenter/jump', 'GET /user/v1/user/role/origin'],
  },
  exams: { url: '/report/bff/exams', schema: ExamsViewSchema, calls: ['POST /obt/v1/exam/compare/list'] },
  'exam-context': {
    // The own school named (lkschool): the frame also asks info/specify.
    url: `/report/bff/exam-context?${Q}&route=dashboard&lkschool=10001`,
    schema: ExamContextSchema,
    calls: ['POST /exam/v1/exam/info/all', 'GET /obt/v1/user/info', 'POST /exam/v1/exam/permission', 'GET /obt/v1/exam/is_trial', 'POST /exam/v1/exam/disabled', 'GET /user/v1/user/getSchoolQrcode', 'POST /exam/v1/exam/info/specify'],
  },
  tasks: {
    url: `/report/bff/tasks?${Q}`,
    schema: TaskPanelViewSchema,
    calls: ['GET /obt/v1/user/info', 'GET /task/v1/version', 'POST /task/v1/group/list', 'POST /task/v1/exam/list', 'POST /task/v1/norm/list', 'POST /task/v1/norm/grp/list', 'GET /task/report/list', 'POST /exam/v1/exam/info/lite'],
  },
  // The level tools' calls are learnt from one unbroken request below.
  'level-score': { url: '/report/bff/level-score', schema: LevelScorePageSchema, calls: [] },
  'value-added': { url: '/report/bff/value-added', schema: ValueAddedPageSchema, calls: [] },
  transformation: { url: '/report/bff/transformation', schema: TransformationPageSchema, calls: [] },
  'level-lines': { url: `/report/bff/level-lines?examid=${MIDTERM}&org=0`, schema: LevelLinesViewSchema, calls: [] },
}

for (const [name, view] of Object.entries(VIEWS)) {
  if (view.calls.length > 0) continue
  const seen = new Set<string>()
  upstream.mutate((call, data) => {
    seen.add(call)
    return data
  })
  const res = await app.inject({ url: view.url, headers: { cookie: `fxtoken=${ACCOUNT}; unifyToken=learn-${name}` } })
  upstream.mutate(null)
  if (res.statusCode !== 200 || seen.size === 0) throw new Error(`${name}: ${res.statusCode} with ${seen.size} JSON answers before any break`)
  view.calls = [...seen]
}

let sessionNumber = 0
const outcomes = new Map<string, number>()

for (const [name, view] of Object.entries(VIEWS)) {
  const check = Compile(view.schema)
  t.test(`${name}: any broken answer gives 200 with the view schema or 502 in the error shape`, async (t) => {
    const mutation = fc.record({ call: fc.constantFrom(...view.calls), pick: fc.nat(), kind: fc.constantFrom<Kind>('drop', 'null', 'type', 'extra') })
    await holds(t, name, fc.asyncProperty(mutation, async (m) => {
      upstream.mutate((call, data) => (call === m.call ? apply(m, data) : data))
      // A session of its own per case: the session facts and the list cache must not answer from an earlier case.
      const cookie = `fxtoken=${ACCOUNT}; unifyToken=fuzz-${++sessionNumber}`
      const res = await app.inject({ url: view.url, headers: { cookie } })
      upstream.mutate(null)
      const key = `${name} ${res.statusCode}`
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
      if (res.statusCode === 200) {
        if (!check.Check(res.json().data)) throw new Error(`200 that breaks the view schema: ${res.body.slice(0, 300)}`)
        return
      }
      if (res.statusCode !== 502) throw new Error(`${res.statusCode}: ${res.body.slice(0, 300)}`)
      if (!isErrorShape(res.json())) throw new Error(`502 not in the error shape: ${res.body.slice(0, 300)}`)
    }), { numRuns: RUNS })
  })
}

t.test('both outcomes occur (the fuzz reaches the boundary both ways)', async (t) => {
  t.comment([...outcomes].map(([k, n]) => `${k}: ${n}`).join(', '))
  t.ok([...outcomes.keys()].some((k) => k.endsWith(' 200')), 'some 200')
  t.ok([...outcomes.keys()].some((k) => k.endsWith(' 502')), 'some 502')
})
