// Counts in windows, in the store instances share (issue 30 item 7: the SMS limits hold across
// instances): the store's one-step count, and WindowCounts' reservations over several limits.
import t from 'tap'
import { MemoryStore, RedisStore, WindowCounts, type SharedStore } from '../../src/lib/shared-store/index.ts'
import { startRedisServer } from '../helpers/redis.ts'

t.test('count: one step, a window from the first count, releases after the window change nothing', async (t) => {
  let now = 1_000_000
  const memory = new MemoryStore(1 << 20, () => now)
  t.same(await memory.count('k', 1, 60_000), { count: 1, resetMs: 60_000 })
  now += 20_000
  t.same(await memory.count('k', 1, 60_000), { count: 2, resetMs: 40_000 }, 'the window runs from the first count')
  t.same(await memory.count('k', -1, 60_000), { count: 1, resetMs: 40_000 })
  now += 40_000
  t.same(await memory.count('k', -1, 60_000), { count: 0, resetMs: 0 }, 'a release after the window: nothing')
  t.same(await memory.count('k', 1, 60_000), { count: 1, resetMs: 60_000 }, 'a new window')

  const { url } = await startRedisServer(t)
  const a = new RedisStore(url)
  const b = new RedisStore(url)
  t.teardown(() => Promise.all([a.close(), b.close()]))
  t.match(await a.count('k', 1, 60_000), { count: 1 })
  const second = await b.count('k', 1, 60_000)
  t.equal(second.count, 2, 'counted by another instance')
  t.ok(second.resetMs > 0 && second.resetMs <= 60_000, 'its window has at most 60 s left')
  t.same(await a.count('absent', -1, 60_000), { count: 0, resetMs: 0 }, 'redis: a release of an absent count changes nothing')
})

async function reserveTwenty(counts: readonly WindowCounts[]) {
  const limits = [
    { key: 'user', windowMs: 3_600_000, max: 3 },
    { key: 'phone', windowMs: 60_000, max: 10 },
  ]
  return Promise.all(Array.from({ length: 20 }, (_, i) => counts[i % counts.length]!.reserve(limits)))
}

t.test('reserve: twenty at once, three pass a limit of three, on one instance and across two on Redis', async (t) => {
  const failed: unknown[] = []
  const one = new WindowCounts(new MemoryStore(1 << 20), (e) => failed.push(e))
  const alone = await reserveTwenty([one])
  t.equal(alone.filter((r) => r.ok).length, 3)
  t.match(alone.find((r) => !r.ok), { ok: false, refused: { key: 'user', max: 3 } })

  const { url } = await startRedisServer(t)
  const stores: SharedStore[] = [new RedisStore(url), new RedisStore(url)]
  t.teardown(() => Promise.all(stores.map((s) => s.close())))
  const two = stores.map((s) => new WindowCounts(s, (e) => failed.push(e)))
  const across = await reserveTwenty(two)
  t.equal(across.filter((r) => r.ok).length, 3, 'three across both instances')
  // The refused gave their counts back: releasing one that passed lets exactly one more through.
  const passed = across.find((r) => r.ok)!
  if (passed.ok) await passed.release()
  const again = await reserveTwenty(two)
  t.equal(again.filter((r) => r.ok).length, 1)
  t.same(failed, [])
})

t.test('the store away: counts go on in this instance\'s memory, and the failure is told', async (t) => {
  const server = await startRedisServer(t)
  const store = new RedisStore(server.url)
  t.teardown(() => store.close())
  await server.stop()
  const failed: unknown[] = []
  const counts = new WindowCounts(store, (e) => failed.push(e))
  const results = await reserveTwenty([counts])
  t.equal(results.filter((r) => r.ok).length, 3, 'still limited, here')
  t.ok(failed.length > 0, 'the store failure was told')
})
