import t from 'tap'
import { threadId } from 'node:worker_threads'
import { startEmbeddedUpstreamThread } from '../../src/embedded-upstream.ts'

// npm start runs the reference upstream in a worker thread, so its statistics never hold up the BFF's
// event loop (bench/main-thread-stall.ts measures the stall).
t.test('the embedded upstream answers from its own thread and stops when closed', async (t) => {
  const upstream = await startEmbeddedUpstreamThread()
  const auth = await fetch(`${upstream.url}/report/obt/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'demo-school-admin', platform: 'fx' }),
  })
  t.equal(auth.status, 200)
  t.match(await auth.json(), { code: 0, data: { unifyToken: String } })
  t.equal(threadId, 0, 'the test runs on the main thread, the upstream elsewhere')
  await upstream.close()
  await t.rejects(fetch(`${upstream.url}/report/obt/auth`, { method: 'POST' }), 'closed: nothing listens')
})
