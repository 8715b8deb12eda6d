import type { ExamAreaThreeLevel, ExamBaseRequest, ExamSpecify, ExamThreeLevel } from '@report/contracts/upstream/exam-inspect'
import type { SchoolMapEntry } from '@report/contracts/upstream/exam'
import type { ViewUpstream } from './upstream-calls.ts'
import type { ExamAccessRef } from './exam-access-upstream.ts'

/** The three-level navbar's facts (spec 1 §2); each null where the platform does not answer it (info/all's then stands). */
export interface ThreeLevelFacts {
  /** inspect/three-level: whether the exam is analysed at three levels. */
  threeLevel: boolean | null
  /** inspect/area-three-level: the counties and schools the account may choose. */
  areas: SchoolMapEntry[] | null
}

/** Whether the exam is a three-level exam and its areas for this account (spec 1 §7 inspect/three-level, area-three-level), asked together. */
export async function threeLevelFacts(u: ViewUpstream, ref: ExamAccessRef): Promise<ThreeLevelFacts> {
  const [level, areas] = await Promise.all([
    u.soft('three-level', () => u.json<ExamThreeLevel>('POST', '/exam/v1/inspect/three-level', ref)),
    u.soft('three-level areas', () => u.json<ExamAreaThreeLevel>('POST', '/exam/v1/inspect/area-three-level', ref)),
  ])
  return { threeLevel: level?.isThreeLevel ?? null, areas: areas?.counties ?? null }
}

/** The exam as the school an address names sees it (spec 1 §7 info/specify, base params); null when not answered. */
export function specifiedExam(u: ViewUpstream, request: ExamBaseRequest): Promise<ExamSpecify | null> {
  return u.soft('exam of a school', () => u.json<ExamSpecify>('POST', '/exam/v1/exam/info/specify', request))
}
