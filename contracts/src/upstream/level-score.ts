import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { ExamMakerFields } from './exam.ts'
import { LenientDate, LenientEpochMs } from './facts/lenient-fields.ts'

// Grade-level scoring (等级赋分) calls of spec 2 §7, as the reference upstream answers them. The
// spec names the calls (levelExamList, levelSubjects, levelExamCfgs, lxgkzbNewExam …) without
// paths; ours sit under the xgkzb paths it lists.

export const LEVEL_PATHS = {
  /** levelExamList: POST {offset?, limit?} */
  examList: '/report/obt/v1/xgkzb/exam/list',
  /** levelSubjects: POST {examid, org} */
  subjects: '/report/obt/v1/xgkzb/exam/subjects',
  /** levelExamCfgs: POST {examid, org} — the regional rule tables per subject with cumulative people */
  cfgs: '/report/obt/v1/xgkzb/exam/cfgs',
  /** lxgkzbNewExam: POST ?examid&org {assignPindexs, assignScoreCfgs, isIncludeZero} */
  create: '/report/mod/v1/xgkzb/new-exam',
} as const

/** An exam as the level tools list it: the exam list's fields plus the cohort value-added needs. */
export const LevelExamSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  grade: Type.String(),
  /** 'junior' | 'senior' */
  stage: Type.String(),
  /** Entry year of the cohort (届). */
  cohort: Type.Integer(),
  time: LenientDate(),
  event_time: LenientEpochMs(),
  type: Type.Integer({ description: '6: a generated level-score exam' }),
  typeName: Type.String(),
  fxtype: Type.Integer(),
  scale: Type.Integer(),
  studentCount: Type.Integer(),
  papers: Type.Array(Type.Object({ pindex: Type.Integer(), subject: Type.String(), manfen: Type.Number() })),
  ...ExamMakerFields,
})
export type LevelExam = Static<typeof LevelExamSchema>

export const LevelExamListRequestSchema = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })),
})
export type LevelExamListRequest = Static<typeof LevelExamListRequestSchema>
export const LevelExamListDataSchema = Type.Object({ examList: Type.Array(LevelExamSchema), total: Type.Integer() })
export type LevelExamListData = Static<typeof LevelExamListDataSchema>
export const LevelExamListResponseSchema = Envelope(LevelExamListDataSchema)

export const LevelSubjectSchema = Type.Object({
  /** 0 for the total score. */
  pindex: Type.Integer(),
  subject: Type.String(),
  manfen: Type.Number(),
  /** Students with a score in this paper. */
  studentCount: Type.Integer(),
  isTotal: Type.Boolean(),
})
export type LevelSubject = Static<typeof LevelSubjectSchema>
export const LevelSubjectsDataSchema = Type.Object({ subjects: Type.Array(LevelSubjectSchema) })
export type LevelSubjectsData = Static<typeof LevelSubjectsDataSchema>
export const LevelSubjectsResponseSchema = Envelope(LevelSubjectsDataSchema)

export const LEVEL_RULE_IDS = ['zhejiang', 'shanghai', 'shandong', '3+1+2', 'beijing', 'tianjin', 'xinzhongkao'] as const
export type LevelRuleId = (typeof LEVEL_RULE_IDS)[number]

/** A row of a per-subject rule table (spec 2 §3): proportion, score (one number or a range), cumulative people, level number. */
export const LevelRuleRowSchema = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  percent: Type.Number(),
  score: Type.Union([Type.Number(), Type.Tuple([Type.Number(), Type.Number()])]),
  /** Students in this level and above on this exam's paper. */
  cumulative: Type.Integer(),
})
export type LevelRuleRow = Static<typeof LevelRuleRowSchema>

export const LevelRuleCfgSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** False when the upstream holds no table for the rule (新中考). */
  available: Type.Boolean(),
  note: Type.Union([Type.String(), Type.Null()]),
  /** The rule's own table (percent and score per level), empty when unavailable. */
  levels: Type.Array(Type.Object({ level: Type.Integer(), name: Type.String(), percent: Type.Number(), score: Type.Union([Type.Number(), Type.Tuple([Type.Number(), Type.Number()])]) })),
  subjects: Type.Array(
    Type.Object({
      pindex: Type.Integer(),
      subject: Type.String(),
      /** The subject's table, or null with msg '该科目没有赋分规则'. */
      levels: Type.Union([Type.Array(LevelRuleRowSchema), Type.Null()]),
      msg: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
})
export type LevelRuleCfg = Static<typeof LevelRuleCfgSchema>
/**
 * The school's 等级赋分 defaults for this exam: the gradingScore setting of the version the exam is
 * published against (spec 1 §2 indicator parameter settings; issue 19). rule: one of `rules`' ids, or
 * 'default13' (the product's 13-level table); pindexs: the papers converted by default. Absent: the
 * tool's own defaults (13 levels, zeros included, every paper).
 */
export const LevelDefaultsSchema = Type.Object({ rule: Type.String(), includeZero: Type.Boolean(), pindexs: Type.Array(Type.Integer()) })
export type LevelDefaults = Static<typeof LevelDefaultsSchema>
export const LevelExamCfgsDataSchema = Type.Object({
  rules: Type.Array(LevelRuleCfgSchema),
  defaults: Type.Optional(LevelDefaultsSchema),
  /**
   * The groupGradingScore setting of the same version (issue 19: the defaults of a joint exam of several
   * schools, the group scene; only for the school the page is shown to), in the shape of `defaults`. Absent: none set.
   */
  groupDefaults: Type.Optional(LevelDefaultsSchema),
  /** How many schools sit the exam; given with the defaults blocks (absent: not stated). */
  schoolCount: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type LevelExamCfgsData = Static<typeof LevelExamCfgsDataSchema>
export const LevelExamCfgsResponseSchema = Envelope(LevelExamCfgsDataSchema)

export const AssignScoreCfgSchema = Type.Object({
  rate: Type.Number({ minimum: 0, maximum: 100 }),
  scoreRange: Type.Tuple([Type.Number({ minimum: 0 }), Type.Number({ minimum: 0 })]),
})
export type AssignScoreCfg = Static<typeof AssignScoreCfgSchema>

/** spec 2 §3 level-score request: query examid, org. */
export const LevelExamCreateQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
})
export type LevelExamCreateQuery = Static<typeof LevelExamCreateQuerySchema>
export const LevelExamCreateBodySchema = Type.Object({
  assignPindexs: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 }),
  assignScoreCfgs: Type.Array(AssignScoreCfgSchema, { maxItems: 100 }),
  isIncludeZero: Type.Boolean(),
})
export type LevelExamCreateBody = Static<typeof LevelExamCreateBodySchema>
/** The response gives examid and org of the new exam. */
export const LevelExamCreateDataSchema = Type.Object({ examid: Type.String(), org: Type.Integer() })
export type LevelExamCreateData = Static<typeof LevelExamCreateDataSchema>
export const LevelExamCreateResponseSchema = Type.Object({
  code: Type.Integer(),
  msg: Type.Optional(Type.String()),
  data: Type.Union([LevelExamCreateDataSchema, Type.Null()]),
})
