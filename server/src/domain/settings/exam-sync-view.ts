import type { ExamSyncView } from '@report/contracts/bff/settings-sync'
import type { SyncDetail, SyncExam } from '@report/contracts/upstream/settings-sync'
import { SYNC_DONE } from '../exam-context/sync-status.ts'
import { dashboardPath } from '../exams/to-exam-list-item.ts'
import { SCHOOL_WIDE_NOTICES } from '../school-wide/school-wide-writes.ts'
import { formatDate } from '@report/contracts/format/date-time'

// /examSync (spec 1 §2 score synchronisation; §3 sync status; spec 2 §4 the dialog's 'done' or
// 'synced / published' counts, the same words here as in the dialog).

export const EXAM_SYNC_TEXTS = {
  student: '学生账号无法使用成绩同步',
  none: '暂无需要同步成绩的联考',
  started: '已开始从阅卷同步成绩，同步完成后各报告自动更新',
  running: '成绩正在同步中，请稍候',
  synced: '该考试成绩已全部同步',
} as const

/** While a sync moves, the page asks again this often. */
export const SYNC_REFRESH_MS = 1500

const ref = (e: { examid: string; org: number }) => `${e.examid}:${e.org}`

/** chooseSyncExam(exams, asked) = the exam asked for when listed, else the first not yet synced, else the first. */
export function chooseSyncExam(exams: readonly SyncExam[], asked: string | null): SyncExam | null {
  return exams.find((e) => ref(e) === asked) ?? exams.find((e) => !e.isSync) ?? exams[0] ?? null
}

const mean = (x: number | null) => (x === null ? '--' : x.toFixed(2))
const moved = (before: string, after: string) => (before === after ? after : `${before} → ${after}`)

/**
 * syncChanges(result) = what a finished sync changed (issue 33 item 1: the dashboard's figures looked the
 * same after a sync, and the warning matched nothing the user could see): per paper and for 总分, the
 * schools and students with a score and the mean, before → after; and one sentence of the scores added.
 * Null until the sync started here is done.
 */
export function syncChanges(result: SyncDetail['result']): NonNullable<ExamSyncView['exam']>['changes'] {
  if (!result?.after) return null
  const after = new Map(result.after.map((f) => [f.pindex, f]))
  const rows = result.before.flatMap((b) => {
    const a = after.get(b.pindex)
    if (!a) return []
    const row = { subject: b.subject, schools: moved(String(b.schools), String(a.schools)), students: moved(String(b.students), String(a.students)), mean: moved(mean(b.mean), mean(a.mean)) }
    return [{ ...row, moved: row.schools.includes('→') || row.students.includes('→') || row.mean.includes('→') }]
  })
  const papers = result.before.filter((b) => b.pindex !== 0)
  const added = papers.reduce((n, b) => n + Math.max(0, (after.get(b.pindex)?.students ?? b.students) - b.students), 0)
  const filled = papers.filter((b) => (after.get(b.pindex)?.students ?? b.students) > b.students)
  const schools = Math.max(0, ...filled.map((b) => (after.get(b.pindex)?.schools ?? b.schools) - b.schools))
  const summary =
    added === 0
      ? '本次同步没有新增成绩，各报告的数据与同步前相同'
      : `本次同步为 ${filled.length} 个科目补入 ${added} 条学生成绩${schools > 0 ? `（最多一科新增 ${schools} 所学校）` : ''}，各报告已按同步后的成绩重新计算`
  return { summary, rows }
}

/**
 * toExamSyncView(exams, chosen, detail, writer) = the page. Starting a sync and adding scores are
 * school-wide writes: a user below the school's manager (writer false) sees the state and the notice.
 */
export function toExamSyncView(exams: readonly SyncExam[], chosen: SyncExam | null, detail: SyncDetail | null, writer: boolean): ExamSyncView {
  const base = {
    allowed: true,
    notice: exams.length === 0 ? EXAM_SYNC_TEXTS.none : null,
    exams: exams.map((e) => ({ value: ref(e), label: `${formatDate(e.time)} ${e.name}${e.isSync ? '（已同步）' : '（未同步）'}` })),
    selected: chosen ? ref(chosen) : null,
  }
  if (!chosen || !detail) return { ...base, exam: null, refreshMs: null }
  const published = detail.papers.filter((p) => p.isPublish).length
  const state = detail.isSync ? '已同步' : detail.running ? '同步中' : '未同步'
  return {
    ...base,
    exam: {
      examid: chosen.examid,
      org: chosen.org,
      name: detail.name,
      isSync: detail.isSync,
      running: detail.running,
      state,
      summary: `已发布 ${published} / ${detail.papers.length} 科`,
      papers: detail.papers.map((p) => ({ subject: p.subject, published: p.isPublish, status: p.isPublish ? SYNC_DONE : `${p.syncSchoolCount} / ${p.publishSchoolCount}` })),
      schools: detail.schools.map((s) => ({ name: s.name, status: s.syncedPapers === s.totalPapers ? SYNC_DONE : `${s.syncedPapers} / ${s.totalPapers} 科`, done: s.syncedPapers === s.totalPapers })),
      canStart: writer && detail.isRoot && !detail.isSync && !detail.running,
      dashboardHref: dashboardPath({ examid: chosen.examid, org: chosen.org, grade: chosen.grade }),
      addDataHref: writer ? `/report/examSync/addData?${new URLSearchParams({ examid: chosen.examid, org: String(chosen.org) }).toString()}` : null,
      changes: syncChanges(detail.result),
      notice: writer ? null : SCHOOL_WIDE_NOTICES.sync,
    },
    refreshMs: detail.running ? SYNC_REFRESH_MS : null,
  }
}

export function refusedSyncView(notice: string): ExamSyncView {
  return { allowed: false, notice, exams: [], selected: null, exam: null, refreshMs: null }
}
