import t from 'tap'
import type { GroupTask } from '@report/contracts/upstream/tasks'
import { groupDeletePlan } from '../../../src/domain/tasks/delete-plan.ts'
import { deleteFailedMessage } from '../../../src/domain/tasks/errors.ts'

const group = (subs: Array<[string, number]>): GroupTask => ({
  task_group_id: 'g1', task_name: '', file_name: '', create_time: '', file_url: '', status: 1, progress: 100, is_delete: 0, examid: '1', org: 0, package_type: 1,
  tasks: subs.map(([_id, is_delete]) => ({ _id, name: 'rate', file_name: '', file_url: '', status: 1, is_delete })),
})

t.test('spec 3 §4: a sub-task of a group with fewer than 2 sub-tasks deletes the whole group', async (t) => {
  t.same(groupDeletePlan(group([['a', 0], ['b', 0]]), 'a'), { call: 'sub-tasks', groupId: 'g1', subIds: ['a'] })
  t.same(groupDeletePlan(group([['a', 0]]), 'a'), { call: 'group', groupId: 'g1' })
  t.same(groupDeletePlan(group([['a', 0], ['b', 1]]), 'a'), { call: 'group', groupId: 'g1' }, 'deleted sub-tasks do not count')
  t.same(groupDeletePlan(group([]), undefined), { call: 'group', groupId: 'g1' })
})

t.test('spec 3 §8: the delete failure is the error text followed by 删除失败', async (t) => {
  t.equal(deleteFailedMessage('该导出任务不存在或已被删除'), '该导出任务不存在或已被删除，删除失败')
  t.equal(deleteFailedMessage('服务暂时不可用。'), '服务暂时不可用，删除失败')
  t.equal(deleteFailedMessage(''), '删除失败')
})
