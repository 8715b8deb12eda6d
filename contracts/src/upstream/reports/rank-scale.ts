import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import {
  DrillProperties,
  GroupRefSchema,
  GroupRowsProperties,
  NullableNumber,
  PagingProperties,
  PaperRefSchema,
  ReportBaseProperties,
  SortProperties,
  UnitLevelSchema,
} from './common.ts'
import { withDerived } from './derived.ts'

export const RANK_SCOPES = ['all', 'county', 'school'] as const
export type RankScope = (typeof RANK_SCOPES)[number]

const ScaleProperties = {
  cutoffs: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 1_000_000 }), { minItems: 1, maxItems: 20, description: 'rising rank cut-offs; default 50/100/200/500/1000' })),
  rankScope: Type.Optional(Type.Enum([...RANK_SCOPES], { description: 'which rank the bands read; default all' })),
}

/** POST /report/analysis/v1/exam/scale/table — 名次段 (byRankScale): per group the students inside each rank band (cut_{b−1} < rank ≤ cut_b) and up to each cut-off. */
export const RankScaleRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...ScaleProperties,
  level: Type.Optional(UnitLevelSchema),
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: 'default 0 (总分)' })),
})
export type RankScaleRequest = Static<typeof RankScaleRequestSchema>

export const RANK_SCALE_SORT_KEYS = ['roster', 'total'] as const

export const RankScaleRowSchema = Type.Object({
  group: GroupRefSchema,
  /** Ranked students of the group. */
  total: Type.Integer(),
  counts: Type.Array(Type.Integer()),
  cumulative: Type.Array(Type.Integer()),
  shares: Type.Array(NullableNumber),
  cumulativeShares: Type.Array(NullableNumber),
})
export type RankScaleRow = Static<typeof RankScaleRowSchema>
/** The counts per rank band are promised (spec 2 §7 rankscale); running totals and shares are derived when absent. */
withDerived(RankScaleRowSchema, ['cumulative', 'shares', 'cumulativeShares'])

export const RankScaleDataSchema = Type.Object({
  paper: PaperRefSchema,
  cutoffs: Type.Array(Type.Integer()),
  rankScope: Type.Enum([...RANK_SCOPES], { default: 'all', description: 'not promised: the request default' }),
  ...GroupRowsProperties(RankScaleRowSchema),
})
export type RankScaleData = Static<typeof RankScaleDataSchema>
export const RankScaleResponseSchema = Envelope(RankScaleDataSchema)

/** POST /report/analysis/v1/exam/scale/drill — the students of band `band` (0-based; cumulative: rank ≤ cutoffs[band]). Answers DrillData. */
export const RankScaleDrillRequestSchema = Type.Object({
  ...DrillProperties,
  ...ScaleProperties,
  band: Type.Integer({ minimum: 0, maximum: 19 }),
  cumulative: Type.Optional(Type.Boolean()),
})
export type RankScaleDrillRequest = Static<typeof RankScaleDrillRequestSchema>
