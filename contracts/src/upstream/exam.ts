import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { IdNameCollection, KeyedCollection, LenientDate, LenientEpochMs } from './facts/lenient-fields.ts'

export const PaperSchema = Type.Object({
  pindex: Type.Integer(),
  paperid: Type.String({ default: '' }),
  subject: Type.String(),
  manfen: Type.Number({ description: 'full score' }),
  studentCount: Type.Integer({ default: 0 }),
})
export type Paper = Static<typeof PaperSchema>

/**
 * Whose a custom exam (org 2: an import, a merge, a level-score conversion) is: its maker (spec 1 §3
 * userid, userName) and the user ids the maker shared it with. Sent on every list of exams, so each
 * list can be held to the rule (server/src/domain/custom/custom-exam-visibility.ts); not promised for
 * other exams. An org-2 exam whose maker is not stated is seen by no one.
 */
export const ExamMakerFields = {
  userid: Type.Optional(Type.String()),
  userName: Type.Optional(Type.String()),
  sharedWith: Type.Optional(Type.Array(Type.String())),
}

/**
 * An exam as the compare list and exam info return it (spec 1 §3). Promised: what names and opens it
 * (examid, org, name, grade, time). The rest defaults to the plain school exam: scale 1, classify norm,
 * no tags, no restriction stated (view and download enabled: spec 1 §4 denies on the flag, and a
 * platform that states none restricts none; the download ban has a call of its own). The tag group is
 * derived from `from` and the flags (server/src/domain/exams/to-exam-list-item.ts), trueId from examid:org.
 */
export const ExamSchema = Type.Object({
  examid: Type.String(),
  trueId: Type.String({ default: '', description: 'examid:org' }),
  org: Type.Integer({ description: '0 or 1 platform, 2 custom analysis' }),
  name: Type.String(),
  grade: Type.String(),
  schoolid: Type.String({ default: '' }),
  from: Type.String({ default: '', description: 'tag codes: X school, L joint, Z layered, C custom/xgk/xzk' }),
  classify: Type.String({ default: 'norm' }),
  scale: Type.Integer({ default: 1, description: '1 normal, 2 joint, 3 unified' }),
  fxtype: Type.Integer({ default: 0 }),
  type: Type.Integer({ default: 0 }),
  typeName: Type.String({ default: '' }),
  time: LenientDate({ description: 'exam date YYYY-MM-DD' }),
  event_time: LenientEpochMs({ default: 0 }),
  isLiankao: Type.Boolean({ default: false }),
  isXiaoneiLiankao: Type.Boolean({ default: false }),
  lkschool: Type.Optional(Type.String()),
  isThreeLevel: Type.Boolean({ default: false }),
  isZb: Type.Boolean({ default: false }),
  isXgk: Type.Boolean({ default: false }),
  isCustom: Type.Boolean({ default: false }),
  isTrial: Type.Boolean({ default: false }),
  /**
   * Sat on printed answer cards the marking platform scanned (spec 3 §2: the answer-card export). Not
   * promised: unstated, the BFF takes a marking-platform exam (org 0) to have them (domain/answer-cards/access.ts).
   */
  hasPaperCard: Type.Optional(Type.Boolean()),
  isEnableView: Type.Boolean({ default: true }),
  isEnableDownload: Type.Boolean({ default: true }),
  ipList: Type.Array(Type.String(), { default: [] }),
  studentCount: Type.Integer({ default: 0 }),
  /** Spec 1 §3: keyed by paper index or id. */
  papers: KeyedCollection(PaperSchema, { key: 'pindex' }, { default: [] }),
  taskid: Type.Optional(Type.String()),
  ...ExamMakerFields,
})
export type Exam = Static<typeof ExamSchema>

export const SchoolRefSchema = Type.Object({ id: Type.String(), name: Type.String() })
export type SchoolRef = Static<typeof SchoolRefSchema>

/** POST /report/obt/v1/exam/compare/list (getCompareExamList). */
export const ExamListRequestSchema = Type.Object({
  offset: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 500 }),
  isFilter: Type.Optional(Type.Union([Type.Boolean(), Type.Integer(), Type.String()])),
  schoolid: Type.Optional(Type.String()),
})
export type ExamListRequest = Static<typeof ExamListRequestSchema>
export const ExamListDataSchema = Type.Object({
  examList: Type.Array(ExamSchema),
  /** Spec 1 §3: "schools as a map of school id to name", or the list. */
  schools: IdNameCollection(SchoolRefSchema),
  total: Type.Integer(),
})
export type ExamListData = Static<typeof ExamListDataSchema>
export const ExamListResponseSchema = Envelope(ExamListDataSchema)
/**
 * The compare list as the boundary decodes a page: the items are decoded one by one against ExamSchema
 * (views/exams.ts), so one broken item costs that item, not the page.
 */
export const ExamListPageSchema = Type.Object({
  examList: Type.Array(Type.Unknown()),
  schools: IdNameCollection(SchoolRefSchema),
  total: Type.Integer({ minimum: 0 }),
})
export type ExamListPage = Static<typeof ExamListPageSchema>

export const ExamRefRequestSchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Integer({ minimum: -1, maximum: 2 }),
})
export type ExamRefRequest = Static<typeof ExamRefRequestSchema>

export const ExamInfoResponseSchema = Envelope(ExamSchema)

/** A county of an exam's school_map with its participating schools (spec 1 §3). */
export const SchoolMapEntrySchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  schools: KeyedCollection(Type.Object({ key: Type.String(), name: Type.String(), studentCount: Type.Integer({ default: 0 }) }), { key: 'key', name: 'name' }, { default: [] }),
})
export type SchoolMapEntry = Static<typeof SchoolMapEntrySchema>

export const ExamClassSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  schoolid: Type.String(),
  studentCount: Type.Integer({ default: 0 }),
  /** Teaching classes (走班) only: the subject they are taught. */
  subject: Type.Optional(Type.String()),
})
export type ExamClass = Static<typeof ExamClassSchema>

/** /report/exam/v1/exam/info/all: the exam with its structure, limited to the asking account's scope. */
export const ExamInfoAllSchema = Type.Object({
  ...ExamSchema.properties,
  totalReportName: Type.String({ default: '' }),
  /** Spec 1 §3, spec 2 §3: county entries with their schools, a list or keyed by county. */
  school_map: KeyedCollection(SchoolMapEntrySchema, { key: 'key' }, { default: [] }),
  /** Administrative classes (classDS) that sit the exam. */
  classes: Type.Array(ExamClassSchema, { default: [] }),
  /** Layered teaching classes (techClassDS) of a 走班 exam; empty otherwise. */
  techClasses: Type.Array(ExamClassSchema, { default: [] }),
})
export type ExamInfoAll = Static<typeof ExamInfoAllSchema>
export const ExamInfoAllResponseSchema = Envelope(ExamInfoAllSchema)

/** /report/exam/v1/exam/disabled: whether downloads are banned, and why. */
export const ExamDisabledSchema = Type.Object({ disabled: Type.Boolean(), reason: Type.String({ default: '' }) })
export const ExamDisabledResponseSchema = Envelope(ExamDisabledSchema)

/** GET /report/obt/v1/exam/is_trial?examid&org (spec 1 §7 "trial flag", base params). Shape: ours. */
export const ExamTrialQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ maxLength: 4 })),
})
export const ExamTrialSchema = Type.Object({ isTrial: Type.Boolean() })
export type ExamTrial = Static<typeof ExamTrialSchema>
export const ExamTrialResponseSchema = Envelope(ExamTrialSchema)

/** /report/exam/v1/exam/sync/fromYj (spec 1 §3 sync status). */
export const SyncPaperSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  isPublish: Type.Boolean(),
  syncSchoolCount: Type.Integer({ default: 0 }),
  publishSchoolCount: Type.Integer({ default: 0 }),
})
export const SyncStatusSchema = Type.Object({
  isRoot: Type.Boolean({ default: false }),
  isSync: Type.Boolean(),
  papers: Type.Array(SyncPaperSchema, { default: [] }),
})
export type SyncStatus = Static<typeof SyncStatusSchema>
export const SyncStatusResponseSchema = Envelope(SyncStatusSchema)
