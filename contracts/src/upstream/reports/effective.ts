import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import {
  DrillProperties,
  GroupRefSchema,
  GroupRowsProperties,
  NullableNumber,
  PagingProperties,
  ReportBaseProperties,
  SortProperties,
  UnitLevelSchema,
  UnpromisedNumber,
} from './common.ts'
import { withDerived } from './derived.ts'

/** The 总分 line: `line` as a score, else `ratio` (percent of students from the top, default 15: the 一档 of the default bands). */
const LineProperties = {
  line: Type.Optional(Type.Number({ minimum: 0 })),
  ratio: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
}

/**
 * POST /api/v4/exam/standardEffective — 有效分 by matching share (analytics.md): r = #(总分 ≥ line)/N; per
 * paper k = ⌊takers·r⌋ and the effective score is the k-th highest; per group 单上线 (paper ≥ effective
 * score), 双上线 (and 总分 ≥ line) and 贡献率 = 双上线 / 总分上线.
 */
export const EffectiveRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...LineProperties,
  level: Type.Optional(UnitLevelSchema),
})
export type EffectiveRequest = Static<typeof EffectiveRequestSchema>
export const EFFECTIVE_SORT_KEYS = ['roster', 'total', 'online', 'onlineRate'] as const

export const EffectivePaperSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  manfen: Type.Number(),
  takers: Type.Integer({ default: 0 }),
  k: Type.Integer({ default: 0 }),
  effectiveScore: NullableNumber,
})

export const EffectiveRowSchema = Type.Object({
  group: GroupRefSchema,
  /** Students with a 总分. */
  total: Type.Integer(),
  /** 总分上线. */
  online: Type.Integer(),
  onlineRate: NullableNumber,
  papers: Type.Array(Type.Object({ pindex: Type.Integer(), single: Type.Integer(), double: Type.Integer(), contribution: UnpromisedNumber() })),
})
export type EffectiveRow = Static<typeof EffectiveRowSchema>
/** The online count is promised; its rate of the group's total is derived when absent. */
withDerived(EffectiveRowSchema, ['onlineRate'])

export const EffectiveDataSchema = Type.Object({
  line: Type.Number(),
  /** The percent of students from the top the line was taken at (asked for, or the published setting's); null: a 总分 given as a score. */
  ratio: UnpromisedNumber(),
  /** #(总分 ≥ line) / N over the exam. */
  share: UnpromisedNumber(),
  online: Type.Integer(),
  students: Type.Integer({ description: 'students with a 总分 in the exam' }),
  papers: Type.Array(EffectivePaperSchema),
  ...GroupRowsProperties(EffectiveRowSchema),
})
export type EffectiveData = Static<typeof EffectiveDataSchema>
export const EffectiveResponseSchema = Envelope(EffectiveDataSchema)

/** POST /api/v4/exam/standardEffective/students — 总分上线 (online), 单上线 or 双上线 students of a group on paper pindex. Answers DrillData. */
export const EffectiveDrillRequestSchema = Type.Object({ ...DrillProperties, ...LineProperties, kind: Type.Enum(['online', 'single', 'double']) })
export type EffectiveDrillRequest = Static<typeof EffectiveDrillRequestSchema>
