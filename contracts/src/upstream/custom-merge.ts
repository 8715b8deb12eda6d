import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { ExamMakerFields } from './exam.ts'
import { LenientDate } from './facts/lenient-fields.ts'

// Merging exams of one cohort into one custom exam by student number (issue 18 examMerge; spec 1 §2
// new/custom/examMerge, spec 2 §7 "/mod/v1/custom": matrix-info, paper-stat, exam-task). The spec names
// the calls, not their bodies; these are the reference upstream's.

export const CUSTOM_MERGE_PATHS = {
  /** POST {} → the exams the account may merge, newest first */
  exams: '/report/mod/v1/custom/matrix-info',
  /** POST {exams} → what a merge would make: subjects with their sources, students present in some only */
  plan: '/report/mod/v1/custom/paper-stat',
  /** POST {exams, name, choices} → the merged custom exam */
  create: '/report/mod/v1/custom/exam-task',
} as const

export const MergeExamRefSchema = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: 0, maximum: 2 }) })
export type MergeExamRef = Static<typeof MergeExamRefSchema>

export const MergeableExamSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  grade: Type.String(),
  time: LenientDate(),
  /** Exams of one cohort share it. */
  cohortKey: Type.String(),
  studentCount: Type.Integer(),
  subjects: Type.Array(Type.String()),
  ...ExamMakerFields,
})
export type MergeableExam = Static<typeof MergeableExamSchema>
export const MergeableExamsDataSchema = Type.Object({ exams: Type.Array(MergeableExamSchema) })
export type MergeableExamsData = Static<typeof MergeableExamsDataSchema>
export const MergeableExamsResponseSchema = Envelope(MergeableExamsDataSchema)

export const MergePlanRequestSchema = Type.Object({ exams: Type.Array(MergeExamRefSchema, { minItems: 2, maxItems: 10 }) })
export type MergePlanRequest = Static<typeof MergePlanRequestSchema>

export const MergePlanDataSchema = Type.Object({
  /** Each subject of the merge and the exams that have it (more than one: a conflict the user resolves). */
  subjects: Type.Array(Type.Object({ subject: Type.String(), manfen: Type.Number(), sources: Type.Array(Type.String()) })),
  students: Type.Integer(),
  /** Students found in some of the exams only, by 学号, with the exams they are missing from. */
  partial: Type.Array(Type.Object({ xuehao: Type.String(), name: Type.String(), className: Type.String(), missingFrom: Type.Array(Type.String()) })),
  partialCount: Type.Integer(),
  /**
   * Students the merged exam gives a 总分 (a score in every merged subject, rules/total-score.ts) when
   * each subject keeps its first exam's scores. Absent: the platform does not say.
   */
  withTotal: Type.Optional(Type.Integer({ minimum: 0 })),
})
export type MergePlanData = Static<typeof MergePlanDataSchema>
export const MergePlanResponseSchema = Envelope(MergePlanDataSchema)

export const MergeCreateRequestSchema = Type.Object({
  exams: Type.Array(MergeExamRefSchema, { minItems: 2, maxItems: 10 }),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  /** For a subject in several exams, the exam whose scores the merge keeps (default: the first). */
  choices: Type.Record(Type.String({ maxLength: 20 }), Type.String({ maxLength: 64 })),
})
export type MergeCreateRequest = Static<typeof MergeCreateRequestSchema>
export const MergeCreateDataSchema = Type.Object({ examid: Type.String(), org: Type.Integer(), grade: Type.String(), students: Type.Integer() })
export type MergeCreateData = Static<typeof MergeCreateDataSchema>
export const MergeCreateResponseSchema = Envelope(MergeCreateDataSchema)
