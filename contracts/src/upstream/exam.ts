import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

export const PaperSchema = Type.Object({
  pindex: Type.Integer(),
  paperid: Type.String(),
  subject: Type.String(),
  manfen: Type.Number({ description: 'full score' }),
  studentCount: Type.Integer(),
})
export type Paper = Static<typeof PaperSchema>

/** An exam as the compare list and exam info return it (spec 1 §3). */
export const ExamSchema = Type.Object({
  examid: Type.String(),
  trueId: Type.String({ description: 'examid:org' }),
  org: Type.Integer({ description: '0 or 1 platform, 2 custom analysis' }),
  name: Type.String(),
  grade: Type.String(),
  schoolid: Type.String(),
  from: Type.String({ description: 'tag codes: X school, L joint, Z layered, C custom/xgk/xzk' }),
  classify: Type.String(),
  scale: Type.Integer({ description: '1 normal, 2 joint, 3 unified' }),
  fxtype: Type.Integer(),
  type: Type.Integer(),
  typeName: Type.String(),
  time: Type.String({ description: 'exam date YYYY-MM-DD' }),
  event_time: Type.Integer({ description: 'epoch ms' }),
  isLiankao: Type.Boolean(),
  isXiaoneiLiankao: Type.Boolean(),
  lkschool: Type.Optional(Type.String()),
  isThreeLevel: Type.Boolean(),
  isZb: Type.Boolean(),
  isXgk: Type.Boolean(),
  isCustom: Type.Boolean(),
  isTrial: Type.Boolean(),
  isEnableView: Type.Boolean(),
  isEnableDownload: Type.Boolean(),
  ipList: Type.Array(Type.String()),
  studentCount: Type.Integer(),
  papers: Type.Array(PaperSchema),
  userid: Type.Optional(Type.String()),
  taskid: Type.Optional(Type.String()),
  userName: Type.Optional(Type.String()),
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
  schools: Type.Array(SchoolRefSchema),
  total: Type.Integer(),
})
export type ExamListData = Static<typeof ExamListDataSchema>
export const ExamListResponseSchema = Envelope(ExamListDataSchema)

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
  schools: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), studentCount: Type.Integer() })),
})
export type SchoolMapEntry = Static<typeof SchoolMapEntrySchema>

export const ExamClassSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  schoolid: Type.String(),
  studentCount: Type.Integer(),
  /** Teaching classes (走班) only: the subject they are taught. */
  subject: Type.Optional(Type.String()),
})
export type ExamClass = Static<typeof ExamClassSchema>

/** /report/exam/v1/exam/info/all: the exam with its structure, limited to the asking account's scope. */
export const ExamInfoAllSchema = Type.Object({
  ...ExamSchema.properties,
  totalReportName: Type.String(),
  school_map: Type.Array(SchoolMapEntrySchema),
  /** Administrative classes (classDS) that sit the exam. */
  classes: Type.Array(ExamClassSchema),
  /** Layered teaching classes (techClassDS) of a 走班 exam; empty otherwise. */
  techClasses: Type.Array(ExamClassSchema),
})
export type ExamInfoAll = Static<typeof ExamInfoAllSchema>
export const ExamInfoAllResponseSchema = Envelope(ExamInfoAllSchema)

/** /report/exam/v1/exam/disabled: whether downloads are banned, and why. */
export const ExamDisabledResponseSchema = Envelope(Type.Object({ disabled: Type.Boolean(), reason: Type.String() }))

/** /report/exam/v1/exam/sync/fromYj (spec 1 §3 sync status). */
export const SyncPaperSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  isPublish: Type.Boolean(),
  syncSchoolCount: Type.Integer(),
  publishSchoolCount: Type.Integer(),
})
export const SyncStatusSchema = Type.Object({
  isRoot: Type.Boolean(),
  isSync: Type.Boolean(),
  papers: Type.Array(SyncPaperSchema),
})
export type SyncStatus = Static<typeof SyncStatusSchema>
export const SyncStatusResponseSchema = Envelope(SyncStatusSchema)
