// Issue 22, speed ("longest stall … ≤ 50 ms"): a large upstream answer (the 120,000 exam's dashboard,
// about 430 KB) is parsed, filled, checked and derived a step per turn of the event loop
// (UPSTREAM_DECODE_IN_TURNS_BYTES, lib/answer-decoder.ts decodeInTurns), so other requests are answered
// between the steps. The duties stay: the same decoded value and view model as in one piece, and a
// broken answer is still a 502 in the error shape.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { AnswerDecoder, type ContractBreach } from '../../src/lib/answer-decoder.ts'
import { BffError } from '../../src/errors.ts'
import { buildBff, type Teardown } from '../helpers/build.ts'
import { isErrorShape, SAMPLE_EXAM } from '../faults/rig.ts'
import { countLoopTurns } from '../helpers/loop-turns.ts'

const quiet = { breach: () => undefined, undecoded: () => undefined }
const DASHBOARD_CALL = '/report/obt/v1/exam/dashboard'
/** The sample exam's dashboard answer is about 15 KB: in-turns from 8 KiB puts it on the new path. */
const IN_TURNS_BYTES = 8 * 1024
const PAGE = `/report/bff/report-page?route=dashboard&examid=${SAMPLE_EXAM.examid}&org=${SAMPLE_EXAM.org}`

t.test('decodeInTurns gives what decode gives, and yields between its steps', async (t) => {
  const row = Type.Object({ name: Type.String(), score: Type.Number({ default: 0 }), note: Type.Optional(Type.String()) })
  const registry = { 'GET /rows': Type.Object({ rows: Type.Array(row), level: Type.String({ default: 'school' }) }) }
  const answer = () => ({ rows: Array.from({ length: 2_000 }, (_, i) => ({ name: `第${i}行`, ...(i % 3 ? { score: i } : {}), note: null })) })
  const decoder = new AnswerDecoder(quiet, registry)
  const loop = countLoopTurns()
  const inTurns = await decoder.decodeInTurns('GET', '/rows', answer())
  loop.stop()
  t.same(inTurns, decoder.decode('GET', '/rows', answer()), 'the same value as in one piece (defaults filled, null optional dropped)')
  t.ok(loop.now() >= 3, `other work ran between the steps (${loop.now()} turns)`)
  t.same(await decoder.decodeInTurns('GET', '/unknown', { a: 1 }), { a: 1 }, 'a call the registry does not know passes as sent')
})

t.test('a broken answer in turns is BFF_ERR_UPSTREAM_CONTRACT, reported as decode reports it', async (t) => {
  // A promised figure outside any list that no form reads costs the answer (a row's would cost the row).
  const registry = { 'GET /rows': Type.Object({ total: Type.Number(), rows: Type.Array(Type.Object({ score: Type.Number() })) }) }
  const breaches: ContractBreach[] = []
  const decoder = new AnswerDecoder({ breach: (b) => breaches.push(b), undecoded: () => undefined }, registry)
  const broken = { total: '二', rows: [{ score: 1 }] }
  const inTurns = await decoder.decodeInTurns('GET', '/rows', structuredClone(broken)).then(() => null, (err: unknown) => err)
  t.ok(inTurns instanceof BffError && inTurns.code === 'BFF_ERR_UPSTREAM_CONTRACT', 'in turns: the contract error')
  t.throws(() => decoder.decode('GET', '/rows', structuredClone(broken)), { code: 'BFF_ERR_UPSTREAM_CONTRACT' }, 'in one piece: the same error')
  t.same(breaches.map((b) => b.field), ['/total', '/total'], 'the same breach from both paths')
})

/** The reference upstream, whose dashboard answer a test may break (a figure sent as text), recording that answer's size. */
async function upstreamWithDashboard(t: Teardown): Promise<{ url: string; unifyToken: string; dashboardBytes: number[]; breakDashboard: (on: boolean) => void }> {
  const upstream: FastifyInstance = buildUpstream()
  const dashboardBytes: number[] = []
  let broken = false
  upstream.addHook('onSend', async (request, _reply, payload) => {
    if (request.url.split('?')[0] !== DASHBOARD_CALL || typeof payload !== 'string') return payload
    dashboardBytes.push(Buffer.byteLength(payload))
    // studentCount is promised a number: the text breaks the contract, not the JSON.
    return broken ? payload.replace(/"studentCount":\d+/, '"studentCount":"许多"') : payload
  })
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => upstream.close())
  const auth = await upstream.inject({ method: 'POST', url: '/report/obt/auth', payload: { token: 'demo-city', platform: 'fx' } })
  return { url, unifyToken: (auth.json() as { data: { unifyToken: string } }).data.unifyToken, dashboardBytes, breakDashboard: (on) => (broken = on) }
}

let session = 0
const cookie = (unifyToken: string) => `unifyToken=${unifyToken}; fxtoken=in-turns-${process.pid}-${++session}`

t.test('through the BFF: the dashboard page from its answer in turns equals the page from it in one piece', async (t) => {
  const upstream = await upstreamWithDashboard(t)
  const inOnePiece = await buildBff(t, upstream.url, { UPSTREAM_DECODE_IN_TURNS_BYTES: String(1024 * 1024 * 1024) })
  const inTurns = await buildBff(t, upstream.url, { UPSTREAM_DECODE_IN_TURNS_BYTES: String(IN_TURNS_BYTES) })
  const before = await inOnePiece.inject({ url: PAGE, headers: { cookie: cookie(upstream.unifyToken) } })
  const after = await inTurns.inject({ url: PAGE, headers: { cookie: cookie(upstream.unifyToken) } })
  t.equal(before.statusCode, 200)
  t.equal(after.statusCode, 200)
  t.equal(upstream.dashboardBytes.length, 2, 'each BFF asked the dashboard')
  t.ok(upstream.dashboardBytes.every((b) => b >= IN_TURNS_BYTES), `the answer (${upstream.dashboardBytes[0]} bytes) is over the in-turns size, so it took the new path`)
  t.same(after.json(), before.json(), 'the same view model')
  t.ok(JSON.stringify(after.json()).includes('各单位总分'), 'a real page: its units table is there')
})

t.test('through the BFF: a broken large dashboard answer decoded in turns is a 502 upstream in the error shape', async (t) => {
  const upstream = await upstreamWithDashboard(t)
  const app = await buildBff(t, upstream.url, { UPSTREAM_DECODE_IN_TURNS_BYTES: String(IN_TURNS_BYTES) })
  upstream.breakDashboard(true)
  const res = await app.inject({ url: PAGE, headers: { cookie: cookie(upstream.unifyToken) } })
  t.ok(upstream.dashboardBytes.at(-1)! >= IN_TURNS_BYTES, 'the broken answer was a large one')
  t.equal(res.statusCode, 502)
  t.ok(isErrorShape(res.json()), 'the error shape')
  t.equal(res.json().kind, 'upstream')
  t.equal(res.json().code, 'BFF_ERR_UPSTREAM_CONTRACT')
  upstream.breakDashboard(false)
  const whole = await app.inject({ url: PAGE, headers: { cookie: cookie(upstream.unifyToken) } })
  t.equal(whole.statusCode, 200, 'and the next whole answer is a page again')
})
