import type { ImportRecordView, Preview } from '@report/contracts/bff/custom-import'
import type { ImportRecord } from '@report/contracts/upstream/custom-import'
import { PROBLEM_LABELS, type ImportClass, type ImportProblem, type ProblemKind, type RowCheck } from '@report/contracts/validators/custom-import'
import { dashboardPath } from '../exams/to-exam-list-item.ts'
import { formatDateTime } from '@report/contracts/format/date-time'

// What the import's preview and records pages show (issue 18): counts by kind, the first problems
// (the .xlsx has them all), the first rows as they will be imported, and one summary line.

/** Problems shown on the page; the download lists every one. */
export const PREVIEW_PROBLEMS = 500
export const PREVIEW_ROWS = 10
/** Characters of a cell the upload's sample and the preview echo (a cell may hold CUSTOM_IMPORT_LIMITS.maxCellChars). */
export const ECHO_CELL_CHARS = 200

/** echoCell(text) = the text, cut to ECHO_CELL_CHARS characters with … when longer. */
export function echoCell(text: string): string {
  return text.length <= ECHO_CELL_CHARS ? text : `${text.slice(0, ECHO_CELL_CHARS - 1)}…`
}

const KIND_ORDER = Object.keys(PROBLEM_LABELS) as ProblemKind[]

export function problemCounts(check: Pick<RowCheck, 'kindCounts'>): { kind: string; label: string; count: number }[] {
  return KIND_ORDER.filter((k) => (check.kindCounts[k] ?? 0) > 0).map((kind) => ({ kind, label: PROBLEM_LABELS[kind], count: check.kindCounts[kind]! }))
}

/** The problem list's last line when the check counted more problems than it kept (problem-tally.ts). */
export const unlistedText = (n: number): string => `另有 ${n} 条问题未列出：请先按以上问题修改文件（同类问题一并改正）后重新上传`

/** A score as the preview prints it: 未考 for null. */
const scoreText = (x: number | null) => (x === null ? '未考' : String(x))

/** What the roster check found (import-check.ts ImportCheck.roster); null: no roster to check against. */
export type RosterFindings = { warnings: readonly ImportProblem[]; counts: ReturnType<typeof problemCounts> } | null

export const NO_ROSTER_NOTE = '未能读取学校的学籍名单，没有核对学号和姓名，请自行确认学号与姓名无误。'

/** The summary's sentence on the roster check: how many rows to check and why, by kind. */
function rosterSentence(roster: NonNullable<RosterFindings>): string {
  if (roster.warnings.length === 0) return '学号和姓名都与学籍一致'
  const rows = new Set(roster.warnings.map((w) => w.row)).size
  return `其中 ${rows} 行请对照学籍核对（${roster.counts.map((c) => `${c.label} ${c.count}`).join('，')}），这些行仍会导入`
}

/**
 * toPreview(check, …) = the preview: with no problem, "共 N 行，全部可以导入"; with some, "共 N 行，M 行有问题，
 * 确认导入时将跳过这些行（K 行将被导入）"; with no valid row, that nothing can be imported; then, when
 * there are importable rows, what the roster check found (rows to check by kind, or that all agree).
 */
export function toPreview(
  check: RowCheck,
  subjects: readonly { subject: string; fullScore: number; questionCount: number }[],
  classes: readonly ImportClass[],
  problemsHref: string,
  roster: RosterFindings = null,
): Preview {
  const total = check.rows.length + check.badRows
  const names = new Map(classes.map((c) => [c.id, c.name]))
  const base =
    check.rows.length === 0
      ? `共 ${total} 行，每一行都有问题，没有可导入的成绩，请修改文件或列的对应关系`
      : check.badRows === 0
        ? `共 ${total} 行，全部可以导入`
        : `共 ${total} 行，其中 ${check.badRows} 行有问题，确认导入时将跳过这些行（${check.rows.length} 行将被导入）`
  const summary = roster && check.rows.length > 0 ? `${base}；${rosterSentence(roster)}` : base
  return {
    totalRows: total,
    validRows: check.rows.length,
    badRows: check.badRows,
    problemCount: check.problemCount,
    counts: problemCounts(check),
    problems: check.problems.slice(0, PREVIEW_PROBLEMS).map((p) => ({ ...p, column: echoCell(p.column), value: echoCell(p.value) })),
    problemsHref: check.problems.length > 0 || (roster?.warnings.length ?? 0) > 0 ? problemsHref : null,
    warnings: roster ? roster.warnings.slice(0, PREVIEW_PROBLEMS).map((w) => ({ ...w, column: echoCell(w.column), value: echoCell(w.value) })) : [],
    warningCount: roster?.warnings.length ?? 0,
    warningCounts: roster?.counts ?? [],
    rosterNote: roster ? null : NO_ROSTER_NOTE,
    sample: check.rows.slice(0, PREVIEW_ROWS).map((r) => ({ row: r.row, xuehao: echoCell(r.xuehao), name: echoCell(r.name), className: names.get(r.classId) ?? r.classId, scores: r.scores.map(scoreText) })),
    subjects: [...subjects],
    summary,
  }
}

export function toImportRecordView(r: ImportRecord): ImportRecordView {
  const labels = PROBLEM_LABELS as Record<string, string>
  const problems = r.problems.filter((p) => p.count > 0).map((p) => `${labels[p.kind] ?? p.kind} ${p.count}`)
  return {
    taskid: r.taskid,
    fileName: r.fileName,
    examName: r.examName,
    grade: r.grade,
    time: formatDateTime(r.ctime),
    totalRows: r.totalRows,
    importedRows: r.importedRows,
    skippedRows: r.skippedRows,
    problems: problems.length > 0 ? problems.join('，') : '无',
    dashboardHref: r.examid ? dashboardPath({ examid: r.examid, org: r.org, grade: r.grade }) : null,
  }
}
