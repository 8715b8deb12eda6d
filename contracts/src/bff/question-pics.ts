import { Type, type Static } from 'typebox'
import { TaskExamParamsSchema } from './tasks.ts'

/**
 * GET /report/bff/answer-cards/question-pic: one student's answer to one question, cut from their
 * scanned sheet, as the 小分表 (report-matrix) opens it from a cell (spec 3 §7 matrix/answer-pic,
 * matrix/pics), with the class's answers to the same question beside it.
 */
export const QuestionPicQuerySchema = Type.Object({
  ...TaskExamParamsSchema.properties,
  pindex: Type.String({ pattern: '^[0-9]{1,3}$' }),
  qid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  /** The student (their id). */
  skey: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
})
export type QuestionPicQuery = Static<typeof QuestionPicQuerySchema>

const Tone = Type.Union([Type.Literal('full'), Type.Literal('part'), Type.Literal('zero')])

export const ClassmateAnswerSchema = Type.Object({
  name: Type.String(),
  /** '3.5/5', '未作答'. */
  scoreText: Type.String(),
  tone: Tone,
  href: Type.String(),
  selected: Type.Boolean(),
})
export type ClassmateAnswer = Static<typeof ClassmateAnswerSchema>

export const QuestionPicViewSchema = Type.Object({
  examName: Type.String(),
  subject: Type.String(),
  /** '第 12 题（5 分）'. */
  questionTitle: Type.String(),
  student: Type.Object({ name: Type.String(), className: Type.String() }),
  /** '3.5/5', '未作答', or '未考' when the student missed the paper. */
  scoreText: Type.String(),
  tone: Tone,
  /** Objective items: 'B（答案 C）'; '' otherwise. */
  detail: Type.String(),
  /** The cut-out answer through the BFF's cached passthrough; null when no sheet was scanned (未考). */
  picture: Type.Union([Type.Object({ src: Type.String(), width: Type.Number(), height: Type.Number() }), Type.Null()]),
  /** The class's answers to the question (staff only), this student's selected. */
  classmates: Type.Array(ClassmateAnswerSchema),
  /** The student's whole sheet of this paper (answer-pics). */
  sheetHref: Type.String(),
})
export type QuestionPicView = Static<typeof QuestionPicViewSchema>
