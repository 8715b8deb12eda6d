import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { BASE_PATH } from '@report/contracts/constants'
import {
  SendSmsBodySchema,
  SendSmsResultSchema,
  ShareBodySchema,
  ShareResultSchema,
  TutoringHomeQuerySchema,
  TutoringHomeViewSchema,
  type TutoringHomeQuery,
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
import { recentExamsOf, toTutoringHome, TUTORING_PAGE_SIZE } from '../domain/tutoring/home-view.ts'
import { pickedClass, pickOnlyView, toTutoringPicker } from '../domain/tutoring/picker.ts'
import { BffError, bffError } from '../errors.ts'
import { requireSession } from '../lib/require-session.ts'
import { WindowCounts } from '../lib/shared-store/index.ts'
import { TutoringUpstream } from './tutoring-upstream.ts'
import { ViewUpstream } from './upstream-calls.ts'

const STUDENT_PAGE = `${BASE_PATH}/hfsfd/student`

/** Staff's picker: the recent exams (and the one asked for), its classes in view, the chosen class's students. */
async function staffPicker(u: TutoringUpstream, q: TutoringStudentQuery, viewerId: string) {
  const recent = recentExamsOf(await u.recentExams(), viewerId)
  const asked = q.examid ? { examid: q.examid, org: q.org ?? '' } : recent[0] ?? null
  if (!asked) throw bffError('BFF_ERR_TUTORING_NO_EXAM')
  const info = await u.examInfo(asked.examid, asked.org || undefined)
  const exam = { examid: asked.examid, org: asked.org, name: info.name }
  const exams = recent.some((e) => e.examid === exam.examid) ? recent : [exam, ...recent]
  const classId = pickedClass(info.classes, q.class)
  const roster = classId ? await u.roster(exam.examid, exam.org || undefined, classId) : []
  const schools = new Map(info.school_map.flatMap((county) => county.schools.map((s) => [s.key, s.name] as const)))
  return { exam, view: toTutoringPicker({ base: STUDENT_PAGE, exams, exam, classes: info.classes, schools, classId: q.class, roster, skey: q.skey }) }
}

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
    reply.header('cache-control', 'no-store')
    // Staff choose whose report to read; without a student chosen the page says so and offers the choice.
    const picker = isFamily ? null : await staffPicker(u, q, user.id)
    if (picker && !q.skey) return { code: 0, data: pickOnlyView(picker.view, picker.exam) }
    const studentId = isFamily ? undefined : q.skey || undefined
    const exams = visibleExamsOf(await u.exams(isFamily ? undefined : studentId), user.id)
    const chosen = q.examid ? { examid: q.examid, org: q.org } : exams[0] ? { examid: exams[0].examid, org: String(exams[0].org) } : null
    if (!chosen) throw bffError('BFF_ERR_TUTORING_NO_EXAM')
    const [info, summary] = await Promise.all([u.info(chosen.examid, chosen.org, studentId), u.u.soft('tutoring summary', () => u.summary(chosen.examid, chosen.org, studentId))])
    return {
      code: 0,
      data: toTutoringStudentView({ info, exams, isFamily, canShare: isSchoolWideWriter(user), summary, base: STUDENT_PAGE, query: { org: chosen.org ?? '', skey: studentId ?? '' }, picker: picker?.view ?? null }),
    }
  })

  app.get<{ Querystring: TutoringHomeQuery }>('/tutoring/home', { schema: { querystring: TutoringHomeQuerySchema, response: { 200: Envelope(TutoringHomeViewSchema) } } }, async (request, reply) => {
    const u = upstreamOf(request)
    const user = await u.user()
    const family = user.auth.isStudent
    let page = request.query.page ?? 1
    let list = family ? null : await u.examPage(page, TUTORING_PAGE_SIZE)
    // A page past the end (an old link, exams deleted since) shows the last page, not an empty list.
    const last = Math.max(1, Math.ceil((list?.total ?? 0) / TUTORING_PAGE_SIZE))
    if (list && page > last) list = await u.examPage((page = last), TUTORING_PAGE_SIZE)
    const exams = list ? recentExamsOf(list.exams, user.id) : []
    const status = exams.length > 0 ? await u.u.soft('tutoring share status', () => u.shareStatus(exams.map((e) => ({ examid: e.examid, ...(e.org ? { org: Number(e.org) } : {}) })))) : []
    const shared = new Set((status ?? []).filter((s) => s.shared).map((s) => s.examid))
    reply.header('cache-control', 'no-store')
    return { code: 0, data: toTutoringHome({ family, canPublish: isSchoolWideWriter(user), notice: SCHOOL_WIDE_NOTICES.share, studentHref: STUDENT_PAGE, exams, shared, page, total: list?.total ?? 0 }) }
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
