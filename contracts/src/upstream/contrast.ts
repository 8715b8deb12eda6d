import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { ContrastMetricSchema } from './settings.ts'
import { LenientDate, LenientIsoInstant } from './facts/lenient-fields.ts'

// History comparison (spec 2 §7 Contrast: /obt/exam-contrast/list, summary, scope/details/list,
// student/details/list, remove, update, info, build/status, create). The spec names the paths, not the
// bodies; ours are below. Answers are read tolerantly: what names a comparison and its state is
// promised, the rest carries a default (contracts/src/upstream/answers.ts).

export const CONTRAST_PATHS = {
  list: '/report/obt/exam-contrast/list',
  info: '/report/obt/exam-contrast/info',
  update: '/report/obt/exam-contrast/update',
  remove: '/report/obt/exam-contrast/remove',
  buildStatus: '/report/obt/exam-contrast/build/status',
  create: '/report/obt/exam-contrast/create',
  summary: '/report/obt/exam-contrast/summary',
  scopeDetails: '/report/obt/exam-contrast/scope/details/list',
  studentDetails: '/report/obt/exam-contrast/student/details/list',
} as const

/** Build states: 0 排队, 1 生成中, 2 已完成, 3 失败. */
export const CONTRAST_STATUS = { queued: 0, building: 1, done: 2, failed: 3 } as const
export type ContrastStatus = (typeof CONTRAST_STATUS)[keyof typeof CONTRAST_STATUS]

const Id = Type.String({ minLength: 1, maxLength: 64 })
const Num = Type.Union([Type.Number(), Type.Null()])
const Int = Type.Union([Type.Integer(), Type.Null()])

export const ContrastExamRefSchema = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: -1, maximum: 2 }) })
export type ContrastExamRef = Static<typeof ContrastExamRefSchema>

// ---- requests ----

export const ContrastListBodySchema = Type.Object({ offset: Type.Integer({ minimum: 0 }), limit: Type.Integer({ minimum: 1, maximum: 500 }) })
export type ContrastListBody = Static<typeof ContrastListBodySchema>
export const ContrastIdBodySchema = Type.Object({ id: Id })
export type ContrastIdBody = Static<typeof ContrastIdBodySchema>
export const ContrastUpdateBodySchema = Type.Object({ id: Id, name: Type.String({ maxLength: 200 }) })
export type ContrastUpdateBody = Static<typeof ContrastUpdateBodySchema>
/** retry: start the build again (a failed build, or a rebuild of a finished one). */
export const ContrastBuildBodySchema = Type.Object({ id: Id, retry: Type.Optional(Type.Boolean()) })
export type ContrastBuildBody = Static<typeof ContrastBuildBodySchema>
/** scope: spec 2 §4 (0 all, 1 school, 3 county, 4 area); absent is 0. */
export const ContrastScopeValueSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(3), Type.Literal(4)])
export const ContrastCreateBodySchema = Type.Object({
  name: Type.String({ maxLength: 200 }),
  exams: Type.Array(ContrastExamRefSchema, { maxItems: 50 }),
  subjects: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 30 }),
  scope: Type.Optional(ContrastScopeValueSchema),
})
export type ContrastCreateBody = Static<typeof ContrastCreateBodySchema>
/** level school: every school of the comparison (against 全体); class: the classes of `schoolid` (against the school). */
export const ContrastSummaryBodySchema = Type.Object({
  id: Id,
  subject: Type.String({ minLength: 1, maxLength: 32 }),
  level: Type.Union([Type.Literal('school'), Type.Literal('class')]),
  schoolid: Type.Optional(Type.String({ maxLength: 32 })),
})
export type ContrastSummaryBody = Static<typeof ContrastSummaryBodySchema>
export const CONTRAST_SORT_KEYS = ['rank', 'rankChange', 'name'] as const
export const ContrastScopeBodySchema = Type.Object({
  id: Id,
  subject: Type.String({ minLength: 1, maxLength: 32 }),
  schoolid: Type.Optional(Type.String({ maxLength: 32 })),
  classid: Type.Optional(Type.String({ maxLength: 64 })),
  offset: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 500 }),
  sort: Type.Optional(Type.Object({ key: Type.Union([Type.Literal('rank'), Type.Literal('rankChange'), Type.Literal('name')]), rule: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) })),
  /**
   * Only the students 未考 in the subject in at least one exam whose roster has them (for 总分: they
   * missed a chosen subject there, rules/total-score.ts): the list behind a table's 未考 figures.
   */
  missedOnly: Type.Optional(Type.Boolean()),
})
export type ContrastScopeBody = Static<typeof ContrastScopeBodySchema>
export const ContrastStudentBodySchema = Type.Object({ id: Id, studentId: Type.String({ minLength: 1, maxLength: 64 }) })
export type ContrastStudentBody = Static<typeof ContrastStudentBodySchema>

// ---- answers ----

export const ContrastExamSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  time: LenientDate({ default: '' }),
})
export type ContrastExam = Static<typeof ContrastExamSchema>

export const ContrastItemSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: Type.Integer({ minimum: 0, maximum: 3, description: '0 queued, 1 building, 2 done, 3 failed' }),
  progress: Type.Number({ default: 0, description: '0–100' }),
  message: Type.String({ default: '' }),
  grade: Type.String({ default: '' }),
  exams: Type.Array(ContrastExamSchema),
  subjects: Type.Array(Type.String(), { default: [] }),
  /** The scope it was computed over (spec 2 §4); a platform that leaves it out computed over all (0). */
  scope: Type.Integer({ default: 0 }),
  createdAt: LenientIsoInstant({ default: '' }),
  updatedAt: LenientIsoInstant({ default: '' }),
})
export type ContrastItem = Static<typeof ContrastItemSchema>

export const ContrastListDataSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  /** Promised: the page asked for is the answer (a platform that left it out would show an empty history). */
  list: Type.Array(ContrastItemSchema),
})
export type ContrastListData = Static<typeof ContrastListDataSchema>

const UnitRef = Type.Object({ id: Type.String(), name: Type.String() })
export const ContrastInfoDataSchema = Type.Object({
  ...ContrastItemSchema.properties,
  /** Promised: the units the user sees are what every dimension moves between. */
  schools: Type.Array(UnitRef),
  classes: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), schoolid: Type.String() })),
})
export type ContrastInfoData = Static<typeof ContrastInfoDataSchema>

export const ContrastBuildDataSchema = Type.Object({
  id: Type.String(),
  status: Type.Integer({ minimum: 0, maximum: 3 }),
  progress: Type.Number({ default: 0 }),
  message: Type.String({ default: '' }),
})
export type ContrastBuildData = Static<typeof ContrastBuildDataSchema>

export const ContrastCreateDataSchema = Type.Object({ id: Type.String(), status: Type.Integer({ default: 0 }) })

/** One exam as the comparison's tables head it; `full` is the subject's full score in that exam. */
export const ContrastTableExamSchema = Type.Object({ ...ContrastExamSchema.properties, full: Type.Number() })

/** A unit's figures in one exam; null when the unit had nobody in that exam. */
export const ContrastUnitCellSchema = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  absent: Type.Integer({ minimum: 0, default: 0 }),
  mean: Num,
  overMean: Type.Union([Type.Number(), Type.Null()], { default: null }),
  excellent: Type.Union([Type.Number(), Type.Null()], { default: null }),
  good: Type.Union([Type.Number(), Type.Null()], { default: null }),
  pass: Type.Union([Type.Number(), Type.Null()], { default: null }),
  rank: Type.Union([Type.Integer(), Type.Null()], { default: null }),
})
export type ContrastUnitCell = Static<typeof ContrastUnitCellSchema>
export const ContrastUnitRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cells: Type.Array(Type.Union([ContrastUnitCellSchema, Type.Null()])),
})
export type ContrastUnitRow = Static<typeof ContrastUnitRowSchema>
/** The figures a comparison's content may show (indicator settings, contrast: 对比指标). */
export { CONTRAST_METRICS, ContrastMetricSchema, type ContrastMetric } from './settings.ts'

export const ContrastSummaryDataSchema = Type.Object({
  subject: Type.String(),
  level: Type.String(),
  /** The metrics of the settings version the newest exam is published against (absent: every figure). */
  metrics: Type.Optional(Type.Array(ContrastMetricSchema)),
  exams: Type.Array(ContrastTableExamSchema),
  /** The reference the units are measured against: 全体 (schools) or the school (classes). */
  reference: ContrastUnitRowSchema,
  units: Type.Array(ContrastUnitRowSchema),
})
export type ContrastSummaryData = Static<typeof ContrastSummaryDataSchema>

/** A student's figures in one exam; `score` null is 未考 (never 0). */
export const ContrastStudentCellSchema = Type.Object({
  score: Num,
  rank: Type.Union([Type.Integer(), Type.Null()], { default: null }),
  schoolRank: Type.Union([Type.Integer(), Type.Null()], { default: null }),
  classRank: Type.Union([Type.Integer(), Type.Null()], { default: null }),
  z: Type.Union([Type.Number(), Type.Null()], { default: null }),
  t: Type.Union([Type.Number(), Type.Null()], { default: null }),
  /** Against the student's previous exam of the comparison that they sat: previous rank − rank (positive: 进步). */
  rankChange: Type.Union([Type.Integer(), Type.Null()], { default: null }),
  zChange: Type.Union([Type.Number(), Type.Null()], { default: null }),
  /**
   * 总分 未考 of a student the exam's roster has: the chosen subjects they missed there (every one when
   * they sat none). Empty otherwise, and when the student was not in the exam.
   */
  missed: Type.Array(Type.String(), { default: [] }),
})
export type ContrastStudentCell = Static<typeof ContrastStudentCellSchema>
export const ContrastStudentRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  xuehao: Type.String({ default: '' }),
  schoolid: Type.String({ default: '' }),
  school: Type.String({ default: '' }),
  classid: Type.String({ default: '' }),
  class: Type.String({ default: '' }),
  cells: Type.Array(ContrastStudentCellSchema),
  /** Rank in the first exam − rank in the last (both sat); null otherwise. */
  overallChange: Int,
})
export type ContrastStudentRow = Static<typeof ContrastStudentRowSchema>
export const ContrastScopeDataSchema = Type.Object({
  subject: Type.String(),
  exams: Type.Array(ContrastTableExamSchema),
  total: Type.Integer({ minimum: 0 }),
  rows: Type.Array(ContrastStudentRowSchema),
  risers: Type.Array(ContrastStudentRowSchema, { default: [] }),
  fallers: Type.Array(ContrastStudentRowSchema, { default: [] }),
})
export type ContrastScopeData = Static<typeof ContrastScopeDataSchema>

export const ContrastStudentSubjectSchema = Type.Object({
  subject: Type.String(),
  full: Type.Number(),
  ...ContrastStudentCellSchema.properties,
  weak: Type.Boolean({ default: false }),
})
export const ContrastStudentDataSchema = Type.Object({
  student: Type.Object({ id: Type.String(), name: Type.String(), xuehao: Type.String({ default: '' }), school: Type.String({ default: '' }), class: Type.String({ default: '' }) }),
  exams: Type.Array(ContrastExamSchema),
  subjects: Type.Array(Type.String()),
  /** Per exam, per subject (总分 first). */
  cells: Type.Array(Type.Array(ContrastStudentSubjectSchema)),
  /** Subjects weak in consecutive exams (indices into exams, inclusive). */
  continuousWeak: Type.Array(Type.Object({ subject: Type.String(), from: Type.Integer(), to: Type.Integer() }), { default: [] }),
  weakGap: Type.Array(Num, { default: [] }),
})
export type ContrastStudentData = Static<typeof ContrastStudentDataSchema>
export type ContrastStudentSubject = Static<typeof ContrastStudentSubjectSchema>

export const ContrastListResponseSchema = Envelope(ContrastListDataSchema)
export const ContrastInfoResponseSchema = Envelope(ContrastInfoDataSchema)
export const ContrastBuildResponseSchema = Envelope(ContrastBuildDataSchema)
export const ContrastCreateResponseSchema = Type.Object({ code: Type.Integer(), msg: Type.Optional(Type.String()), data: Type.Union([ContrastCreateDataSchema, Type.Null()]) })
export const ContrastAckResponseSchema = Envelope(Type.Null())
export const ContrastSummaryResponseSchema = Envelope(ContrastSummaryDataSchema)
export const ContrastScopeResponseSchema = Envelope(ContrastScopeDataSchema)
export const ContrastStudentResponseSchema = Envelope(ContrastStudentDataSchema)
