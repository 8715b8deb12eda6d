// Work overview (/workTop, issue 21): recent exams, running tasks, comparisons.

import t from 'tap'
import type { TaskRow } from '@report/contracts/bff/tasks'
import { workTopView, RUNNING_TASKS } from '../../src/domain/work-top/work-overview.ts'
import { shellRig } from '../integration/shell-rig.ts'

const row = (name: string, createdAt: string, state: TaskRow['state'], progress: TaskRow['progress'] = { mode: 'none' }): TaskRow => ({
  id: name, kind: 'group', name, createdAt, state, statusText: state === 'generating' ? '生成中' : '已完成', progress, downloadUrl: null, groupId: null, subTasks: [], actions: [],
})
const base = { displayName: '张老师', exams: [], examTotal: 0, tasks: [], tasksIncomplete: false, canCompare: true, contrastCount: 3, versionHref: '/report/comparison-list/version?type=0' }

t.test('running tasks: only those generating, newest first, progress as a share or the status text, at most ten', async (t) => {
  const view = workTopView({
    ...base,
    tasks: [row('a', '2026/11/20 10:00', 'generating', { mode: 'value', value: 42.4 }), row('b', '2026/11/21 09:00', 'done'), row('c', '2026/11/21 08:00', 'generating', { mode: 'simulated', schedule: 'custom' }), row('d', '--', 'generating')],
  })
  t.same(view.runningTasks.map((x) => [x.name, x.progress, x.kind]), [['c', '生成中', '一键下载'], ['a', '42%', '一键下载'], ['d', '生成中', '一键下载']])
  const many = workTopView({ ...base, tasks: Array.from({ length: 15 }, (_, i) => row(`t${i}`, `2026/11/21 0${i % 10}:00`, 'generating')) })
  t.equal(many.runningTasks.length, RUNNING_TASKS)
})

t.test('comparisons only for those who may compare (spec 1 §6); they link to /contrast/history', async (t) => {
  t.same(workTopView(base).comparisons, { count: 3, href: '/report/contrast/history', createHref: '/report/contrast/creat' })
  t.equal(workTopView({ ...base, canCompare: false }).comparisons, null)
})

t.test('the view: a school manager sees recent exams with dashboard links; a student no comparisons', async (t) => {
  const rig = await shellRig(t)
  const admin = (await rig.app.inject({ url: '/report/bff/work-top', headers: { cookie: await rig.signIn('demo-school-admin') } })).json().data
  t.ok(admin.recentExams.length > 0 && admin.recentExams.length <= 6)
  t.ok(admin.examTotal >= admin.recentExams.length)
  t.match(admin.recentExams[0].href, /^\/report\/exam\/dashboard\?examid=/)
  t.ok(admin.comparisons)
  t.equal(admin.tasksIncomplete, false)
  const student = (await rig.app.inject({ url: '/report/bff/work-top', headers: { cookie: await rig.signIn('demo-student') } })).json().data
  t.equal(student.comparisons, null)
})
