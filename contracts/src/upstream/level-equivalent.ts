import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { ExamMakerFields } from './exam.ts'
import { LenientDate } from './facts/lenient-fields.ts'

// Score transformation (等值转换, route score/transformation): spec 2 §7 "Score conversion". The spec
// names /pri/v1/exam/list (custom, hasOver, overCus, overLk, gencfg, baseLine), GET
// /obt/v2/exam/equivalent and /mod/v1/exam/equivalent (papers) without bodies; ours are below.

export const EQUIVALENT_PATHS = {
  /** POST {offset?, limit?}: the exams with their conversion state. */
  examList: '/report/pri/v1/exam/list',
  /** GET ?examid&org: the stored conversion's tables. */
  result: '/report/obt/v2/exam/equivalent',
  /** POST {examid, org, baseExamid, baseOrg, papers}: sets (and computes) a conversion. */
  set: '/report/mod/v1/exam/equivalent',
} as const

export const EquivalentCfgSchema = Type.Object({
  baseExamid: Type.String(),
  baseOrg: Type.Integer(),
  papers: Type.Array(Type.Integer()),
})
export type EquivalentCfg = Static<typeof EquivalentCfgSchema>

export const EquivalentExamSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  grade: Type.String(),
  cohort: Type.Integer(),
  stage: Type.String(),
  time: LenientDate(),
  type: Type.Integer(),
  studentCount: Type.Integer(),
  papers: Type.Array(Type.Object({ pindex: Type.Integer(), subject: Type.String(), manfen: Type.Number() })),
  /** A custom-analysis exam (org 2). */
  custom: Type.Boolean(),
  /** A conversion has been generated for this exam. */
  hasOver: Type.Boolean(),
  /** Its base is a custom-analysis exam / a joint (联考) exam. */
  overCus: Type.Boolean(),
  overLk: Type.Boolean(),
  gencfg: Type.Union([EquivalentCfgSchema, Type.Null()]),
  baseLine: Type.Union([Type.Object({ examid: Type.String(), org: Type.Integer(), name: Type.String() }), Type.Null()]),
  ...ExamMakerFields,
})
export type EquivalentExam = Static<typeof EquivalentExamSchema>
export const EquivalentExamListDataSchema = Type.Object({ examList: Type.Array(EquivalentExamSchema), total: Type.Integer() })
export type EquivalentExamListData = Static<typeof EquivalentExamListDataSchema>
export const EquivalentExamListResponseSchema = Envelope(EquivalentExamListDataSchema)

export const EquivalentSetBodySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Integer({ minimum: -1, maximum: 2 }),
  baseExamid: Type.String({ minLength: 1, maxLength: 64 }),
  baseOrg: Type.Integer({ minimum: -1, maximum: 2 }),
  papers: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 20 }),
})
export type EquivalentSetBody = Static<typeof EquivalentSetBodySchema>

export const EquivalentQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
})
export type EquivalentQuery = Static<typeof EquivalentQuerySchema>

/** One raw score present in the exam and its equivalent on the base exam's scale. */
export const EquivalentRowSchema = Type.Object({
  raw: Type.Number(),
  /** Students with this raw score. */
  count: Type.Integer(),
  /** Percentile rank in percent: (below + half of equal) / N · 100. */
  percentile: Type.Number(),
  equivalent: Type.Number(),
})
export const EquivalentPaperSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  manfen: Type.Number(),
  basePindex: Type.Integer(),
  baseManfen: Type.Number(),
  takers: Type.Integer(),
  baseTakers: Type.Integer(),
  mean: Type.Number(),
  baseMean: Type.Number(),
  /** Mean of the equivalent scores: equals the base mean up to the discreteness of the scores. */
  equivalentMean: Type.Number(),
  rows: Type.Array(EquivalentRowSchema),
})
export type EquivalentPaper = Static<typeof EquivalentPaperSchema>
export const EquivalentResultSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  base: Type.Object({ examid: Type.String(), org: Type.Integer(), name: Type.String() }),
  papers: Type.Array(EquivalentPaperSchema),
  /** Papers without a counterpart (same subject) in the base exam. */
  unmatched: Type.Array(Type.String()),
})
export type EquivalentResult = Static<typeof EquivalentResultSchema>
export const EquivalentResultResponseSchema = Type.Object({
  code: Type.Integer(),
  msg: Type.Optional(Type.String()),
  data: Type.Union([EquivalentResultSchema, Type.Null()]),
})
export const EquivalentSetResponseSchema = Envelope(Type.Object({ examid: Type.String(), org: Type.Integer() }))
