import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ExamInfoAll } from '@report/contracts/upstream/exam'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { CUSTOM_EXAM_ORG, customExamVisible } from '../domain/custom/custom-exam-visibility.ts'
import { mayBeCustom, namedExams, type NamedExam } from '../domain/custom/named-exams.ts'
import { BffError, bffError } from '../errors.ts'
import { hasSession } from '../lib/session.ts'
import { ViewUpstream } from '../views/upstream-calls.ts'

/** Exams one request may name that need their maker looked up; a request naming more is refused. */
const MAX_CHECKED = 20

/**
 * Refuses a request that names another user's custom exam not shared with the signed-in user
 * (domain/custom/custom-exam-visibility.ts), whatever view or upstream call it is for. Only names that
 * may be a custom exam are looked up (org 2, or no org), through the exam info every exam page asks for
 * (a session fact, kept 30 s): the exam frame and report pages of a custom exam ask nothing more; who
 * the user is only when one is custom. An exam the upstream itself refuses or does not know is left to
 * the view, which meets the same answer.
 */
export async function requireVisibleExams(app: FastifyInstance, request: FastifyRequest, named: readonly NamedExam[]): Promise<void> {
  const checked = named.filter(mayBeCustom)
  // Without a session there is no one to show the exam to: the view or the upstream refuses on its own.
  if (checked.length === 0 || !hasSession(request.session)) return
  if (checked.length > MAX_CHECKED) throw bffError('BFF_ERR_INPUT_INVALID', { message: '一次请求涉及的考试过多' })
  const u = new ViewUpstream(app, request.session, request.log)
  const examOf = (n: NamedExam) =>
    u.json<ExamInfoAll>('POST', '/exam/v1/exam/info/all', { examid: n.examid, org: n.org ?? -1 }).catch((error: unknown) => {
      if (error instanceof BffError && error.statusCode >= 400 && error.statusCode < 500) return null
      throw error
    })
  const custom = (await Promise.all(checked.map(examOf))).filter((exam): exam is ExamInfoAll => exam !== null && exam.org === CUSTOM_EXAM_ORG)
  if (custom.length === 0) return
  const { user } = await u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info')
  if (custom.some((exam) => !customExamVisible(exam, user.id))) throw bffError('BFF_ERR_EXAM_NOT_VISIBLE')
}

/** JSON a passthrough body carries, when it is JSON; anything else names no exam here. */
export function jsonBodyOf(body: unknown): unknown {
  if (!(body instanceof Buffer) || body.length === 0 || !/examid/i.test(body.toString('latin1'))) return undefined
  try {
    return JSON.parse(body.toString('utf8')) as unknown
  } catch {
    return undefined
  }
}

/** Every view model of its scope: the exams a request names in its query or body are checked before the view runs. */
export default fp(async function customExamGate(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const named = namedExams(request.query, request.body)
    if (named.length > 0) await requireVisibleExams(app, request, named)
  })
}, { name: 'custom-exam-gate', dependencies: ['upstream', 'session'] })
