import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { readZip } from '@report/fixtures/tasks/zip'
import type { TaskSettings } from '@report/fixtures/tasks/settings'
import type { CreateTaskResult, TaskActionResult, TaskPanelView, TaskRow, TaskVersions } from '@report/contracts/bff/tasks'
import type { DownloadConfigView, ExamConfigView, ReportExportView } from '@report/contracts/bff/tasks-config'
import { buildBff, listen, type Teardown } from '../helpers/build.ts'

const MIDTERM = '100152611100'
const EXAM = { examid: MIDTERM, org: '0', grade: '高二' }
const Q = `examid=${MIDTERM}&org=0&grade=${encodeURIComponent('高二')}`
const ADMIN = 'fxtoken=demo-school-admin'

interface Rig {
  bff: FastifyInstance
  upstream: FastifyInstance
  advance(ms: number): void
  idle(): Promise<void>
  get<T>(url: string, cookie?: string): Promise<{ status: number; data: T; body: Record<string, unknown> }>
  post<T>(url: string, payload: object, cookie?: string): Promise<{ status: number; data: T; body: Record<string, unknown> }>
}

async function rig(t: Teardown, settings: Partial<TaskSettings> = {}): Promise<Rig> {
  let now = Date.parse('2026-11-21T02:00:00Z')
  const upstream = buildUpstream({ now: () => new Date(now), tasks: { failureRate: 0, ...settings } })
  const bff = await buildBff(t, await listen(t, upstream))
  const call = async (method: 'GET' | 'POST', url: string, payload: object | undefined, cookie: string) => {
    const res = await bff.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })
    const body = res.headers['content-type']?.toString().includes('json') ? (res.json() as Record<string, unknown>) : {}
    return { status: res.statusCode, data: body.data as never, body }
  }
  return {
    bff,
    upstream,
    advance: (ms) => void (now += ms),
    idle: () => upstream.taskStore!.files.idle(),
    get: (url, cookie = ADMIN) => call('GET', url, undefined, cookie),
    post: (url, payload, cookie = ADMIN) => call('POST', url, payload, cookie),
  }
}

const tab = (panel: TaskPanelView, kind: string) => panel.tabs.find((x) => x.kind === kind)
const groupRows = async (r: Rig): Promise<TaskRow[]> => tab((await r.get<TaskPanelView>(`/report/bff/tasks?${Q}`)).data, 'group')!.rows

t.test('the panel: four lists with their versions; two in embedded mode; 401 without a session', async (t) => {
  const r = await rig(t)
  const panel = await r.get<TaskPanelView>(`/report/bff/tasks?${Q}`)
  t.equal(panel.status, 200)
  t.same(panel.data.tabs.map((x) => [x.kind, x.label, x.rows.length]), [['group', '一键下载', 0], ['exam', '常用报表', 0], ['norm', '自定义表格', 0], ['report', '导出报告', 0]])
  t.match(panel.data, { footerTip: '任务完成后将自动下载，请勿关闭当前页面', refreshMs: 60_000, pendingStorageKey: /^report\.download-tasks\.pending\./ })
  const versions = await r.get<TaskVersions>('/report/bff/tasks/versions')
  t.same(versions.data, panel.data.versions)
  t.same((await r.get<TaskPanelView>(`/report/bff/tasks?${Q}&embedded=1`)).data.tabs.map((x) => x.kind), ['group', 'exam'])
  t.equal((await r.get('/report/bff/tasks', '')).status, 401)
})

t.test('one-click: created, generating with progress, done with a BFF download URL; the file comes through the BFF', async (t) => {
  const r = await rig(t)
  const created = await r.post<CreateTaskResult>('/report/bff/tasks/group', EXAM)
  t.match(created.data, { outcome: 'created', kind: 'group', message: '创建任务成功' })
  const before = (await r.get<TaskVersions>('/report/bff/tasks/versions')).data
  let [row] = await groupRows(r)
  t.match(row, { kind: 'group', name: '2026学年第一学期高二期中考试', createdAt: '2026/11/21 10:00', state: 'generating', statusText: '生成中', progress: { mode: 'value', value: 0 }, downloadUrl: null, actions: ['delete'] })
  t.equal(row!.subTasks.length, 8)
  await r.idle()
  r.advance(60_000)
  ;[row] = await groupRows(r)
  t.match(row, { state: 'done', progress: { mode: 'value', value: 100 }, actions: ['download', 'delete'] })
  t.not((await r.get<TaskVersions>('/report/bff/tasks/versions')).data.group, before.group, 'the group version moved')
  t.match(row!.downloadUrl, /^\/report\/bff\/tasks\/file\?src=%2Freport%2Ftask%2Fv1%2Ffiles%2F/)

  const file = await r.bff.inject({ method: 'GET', url: row!.downloadUrl!, headers: { cookie: ADMIN } })
  t.equal(file.statusCode, 200)
  t.equal(file.headers['content-type'], 'application/zip')
  t.match(String(file.headers['content-disposition']), /^attachment; filename="2026[^"]*\.zip"; filename\*=UTF-8''2026%E5%AD%A6%E5%B9%B4/)
  t.equal(readZip(file.rawPayload).length, 16)
  const stranger = await r.bff.inject({ method: 'GET', url: row!.downloadUrl!, headers: { cookie: 'fxtoken=demo-grade-admin' } })
  t.equal(stranger.statusCode, 403, 'another account gets the upstream\'s refusal')
  for (const src of ['/report/obt/v1/user/info', '/report/task/v1/files/../../obt/v1/user/info', '/report/task/v1/files/a%2Fb']) {
    t.equal((await r.bff.inject({ method: 'GET', url: `/report/bff/tasks/file?src=${encodeURIComponent(src)}`, headers: { cookie: ADMIN } })).statusCode, 400, src)
  }
  t.equal((await r.bff.inject({ method: 'GET', url: `/report/bff/tasks/file?src=${encodeURIComponent('/report/task/v1/files/nope/x.zip')}`, headers: { cookie: ADMIN } })).statusCode, 404)
})

t.test('the download decision: silent for a data-forbidden user, the version tip, the banned alert, a restricted IP', async (t) => {
  const r = await rig(t)
  const showcase = await r.post<CreateTaskResult>('/report/bff/tasks/group', { examid: '100412511090', org: '0' }, 'fxtoken=demo-showcase')
  t.same([showcase.status, showcase.data], [200, { outcome: 'refused' }], 'a demo account is refused silently')
  const trial = await r.post('/report/bff/tasks/group', { examid: '100722611110', org: '0' }, 'fxtoken=demo-trial')
  t.match([trial.status, trial.body], [403, { kind: 'version-limit', message: '当前版本暂不支持该功能，升级版本后即可使用' }])
  const banned = await r.post('/report/bff/tasks/group', { examid: '100252604210', org: '0' }, 'fxtoken=demo-city')
  t.match([banned.status, banned.body], [403, { kind: 'banned', message: /^当前考试涉嫌违反使用规则，已被禁止下载任何数据，请联系区域平台工作人员。原因：/ }])
  const ip = await r.post('/report/bff/tasks/group', { examid: '100142610130', org: '0' })
  t.match([ip.status, ip.body], [403, { kind: 'ip-restricted', message: '当前IP访问受限，请联系客服' }])
  const missing = await r.post('/report/bff/tasks/group', { examid: '999999999999', org: '0' })
  t.equal(missing.status, 404)
})

t.test('delete: a sub-task alone while others remain; the last sub-task takes the group; a failure says 删除失败', async (t) => {
  const r = await rig(t)
  await r.post('/report/bff/tasks/download-config', { packageType: 1, tables: { irrank: true, matrix: false, rate: true, question: false, segment: false, byrank: false, byscale: false, byscore: false } })
  const id = (await r.post<CreateTaskResult & { taskId: string }>('/report/bff/tasks/group', EXAM)).data.taskId
  let [row] = await groupRows(r)
  t.same(row!.subTasks.map((s) => s.name), ['排名榜.xlsx', '三率统计.xlsx'])
  const first = await r.post<TaskActionResult>('/report/bff/tasks/delete', { kind: 'group', id: row!.subTasks[0]!.id, parentId: id, ...EXAM })
  t.same(first.data, { message: '删除成功' })
  ;[row] = await groupRows(r)
  t.same(row!.subTasks.map((s) => s.name), ['三率统计.xlsx'])
  await r.post('/report/bff/tasks/delete', { kind: 'group', id: row!.subTasks[0]!.id, parentId: id })
  t.same(await groupRows(r), [], 'fewer than 2 sub-tasks: the whole group goes')
  const again = await r.post('/report/bff/tasks/delete', { kind: 'group', id })
  t.match([again.status, again.body], [404, { message: '该导出任务不存在或已被删除，删除失败' }])
})

t.test('common export: hidden at or under 5000 students, listed above; created through the BFF', async (t) => {
  const r = await rig(t)
  const created = await r.post<CreateTaskResult>('/report/bff/tasks/exam', { ...EXAM, name: 'irrank', filters: { search: '王' } })
  t.match(created.data, { outcome: 'created', kind: 'exam' })
  t.same(tab((await r.get<TaskPanelView>(`/report/bff/tasks?${Q}`)).data, 'exam')!.rows, [], '821 students: the Excel list is empty')
  t.equal(tab((await r.get<TaskPanelView>('/report/bff/tasks')).data, 'exam')!.rows.length, 1, 'without an exam: every task')
  const CITY = 'fxtoken=demo-city'
  await r.post('/report/bff/tasks/exam', { examid: '300012607010', org: '0', name: 'matrix', pindex: 1 }, CITY)
  const big = tab((await r.get<TaskPanelView>('/report/bff/tasks?examid=300012607010&org=0', CITY)).data, 'exam')!.rows
  t.match(big, [{ kind: 'exam', state: 'generating', name: /小分表/ }], '5100 students: listed')
})

t.test('custom tasks: created; a failed one reloads (details, create the same, delete the old), one reload at a time', async (t) => {
  const r = await rig(t, { failureRate: 1 })
  const created = await r.post<CreateTaskResult & { taskId: string }>('/report/bff/tasks/custom', { name: '自定义表', exams: [{ examid: MIDTERM, org: 0 }], templates: ['rate'] })
  t.match(created.data, { outcome: 'created', kind: 'norm' })
  await r.idle()
  r.advance(10_000)
  const norm = async () => tab((await r.get<TaskPanelView>('/report/bff/tasks')).data, 'norm')!.rows
  const [failed] = await norm()
  t.match(failed, { id: created.data.taskId, state: 'failed', progress: { mode: 'ring', tone: 'error' }, actions: ['downloadAgain', 'delete'] })
  const [a, b] = await Promise.all([
    r.post<TaskActionResult>('/report/bff/tasks/reload', { kind: 'norm', id: failed!.id }),
    r.post<TaskActionResult>('/report/bff/tasks/reload', { kind: 'norm', id: failed!.id }),
  ])
  t.same([a.status, b.status].sort(), [200, 409], 'the second reload is refused while the first runs')
  const ok = a.status === 200 ? a : b
  t.match(ok.data, { message: '创建任务成功', taskId: /^n/ })
  const rows = await norm()
  t.same(rows.map((x) => x.id), [ok.data.taskId], 'the old task is gone, the new one listed')
  t.match(rows[0], { state: 'generating', progress: { mode: 'simulated', schedule: 'custom' } })
  const gone = await r.post('/report/bff/tasks/reload', { kind: 'norm', id: failed!.id })
  t.match([gone.status, gone.body], [404, { code: 'BFF_ERR_TASKS_NOT_FOUND', kind: 'not-found', message: '该任务不存在或已被删除' }], 'the old task is unknown upstream now')
  t.equal((await r.post('/report/bff/tasks/reload', { kind: 'group', id: 'g1' })).status, 400)
  const small = await r.post('/report/bff/tasks/custom', { name: 'x', exams: [{ examid: MIDTERM, org: 0 }], templates: ['rate'] }, 'fxtoken=demo-small-school')
  t.match(small.body, { kind: 'version-limit' }, 'the basic edition has no custom tables')
})

t.test('report tasks: waiting (等待生成); failed by the renderer under its lease, with its reason, then retry (重试成功) and package; removed', async (t) => {
  const r = await rig(t)
  const created = await r.post<CreateTaskResult & { taskId: string }>('/report/bff/tasks/report', { ...EXAM, reports: ['total'] })
  t.match(created.data, { outcome: 'created', kind: 'report' })
  const report = async () => tab((await r.get<TaskPanelView>('/report/bff/tasks')).data, 'report')!.rows
  t.match((await report())[0], { state: 'generating', statusText: '等待生成', progress: { mode: 'spinner' } })
  const key = { 'x-consumer-key': 'reference-pdf-renderer', 'content-type': 'application/json' }
  const taken = (await r.upstream.inject({ method: 'POST', url: '/report/task/v1/consumer/task', headers: key, payload: { type: 'report' } })).json()
  await r.upstream.inject({ method: 'POST', url: '/report/task/v1/consumer/task/update', headers: key, payload: { id: taken.data.task.id, lease: taken.data.task.lease, page: { key: 'total', status: 3 }, status: 3, message: '报告页面长时间未加载完成，生成失败，请点击重试' } })
  t.match((await report())[0], { state: 'failed', statusText: '生成失败', actions: ['retry', 'package', 'delete'] })
  t.match(JSON.stringify((await report())[0]), /报告页面长时间未加载完成/, 'the renderer\'s reason is shown with the task')
  const pkg = await r.post('/report/bff/tasks/package', { kind: 'report', id: created.data.taskId })
  t.match([pkg.status, pkg.body], [400, { message: '暂无已生成的报告可打包' }], 'package failure: the server message')
  t.same((await r.post<TaskActionResult>('/report/bff/tasks/retry', { kind: 'report', id: created.data.taskId })).data, { message: '重试成功' })
  t.match((await report())[0], { statusText: '等待生成' })
  const retryAgain = await r.post('/report/bff/tasks/retry', { kind: 'report', id: created.data.taskId })
  t.match([retryAgain.status, retryAgain.body], [400, { message: '只有生成失败的任务可以重试' }])
  t.same((await r.post<TaskActionResult>('/report/bff/tasks/delete', { kind: 'report', id: created.data.taskId })).data, { message: '删除成功' })
  t.same(await report(), [])
})

t.test('the export menu\'s pages: download configuration, exam settings (validated, saved upstream), report export', async (t) => {
  const r = await rig(t)
  const cfg = await r.get<DownloadConfigView>('/report/bff/tasks/download-config')
  t.equal(cfg.data.tables.length, 8)
  const saved = await r.post<DownloadConfigView>('/report/bff/tasks/download-config', { packageType: 2, tables: { matrix: false } })
  t.same([saved.data.packageType, saved.data.tables.find((x) => x.key === 'matrix')!.enabled], [2, false])
  const none = await r.post('/report/bff/tasks/download-config', { packageType: 1, tables: Object.fromEntries(cfg.data.tables.map((x) => [x.key, false])) })
  t.match([none.status, none.body], [400, { message: '请至少选择一种报表' }])

  const exam = await r.get<ExamConfigView>(`/report/bff/tasks/exam-config?${Q}`)
  t.match(exam.data, { examName: '2026学年第一学期高二期中考试', canEdit: true, locked: null, values: { lines: { excellent: 85, good: 70, pass: 60, low: 40 }, subjectStep: 10 } })
  const values = { ...exam.data.values, lines: { excellent: 90, good: 75, pass: 60, low: 30 }, ranks: [20, 50] }
  const after = await r.post<ExamConfigView>('/report/bff/tasks/exam-config', { ...EXAM, values })
  t.same(after.data.values, values)
  t.same((await r.get<ExamConfigView>(`/report/bff/tasks/exam-config?${Q}`)).data.values, values, 'saved through the upstream')
  const bad = await r.post('/report/bff/tasks/exam-config', { ...EXAM, values: { ...values, lines: { excellent: 50, good: 75, pass: 60, low: 30 } } })
  t.match([bad.status, bad.body], [400, { kind: 'invalid-input', message: '必须满足 优秀线 ≥ 良好线 ≥ 及格线 ≥ 低分线' }])
  const teacher = await r.post('/report/bff/tasks/exam-config', { ...EXAM, values }, 'fxtoken=demo-teacher')
  t.equal(teacher.status, 403, 'a teacher may not change exam settings')
  t.equal((await r.get<ExamConfigView>(`/report/bff/tasks/exam-config?${Q}`, 'fxtoken=demo-teacher')).data.canEdit, false)
  const trial = await r.get<ExamConfigView>('/report/bff/tasks/exam-config?examid=100722611110&org=0', 'fxtoken=demo-trial')
  t.same(trial.data.locked, { text: '当前版本暂不支持该功能，升级版本后即可使用' })

  const reports = await r.get<ReportExportView>(`/report/bff/tasks/report-export?${Q}`)
  t.same(reports.data.options.map((o) => o.key), ['total', 'subject', 'class'])
  t.match(reports.data.note, /等待生成/)
})
