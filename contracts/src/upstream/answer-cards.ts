import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { LenientEpochMs } from './facts/lenient-fields.ts'

/**
 * Answer cards (spec 3 §7 "Answer cards"): a student's scanned sheets with the marks of each item,
 * the blank paper, and the answer-pics export task. The spec names the paths but not the payloads;
 * the shapes here are ours, kept to what the pages need.
 */
export const ANSWER_CARD_PATHS = {
  /** GET ?examid&org&pindex&studentId: a student's sheet on one paper, pages and item marks. */
  studentSheet: '/obt/v3/student/answer-pics',
  /** GET ?examid&org&pindex: the blank paper (the printed card). */
  paperPics: '/obt/v1/matrix/origin-pics',
  /** GET ?examid&org: whether the school hides answer pictures from students and parents. */
  isHide: '/obt/v1/exam/answer-pics/isHide',
  /**
   * GET ?examid&org: the period in which students and parents may open their answer sheets (the
   * school's window, our reading of spec 3 §7's exam/interval); POST {examid, org, start, end} sets it.
   */
  interval: '/obt/v1/exam/interval',
  /** GET ?examid&org&pindex: the signed-in student's own sheet on one paper (student and parent accounts). */
  ownSheet: '/api/v3/user/student/answer-pics',
  create: '/task/v1/answer-pics/create',
  list: '/task/v1/answer-pics/list',
  groupsUpdate: '/task/v1/answer-pics/groups/update',
  restart: '/task/v1/answer-pics/restartJob',
  uploadStudentFile: '/mod/v1/answer-pics/upload-stu-file',
} as const

export const SheetQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ maxLength: 4 })),
  pindex: Type.String({ pattern: '^[0-9]{1,3}$' }),
  studentId: Type.String({ minLength: 1, maxLength: 64 }),
})
export type SheetQuery = Static<typeof SheetQuerySchema>

export const SheetPicSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  url: Type.String(),
  width: Type.Number({ default: 840 }),
  height: Type.Number({ default: 1188 }),
})
export type SheetPic = Static<typeof SheetPicSchema>

/** Where an item sits on its page, in the page's pixels, and what the student got. */
export const SheetItemSchema = Type.Object({
  qid: Type.String(),
  name: Type.String(),
  isObjective: Type.Boolean(),
  /** null: not answered / absent. */
  score: Type.Union([Type.Number(), Type.Null()]),
  manfen: Type.Number(),
  choice: Type.Optional(Type.String()),
  answer: Type.Optional(Type.String()),
  page: Type.Integer({ minimum: 1 }),
  x: Type.Number(),
  y: Type.Number(),
  w: Type.Number(),
  h: Type.Number(),
})
export type SheetItem = Static<typeof SheetItemSchema>

export const StudentSheetDataSchema = Type.Object({
  student: Type.Object({
    id: Type.String(),
    name: Type.String(),
    xuehao: Type.String({ default: '' }),
    className: Type.String({ default: '' }),
    schoolName: Type.String({ default: '' }),
  }),
  paper: Type.Object({ pindex: Type.Integer(), subject: Type.String(), manfen: Type.Number() }),
  /** The paper score; null when the student was absent (未考). */
  score: Type.Union([Type.Number(), Type.Null()]),
  pics: Type.Array(SheetPicSchema),
  items: Type.Array(SheetItemSchema, { default: [] }),
})
export type StudentSheetData = Static<typeof StudentSheetDataSchema>
export const StudentSheetResponseSchema = Envelope(StudentSheetDataSchema)

export const PaperPicsQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ maxLength: 4 })),
  pindex: Type.String({ pattern: '^[0-9]{1,3}$' }),
})
export type PaperPicsQuery = Static<typeof PaperPicsQuerySchema>
export const PaperPicsDataSchema = Type.Object({
  paper: Type.Object({ pindex: Type.Integer(), subject: Type.String(), manfen: Type.Number() }),
  pics: Type.Array(SheetPicSchema),
})
export type PaperPicsData = Static<typeof PaperPicsDataSchema>
export const PaperPicsResponseSchema = Envelope(PaperPicsDataSchema)

/** Epoch ms; null: open on that side. A platform that keeps no window answers nulls (or nothing). */
export const ExamIntervalDataSchema = Type.Object({
  start: Type.Union([Type.Null(), LenientEpochMs()], { default: null }),
  end: Type.Union([Type.Null(), LenientEpochMs()], { default: null }),
})
export type ExamInterval = Static<typeof ExamIntervalDataSchema>
export const ExamIntervalResponseSchema = Envelope(ExamIntervalDataSchema)
export const ExamIntervalSetRequestSchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.Integer()),
  // Null first: Fastify's coercing validator would read null as 0 against an integer tried first.
  start: Type.Union([Type.Null(), Type.Integer({ minimum: 0 })]),
  end: Type.Union([Type.Null(), Type.Integer({ minimum: 0 })]),
})
export type ExamIntervalSetRequest = Static<typeof ExamIntervalSetRequestSchema>

export const OwnSheetQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ maxLength: 4 })),
  pindex: Type.String({ pattern: '^[0-9]{1,3}$' }),
})
export type OwnSheetQuery = Static<typeof OwnSheetQuerySchema>

export const IsHideDataSchema = Type.Object({ isHide: Type.Boolean({ default: false }) })
export const IsHideResponseSchema = Envelope(IsHideDataSchema)

// ---- the answer-pics export task ---------------------------------------------------------------

/** One class of a task: its folder in the zip. */
export const AnswerPicsGroupSchema = Type.Object({
  classId: Type.String(),
  className: Type.String(),
  /** Images in the folder (students × papers). */
  count: Type.Integer({ default: 0 }),
})

/** Status as the common export: 0 queued, 5 generating, 1 done, 2 expired, 3 failed. */
export const AnswerPicsTaskSchema = Type.Object({
  taskid: Type.String(),
  name: Type.String(),
  status: Type.Integer(),
  progress: Type.Integer({ default: 0 }),
  create_time: LenientEpochMs(),
  file_url: Type.String({ default: '' }),
  pindexes: Type.Array(Type.Integer(), { default: [] }),
  groups: Type.Array(AnswerPicsGroupSchema, { default: [] }),
  /** Images in the whole zip. */
  total: Type.Integer({ default: 0 }),
  /** The checked student file the task was limited to, if any. */
  stuFileName: Type.Optional(Type.String()),
})
export type AnswerPicsTask = Static<typeof AnswerPicsTaskSchema>

export const AnswerPicsTaskQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ maxLength: 4 })),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
})
export type AnswerPicsTaskQuery = Static<typeof AnswerPicsTaskQuerySchema>

export const AnswerPicsCreateRequestSchema = Type.Object({
  pindexes: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 20 }),
  classIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 200 }),
  /** A checked student file (upload-stu-file): only its students. */
  stuFileId: Type.Optional(Type.String({ maxLength: 64 })),
})
export type AnswerPicsCreateRequest = Static<typeof AnswerPicsCreateRequestSchema>
export const AnswerPicsCreateDataSchema = Type.Object({ taskid: Type.String() })

export const AnswerPicsListDataSchema = Type.Object({ tasks: Type.Array(AnswerPicsTaskSchema) })
export type AnswerPicsListData = Static<typeof AnswerPicsListDataSchema>

export const AnswerPicsGroupsUpdateRequestSchema = Type.Object({
  taskid: Type.String({ minLength: 1, maxLength: 64 }),
  update: Type.Object({ is_delete: Type.Literal(1) }),
})
export type AnswerPicsGroupsUpdateRequest = Static<typeof AnswerPicsGroupsUpdateRequestSchema>

export const AnswerPicsRestartRequestSchema = Type.Object({ taskid: Type.String({ minLength: 1, maxLength: 64 }) })

/** The student file: one student per line, 学号 or 姓名 (a first column of a CSV). */
export const StudentFileUploadRequestSchema = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 120 }),
  content: Type.String({ maxLength: 200_000 }),
})
export type StudentFileUploadRequest = Static<typeof StudentFileUploadRequestSchema>

/** The check result of an uploaded student file. */
export const StudentFileCheckSchema = Type.Object({
  fileId: Type.String(),
  fileName: Type.String(),
  total: Type.Integer(),
  matched: Type.Integer(),
  /** Lines that name no student of the exam in the account's scope (the first 50). */
  unmatched: Type.Array(Type.String(), { default: [] }),
  duplicates: Type.Integer({ default: 0 }),
})
export type StudentFileCheck = Static<typeof StudentFileCheckSchema>

/** Most images one export makes (students × papers); more is refused with a message. */
export const ANSWER_PICS_MAX_IMAGES = 1000
