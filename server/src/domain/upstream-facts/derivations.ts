import type { TSchema } from 'typebox'
import { ExamInfoAllSchema, ExamSchema } from '@report/contracts/upstream/exam'
import { UserInfoDataSchema } from '@report/contracts/upstream/user'
import { completeUser } from './complete-user.ts'
import { completeExam, completeExamInfoAll } from './complete-exam.ts'

/** What the spec derives, per decoded schema: applied by the boundary after the check passes. */
const DERIVATIONS = new Map<TSchema, (value: never) => unknown>([
  [UserInfoDataSchema, (data: { user: Parameters<typeof completeUser>[0] }) => ({ user: completeUser(data.user) })],
  [ExamSchema, completeExam],
  [ExamInfoAllSchema, completeExamInfoAll],
])

export function deriveAnswer(schema: TSchema, value: unknown): unknown {
  const derive = DERIVATIONS.get(schema)
  return derive ? derive(value as never) : value
}
