import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { DrillProperties, GroupRefSchema, NullableNumber, PageMetaProperties, PagingProperties, PaperRefSchema, ReportBaseProperties, UnitLevelSchema, UnpromisedNumber } from './common.ts'
import { QuestionRefSchema } from './matrix.ts'

/** A question with its statistics over one group (analytics.md, "Question statistics"). */
export const QuestionStatsSchema = Type.Object({
  ...QuestionRefSchema.properties,
  /** Students present. */
  count: Type.Integer(),
  mean: NullableNumber,
  /** Mean / item full (the score rate; the correct rate for objective items). */
  difficulty: UnpromisedNumber(),
  /** 27 % groups ranked on the paper score. */
  discrimination: UnpromisedNumber(),
  /** Pearson r between item and paper score. */
  itemTotalR: UnpromisedNumber(),
  fullCount: Type.Integer({ default: 0 }),
  zeroCount: Type.Integer({ default: 0 }),
})
export type QuestionStats = Static<typeof QuestionStatsSchema>

const QualityProperties = {
  ...ReportBaseProperties,
  ...PagingProperties,
  pindex: Type.Integer({ minimum: 1, maximum: 99 }),
  tgkey: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'group the statistics run over; default all' })),
  level: Type.Optional(UnitLevelSchema),
}

/**
 * POST /api/v4/exam/quesQuality — 命题质量: every question of a paper with its statistics over group tgkey,
 * and the score rate of each question per unit of `level` in view (paged units, catalogue order).
 */
export const QuesQualityRequestSchema = Type.Object(QualityProperties)
export type QuesQualityRequest = Static<typeof QuesQualityRequestSchema>

export const UnitScoreRatesSchema = Type.Object({ group: GroupRefSchema, count: Type.Integer(), scoreRates: Type.Array(NullableNumber) })

export const QuesQualityDataSchema = Type.Object({
  paper: PaperRefSchema,
  group: GroupRefSchema,
  questions: Type.Array(QuestionStatsSchema),
  ...PageMetaProperties,
  items: Type.Array(UnitScoreRatesSchema),
})
export type QuesQualityData = Static<typeof QuesQualityDataSchema>
export const QuesQualityResponseSchema = Envelope(QuesQualityDataSchema)

/**
 * POST /api/v4/exam/quesQuality/quesInfo — one question: statistics over tgkey, the option distribution
 * (objective items: share choosing each option among students present, blanks apart), the score
 * distribution, and per unit in view the mean, score rate and option shares.
 */
export const QuesInfoRequestSchema = Type.Object({ ...QualityProperties, qid: Type.String({ minLength: 1, maxLength: 32 }) })
export type QuesInfoRequest = Static<typeof QuesInfoRequestSchema>

/** An option and its takers; its share and whether it is the key are not promised (null, false). */
export const OptionShareSchema = Type.Object({ option: Type.String(), count: Type.Integer(), share: UnpromisedNumber(), isKey: Type.Boolean({ default: false }) })

export const QuesInfoUnitSchema = Type.Object({
  group: GroupRefSchema,
  count: Type.Integer(),
  mean: UnpromisedNumber(),
  scoreRate: UnpromisedNumber(),
  /** Aligned with `options`; empty for a hand-marked item. */
  optionShares: Type.Array(NullableNumber, { default: [] }),
})

export const QuesInfoDataSchema = Type.Object({
  paper: PaperRefSchema,
  group: GroupRefSchema,
  question: QuestionStatsSchema,
  options: Type.Array(OptionShareSchema),
  /** Students present who left the item blank (objective items). */
  blank: Type.Integer({ default: 0 }),
  /** Students present: the base of the option shares. */
  base: Type.Integer({ default: 0 }),
  scores: Type.Array(Type.Object({ score: Type.Number(), count: Type.Integer() }), { default: [] }),
  ...PageMetaProperties,
  items: Type.Array(QuesInfoUnitSchema),
})
export type QuesInfoData = Static<typeof QuesInfoDataSchema>
export const QuesInfoResponseSchema = Envelope(QuesInfoDataSchema)

/** POST /api/v4/exam/quesQuality/students — the students of a group who chose `option` (containing it, for multi) or scored `score` on a question. Answers DrillData. */
export const QuesDrillRequestSchema = Type.Object({
  ...DrillProperties,
  qid: Type.String({ minLength: 1, maxLength: 32 }),
  option: Type.Optional(Type.String({ pattern: '^[A-H]$' })),
  score: Type.Optional(Type.Number({ minimum: 0 })),
})
export type QuesDrillRequest = Static<typeof QuesDrillRequestSchema>
