import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

// Grade-band settings (档次设置) of spec 2 §3 and §7: GET the exam's settings, POST set-mod-level-lines
// (path not shown in the spec; ours below). Lines are keyed by 'totalScore' and by paper pindex.

export const LEVEL_LINES_PATHS = {
  /** GET ?examid&org: the saved settings, the subjects and each band's student counts. */
  cfg: '/report/obt/v1/exam/level-lines/cfg',
  /** POST ?examid&org {isRtcal, mode, rule, names, lines}: isRtcal true computes only, false saves. */
  set: '/report/mod/v1/exam/level-lines',
} as const

const Value = Type.Union([Type.Number(), Type.Null()])

export const LevelLineEntrySchema = Type.Object({
  pindex: Type.Integer({ description: '0 for totalScore' }),
  rule: Type.Integer({ minimum: 0, maximum: 3 }),
  is_custom: Type.Boolean(),
  names: Type.Optional(Type.Array(Type.String())),
  scores: Type.Array(Value, { maxItems: 8 }),
  scales: Type.Array(Value, { maxItems: 8 }),
  ranks: Type.Array(Value, { maxItems: 8 }),
})
export type LevelLineEntry = Static<typeof LevelLineEntrySchema>

export const LevelLinesQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
})
export type LevelLinesQuery = Static<typeof LevelLinesQuerySchema>

export const LevelLinesSetBodySchema = Type.Object({
  isRtcal: Type.Boolean(),
  mode: Type.Integer({ minimum: 1, maximum: 3 }),
  rule: Type.Integer({ minimum: 0, maximum: 3 }),
  names: Type.Array(Type.String({ maxLength: 6 }), { minItems: 1, maxItems: 8 }),
  lines: Type.Record(Type.String({ pattern: '^(totalScore|[0-9]{1,3})$' }), LevelLineEntrySchema),
})
export type LevelLinesSetBody = Static<typeof LevelLinesSetBodySchema>

/** What the calculation gives per row: the three views of the lines, or the error of a failed rule. */
export const LevelLineResultSchema = Type.Object({
  rule: Type.Integer(),
  scores: Type.Array(Value),
  scales: Type.Array(Value),
  ranks: Type.Array(Value),
  error: Type.Union([Type.String(), Type.Null()]),
})
export type LevelLineResult = Static<typeof LevelLineResultSchema>
export const LevelLinesSetDataSchema = Type.Object({ lines: Type.Record(Type.String(), LevelLineResultSchema) })
export type LevelLinesSetData = Static<typeof LevelLinesSetDataSchema>
export const LevelLinesSetResponseSchema = Envelope(LevelLinesSetDataSchema)

export const LevelLinesSubjectSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  studentCount: Type.Integer(),
  manfen: Type.Number(),
})
export type LevelLinesSubject = Static<typeof LevelLinesSubjectSchema>

export const LevelLinesCfgDataSchema = Type.Object({
  lN: Type.Integer({ minimum: 1, maximum: 8 }),
  mode: Type.Integer(),
  rule: Type.Integer(),
  names: Type.Array(Type.String()),
  /** Whether these are the defaults (nothing saved yet). */
  isDefault: Type.Boolean(),
  /** The subjects, the total first with pindex 0. */
  subjects: Type.Array(LevelLinesSubjectSchema),
  lines: Type.Record(Type.String(), Type.Object({ ...LevelLineEntrySchema.properties, error: Type.Union([Type.String(), Type.Null()]) })),
  /** Students per band and row key, highest band first (band b: line_b ≤ x < line_{b−1}). */
  counts: Type.Record(Type.String(), Type.Array(Type.Integer())),
})
export type LevelLinesCfgData = Static<typeof LevelLinesCfgDataSchema>
export const LevelLinesCfgResponseSchema = Envelope(LevelLinesCfgDataSchema)
