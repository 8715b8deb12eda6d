import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import {
  GroupRefSchema,
  GroupRowsProperties,
  NullableNumber,
  PageMetaProperties,
  PagingProperties,
  PaperRefSchema,
  ReportBaseProperties,
  SortProperties,
  UnitLevelSchema,
} from './common.ts'
import { withDerived } from './derived.ts'

export const FACTOR_DIMENSIONS = ['knowledge', 'ability'] as const
export type FactorDimension = (typeof FACTOR_DIMENSIONS)[number]

/** A knowledge point (chapter or leaf) or an ability (能力层级) of a paper, with the items that test it. */
export const FactorPointSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** chapter | leaf for knowledge points; ability for abilities. */
  kind: Type.Enum(['chapter', 'leaf', 'ability'], { default: 'leaf', description: 'not promised: a point without a kind is a leaf' }),
  parentId: Type.Optional(Type.String()),
  /** Σ full score of the items tagged with it. */
  full: Type.Number(),
  questions: Type.Array(Type.String({ description: 'qid' }), { default: [] }),
})
export type FactorPoint = Static<typeof FactorPointSchema>

/**
 * POST /report/obt/v1/matrix/paper/knowledge/factors (knowledge points) and …/paper/qabilities/factors
 * (abilities) — mastery = Σ scored / Σ full over the items tagged with a point, per group; units of `level`
 * paged in catalogue order.
 */
export const FactorsRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  pindex: Type.Integer({ minimum: 1, maximum: 99 }),
  level: Type.Optional(UnitLevelSchema),
})
export type FactorsRequest = Static<typeof FactorsRequestSchema>

export const FactorRowSchema = Type.Object({ group: GroupRefSchema, count: Type.Integer(), mastery: Type.Array(NullableNumber) })
export type FactorRow = Static<typeof FactorRowSchema>

export const FactorsDataSchema = Type.Object({
  paper: PaperRefSchema,
  dimension: Type.Enum([...FACTOR_DIMENSIONS]),
  points: Type.Array(FactorPointSchema),
  ...GroupRowsProperties(FactorRowSchema),
})
export type FactorsData = Static<typeof FactorsDataSchema>
export const FactorsResponseSchema = Envelope(FactorsDataSchema)

/**
 * POST /report/obt/v1/matrix/paper/knowledge/students and /report/obt/jzpy/matrix/paper/qabilities/student/factors —
 * mastery per student in view (or in group tgkey), paged and sorted like a ranking.
 */
export const StudentFactorsRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  pindex: Type.Integer({ minimum: 1, maximum: 99 }),
  tgkey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type StudentFactorsRequest = Static<typeof StudentFactorsRequestSchema>

export const StudentFactorRowSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  xuehao: Type.String(),
  classId: Type.String({ default: '' }),
  class: Type.String(),
  schoolId: Type.String({ default: '' }),
  absent: Type.Boolean(),
  score: NullableNumber,
  mastery: Type.Array(NullableNumber),
})
/** 未考 is read from the score when absent. */
withDerived(StudentFactorRowSchema, ['absent'])

export const StudentFactorsDataSchema = Type.Object({
  paper: PaperRefSchema,
  dimension: Type.Enum([...FACTOR_DIMENSIONS]),
  points: Type.Array(FactorPointSchema),
  ...PageMetaProperties,
  items: Type.Array(StudentFactorRowSchema),
})
export type StudentFactorsData = Static<typeof StudentFactorsDataSchema>
export const StudentFactorsResponseSchema = Envelope(StudentFactorsDataSchema)
