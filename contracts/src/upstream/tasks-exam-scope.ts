import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

/**
 * An exam's export settings (spec 3 §7, /obt/v1/exam/scope/rates, /segments, /rank-scales): the
 * lines, segment steps and rank bands the one-click tables use. GET reads (query examid, org), POST
 * saves (body with examid, org). The exam-config page edits them.
 */

export const ExamScopeQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
})
export type ExamScopeQuery = Static<typeof ExamScopeQuerySchema>

export const RateLinesSchema = Type.Object({
  excellent: Type.Number({ minimum: 0 }),
  good: Type.Number({ minimum: 0 }),
  pass: Type.Number({ minimum: 0 }),
  low: Type.Number({ minimum: 0 }),
})

/** Lines as shares of the full score (ratio, 0–1). */
export const ScopeRatesSchema = Type.Object({ lines: RateLinesSchema })
export type ScopeRates = Static<typeof ScopeRatesSchema>

/** Segment steps in points: per subject and for the total. */
export const ScopeSegmentsSchema = Type.Object({
  subjectStep: Type.Integer({ minimum: 1, maximum: 100 }),
  totalStep: Type.Integer({ minimum: 1, maximum: 300 }),
})
export type ScopeSegments = Static<typeof ScopeSegmentsSchema>

/** Rank bands (名次段, ascending cut-offs) and share bands (按比例, percents of the cohort, ascending). */
export const ScopeRankScalesSchema = Type.Object({
  ranks: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 12 }),
  scales: Type.Array(Type.Integer({ minimum: 1, maximum: 100 }), { minItems: 1, maxItems: 12 }),
})
export type ScopeRankScales = Static<typeof ScopeRankScalesSchema>

export const ScopeRatesResponseSchema = Envelope(ScopeRatesSchema)
export const ScopeSegmentsResponseSchema = Envelope(ScopeSegmentsSchema)
export const ScopeRankScalesResponseSchema = Envelope(ScopeRankScalesSchema)

const examRef = { examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: -1, maximum: 2 }) }
export const ScopeRatesSaveSchema = Type.Object({ ...examRef, ...ScopeRatesSchema.properties })
export const ScopeSegmentsSaveSchema = Type.Object({ ...examRef, ...ScopeSegmentsSchema.properties })
export const ScopeRankScalesSaveSchema = Type.Object({ ...examRef, ...ScopeRankScalesSchema.properties })
export type ScopeRatesSave = Static<typeof ScopeRatesSaveSchema>
export type ScopeSegmentsSave = Static<typeof ScopeSegmentsSaveSchema>
export type ScopeRankScalesSave = Static<typeof ScopeRankScalesSaveSchema>
