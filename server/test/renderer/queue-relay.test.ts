import t, { type Test } from 'tap'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { pdfSessionCookies, SessionError } from '../../src/renderer/pdf-session.ts'
import { BffReportQueue, TaskLostError } from '../../src/renderer/queue-client.ts'
import { buildBff, listen } from '../helpers/build.ts'

// Issue 17, DESIGN.md: the renderer is the BFF's second user. It reaches the upstream's consumer queue
// through the BFF (views/renderer-queue.ts) with its key, and the task owner's PDF-export session
// through the BFF's token exchange (spec 1 §4 step 2), once per task.

const MIDTERM = '100152611100'

async function setup(t: Test) {
  const upstream = buildUpstream({ tasks: { failureRate: 0 } })
  t.teardown(() => upstream.close())
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' })
  const bffUrl = await listen(t, await buildBff(t, upstreamUrl))
  const create = async () =>
    (await upstream.inject({ method: 'POST', url: '/report/task/report/create', headers: { cookie: 'fxtoken=demo-school-admin' }, payload: { examid: MIDTERM, org: 0, reports: ['total'] } })).json<{ data: { id: string } }>().data.id
  return { bffUrl, create }
}

t.test('claims and updates go through the BFF with the consumer key; a wrong key is refused by the upstream', async (t) => {
  const { bffUrl, create } = await setup(t)
  const id = await create()
  await t.rejects(new BffReportQueue(bffUrl, 'wrong').claim('w'), /401 BFF_ERR_RENDERER_KEY/, 'refused in the BFF error shape')
  const queue = new BffReportQueue(bffUrl, 'reference-pdf-renderer')
  const task = await queue.claim('w1')
  t.equal(task?.id, id)
  // A report's PDF is megabytes of base64: more than the BFF's usual 1 MiB body.
  const pdf = Buffer.alloc(3 * 1024 * 1024, 7).toString('base64')
  await queue.update({ id, lease: task!.lease, page: { key: 'total', status: 1, pdfBase64: pdf } })
  await queue.update({ id, lease: task!.lease, status: 1, pdfBase64: pdf })
  await t.rejects(queue.update({ id, lease: task!.lease }), TaskLostError, 'done: the lease is gone (409)')
  t.equal(await queue.claim('w1'), null)
})

t.test("the owner's PDF-export session: cookies from one token exchange, or a SessionError", async (t) => {
  const { bffUrl } = await setup(t)
  const cookies = await pdfSessionCookies(bffUrl, pdfTokenFor('school-admin', { exam: MIDTERM }))
  t.same(cookies.map((c) => c.name).sort(), ['fxExport', 'fxtoken', 'unifyToken'])
  t.ok(cookies.every((c) => c.httpOnly && c.url === bffUrl))
  const res = await fetch(`${bffUrl}/report/bff/session`, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } })
  t.equal(res.status, 200, 'the cookies are a session')
  await t.rejects(pdfSessionCookies(bffUrl, 'fxpdf.bad.token'), SessionError)
})
