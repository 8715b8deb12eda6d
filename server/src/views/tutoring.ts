import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { BASE_PATH } from '@report/contracts/constants'
import {
  SendSmsBodySchema,
  SendSmsResultSchema,
  ShareBodySchema,
  ShareResultSchema,
  TutoringHomeViewSchema,
  TutoringStudentQuerySchema,
  TutoringStudentViewSchema,
  type SendSmsBody,
  type ShareBody,
  type TutoringStudentQuery,
} from '@report/contracts/bff/tutoring'
import { visibleExamsOf } from '../domain/custom/custom-exam-visibility.ts'
import { catalogued } from '../domain/errors/catalogue.ts'
import { SCHOOL_WIDE_NOTICES } from '../domain/school-wide/school-wide-writes.ts'
import { isSchoolWideWriter } from '../domain/school-wide/school-writer.ts'
import { smsCounts, smsRefusal } from '../domain/tutoring/sms-limits.ts'
import { checkSmsInput, smsSendFailure, smsSentMessage } from '../domain/tutoring/sms.ts'
import { toTutoringStudentView } from '../domain/tutoring/student-view.ts'
import { recentExamsOf, toTutoringHome } from '../domain/tutoring/home-view.ts'
import { BffError, bffError } from '../errors.ts'
import { requireSession } from '../lib/require-session.ts'
import { WindowCounts } from '../lib/shared-store/index.ts'
import { TutoringUpstream } from './tutoring-upstream.ts'
import { ViewUpstream } from './upstream-calls.ts'

const STUDENT_PAGE = `${BASE_PATH}/hfsfd/student`

/**
 * The tutoring report (spec 3 §2, §7): GET /tutoring/student (the phone-width page for parents),
 * POST /tutoring/sms (the summary by SMS: a mainland mobile number, within the limits per number and
 * per sender of domain/tutoring/sms-limits.ts, counted in the store the instances share) and POST
 * /tutoring/share (publish or unpublish the exam's student reports to families: a school-wide write,
 * checked on its route by plugins/school-wide-writes.ts).
 */
export default async function tutoringViews(app: FastifyInstance) {
  const upstreamOf = (request: FastifyRequest) => new TutoringUpstream(new ViewUpstream(app, requireSession(request), request.log))
  const counts = new WindowCounts(app.sharedStore, app.sharedStoreFailed)

  app.get<{ Querystring: TutoringStudentQuery }>('/tutoring/student', {
    schema: { querystring: TutoringStudentQuerySchema, response: { 200: Envelope(TutoringStudentViewSchema) } },
  }, async (request, reply) => {
    const u = upstreamOf(request)
    const q = request.query
    const user = await u.user()
    const isFamily = user.auth.isStudent
    const studentId = isFamily ? undefined : q.skey || undefined
    const exams = visibleExamsOf(await u.exams(isFamily ? undefined : studentId), user.id)
    const chosen = q.examid ? { examid: q.examid, org: q.org } : exams[0] ? { examid: exams[0].examid, org: String(exams[0].org) } : null
    if (!chosen) throw bffError('BFF_ERR_TUTORING_NO_EXAM')
    const [info, summary] = await Promise.all([u.info(chosen.examid, chosen.org, studentId), u.u.soft('tutoring summary', () => u.summary(chosen.examid, chosen.org, studentId))])
    reply.header('cache-control', 'no-store')
    return {
      code: 0,
      data: toTutoringStudentView({ info, exams, isFamily, canShare: isSchoolWideWriter(user), summary, base: STUDENT_PAGE, query: { org: chosen.org ?? '', skey: studentId ?? '' } }),
    }
  })

  app.get('/tutoring/home', { schema: { response: { 200: Envelope(TutoringHomeViewSchema) } } }, async (request, reply) => {
    const u = upstreamOf(request)
    const user = await u.user()
    const family = user.auth.isStudent
    const exams = family ? [] : recentExamsOf(await u.recentExams(), user.id)
    reply.header('cache-control', 'no-store')
    return { code: 0, data: toTutoringHome({ family, canPublish: isSchoolWideWriter(user), notice: SCHOOL_WIDE_NOTICES.share, studentHref: STUDENT_PAGE, exams }) }
  })

  app.post<{ Body: SendSmsBody }>('/tutoring/sms', { schema: { body: SendSmsBodySchema, response: { 200: Envelope(SendSmsResultSchema) } } }, async (request) => {
    const { examid, from, phone, skey } = request.body
    const input = checkSmsInput(phone, from)
    if (!input.ok) throw new BffError(catalogued(input.code, input.message))
    const u = upstreamOf(request)
    const user = await u.user()
    const family = user.auth.isStudent
    const reservation = await counts.reserve(smsCounts(family, input.phone, user.id))
    if (!reservation.ok) throw new BffError(catalogued('BFF_ERR_TUTORING_SMS_TOO_SOON', smsRefusal(reservation.refused, reservation.resetMs)))
    try {
      await u.send({ examid, from, phone: input.phone, ...(!family && skey ? { studentId: skey } : {}) })
    } catch (err) {
      // A send that did not go out does not count against anyone's limits.
      await reservation.release()
      if (err instanceof BffError) throw new BffError(smsSendFailure({ status: err.statusCode, kind: err.kind, code: err.code, message: err.message }), { cause: err })
      throw err
    }
    return { code: 0, data: { message: smsSentMessage(input.phone) } }
  })

  app.post<{ Body: ShareBody }>('/tutoring/share', { schema: { body: ShareBodySchema, response: { 200: Envelope(ShareResultSchema) } } }, async (request) => {
    const { examid, org, publish } = request.body
    const result = await upstreamOf(request).share(publish, examid, org === undefined || org === '' ? undefined : Number(org))
    return { code: 0, data: { shared: result.shared, message: result.shared ? '已发布，家长可以查看本次考试的成绩报告' : '已取消发布，家长暂时无法查看' } }
  })
}
