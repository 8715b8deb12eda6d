import type { SubTaskRow, TaskAction, TaskProgress, TaskRow, TaskState } from '@report/contracts/bff/tasks'
import { EXCEL_TABLE_LABELS, isExcelTableKey, type ExamTask, type GroupSubTask, type GroupTask } from '@report/contracts/upstream/tasks'
import type { NormTask } from '@report/contracts/upstream/tasks-norm'
import type { ReportTask } from '@report/contracts/upstream/tasks-report'
import { toDownloadUrl } from './download-url.ts'
import { examTaskState, groupState, normState, reportState, statusText, subTaskState } from './task-status.ts'
import { formatDateTime } from '@report/contracts/format/date-time'

/**
 * The one row model of every task kind (spec 3 §3, §4): name with its fallbacks, created time, state,
 * progress, download URL, sub-tasks and the actions the row offers. Pure: upstream shapes in, rows out.
 */

/** spec 3 §3 fallbacks: irrank → 排名榜, matrix → 小分表 (and the other table keys their Chinese names). */
export function tableName(name: string): string {
  return isExcelTableKey(name) ? EXCEL_TABLE_LABELS[name] : name
}

/** A file name, or several joined with 、. */
export function fileNameText(fileName: unknown): string {
  if (Array.isArray(fileName)) return fileName.filter((n): n is string => typeof n === 'string' && n !== '').join('、')
  return typeof fileName === 'string' ? fileName : ''
}

const percent = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? Math.max(0, Math.min(100, x)) : 0)

/** The manual actions of a row of one state: done with a file downloads; everything deletes. */
function baseActions(state: TaskState, url: string | null): TaskAction[] {
  return state === 'done' && url ? ['download', 'delete'] : ['delete']
}

export function subTaskRow(sub: GroupSubTask, parentId: string, upstreamOrigin: string): SubTaskRow {
  const state = subTaskState(sub.status)
  const url = state === 'done' ? toDownloadUrl(sub.file_url, upstreamOrigin) : null
  return {
    id: sub._id,
    parentId,
    name: fileNameText(sub.file_name) || tableName(sub.name),
    state,
    statusText: statusText('group', sub.status, state),
    downloadUrl: url,
    actions: baseActions(state, url),
  }
}

/**
 * One-click: shown as the exam's name (file_name); its sub-tasks. Progress is the upstream's own
 * percentage while it generates; where the upstream gives none, the spec's simulation (spec 3 §4).
 */
export function groupRow(task: GroupTask, upstreamOrigin: string): TaskRow {
  const state = groupState(task.status)
  const url = state === 'done' ? toDownloadUrl(task.file_url, upstreamOrigin) : null
  const generating: TaskProgress = typeof task.progress === 'number' ? { mode: 'value', value: percent(task.progress) } : { mode: 'simulated', schedule: 'custom' }
  return {
    id: task.task_group_id,
    kind: 'group',
    name: task.file_name || task.task_name,
    createdAt: formatDateTime(task.create_time),
    state,
    statusText: statusText('group', task.status, state),
    progress: state === 'generating' ? generating : state === 'done' ? { mode: 'value', value: 100 } : { mode: 'none' },
    downloadUrl: url,
    groupId: null,
    subTasks: (task.tasks ?? []).filter((t) => t.is_delete !== 1).map((t) => subTaskRow(t, task.task_group_id, upstreamOrigin)),
    actions: baseActions(state, url),
  }
}

/** Common export: name or file_name (irrank / matrix fall back), create_time or ctime, file_url or url. */
export function examTaskRow(task: ExamTask, upstreamOrigin: string): TaskRow {
  const state = examTaskState(task.status)
  const url = state === 'done' ? toDownloadUrl(task.file_url || task.url, upstreamOrigin) : null
  const hasProgress = typeof task.progress === 'number'
  return {
    id: task.taskid,
    kind: 'exam',
    name: fileNameText(task.file_name) || tableName(task.name),
    createdAt: formatDateTime(task.create_time ?? task.ctime),
    state,
    statusText: statusText('exam', task.status, state),
    progress: state === 'generating' ? (hasProgress ? { mode: 'value', value: percent(task.progress) } : { mode: 'spinner' }) : state === 'done' ? { mode: 'value', value: 100 } : { mode: 'none' },
    downloadUrl: url,
    groupId: null,
    subTasks: [],
    actions: baseActions(state, url),
  }
}

/**
 * Custom (norm): status 3 or 4 a full ring (success, error); below 3 the client's simulated progress;
 * failed or invalid (above 3) offers 重新下载 (downloadAgain); the file is outcome[0].
 */
export function normRow(task: NormTask, upstreamOrigin: string): TaskRow {
  const state = normState(task.status)
  const url = state === 'done' ? toDownloadUrl(task.outcome[0], upstreamOrigin) : null
  const progress: TaskProgress =
    task.status === 3 ? { mode: 'ring', tone: 'success' } : task.status === 4 ? { mode: 'ring', tone: 'error' } : task.status < 3 ? { mode: 'simulated', schedule: 'custom' } : { mode: 'none' }
  const actions: TaskAction[] = task.status > 3 ? ['downloadAgain', 'delete'] : baseActions(state, url)
  return {
    id: task.taskid || task.tid,
    kind: 'norm',
    name: task.name,
    createdAt: formatDateTime(task.ctime),
    state,
    statusText: statusText('norm', task.status, state),
    progress,
    downloadUrl: url,
    groupId: task.groupid || null,
    subTasks: [],
    actions,
  }
}

/**
 * Report: 0 pending and 5 processing show a spinner (5 with the scheduler's count when it has one,
 * else the three-phase simulation); 1 completed downloads; 3 failed offers retry and manual package.
 */
export function reportRow(task: ReportTask, upstreamOrigin: string): TaskRow {
  const state = reportState(task.status)
  const url = state === 'done' ? toDownloadUrl(task.file_url, upstreamOrigin) : null
  const scheduler = task.process?.taskScheduler
  let progress: TaskProgress = { mode: 'none' }
  if (task.status === 0) progress = { mode: 'spinner' }
  else if (task.status === 5) {
    progress = scheduler && scheduler.taskTotalCount > 0
      ? { mode: 'value', value: Math.floor((100 * scheduler.taskDoneCount) / scheduler.taskTotalCount) }
      : { mode: 'simulated', schedule: 'report' }
  } else if (state === 'done') progress = { mode: 'value', value: 100 }
  const actions: TaskAction[] = task.status === 3 ? ['retry', 'package', 'delete'] : baseActions(state, url)
  return {
    id: task.id,
    kind: 'report',
    name: task.name,
    createdAt: formatDateTime(task.create_time),
    state,
    // A failed task says why when the renderer said (a page never ready, Chromium gone …); else 生成失败.
    statusText: task.status === 3 && task.fail_msg ? task.fail_msg : statusText('report', task.status, state),
    progress,
    downloadUrl: url,
    groupId: null,
    subTasks: [],
    actions,
  }
}
