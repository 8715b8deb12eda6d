import { Type, type Static } from 'typebox'

// View models of the grade-level scoring pages (spec 2 §2, §4): GET /report/bff/level-score (the
// page), GET /report/bff/level-score/exam (one exam's subjects and rule presets), POST
// /report/bff/level-score/generate. Access is decided by the BFF (spec 2 §6).

/** Whether the user may use the grade-scoring tools, and the notice to show when not. */
export const LevelAccessSchema = Type.Object({
  allowed: Type.Boolean(),
  reason: Type.Union([Type.Literal('ok'), Type.Literal('student'), Type.Literal('edition'), Type.Literal('module')]),
  notice: Type.Union([Type.String(), Type.Null()]),
})
export type LevelAccess = Static<typeof LevelAccessSchema>

export const LevelExamItemSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  grade: Type.String(),
  date: Type.String({ description: 'YYYY/MM/DD' }),
  typeName: Type.String(),
  studentCount: Type.Integer(),
  /** Exams of one cohort share it (value-added pairs exams by it). */
  cohortKey: Type.String(),
  subjects: Type.Array(Type.String()),
})
export type LevelExamItem = Static<typeof LevelExamItemSchema>

export const LevelTableRowSchema = Type.Object({ rate: Type.String(), min: Type.String(), max: Type.String() })
export type LevelTableRow = Static<typeof LevelTableRowSchema>

export const LevelScorePageSchema = Type.Object({
  access: LevelAccessSchema,
  /** Type 6 left out, newest first; the first is the one selected on entry. */
  exams: Type.Array(LevelExamItemSchema),
  /** '获取考试列表失败' when the list could not be fetched. */
  listError: Type.Union([Type.String(), Type.Null()]),
  /** The 'no matching exams' notice when the list is empty. */
  emptyNotice: Type.Union([Type.String(), Type.Null()]),
  levelCount: Type.Integer(),
  defaultTable: Type.Array(LevelTableRowSchema),
  texts: Type.Object({ confirm: Type.String(), generating: Type.String(), zeroInclude: Type.String(), zeroExclude: Type.String() }),
})
export type LevelScorePage = Static<typeof LevelScorePageSchema>

export const LevelExamQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
})
export type LevelExamQuery = Static<typeof LevelExamQuerySchema>

export const LevelPresetSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  available: Type.Boolean(),
  note: Type.Union([Type.String(), Type.Null()]),
  /** The rows the preset puts in the table (an equal start and end is a fixed score). */
  rows: Type.Array(LevelTableRowSchema),
  subjects: Type.Array(
    Type.Object({
      pindex: Type.Integer(),
      subject: Type.String(),
      hasRule: Type.Boolean(),
      /** '该科目没有赋分规则' when it has none. */
      message: Type.Union([Type.String(), Type.Null()]),
      levels: Type.Array(Type.Object({ level: Type.Integer(), name: Type.String(), percent: Type.Number(), score: Type.String(), cumulative: Type.Integer() })),
    }),
  ),
})
export type LevelPreset = Static<typeof LevelPresetSchema>

export const LevelScoreExamSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  subjects: Type.Array(
    Type.Object({
      pindex: Type.Integer(),
      subject: Type.String(),
      fullScore: Type.Number(),
      studentCount: Type.Integer(),
      selectable: Type.Boolean(),
      /** Selected when the exam is chosen: every subject except the total. */
      selected: Type.Boolean(),
      note: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  presets: Type.Array(LevelPresetSchema),
  /**
   * The school's 等级赋分 defaults for this exam (its published gradingScore setting, issue 19): the preset
   * the table starts from (presets' id, or 'default13' for the 13-level table) and whether zeros count.
   * Absent: the 13-level table, zeros included.
   */
  defaults: Type.Optional(Type.Object({ presetId: Type.String(), includeZero: Type.Boolean() })),
})
export type LevelScoreExam = Static<typeof LevelScoreExamSchema>

export const LevelScoreGenerateBodySchema = Type.Object({
  examid: Type.String({ maxLength: 64 }),
  org: Type.Integer({ minimum: -1, maximum: 2 }),
  pindexs: Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 50 }),
  rows: Type.Array(LevelTableRowSchema, { maxItems: 100 }),
  includeZero: Type.Boolean(),
  /** The source exam's grade, for the new exam's dashboard link. */
  grade: Type.Optional(Type.String({ maxLength: 16 })),
})
export type LevelScoreGenerateBody = Static<typeof LevelScoreGenerateBodySchema>

export const LevelScoreGenerateResultSchema = Type.Object({
  /** Null when the upstream answered a non-zero code: the indicator closes, nothing else shows. */
  created: Type.Union([
    Type.Object({ examid: Type.String(), org: Type.Integer(), dashboardHref: Type.String(), prompt: Type.String() }),
    Type.Null(),
  ]),
})
export type LevelScoreGenerateResult = Static<typeof LevelScoreGenerateResultSchema>
