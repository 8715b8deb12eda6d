import type { MergePreview } from '@report/contracts/bff/custom-merge'
import type { MergePlanData } from '@report/contracts/upstream/custom-merge'

// What the examMerge page shows before confirming (issue 18): each subject with the exams that have
// it, and the conflicts in words — a subject in several exams (the user picks whose scores stay) and
// students found in some exams only (未考 in the others' subjects).

/** Students in some exams only that the page lists by name. */
export const PARTIAL_SHOWN = 100

export function toMergePreview(plan: MergePlanData, names: ReadonlyMap<string, string>): MergePreview {
  const nameOf = (id: string) => names.get(id) ?? id
  const doubled = plan.subjects.filter((s) => s.sources.length > 1)
  const conflicts = [
    ...doubled.map((s) => `“${s.subject}”在${s.sources.map((id) => `“${nameOf(id)}”`).join('和')}中都有成绩，请选择保留哪一场的成绩`),
    ...(plan.partialCount > 0 ? [`${plan.partialCount} 名学生只参加了部分考试，未参加的考试科目记为未考`] : []),
  ]
  return {
    subjects: plan.subjects.map((s) => ({ subject: s.subject, fullScore: s.manfen, sources: s.sources.map((id) => ({ examid: id, name: nameOf(id) })), conflict: s.sources.length > 1 })),
    students: plan.students,
    partial: plan.partial.slice(0, PARTIAL_SHOWN).map((p) => ({ xuehao: p.xuehao, name: p.name, className: p.className, missingFrom: p.missingFrom.map(nameOf).join('、') })),
    partialCount: plan.partialCount,
    conflicts,
  }
}
