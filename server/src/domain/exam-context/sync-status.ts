import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { SyncStatus } from '@report/contracts/upstream/exam'

/** spec 1 §4 "Sync: for scale 2 and org not 2, the sync status is fetched". */
export function needsSyncCheck(scale: number, org: number): boolean {
  return scale === 2 && org !== 2
}

export const SYNC_WARNING = '部分科目成绩尚未同步完成，当前分析数据可能不准确'
export const SYNC_DONE = '已完成'

/**
 * spec 1 §4: "if isSync, proceed; otherwise a dialog lists papers with 'done' or 'synced / published'
 * counts"; §2 other dialogs: published and unpublished subjects, the warning, wait-for-sync and
 * view-analysis buttons.
 */
export function syncDialog(status: SyncStatus | null): ExamContext['syncDialog'] {
  if (!status || status.isSync) return null
  return {
    warning: SYNC_WARNING,
    papers: status.papers.map((p) => ({
      subject: p.subject,
      published: p.isPublish,
      status: p.isPublish ? SYNC_DONE : `${p.syncSchoolCount} / ${p.publishSchoolCount}`,
    })),
    waitLabel: '等待同步',
    viewLabel: '查看分析',
  }
}

/** The exam is still syncing (the session flag isSync 'false' of spec 1 §2 breadcrumb). */
export function isSyncing(status: SyncStatus | null): boolean {
  return status !== null && !status.isSync
}
