import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { GroupRefSchema, NullableNumber, PaperRefSchema, ReportBaseProperties, UnitLevelSchema, UnpromisedNumber } from './common.ts'
import { withDerived } from './derived.ts'
import { QuestionRefSchema } from './matrix.ts'
import { PaperLineScoresSchema } from './rates.ts'
import { SummaryConfigSchema } from '../settings.ts'
import { KeyedCollection, LenientDate, LenientEpochMs, LenientIsoInstant } from '../facts/lenient-fields.ts'

export const ExamSettingsVersionSchema = Type.Object({
  version: Type.Integer({ minimum: 0 }),
  savedAt: Type.Union([LenientIsoInstant(), Type.Null()], { default: null }),
  own: Type.Array(Type.Enum(['segment', 'rankScale']), { default: [], maxItems: 2 }),
})
export type ExamSettingsVersion = Static<typeof ExamSettingsVersionSchema>

/**
 * POST /report/obt/v1/exam/dashboard — the report home: per paper the count, 未考, mean, max, min,
 * difficulty and the 优秀/及格 rates of the totals and of the units in view (classes when the view lies in
 * one school, else schools; or `level`), counted on the lines of the settings version the exam is
 * published against, which `lines` states per paper.
 */
export const ReportDashboardRequestSchema = Type.Object({ ...ReportBaseProperties, level: Type.Optional(UnitLevelSchema) })
export type ReportDashboardRequest = Static<typeof ReportDashboardRequestSchema>

/** Spec 2 §3 overview stats: total (参考人数), mean, max, min and difficulty are promised; 未考 (0) and the two rates (null) are not. */
export const DashboardPaperSchema = Type.Object({
  pindex: Type.Integer(),
  total: Type.Integer(),
  absent: Type.Integer({ default: 0 }),
  mean: NullableNumber,
  max: NullableNumber,
  min: NullableNumber,
  difficulty: NullableNumber,
  excellentRate: UnpromisedNumber(),
  passRate: UnpromisedNumber(),
})
export const DashboardRowSchema = Type.Object({ group: GroupRefSchema, papers: Type.Array(DashboardPaperSchema) })
export type DashboardRow = Static<typeof DashboardRowSchema>

/**
 * The exam's identity (spec 2 §3: examid, grade, time, studentCount; name and scale as the exam list's
 * defaults: '' and 1) and the rows. Students in view default to the exam's count; the units' level is
 * read from their groups.
 */
export const ReportDashboardDataSchema = withDerived(
  Type.Object({
    examid: Type.String(),
    name: Type.String({ default: '' }),
    grade: Type.String(),
    time: LenientDate(),
    scale: Type.Integer({ default: 1 }),
    studentCount: Type.Integer({ description: 'the exam' }),
    inView: Type.Integer({ description: 'students the account sees' }),
    papers: Type.Array(PaperRefSchema),
    level: UnitLevelSchema,
    totals: Type.Array(DashboardRowSchema),
    units: Type.Array(DashboardRowSchema),
    /** The 优秀/良好/及格/低分 lines the rates were counted with, per paper, as scores; not promised: [] when not stated. */
    lines: Type.Array(PaperLineScoresSchema, { default: [] }),
  }),
  ['inView', 'level'],
)
export type ReportDashboardData = Static<typeof ReportDashboardDataSchema>
export const ReportDashboardResponseSchema = Envelope(ReportDashboardDataSchema)

/**
 * POST /report/obt/v1/exam/info — the exam as reports use it (spec 2 §3 student exam info): papers with
 * their questions, the totals, and the groups in view per level (the keys every report call takes as tgkey).
 */
export const ReportExamInfoRequestSchema = Type.Object(ReportBaseProperties)
export type ReportExamInfoRequest = Static<typeof ReportExamInfoRequestSchema>

/**
 * Spec 2 §3 student exam info (examid, name, event_time, from, type, grade, studentCount, papers with
 * their questions) and exam identity (org, time) are promised, with the groups in view (spec 2 §3 exam
 * structure). Not promised: typeName (''), scale (1, a plain exam), isZb (false), paperid (''); students
 * in view default to the exam's count.
 */
export const ReportExamInfoSchema = withDerived(Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  grade: Type.String(),
  time: LenientDate(),
  event_time: LenientEpochMs(),
  from: Type.String(),
  type: Type.Integer(),
  typeName: Type.String({ default: '' }),
  scale: Type.Integer({ default: 1 }),
  isZb: Type.Boolean({ default: false }),
  studentCount: Type.Integer(),
  inView: Type.Integer(),
  /** An exam has papers (spec 2 §3 exam structure): every paper report, and the choice of a paper, needs one. */
  papers: KeyedCollection(Type.Object({ ...PaperRefSchema.properties, paperid: Type.String({ default: '' }), studentCount: Type.Integer(), questions: Type.Array(QuestionRefSchema) }), { key: 'pindex' }, { minItems: 1 }),
  totals: Type.Array(GroupRefSchema),
  groups: Type.Object({
    county: Type.Array(GroupRefSchema),
    school: Type.Array(GroupRefSchema),
    class: Type.Array(GroupRefSchema),
    /** Per layered paper: its teaching classes in view. */
    tclass: Type.Array(Type.Object({ pindex: Type.Integer(), groups: Type.Array(GroupRefSchema) }), { default: [] }),
  }),
  /**
   * The summary setting of the version the exam is published against (spec 1 §2 indicator parameter
   * settings, summary: 综合报表's 总体诊断 and 前列学生; issue 19). Absent: the product's own report (both shown, ten students).
   */
  summary: Type.Optional(SummaryConfigSchema),
  /**
   * The indicator settings the exam's figures are computed with (issue 36): the version it is published
   * against (0: the defaults, never saved) and when that version was saved, and the settings the exam has
   * of its own (segment, rankScale) beside it. Not promised: absent, the BFF says the version is not stated.
   */
  settings: Type.Optional(ExamSettingsVersionSchema),
}), ['inView'])
export type ReportExamInfo = Static<typeof ReportExamInfoSchema>
export const ReportExamInfoResponseSchema = Envelope(ReportExamInfoSchema)
