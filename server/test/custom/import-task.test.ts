// The custom-analysis import as the platform's task (issue 32 item 4; spec 2 §7 "/mod/v1/custom"):
// the page asks the platform's permission and lists the user's tasks, the upload's full scores are the
// platform's default subjects, and a confirmation makes the task (init-task), hands it the checked rows
// as a file (upload-file) and follows it (taskinfo) — answering with it running when it takes longer,
// which the page then follows itself. A failed task keeps the file for another try.

import t, { type Test } from 'tap'
import { faultsOf } from '@report/fixtures/upstream/faults'
import { csvBytes, scoreFile } from '@report/fixtures/custom/import-files'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'
import { buildMutatingUpstream, type AnswerMutation } from '../helpers/mutating-upstream.ts'
import { NOW } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }

async function rig(t: Test) {
  const upstream = buildMutatingUpstream({ now: () => NOW })
  const app = await buildBff(t, await listen(t, upstream.app))
  const res = await app.inject({ url: '/report/?token=demo-school-admin' })
  const cookie = cookieHeaderFrom(res.headers['set-cookie'])
  const mutateOnly = (call: string, f: (data: Record<string, unknown>) => unknown) =>
    upstream.mutate(((c, data) => (c === call ? f(data as Record<string, unknown>) : data)) satisfies AnswerMutation)
  const upload = async (grade?: string) => {
    const file = scoreFile({ schoolId: '10001', grade: '高二', rows: 40, problems: [{ kind: 'above-full', row: 5, subject: '数学' }] })
    const query = new URLSearchParams({ fileName: '月考.csv', ...(grade ? { grade } : {}) })
    const up = await app.inject({ method: 'POST', url: `/report/bff/custom/import/upload?${query.toString()}`, headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(csvBytes(file, 'utf8')) })
    t.equal(up.statusCode, 200, up.body)
    return up.json().data as { draftId: string; columns: unknown[]; fullScores: Record<string, number> }
  }
  const confirm = (u: { draftId: string; columns: unknown[]; fullScores: Record<string, number> }, name = '高二月考（任务）') =>
    app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns: u.columns, fullScores: u.fullScores, name } })
  const page = async () => (await app.inject({ url: '/report/bff/custom/import', headers: { cookie } })).json().data
  return { upstream, app, cookie, mutateOnly, upload, confirm, page, counts: () => faultsOf(upstream.app).counts() }
}

t.test('a confirmation is the platform’s task: init-task, upload-file with the checked rows, taskinfo; the page lists it done', async (t) => {
  const r = await rig(t)
  t.same((await r.page()).tasks, [], 'no task yet')
  const u = await r.upload('高二')
  const res = await r.confirm(u)
  t.equal(res.statusCode, 200, res.body)
  const task = res.json().data
  t.match(task, { state: 'done', stateLabel: '已完成', message: '39 行成绩已生成自定义分析，1 行有问题已跳过', name: '高二月考（任务）', grade: '高二', fileName: '月考.csv', org: 2, importedRows: 39, skippedRows: 1 })
  t.equal(task.dashboardHref, `/report/exam/dashboard?examid=${task.examid}&org=2&grade=%E9%AB%98%E4%BA%8C`)
  const counts = r.counts()
  t.equal(counts['POST /report/mod/v1/custom/init-task'], 1)
  t.equal(counts['POST /report/mod/v1/custom/upload-file'], 1)
  t.ok((counts['POST /report/mod/v1/custom/taskinfo'] ?? 0) >= 1, 'followed with taskinfo')
  t.notOk(counts['POST /report/mod/v1/custom/student-task'], 'rows are not posted as JSON any more')
  const listed = (await r.page()).tasks
  t.equal(listed.length, 1)
  t.same(listed[0], task, 'the page lists the task (tasks) as the confirmation answered it')
  const dashboard = await r.app.inject({ url: `/report/bff/report-page?route=dashboard&examid=${task.examid}&org=2&grade=${encodeURIComponent('高二')}`, headers: { cookie: r.cookie } })
  t.equal(dashboard.statusCode, 200, 'the exam the task made opens')
})

t.test('a task still running after the follow: the answer says so, and the page follows it to done', async (t) => {
  const r = await rig(t)
  const u = await r.upload('高二')
  r.mutateOnly('POST /mod/v1/custom/taskinfo', (data) => ({ info: { ...(data.info as object), status: 2, examid: '' } }))
  const res = await r.confirm(u)
  t.equal(res.statusCode, 200, res.body)
  const running = res.json().data
  t.match(running, { state: 'running', stateLabel: '导入中', message: '正在导入成绩，请稍候', examid: null, dashboardHref: null })
  t.ok(r.counts()['POST /report/mod/v1/custom/taskinfo']! > 1, 'asked more than once before answering')
  const follow = () => r.app.inject({ url: `/report/bff/custom/import/task?taskid=${encodeURIComponent(running.taskid)}`, headers: { cookie: r.cookie } })
  t.match((await follow()).json().data, { state: 'running' })
  r.upstream.mutate(null)
  t.match((await follow()).json().data, { taskid: running.taskid, state: 'done', importedRows: 39 })
  t.equal((await r.confirm(u)).statusCode, 404, 'a draft handed to a task is used')
  const other = await r.app.inject({ url: '/report/?token=demo-grade-admin' })
  const theirs = await r.app.inject({ url: `/report/bff/custom/import/task?taskid=${encodeURIComponent(running.taskid)}`, headers: { cookie: cookieHeaderFrom(other.headers['set-cookie']) } })
  t.equal(theirs.statusCode, 404, 'another user’s task is unknown')
})

t.test('a failed task: its message, and the file stays for another try', async (t) => {
  const r = await rig(t)
  const u = await r.upload('高二')
  r.mutateOnly('POST /mod/v1/custom/taskinfo', (data) => ({ info: { ...(data.info as object), status: 4, examid: '', msg: '平台繁忙，导入未完成' } }))
  const failed = await r.confirm(u)
  t.equal(failed.statusCode, 400)
  t.match(failed.json(), { code: 'BFF_ERR_CUSTOM_REJECTED', message: '平台繁忙，导入未完成' })
  r.upstream.mutate(null)
  const again = await r.confirm(u, '再试一次')
  t.equal(again.statusCode, 200, again.body)
  t.match(again.json().data, { state: 'done', name: '再试一次' })
})

t.test('the platform’s permission: it may refuse custom analysis in its own words; page, upload and confirm follow it', async (t) => {
  const r = await rig(t)
  const u = await r.upload('高二')
  r.mutateOnly('POST /mod/v1/custom/permission', () => ({ allowed: false, msg: '本校的线下导入次数已用完，请联系客户经理' }))
  t.match(await r.page(), { access: { allowed: false, reason: 'platform', notice: '本校的线下导入次数已用完，请联系客户经理' }, grades: [], tasks: [] })
  const file = scoreFile({ schoolId: '10001', grade: '高二', rows: 3 })
  const up = await r.app.inject({ method: 'POST', url: '/report/bff/custom/import/upload?fileName=a.csv', headers: { cookie: r.cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(csvBytes(file, 'utf8')) })
  t.equal(up.statusCode, 403)
  t.match(up.json(), { code: 'BFF_ERR_CUSTOM_FORBIDDEN', message: '本校的线下导入次数已用完，请联系客户经理' })
  t.equal((await r.confirm(u)).statusCode, 403)
  t.notOk(r.counts()['POST /report/mod/v1/custom/init-task'], 'no task made')
})

t.test('the upload’s full scores are the platform’s default subjects for the chosen grade', async (t) => {
  const r = await rig(t)
  r.mutateOnly('POST /mod/v1/custom/default-subjects', () => ({ subjects: [{ subject: '语文', manfen: 120 }, { subject: '数学', manfen: 120 }] }))
  t.same((await r.upload('高二')).fullScores, { 语文: 120, 数学: 120, 英语: 150 }, 'the platform’s where it names the subject, the usual guess where not')
  t.same((await r.upload()).fullScores, { 语文: 150, 数学: 150, 英语: 150 }, 'no grade: the usual guess')
  t.equal(r.counts()['POST /report/mod/v1/custom/default-subjects'], 1)
})
