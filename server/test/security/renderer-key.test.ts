import t from 'tap'
import { DEMO_CONSUMER_KEY } from '@report/contracts/constants'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { loadConfig } from '../../src/config.ts'
import { loadRendererConfig } from '../../src/renderer/renderer-config.ts'
import { BffReportQueue } from '../../src/renderer/queue-client.ts'
import { buildBff, listen, type Teardown } from '../helpers/build.ts'

// Issue 30 item 4: `x-consumer-key: reference-pdf-renderer` was accepted by POST
// /report/bff/renderer/task in any deployment that kept it, and whoever knew it claimed tasks and
// received their owners' tokens. Outside the embedded demo the BFF now starts only with a key of its
// own from the environment, never the demo's, and its relay takes that key alone.

const PLATFORM = 'https://platform.example.edu.cn'
const KEY = 'platform-issued-renderer-key-7f3a'
const MIDTERM = '100152611100'

t.test('outside the embedded demo the BFF does not start without a key, nor with the demo key or a short one', async (t) => {
  t.throws(() => loadConfig({ UPSTREAM_URL: PLATFORM }), /RENDERER_CONSUMER_KEY is required/)
  t.throws(() => loadConfig({ UPSTREAM_URL: PLATFORM, RENDERER_CONSUMER_KEY: DEMO_CONSUMER_KEY }), /public key/)
  t.throws(() => loadConfig({ UPSTREAM_URL: PLATFORM, RENDERER_CONSUMER_KEY: 'short-key' }), /at least 16/)
  t.throws(() => loadConfig({ UPSTREAM_URL: PLATFORM, RENDERER_CONSUMER_KEY: 'has a space in it, 1234' }), /RENDERER_CONSUMER_KEY/)
  t.equal(loadConfig({ UPSTREAM_URL: PLATFORM, RENDERER_CONSUMER_KEY: KEY }).rendererConsumerKey, KEY)
})

t.test('the embedded demo (no UPSTREAM_URL, or a BFF_WORKERS worker of it) may use the demo key, and does by default', async (t) => {
  t.equal(loadConfig({}).rendererConsumerKey, DEMO_CONSUMER_KEY)
  t.equal(loadConfig({ UPSTREAM_URL: 'http://127.0.0.1:4100', EMBEDDED_UPSTREAM: '1' }).rendererConsumerKey, DEMO_CONSUMER_KEY)
  t.equal(loadConfig({ RENDERER_CONSUMER_KEY: KEY }).rendererConsumerKey, KEY)
})

t.test('the renderer has no default key but under npm start (EMBEDDED_UPSTREAM=1)', async (t) => {
  t.throws(() => loadRendererConfig({ RENDERER_BFF_URL: 'http://bff:3000' }), /RENDERER_CONSUMER_KEY is required/)
  t.equal(loadRendererConfig({ EMBEDDED_UPSTREAM: '1' }).consumerKey, DEMO_CONSUMER_KEY)
  t.equal(loadRendererConfig({ RENDERER_CONSUMER_KEY: KEY }).consumerKey, KEY)
})

/** A platform that still holds the demo key (or any key): the BFF in front of it has a key of its own. */
async function platformWithKey(t: Teardown, upstreamKey: string) {
  const upstream = buildUpstream({ tasks: { failureRate: 0, consumerKey: upstreamKey } })
  const claims: string[] = []
  upstream.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/report/task/v1/consumer/')) claims.push(String(request.headers['x-consumer-key']))
  })
  const upstreamUrl = await listen(t, upstream)
  const bffUrl = await listen(t, await buildBff(t, upstreamUrl, { UPSTREAM_URL: upstreamUrl, RENDERER_CONSUMER_KEY: KEY }))
  const created = await upstream.inject({ method: 'POST', url: '/report/task/report/create', headers: { cookie: 'fxtoken=demo-school-admin' }, payload: { examid: MIDTERM, org: 0, reports: ['total'] } })
  return { bffUrl, claims, taskId: created.json<{ data: { id: string } }>().data.id }
}

t.test('the relay takes its own key only: the demo key is refused before the platform hears of it, even one that would accept it', async (t) => {
  const { bffUrl, claims } = await platformWithKey(t, DEMO_CONSUMER_KEY)
  await t.rejects(new BffReportQueue(bffUrl, DEMO_CONSUMER_KEY).claim('prober'), /401 BFF_ERR_RENDERER_KEY/, 'the demo key')
  await t.rejects(new BffReportQueue(bffUrl, `${KEY}x`).claim('prober'), /401 BFF_ERR_RENDERER_KEY/, 'a near miss')
  const bare = await fetch(`${bffUrl}/report/bff/renderer/task`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"report"}' })
  t.equal(bare.status, 401, 'no key')
  t.same(claims, [], 'none of them reached the platform')
})

t.test('with its key the renderer claims through the BFF, which sends the platform the key it was started with', async (t) => {
  const { bffUrl, claims, taskId } = await platformWithKey(t, KEY)
  const task = await new BffReportQueue(bffUrl, KEY).claim('renderer-1')
  t.equal(task?.id, taskId)
  t.same(claims, [KEY])
})
