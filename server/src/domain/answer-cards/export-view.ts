import type { AnswerCardTaskRow, StudentFileCheckView } from '@report/contracts/bff/answer-cards'
import type { TaskAction, TaskRow, TaskTab } from '@report/contracts/bff/tasks'
import type { AnswerPicsTask, StudentFileCheck } from '@report/contracts/upstream/answer-cards'
import type { Paper } from '@report/contracts/upstream/exam'
import { toDownloadUrl } from '../tasks/download-url.ts'
import { PROGRESS_REFRESH_MS, TAB_LABELS, TASK_REFRESH_MS } from '../tasks/panel.ts'
import { examTaskState, STATUS_TEXT } from '../tasks/task-status.ts'
import { formatDateTime } from '@report/contracts/format/date-time'

const SHOWN_CLASSES = 3

/**
 * An answer-pics task as a row of the export page. Its statuses read as the common export's (spec 3
 * §4: 0 or 5 generating, 1 done, 2 expired, 3 failed, any other invalid); a failed or expired task may
 * be run again (restartJob).
 */
export function answerCardTaskRow(task: AnswerPicsTask, papers: readonly Paper[], upstreamOrigin: string): AnswerCardTaskRow {
  const state = examTaskState(task.status)
  const subjects = task.pindexes.map((p) => papers.find((x) => x.pindex === p)?.subject ?? `科目${p}`)
  const classes = task.groups.map((g) => g.className)
  const classText = classes.length > SHOWN_CLASSES ? `${classes.slice(0, SHOWN_CLASSES).join('、')} 等 ${classes.length} 个班` : classes.join('、')
  return {
    id: task.taskid,
    name: task.name,
    createdAt: formatDateTime(task.create_time),
    state,
    statusText: STATUS_TEXT[state],
    progress: state === 'done' ? 100 : state === 'generating' ? Math.max(0, Math.min(99, task.progress)) : 0,
    scope: [classText, subjects.join('、'), `${task.total} 张`, ...(task.stuFileName ? [`名单：${task.stuFileName}`] : [])].filter(Boolean).join(' · '),
    downloadUrl: state === 'done' ? toDownloadUrl(task.file_url, upstreamOrigin) : null,
    canRestart: state === 'failed' || state === 'expired',
  }
}

/**
 * An answer-pics task as a row of the download panel (issue 20: the exports show in the panel too).
 * Statuses as the common export's (spec 3 §4); generating shows the upstream's percentage; done
 * downloads the zip; failed or expired offers 重试 (restartJob); every row deletes.
 */
export function answerCardPanelRow(task: AnswerPicsTask, upstreamOrigin: string): TaskRow {
  const state = examTaskState(task.status)
  const url = state === 'done' ? toDownloadUrl(task.file_url, upstreamOrigin) : null
  const actions: TaskAction[] = state === 'done' && url ? ['download', 'delete'] : state === 'failed' || state === 'expired' ? ['retry', 'delete'] : ['delete']
  return {
    id: task.taskid,
    kind: 'answerCard',
    name: task.name,
    createdAt: formatDateTime(task.create_time),
    state,
    statusText: STATUS_TEXT[state],
    progress: state === 'generating' ? { mode: 'value', value: Math.max(0, Math.min(100, task.progress)) } : state === 'done' ? { mode: 'value', value: 100 } : { mode: 'none' },
    downloadUrl: url,
    groupId: null,
    subTasks: [],
    actions,
  }
}

/**
 * The panel's 答题卡 tab of `exam` and its refresh: 2 s while a task generates (its bar follows the
 * upstream), else 60 s. Its delete and retry carry the exam, as the upstream's answer-pics calls need it.
 */
export function answerCardPanelTab(tasks: readonly AnswerPicsTask[], upstreamOrigin: string, exam: TaskTab['actionParams']): { tab: TaskTab; refreshMs: number } {
  const rows = tasks.map((t) => answerCardPanelRow(t, upstreamOrigin))
  const actionParams: TaskTab['actionParams'] = {}
  for (const key of ['examid', 'org', 'grade'] as const) if (exam[key]) actionParams[key] = exam[key]
  return {
    tab: { kind: 'answerCard', label: TAB_LABELS.answerCard, follow: 'none', rows, emptyText: '暂无任务', error: null, actionParams },
    refreshMs: rows.some((r) => r.state === 'generating') ? PROGRESS_REFRESH_MS : TASK_REFRESH_MS,
  }
}

/** The check result of an uploaded student file, said plainly. */
export function studentFileCheckView(check: StudentFileCheck): StudentFileCheckView {
  const missing = check.total - check.matched - check.duplicates
  const parts = [`共 ${check.total} 行`, `匹配 ${check.matched} 名学生`]
  if (check.duplicates > 0) parts.push(`${check.duplicates} 行重复`)
  if (missing > 0) parts.push(`${missing} 行未找到`)
  return {
    fileId: check.fileId,
    fileName: check.fileName,
    summary: parts.join('，'),
    matched: check.matched,
    unmatched: check.unmatched,
    usable: check.matched > 0,
  }
}
