import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

/** GET /report/obt/v1/student/answer-pic?examid&org&pindex&studentId — the pages of one answer sheet. */
export const AnswerPicQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String()),
  pindex: Type.String({ pattern: '^[0-9]{1,3}$' }),
  studentId: Type.String({ minLength: 1, maxLength: 64 }),
})
export type AnswerPicQuery = Static<typeof AnswerPicQuerySchema>

export const AnswerPicDataSchema = Type.Object({
  pics: Type.Array(Type.Object({ page: Type.Integer(), url: Type.String({ description: 'GET /api/v3/exams/{examid}/papers/{pindex}/students/{studentId}/answer-pics/{page} → image/svg+xml' }) })),
})
export type AnswerPicData = Static<typeof AnswerPicDataSchema>
export const AnswerPicResponseSchema = Envelope(AnswerPicDataSchema)

export const answerPicImagePath = (examid: string, pindex: number, studentId: string, page: number) =>
  `/api/v3/exams/${encodeURIComponent(examid)}/papers/${pindex}/students/${encodeURIComponent(studentId)}/answer-pics/${page}`
