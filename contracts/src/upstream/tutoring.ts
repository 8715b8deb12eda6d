import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { ExamMakerFields } from './exam.ts'
import { LenientEpochMs } from './facts/lenient-fields.ts'

/**
 * The tutoring student report (spec 3 §3 "Tutoring student", §7): who the student is, the exam, the
 * papers with ranks, and the weak and good papers, weak questions and knowledge points; the SMS
 * summary and its send; the student share. The spec gives the shapes' names only; fields are ours.
 */
export const TUTORING_PATHS = {
  studentInfo: '/obt/v1/hfsfd/student/info',
  examList: '/obt/v1/student/exam/list',
  msg: '/obt/v1/hfsfd/msg',
  send: '/obt/v1/hfsfd/send/msg',
  publish: '/analysis/v1/student/share/publish',
  unpublish: '/analysis/v1/student/share/unpublish',
  /** POST {exams} → whether each exam's student reports are published to families (of the account's schools). */
  shareStatus: '/analysis/v1/student/share/status',
} as const

export const TutoringQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ maxLength: 4 })),
  /** Staff name the student; a student or parent account is its own student. */
  studentId: Type.Optional(Type.String({ maxLength: 64 })),
})
export type TutoringQuery = Static<typeof TutoringQuerySchema>

const Rank = Type.Union([Type.Integer(), Type.Null()])

export const SubjectRankSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  /** null: 未考. */
  score: Type.Union([Type.Number(), Type.Null()]),
  manfen: Type.Number(),
  all: Rank,
  class: Rank,
  school: Rank,
  classMean: Type.Union([Type.Number(), Type.Null()], { default: null }),
})
export type SubjectRank = Static<typeof SubjectRankSchema>

export const TutoringStudentInfoSchema = Type.Object({
  user: Type.Object({
    versionName: Type.String({ default: '' }),
    /** The tutoring product's id of the student. */
    hfsfd: Type.String({ default: '' }),
    name: Type.String(),
    schoolName: Type.String({ default: '' }),
  }),
  exam: Type.Object({
    id: Type.String(),
    name: Type.String(),
    event_time: LenientEpochMs({ default: 0 }),
    from: Type.String({ default: '' }),
    type: Type.Integer({ default: 0 }),
    grades: Type.Array(Type.String(), { default: [] }),
    studentCount: Type.Integer({ default: 0 }),
  }),
  student: Type.Object({
    id: Type.String(),
    class: Type.String({ default: '' }),
    kaohao: Type.String({ default: '' }),
    key: Type.String({ default: '' }),
    name: Type.String(),
    school: Type.String({ default: '' }),
    xuehao: Type.String({ default: '' }),
  }),
  /** The total (pindex 0) and every paper. */
  total: SubjectRankSchema,
  subjectRank: Type.Array(SubjectRankSchema),
  counts: Type.Object({ all: Type.Integer({ default: 0 }), school: Type.Integer({ default: 0 }), class: Type.Integer({ default: 0 }) }),
  weakPapers: Type.Array(Type.Integer(), { default: [] }),
  /** 优势科目 by rules/strong-subject.ts. */
  goodPapers: Type.Array(Type.Integer(), { default: [] }),
  /** The 短板 gap in places the weak and good papers were decided with; null when not stated. */
  gap: Type.Union([Type.Number(), Type.Null()], { default: null }),
  weakQuestions: Type.Array(
    Type.Object({ pindex: Type.Integer(), subject: Type.String(), name: Type.String(), score: Type.Number(), got: Type.Number(), classRate: Type.Union([Type.Number(), Type.Null()]) }),
    { default: [] },
  ),
  weakPoints: Type.Array(
    Type.Object({ pindex: Type.Integer(), subject: Type.String(), name: Type.String(), mastery: Type.Number(), classMastery: Type.Union([Type.Number(), Type.Null()]) }),
    { default: [] },
  ),
  /** The school's rule on ranks in reports families see. */
  rankPolicy: Type.Object({ showToFamily: Type.Boolean({ default: false }) }),
  /** Whether the school has published this exam's student reports to families. */
  shared: Type.Boolean({ default: false }),
})
export type TutoringStudentInfo = Static<typeof TutoringStudentInfoSchema>
export const TutoringStudentInfoResponseSchema = Envelope(TutoringStudentInfoSchema)

export const StudentExamListQuerySchema = Type.Object({ studentId: Type.Optional(Type.String({ maxLength: 64 })) })
export const StudentExamListDataSchema = Type.Object({
  list: Type.Array(
    Type.Object({ examid: Type.String(), org: Type.Integer(), name: Type.String(), event_time: LenientEpochMs({ default: 0 }), grade: Type.String({ default: '' }), shared: Type.Boolean({ default: false }), ...ExamMakerFields }),
  ),
})
export type StudentExamListData = Static<typeof StudentExamListDataSchema>

export const TutoringMsgDataSchema = Type.Object({ msg: Type.String() })

export const SendMsgRequestSchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  from: Type.String({ maxLength: 16 }),
  phone: Type.String({ maxLength: 20 }),
  studentId: Type.Optional(Type.String({ maxLength: 64 })),
})
export type SendMsgRequest = Static<typeof SendMsgRequestSchema>
export const SendMsgDataSchema = Type.Object({ sentAt: LenientEpochMs() })

export const ShareRequestSchema = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Optional(Type.Integer()) })
export type ShareRequest = Static<typeof ShareRequestSchema>
export const ShareDataSchema = Type.Object({ shared: Type.Boolean() })

export const ShareStatusRequestSchema = Type.Object({ exams: Type.Array(ShareRequestSchema, { maxItems: 50 }) })
export type ShareStatusRequest = Static<typeof ShareStatusRequestSchema>
/** shared: every school of the account in the exam has published; an exam the answer leaves out reads as not published. */
export const ShareStatusDataSchema = Type.Object({ list: Type.Array(Type.Object({ examid: Type.String(), shared: Type.Boolean({ default: false }) }), { default: [] }) })
export type ShareStatusData = Static<typeof ShareStatusDataSchema>
