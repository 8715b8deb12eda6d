import type { GroupTask } from '@report/contracts/upstream/tasks'

export type GroupDeletePlan = { call: 'group'; groupId: string } | { call: 'sub-tasks'; groupId: string; subIds: string[] }

/**
 * spec 3 §4 "Deleting a sub-task of a group with fewer than 2 sub-tasks deletes the whole group task."
 * Counts the group's live sub-tasks (is_delete 0) as the upstream lists them now.
 */
export function groupDeletePlan(group: GroupTask, subId: string | undefined): GroupDeletePlan {
  if (!subId) return { call: 'group', groupId: group.task_group_id }
  const live = (group.tasks ?? []).filter((t) => t.is_delete !== 1)
  if (live.length < 2) return { call: 'group', groupId: group.task_group_id }
  return { call: 'sub-tasks', groupId: group.task_group_id, subIds: [subId] }
}
