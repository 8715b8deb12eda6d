import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import {
  SettingsFollowBodySchema,
  SettingsFollowResultSchema,
  SettingsPublishBodySchema,
  SettingsPublishResultSchema,
  SettingsQuerySchema,
  SettingsSaveBodySchema,
  SettingsSaveResultSchema,
  SettingsViewSchema,
  type SettingsFollowBody,
  type SettingsPublishBody,
  type SettingsQuery,
  type SettingsSaveBody,
} from '@report/contracts/bff/settings'
import { EXAM_SETTINGS_PATHS, type ExamCfgs } from '@report/contracts/upstream/exam-settings'
import { SETTINGS_PATHS, type CfgCommon, type CfgExamList, type CfgGrade, type CfgIsUsed, type CfgSubject } from '@report/contracts/upstream/settings'
import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'
import { validateSettingsPage } from '@report/contracts/validators/settings'
import { mapUpstreamError } from '../../domain/errors/map-upstream-error.ts'
import { settingsAccess, type SettingsAccess } from '../../domain/settings/settings-access.ts'
import { chooseGrade, isExamOwnPage, SETTINGS_TEXTS, toSettingsView } from '../../domain/settings/settings-view.ts'
import { isYjHost } from '../../domain/shell/frame.ts'
import { BffError, bffError } from '../../errors.ts'
import { requireSession } from '../../lib/require-session.ts'
import type { Session } from '../../lib/session.ts'
import { ViewUpstream } from '../upstream-calls.ts'
import { visibleExamsOf } from '../../domain/custom/custom-exam-visibility.ts'

const client = (path: string) => path.replace(/^\/report/, '')

async function accessOf(u: ViewUpstream): Promise<{ access: SettingsAccess; user: UpstreamUser }> {
  const [{ user }, modules] = await Promise.all([
    u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info'),
    u.json<ModulePermissions>('GET', '/analysis/v1/permission/versionAuth/modules'),
  ])
  return { access: settingsAccess(user, modules), user }
}

async function requireEditor(u: ViewUpstream): Promise<void> {
  const { access } = await accessOf(u)
  if (!access.canEdit) throw bffError('BFF_ERR_SETTINGS_FORBIDDEN', access.notice ? { message: access.notice } : undefined)
}

/** A write's business refusal (HTTP 200, code ≠ 0) carries the platform's message; HTTP failures are errors. */
async function write(app: FastifyInstance, session: Session, path: string, body: unknown): Promise<unknown> {
  const answer = await app.upstream.envelope('POST', path, session, body)
  const mapped = answer.status >= 300 ? mapUpstreamError(answer.status, answer.code, answer.msg) : null
  if (mapped) throw new BffError(mapped)
  if (answer.code !== 0 || answer.data === null) throw bffError('BFF_ERR_INPUT_INVALID', { message: answer.msg || '设置未能保存，请稍后重试' })
  return answer.data
}

const view = (app: FastifyInstance, request: FastifyRequest, session: Session) => new ViewUpstream(app, session, request.log)

/** Indicator parameter settings (/config/*): the page view model, saving a page (a new version) and publishing an exam against the newest. */
export default async function settingsView(app: FastifyInstance) {
  app.get<{ Querystring: SettingsQuery }>('/settings', { schema: { querystring: SettingsQuerySchema, response: { 200: Envelope(SettingsViewSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    const u = view(app, request, session)
    const { access, user } = await accessOf(u)
    reply.header('cache-control', 'no-store')
    const facts = { access, page: request.query.page, embedded: request.query.embedded === '1', hideDoc: user.platform === 'yj' || isYjHost(request.headers.host ?? '') }
    if (!access.allowed) {
      return { code: 0, data: toSettingsView({ ...facts, grade: { grades: [], extraPages: [] }, common: null, isUsed: true, exams: null }) }
    }
    const [grade, used] = await Promise.all([
      u.json<CfgGrade>('GET', client(SETTINGS_PATHS.gradeGet)),
      u.json<CfgIsUsed>('GET', client(SETTINGS_PATHS.isUsed)),
    ])
    const chosen = chooseGrade(grade.grades.map((g) => g.grade), request.query.grade)
    const q = chosen === null ? '' : `?${new URLSearchParams({ grade: chosen }).toString()}`
    const lines = request.query.page === 'lineScore'
    const { examid, org } = request.query
    // One exam's own settings (segment steps, rank-band cut-offs): the platform's /obt/v1/exam/cfgs, beside the grade's.
    const examQuery = examid !== undefined && isExamOwnPage(request.query.page) ? `?${new URLSearchParams({ examid, org: org ?? '0' }).toString()}` : null
    const [common, exams, subject, examCfgs] = chosen === null
      ? [null, null, null, null]
      : await Promise.all([
          u.json<CfgCommon>('GET', `${client(SETTINGS_PATHS.commonGet)}${q}`),
          u.soft('settings exam list', () => u.json<CfgExamList>('GET', `${client(SETTINGS_PATHS.examList)}${q}`)),
          // The per-subject lines are the platform's cfg/subject (spec 2 §7), the other pages its cfg/common.
          lines ? u.json<CfgSubject>('GET', `${client(SETTINGS_PATHS.subjectGet)}${q}`) : null,
          examQuery ? u.json<ExamCfgs>('GET', `${client(EXAM_SETTINGS_PATHS.get)}${examQuery}`) : null,
        ])
    // The exams to publish against new settings: another user's custom exam is not the school's to publish.
    const visible = exams ? { ...exams, exams: visibleExamsOf(exams.exams, user.id) } : null
    const shown = common && subject ? { ...common, version: subject.version, config: { ...common.config, lineScore: subject.lines } } : common
    return { code: 0, data: toSettingsView({ ...facts, grade, common: shown, isUsed: used.isUsed, exams: visible, examCfgs }) }
  })

  app.post<{ Body: SettingsSaveBody }>('/settings/save', { schema: { body: SettingsSaveBodySchema, response: { 200: Envelope(SettingsSaveResultSchema) } } }, async (request) => {
    const session = requireSession(request)
    const { page, grade, values } = request.body
    // The same rules the form runs while the user types; this verdict is the one that counts.
    const verdict = validateSettingsPage(page, values)
    if (!verdict.ok) throw bffError('BFF_ERR_INPUT_INVALID', { message: verdict.problems[0]?.message ?? '' })
    await requireEditor(view(app, request, session))
    const exam = request.body.exam
    if (exam) {
      if (!isExamOwnPage(page)) throw bffError('BFF_ERR_INPUT_INVALID', { message: '该设置项不能按考试单独设置' })
      const { subjects, cutoffs } = values as { subjects?: unknown; cutoffs?: unknown }
      await (page === 'segment'
        ? write(app, session, EXAM_SETTINGS_PATHS.setSegments, { ...exam, subjects })
        : write(app, session, EXAM_SETTINGS_PATHS.rankScale, { ...exam, cutoffs }))
      return { code: 0, data: { message: SETTINGS_TEXTS.examSaved } }
    }
    const data = (page === 'lineScore'
      ? await write(app, session, SETTINGS_PATHS.subjectSave, { grade, lines: values })
      : await write(app, session, SETTINGS_PATHS.commonUpdate, { grade, page, values })) as { version: number }
    return { code: 0, data: { version: data.version, message: SETTINGS_TEXTS.saved } }
  })

  app.post<{ Body: SettingsFollowBody }>('/settings/exam/follow', { schema: { body: SettingsFollowBodySchema, response: { 200: Envelope(SettingsFollowResultSchema) } } }, async (request) => {
    const session = requireSession(request)
    const { page, exam } = request.body
    if (!isExamOwnPage(page)) throw bffError('BFF_ERR_INPUT_INVALID', { message: '该设置项不能按考试单独设置' })
    await requireEditor(view(app, request, session))
    await write(app, session, EXAM_SETTINGS_PATHS.set, { ...exam, [page]: null })
    return { code: 0, data: { message: SETTINGS_TEXTS.examFollows } }
  })

  app.post<{ Body: SettingsPublishBody }>('/settings/publish', { schema: { body: SettingsPublishBodySchema, response: { 200: Envelope(SettingsPublishResultSchema) } } }, async (request) => {
    const session = requireSession(request)
    await requireEditor(view(app, request, session))
    const data = (await write(app, session, SETTINGS_PATHS.examPublish, request.body)) as { version: number }
    return { code: 0, data: { version: data.version, message: `已按${data.version === 0 ? '系统默认设置' : `第 ${data.version} 版设置`}重新发布` } }
  })
}
