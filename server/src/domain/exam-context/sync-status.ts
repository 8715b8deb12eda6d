import { TOP_ROLE } from '@report/contracts/constants'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { SyncStatus } from '@report/contracts/upstream/exam'

/** spec 1 §4 "Sync: for scale 2 and org not 2, the sync status is fetched". */
export function needsSyncCheck(scale: number, org: number): boolean {
  return scale === 2 && org !== 2
}

export const SYNC_WARNING = '部分科目成绩尚未同步完成，当前分析数据可能不准确'
export const SYNC_DONE = '已完成'

/** Who starts a sync (/examSync): the organiser's administrators and the bureaus above it, not its teachers. */
const SYNC_RUNNERS: ReadonlySet<number> = new Set([TOP_ROLE.cityBureau, TOP_ROLE.countyBureau, TOP_ROLE.schoolAdmin, TOP_ROLE.gradeAdmin])

export const SYNC_RUN_TEXT = '可到「成绩同步」开始同步或补充学校成绩，同步完成后各报告自动更新'
export const SYNC_ASK_TEXT = '成绩同步由考试组织单位的管理员在「成绩同步」中发起，同步完成后各报告自动更新'

/**
 * mayRunSync(status, user) = the user may open /examSync for this exam: the organiser's side (isRoot)
 * in an administrator's role (issue 33 item 1: the dialog led nowhere, /examSync was reached only by
 * typing its address).
 */
export function mayRunSync(status: Pick<SyncStatus, 'isRoot'>, user: { topRole: number; isStudent: boolean }): boolean {
  return status.isRoot && !user.isStudent && SYNC_RUNNERS.has(user.topRole)
}

/** /examSync for the exam. */
export function examSyncHref(examid: string, org: number): string {
  return `/report/examSync?${new URLSearchParams({ examid, org: String(org) }).toString()}`
}

/**
 * spec 1 §4: "if isSync, proceed; otherwise a dialog lists papers with 'done' or 'synced / published'
 * counts"; §2 other dialogs: published and unpublished subjects, the warning, wait-for-sync and
 * view-analysis buttons; and where the sync is run, for those who run it (else who does).
 */
export function syncDialog(status: SyncStatus | null, runner: { href: string } | null = null): ExamContext['syncDialog'] {
  if (!status || status.isSync) return null
  return {
    warning: SYNC_WARNING,
    syncHref: runner?.href ?? null,
    syncNote: runner ? SYNC_RUN_TEXT : SYNC_ASK_TEXT,
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
