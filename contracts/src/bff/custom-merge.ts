import { Type, type Static } from 'typebox'
import { CustomAccessSchema } from './custom-access.ts'

// View models of examMerge (issue 18; spec 1 §2 new/custom/examMerge):
// GET  /report/bff/custom/merge            the exams to choose from
// POST /report/bff/custom/merge/preview    the chosen exams → subjects, conflicts, students in some only
// POST /report/bff/custom/merge/confirm    → the merged custom exam and its dashboard

const ExamRef = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }), org: Type.Integer({ minimum: 0, maximum: 2 }) })

/** GET /custom/merge?cohort=&grade=: the exams of one 届次 (default: the newest exam's) and grade ('' every one). */
export const MergePageQuerySchema = Type.Object({
  cohort: Type.Optional(Type.String({ maxLength: 40 })),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
})
export type MergePageQuery = Static<typeof MergePageQuerySchema>

const FilterOption = Type.Object({ value: Type.String(), label: Type.String() })

export const MergePageSchema = Type.Object({
  access: CustomAccessSchema,
  /** The filters the list is under, and what each offers ('' is every one). */
  filters: Type.Object({ cohort: Type.String(), cohorts: Type.Array(FilterOption), grade: Type.String(), grades: Type.Array(FilterOption) }),
  exams: Type.Array(Type.Object({ examid: Type.String(), org: Type.Integer(), name: Type.String(), grade: Type.String(), date: Type.String(), cohortKey: Type.String(), studentCount: Type.Integer(), subjects: Type.Array(Type.String()) })),
  limits: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
})
export type MergePage = Static<typeof MergePageSchema>

export const MergePreviewBodySchema = Type.Object({ exams: Type.Array(ExamRef, { maxItems: 10 }) })
export type MergePreviewBody = Static<typeof MergePreviewBodySchema>

export const MergePreviewSchema = Type.Object({
  subjects: Type.Array(
    Type.Object({
      subject: Type.String(),
      fullScore: Type.Number(),
      /** The exams that have the subject; more than one is a conflict. */
      sources: Type.Array(Type.Object({ examid: Type.String(), name: Type.String() })),
      conflict: Type.Boolean(),
    }),
  ),
  students: Type.Integer(),
  partial: Type.Array(Type.Object({ xuehao: Type.String(), name: Type.String(), className: Type.String(), missingFrom: Type.String() })),
  partialCount: Type.Integer(),
  /** One line per kind of conflict, as the page lists them before confirming. */
  conflicts: Type.Array(Type.String()),
})
export type MergePreview = Static<typeof MergePreviewSchema>

/** POST /custom/merge/preview's answer: the preview and the name the page proposes (short: the first exam's and how many). */
export const MergePreviewViewSchema = Type.Object({ ...MergePreviewSchema.properties, defaultName: Type.String() })
export type MergePreviewView = Static<typeof MergePreviewViewSchema>

export const MergeConfirmBodySchema = Type.Object({
  exams: Type.Array(ExamRef, { maxItems: 10 }),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  choices: Type.Record(Type.String({ maxLength: 20 }), Type.String({ maxLength: 64 })),
})
export type MergeConfirmBody = Static<typeof MergeConfirmBodySchema>

export const MergeResultSchema = Type.Object({ examid: Type.String(), org: Type.Integer(), students: Type.Integer(), dashboardHref: Type.String() })
export type MergeResult = Static<typeof MergeResultSchema>
