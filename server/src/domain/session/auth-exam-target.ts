import { BASE_PATH } from '@report/contracts/constants'
import type { AuthExamRef } from '@report/contracts/upstream/auth'
import { safeRedirectTarget } from '../gateway/redirect-target.ts'

/** Exam ids as platforms spell them: letters, digits, `_` and `-` (spec 1 §2: "may look like 'id-schoolid'"). */
const EXAM_ID = /^[A-Za-z0-9_-]{1,64}$/
const ORG = /^-?[0-9]{1,2}$/
const DASHBOARD = `${BASE_PATH}/exam/dashboard`

function dashboard(examid: string, org: string | undefined, grade: string | undefined): string {
  const query = new URLSearchParams({ examid })
  if (org !== undefined) query.set('org', org)
  if (grade !== undefined && grade !== '') query.set('grade', grade)
  return `${DASHBOARD}?${query.toString()}`
}

/**
 * Where the auth answer's exam sends the user (spec 1 §4 step 5: "go to the exam given in the
 * response"; DESIGN.md step 4): a dashboard path as given (`/report/…`, or `/exam/…` under the base),
 * a bare examid, or an object {examid, org, grade}, each to its dashboard. Null when the answer names
 * no usable exam (the user stays on the page minus the token). A path that leaves /report/ on this
 * host goes home (gateway/redirect-target.ts).
 */
export function authExamTarget(exam: string | AuthExamRef | null | undefined): string | null {
  if (exam === null || exam === undefined) return null
  if (typeof exam === 'object') {
    const examid = String(exam.examid)
    if (!EXAM_ID.test(examid)) return null
    const org = exam.org === undefined ? undefined : String(exam.org)
    if (org !== undefined && !ORG.test(org)) return null
    const grade = typeof exam.grade === 'string' && exam.grade.length <= 32 ? exam.grade : undefined
    return safeRedirectTarget(dashboard(examid, org, grade))
  }
  const text = exam.trim()
  if (text === '') return null
  if (EXAM_ID.test(text)) return safeRedirectTarget(dashboard(text, undefined, undefined))
  if (text.startsWith('/exam/')) return safeRedirectTarget(`${BASE_PATH}${text}`)
  return safeRedirectTarget(text)
}
