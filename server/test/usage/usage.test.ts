// Usage tracking (spec 3 §3, §4, §8, §9): the browser's queue rules (contracts/src/bff/usage-queue.ts),
// the BFF's batch, and the upload to /user/v1/user/operate/log on the reference upstream.

import t from 'tap'
import { acknowledge, enqueue, isQueueable, nextBatch, parseQueue, type QueuedUsageRecord } from '@report/contracts/bff/usage-queue'
import { keptUsageRecords } from '@report/fixtures/upstream/usage-log'
import { usageBatch, USAGE_MAX_AGE_MS } from '../../src/domain/usage/usage-batch.ts'
import { shellRig } from '../integration/shell-rig.ts'

const rec = (id: string, time = 1_000, examid = '', org = ''): QueuedUsageRecord => ({ id, time, examid, org })

t.test('spec 3 §3: only ids are queued (view/click ids, examid, org); names and free text never', async (t) => {
  const cases: Array<[QueuedUsageRecord, boolean]> = [
    [rec('view:dashboard', 1, '100152611100', '0'), true],
    [rec('click:upgrade-open'), true],
    [rec('click:王伟'), false],
    [rec('view:'), false],
    [rec('open:x'), false],
    [rec('view:x', -1), false],
    [rec('view:x', 1, '江州一中'), false],
    [rec('view:x', 1, '1', 'abc'), false],
  ]
  for (const [r, ok] of cases) t.equal(isQueueable(r), ok, JSON.stringify(r))
})

t.test('spec 3 §4: the queue is bounded (oldest dropped), uploads in batches, clears only what code 0 acknowledged', async (t) => {
  let q: QueuedUsageRecord[] = []
  for (let i = 0; i < 7; i++) q = enqueue(q, rec(`view:p${i}`, i), 5)
  t.same(q.map((r) => r.id), ['view:p2', 'view:p3', 'view:p4', 'view:p5', 'view:p6'])
  t.same(enqueue(q, rec('click:名字'), 5), q, 'a record that is not ids only is not queued')
  const batch = nextBatch(q, 2)
  t.same(batch.map((r) => r.id), ['view:p2', 'view:p3'])
  const later = enqueue(q, rec('view:p7', 7), 10)
  t.same(acknowledge(later, batch).map((r) => r.id), ['view:p4', 'view:p5', 'view:p6', 'view:p7'], 'records queued during the upload stay')
  t.same(parseQueue(JSON.stringify(q), 3).map((r) => r.id), ['view:p4', 'view:p5', 'view:p6'])
  t.same(parseQueue('not json', 3), [])
  t.same(parseQueue(JSON.stringify([{ id: 'view:x' }, rec('view:y')]), 3), [rec('view:y')], 'broken entries dropped')
})

t.test('the BFF batch drops stale and future-dated records and exact repeats', async (t) => {
  const now = 10 * USAGE_MAX_AGE_MS
  const fresh = rec('view:a', now - 1000)
  t.same(usageBatch([fresh, fresh, rec('view:old', now - USAGE_MAX_AGE_MS - 1), rec('view:future', now + 2 * 24 * 3_600_000)], now), [fresh])
})

t.test('the upload reaches /user/v1/user/operate/log with the records; a schema breach is refused', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const before = keptUsageRecords().length
  const now = Date.now()
  const post = (payload: object) => rig.app.inject({ method: 'POST', url: '/report/bff/usage', headers: { cookie, 'content-type': 'application/json' }, payload })
  const res = await post({ datas: [rec('view:dashboard', now, '100152611100', '0'), rec('click:upgrade-open', now + 1)] })
  t.equal(res.statusCode, 200)
  t.same(res.json().data, { uploaded: 2 })
  t.same(keptUsageRecords().slice(before).map((r) => [r.id, r.examid, r.accountKey]), [['view:dashboard', '100152611100', 'school-admin'], ['click:upgrade-open', '', 'school-admin']])
  const bad = await post({ datas: [{ id: 'click:x', time: now, examid: '', org: '', name: '王伟' }, { id: 'click:王伟', time: now, examid: '', org: '' }] })
  t.equal(bad.statusCode, 400, 'an id that is not an id is refused')
  t.equal((await post({ datas: [] })).statusCode, 400)
})

t.test('a platform that fails the upload: the BFF answers an error, so the browser keeps its records', async (t) => {
  const { buildBff, listen, cookieHeaderFrom } = await import('../helpers/build.ts')
  const { buildUpstream } = await import('@report/fixtures/upstream/app')
  const upstream = buildUpstream({ faults: [{ match: '/report/user/v1/user/operate/log', mode: 'error', status: 500 }] })
  const app = await buildBff(t, await listen(t, upstream))
  const signIn = await app.inject({ url: '/report/?token=demo-school-admin' })
  const res = await app.inject({ method: 'POST', url: '/report/bff/usage', headers: { cookie: cookieHeaderFrom(signIn.headers['set-cookie']), 'content-type': 'application/json' }, payload: { datas: [rec('view:home', Date.now())] } })
  t.equal(res.statusCode, 503)
  t.match(res.json(), { code: 'BFF_ERR_USAGE_REJECTED', kind: 'upstream' })
})
