import t from 'tap'
import type { ExamTask, GroupTask } from '@report/contracts/upstream/tasks'
import type { NormTask } from '@report/contracts/upstream/tasks-norm'
import type { ReportTask } from '@report/contracts/upstream/tasks-report'
import { formatDateTime as createdAtText } from '@report/contracts/format/date-time'
import { examTaskRow, fileNameText, groupRow, normRow, reportRow, tableName } from '../../../src/domain/tasks/task-rows.ts'

const ORIGIN = 'http://127.0.0.1:4000'
const FILE = `${ORIGIN}/report/task/v1/files/f1/a.zip`
const BFF_FILE = `/report/bff/tasks/file?src=${encodeURIComponent('/report/task/v1/files/f1/a.zip')}`

t.test('created time: YYYY/MM/DD HH:mm in Beijing time from ms, seconds or text; otherwise --', async (t) => {
  t.equal(createdAtText(Date.parse('2026-11-21T02:05:00Z')), '2026/11/21 10:05')
  t.equal(createdAtText(Date.parse('2026-11-21T02:05:00Z') / 1000), '2026/11/21 10:05')
  t.equal(createdAtText('2026-11-21 10:05:33'), '2026/11/21 10:05')
  t.equal(createdAtText('2026-1-2'), '2026/01/02 00:00')
  t.equal(createdAtText('1795226700000'), '2026/11/21 10:05')
  for (const bad of [undefined, null, '', 'yesterday', 0, Number.NaN]) t.equal(createdAtText(bad), '--')
})

t.test('names: the fallbacks irrank → 排名榜, matrix → 小分表; file_name lists joined', async (t) => {
  t.equal(tableName('irrank'), '排名榜')
  t.equal(tableName('matrix'), '小分表')
  t.equal(tableName('custom'), 'custom')
  t.equal(fileNameText(['a.xlsx', 'b.xlsx']), 'a.xlsx、b.xlsx')
  t.equal(fileNameText(undefined), '')
})

const group = (over: Partial<GroupTask> = {}): GroupTask => ({
  task_group_id: 'g1', task_name: '期中一键下载', file_name: '期中考试', create_time: '2026-11-21 10:00:00', file_url: FILE, status: 1, progress: 100,
  is_delete: 0, examid: '1', org: 0, package_type: 1,
  tasks: [
    { _id: 's1', name: 'irrank', file_name: '', file_url: FILE, status: 1, is_delete: 0 },
    { _id: 's2', name: 'matrix', file_name: ['小分表-语文.xlsx', '小分表-数学.xlsx'], file_url: '', status: 0, is_delete: 0 },
    { _id: 's3', name: 'rate', file_name: '三率.xlsx', file_url: '', status: 3, is_delete: 1 },
  ],
  ...over,
})

t.test('one-click: the exam name, the upstream progress, the BFF download URL, live sub-tasks', async (t) => {
  const row = groupRow(group(), ORIGIN)
  t.match(row, { id: 'g1', kind: 'group', name: '期中考试', createdAt: '2026/11/21 10:00', state: 'done', statusText: '已完成', downloadUrl: BFF_FILE, actions: ['download', 'delete'] })
  t.same(row.subTasks.map((s) => [s.name, s.state, s.downloadUrl !== null, s.actions]), [
    ['排名榜', 'done', true, ['download', 'delete']],
    ['小分表-语文.xlsx、小分表-数学.xlsx', 'generating', false, ['delete']],
  ], 'a deleted sub-task is left out')
  t.same(groupRow(group({ status: 5, progress: 95, file_url: '' }), ORIGIN).progress, { mode: 'value', value: 95 })
  t.same(groupRow(group({ status: 0, progress: 140 }), ORIGIN).progress, { mode: 'value', value: 100 }, 'clamped')
  const invalidUrl = groupRow(group({ file_url: 'javascript:alert(1)' }), ORIGIN)
  t.same([invalidUrl.downloadUrl, invalidUrl.actions], [null, ['delete']], 'an invalid URL is no URL, and no download')
  t.same(groupRow(group({ status: 2 }), ORIGIN).actions, ['delete'])
  t.same(groupRow(group({ status: 4 }), ORIGIN).state, 'invalid')
})

t.test('common export: name or file_name, create_time or ctime, file_url or url', async (t) => {
  const base: ExamTask = { taskid: 'e1', name: 'irrank', status: 1, is_delete: 0, examid: '1', org: 0 }
  t.match(examTaskRow({ ...base, ctime: Date.parse('2026-11-21T02:00:00Z'), url: FILE }, ORIGIN), { name: '排名榜', createdAt: '2026/11/21 10:00', downloadUrl: BFF_FILE })
  t.match(examTaskRow({ ...base, name: 'matrix', file_name: '高二小分表.xlsx', create_time: 0, file_url: FILE }, ORIGIN), { name: '高二小分表.xlsx', createdAt: '--' })
  t.same(examTaskRow({ ...base, status: 5, progress: 40 }, ORIGIN).progress, { mode: 'value', value: 40 })
  t.same(examTaskRow({ ...base, status: 0 }, ORIGIN).progress, { mode: 'spinner' }, 'no progress given: a spinner')
})

const norm = (status: number, over: Partial<NormTask> = {}): NormTask => ({
  tid: 'n1', taskid: 'n1', type: 1, groupid: '', name: '自定义表', status, exams: [], cfgs: { api_serv: 'r', templates: ['rate'], folderid: '' },
  params: {}, product: 1, zip_style: 1, outcome: status === 3 ? [FILE] : [], ctime: Date.parse('2026-11-21T02:00:00Z'), is_delete: 0, ...over,
})

t.test('custom: ring at 3 (success) and 4 (error), simulated below 3, 重新下载 above 3', async (t) => {
  t.match(normRow(norm(3), ORIGIN), { state: 'done', progress: { mode: 'ring', tone: 'success' }, downloadUrl: BFF_FILE, actions: ['download', 'delete'] })
  t.match(normRow(norm(4), ORIGIN), { state: 'failed', progress: { mode: 'ring', tone: 'error' }, actions: ['downloadAgain', 'delete'] })
  t.match(normRow(norm(5), ORIGIN), { state: 'invalid', progress: { mode: 'none' }, actions: ['downloadAgain', 'delete'] })
  for (const s of [0, 1, 2]) t.same(normRow(norm(s), ORIGIN).progress, { mode: 'simulated', schedule: 'custom' })
  t.equal(normRow(norm(1, { groupid: 'grp1' }), ORIGIN).groupId, 'grp1')
})

const report = (status: number, scheduler = { taskTotalCount: 0, taskDoneCount: 0, taskFinishCount: 0 }): ReportTask => ({
  id: 'r1', name: '报告', status, progress: 0, create_time: '2026-11-21 10:00:00', file_url: status === 1 ? FILE : '', examid: '1', org: 0,
  process: { taskScheduler: scheduler }, pages: [],
})

t.test('report: 0 pending spinner (等待生成), 5 processing (the scheduler, else the three-phase reading), 1 done, 3 retry and package', async (t) => {
  t.match(reportRow(report(0), ORIGIN), { state: 'generating', statusText: '等待生成', progress: { mode: 'spinner' }, actions: ['delete'] })
  t.match(reportRow(report(5, { taskTotalCount: 8, taskDoneCount: 2, taskFinishCount: 2 }), ORIGIN), { statusText: '生成中', progress: { mode: 'value', value: 25 } })
  t.same(reportRow(report(5), ORIGIN).progress, { mode: 'simulated', schedule: 'report' })
  t.match(reportRow(report(1), ORIGIN), { state: 'done', downloadUrl: BFF_FILE, actions: ['download', 'delete'] })
  t.match(reportRow(report(3), ORIGIN), { state: 'failed', actions: ['retry', 'package', 'delete'] })
  // Issue 17: the renderer's catalogued reason shows on the failed task; without one, 生成失败.
  t.match(reportRow({ ...report(3), fail_msg: '报告页面长时间未加载完成，生成失败，请点击重试' }, ORIGIN), { statusText: '报告页面长时间未加载完成，生成失败，请点击重试' })
  t.equal(reportRow(report(3), ORIGIN).statusText, reportRow({ ...report(3), fail_msg: '' }, ORIGIN).statusText)
  t.not(reportRow(report(3), ORIGIN).statusText, '')
})
