// A session's facts (its user, and an exam's info and ban) are fetched once while fresh: concurrent asks
// share one fetch, a failure is not kept, other sessions and exams fetch their own; and through the BFF,
// moving between an exam's reports does not ask the upstream for them again.
import t from 'tap'
import { SettledCache } from '../../src/lib/settled-cache.ts'
import { SESSION_FACTS_TTL_MS } from '../../src/plugins/upstream.ts'
import { faultRig } from '../faults/rig.ts'

const access = { canDownload: true, trial: false }

t.test('one fetch per key while fresh; failures are not kept', async (t) => {
  const cache = new SettledCache<typeof access>(SESSION_FACTS_TTL_MS, { maxBytes: 1000, sizeOf: () => 1 })
  let fetches = 0
  const fetch = async () => {
    fetches++
    await new Promise((resolve) => setTimeout(resolve, 5))
    return access
  }
  t.same(await Promise.all([cache.get('s1|e1', fetch), cache.get('s1|e1', fetch)]), [access, access])
  t.same(await cache.get('s1|e1', fetch), access)
  t.equal(fetches, 1, 'concurrent and later asks share the one fetch')
  await cache.get('s2|e1', fetch)
  await cache.get('s1|e2', fetch)
  t.equal(fetches, 3, 'another session or exam fetches its own')

  let fail = true
  const flaky = async () => {
    if (fail) throw new Error('upstream down')
    return access
  }
  await t.rejects(cache.get('s3|e1', flaky), /upstream down/)
  fail = false
  t.same(await cache.get('s3|e1', flaky), access, 'the next ask tries again')
})

t.test('bounded by bytes: the least recently used go first, the newest stays', async (t) => {
  const cache = new SettledCache<{ bytes: number }>(SESSION_FACTS_TTL_MS, { maxBytes: 1000, sizeOf: (v) => v.bytes })
  let fetches = 0
  const body = (bytes: number) => async () => {
    fetches++
    return { bytes }
  }
  await cache.get('a', body(400))
  await cache.get('b', body(400))
  await cache.get('a', body(400))
  t.equal(fetches, 2)
  await cache.get('c', body(400))
  t.ok(cache.size <= 1000, `kept ${cache.size} bytes of a 1000-byte bound`)
  await cache.get('a', body(400))
  t.equal(fetches, 3, 'a, used last, is still kept')
  await cache.get('b', body(400))
  t.equal(fetches, 4, 'b, used least recently, was let go and is fetched again')
})

t.test('through the BFF: the second report of an exam in a session makes only its own calls', async (t) => {
  // The rig counts the upstream's calls; its short fault timeouts are not what this test is about, and a
  // ranking page of a busy machine (tap --jobs=3) outlasted them (504).
  const rig = await faultRig(t, { UPSTREAM_HEADERS_TIMEOUT_MS: '15000', UPSTREAM_BODY_TIMEOUT_MS: '30000' }, 'demo-school-admin')
  const cookie = rig.cookie()
  const infoCalls = () => Object.entries(rig.faults.counts()).filter(([path]) => path.includes('/exam/v1/exam/info/all')).reduce((n, [, c]) => n + c, 0)
  const open = (route: string) => rig.app.inject({ url: `/report/bff/report-page?route=${route}&examid=100152611100&org=0`, headers: { cookie } })
  t.equal((await open('report-ranking')).statusCode, 200)
  const after = infoCalls()
  t.ok(after >= 1)
  t.equal((await open('general-overview')).statusCode, 200)
  t.equal((await open('report-segment')).statusCode, 200)
  t.equal(infoCalls(), after, 'no second info/all for the same session and exam')
  const other = await rig.app.inject({ url: '/report/bff/report-page?route=report-ranking&examid=100152611100&org=0', headers: { cookie: rig.cookie() } })
  t.equal(other.statusCode, 200)
  t.equal(infoCalls(), after + 1, 'another session asks for its own')
})
