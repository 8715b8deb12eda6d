// Issue 15 item 13 with spec 3 §4 (progress display) and §9 (60 s refresh, 2 s simulation tick): a
// one-click task shows the upstream's percentage as it changes, read at the 2 s tick while it
// generates; the simulation only where the upstream gives no percentage.

import t from 'tap'
import type { TaskRow } from '@report/contracts/bff/tasks'
import type { GroupTask } from '@report/contracts/upstream/tasks'
import { panelRefreshMs, PROGRESS_REFRESH_MS, TASK_REFRESH_MS, toTaskPanelView } from '../../../src/domain/tasks/panel.ts'
import { groupRow } from '../../../src/domain/tasks/task-rows.ts'

const ORIGIN = 'http://127.0.0.1:4000'
const group = (over: Partial<GroupTask>): GroupTask => ({
  task_group_id: 'g1', task_name: '一键下载', file_name: '期中考试', create_time: '2026-11-21 10:00:00', file_url: '', status: 0,
  is_delete: 0, examid: '1', org: 0, package_type: 1, ...over,
})

t.test('one-click progress: the upstream percentage, or the simulation when it gives none', async (t) => {
  const table: [string, Partial<GroupTask>, TaskRow['progress']][] = [
    ['generating at 11 %', { status: 0, progress: 11 }, { mode: 'value', value: 11 }],
    ['packaging (status 5) at 95 %', { status: 5, progress: 95 }, { mode: 'value', value: 95 }],
    ['generating without a percentage', { status: 0 }, { mode: 'simulated', schedule: 'custom' }],
    ['done', { status: 1, progress: 100, file_url: `${ORIGIN}/report/task/v1/files/f/a.zip` }, { mode: 'value', value: 100 }],
    ['failed', { status: 3, progress: 90 }, { mode: 'none' }],
  ]
  for (const [name, over, progress] of table) t.same(groupRow(group(over), ORIGIN).progress, progress, name)
})

t.test('the refresh period: 2 s while an upstream percentage can move, else the spec 60 s', async (t) => {
  const row = (over: Partial<GroupTask>) => groupRow(group(over), ORIGIN)
  const table: [string, TaskRow[], number][] = [
    ['nothing', [], TASK_REFRESH_MS],
    ['a task generating with a percentage', [row({ status: 0, progress: 11 })], PROGRESS_REFRESH_MS],
    ['only a simulated one (nothing to read sooner)', [row({ status: 0 })], TASK_REFRESH_MS],
    ['everything finished', [row({ status: 1, progress: 100 }), row({ status: 3 })], TASK_REFRESH_MS],
  ]
  for (const [name, rows, ms] of table) t.equal(panelRefreshMs(rows), ms, name)
  t.equal(PROGRESS_REFRESH_MS, 2000)
  const view = toTaskPanelView({ userId: 'u', embedded: false, versions: { group: 'a', exam: 'b', norm: 'c', report: 'd' }, rows: { group: [row({ status: 0, progress: 30 })] }, errors: {} })
  t.equal(view.refreshMs, PROGRESS_REFRESH_MS, 'the panel view carries it')
})
