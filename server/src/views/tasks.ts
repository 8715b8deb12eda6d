import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { TaskPanelQuerySchema, TaskPanelViewSchema, TaskVersionsSchema, type TaskKind, type TaskPanelQuery, type TaskRow } from '@report/contracts/bff/tasks'
import { examTaskRow, groupRow, normRow, reportRow } from '../domain/tasks/task-rows.ts'
import { panelKinds, showsExcelTasks, toTaskPanelView } from '../domain/tasks/panel.ts'
import { requireSession } from '../lib/require-session.ts'
import { ViewUpstream } from './upstream-calls.ts'
import { TaskUpstream } from './tasks-upstream.ts'
import tasksActions from './tasks-actions.ts'
import tasksAnswerCards from './tasks-answer-cards.ts'
import tasksConfig from './tasks-config.ts'
import tasksFile from './tasks-file.ts'

const orgOf = (org: string | undefined) => (org === undefined || org === '' ? -1 : Number(org))

/**
 * GET /report/bff/tasks: the download-task panel (spec 3 §2–4): the four lists (two in embedded mode)
 * as rows, and the list versions. A list that fails shows its message in its tab; the others still
 * show. GET /report/bff/tasks/versions: the versions alone. Registers the task actions, the file route
 * and the export menu's pages.
 */
export default async function tasksViews(app: FastifyInstance) {
  const origin = app.upstream.origin

  app.get<{ Querystring: TaskPanelQuery }>('/tasks', {
    schema: { querystring: TaskPanelQuerySchema, response: { 200: Envelope(TaskPanelViewSchema) } },
  }, async (request, reply) => {
    const session = requireSession(request)
    const u = new TaskUpstream(new ViewUpstream(app, session, request.log))
    const q = request.query
    const kinds = panelKinds(q.embedded === '1')
    const wants = (kind: TaskKind) => kinds.includes(kind)
    const none = Promise.resolve([] as TaskRow[])
    const [user, versions, studentCount, group, exam, norm, report] = await Promise.allSettled([
      u.user(),
      u.versions(),
      q.examid ? u.soft('exam info', () => u.examLite(q.examid!, orgOf(q.org)).then((e) => e.studentCount)) : Promise.resolve(null),
      u.groups(q).then((list) => list.map((t) => groupRow(t, origin))),
      wants('exam') ? u.examTasks(q).then((list) => list.map((t) => examTaskRow(t, origin))) : none,
      wants('norm') ? Promise.all([u.normSingle(), u.normGrouped()]).then(([a, b]) => [...a, ...b].sort((x, y) => y.ctime - x.ctime).map((t) => normRow(t, origin))) : none,
      wants('report') ? u.reports().then((list) => list.map((t) => reportRow(t, origin))) : none,
    ] as const)
    if (user.status === 'rejected') throw user.reason
    if (versions.status === 'rejected') throw versions.reason
    const rows: Partial<Record<TaskKind, TaskRow[]>> = {}
    const errors: Partial<Record<TaskKind, string>> = {}
    for (const [kind, result] of [['group', group], ['exam', exam], ['norm', norm], ['report', report]] as const) {
      if (result.status === 'fulfilled') rows[kind] = result.value
      else {
        request.log.warn({ err: result.reason, kind }, 'task list failed')
        errors[kind] = result.reason instanceof Error ? result.reason.message : '加载失败'
      }
    }
    const count = studentCount.status === 'fulfilled' ? studentCount.value : null
    if (!showsExcelTasks(count)) rows.exam = []
    reply.header('cache-control', 'no-store')
    return { code: 0, data: toTaskPanelView({ userId: user.value.id, embedded: q.embedded === '1', versions: versions.value, rows, errors }) }
  })

  app.get('/tasks/versions', { schema: { response: { 200: Envelope(TaskVersionsSchema) } } }, async (request, reply) => {
    const u = new TaskUpstream(new ViewUpstream(app, requireSession(request), request.log))
    reply.header('cache-control', 'no-store')
    return { code: 0, data: await u.versions() }
  })

  await app.register(tasksActions)
  await app.register(tasksAnswerCards)
  await app.register(tasksFile)
  await app.register(tasksConfig)
}
