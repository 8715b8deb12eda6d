// Issue 15 item 11: the exam's head showed 参考人数 3,957 (every school of a joint exam) while the
// page's tables, scoped to the user, showed 817 + 4 未考 under the same words. The head says whose
// count it is when the user sees only part of the exam.

export interface StudentCountView {
  label: string
  /** Why the page's own figures are smaller, or null when the user sees every student. */
  note: string | null
}

/** studentCountView(total, visible) = 全体参考人数 with a note when the schools in view hold fewer than the exam's total; else 参考人数. */
export function studentCountView(total: number, visibleStudents: number): StudentCountView {
  if (total > 0 && visibleStudents > 0 && visibleStudents < total) {
    return { label: '全体参考人数', note: `全部参考学校合计；下方统计为您可查看的范围（${visibleStudents.toLocaleString('zh-CN')} 人）` }
  }
  return { label: '参考人数', note: null }
}
