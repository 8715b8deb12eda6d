import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { WorkTopViewSchema } from '@report/contracts/bff/work-top'
import type { ContrastListCount } from '@report/contracts/upstream/shell'
import { toUpstreamPath } from '../../domain/gateway/upstream-path.ts'
import { toExamListItem } from '../../domain/exams/to-exam-list-item.ts'
import { examTaskRow, groupRow, normRow, reportRow } from '../../domain/tasks/task-rows.ts'
import { workTopView, RECENT_EXAMS } from '../../domain/work-top/work-overview.ts'
import { isVirtualSchool } from '../../domain/shell/account.ts'
import { versionPageHref } from '../../domain/shell/version-banner.ts'
import { toSessionView } from '../../domain/session/to-session-view.ts'
import { requireSession } from '../../lib/require-session.ts'
import { examListPage } from '../exam-list-upstream.ts'
import { ViewUpstream } from '../upstream-calls.ts'
import { getModules } from '../shell-upstream.ts'
import { TaskUpstream } from '../tasks-upstream.ts'

/** GET /report/bff/work-top: recent exams, running export tasks and comparisons in one view (issue 21 /workTop). */
export default async function workTopViews(app: FastifyInstance) {
  const origin = app.upstream.origin
  app.get('/work-top', { schema: { response: { 200: Envelope(WorkTopViewSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    const u = new ViewUpstream(app, session, request.log)
    const tasks = new TaskUpstream(u)
    const listPath = (toUpstreamPath('/obt/v1/exam/compare/list', session.exportMode) as { path: string }).path
    const [user, modules, exams, groups, examTasks, norms, reports] = await Promise.all([
      tasks.user(),
      u.soft('module permissions', () => getModules(u)),
      u.soft('recent exams', () => examListPage(app, listPath, session, { offset: 0, limit: RECENT_EXAMS })),
      u.soft('one-click tasks', () => tasks.groups({})),
      u.soft('common export tasks', () => tasks.examTasks({})),
      u.soft('custom tasks', () => tasks.normSingle()),
      u.soft('report tasks', () => tasks.reports()),
    ])
    const canCompare = !user.auth.isStudent && !user.isSimple && modules?.history_compare !== 'hide'
    const contrast = canCompare ? await u.soft('contrast count', () => u.json<ContrastListCount>('POST', '/obt/exam-contrast/list', { offset: 0, limit: 1 })) : null
    const shown = toSessionView(user, { embedded: false, exportMode: session.exportMode, logoutUrl: '' })
    reply.header('cache-control', 'no-store')
    return {
      code: 0,
      data: workTopView({
        displayName: shown.user.displayName,
        exams: (exams?.exams ?? []).map(toExamListItem),
        examTotal: exams?.total ?? 0,
        tasks: [
          ...(groups ?? []).map((t) => groupRow(t, origin)),
          ...(examTasks ?? []).map((t) => examTaskRow(t, origin)),
          ...(norms ?? []).map((t) => normRow(t, origin)),
          ...(reports ?? []).map((t) => reportRow(t, origin)),
        ],
        tasksIncomplete: [groups, examTasks, norms, reports].some((list) => list === null),
        canCompare,
        contrastCount: contrast?.total ?? null,
        versionHref: versionPageHref(isVirtualSchool(user)),
      }),
    }
  })
}
