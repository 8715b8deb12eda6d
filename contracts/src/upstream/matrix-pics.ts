import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

/**
 * Answer pictures of one question (spec 3 §7 "Answer cards": /obt/v1/matrix/answer-pic,
 * /api/v3/matrix/pics), what the 小分表 (report-matrix, spec 2 §2) opens from a cell: the part of a
 * student's scanned sheet that holds their answer to the question, with the marks written on it.
 * The spec names the paths only; the shapes are ours, kept to what the page needs.
 */
export const MATRIX_PIC_PATHS = {
  /** GET ?examid&org&pindex&qid&studentId: one student's answer to one question. */
  answerPic: '/obt/v1/matrix/answer-pic',
  /** GET ?examid&org&pindex&qid[&classid]: every answer picture of the question among the students in view. */
  pics: '/api/v3/matrix/pics',
} as const

const ExamQuestionQuery = {
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ maxLength: 4 })),
  pindex: Type.String({ pattern: '^[0-9]{1,3}$' }),
  qid: Type.String({ minLength: 1, maxLength: 64 }),
}

export const MatrixAnswerPicQuerySchema = Type.Object({ ...ExamQuestionQuery, studentId: Type.String({ minLength: 1, maxLength: 64 }) })
export type MatrixAnswerPicQuery = Static<typeof MatrixAnswerPicQuerySchema>

export const MatrixPicsQuerySchema = Type.Object({ ...ExamQuestionQuery, classid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) })
export type MatrixPicsQuery = Static<typeof MatrixPicsQuerySchema>

export const PicQuestionSchema = Type.Object({
  qid: Type.String(),
  name: Type.String(),
  isObjective: Type.Boolean(),
  manfen: Type.Number(),
  /** The key of an objective item. */
  answer: Type.String({ default: '' }),
})
export type PicQuestion = Static<typeof PicQuestionSchema>

/** One student's answer to the question: the cut-out image and the score the markers gave. */
export const QuestionPicSchema = Type.Object({
  studentId: Type.String(),
  name: Type.String(),
  xuehao: Type.String({ default: '' }),
  className: Type.String({ default: '' }),
  /** The student's class id: the class list (matrix/pics classid) of the student's classmates. */
  classId: Type.String({ default: '' }),
  /** null: not answered (or no score known). */
  score: Type.Union([Type.Number(), Type.Null()]),
  /** Objective items: the options filled in ('' none). */
  choice: Type.Optional(Type.String()),
  url: Type.String({ description: 'GET /api/v3/exams/{examid}/papers/{pindex}/students/{studentId}/questions/{qid}/answer-pic → image/svg+xml' }),
  width: Type.Number(),
  height: Type.Number(),
})
export type QuestionPic = Static<typeof QuestionPicSchema>

export const MatrixAnswerPicDataSchema = Type.Object({
  question: PicQuestionSchema,
  /** null: the student missed the paper, so no sheet was scanned. */
  pic: Type.Union([QuestionPicSchema, Type.Null()], { default: null }),
})
export type MatrixAnswerPicData = Static<typeof MatrixAnswerPicDataSchema>
export const MatrixAnswerPicResponseSchema = Envelope(MatrixAnswerPicDataSchema)

export const MatrixPicsDataSchema = Type.Object({
  question: PicQuestionSchema,
  /** Students who sat the paper, in class then 学号 order. */
  pics: Type.Array(QuestionPicSchema, { default: [] }),
})
export type MatrixPicsData = Static<typeof MatrixPicsDataSchema>
export const MatrixPicsResponseSchema = Envelope(MatrixPicsDataSchema)

export const questionPicImagePath = (examid: string, pindex: number, studentId: string, qid: string) =>
  `/api/v3/exams/${encodeURIComponent(examid)}/papers/${pindex}/students/${encodeURIComponent(studentId)}/questions/${encodeURIComponent(qid)}/answer-pic`
