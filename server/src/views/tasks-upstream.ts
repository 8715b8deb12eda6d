import type { Exam, ExamInfoAll } from '@report/contracts/upstream/exam'
import type { DownloadCfg, ExamTask, ExamTaskCreateRequest, GroupListData, GroupTask, TaskVersions } from '@report/contracts/upstream/tasks'
import type { ScopeRankScales, ScopeRates, ScopeSegments } from '@report/contracts/upstream/tasks-exam-scope'
import type { NormCreateRequest, NormListData, NormTask } from '@report/contracts/upstream/tasks-norm'
import type { ReportCreateRequest, ReportListData } from '@report/contracts/upstream/tasks-report'
import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'
import type { ViewUpstream } from './upstream-calls.ts'

/** The common query keys of task calls (spec 3 §7), in this order, empty ones left out. */
export interface TaskQueryParams {
  examid?: string | undefined
  org?: string | undefined
  grade?: string | undefined
  from?: string | undefined
  lkschool?: string | undefined
}

export function taskQuery(params: TaskQueryParams): string {
  const search = new URLSearchParams()
  for (const key of ['examid', 'org', 'grade', 'from', 'lkschool'] as const) {
    const value = params[key]
    if (value !== undefined && value !== '') search.set(key, value)
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The group filter of the panel (spec 3 §9: exact values not shown): every meaningful status, not deleted. */
const GROUP_STATUSES = [0, 1, 2, 3, 5]

/**
 * The one module that knows the task services' paths (spec 3 §7). Paths are client paths; the
 * ViewUpstream runs them through the path rules (`/task/…` → `/report/task/…`, obt → pdf in PDF mode).
 */
export class TaskUpstream {
  constructor(readonly u: ViewUpstream) {}

  soft<T>(what: string, call: () => Promise<T>): Promise<T | null> {
    return this.u.soft(what, call)
  }

  // who and what
  user = () => this.u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info').then((d) => d.user)
  permission = () => this.u.json<{ permission: number[] }>('GET', '/obt/v1/user/permission').then((d) => d.permission)
  modules = () => this.u.json<ModulePermissions>('GET', '/analysis/v1/permission/versionAuth/modules')
  examLite = (examid: string, org: number) => this.u.json<Exam>('POST', '/exam/v1/exam/info/lite', { examid, org })
  examAll = (examid: string, org: number) => this.u.json<ExamInfoAll>('POST', '/exam/v1/exam/info/all', { examid, org })
  disabled = (examid: string, org: number) => this.u.json<{ disabled: boolean; reason: string }>('POST', '/exam/v1/exam/disabled', { examid, org })

  // lists
  versions = () => this.u.json<TaskVersions>('GET', '/task/v1/version')
  groups = (q: TaskQueryParams): Promise<GroupTask[]> =>
    q.examid
      ? this.u.json<GroupListData>('POST', `/task/v1/group/list${taskQuery(q)}`, { is_delete: 0, status: GROUP_STATUSES }).then((d) => d.list)
      : this.u.json<GroupListData>('POST', '/task/v1/all-exam/list', { is_del: false }).then((d) => d.list)
  examTasks = (q: TaskQueryParams) => this.u.json<ExamTask[]>('POST', `/task/v1/exam/list${q.examid ? taskQuery(q) : ''}`, { is_del: false })
  normSingle = () => this.u.json<NormListData>('POST', '/task/v1/norm/list?product=1', {}).then((d) => d.tasks)
  normGrouped = () => this.u.json<NormListData>('POST', '/task/v1/norm/grp/list?product=1', {}).then((d) => d.tasks)
  reports = () => this.u.json<ReportListData>('GET', '/task/report/list').then((d) => d.list)

  // one-click and the download configuration
  downloadCfg = () => this.u.json<DownloadCfg>('GET', '/obt/v1/group/user-cfg')
  saveDownloadCfg = (cfg: DownloadCfg) => this.u.json<DownloadCfg>('POST', '/mod/v1/group/user-cfg', cfg)
  createGroup = (q: TaskQueryParams, cfg: DownloadCfg) =>
    this.u.json<{ task_group_id: string }>('POST', `/task/v1/group/create${taskQuery(q)}`, { excel_cfgs: cfg.excel_cfgs, package_type: cfg.package_type })
  deleteGroup = (q: TaskQueryParams, groupId: string) => this.u.json<null>('POST', `/task/v1/group/update${taskQuery(q)}`, { task_group_id: groupId, update: { is_delete: 1 } })
  deleteSubTasks = (q: TaskQueryParams, groupId: string, ids: string[]) =>
    this.u.json<null>('POST', `/task/v1/group/update${taskQuery(q)}`, { task_group_id: groupId, update: { tasks: ids.map((_id) => ({ _id, is_delete: 1 })) } })

  // common export
  createExamTask = (q: TaskQueryParams, body: ExamTaskCreateRequest) => this.u.json<{ taskid: string }>('POST', `/task/v1/exam/create${taskQuery(q)}`, body)
  deleteExamTask = (q: TaskQueryParams, taskid: string) => this.u.json<null>('POST', `/task/v1/exam/delete${taskQuery(q)}`, { taskid })

  // custom
  createNorm = (body: NormCreateRequest) => this.u.json<{ isSuccess: boolean; taskid: string }>('POST', '/task/v1/norm/create?product=1', body)
  normInfo = (taskid: string, groupid: string | undefined) =>
    this.u.json<{ info: NormTask }>('POST', '/task/v1/norm/info?product=1', { taskid, ...(groupid ? { groupid } : {}) }).then((d) => d.info)
  deleteNorm = (taskid: string, groupid: string | undefined) =>
    this.u.json<null>('POST', '/task/v1/norm/update?product=1', { taskid, type: groupid ? 2 : 1, ...(groupid ? { groupid } : {}), is_delete: 1 })

  // reports
  createReport = (body: ReportCreateRequest) => this.u.json<{ id: string }>('POST', '/task/report/create', body)
  retryReport = (id: string) => this.u.json<null>('POST', '/task/report/retryFailedTask', { taskReportId: id })
  packageReport = (id: string) => this.u.json<{ fileUrl: string }>('POST', '/task/report/package', { taskReportId: id }).then((d) => d.fileUrl)
  removeReport = (id: string) => this.u.json<null>('POST', '/task/report/remove', { taskReportId: id })

  // the exam's export settings
  scope = (examid: string, org: number) => {
    const q = `?${new URLSearchParams({ examid, org: String(org) }).toString()}`
    return Promise.all([
      this.u.json<ScopeRates>('GET', `/obt/v1/exam/scope/rates${q}`),
      this.u.json<ScopeSegments>('GET', `/obt/v1/exam/scope/segments${q}`),
      this.u.json<ScopeRankScales>('GET', `/obt/v1/exam/scope/rank-scales${q}`),
    ] as const)
  }
  saveScope = (examid: string, org: number, rates: ScopeRates, segments: ScopeSegments, scales: ScopeRankScales) =>
    Promise.all([
      this.u.json<ScopeRates>('POST', '/obt/v1/exam/scope/rates', { examid, org, ...rates }),
      this.u.json<ScopeSegments>('POST', '/obt/v1/exam/scope/segments', { examid, org, ...segments }),
      this.u.json<ScopeRankScales>('POST', '/obt/v1/exam/scope/rank-scales', { examid, org, ...scales }),
    ] as const)
}
