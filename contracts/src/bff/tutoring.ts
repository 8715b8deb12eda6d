import { Type, type Static } from 'typebox'

/** The tutoring report for parents (/hfsfd/student) and its SMS and share actions (spec 3 §2, §3, §7). */

export const TutoringStudentQuerySchema = Type.Object({
  examid: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' })),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
  /** The student, for staff; a family account is its own student. */
  skey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_-]*$' })),
  /** Staff: the class whose students the picker lists. */
  class: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_-]*$' })),
})
export type TutoringStudentQuery = Static<typeof TutoringStudentQuerySchema>

const RankCell = Type.Object({ label: Type.String(), value: Type.String() })

export const TutoringSubjectSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  scoreText: Type.String(),
  manfen: Type.Number(),
  classMeanText: Type.String(),
  ranks: Type.Array(RankCell),
  tag: Type.Union([Type.Literal('优势'), Type.Literal('薄弱'), Type.Null()]),
})
export type TutoringSubject = Static<typeof TutoringSubjectSchema>

const PickLink = Type.Object({ id: Type.String(), name: Type.String(), href: Type.String(), selected: Type.Boolean() })

/** Staff choose whose report to read: an exam, a class of it, a student of the class. */
export const TutoringPickerSchema = Type.Object({
  hint: Type.String(),
  exams: Type.Array(PickLink),
  classes: Type.Array(PickLink),
  students: Type.Array(PickLink),
})
export type TutoringPicker = Static<typeof TutoringPickerSchema>

export const TutoringStudentViewSchema = Type.Object({
  /** Staff: whose report to read (without a student chosen, only this and the notice). */
  picker: Type.Union([TutoringPickerSchema, Type.Null()]),
  header: Type.Object({ studentName: Type.String(), schoolName: Type.String(), className: Type.String(), examName: Type.String(), examDate: Type.String() }),
  /** A family account and an exam the school has not published: only this notice. */
  notice: Type.Union([Type.String(), Type.Null()]),
  total: Type.Object({ scoreText: Type.String(), manfen: Type.Number(), ranks: Type.Array(RankCell) }),
  /** Said when the school's policy keeps ranks from families. */
  rankNote: Type.Union([Type.String(), Type.Null()]),
  subjects: Type.Array(TutoringSubjectSchema),
  goodPapers: Type.Array(Type.String()),
  weakPapers: Type.Array(Type.String()),
  /** How 优势 and 薄弱 were decided, as the report states it under each list (issue 31 item 5). */
  goodRule: Type.String(),
  weakRule: Type.String(),
  weakQuestions: Type.Array(Type.Object({ subject: Type.String(), name: Type.String(), text: Type.String() })),
  weakPoints: Type.Array(Type.Object({ subject: Type.String(), name: Type.String(), text: Type.String() })),
  exams: Type.Array(Type.Object({ examid: Type.String(), name: Type.String(), href: Type.String(), selected: Type.Boolean() })),
  /** The SMS summary and the `from` the send carries. */
  sms: Type.Union([Type.Object({ summary: Type.String(), from: Type.String() }), Type.Null()]),
  /**
   * Staff see whether families can read this exam's reports; the school's manager and up may change it
   * (canChange), other staff are told who can (notice).
   */
  share: Type.Union([Type.Object({ shared: Type.Boolean(), canChange: Type.Boolean(), notice: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  examid: Type.String(),
  org: Type.String(),
  skey: Type.String(),
})
export type TutoringStudentView = Static<typeof TutoringStudentViewSchema>

export const SendSmsBodySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
  from: Type.String({ maxLength: 16 }),
  phone: Type.String({ maxLength: 32 }),
  skey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_-]*$' })),
})
export type SendSmsBody = Static<typeof SendSmsBodySchema>
export const SendSmsResultSchema = Type.Object({ message: Type.String() })

export const ShareBodySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
  publish: Type.Boolean(),
})
export type ShareBody = Static<typeof ShareBodySchema>
export const ShareResultSchema = Type.Object({ shared: Type.Boolean(), message: Type.String() })

/** GET /report/bff/tutoring/home?page=N: the list's pages, newest exams first (a school's older exams are published too). */
export const TutoringHomeQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
})
export type TutoringHomeQuery = Static<typeof TutoringHomeQuerySchema>

/** GET /report/bff/tutoring/home: the /hfsfd/token page. Families go to their report; staff manage publication. */
export const TutoringHomeViewSchema = Type.Object({
  family: Type.Boolean(),
  studentHref: Type.String(),
  /** Publishing is a school-wide write: false for staff below the school's manager, who get the notice instead of the button. */
  canPublish: Type.Boolean(),
  notice: Type.Union([Type.String(), Type.Null()]),
  exams: Type.Array(
    Type.Object({
      examid: Type.String(),
      org: Type.String(),
      name: Type.String(),
      date: Type.String(),
      /** Whether families can read this exam's student reports now, and the words for it. */
      shared: Type.Boolean(),
      statusText: Type.String(),
      /** The exam's students: their reports and the SMS form. */
      studentsHref: Type.String(),
    }),
  ),
  /** This page of the exam list (from 1) and how many there are (at least 1). */
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 1 }),
})
export type TutoringHomeView = Static<typeof TutoringHomeViewSchema>
