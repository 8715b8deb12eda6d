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

const StepProperty = {
  step: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1000, description: 'segment width; default 10 for a paper, 50 for 总分' })),
}

/** POST /api/v4/exam/segment/studentCount — 分数段: half-open [a, a+step), the full score folded into the top segment. */
export const SegmentsRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...StepProperty,
  level: Type.Optional(UnitLevelSchema),
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: 'default 0 (总分)' })),
})
export type SegmentsRequest = Static<typeof SegmentsRequestSchema>

export const SEGMENTS_SORT_KEYS = ['roster', 'total'] as const

/** Segments from the top down: [lower, upper), the top one [lower, W]. */
export const SegmentBoundSchema = Type.Object({ lower: Type.Number(), upper: Type.Number() })

export const SegmentRowSchema = Type.Object({
  group: GroupRefSchema,
  /** Students with a score. */
  total: Type.Integer(),
  /** Per segment, top down: students inside, students inside or above, and count / total. */
  counts: Type.Array(Type.Integer()),
  cumulative: Type.Array(Type.Integer()),
  shares: Type.Array(NullableNumber),
})
export type SegmentRow = Static<typeof SegmentRowSchema>
/** The counts per segment are promised (spec 2 §7 exam segments); running totals and shares of the group's total are derived when absent. */
withDerived(SegmentRowSchema, ['cumulative', 'shares'])

export const SegmentsDataSchema = Type.Object({
  paper: PaperRefSchema,
  step: Type.Number(),
  segments: Type.Array(SegmentBoundSchema),
  ...GroupRowsProperties(SegmentRowSchema),
})
export type SegmentsData = Static<typeof SegmentsDataSchema>
/** The step, when absent, is the width of a segment above the lowest (which may be [0, start) of a 起始分), or of the lowest when there are two. */
withDerived(SegmentsDataSchema, ['step'])
export const SegmentsResponseSchema = Envelope(SegmentsDataSchema)

/** POST /api/v4/exam/segment/studentInfo — the students of one segment (by its lower bound), or of it and above (cumulative). Answers DrillData. */
export const SegmentDrillRequestSchema = Type.Object({
  ...DrillProperties,
  ...StepProperty,
  lower: Type.Number({ minimum: 0 }),
  cumulative: Type.Optional(Type.Boolean()),
})
export type SegmentDrillRequest = Static<typeof SegmentDrillRequestSchema>
