import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import {
  CreateCustomTaskBodySchema,
  CreateExamTaskBodySchema,
  CreateGroupTaskBodySchema,
  CreateReportTaskBodySchema,
  CreateTaskResultSchema,
  TaskActionResultSchema,
  TaskRefBodySchema,
  type CreateCustomTaskBody,
  type CreateExamTaskBody,
  type CreateGroupTaskBody,
  type CreateReportTaskBody,
  type CreateTaskResult,
  type TaskKind,
  type TaskRefBody,
} from '@report/contracts/bff/tasks'
import type { ExportFilters } from '@report/contracts/upstream/tasks'
import { BffError } from '../errors.ts'
import { limitExamId } from '../domain/exam-context/exam-notices.ts'
import { versionDisplay } from '../domain/session/version-display.ts'
import { groupDeletePlan } from '../domain/tasks/delete-plan.ts'
import { downloadDecision, type DownloadFacts } from '../domain/tasks/download-decision.ts'
import { toDownloadUrl } from '../domain/tasks/download-url.ts'
import { deleteFailedMessage, taskError } from '../domain/tasks/errors.ts'
import { requireSession } from '../lib/require-session.ts'
import { AnswerCardUpstream } from './answer-cards-upstream.ts'
import { ViewUpstream } from './upstream-calls.ts'
import { TaskUpstream, type TaskQueryParams } from './tasks-upstream.ts'

const CREATED = '创建任务成功'
const orgOf = (org: string | undefined) => (org === undefined || org === '' ? -1 : Number(org))

/** An upstream failure while creating: 创建任务失败 (spec 3 §8), keeping the status; a lost session stays itself. */
function createFailed(error: unknown): unknown {
  if (!(error instanceof BffError) || error.kind === 'auth' || error.kind === 'no-session') return error
  return new BffError({ status: error.statusCode, kind: error.kind, code: error.code, message: taskError('BFF_ERR_TASKS_CREATE').message }, { cause: error })
}

/**
 * The panel's and export menu's actions (spec 3 §4, §8): create (one-click, common, custom, report,
 * each through the download decision), delete, retry, reload, package.
 */
export default async function tasksActions(app: FastifyInstance) {
  const origin = app.upstream.origin
  const reloading = new Set<string>()
  const upstreamOf = (request: FastifyRequest) => new TaskUpstream(new ViewUpstream(app, requireSession(request), request.log))

  /** The download decision's facts: user, permission, and the exam (info, ban) when one is named. */
  async function decide(u: TaskUpstream, request: FastifyRequest, params: TaskQueryParams, extra: Partial<DownloadFacts> = {}): Promise<CreateTaskResult | null> {
    const org = orgOf(params.org)
    const [user, permission, exam, disabled] = await Promise.all([
      u.user(),
      u.permission(),
      params.examid ? u.examLite(params.examid, org) : null,
      params.examid && org > -1 ? u.soft('exam disabled', () => u.disabled(limitExamId(params.examid!), org)) : null,
    ])
    const decision = downloadDecision({
      permission,
      trialUser: versionDisplay({ versionName: user.versionName, isTrial: user.isTrial, leftDays: user.leftDays, trialEndTime: user.trialEndTime }).isTrial,
      feature: 'exam',
      exam,
      disabled,
      ip: request.ip,
      ...extra,
    })
    if (decision.kind === 'silent') return { outcome: 'refused' }
    if (decision.kind === 'refuse') throw new BffError(decision.error)
    return null
  }

  async function create(kind: TaskKind, run: () => Promise<string>): Promise<{ code: 0; data: CreateTaskResult }> {
    try {
      return { code: 0, data: { outcome: 'created', kind, taskId: await run(), message: CREATED } }
    } catch (error) {
      throw createFailed(error)
    }
  }

  const createSchema = (body: unknown) => ({ body, response: { 200: Envelope(CreateTaskResultSchema) } }) as never

  app.post<{ Body: CreateGroupTaskBody }>('/tasks/group', { schema: createSchema(CreateGroupTaskBodySchema) }, async (request) => {
    const u = upstreamOf(request)
    const refused = await decide(u, request, request.body)
    if (refused) return { code: 0, data: refused }
    return create('group', async () => (await u.createGroup(request.body, await u.downloadCfg())).task_group_id)
  })

  app.post<{ Body: CreateExamTaskBody }>('/tasks/exam', { schema: createSchema(CreateExamTaskBodySchema) }, async (request) => {
    const u = upstreamOf(request)
    const refused = await decide(u, request, request.body)
    if (refused) return { code: 0, data: refused }
    const { name, fileName, pindex, filters } = request.body
    return create('exam', async () => (await u.createExamTask(request.body, { name, ...(fileName ? { fileName } : {}), ...(pindex !== undefined ? { pindex } : {}), ...(filters ? { filters: filters as ExportFilters } : {}) })).taskid)
  })

  app.post<{ Body: CreateCustomTaskBody }>('/tasks/custom', { schema: createSchema(CreateCustomTaskBodySchema) }, async (request) => {
    const u = upstreamOf(request)
    const modules = await u.modules()
    const refused = await decide(u, request, {}, { modules })
    if (refused) return { code: 0, data: refused }
    if (modules.custom_table !== 'able') throw new BffError(taskError('BFF_ERR_TASKS_VERSION_LIMIT'))
    const b = request.body
    return create('norm', async () => {
      const result = await u.createNorm({
        name: b.name,
        type: b.exams.length > 1 ? 2 : 1,
        zip_style: b.zipStyle ?? 1,
        exams: b.exams,
        cfgs: { api_serv: 'report', templates: b.templates, folderid: b.folderid ?? '' },
        params: {},
      })
      if (!result.isSuccess) throw new BffError(taskError('BFF_ERR_TASKS_CREATE'))
      return result.taskid
    })
  })

  app.post<{ Body: CreateReportTaskBody }>('/tasks/report', { schema: createSchema(CreateReportTaskBodySchema) }, async (request) => {
    const u = upstreamOf(request)
    const refused = await decide(u, request, request.body)
    if (refused) return { code: 0, data: refused }
    const b = request.body
    return create('report', async () => (await u.createReport({ examid: b.examid, org: orgOf(b.org), ...(b.grade ? { grade: b.grade } : {}), reports: b.reports })).id)
  })

  const actionSchema = { body: TaskRefBodySchema, response: { 200: Envelope(TaskActionResultSchema) } }

  app.post<{ Body: TaskRefBody }>('/tasks/delete', { schema: actionSchema }, async (request) => {
    const u = upstreamOf(request)
    const b = request.body
    try {
      if (b.kind === 'group') {
        if (b.parentId) {
          const group = (await u.groups({})).find((g) => g.task_group_id === b.parentId)
          if (!group) throw new BffError(taskError('BFF_ERR_TASKS_NOT_FOUND'))
          const plan = groupDeletePlan(group, b.id)
          if (plan.call === 'group') await u.deleteGroup(b, plan.groupId)
          else await u.deleteSubTasks(b, plan.groupId, plan.subIds)
        } else await u.deleteGroup(b, b.id)
      } else if (b.kind === 'exam') await u.deleteExamTask(b, b.id)
      else if (b.kind === 'norm') await u.deleteNorm(b.id, b.groupId)
      else if (b.kind === 'answerCard') await new AnswerCardUpstream(u.u).remove({ examid: b.examid ?? '', org: b.org, grade: b.grade }, b.id)
      else await u.removeReport(b.id)
    } catch (error) {
      if (!(error instanceof BffError) || error.kind === 'auth' || error.kind === 'no-session') throw error
      throw new BffError({ status: error.statusCode, kind: error.kind, code: error.code, message: deleteFailedMessage(error.message) }, { cause: error })
    }
    return { code: 0, data: { message: '删除成功' } }
  })

  app.post<{ Body: TaskRefBody }>('/tasks/retry', { schema: actionSchema }, async (request) => {
    const b = request.body
    // An answer-card export runs again through restartJob (its page's 重新生成).
    if (b.kind === 'answerCard') await new AnswerCardUpstream(upstreamOf(request).u).restart({ examid: b.examid ?? '', org: b.org, grade: b.grade }, b.id)
    else if (b.kind === 'report') await upstreamOf(request).retryReport(b.id)
    else throw new BffError(taskError('BFF_ERR_TASKS_BAD_ACTION'))
    return { code: 0, data: { message: '重试成功' } }
  })

  app.post<{ Body: TaskRefBody }>('/tasks/package', { schema: actionSchema }, async (request) => {
    if (request.body.kind !== 'report') throw new BffError(taskError('BFF_ERR_TASKS_BAD_ACTION'))
    const url = toDownloadUrl(await upstreamOf(request).packageReport(request.body.id), origin)
    if (!url) throw new BffError(taskError('BFF_ERR_TASKS_FILE_SOURCE'))
    return { code: 0, data: { message: '打包成功', url } }
  })

  /**
   * spec 3 §4 "Reload of a custom task": details → create the same → (the client refreshes) → delete
   * the old one silently. One reload at a time per session.
   */
  app.post<{ Body: TaskRefBody }>('/tasks/reload', { schema: actionSchema }, async (request) => {
    if (request.body.kind !== 'norm') throw new BffError(taskError('BFF_ERR_TASKS_BAD_ACTION'))
    const session = requireSession(request)
    if (reloading.has(session.key)) throw new BffError(taskError('BFF_ERR_TASKS_RELOAD_BUSY'))
    reloading.add(session.key)
    try {
      const u = upstreamOf(request)
      const { id, groupId } = request.body
      let info
      try {
        info = await u.normInfo(id, groupId)
      } catch (error) {
        if (error instanceof BffError && (error.kind === 'auth' || error.kind === 'no-session')) throw error
        // The upstream does not know the task (deleted, another user's): a refusal, not an upstream fault.
        if (error instanceof BffError && error.kind === 'not-found') throw new BffError(taskError('BFF_ERR_TASKS_NOT_FOUND'))
        throw new BffError(taskError('BFF_ERR_TASKS_DETAIL'), { cause: error })
      }
      let created
      try {
        created = await u.createNorm({ name: info.name, type: info.type, zip_style: info.zip_style, exams: info.exams, cfgs: info.cfgs, params: info.params })
      } catch (error) {
        throw createFailed(error)
      }
      if (!created.isSuccess) throw new BffError(taskError('BFF_ERR_TASKS_CREATE'))
      await u.deleteNorm(id, groupId || info.groupid || undefined).catch((err: unknown) => request.log.warn({ err, taskid: id }, 'old custom task not deleted after reload'))
      return { code: 0, data: { message: CREATED, taskId: created.taskid } }
    } finally {
      reloading.delete(session.key)
    }
  })
}
