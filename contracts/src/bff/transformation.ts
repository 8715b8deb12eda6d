import { Type, type Static } from 'typebox'
import { LevelAccessSchema } from './level-score.ts'

// Score transformation (score/transformation, 等值转换): GET /report/bff/transformation, GET
// /report/bff/transformation/bases, GET /report/bff/transformation/result, POST /report/bff/transformation.

export const TransformationExamSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  date: Type.String(),
  cohortKey: Type.String(),
  papers: Type.Array(Type.Object({ pindex: Type.Integer(), subject: Type.String() })),
  status: Type.String({ description: '已转换（基准：…）or 未转换' }),
  hasResult: Type.Boolean(),
})
export type TransformationExam = Static<typeof TransformationExamSchema>

export const TransformationPageSchema = Type.Object({
  access: LevelAccessSchema,
  exams: Type.Array(TransformationExamSchema),
  listError: Type.Union([Type.String(), Type.Null()]),
  emptyNotice: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
})
export type TransformationPage = Static<typeof TransformationPageSchema>

/**
 * GET /transformation/bases?examid&org: the exams the chosen one may be converted onto (its cohort's other
 * exams, by key examid:org), the default first: the cohort's latest comparable exam (not a class test,
 * every subject of this one). Asked for the chosen exam only: listed for every exam of the page, a city's
 * 1,824 exams made the page 9.3 MB.
 */
export const TransformationBasesSchema = Type.Object({ bases: Type.Array(Type.String()) })
export type TransformationBases = Static<typeof TransformationBasesSchema>

export const TransformationBodySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Integer({ minimum: -1, maximum: 2 }),
  baseExamid: Type.String({ minLength: 1, maxLength: 64 }),
  baseOrg: Type.Integer({ minimum: -1, maximum: 2 }),
  papers: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 }),
})
export type TransformationBody = Static<typeof TransformationBodySchema>

export const TransformationResultSchema = Type.Object({
  message: Type.Union([Type.String(), Type.Null()]),
  result: Type.Union([
    Type.Object({
      title: Type.String(),
      base: Type.String(),
      unmatched: Type.Array(Type.String()),
      papers: Type.Array(
        Type.Object({
          subject: Type.String(),
          summary: Type.String(),
          rows: Type.Array(Type.Object({ raw: Type.Number(), count: Type.Integer(), percentile: Type.String(), equivalent: Type.String() })),
        }),
      ),
    }),
    Type.Null(),
  ]),
})
export type TransformationResult = Static<typeof TransformationResultSchema>
