import type { MergePreview } from '@report/contracts/bff/custom-merge'
import type { MergePlanData } from '@report/contracts/upstream/custom-merge'

// What the examMerge page shows before confirming (issue 18): each subject with the exams that have
// it, and the conflicts in words — a subject in several exams (the user picks whose scores stay) and
// students found in some exams only (未考 in the others' subjects). Issue 31 item 2: the words name the
// consequence of the 总分 rule (rules/total-score.ts) — those students get no 总分 — and how many
// students the merged exam will rank on 总分.

/** Students in some exams only that the page lists by name. */
export const PARTIAL_SHOWN = 100

/** Who the merged exam ranks on 总分: the students with every subject, the rest 未考 for 总分. */
function totalLine(withTotal: number, students: number, subjects: number, choices: boolean): string {
  const kept = choices ? '（按各科默认保留的成绩计，改选后可能变化）' : ''
  if (withTotal === students) return `合并后 ${students} 名学生 ${subjects} 科都有成绩，都计算总分${kept}`
  return `合并后只有 ${withTotal} 名学生 ${subjects} 科都有成绩、计算总分；其余 ${students - withTotal} 名学生缺少部分科目成绩，总分记为未考${kept}`
}

export function toMergePreview(plan: MergePlanData, names: ReadonlyMap<string, string>): MergePreview {
  const nameOf = (id: string) => names.get(id) ?? id
  const doubled = plan.subjects.filter((s) => s.sources.length > 1)
  const conflicts = [
    ...doubled.map((s) => `“${s.subject}”在${s.sources.map((id) => `“${nameOf(id)}”`).join('和')}中都有成绩，请选择保留哪一场的成绩`),
    ...(plan.partialCount > 0 ? [`${plan.partialCount} 名学生只参加了部分考试：未参加的考试科目记为未考，这些学生不计总分（总分记为未考，不参与总分的平均分、各率和排名），已考科目仍计入各科统计`] : []),
    ...(plan.withTotal !== undefined ? [totalLine(plan.withTotal, plan.students, plan.subjects.length, doubled.length > 0)] : []),
  ]
  return {
    subjects: plan.subjects.map((s) => ({ subject: s.subject, fullScore: s.manfen, sources: s.sources.map((id) => ({ examid: id, name: nameOf(id) })), conflict: s.sources.length > 1 })),
    students: plan.students,
    partial: plan.partial.slice(0, PARTIAL_SHOWN).map((p) => ({ xuehao: p.xuehao, name: p.name, className: p.className, missingFrom: p.missingFrom.map(nameOf).join('、') })),
    partialCount: plan.partialCount,
    conflicts,
  }
}
