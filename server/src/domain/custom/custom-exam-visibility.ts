// Who sees a custom exam (issue 30; DESIGN.md: "a user's own artefacts (custom exams, tables,
// comparisons, diagnoses) are visible to their maker and whom the maker shares them with").
//
// The rule: an exam of org 2 (spec 1 §3: 2 = custom analysis source — an import, a merge of exams, a
// level-score conversion) belongs to its maker, the user whose id is the exam's `userid` (spec 1 §3).
// It is seen by the maker and by the users whose ids the maker put in `sharedWith`, and by no one else:
// not the maker's school manager, not a bureau above the school, not a student whose scores are in its
// rows. An org-2 exam whose maker the upstream does not state is seen by no one. Exams of org 0 and 1
// are the platform's: this rule says nothing of them (the scope rules of spec 1 §6 do, upstream).
//
// It holds for every list, picker, page, table, drill and export: lists drop what the viewer may not
// see (visibleExamsOf), and a request that names an exam by id is refused before its view runs
// (plugins/custom-exam-gate.ts).

/** spec 1 §3 Exam org: 2 = custom analysis source. */
export const CUSTOM_EXAM_ORG = 2

export interface ExamOwnership {
  org: number
  /** The maker's user id (spec 1 §3 userid). */
  userid?: string | undefined
  /** The user ids the maker shared the exam with. */
  sharedWith?: readonly string[] | undefined
}

/** customExamVisible(e, v) = e is not a custom exam, or v made it, or v is one of those it was shared with. */
export function customExamVisible(exam: ExamOwnership, viewerId: string): boolean {
  if (exam.org !== CUSTOM_EXAM_ORG) return true
  if (viewerId === '') return false
  if (exam.userid !== undefined && exam.userid === viewerId) return true
  return exam.sharedWith?.includes(viewerId) ?? false
}

/** The items of an exam list the viewer may see, in their order. */
export function visibleExamsOf<T extends ExamOwnership>(items: readonly T[], viewerId: string): T[] {
  return items.filter((item) => customExamVisible(item, viewerId))
}
