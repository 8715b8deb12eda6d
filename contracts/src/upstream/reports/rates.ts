import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import {
  DrillProperties,
  GroupRefSchema,
  GroupRowsProperties,
  NullableInteger,
  NullableNumber,
  PagingProperties,
  PaperRefSchema,
  ReportBaseProperties,
  SortProperties,
  UnitLevelSchema,
} from './common.ts'
import { withDerived } from './derived.ts'

/** Lines of 优秀/良好/及格 (x ≥ line) and 低分 (x < line); ratios of the full score (mode ratio, default) or scores. */
export const RateLinesSchema = Type.Object({
  excellent: Type.Number({ minimum: 0 }),
  good: Type.Number({ minimum: 0 }),
  pass: Type.Number({ minimum: 0 }),
  low: Type.Number({ minimum: 0 }),
})
export type RateLinesInput = Static<typeof RateLinesSchema>

/** A paper's lines as scores, the ones its rates were counted with (the published settings version's). */
export const PaperLineScoresSchema = Type.Object({ pindex: Type.Integer(), ...RateLinesSchema.properties })
export type PaperLineScores = Static<typeof PaperLineScoresSchema>

export const RATE_KINDS = ['excellent', 'good', 'pass', 'low'] as const
export type RateKind = (typeof RATE_KINDS)[number]

/** Line settings of a rate call: lineMode + lines for every paper (default 85 %/70 %/60 %/40 % of W), paperLines per paper on top. */
export const RateSettingsProperties = {
  lineMode: Type.Optional(Type.Enum(['ratio', 'score'])),
  lines: Type.Optional(RateLinesSchema),
  paperLines: Type.Optional(
    Type.Array(Type.Object({ pindex: Type.Integer({ minimum: 0, maximum: 99 }), lineMode: Type.Optional(Type.Enum(['ratio', 'score'])), lines: RateLinesSchema }), { maxItems: 100 }),
  ),
}
export type RateSettings = { lineMode?: 'ratio' | 'score'; lines?: RateLinesInput; paperLines?: { pindex: number; lineMode?: 'ratio' | 'score'; lines: RateLinesInput }[] }

/** POST /api/v4/exam/rates — 三率 (优秀/良好/及格, and 低分) per paper and group; units of `level` paged. */
export const RatesRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...RateSettingsProperties,
  level: Type.Optional(UnitLevelSchema),
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: 'one paper; absent: 总分 and every paper' })),
})
export type RatesRequest = Static<typeof RatesRequestSchema>

/** Sort keys: the share of a rate on paper sort.pindex, or roster / total. */
export const RATES_SORT_KEYS = ['roster', 'total', 'excellent', 'good', 'pass', 'low'] as const

export const RateCellSchema = Type.Object({
  count: Type.Integer(),
  /** count / totalCount; null when nobody sat. */
  rate: NullableNumber,
  /** Competition rank of the rate among the exam's groups of the same level (低分: fewer is better); null for all/lkall. */
  rank: NullableInteger,
})
/** Spec 2 §3 three-rate: count and rank are promised; the rate is count / totalCount when absent. */
withDerived(RateCellSchema, ['rate'])

export const PaperRatesSchema = Type.Object({
  pindex: Type.Integer(),
  /** The lines as scores. */
  lines: Type.Union([RateLinesSchema, Type.Null()], { default: null, description: 'not promised: null when not stated' }),
  totalCount: Type.Integer(),
  excellent: RateCellSchema,
  good: RateCellSchema,
  pass: RateCellSchema,
  low: RateCellSchema,
})
export type PaperRates = Static<typeof PaperRatesSchema>

export const RatesRowSchema = Type.Object({ group: GroupRefSchema, rates: Type.Array(PaperRatesSchema) })
export type RatesRow = Static<typeof RatesRowSchema>

/** One 班级类型 of the school in focus and the rates of its students together (see ClassTypeStatsSchema). */
export const ClassTypeRatesSchema = Type.Object({ name: Type.String(), classes: Type.Array(Type.String()), rates: Type.Array(PaperRatesSchema) })
export type ClassTypeRates = Static<typeof ClassTypeRatesSchema>

export const RatesDataSchema = Type.Object({
  papers: Type.Array(PaperRefSchema),
  ...GroupRowsProperties(RatesRowSchema),
  /** Only with a school in focus, level class, and class types published for the exam; absent otherwise. */
  classTypes: Type.Optional(Type.Array(ClassTypeRatesSchema)),
})
export type RatesData = Static<typeof RatesDataSchema>
export const RatesResponseSchema = Envelope(RatesDataSchema)

/** POST /api/v4/exam/rate/studentInfo — the students of one rate cell (group tgkey, paper pindex, rate). Answers DrillData. */
export const RateDrillRequestSchema = Type.Object({ ...DrillProperties, ...RateSettingsProperties, rate: Type.Enum([...RATE_KINDS]) })
export type RateDrillRequest = Static<typeof RateDrillRequestSchema>
