import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { Envelope } from '@report/contracts/envelope'
import { TaskExamParamsSchema, type TaskExamParams } from '@report/contracts/bff/tasks'
import {
  DownloadConfigBodySchema,
  DownloadConfigViewSchema,
  ExamConfigBodySchema,
  ExamConfigViewSchema,
  ReportExportViewSchema,
  type DownloadConfigBody,
  type ExamConfigBody,
} from '@report/contracts/bff/tasks-config'
import { examConfigProblems } from '@report/contracts/rules/exam-export-settings'
import type { ExamInfoAll } from '@report/contracts/upstream/exam'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { BffError, bffError } from '../errors.ts'
import { settingsMenuVisible } from '../domain/exam-context/settings-menu.ts'
import { isSchoolWideWriter } from '../domain/school-wide/school-writer.ts'
import { versionDisplay } from '../domain/session/version-display.ts'
import { toDownloadCfg, toDownloadConfigView, toExamConfigValues, toExamConfigView, toReportExportView, toScopeSave } from '../domain/tasks/config-views.ts'
import { taskError } from '../domain/tasks/errors.ts'
import { requireSession } from '../lib/require-session.ts'
import { ViewUpstream } from './upstream-calls.ts'
import { TaskUpstream } from './tasks-upstream.ts'

const orgOf = (org: string | undefined) => (org === undefined || org === '' ? -1 : Number(org))
const trialOf = (user: UpstreamUser) => versionDisplay({ versionName: user.versionName, isTrial: user.isTrial, leftDays: user.leftDays, trialEndTime: user.trialEndTime }).isTrial

/**
 * spec 3 §6 exam settings: who may change them. The settings-menu rule of the exam context says whose
 * menu shows them; they are the exam's for the whole school, so only a school-wide writer changes them
 * (a grade admin, shown the menu, reads).
 */
function canEditExam(user: UpstreamUser, exam: ExamInfoAll, lkschool: string | undefined): boolean {
  const counted = exam.school_map.reduce((n, county) => n + county.schools.reduce((m, s) => m + s.studentCount, 0), 0)
  return isSchoolWideWriter(user) && settingsMenuVisible({
    fxtype: exam.fxtype,
    isZb: exam.isZb,
    classify: exam.classify,
    isLiankao: exam.isLiankao,
    lkschool,
    topRole: user.auth.topRole,
    roleNum: user.auth.roleNum,
    allGroupsCounted: counted >= exam.studentCount,
  })
}

/** The export menu's pages: download configuration (export-excel), exam settings (exam-config), report export (report-export). */
export default async function tasksConfig(app: FastifyInstance) {
  const upstreamOf = (request: FastifyRequest) => new TaskUpstream(new ViewUpstream(app, requireSession(request), request.log))

  app.get('/tasks/download-config', { schema: { response: { 200: Envelope(DownloadConfigViewSchema) } } }, async (request) => ({
    code: 0,
    data: toDownloadConfigView(await upstreamOf(request).downloadCfg()),
  }))

  app.post<{ Body: DownloadConfigBody }>('/tasks/download-config', {
    schema: { body: DownloadConfigBodySchema, response: { 200: Envelope(DownloadConfigViewSchema) } },
  }, async (request) => {
    const u = upstreamOf(request)
    const next = toDownloadCfg(request.body, await u.downloadCfg())
    if (!Object.values(next.excel_cfgs).some(Boolean)) throw bffError('BFF_ERR_INPUT_INVALID', { message: '请至少选择一种报表' })
    return { code: 0, data: toDownloadConfigView(await u.saveDownloadCfg(next)) }
  })

  app.get<{ Querystring: TaskExamParams }>('/tasks/exam-config', {
    schema: { querystring: TaskExamParamsSchema, response: { 200: Envelope(ExamConfigViewSchema) } },
  }, async (request) => {
    const u = upstreamOf(request)
    const org = orgOf(request.query.org)
    const [user, exam, [rates, segments, scales]] = await Promise.all([u.user(), u.examAll(request.query.examid, org), u.scope(request.query.examid, org)])
    const values = toExamConfigValues(rates, segments, scales)
    return { code: 0, data: toExamConfigView(exam.name, values, canEditExam(user, exam, request.query.lkschool), trialOf(user)) }
  })

  app.post<{ Body: ExamConfigBody }>('/tasks/exam-config', {
    schema: { body: ExamConfigBodySchema, response: { 200: Envelope(ExamConfigViewSchema) } },
  }, async (request) => {
    const u = upstreamOf(request)
    const b = request.body
    const problems = examConfigProblems(b.values)
    if (problems.length) throw bffError('BFF_ERR_INPUT_INVALID', { message: problems.join('；') })
    const org = orgOf(b.org)
    const [user, exam] = await Promise.all([u.user(), u.examAll(b.examid, org)])
    if (trialOf(user)) throw new BffError(taskError('BFF_ERR_TASKS_VERSION_LIMIT'))
    if (!canEditExam(user, exam, b.lkschool)) throw bffError('BFF_ERR_SCHOOL_WRITE_FORBIDDEN', { message: '当前考试不能修改考试设置' })
    const save = toScopeSave(b.values)
    const [rates, segments, scales] = await u.saveScope(b.examid, exam.org, save.rates, save.segments, save.scales)
    return { code: 0, data: toExamConfigView(exam.name, toExamConfigValues(rates, segments, scales), true, false) }
  })

  app.get<{ Querystring: TaskExamParams }>('/tasks/report-export', {
    schema: { querystring: Type.Object(TaskExamParamsSchema.properties), response: { 200: Envelope(ReportExportViewSchema) } },
  }, async (request) => {
    const u = upstreamOf(request)
    const [user, exam] = await Promise.all([u.user(), u.examAll(request.query.examid, orgOf(request.query.org))])
    return { code: 0, data: toReportExportView(exam.name, exam.totalReportName, trialOf(user)) }
  })
}
