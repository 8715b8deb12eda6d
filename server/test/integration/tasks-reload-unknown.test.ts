import t from 'tap'
import { Writable } from 'node:stream'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { faultsOf } from '@report/fixtures/upstream/faults'
import { buildBff, listen } from '../helpers/build.ts'
import { loggerOptions } from '../../src/logger.ts'

const ADMIN = 'fxtoken=demo-school-admin'
const WARN = 40

/**
 * spec 3 §4 reload of a custom task starts with its details: when the upstream does not know the task
 * (the reference upstream answers 404 该自定义任务不存在或已被删除), that is the user's stale row, a
 * 404 not-found with the catalogue's text, not an upstream fault with an error line and a stack.
 */
t.test('reloading a task the upstream does not know: 404 not-found, logged below warn without a stack', async (t) => {
  const upstream = buildUpstream({ tasks: { failureRate: 0 } })
  const lines: string[] = []
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done() } })
  const app = await buildBff(t, await listen(t, upstream), {}, { ...(loggerOptions('debug') as object), stream })

  const res = await app.inject({ method: 'POST', url: '/report/bff/tasks/reload', headers: { cookie: ADMIN }, payload: { kind: 'norm', id: 'n-no-such-task' } })
  t.equal(res.statusCode, 404)
  t.match(res.json(), { code: 'BFF_ERR_TASKS_NOT_FOUND', kind: 'not-found', message: '该任务不存在或已被删除', requestId: String })
  const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } })
  t.same(entries.filter((e) => e.level > WARN), [], 'nothing above warn')
  t.notOk(lines.some((line) => line.includes('"stack"')), 'no stack in any line')
  t.ok(entries.some((e) => e.msg === 'request refused'), 'logged as a refusal')
})

t.test('an upstream fault on the details is still 获取任务详情失败, a 502', async (t) => {
  const upstream = buildUpstream({ tasks: { failureRate: 0 } })
  const app = await buildBff(t, await listen(t, upstream))
  faultsOf(upstream).set([{ match: '/report/task/v1/norm/info', mode: 'error', status: 500 }])
  const res = await app.inject({ method: 'POST', url: '/report/bff/tasks/reload', headers: { cookie: ADMIN }, payload: { kind: 'norm', id: 'n-any' } })
  t.equal(res.statusCode, 502)
  t.match(res.json(), { code: 'BFF_ERR_TASKS_DETAIL', kind: 'upstream', message: '获取任务详情失败' })
})
