import type { TSchema } from 'typebox'
import { ExamInfoAllSchema, ExamSchema } from '@report/contracts/upstream/exam'
import { UserInfoDataSchema } from '@report/contracts/upstream/user'
import { completeUser } from './complete-user.ts'

type Decoded = Record<string, unknown>

/** trueId is examid:org (spec 1 §3). */
function completeExam<T extends Decoded>(exam: T): T {
  return exam.trueId === '' ? { ...exam, trueId: `${String(exam.examid)}:${String(exam.org)}` } : exam
}

/** What the spec derives, per decoded schema: applied by the boundary after the check passes. */
const DERIVATIONS = new Map<TSchema, (value: never) => unknown>([
  [UserInfoDataSchema, (data: { user: Parameters<typeof completeUser>[0] }) => ({ user: completeUser(data.user) })],
  [ExamSchema, completeExam],
  [ExamInfoAllSchema, completeExam],
])

export function deriveAnswer(schema: TSchema, value: unknown): unknown {
  const derive = DERIVATIONS.get(schema)
  return derive ? derive(value as never) : value
}
