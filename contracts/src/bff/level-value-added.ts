import { Type, type Static } from 'typebox'
import { LevelAccessSchema, LevelExamItemSchema } from './level-score.ts'

// Value-added evaluation (level/fogang, fxtype 6): GET /report/bff/value-added, GET
// /report/bff/value-added/entries, POST /report/bff/value-added.

export const ValueAddedExamSchema = LevelExamItemSchema
export type ValueAddedExam = Static<typeof ValueAddedExamSchema>

/**
 * GET /value-added/entries?examid&org: the entry exams the chosen exit exam may be paired with (earlier
 * exams of its cohort, by key examid:org), the default first: the cohort's latest comparable one (not a
 * class test, every subject). Asked for the chosen exam only, as the transformation's bases are.
 */
export const ValueAddedEntriesSchema = Type.Object({ entries: Type.Array(Type.String()) })
export type ValueAddedEntries = Static<typeof ValueAddedEntriesSchema>

export const ValueAddedPageSchema = Type.Object({
  access: LevelAccessSchema,
  exams: Type.Array(ValueAddedExamSchema),
  listError: Type.Union([Type.String(), Type.Null()]),
  emptyNotice: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
})
export type ValueAddedPage = Static<typeof ValueAddedPageSchema>

const Ref = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: -1, maximum: 2 }) })
export const ValueAddedBodySchema = Type.Object({ entry: Ref, exit: Ref, pindex: Type.Integer({ minimum: 0, maximum: 99 }) })
export type ValueAddedBody = Static<typeof ValueAddedBodySchema>

export const ValueAddedResultSchema = Type.Object({
  /** The upstream's refusal (not the same cohort …), or null. */
  message: Type.Union([Type.String(), Type.Null()]),
  result: Type.Union([
    Type.Object({
      title: Type.String(),
      subjects: Type.Array(Type.Object({ pindex: Type.Integer(), subject: Type.String() })),
      pindex: Type.Integer(),
      matched: Type.Integer(),
      classes: Type.Array(Type.Object({ rank: Type.Integer(), name: Type.String(), school: Type.String(), count: Type.Integer(), value: Type.String() })),
      students: Type.Array(
        Type.Object({ rank: Type.Integer(), name: Type.String(), className: Type.String(), entry: Type.String(), exit: Type.String(), value: Type.String() }),
      ),
      truncated: Type.Boolean(),
    }),
    Type.Null(),
  ]),
})
export type ValueAddedResult = Static<typeof ValueAddedResultSchema>
