import type { TaskKind, TaskState } from '@report/contracts/bff/tasks'

/**
 * spec 3 §4 "Status meaning by task kind", as implemented:
 *
 * | kind                | generating            | done | expired | failed | invalid              |
 * |---------------------|-----------------------|------|---------|--------|----------------------|
 * | one-click (group)   | 0, 5                  | 1    | 2       | 3      | any other (4 …)      |
 * | common (exam)       | 0, 5                  | 1    | 2       | 3      | any other (4 …)      |
 * | one-click sub-task  | 0                     | 1    | 2       | 3      | any other            |
 * | custom (norm)       | below 3 (1 queued, 2) | 3    | —       | 4      | above 4 (5 …)        |
 * | report              | 0 pending, 5 running  | 1    | —       | 3      | any other            |
 * | answer cards        | 0, 5                  | 1    | 2       | 3      | any other (as common) |
 */
export type StatusTable = (status: number) => TaskState

export const groupState: StatusTable = (s) => (s === 0 || s === 5 ? 'generating' : s === 1 ? 'done' : s === 2 ? 'expired' : s === 3 ? 'failed' : 'invalid')

export const examTaskState: StatusTable = groupState

export const subTaskState: StatusTable = (s) => (s === 0 ? 'generating' : s === 1 ? 'done' : s === 2 ? 'expired' : s === 3 ? 'failed' : 'invalid')

export const normState: StatusTable = (s) => (s < 3 ? 'generating' : s === 3 ? 'done' : s === 4 ? 'failed' : 'invalid')

export const reportState: StatusTable = (s) => (s === 0 || s === 5 ? 'generating' : s === 1 ? 'done' : s === 3 ? 'failed' : 'invalid')

export const STATE_BY_KIND: Readonly<Record<TaskKind, StatusTable>> = {
  group: groupState,
  exam: examTaskState,
  norm: normState,
  report: reportState,
  answerCard: examTaskState,
}

export const STATUS_TEXT: Readonly<Record<TaskState, string>> = {
  generating: '生成中',
  done: '已完成',
  expired: '已过期',
  failed: '生成失败',
  invalid: '已失效',
}

/** A report task waiting for the PDF renderer (status 0) reads 等待生成; while it prints (5), 生成中. */
export const REPORT_PENDING_TEXT = '等待生成'

export function statusText(kind: TaskKind, status: number, state: TaskState): string {
  if (kind === 'report' && status === 0) return REPORT_PENDING_TEXT
  return STATUS_TEXT[state]
}
