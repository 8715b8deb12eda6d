import t from 'tap'
import { examTaskState, groupState, normState, reportState, statusText, subTaskState } from '../../../src/domain/tasks/task-status.ts'

// spec 3 §4 "Status meaning by task kind", one table per kind: status → state.
const TABLES = {
  'one-click (group)': [groupState, { 0: 'generating', 5: 'generating', 1: 'done', 2: 'expired', 3: 'failed', 4: 'invalid', 6: 'invalid', [-1]: 'invalid' }],
  'common export': [examTaskState, { 0: 'generating', 5: 'generating', 1: 'done', 2: 'expired', 3: 'failed', 4: 'invalid', 9: 'invalid' }],
  'one-click sub-task': [subTaskState, { 0: 'generating', 1: 'done', 2: 'expired', 3: 'failed', 5: 'invalid', 4: 'invalid' }],
  'custom (norm)': [normState, { 0: 'generating', 1: 'generating', 2: 'generating', 3: 'done', 4: 'failed', 5: 'invalid', 6: 'invalid' }],
  report: [reportState, { 0: 'generating', 5: 'generating', 1: 'done', 3: 'failed', 2: 'invalid', 4: 'invalid' }],
} as const

for (const [kind, [table, expected]] of Object.entries(TABLES)) {
  t.test(kind, async (t) => {
    for (const [status, state] of Object.entries(expected)) t.equal(table(Number(status)), state, `status ${status} → ${state}`)
  })
}

t.test('status texts: a report waiting for the renderer reads 等待生成', async (t) => {
  t.equal(statusText('report', 0, 'generating'), '等待生成')
  t.equal(statusText('report', 5, 'generating'), '生成中')
  t.equal(statusText('group', 0, 'generating'), '生成中')
  t.same(['done', 'expired', 'failed', 'invalid'].map((s) => statusText('norm', 9, s as never)), ['已完成', '已过期', '生成失败', '已失效'])
})
