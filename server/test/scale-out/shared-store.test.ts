import t from 'tap'
import { setTimeout as sleep } from 'node:timers/promises'
import { MemoryStore, RedisStore, SharedFlight, jsonCodec, type SharedStore } from '../../src/lib/shared-store/index.ts'
import type { Teardown } from '../helpers/build.ts'
import { startRedis } from '../helpers/redis.ts'

// The same contract for both stores: what one instance sets, another reads; locks exclude; leases end.
async function stores(t: Teardown): Promise<Array<[string, () => SharedStore]>> {
  const url = await startRedis(t)
  const memory = new MemoryStore(1 << 20)
  return [
    ['memory', () => memory],
    ['redis', () => {
      const store = new RedisStore(url)
      t.teardown(() => store.close())
      return store
    }],
  ]
}

t.test('values live for their ttl; a lock has one owner, is released only by it, and ends with its lease', async (t) => {
  for (const [kind, make] of await stores(t)) {
    const a = make()
    const b = kind === 'memory' ? a : make()
    await a.set('k', Buffer.from('v'), 200)
    t.equal((await b.get('k'))?.toString(), 'v', `${kind}: read by another instance`)
    const owner = await a.lock('l', 300)
    t.ok(owner, `${kind}: first lock taken`)
    t.equal(await b.lock('l', 300), undefined, `${kind}: second lock refused`)
    await b.unlock('l', 'not-the-owner')
    t.equal(await b.lock('l', 300), undefined, `${kind}: a stranger cannot release it`)
    await sleep(350)
    t.equal(await b.get('k'), undefined, `${kind}: value gone after its ttl`)
    const next = await b.lock('l', 300)
    t.ok(next, `${kind}: the lease ended, another takes it`)
    await b.unlock('l', next!)
    t.ok(await a.lock('l', 300), `${kind}: released by its owner`)
  }
})

t.test('one computation across two instances: 30 concurrent callers, one compute, every caller the same value', async (t) => {
  const url = await startRedis(t)
  const instances = [new RedisStore(url), new RedisStore(url)]
  for (const s of instances) t.teardown(() => s.close())
  let computed = 0
  const flights = instances.map((s) => new SharedFlight<{ n: number }>(s, 'test', jsonCodec()))
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      flights[i % 2]!.get('same-key', async () => {
        computed++
        await sleep(100)
        return { n: computed }
      }, { ttlMs: 5_000, lockMs: 2_000, waitMs: 3_000 }),
    ),
  )
  t.equal(computed, 1)
  t.same(new Set(answers.map((a) => a.n)), new Set([1]))
})

t.test('a failed computation is not kept: the next caller computes again; a waiter gives up at its deadline', async (t) => {
  const url = await startRedis(t)
  const a = new RedisStore(url)
  const b = new RedisStore(url)
  t.teardown(() => a.close())
  t.teardown(() => b.close())
  const fa = new SharedFlight<number>(a, 'f', jsonCodec())
  const fb = new SharedFlight<number>(b, 'f', jsonCodec())
  await t.rejects(fa.get('k', async () => Promise.reject(new Error('upstream down')), { ttlMs: 5_000, lockMs: 1_000, waitMs: 1_000 }), /upstream down/)
  t.equal(await fb.get('k', async () => 7, { ttlMs: 5_000, lockMs: 1_000, waitMs: 1_000 }), 7, 'computed again after the failure')

  const slow = fa.get('slow', async () => sleep(1_500).then(() => 1), { ttlMs: 5_000, lockMs: 3_000, waitMs: 3_000 })
  await sleep(50)
  await t.rejects(fb.get('slow', async () => 2, { ttlMs: 5_000, lockMs: 3_000, waitMs: 300 }), { name: 'FlightTimeout' })
  t.equal(await slow, 1)
})

t.test('with Redis away the value is computed here, and the failure is reported', async (t) => {
  const store = new RedisStore('redis://127.0.0.1:9')
  t.teardown(() => store.close())
  const failures: unknown[] = []
  const flight = new SharedFlight<number>(store, 'f', jsonCodec(), (error) => failures.push(error))
  t.equal(await flight.get('k', async () => 42, { ttlMs: 1_000, lockMs: 1_000, waitMs: 1_000 }), 42)
  t.ok(failures.length >= 1)
})
