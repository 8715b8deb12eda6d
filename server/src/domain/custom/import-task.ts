import type { ImportTaskView } from '@report/contracts/bff/custom-import'
import { CUSTOM_TASK_STATUS, type CustomTask } from '@report/contracts/upstream/custom-task'
import { dashboardPath } from '../exams/to-exam-list-item.ts'
import { formatDateTime } from '@report/contracts/format/date-time'

// A custom-analysis import as the platform's task (/mod/v1/custom/taskinfo, tasks; issue 32). Its
// status counts as the spec's custom (norm) tasks do (spec 3 §4): below 3 still in progress, 3 done,
// 4 failed, anything else invalid — shown as failed, since nothing will come of it.

export type ImportTaskState = ImportTaskView['state']

const LABELS: Record<ImportTaskState, string> = { waiting: '等待上传', running: '导入中', done: '已完成', failed: '导入失败' }

/** taskState(s) = waiting for 0, running for 1 and 2, done for 3, failed for 4 and anything else. */
export function taskState(status: number): ImportTaskState {
  if (status === CUSTOM_TASK_STATUS.waiting) return 'waiting'
  if (status === CUSTOM_TASK_STATUS.queued || status === CUSTOM_TASK_STATUS.importing) return 'running'
  if (status === CUSTOM_TASK_STATUS.done) return 'done'
  return 'failed'
}

function messageOf(task: CustomTask, state: ImportTaskState): string {
  switch (state) {
    case 'waiting':
      return '任务已创建，成绩文件尚未上传'
    case 'running':
      return '正在导入成绩，请稍候'
    case 'done':
      return `${task.importedRows} 行成绩已生成自定义分析${task.skippedRows > 0 ? `，${task.skippedRows} 行有问题已跳过` : ''}`
    case 'failed':
      return task.msg.trim() || (task.status === CUSTOM_TASK_STATUS.failed ? '导入失败，请检查文件后重新导入' : '任务状态异常，请重新导入')
  }
}

/** toImportTaskView(t) = the task as the page shows it: its state, one line about it, and its dashboard once done. */
export function toImportTaskView(task: CustomTask): ImportTaskView {
  const state = taskState(task.status)
  const exam = state === 'done' && task.examid !== '' ? task.examid : null
  return {
    taskid: task.taskid,
    name: task.name,
    grade: task.grade,
    fileName: task.fileName,
    time: task.ctime > 0 ? formatDateTime(task.ctime) : '',
    state,
    stateLabel: LABELS[state],
    message: messageOf(task, state),
    examid: exam,
    org: task.org,
    importedRows: task.importedRows,
    skippedRows: task.skippedRows,
    dashboardHref: exam ? dashboardPath({ examid: exam, org: task.org, grade: task.grade }) : null,
  }
}
