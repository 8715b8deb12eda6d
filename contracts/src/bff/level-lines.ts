import { Type, type Static } from 'typebox'

// The grade-band settings dialog (spec 2 §3, §4, §7): GET /report/bff/level-lines (settings and the
// band table), POST /report/bff/level-lines/calc (isRtcal true: recalculated, not saved), POST
// /report/bff/level-lines (isRtcal false: saved; answers the recalculated view and the statistics).

const Value = Type.Union([Type.Number(), Type.Null()])

export const LevelLinesRowSchema = Type.Object({
  /** 'totalScore' or the pindex. */
  key: Type.String({ maxLength: 12 }),
  pindex: Type.Integer(),
  subject: Type.String(),
  fullScore: Type.Number(),
  studentCount: Type.Integer(),
  custom: Type.Boolean(),
  scores: Type.Array(Value, { maxItems: 8 }),
  scales: Type.Array(Value, { maxItems: 8 }),
  ranks: Type.Array(Value, { maxItems: 8 }),
  /** 'error' when the calculation of this row failed (the disabled cells show it). */
  error: Type.Union([Type.String(), Type.Null()]),
})
export type LevelLinesRow = Static<typeof LevelLinesRowSchema>

export const LevelLinesSettingsSchema = Type.Object({
  mode: Type.Integer({ minimum: 1, maximum: 3 }),
  rule: Type.Integer({ minimum: 0, maximum: 3 }),
  names: Type.Array(Type.String({ maxLength: 16 }), { maxItems: 8 }),
  rows: Type.Array(LevelLinesRowSchema, { maxItems: 30 }),
})
export type LevelLinesSettings = Static<typeof LevelLinesSettingsSchema>

export const LevelLinesViewSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  settings: LevelLinesSettingsSchema,
  isDefault: Type.Boolean(),
  /** Band table (spec 2 §3): a row per band with the students of the total and of each subject. */
  bandTable: Type.Object({
    columns: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
    rows: Type.Array(Type.Object({ name: Type.String(), counts: Type.Record(Type.String(), Type.Integer()) })),
  }),
  modeOptions: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String() })),
  ruleLabels: Type.Record(Type.String(), Type.String()),
})
export type LevelLinesView = Static<typeof LevelLinesViewSchema>

export const LevelLinesCalcBodySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Integer({ minimum: -1, maximum: 2 }),
  settings: LevelLinesSettingsSchema,
})
export type LevelLinesCalcBody = Static<typeof LevelLinesCalcBodySchema>

/** The statistics payload of spec 2 §7, built on confirm. */
export const LevelLinesStatisticsSchema = Type.Object({
  exam_id: Type.String(),
  student_count: Type.Integer(),
  subject_count: Type.Integer(),
  subject_student_count: Type.Record(Type.String(), Type.Integer()),
  level_count: Type.Integer(),
  level_mode: Type.Integer(),
  level_default: Type.Boolean(),
  custom_subject: Type.Array(Type.String()),
  subject_score: Type.Record(Type.String(), Type.Array(Value)),
  level_names: Type.Array(Type.String()),
})
export type LevelLinesStatistics = Static<typeof LevelLinesStatisticsSchema>

export const LevelLinesSavedSchema = Type.Object({ view: LevelLinesViewSchema, statistics: LevelLinesStatisticsSchema })
export type LevelLinesSaved = Static<typeof LevelLinesSavedSchema>
