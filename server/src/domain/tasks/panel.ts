import type { TaskFollow, TaskKind, TaskPanelView, TaskRow, TaskTab, TaskVersions } from '@report/contracts/bff/tasks'
import { HIDDEN_WHEN_EMBEDDED } from '@report/contracts/rules/download-tasks'

/** spec 3 §9: the Excel export limit; the common export list is empty at or under it. */
export const EXCEL_EXPORT_LIMIT = 5000
/** spec 3 §9: task list refresh interval. */
export const TASK_REFRESH_MS = 60_000
/**
 * While a task generates with the upstream's own percentage, the list is read at the simulation's
 * tick (spec 3 §4: 2 s) so the bar follows the upstream as it reports, instead of sitting at its
 * first reading until the 60 s refresh jumps it to 100 % (issue 15 item 13).
 */
export const PROGRESS_REFRESH_MS = 2_000

/** panelRefreshMs(rows) = 2 s while any row generates with an upstream percentage, else 60 s. */
export function panelRefreshMs(rows: readonly TaskRow[]): number {
  return rows.some((r) => r.state === 'generating' && r.progress.mode === 'value') ? PROGRESS_REFRESH_MS : TASK_REFRESH_MS
}

export const TAB_LABELS: Readonly<Record<TaskKind, string>> = {
  group: '一键下载',
  exam: '常用报表',
  norm: '自定义表格',
  report: '导出报告',
  answerCard: '答题卡',
}

/** spec 3 §2: custom tables and export reports are not shown in embedded mode. */
export function panelKinds(embedded: boolean): TaskKind[] {
  const kinds: TaskKind[] = ['group', 'exam', 'norm', 'report']
  return embedded ? kinds.filter((kind) => !HIDDEN_WHEN_EMBEDDED.includes(kind)) : kinds
}

/** spec 3 §2, §5: the common export (Excel) list is empty when the exam's studentCount is at or under the limit. */
export function showsExcelTasks(studentCount: number | null): boolean {
  return studentCount === null || studentCount > EXCEL_EXPORT_LIMIT
}

/** spec 3 §2: no polling on pages under these (the spec's paths, and the routes they are here). */
export const NO_POLL_PATHS: readonly string[] = [
  '/report/total',
  '/report/knowledge',
  '/report/subject',
  '/report/student',
  '/report/exam/total',
  '/report/exam/knowledge',
  '/report/exam/subject',
  '/report/exam/student',
]

/**
 * spec 3 §4: custom tasks are followed through storage (a reload keeps waiting for them); the other
 * lists' tasks from one refresh to the next.
 */
export function panelFollow(kind: TaskKind): TaskFollow {
  return kind === 'norm' ? 'stored' : 'refresh'
}

export function pendingStorageKey(userId: string): string {
  return `report.download-tasks.pending.${userId}`
}

export interface PanelInput {
  userId: string
  embedded: boolean
  versions: TaskVersions
  rows: Partial<Record<TaskKind, TaskRow[]>>
  /** Lists that failed to load: their message (the tab shows it, the others still render). */
  errors: Partial<Record<TaskKind, string>>
}

export function toTaskPanelView(input: PanelInput): TaskPanelView {
  const tabs: TaskTab[] = panelKinds(input.embedded).map((kind) => ({
    kind,
    label: TAB_LABELS[kind],
    follow: panelFollow(kind),
    rows: input.rows[kind] ?? [],
    emptyText: '暂无任务',
    error: input.errors[kind] ?? null,
    actionParams: {},
  }))
  return {
    title: '下载任务',
    tabs,
    versions: input.versions,
    footerTip: '任务完成后将自动下载，请勿关闭当前页面',
    refreshMs: panelRefreshMs(tabs.flatMap((t) => t.rows)),
    noPollPaths: [...NO_POLL_PATHS],
    pendingStorageKey: pendingStorageKey(input.userId),
    confirmDelete: { title: '确认信息', text: '确定要删除该导出任务：{name}吗？', confirm: '确认', cancel: '取消' },
  }
}
